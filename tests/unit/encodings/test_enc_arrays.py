"""Array elimination: read over write, ite over arrays, constant arrays, Ackermann reads of
base arrays; equisatisfiability against z3 (when installed) and model reconstruction."""

from __future__ import annotations

import random

import pytest

from bmc.backends.base import SatResult
from bmc.backends.sat_backend import SatBackend
from bmc.encodings.arrays import (TABLE_MIN_KEYS, ArrayEliminator, eliminate_arrays,
                                  index_bound)
from bmc.errors import UnsupportedFeature
from bmc.terms import BOOL, ArraySort, Op, Term, TermStore, bv
from bmc.terms.evaluator import evaluate
from bmc.terms.sorts import ArraySort as AS
from bmc.terms.walk import postorder

ARR = ArraySort(bv(3), bv(4))


def _array_free(terms: list[Term]) -> bool:
    return not any(isinstance(t.sort, AS) for t in postorder(terms))


def test_read_over_write_ite_and_const_array() -> None:
    s = TermStore()
    i, j, v, d = s.var("i", bv(3)), s.var("j", bv(3)), s.var("v", bv(4)), s.var("d", bv(4))
    c = s.var("c", BOOL)
    base = s.const_array(d, ARR)
    arr = s.ite(c, s.store(base, i, v), base)
    read = s.select(arr, j)
    elim = eliminate_arrays(s, [s.eq(read, v)])
    assert _array_free(list(elim.roots))
    assert elim.constraints == ()
    expected = s.eq(s.ite(c, s.ite(s.eq(j, i), v, d), d), v)
    assert elim.roots == (expected,)


def test_base_reads_get_fresh_variables_and_ackermann_constraints() -> None:
    s = TermStore()
    a = s.var("A", ARR)
    i, j = s.var("i", bv(3)), s.var("j", bv(3))
    ae = ArrayEliminator(s)
    first = ae.eliminate([s.ult(s.select(a, i), s.select(a, j))])
    assert _array_free(list(first.roots) + list(first.constraints))
    assert len(first.constraints) == 1                   # i = j -> A[i] = A[j]
    assert first.constraints[0].op is Op.IMPLIES
    again = ae.eliminate([s.eq(s.select(a, j), s.bv_const(1, 4))])
    assert again.constraints == ()                       # read (A, j) is memoised
    third = ae.eliminate([s.eq(s.select(a, s.bv_const(2, 3)), s.bv_const(3, 4))])
    assert len(third.constraints) == 2                   # against both earlier reads
    assert [r.index for r in ae.reads()] == [i, j, s.bv_const(2, 3)]


def test_pigeonhole_over_reads_is_unsat() -> None:
    """Five pairwise distinct reads of A at 2-bit indices cannot exist."""
    s = TermStore()
    a = s.var("A", ArraySort(bv(2), bv(4)))
    reads = [s.select(a, s.var(f"i{k}", bv(2))) for k in range(5)]
    be = SatBackend(s)
    for x in range(5):
        for y in range(x + 1, 5):
            be.add(s.distinct(reads[x], reads[y]))
    assert be.check() is SatResult.UNSAT
    sat = SatBackend(s)
    for x in range(4):
        for y in range(x + 1, 4):
            sat.add(s.distinct(reads[x], reads[y]))
    assert sat.check() is SatResult.SAT
    values = sat.values(reads[:4])
    assert len(set(values)) == 4


def test_long_store_chain_is_iterative() -> None:
    s = TermStore()
    i, j = s.var("i", bv(16)), s.var("j", bv(16))
    arr = s.var("A", ArraySort(bv(16), bv(8)))
    n = 2000
    for k in range(n):
        arr = s.store(arr, s.bvadd(i, s.bv_const(k, 16)), s.var(f"v{k}", bv(8)))
    read = s.select(arr, j)
    be = SatBackend(s)
    be.add(s.distinct(read, s.var("v5", bv(8))))
    assert be.check([s.eq(j, s.bvadd(i, s.bv_const(5, 16)))]) is SatResult.UNSAT
    assert be.check([s.eq(j, s.bvadd(i, s.bv_const(n + 1, 16)))]) is SatResult.SAT


def test_array_equality_is_unsupported() -> None:
    s = TermStore()
    a, b = s.var("A", ARR), s.var("B", ARR)
    with pytest.raises(UnsupportedFeature):
        eliminate_arrays(s, [s.eq(a, b)])
    with pytest.raises(UnsupportedFeature):
        eliminate_arrays(s, [s.eq(s.select(s.store(a, s.var("i", bv(3)), s.var("v", bv(4))),
                                           s.var("j", bv(3))),
                                  s.select(s.ite(s.eq(a, b), a, b), s.var("k", bv(3))))])


