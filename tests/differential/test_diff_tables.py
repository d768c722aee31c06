"""Every consumer is a table over all ops: bit-blaster (+ array elimination), Z3 builders,
evaluator; and the SMT-LIB printer's text for each op means the same as the Z3 table's
translation (z3 parses the printed script and proves the two equal)."""

from __future__ import annotations

import pytest
from bmc_diff_support import array_cases, bool_cases, bv_cases, covered_ops, fp_cases, leaf_cases

from bmc.backends.z3_backend import BUILDERS
from bmc.encodings.bitblast import ARRAY_OPS, HANDLERS
from bmc.terms import evaluator
from bmc.terms.ops import ALL_OPS, FP_OPS
from bmc.terms.walk import postorder
from bmc.terms.printer import script

CASES = (bv_cases(3) + bool_cases() + leaf_cases(3) + array_cases(2, 3)
         + fp_cases(3, 3, mode=None))


def test_tables_cover_every_op() -> None:
    assert set(HANDLERS) | set(ARRAY_OPS) == set(ALL_OPS)
    assert set(BUILDERS) == set(ALL_OPS)
    assert set(evaluator.HANDLERS) == set(ALL_OPS)
    assert covered_ops(CASES) == set(ALL_OPS)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.label)
def test_printer_agrees_with_z3_table(case) -> None:  # type: ignore[no-untyped-def]
    z3 = pytest.importorskip("z3")
    from bmc.backends.z3_backend import Z3Backend
    from bmc.terms import TermStore
    s = TermStore()
    inputs = [s.var(f"in{k}", sort) for k, sort in enumerate(case.sorts)]
    term = case.build(s, inputs)
    out = s.var("out", term.sort)
    root = s.eq(out, term)
    parsed = z3.parse_smt2_string(script([root]))
    translated = Z3Backend(s).expr(root)
    solver = z3.Solver()
    if any(t.op in FP_OPS for t in postorder([root])):
        # float results are named by declared bit-vectors pinned by assertions (a total
        # definition): whatever satisfies the script must satisfy the Z3 translation
        solver.add(z3.And(*parsed), z3.Not(translated))
    else:
        solver.add(z3.Not(z3.And(*parsed) == translated))
    assert solver.check() == z3.unsat, script([root])
