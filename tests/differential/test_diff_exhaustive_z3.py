"""Exhaustive differential test, widths 1-4: the Z3 translation table vs reference semantics.

Each case's term goes through ``Z3Backend``'s table; inputs are substituted with constants
and Z3's simplifier computes the value, so a wrong operator choice (``/`` vs ``UDiv``,
``%`` vs ``SRem``, ``>>`` vs ``LShR``) shows up.
"""

from __future__ import annotations

import pytest

pytest.importorskip("z3")

from bmc_diff_support import (Case, Z3Runner, array_cases, bool_cases, bv_cases,  # noqa: E402
                              covered_ops, fp_cases, leaf_cases)

from bmc.terms.ops import ALL_OPS  # noqa: E402

CASES = ([c for w in (1, 2, 3, 4) for c in bv_cases(w)] + bool_cases()
         + [c for w in (1, 3) for c in leaf_cases(w)]
         + [c for iw, ew in ((1, 1), (2, 2), (3, 1)) for c in array_cases(iw, ew)]
         + fp_cases(3, 3))


def test_catalogue_covers_every_op() -> None:
    assert covered_ops(CASES) == set(ALL_OPS)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.label)
def test_z3_table_exhaustive(case: Case) -> None:
    Z3Runner(case).exhaustive()
