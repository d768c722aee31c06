"""Hash-consing, sort checks and simplifications of the term store."""

from __future__ import annotations

import itertools

import pytest

from bmc.terms import ArraySort, Op, SortError, TermStore, bv
from bmc.terms.evaluator import evaluate
from bmc.terms.printer import script, to_smtlib
from bmc.terms.walk import postorder, size


@pytest.fixture
def s() -> TermStore:
    return TermStore()


def test_structural_sharing(s: TermStore) -> None:
    x, y = s.var("x", bv(8)), s.var("y", bv(8))
    assert s.bvadd(x, y) is s.bvadd(x, y)
    assert s.bvadd(x, y) is s.bvadd(y, x)          # commutative ops are ordered
    assert s.bvsub(x, y) is not s.bvsub(y, x)
    assert s.var("x", bv(8)) is x


def test_variable_sort_conflict(s: TermStore) -> None:
    s.var("x", bv(8))
    with pytest.raises(SortError):
        s.var("x", bv(16))


def test_sort_errors(s: TermStore) -> None:
    x, y = s.var("x", bv(8)), s.var("y", bv(16))
    with pytest.raises(SortError):
        s.bvadd(x, y)
    with pytest.raises(SortError):
        s.and_(x)
    with pytest.raises(SortError):
        s.extract(x, 8, 0)


def test_constant_folding_matches_semantics(s: TermStore) -> None:
    for a, b in itertools.product(range(16), repeat=2):
        ka, kb = s.bv_const(a, 4), s.bv_const(b, 4)
        assert s.apply(Op.BVSDIV, [ka, kb]).is_const
        x, y = s.var("x", bv(4)), s.var("y", bv(4))
        for op in (Op.BVADD, Op.BVSUB, Op.BVMUL, Op.BVUDIV, Op.BVUREM, Op.BVSDIV, Op.BVSREM,
                   Op.BVSHL, Op.BVLSHR, Op.BVASHR, Op.BVULT, Op.BVSLE):
            folded = s.apply(op, [ka, kb])
            symbolic = s.apply(op, [x, y])
            assert folded.value == evaluate(symbolic, {"x": a, "y": b}), (op, a, b)


def test_boolean_simplification(s: TermStore) -> None:
    p, q = s.var("p", s.true.sort), s.var("q", s.true.sort)
    assert s.and_(p, s.true) is p
    assert s.and_(p, s.not_(p)) is s.false
    assert s.or_(p, s.not_(p)) is s.true
    assert s.and_(p, s.and_(q, p)) is s.and_(p, q)
    assert s.not_(s.not_(p)) is p
    assert s.ite(p, s.true, s.false) is p
    assert s.ite(s.not_(p), q, p) is s.ite(p, p, q)


def test_c_condition_roundtrip(s: TermStore) -> None:
    x, y = s.var("x", bv(32)), s.var("y", bv(32))
    c = s.slt(x, y)
    assert s.bv_to_bool(s.bool_to_bv(c, 32)) is c
    assert s.eq(s.bool_to_bv(c, 32), s.bv_const(0, 32)) is s.not_(c)


def test_select_over_store(s: TermStore) -> None:
    sort = ArraySort(bv(8), bv(32))
    a = s.var("a", sort)
    k3, k4 = s.bv_const(3, 8), s.bv_const(4, 8)
    v = s.var("v", bv(32))
    a2 = s.store(a, k3, v)
    assert s.select(a2, k3) is v
    assert s.select(a2, k4) is s.select(a, k4)
    i = s.var("i", bv(8))
    assert s.select(a2, i).op is Op.SELECT and s.select(a2, i).args[0] is a2
    zero = s.const_array(s.bv_const(0, 32), sort)
    assert s.select(zero, i) is s.bv_const(0, 32)


def test_extract_concat_extend(s: TermStore) -> None:
    x = s.var("x", bv(8))
    assert s.extract(s.zero_extend(x, 8), 7, 0) is x
    assert s.extract(s.zero_extend(x, 8), 15, 8) is s.bv_const(0, 8)
    assert s.concat(s.extract(x, 7, 4), s.extract(x, 3, 0)) is x
    assert s.resize(x, 16, signed=True).op is Op.SIGN_EXTEND
    assert evaluate(s.resize(x, 16, signed=True), {"x": 0x80}) == 0xFF80


def test_deep_chain_walks_iteratively(s: TermStore) -> None:
    x = s.var("x", bv(32))
    t = x
    for i in range(20000):
        t = s.bvadd(s.bvmul(t, x), s.bv_const(i + 1, 32))
    assert size([t]) == 2 * 20000 + 1 + 20000  # each step: mul, add, one new constant
    assert sum(1 for _ in postorder([t])) == size([t])
    assert isinstance(evaluate(t, {"x": 3}), int)
    assert "bvadd" in script([s.eq(t, s.bv_const(0, 32))])


def test_printer(s: TermStore) -> None:
    x = s.var("x", bv(8))
    assert to_smtlib(s.extract(x, 3, 0)) == "((_ extract 3 0) x)"
    assert to_smtlib(s.var("main::x#1", bv(8))) == "|main::x#1|"


def test_fold_with_shared_memo_visits_each_node_once(s: TermStore) -> None:
    from bmc.terms.walk import fold
    x = s.var("x", bv(8))
    chain = x
    for i in range(50):
        chain = s.bvadd(chain, s.bv_const(i + 1, 8))
    calls: list[int] = []

    def handler(term, args):  # type: ignore[no-untyped-def]
        calls.append(term.uid)
        return 0

    memo: dict[int, int] = {}
    fold([chain], handler, memo)
    first = len(calls)
    fold([s.bvmul(chain, x)], handler, memo)
    assert len(calls) == first + 1          # only the new root
    assert len(set(calls)) == len(calls)
