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
