"""Exhaustive differential test, widths 1-4: bit-blaster (SatBackend) vs reference semantics.

Inputs are variables fixed by assumptions, so the circuits are really built and solved;
each combination also checks that the output is *forced* (its negation is UNSAT).
"""

from __future__ import annotations

import pytest

from bmc_test_helpers import default_sample
from bmc_diff_support import (Case, SatRunner, array_cases, bool_cases, bv_cases,
                              covered_ops, fp_cases, leaf_cases)

from bmc.terms.ops import ALL_OPS, BV_BINARY, COMPARISONS, Op
from bmc.terms.sorts import bv

WIDTHS = (1, 2, 3, 4)

BV_CASES = [c for w in WIDTHS for c in bv_cases(w)]
OTHER_CASES = bool_cases() + [c for w in (1, 3) for c in leaf_cases(w)]
ARRAY_CASES = [c for iw, ew in ((1, 1), (2, 2), (3, 1), (4, 1)) for c in array_cases(iw, ew)]
# floats on the 6-bit (3, 3) format, binary operators rounding to nearest even (the
# circuits are checked exhaustively in every mode in tests/unit/encodings; this checks the
# dispatch from terms)
FP_CASES = fp_cases(3, 3)


def test_catalogue_covers_every_op() -> None:
    assert covered_ops(BV_CASES + OTHER_CASES + ARRAY_CASES + FP_CASES) == set(ALL_OPS)


@pytest.mark.parametrize("case", default_sample(BV_CASES, [c.label for c in BV_CASES], 2))
def test_bv_op_exhaustive(case: Case) -> None:
    n = SatRunner(case).exhaustive()
    assert n >= 2


@pytest.mark.parametrize("case", OTHER_CASES, ids=lambda c: c.label)
def test_bool_and_leaf_exhaustive(case: Case) -> None:
    SatRunner(case).exhaustive()


@pytest.mark.parametrize("case", default_sample(ARRAY_CASES, [c.label for c in ARRAY_CASES], 2))
def test_array_ops_exhaustive(case: Case) -> None:
    SatRunner(case).exhaustive()


@pytest.mark.parametrize("case", default_sample(FP_CASES, [c.label for c in FP_CASES], 2))
def test_float_ops_exhaustive(case: Case) -> None:
    SatRunner(case).exhaustive()


def _const_cases(w: int) -> list[Case]:
    """Binary operators with one constant operand: exercises constant folding in gates."""
    t = bv(w)
    out: list[Case] = []
    for op in sorted(BV_BINARY | COMPARISONS, key=lambda o: o.value):
        for k in range(1 << w):
            build_r = (lambda s, a, op=op, k=k: s.compare(op, a[0], s.bv_const(k, w))) \
                if op in COMPARISONS else \
                (lambda s, a, op=op, k=k: s.bvbin(op, a[0], s.bv_const(k, w)))
            build_l = (lambda s, a, op=op, k=k: s.compare(op, s.bv_const(k, w), a[0])) \
                if op in COMPARISONS else \
                (lambda s, a, op=op, k=k: s.bvbin(op, s.bv_const(k, w), a[0]))
            out.append(Case(f"{op.value}(x,{k})/{w}", (t,), build_r, frozenset({op})))
            out.append(Case(f"{op.value}({k},x)/{w}", (t,), build_l, frozenset({op})))
    return out


@pytest.mark.parametrize("w", WIDTHS)
def test_bv_ops_with_a_constant_operand(w: int) -> None:
    for case in _const_cases(w):
        SatRunner(case).exhaustive()


def test_same_variable_twice() -> None:
    """``op(x, x)`` where the store does not fold it: one input vector used twice."""
    for w in (1, 3, 4):
        t = bv(w)
        for op in (Op.BVMUL, Op.BVUDIV, Op.BVUREM, Op.BVSDIV, Op.BVSREM, Op.BVSHL,
                   Op.BVLSHR, Op.BVASHR, Op.BVADD):
            case = Case(f"{op.value}(x,x)/{w}", (t,),
                        lambda s, a, op=op: s.bvbin(op, a[0], a[0]), frozenset({op}))
            SatRunner(case).exhaustive()
