"""Arithmetic and comparison circuits on literal vectors (LSB first).

Every function takes the ``Gates`` builder and literal vectors of equal width and returns
literals; constant bits fold through the gates, so a circuit with constant operands shrinks
by itself (an adder with a zero operand becomes an incrementer, a multiplier skips
partial products whose multiplier bit is FALSE, shifts by constants become wiring).

The meanings are SMT-LIB's total ones (``bmc.terms.semantics``): division by zero gives
all ones (``bvudiv``) and the dividend (``bvurem``), the signed forms follow from those via
absolute values; shifts by a distance >= width give 0 (or the sign fill for ``bvashr``).
"""

from __future__ import annotations

from collections.abc import Sequence

from bmc.encodings.gates import Gates, Lit

Vec = list[Lit]


def _same_width(a: Sequence[Lit], b: Sequence[Lit]) -> None:
    if len(a) != len(b):
        raise ValueError(f"operand widths differ: {len(a)} and {len(b)}")


# ---------------------------------------------------------------------- bitwise
def bv_not(g: Gates, a: Sequence[Lit]) -> Vec:
    return [-x for x in a]


def bv_and(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> Vec:
    _same_width(a, b)
    return [g.and2(x, y) for x, y in zip(a, b)]


def bv_or(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> Vec:
    _same_width(a, b)
    return [g.or2(x, y) for x, y in zip(a, b)]


def bv_xor(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> Vec:
    _same_width(a, b)
    return [g.xor2(x, y) for x, y in zip(a, b)]


def mux(g: Gates, c: Lit, a: Sequence[Lit], b: Sequence[Lit]) -> Vec:
    """``if c then a else b``, bitwise."""
    _same_width(a, b)
    return [g.ite(c, x, y) for x, y in zip(a, b)]


# ---------------------------------------------------------------------- adders
def add_carry(g: Gates, a: Sequence[Lit], b: Sequence[Lit], cin: Lit | None = None
              ) -> tuple[Vec, Lit]:
    """Ripple-carry ``a + b + cin``: (sum bits, carry out)."""
    _same_width(a, b)
    carry = g.false if cin is None else cin
    out: Vec = []
    for x, y in zip(a, b):
        out.append(g.xor3(x, y, carry))
        carry = g.maj(x, y, carry)
    return out, carry


def add(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> Vec:
    """``a + b`` modulo ``2**width``."""
    return add_carry(g, a, b)[0]


def sub_borrow(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> tuple[Vec, Lit]:
    """``a - b``: (difference bits, carry out); the carry out is ``a >= b`` (unsigned)."""
    return add_carry(g, a, [-y for y in b], g.true)


def sub(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> Vec:
    """``a - b`` modulo ``2**width``."""
    return sub_borrow(g, a, b)[0]


def neg(g: Gates, a: Sequence[Lit]) -> Vec:
    """``-a`` modulo ``2**width`` (``~a + 1``, an incrementer after folding)."""
    return add_carry(g, [-x for x in a], [g.false] * len(a), g.true)[0]


# ---------------------------------------------------------------------- multiplier
def mul(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> Vec:
    """``a * b`` modulo ``2**width`` by shift-and-add.

    The operand with more constant-FALSE bits is the multiplier, and the partial product
    of a FALSE multiplier bit is skipped; bits above the width are never computed.
    """
    _same_width(a, b)
    w = len(a)
    if sum(1 for y in a if y == g.false) > sum(1 for y in b if y == g.false):
        a, b = b, a
    acc: Vec = [g.false] * w
    for i, bit in enumerate(b):
        if bit == g.false:
            continue
        partial = [g.and2(x, bit) for x in a[: w - i]]
        acc[i:] = add(g, acc[i:], partial)
    return acc


# ---------------------------------------------------------------------- dividers
def udivrem(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> tuple[Vec, Vec]:
    """Unsigned (quotient, remainder) by restoring division.

    Step ``i`` (from the top bit down) shifts the next dividend bit into the partial
    remainder (kept one bit wider than the operands) and subtracts the divisor when that
    does not borrow. With a zero divisor every subtraction succeeds, so the quotient is all
    ones and the remainder ends as the dividend: exactly SMT-LIB's ``bvudiv``/``bvurem``
    by zero, with no special case. The lemma ``b != 0 -> rem < b`` (true of the circuit for
    all inputs, so sound under any guard) is added as a clause to help the solver.
    """
    _same_width(a, b)
    w = len(a)
    b_ext = list(b) + [g.false]
    rem: Vec = [g.false] * w
    quotient: Vec = [g.false] * w
    for i in range(w - 1, -1, -1):
        shifted = [a[i]] + rem               # (rem << 1) | a_i, w + 1 bits
        diff, no_borrow = sub_borrow(g, shifted, b_ext)
        quotient[i] = no_borrow
        rem = mux(g, no_borrow, diff[:w], shifted[:w])
    # Redundant but valid for every input: b != 0 -> rem < b. It lets the solver use the
    # remainder bound directly instead of rediscovering it through the w subtractors.
    if not all(bit == g.false for bit in b):
        g.add_clause([-g.or_n(b), ult(g, rem, b)])
    return quotient, rem


def udiv(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> Vec:
    return udivrem(g, a, b)[0]


def urem(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> Vec:
    return udivrem(g, a, b)[1]


def absolute(g: Gates, a: Sequence[Lit]) -> Vec:
    """``|a|`` of a two's-complement vector (the minimum stays itself)."""
    return mux(g, a[-1], neg(g, a), a)


def sdivrem(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> tuple[Vec, Vec]:
    """SMT-LIB ``bvsdiv`` and ``bvsrem``: divide absolute values, then fix the signs.

    The quotient is negated when the signs differ, the remainder takes the dividend's sign.
    By zero this gives ``bvsdiv a 0 = (a < 0 ? 1 : -1)`` and ``bvsrem a 0 = a``.
    """
    _same_width(a, b)
    sa, sb = a[-1], b[-1]
    q, r = udivrem(g, absolute(g, a), absolute(g, b))
    q_signed = mux(g, g.xor2(sa, sb), neg(g, q), q)
    r_signed = mux(g, sa, neg(g, r), r)
    return q_signed, r_signed


def sdiv(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> Vec:
    return sdivrem(g, a, b)[0]


def srem(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> Vec:
    return sdivrem(g, a, b)[1]


# ---------------------------------------------------------------------- shifters
def _shift(g: Gates, a: Sequence[Lit], dist: Sequence[Lit], left: bool, fill: Lit) -> Vec:
    """Barrel shifter: stage ``k`` shifts by ``2**k`` when ``dist[k]``.

    Stages with ``2**k >= width`` cannot shift a bit into range; any of those distance bits
    set makes the result all ``fill``. Shift amounts from the low stages that add up to
    ``>= width`` already shift every bit out.
    """
    _same_width(a, dist)
    w = len(a)
    cur = list(a)
    k = 0
    while k < w and (1 << k) < w:
        step = 1 << k
        if left:
            shifted = [fill] * step + cur[: w - step]
        else:
            shifted = cur[step:] + [fill] * step
        cur = mux(g, dist[k], shifted, cur)
        k += 1
    overflow = g.or_n(dist[k:])
    return [g.ite(overflow, fill, x) for x in cur]


def shl(g: Gates, a: Sequence[Lit], dist: Sequence[Lit]) -> Vec:
    """``bvshl``: zeros enter from the bottom; distance >= width gives 0."""
    return _shift(g, a, dist, True, g.false)


def lshr(g: Gates, a: Sequence[Lit], dist: Sequence[Lit]) -> Vec:
    """``bvlshr``: zeros enter from the top; distance >= width gives 0."""
    return _shift(g, a, dist, False, g.false)


def ashr(g: Gates, a: Sequence[Lit], dist: Sequence[Lit]) -> Vec:
    """``bvashr``: copies of the sign bit enter from the top."""
    return _shift(g, a, dist, False, a[-1])


# ---------------------------------------------------------------------- comparators
def _less(g: Gates, a: Sequence[Lit], b: Sequence[Lit], or_equal: bool, signed: bool) -> Lit:
    """The borrow chain of ``a - b`` from the LSB: ``lt := maj(-a_i, b_i, lt)``.

    Signed comparison is unsigned comparison with both sign bits inverted.
    """
    _same_width(a, b)
    lt = g.const(or_equal)
    last = len(a) - 1
    for i, (x, y) in enumerate(zip(a, b)):
        if signed and i == last:
            x, y = -x, -y
        lt = g.maj(-x, y, lt)
    return lt


def ult(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> Lit:
    return _less(g, a, b, False, False)


def ule(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> Lit:
    return _less(g, a, b, True, False)


def slt(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> Lit:
    return _less(g, a, b, False, True)


def sle(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> Lit:
    return _less(g, a, b, True, True)


def equal(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> Lit:
    """``a == b`` bitwise."""
    _same_width(a, b)
    return g.and_n(g.eq(x, y) for x, y in zip(a, b))


# ---------------------------------------------------------------------- width changes
def zero_extend(g: Gates, a: Sequence[Lit], extra: int) -> Vec:
    return list(a) + [g.false] * extra


def sign_extend(g: Gates, a: Sequence[Lit], extra: int) -> Vec:
    return list(a) + [a[-1]] * extra
