"""Circuits directly on literal vectors: values through pysat, and the sizes that constant
folding must give (the differential tests cover all values through the bit-blaster)."""

from __future__ import annotations

import itertools

import pytest
from pysat.solvers import Solver

from bmc.encodings import circuits as C
from bmc.encodings.gates import Gates
from bmc.terms import Op, bv, semantics


def _eval(g: Gates, out: list[int], fixed: dict[int, bool]) -> int:
    assert g.clauses is not None
    with Solver(name="minisat22", bootstrap_with=g.clauses) as s:
        assert s.solve(assumptions=[v if b else -v for v, b in fixed.items()])
        model = set(s.get_model())
    return sum(1 << i for i, lit in enumerate(out) if lit in model)


def _fix(vec: list[int], value: int) -> dict[int, bool]:
    return {v: bool((value >> i) & 1) for i, v in enumerate(vec)}


@pytest.mark.parametrize("w", [1, 3, 5])
def test_division_by_zero_is_smtlib(w: int) -> None:
    g = Gates(keep=True)
    a = g.new_vector(w)
    zero = g.const_vector(0, w)
    q, r = C.udivrem(g, a, zero)
    sq, sr = C.sdivrem(g, a, zero)
    for x in range(1 << w):
        fixed = _fix(a, x)
        assert _eval(g, q, fixed) == (1 << w) - 1
        assert _eval(g, r, fixed) == x
        assert _eval(g, sq, fixed) == semantics.apply(Op.BVSDIV, [x, 0], (), [bv(w)] * 2,
                                                      bv(w))
        assert _eval(g, sr, fixed) == x


def test_multiplication_by_power_of_two_is_wiring() -> None:
    g = Gates()
    a = g.new_vector(8)
    out = C.mul(g, a, g.const_vector(4, 8))
    assert out == [g.false, g.false] + a[:6]
    assert C.mul(g, g.const_vector(8, 8), a) == [g.false] * 3 + a[:5]
    assert g.num_gates == 0


def test_constant_shift_is_wiring() -> None:
    g = Gates()
    a = g.new_vector(8)
    assert C.shl(g, a, g.const_vector(3, 8)) == [g.false] * 3 + a[:5]
    assert C.lshr(g, a, g.const_vector(2, 8)) == a[2:] + [g.false] * 2
    assert C.ashr(g, a, g.const_vector(9, 8)) == [a[7]] * 8
    assert C.lshr(g, a, g.const_vector(200, 8)) == [g.false] * 8
    assert g.num_gates == 0


def test_comparator_and_adder_sizes() -> None:
    g = Gates()
    a, b = g.new_vector(16), g.new_vector(16)
    C.ult(g, a, b)
    assert g.num_gates == 16            # one gate per bit (the first folds to an and)
    before = g.num_gates
    C.ult(g, b, a)
    C.slt(g, a, b)
    assert g.num_gates > before
    before = g.num_gates
    C.ult(g, a, b)                      # hashed: nothing new
    assert g.num_gates == before


def test_widths_must_match() -> None:
    g = Gates()
    with pytest.raises(ValueError):
        C.add(g, g.new_vector(3), g.new_vector(4))


def test_add_carry_out_and_sub_borrow() -> None:
    g = Gates(keep=True)
    a, b = g.new_vector(3), g.new_vector(3)
    s, cout = C.add_carry(g, a, b)
    d, no_borrow = C.sub_borrow(g, a, b)
    for x, y in itertools.product(range(8), repeat=2):
        fixed = {**_fix(a, x), **_fix(b, y)}
        assert _eval(g, s + [cout], fixed) == x + y
        assert _eval(g, d + [no_borrow], fixed) == ((x - y) % 8) | ((x >= y) << 3)


def test_divider_remainder_lemma_propagates() -> None:
    """``b != 0 -> rem < b`` is a clause: with b fixed and ``rem >= b`` assumed, unit
    propagation alone (no search) finds the conflict."""
    g = Gates(keep=True)
    a, b = g.new_vector(16), g.new_vector(16)
    _, rem = C.udivrem(g, a, b)
    below = C.ult(g, rem, b)                     # hashed: the lemma's literal
    fixed_b = [lit if (5 >> i) & 1 else -lit for i, lit in enumerate(b)]
    assert g.clauses is not None
    with Solver(name="minisat22", bootstrap_with=g.clauses) as s:
        ok, _ = s.propagate(assumptions=fixed_b + [-below])
        assert not ok
        ok, _ = s.propagate(assumptions=[-lit for lit in b] + [-below])   # b = 0: no lemma
        assert ok