def _random_formula(s: TermStore, rng: random.Random) -> Term:
    """A random Bool formula over two base arrays, stores, ites and reads."""
    idx = [s.var(f"i{k}", bv(3)) for k in range(3)] + [s.bv_const(k, 3) for k in (0, 5)]
    val = [s.var(f"v{k}", bv(4)) for k in range(3)] + [s.bv_const(k, 4) for k in (1, 9)]
    conds = [s.var(f"c{k}", BOOL) for k in range(2)]
    arrays = [s.var("A", ARR), s.var("B", ARR), s.const_array(val[0], ARR)]
    for _ in range(rng.randint(3, 8)):
        match rng.randrange(3):
            case 0:
                arrays.append(s.store(rng.choice(arrays), rng.choice(idx), rng.choice(val)))
            case 1:
                arrays.append(s.ite(rng.choice(conds), rng.choice(arrays),
                                    rng.choice(arrays)))
            case _:
                val.append(s.select(rng.choice(arrays), rng.choice(idx)))
    atoms = []
    for _ in range(rng.randint(2, 5)):
        x = s.select(rng.choice(arrays), rng.choice(idx))
        y = rng.choice(val + [s.select(rng.choice(arrays), rng.choice(idx))])
        atom = rng.choice([s.eq(x, y), s.ult(x, y), s.distinct(x, y)])
        atoms.append(atom)
    return s.and_(*atoms)


def test_random_array_formulas_against_z3() -> None:
    """Same SAT/UNSAT as Z3 on the original formula; SAT models satisfy the original."""
    pytest.importorskip("z3")
    from bmc.backends.z3_backend import Z3Backend
    rng = random.Random(1234)
    answers = set()
    for n in range(120):
        s = TermStore()
        phi = _random_formula(s, rng)
        sat = SatBackend(s)
        sat.add(phi)
        got = sat.check()
        z = Z3Backend(s)
        z.add(phi)
        assert got is z.check(), f"formula {n}: {phi!r}"
        answers.add(got)
        if got is SatResult.SAT:
            assert sat.values([phi]) == [True], f"formula {n}"
        sat.close()
    assert answers == {SatResult.SAT, SatResult.UNSAT}


def test_random_array_formulas_by_brute_force() -> None:
    """Without z3: every SAT model, with the base arrays rebuilt from their reads,
    satisfies the original formula under the reference evaluator."""
    rng = random.Random(99)
    found = 0
    for _ in range(60):
        s = TermStore()
        phi = _random_formula(s, rng)
        be = SatBackend(s)
        be.add(phi)
        if be.check() is SatResult.SAT:
            assert be.values([phi]) == [True]
            # the reconstructed arrays give the same truth value through the evaluator
            assignment = be.model_assignment()
            assert evaluate(phi, assignment) is True
            found += 1
        be.close()
    assert found > 10


TAB = ArraySort(bv(4), bv(4))


def _table(s: TermStore, default: int, stores: list[tuple[int, int]]) -> Term:
    arr = s.const_array(s.bv_const(default, 4), TAB)
    for j, v in stores:
        arr = s.store(arr, s.bv_const(j, 4), s.bv_const(v, 4))
    return arr


def _expected(default: int, stores: list[tuple[int, int]]) -> dict[int, int]:
    table = dict.fromkeys(range(16), default)
    table.update(stores)          # later stores win
    return table


# ten keys, one overwritten (1), one storing the default value (5)
_STORES = [(1, 7), (2, 12), (3, 1), (4, 2), (5, -1), (6, 3), (8, 4), (9, 5), (11, 6),
           (13, 8), (1, 9), (0, 15)]


def _stores(default: int) -> list[tuple[int, int]]:
    return [(j, default if v < 0 else v) for j, v in _STORES]


@pytest.mark.parametrize("default", [0, 0b1010, 14])
def test_constant_table_read_at_symbolic_index_is_exact(default: int) -> None:
    """A constant table read at a symbolic index is a fresh variable fixed by implications
    from the index equalities (no mux chain); every index gives the stored value, the
    default where nothing (or the default itself) was stored; an overwrite wins."""
    s = TermStore()
    stores = _stores(default)
    arr = _table(s, default, stores)
    i = s.var("i", bv(4))
    read = s.select(arr, i)
    ae = ArrayEliminator(s)
    elim = ae.eliminate([s.eq(read, s.var("x", bv(4)))])
    assert _array_free(list(elim.roots) + list(elim.constraints))
    assert not any(t.op is Op.ITE for t in postorder(list(elim.roots)))
    table = _expected(default, stores)
    assert sum(1 for k in range(16) if table[k] != default) >= TABLE_MIN_KEYS
    keys = len({j for j, _ in stores})
    assert len(elim.constraints) == keys * 4 + 1          # per key and bit, plus the default
    be = SatBackend(s)
    for k in range(16):
        at = s.eq(i, s.bv_const(k, 4))
        assert be.check([at, s.distinct(read, s.bv_const(table[k], 4))]) is SatResult.UNSAT
        assert be.check([at]) is SatResult.SAT
        assert be.values([read]) == [table[k]]
    # backwards: a value rules out the indices that do not hold it
    assert be.check([s.eq(read, s.bv_const(9, 4)), s.distinct(i, s.bv_const(1, 4))]) \
        is SatResult.UNSAT


