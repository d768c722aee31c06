"""Differential test at widths 8, 16, 32, 64 with hypothesis (derandomized: deterministic):
the bit-blaster (SatBackend, inputs fixed by assumptions, output forced) against the
reference semantics. One backend per case, reused across the examples."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from bmc_diff_support import (HYPOTHESIS_WIDTHS, Case, SatRunner, bv_cases,
                              hypothesis_settings, inputs_strategy)
from hypothesis import given
from hypothesis import strategies as st

CASES = [c for w in HYPOTHESIS_WIDTHS for c in bv_cases(w, extract_all=False)]
_RUNNERS: dict[str, SatRunner] = {}


@pytest.fixture(scope="module", autouse=True)
def _close_solvers() -> Iterator[None]:
    """Free the cached solvers before interpreter shutdown (pysat's __del__ is noisy then)."""
    yield
    for runner in _RUNNERS.values():
        runner.backend.close()
    _RUNNERS.clear()


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.label)
@hypothesis_settings()
@given(data=st.data())
def test_bitblaster_agrees_with_semantics(case: Case, data: st.DataObject) -> None:
    runner = _RUNNERS.get(case.label)
    if runner is None:
        runner = _RUNNERS[case.label] = SatRunner(case)
    runner.check(data.draw(inputs_strategy(case)))
