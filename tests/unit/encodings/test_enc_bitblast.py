"""BitBlaster: table coverage, memoisation, the symbol map, deep terms, sort errors."""

from __future__ import annotations

import pytest

from bmc.encodings.bitblast import ARRAY_OPS, HANDLERS, BitBlaster
from bmc.encodings.gates import Gates
from bmc.errors import UnsupportedFeature
from bmc.terms import BOOL, ArraySort, TermStore, bv
from bmc.terms.ops import ALL_OPS, Op


def test_every_op_is_bitblasted_or_eliminated() -> None:
    assert set(HANDLERS) | set(ARRAY_OPS) == set(ALL_OPS)
    assert not set(HANDLERS) & set(ARRAY_OPS)


def test_memoised_by_uid_and_no_new_clauses() -> None:
    s = TermStore()
    x, y = s.var("x", bv(8)), s.var("y", bv(8))
    bb = BitBlaster(s, Gates())
    t = s.bvmul(s.bvadd(x, y), y)
    first = bb.literals(t)
    clauses = bb.gates.num_clauses
    assert bb.literals(t) is first
    assert bb.literals(s.bvmul(s.bvadd(y, x), y)) is first   # same term (hash-consed)
    assert bb.gates.num_clauses == clauses
    assert len(first) == 8


def test_symbol_map_in_blasting_order() -> None:
    s = TermStore()
    b, x, y = s.var("b", BOOL), s.var("x", bv(4)), s.var("y", bv(2))
    bb = BitBlaster(s, Gates())
    bb.literal(s.and_(b, s.ult(s.concat(y, y), x)))
    names = [(sym.term.name, len(sym.lits)) for sym in bb.symbols()]
    assert sorted(names) == [("b", 1), ("x", 4), ("y", 2)]
    assert bb.symbols()[0].term.name == "b"
    for sym in bb.symbols():
        assert list(sym.lits) == (bb.literals(sym.term) if sym.term.sort != BOOL
                                  else [bb.literal(sym.term)])


def test_concat_extract_extend_are_wiring() -> None:
    s = TermStore()
    x, y = s.var("x", bv(4)), s.var("y", bv(3))
    bb = BitBlaster(s, Gates())
    xs, ys = bb.literals(x), bb.literals(y)
    assert bb.literals(s.concat(x, y)) == ys + xs
    assert bb.literals(s.extract(s.concat(x, y), 4, 2)) == [ys[2], xs[0], xs[1]]
    assert bb.literals(s.zero_extend(x, 2)) == xs + [bb.gates.false] * 2
    assert bb.literals(s.sign_extend(x, 2)) == xs + [xs[3]] * 2
    assert bb.gates.num_gates == 0


def test_deep_chain_has_no_recursion_limit() -> None:
    s = TermStore()
    x = s.var("x", bv(4))
    t = x
    for k in range(20000):
        t = s.bvbin(Op.BVXOR, s.bvadd(t, s.bv_const(k % 7 + 1, 4)), x) if k % 2 else s.bvnot(t)
    bb = BitBlaster(s, Gates())
    assert len(bb.literals(t)) == 4


def test_kind_errors() -> None:
    s = TermStore()
    x, b = s.var("x", bv(4)), s.var("b", BOOL)
    a = s.var("A", ArraySort(bv(4), bv(4)))
    bb = BitBlaster(s, Gates())
    with pytest.raises(TypeError):
        bb.literal(x)
    with pytest.raises(TypeError):
        bb.literals(b)
    with pytest.raises(UnsupportedFeature):
        bb.literals(s.select(a, x))


def _solve(gates: Gates, assumptions: list[int] = ()) -> list[int] | None:   # type: ignore[assignment]
    from pysat.solvers import Solver
    assert gates.clauses is not None
    with Solver(name="minisat22", bootstrap_with=gates.clauses) as solver:
        return solver.get_model() if solver.solve(assumptions=list(assumptions)) else None


def test_asserted_definition_aliases_the_variable_without_gates() -> None:
    """``x = a + b`` asserted for good: x takes the adder's literals (no fresh bits, no
    equality circuit), and reads back through the symbol map."""
    s = TermStore()
    a, b, x = s.var("a", bv(8)), s.var("b", bv(8)), s.var("x", bv(8))
    plain = BitBlaster(s, Gates(keep=True))
    plain.literal(s.ult(s.bvadd(a, b), s.bv_const(3, 8)))
    bb = BitBlaster(s, Gates(keep=True))
    bb.assert_true(s.and_(s.eq(x, s.bvadd(a, b)), s.ult(x, s.bv_const(3, 8))))
    assert bb.literals(x) == plain.literals(s.bvadd(a, b))      # same numbering: an alias
    assert bb.gates.num_vars == plain.gates.num_vars            # no bits for x itself
    assert (bb.symbol("x") is not None and list(bb.symbol("x").lits) == bb.literals(x))
    model = _solve(bb.gates)
    assert model is not None
    value = sum(1 << i for i, lit in enumerate(bb.literals(x)) if model[lit - 1] > 0)
    av = sum(1 << i for i, lit in enumerate(bb.literals(a)) if model[lit - 1] > 0)
    bv_ = sum(1 << i for i, lit in enumerate(bb.literals(b)) if model[lit - 1] > 0)
    assert value == (av + bv_) % 256 and value < 3


def test_definitions_of_blasted_or_self_referring_variables_stay_equalities() -> None:
    s = TermStore()
    x, y = s.var("x", bv(4)), s.var("y", bv(4))
    bb = BitBlaster(s, Gates(keep=True))
    bb.assert_true(s.eq(x, s.bvadd(x, s.bv_const(1, 4))))     # x = x + 1: unsatisfiable
    assert _solve(bb.gates) is None
    bb2 = BitBlaster(s, Gates(keep=True))
    bb2.literals(y)                                            # y blasted before
    bb2.assert_true(s.eq(y, s.bv_const(5, 4)))
    bb2.assert_true(s.eq(y, s.bv_const(6, 4)))                 # a second definition
    assert _solve(bb2.gates) is None


def test_bool_definition_aliases_a_literal() -> None:
    s = TermStore()
    p, q, r = s.var("p", BOOL), s.var("q", BOOL), s.var("r", BOOL)
    bb = BitBlaster(s, Gates(keep=True))
    bb.assert_true(s.eq(r, s.and_(p, q)))
    assert bb.literal(r) == bb.literal(s.and_(p, q))
    bb.assert_true(s.not_(r))
    model = _solve(bb.gates, [bb.literal(p)])
    assert model is not None and model[bb.literal(q) - 1] < 0