def test_table_below_a_symbolic_store_and_non_constant_chains() -> None:
    """Only the constant part of a chain is a table: a symbolic store above it is read over
    write; a symbolic value or index anywhere in the chain, a symbolic default, or fewer
    than TABLE_MIN_KEYS keys keep the plain encoding."""
    s = TermStore()
    i, j, v = s.var("i", bv(4)), s.var("j", bv(4)), s.var("v", bv(4))
    stores = _stores(0)
    table = _expected(0, stores)
    arr = s.store(_table(s, 0, stores), j, v)
    read = s.select(arr, i)
    be = SatBackend(s)
    for k in range(16):
        at = s.eq(i, s.bv_const(k, 4))
        other = s.distinct(j, s.bv_const(k, 4))
        assert be.check([at, other, s.distinct(read, s.bv_const(table[k], 4))]) \
            is SatResult.UNSAT
        assert be.check([at, s.eq(j, i), s.distinct(read, v)]) is SatResult.UNSAT
    ae = ArrayEliminator(s)
    assert ae.table(arr) is None
    assert ae.table(arr.args[0]) is not None
    sym_value = s.store(_table(s, 0, stores), s.bv_const(7, 4), v)
    sym_default = s.const_array(v, TAB)       # the same stores over const_array(v)
    for j_, v_ in stores:
        sym_default = s.store(sym_default, s.bv_const(j_, 4), s.bv_const(v_, 4))
    assert ae.table(sym_value) is None and ae.table(sym_default) is None
    assert ae.table(_table(s, 0, stores[:3])) is None                  # few keys: plain
    assert ae.table(s.const_array(s.bv_const(0, 4), TAB)) is None


def test_random_constant_tables_by_brute_force() -> None:
    """Random tables (large and small) read at random index expressions agree with the
    evaluator on every index value."""
    rng = random.Random(7)
    for _ in range(10):
        s = TermStore()
        default = rng.randrange(16)
        stores = [(rng.randrange(16), rng.randrange(16)) for _ in range(rng.randint(1, 20))]
        arr = _table(s, default, stores)
        i = s.var("i", bv(4))
        index = rng.choice([i, s.bvadd(i, s.bv_const(3, 4)), s.bvmul(i, i)])
        read = s.select(arr, index)
        be = SatBackend(s)
        for k in range(16):
            at = s.eq(i, s.bv_const(k, 4))
            assert be.check([at]) is SatResult.SAT
            want = evaluate(read, {"i": k})
            assert be.values([read]) == [want]
            assert be.check([at, s.distinct(read, s.bv_const(want, 4))]) is SatResult.UNSAT
        be.close()


def test_table_covering_the_index_range_needs_no_default_clause() -> None:
    """A 16-entry table read at a zero-extended 4-bit index: every value the index can take
    is a key, so only the per-key implications are made (index_bound); a wider index
    keeps the default clause."""
    s = TermStore()
    wide = ArraySort(bv(8), bv(4))
    arr = s.const_array(s.bv_const(0, 4), wide)
    for k in range(16):
        arr = s.store(arr, s.bv_const(k, 8), s.bv_const(15 - k, 4))
    i = s.var("i", bv(4))
    assert index_bound(s.zero_extend(i, 4)) == 15
    assert index_bound(s.sign_extend(s.zero_extend(i, 1), 3)) == 15
    assert index_bound(s.var("j", bv(8))) == 255
    read = s.select(arr, s.zero_extend(i, 4))
    elim = ArrayEliminator(s).eliminate([s.eq(read, s.var("x", bv(4)))])
    assert len(elim.constraints) == 16 * 4
    be = SatBackend(s)
    for k in range(16):
        at = s.eq(i, s.bv_const(k, 4))
        assert be.check([at, s.distinct(read, s.bv_const(15 - k, 4))]) is SatResult.UNSAT
    j = s.var("j", bv(8))
    wide_read = s.select(arr, j)
    elim = ArrayEliminator(s).eliminate([s.eq(wide_read, s.var("y", bv(4)))])
    assert len(elim.constraints) == 16 * 4 + 1
    assert be.check([s.eq(j, s.bv_const(200, 8)), s.distinct(wide_read, s.bv_const(0, 4))]) \
        is SatResult.UNSAT
