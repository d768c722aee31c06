"""Differential test at widths 8, 16, 32, 64 with hypothesis (derandomized: deterministic):
the Z3 translation table (substitution + simplify) against the reference semantics."""

from __future__ import annotations

import pytest

pytest.importorskip("z3")

from bmc_diff_support import (HYPOTHESIS_WIDTHS, Case, Z3Runner, bool_cases,  # noqa: E402
                              bv_cases, hypothesis_settings, inputs_strategy)
from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

CASES = [c for w in HYPOTHESIS_WIDTHS for c in bv_cases(w, extract_all=False)] + bool_cases()
_RUNNERS: dict[str, Z3Runner] = {}


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.label)
@hypothesis_settings()
@given(data=st.data())
def test_z3_agrees_with_semantics(case: Case, data: st.DataObject) -> None:
    runner = _RUNNERS.get(case.label)
    if runner is None:
        runner = _RUNNERS[case.label] = Z3Runner(case)
    runner.check(data.draw(inputs_strategy(case)))
