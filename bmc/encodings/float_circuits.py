"""IEEE-754 binary floating point as circuits on literal vectors (SMT-LIB FloatingPoint).

A format is ``FloatFormat(eb, sb)`` as in SMT-LIB: ``eb`` exponent bits and ``sb``
significand bits *including* the hidden bit (binary32 = (8, 24), binary64 = (11, 53), the
x87 extended format's value set = (15, 64)). A value is its packed IEEE bit pattern, LSB
first: ``sb - 1`` fraction bits, ``eb`` exponent bits, the sign bit last.

Every operation follows the classic datapath (written for this project after the textbook
descriptions of IEEE adders/multipliers and SMT-LIB's semantics):

* ``unpack``: sign, the unbiased exponent of the leading significand bit (a signed vector
  wide enough for every intermediate result) and the significand with its leading bit at the
  top, subnormals normalised by a leading-zero shift; NaN/infinity/zero flags on the side.
* the operation on the unpacked values, exact up to a *sticky* bit (add: alignment shift with
  guard/round/sticky; multiply: the full product; divide: a quotient with two extra bits and
  the remainder's sticky; square root: a digit-by-digit integer root and its remainder);
* ``round``: normalise, shift tiny results into the subnormal range (collecting sticky bits),
  keep ``sb`` bits, increment per rounding mode, renormalise on carry, overflow to infinity
  or the largest finite value as the mode says, pack.

The remainder (``fp_rem``, exact, no rounding) cannot afford a shift-and-subtract loop over
the exponent difference ``d`` (up to 2,097 steps for binary64, 32,828 for x87). It computes
``|a|`` modulo ``2|b|`` (twice the divisor, so that the quotient's parity, which decides
ties, is kept) as ``4 * (mx * 2**(d-1) mod my)`` in units of half ``my``'s last bit:
``2**(d-1) mod my`` by square-and-multiply over the bits of ``d - 1`` (a decoder for the top
bits, then per bit a squaring, a reduction and a conditional doubling), times ``mx``,
reduced; each reduction is ``sb`` restoring steps since every residue stays below ``my``.
The nearest-even choice then compares that residue with ``my``, ``2my`` and ``3my``; the
result (at most ``|b|/2``, ``sb`` bits) is packed without rounding. Details at ``fp_rem``.

Special operands (NaN, infinities, zeros) are selected around the datapath by muxes. There
is one NaN (SMT-LIB's): results that are NaN are the canonical quiet NaN (sign 0, top fraction
bit 1). Conversions to integers out of range (and of NaN or infinity) give the x86
"integer indefinite" (the sign bit alone) for signed and 0 for unsigned targets; C calls that
undefined, so bmc checks it as a property (``to_int`` also returns the in-range bit).

Rounding modes are 3-bit vectors numbered as CBMC's ``__CPROVER_rounding_mode`` (0 to
nearest even, 1 downward, 2 upward, 3 toward zero) plus 4 = to nearest, ties away (RNA).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bmc.encodings import circuits as c
from bmc.encodings.gates import Gates, Lit
from bmc.terms.floats import MODE_BITS, FloatFormat, RoundingMode

Vec = list[Lit]


@dataclass(frozen=True, slots=True)
class Unpacked:
    """A value taken apart: for finite nonzero values ``sig[-1]`` is 1 and the value is
    ``sig * 2**(exp - (len(sig) - 1))`` (``exp``: signed, the weight of the leading bit)."""

    sign: Lit
    exp: Vec
    sig: Vec
    nan: Lit
    inf: Lit
    zero: Lit


# ---------------------------------------------------------------------- small helpers
def const(g: Gates, value: int, width: int) -> Vec:
    """Two's-complement constant vector."""
    return g.const_vector(value & ((1 << width) - 1), width)


def _sext(a: Sequence[Lit], width: int) -> Vec:
    return list(a) + [a[-1]] * (width - len(a))


def _zext(g: Gates, a: Sequence[Lit], width: int) -> Vec:
    return list(a) + [g.false] * (width - len(a))


def _is_zero(g: Gates, a: Sequence[Lit]) -> Lit:
    return -g.or_n(a)


def _distance(g: Gates, dist: Sequence[Lit], width: int) -> Vec:
    """An unsigned shift distance resized to ``width`` bits, saturating (a distance that
    does not fit becomes all ones, which is >= width and shifts everything out)."""
    if len(dist) <= width:
        return _zext(g, dist, width)
    over = g.or_n(dist[width:])
    return [g.or2(over, x) for x in dist[:width]]


def shift_right_sticky(g: Gates, a: Sequence[Lit], dist: Sequence[Lit]) -> tuple[Vec, Lit]:
    """``a >> dist`` (unsigned ``dist``) and whether any 1 bit was shifted out.

    A barrel shifter from the smallest stage up; stage ``k`` (shift ``2**k``) loses the
    low ``2**k`` bits of its input when it shifts, so the sticky bit is the OR over the
    stages of ``dist[k] AND (those bits)`` (one wide OR per stage, no second shifter)."""
    w = len(a)
    d = _distance(g, dist, w)
    cur = list(a)
    lost: Vec = []
    k = 0
    while k < w and (1 << k) < w:
        step = 1 << k
        lost.append(g.and2(d[k], g.or_n(cur[:step])))
        cur = c.mux(g, d[k], cur[step:] + [g.false] * step, cur)
        k += 1
    over = g.or_n(d[k:])
    lost.append(g.and2(over, g.or_n(cur)))
    return [g.and2(-over, x) for x in cur], g.or_n(lost)


def normalise(g: Gates, sig: Sequence[Lit], exp: Sequence[Lit]) -> tuple[Vec, Vec]:
    """Shift ``sig`` left until its top bit is 1 (leading-zero count in stages of powers of
    two), subtracting the shift from ``exp``. A zero ``sig`` stays zero."""
    sig, exp = list(sig), list(exp)
    w = len(sig)
    k = 1
    while k * 2 < w:
        k *= 2
    while k >= 1:
        top_zero = _is_zero(g, sig[w - k:])
        sig = c.mux(g, top_zero, [g.false] * k + sig[:w - k], sig)
        exp = c.mux(g, top_zero, c.sub(g, exp, const(g, k, len(exp))), exp)
        k //= 2
    return sig, exp


def _normalise_limited(g: Gates, sig: Sequence[Lit], room: Sequence[Lit], most: int | None = None
                       ) -> tuple[Vec, Vec]:
    """Shift ``sig`` left by ``min(leading zeros, room)`` (``room``: signed, used only when
    it is >= 0), returning the shifted ``sig`` and ``room`` minus the shift.

    Greedy stages from the largest power of two ``k`` down: shift when the top ``k`` bits
    are zero and ``room >= k`` (for ``k = 2**j``: a bit at ``j`` or above is set), which
    adds up to exactly the minimum of the two bounds. The stages track ``room`` clamped
    to a few bits (a room beyond the width bounds nothing); one subtraction of the
    shift amount gives the result's room. ``most``: a bound on the leading zeros that
    matter (default ``len(sig) - 1``): fewer stages."""
    sig = list(sig)
    w = len(sig)
    most = w - 1 if most is None else most
    if most <= 0:
        return sig, list(room)
    k, j = 1, 0
    while k * 2 <= most:
        k, j = k * 2, j + 1
    left = _distance(g, room, j + 1) if len(room) > j + 1 else list(room)
    shift: Vec = [g.false] * (j + 1)
    while k >= 1:
        if j < len(left):
            do = g.and2(_is_zero(g, sig[w - k:]), g.or_n(left[j:]))
            sig = c.mux(g, do, [g.false] * k + sig[:w - k], sig)
            high = left[j:]
            left = left[:j] + c.mux(g, do, c.sub(g, high, const(g, 1, len(high))), high)
            shift[j] = do
        k, j = k // 2, j - 1
    return sig, c.sub(g, list(room), _zext(g, shift, len(room)))


def mode_flags(g: Gates, mode: Sequence[Lit]) -> dict[RoundingMode, Lit]:
    """One literal per rounding mode (an out-of-range mode value rounds to nearest even)."""
    flags = {m: c.equal(g, mode, const(g, int(m), MODE_BITS)) for m in RoundingMode}
    flags[RoundingMode.RNE] = -g.or_n(flags[m] for m in RoundingMode if m != RoundingMode.RNE)
    return flags


def mode_vector(g: Gates, mode: RoundingMode) -> Vec:
    return const(g, int(mode), MODE_BITS)


# ---------------------------------------------------------------------- pack / unpack
def unpack(g: Gates, fmt: FloatFormat, x: Sequence[Lit], exp_width: int | None = None,
           normalised: bool = True) -> Unpacked:
    """Take the packed value ``x`` apart (subnormals normalised unless ``normalised`` is
    false: then a subnormal keeps its leading zeros at the exponent ``emin``; the value is
    ``sig * 2**(exp - (sb - 1))`` either way)."""
    ew = exp_width or fmt.exp_width
    frac = list(x[:fmt.sb - 1])
    e = list(x[fmt.sb - 1:fmt.width - 1])
    sign = x[fmt.width - 1]
    e_zero = _is_zero(g, e)
    e_ones = g.and_n(e)
    f_zero = _is_zero(g, frac)
    sig = frac + [-e_zero]
    exp = _unbiased(g, fmt, e, ew)
    if normalised:
        sig, exp = normalise(g, sig, exp)
    return Unpacked(sign, exp, sig, g.and2(e_ones, -f_zero), g.and2(e_ones, f_zero),
                    g.and2(e_zero, f_zero))


def _effective_exponent(g: Gates, e: Sequence[Lit]) -> Vec:
    """The biased exponent field with 0 read as 1 (subnormals share ``emin``)."""
    return [g.or2(e[0], _is_zero(g, e))] + list(e[1:])


def _unbiased(g: Gates, fmt: FloatFormat, e: Sequence[Lit], ew: int) -> Vec:
    """``max(e, 1) - bias`` as a signed ``ew``-bit vector."""
    return c.add(g, _zext(g, _effective_exponent(g, e), ew), const(g, -fmt.bias, ew))


def pack_nan(g: Gates, fmt: FloatFormat) -> Vec:
    return const(g, ((1 << fmt.eb) - 1) << (fmt.sb - 1) | 1 << (fmt.sb - 2), fmt.width)


def pack_inf(g: Gates, fmt: FloatFormat, sign: Lit) -> Vec:
    return const(g, ((1 << fmt.eb) - 1) << (fmt.sb - 1), fmt.width - 1) + [sign]


def pack_zero(g: Gates, fmt: FloatFormat, sign: Lit) -> Vec:
    return [g.false] * (fmt.width - 1) + [sign]


def round_pack(g: Gates, fmt: FloatFormat, sign: Lit, exp: Sequence[Lit], sig: Sequence[Lit],
               sticky: Lit, mode: Sequence[Lit], tiny: bool = True,
               leading_zeros: int | None = None) -> Vec:
    """Round ``(-1)**sign * (sig + sticky*eps) * 2**(exp - (len(sig) - 1))`` to ``fmt``.

    ``sticky`` says that nonzero bits below ``sig`` were dropped. ``sig`` need not be
    normalised; a zero ``sig`` (and no sticky) gives the zero of sign ``sign``.

    With ``room = exp - emin``: for ``room >= 0`` ``sig`` moves left by its leading zeros
    but at most ``room`` (a result below the normal range stops at ``emin``, subnormal);
    for ``room < 0`` it moves right by ``-room`` into the subnormal position, collecting
    sticky bits. Either way the top bit then has the weight ``emin + room'`` and the
    biased exponent is ``room' + 1`` (0 for a subnormal result). ``tiny=False`` promises
    ``exp >= emin`` and leaves the right shift out; ``leading_zeros`` promises that
    ``sig`` has at most that many leading zeros whenever ``exp >= emin`` (fewer
    normalisation stages)."""
    sb = fmt.sb
    sig = list(sig)
    if len(sig) < sb + 2:
        sig = [g.false] * (sb + 2 - len(sig)) + sig
    w, ew = len(sig), len(exp)
    room = c.sub(g, list(exp), const(g, fmt.emin, ew))
    left, left_room = _normalise_limited(
        g, sig, room, leading_zeros)
    if tiny:
        below = room[-1]
        # only the top sb + 2 bits can stay above the sticky position when shifting right
        cut = w - (sb + 2)
        # by -room = ~room + 1: one fixed step (wiring), then ~room (no negation circuit)
        top = sig[cut:]
        right, lost = shift_right_sticky(g, top[1:] + [g.false], [-x for x in room])
        lost = g.or_n([lost, top[0], *sig[:cut]])
        sig = c.mux(g, below, [g.false] * cut + right, left)
        room = [g.and2(-below, x) for x in left_room]
        lost = g.and2(below, lost)
    else:
        sig, room, lost = left, left_room, g.false
    kept = sig[w - sb:]
    guard = sig[w - sb - 1]
    rest = g.or_n([*sig[:w - sb - 1], sticky, lost])
    m = mode_flags(g, mode)
    inexact = g.or2(guard, rest)
    increment = g.or_n([
        g.and_n([m[RoundingMode.RNE], guard, g.or2(rest, kept[0])]),
        g.and2(m[RoundingMode.RNA], guard),
        g.and_n([m[RoundingMode.RTP], -sign, inexact]),
        g.and_n([m[RoundingMode.RTN], sign, inexact]),
    ])
    rounded, carry = c.add_carry(g, kept, [increment] + [g.false] * (sb - 1))
    rounded[-1] = g.or2(rounded[-1], carry)          # all ones + 1: 100...0, one binade up
    biased = c.add_carry(g, room, [carry] + [g.false] * (ew - 1), g.true)[0]
    normal = rounded[-1]
    # (a subnormal or zero result never overflows, whatever room is left)
    overflow = g.and2(normal, c.slt(g, const(g, (1 << fmt.eb) - 2, ew), biased))
    to_inf = g.or_n([m[RoundingMode.RNE], m[RoundingMode.RNA],
                     g.and2(m[RoundingMode.RTP], -sign), g.and2(m[RoundingMode.RTN], sign)])
    field = [g.and2(normal, b) for b in biased[:fmt.eb]]
    finite = rounded[:sb - 1] + field + [sign]
    largest = const(g, (((1 << fmt.eb) - 2) << (sb - 1)) | ((1 << (sb - 1)) - 1),
                    fmt.width - 1) + [sign]
    on_overflow = c.mux(g, to_inf, pack_inf(g, fmt, sign), largest)
    return c.mux(g, overflow, on_overflow, finite)


def _select(g: Gates, fmt: FloatFormat, general: Vec, nan: Lit,
            cases: Sequence[tuple[Lit, Vec]]) -> Vec:
    """``nan`` -> NaN, else the first case whose condition holds, else ``general``."""
    out = general
    for cond, value in reversed(cases):
        out = c.mux(g, cond, value, out)
    return c.mux(g, nan, pack_nan(g, fmt), out)


# ---------------------------------------------------------------------- classification
def is_nan(g: Gates, fmt: FloatFormat, x: Sequence[Lit]) -> Lit:
    e = x[fmt.sb - 1:fmt.width - 1]
    return g.and2(g.and_n(e), g.or_n(x[:fmt.sb - 1]))


def is_inf(g: Gates, fmt: FloatFormat, x: Sequence[Lit]) -> Lit:
    e = x[fmt.sb - 1:fmt.width - 1]
    return g.and2(g.and_n(e), _is_zero(g, x[:fmt.sb - 1]))


def is_zero(g: Gates, fmt: FloatFormat, x: Sequence[Lit]) -> Lit:
    return _is_zero(g, x[:fmt.width - 1])


def is_subnormal(g: Gates, fmt: FloatFormat, x: Sequence[Lit]) -> Lit:
    e = x[fmt.sb - 1:fmt.width - 1]
    return g.and2(_is_zero(g, e), g.or_n(x[:fmt.sb - 1]))


def is_normal(g: Gates, fmt: FloatFormat, x: Sequence[Lit]) -> Lit:
    e = x[fmt.sb - 1:fmt.width - 1]
    return g.and2(g.or_n(e), -g.and_n(e))


def is_negative(g: Gates, fmt: FloatFormat, x: Sequence[Lit]) -> Lit:
    """``fp.isNegative``: sign set and not NaN."""
    return g.and2(x[fmt.width - 1], -is_nan(g, fmt, x))


def is_positive(g: Gates, fmt: FloatFormat, x: Sequence[Lit]) -> Lit:
    return g.and2(-x[fmt.width - 1], -is_nan(g, fmt, x))


# ---------------------------------------------------------------------- comparisons
def _magnitude_less(g: Gates, fmt: FloatFormat, a: Sequence[Lit], b: Sequence[Lit]) -> Lit:
    return c.ult(g, a[:fmt.width - 1], b[:fmt.width - 1])


def fp_eq(g: Gates, fmt: FloatFormat, a: Sequence[Lit], b: Sequence[Lit]) -> Lit:
    """IEEE equality: NaN equals nothing, +0 == -0.

    Equal magnitudes (the bitwise equalities fp_lt shares) make ``b`` NaN or zero exactly
    when ``a`` is: only ``a`` is classified."""
    w = fmt.width
    same = c.equal(g, a[:w - 1], b[:w - 1])
    return g.and_n([same, -is_nan(g, fmt, a), g.or2(g.eq(a[w - 1], b[w - 1]),
                                                    is_zero(g, fmt, a))])


def fp_lt(g: Gates, fmt: FloatFormat, a: Sequence[Lit], b: Sequence[Lit]) -> Lit:
    """IEEE ``a < b`` (false when either is NaN; -0 < +0 is false)."""
    either_nan = g.or2(is_nan(g, fmt, a), is_nan(g, fmt, b))
    both_zero = g.and2(is_zero(g, fmt, a), is_zero(g, fmt, b))
    sa, sb_ = a[fmt.width - 1], b[fmt.width - 1]
    # |b| < |a| from |a| < |b| and |a| == |b| (whose bitwise equalities fp_eq shares):
    # one comparator chain instead of two
    a_below = _magnitude_less(g, fmt, a, b)
    same = c.equal(g, a[:fmt.width - 1], b[:fmt.width - 1])
    b_below = g.and2(-a_below, -same)
    less = g.ite(g.xor2(sa, sb_), sa, g.ite(sa, b_below, a_below))
    return g.and_n([-either_nan, -both_zero, less])


def fp_le(g: Gates, fmt: FloatFormat, a: Sequence[Lit], b: Sequence[Lit]) -> Lit:
    return g.or2(fp_lt(g, fmt, a, b), fp_eq(g, fmt, a, b))


def fp_min(g: Gates, fmt: FloatFormat, a: Sequence[Lit], b: Sequence[Lit]) -> Vec:
    """The smaller operand; a NaN operand gives the other; -0 counts as less than +0."""
    a_nan, b_nan = is_nan(g, fmt, a), is_nan(g, fmt, b)
    zeros = g.and2(is_zero(g, fmt, a), is_zero(g, fmt, b))
    take_a = g.or_n([b_nan, fp_lt(g, fmt, a, b), g.and2(zeros, a[fmt.width - 1])])
    return c.mux(g, g.and2(-a_nan, take_a), a, b)


def fp_max(g: Gates, fmt: FloatFormat, a: Sequence[Lit], b: Sequence[Lit]) -> Vec:
    """The larger operand; a NaN operand gives the other; +0 counts as greater than -0."""
    a_nan, b_nan = is_nan(g, fmt, a), is_nan(g, fmt, b)
    zeros = g.and2(is_zero(g, fmt, a), is_zero(g, fmt, b))
    take_a = g.or_n([b_nan, fp_lt(g, fmt, b, a), g.and2(zeros, -a[fmt.width - 1])])
    return c.mux(g, g.and2(-a_nan, take_a), a, b)


# ---------------------------------------------------------------------- sign operations
def fp_neg(g: Gates, fmt: FloatFormat, a: Sequence[Lit]) -> Vec:
    return list(a[:fmt.width - 1]) + [-a[fmt.width - 1]]


def fp_abs(g: Gates, fmt: FloatFormat, a: Sequence[Lit]) -> Vec:
    return list(a[:fmt.width - 1]) + [g.false]


# ---------------------------------------------------------------------- arithmetic
def fp_add(g: Gates, fmt: FloatFormat, mode: Sequence[Lit], a: Sequence[Lit],
           b: Sequence[Lit]) -> Vec:
    """``a + b`` rounded per ``mode``.

    The operands are ordered by magnitude on their packed bits, then taken apart without
    normalising (the exponent difference is that of the biased fields); one adder adds or
    subtracts (the smaller operand's bits inverted, carry in 1); the sum's exponent is at
    least ``emin``, so rounding needs no right shift."""
    w, sb = fmt.width, fmt.sb
    swap = _magnitude_less(g, fmt, a, b)
    big = c.mux(g, swap, b[:w - 1], a[:w - 1])
    small = c.mux(g, swap, a[:w - 1], b[:w - 1])
    big_sign = g.ite(swap, b[w - 1], a[w - 1])
    subtract = g.xor2(a[w - 1], b[w - 1])
    big_e = _effective_exponent(g, big[sb - 1:])
    small_e = _effective_exponent(g, small[sb - 1:])
    big_sig = big[:sb - 1] + [-_is_zero(g, big[sb - 1:])]
    small_sig = small[:sb - 1] + [-_is_zero(g, small[sb - 1:])]
    extra = 3                                   # guard, round, sticky
    distance = c.sub(g, big_e, small_e)         # >= 0
    aligned, lost = shift_right_sticky(g, [g.false] * extra + small_sig, distance)
    aligned[0] = g.or2(aligned[0], lost)
    wide_big = [g.false] * extra + big_sig + [g.false]
    wide_small = [g.xor2(x, subtract) for x in aligned + [g.false]]
    result = c.add_carry(g, wide_big, wide_small, subtract)[0]
    ew = fmt.exp_width
    exp = c.add(g, _zext(g, big_e, ew), const(g, 1 - fmt.bias, ew))
    general = round_pack(g, fmt, big_sign, exp, result, g.false, mode, tiny=False)
    # a zero operand or an exact cancellation needs no case of its own: the sum is exact
    # (the nonzero operand, or a zero) and only a zero's sign needs fixing
    rtn = mode_flags(g, mode)[RoundingMode.RTN]
    zero_sign = g.ite(subtract, rtn, a[w - 1])            # exact zero sum
    general[w - 1] = g.ite(_is_zero(g, result), zero_sign, general[w - 1])
    a_inf, b_inf = is_inf(g, fmt, a), is_inf(g, fmt, b)
    inf_sign = g.ite(a_inf, a[w - 1], b[w - 1])
    nan = g.or_n([is_nan(g, fmt, a), is_nan(g, fmt, b), g.and_n([a_inf, b_inf, subtract])])
    return _select(g, fmt, general, nan, [
        (g.or2(a_inf, b_inf), pack_inf(g, fmt, inf_sign)),
    ])


def fp_sub(g: Gates, fmt: FloatFormat, mode: Sequence[Lit], a: Sequence[Lit],
           b: Sequence[Lit]) -> Vec:
    return fp_add(g, fmt, mode, a, fp_neg(g, fmt, b))


def fp_mul(g: Gates, fmt: FloatFormat, mode: Sequence[Lit], a: Sequence[Lit],
           b: Sequence[Lit]) -> Vec:
    """``a * b`` rounded per ``mode`` (significands not normalised: rounding normalises
    the product; a zero product needs no case of its own, rounding gives the signed
    zero)."""
    w, sb, ew = fmt.width, fmt.sb, fmt.exp_width
    ea, eb = a[sb - 1:w - 1], b[sb - 1:w - 1]
    sign = g.xor2(a[w - 1], b[w - 1])
    product = _product(g, [*a[:sb - 1], -_is_zero(g, ea)], [*b[:sb - 1], -_is_zero(g, eb)])
    # ea + eb + 1 from the effective biased fields: one adder and one constant
    fields = c.add(g, _zext(g, _effective_exponent(g, ea), ew),
                   _zext(g, _effective_exponent(g, eb), ew))
    exp = c.add(g, fields, const(g, 1 - 2 * fmt.bias, ew))
    general = round_pack(g, fmt, sign, exp, product, g.false, mode)
    a_inf, b_inf = is_inf(g, fmt, a), is_inf(g, fmt, b)
    a_zero, b_zero = is_zero(g, fmt, a), is_zero(g, fmt, b)
    nan = g.or_n([is_nan(g, fmt, a), is_nan(g, fmt, b), g.and2(a_inf, b_zero),
                  g.and2(a_zero, b_inf)])
    return _select(g, fmt, general, nan, [
        (g.or2(a_inf, b_inf), pack_inf(g, fmt, sign)),
    ])


def fp_div(g: Gates, fmt: FloatFormat, mode: Sequence[Lit], a: Sequence[Lit],
           b: Sequence[Lit]) -> Vec:
    """``a / b`` rounded per ``mode``: ``sb + 3`` quotient bits of the normalised
    significands by restoring division (the remainder stays below twice the divisor, so
    each step is one ``sb + 1``-bit subtraction), the last remainder's sticky."""
    ua, ub = unpack(g, fmt, a), unpack(g, fmt, b)
    sign = g.xor2(ua.sign, ub.sign)
    sb = fmt.sb
    rem = ua.sig + [g.false]
    divisor = ub.sig + [g.false]
    quotient: Vec = []
    for i in range(sb + 3):
        if i:
            rem = [g.false] + rem[:sb]                  # rem < divisor < 2**sb: doubles
        diff, fits = c.sub_borrow(g, rem, divisor)
        quotient.append(fits)
        rem = c.mux(g, fits, diff, rem)
    quotient.reverse()                                    # LSB first; top bit weight 2**0
    exp = c.sub(g, ua.exp, ub.exp)
    # a.sig / b.sig lies in (1/2, 2): at most one leading zero
    general = round_pack(g, fmt, sign, exp, quotient, g.or_n(rem), mode, leading_zeros=1)
    nan = g.or_n([ua.nan, ub.nan, g.and2(ua.zero, ub.zero), g.and2(ua.inf, ub.inf)])
    return _select(g, fmt, general, nan, [
        (g.or2(ua.inf, ub.zero), pack_inf(g, fmt, sign)),
        (g.or2(ua.zero, ub.inf), pack_zero(g, fmt, sign)),
    ])


def isqrt(g: Gates, x: Sequence[Lit]) -> tuple[Vec, Lit]:
    """Integer square root of ``x`` (even width 2n) digit by digit: (root, n bits; whether
    the remainder is nonzero)."""
    n = len(x) // 2
    rem: Vec = [g.false] * (n + 2)
    root: Vec = [g.false] * n
    for i in range(n - 1, -1, -1):
        rem = [x[2 * i], x[2 * i + 1]] + rem[:n]
        trial = [g.true, g.false] + root[:n]
        diff, fits = c.sub_borrow(g, rem, trial)
        rem = c.mux(g, fits, diff, rem)
        root = [fits] + root[:n - 1]
    return root, g.or_n(rem)


def fp_sqrt(g: Gates, fmt: FloatFormat, mode: Sequence[Lit], a: Sequence[Lit]) -> Vec:
    """Correctly rounded square root; sqrt(-0) = -0, sqrt(x < 0) = NaN."""
    ua = unpack(g, fmt, a)
    sb = fmt.sb
    odd = ua.exp[0]
    sig = c.mux(g, odd, [g.false] + ua.sig, ua.sig + [g.false])   # sb + 1 bits
    # weight bookkeeping: value = sig * 2**(e2 - sb) with e2 = exp - odd even; scaling the
    # radicand by 2**(sb + 4) (so that the root has sb + 2 bits) keeps the exponent even
    radicand = [g.false] * (sb + 3) + sig
    if len(radicand) % 2:
        radicand.append(g.false)
    root, inexact = isqrt(g, radicand)
    e2 = c.sub(g, ua.exp, [odd] + [g.false] * (len(ua.exp) - 1))
    half = e2[1:] + [e2[-1]]                                        # e2 / 2 (exact)
    # root's leading bit has weight 2**half: adjust for the root's actual width
    top = len(root) - 1
    exp = c.add(g, half, const(g, top - (sb + 1), len(half)))
    # the radicand's top two bits are not both zero: the root's top bit is set; the root
    # of the least subnormal is normal unless the format is tiny
    tiny = (fmt.emin - (sb - 1)) // 2 < fmt.emin
    general = round_pack(g, fmt, g.false, exp, root, inexact, mode, tiny=tiny,
                         leading_zeros=0)
    nan = g.or2(ua.nan, g.and2(ua.sign, -ua.zero))
    return _select(g, fmt, general, nan, [
        (ua.inf, pack_inf(g, fmt, g.false)),
        (ua.zero, list(a)),
    ])


# ---------------------------------------------------------------------- remainder
def _product(g: Gates, a: Sequence[Lit], b: Sequence[Lit]) -> Vec:
    """The exact product (``len(a) + len(b)`` bits): one ``len(a)``-bit adder per bit of
    ``b``, the carry into the row's next position (still zero there)."""
    if sum(x == g.false for x in a) > sum(x == g.false for x in b):
        a, b = b, a                      # rows only for b's bits that are not FALSE
    wa = len(a)
    acc: Vec = [g.false] * (wa + len(b))
    for i, bit in enumerate(b):
        if bit != g.false:
            acc[i:i + wa], acc[i + wa] = c.add_carry(g, acc[i:i + wa],
                                                     [g.and2(x, bit) for x in a])
    return acc


def _square(g: Gates, a: Sequence[Lit]) -> Vec:
    """The exact square (``2 len(a)`` bits) with each cross product once: row ``i`` holds
    ``a_i`` at ``2i`` and ``a_i a_j`` (j > i) at ``i + j + 1``, about half a multiplier."""
    w = len(a)
    acc: Vec = [g.false] * (2 * w + 1)
    for i in range(w):
        row = [a[i], g.false] + [g.and2(a[i], a[j]) for j in range(i + 1, w)]
        lo, hi = 2 * i, i + w + 1
        acc[lo:hi], acc[hi] = c.add_carry(g, acc[lo:hi], row)
    return acc[:2 * w]


def _mod_step(g: Gates, r: Sequence[Lit], bit: Lit, m: Sequence[Lit]) -> Vec:
    """``(2r + bit) mod m`` for ``r < m``: one shift and a conditional subtraction."""
    shifted = [bit, *r]
    diff, fits = c.sub_borrow(g, shifted, [*m, g.false])
    return c.mux(g, fits, diff[:len(m)], shifted[:len(m)])


def _reduce(g: Gates, value: Sequence[Lit], m: Sequence[Lit]) -> Vec:
    """``value mod m`` for ``value < m * 2**k`` (``k = len(value) - len(m)``): the top
    ``len(m)`` bits are already below ``m``, then ``k`` restoring steps (not ``len(value)``
    steps of ``len(value)``-bit subtractors as a general divider would take)."""
    w = len(m)
    r = list(value[-w:])
    for bit in reversed(value[:-w]):
        r = _mod_step(g, r, bit, m)
    return r


def _pow2_times_mod(g: Gates, x: Sequence[Lit], e: Sequence[Lit], m: Sequence[Lit]) -> Vec:
    """``x * 2**e mod m`` for ``x < 2**len(m)`` and ``2**(len(m)-1) <= m < 2**len(m)``
    (``e`` unsigned): square-and-multiply over the bits of ``e`` from the top. The top
    ``t`` bits give ``2**u`` with ``u < 2**t <= 2 len(m) - 1`` exactly (a decoder, one
    reduction); every further bit squares (``_square``, ``_reduce``) and doubles; the
    result times ``x``, reduced, ends it. Every reduction meets ``_reduce``'s bound since
    the residues stay below ``m``."""
    w = len(m)
    t = min(len(e), (2 * w - 1).bit_length() - 1)
    top = list(e[len(e) - t:])
    onehot = [c.equal(g, top, const(g, j, t)) if j < 1 << t else g.false
              for j in range(2 * w)] if t else [g.true] + [g.false] * (2 * w - 1)
    p = _reduce(g, onehot, m)
    for bit in reversed(e[:len(e) - t]):
        p = _reduce(g, _square(g, p), m)
        p = c.mux(g, bit, _mod_step(g, p, g.false, m), p)
    return _reduce(g, _product(g, _zext(g, x, w), p), m)


def _pack_exact(g: Gates, fmt: FloatFormat, sign: Lit, exp: Sequence[Lit], sig: Sequence[Lit]
                ) -> Vec:
    """Pack ``sig * 2**(exp - (sb - 1))`` (``sig``: sb bits, nonzero) that is known to be
    representable: normalise, shift into the subnormal position below ``emin``, no
    rounding."""
    sig, exp = normalise(g, sig, exp)
    ew = len(exp)
    emin = const(g, fmt.emin, ew)
    tiny = c.slt(g, exp, emin)
    shift = c.mux(g, tiny, c.sub(g, emin, exp), const(g, 0, ew))
    sig = c.lshr(g, sig, _distance(g, shift, len(sig)))
    exp = c.mux(g, tiny, emin, exp)
    biased = c.add(g, exp, const(g, fmt.bias, ew))[:fmt.eb]
    biased = [g.and2(sig[-1], b) for b in biased]
    return sig[:fmt.sb - 1] + biased + [sign]


def fp_rem(g: Gates, fmt: FloatFormat, a: Sequence[Lit], b: Sequence[Lit]) -> Vec:
    """IEEE remainder ``a - b*n``, ``n`` the integer nearest ``a/b``, ties to even (SMT-LIB
    ``fp.rem``); exact, so no rounding mode.

    With significands ``mx``, ``my`` (sb bits, leading one) and ``d = ex - ey``, in units
    ``u = 2**(ey - sb)`` (half the weight of ``my``'s last bit) ``|b| = 2my`` and
    ``R = mx*2**(d+1) mod 4my`` is ``|a|`` modulo ``2|b|``: ``4 * (mx*2**(d-1) mod my)``
    for ``d >= 1`` (``_pow2_times_mod``), ``2mx`` for ``d = 0``, ``mx`` for ``d = -1``.
    Modulo ``2|b|`` keeps the quotient's parity: the nearest-even choice is ``R`` when
    ``R <= my`` (|a/b| rounds down, a tie only with an even quotient), ``R - 2my`` or
    ``2my - R`` below ``3my``, and ``4my - R`` from ``3my`` on (a tie there has an odd
    quotient and rounds up); the last two flip the sign. The magnitude is at most
    ``my``, so sb bits hold it; it is packed exactly. ``d <= -2`` means
    ``|a| < |b|/2``: the result is ``a``."""
    sb = fmt.sb
    ua, ub = unpack(g, fmt, a), unpack(g, fmt, b)
    ew = len(ua.exp)
    mx, my = ua.sig, ub.sig
    d = c.sub(g, ua.exp, ub.exp)
    d_pos = c.slt(g, const(g, 0, ew), d)
    d_zero = c.equal(g, d, const(g, 0, ew))
    d_far = c.slt(g, d, const(g, -1, ew))
    d_max = fmt.emax - fmt.emin + sb - 1                   # the largest exponent difference
    e = c.sub(g, d, const(g, 1, ew))[:(d_max - 1).bit_length()]
    rho = _pow2_times_mod(g, mx, e, my)
    f2 = [g.false, g.false]
    r = c.mux(g, d_pos, f2 + rho, c.mux(g, d_zero, [g.false] + mx + [g.false], mx + f2))
    n = sb + 2
    my1, my2, my4 = my + f2, [g.false] + my + [g.false], f2 + my
    my3 = c.add(g, my1, my2)
    down = c.ule(g, r, my1)                               # R <= my
    far = c.ule(g, my3, r)                                # R >= 3my
    above = c.ule(g, my2, r)                              # R >= 2my
    flip = g.and2(-down, g.or2(far, -above))
    minuend = c.mux(g, flip, c.mux(g, far, my4, my2), r)
    subtrahend = c.mux(g, flip, r, my2)
    mag = c.mux(g, down, r, c.sub(g, minuend, subtrahend))[:sb]
    assert len(mag) == n - 2
    sign = g.xor2(ua.sign, flip)
    exp = c.sub(g, ub.exp, const(g, 1, ew))              # mag * 2**(ey - sb)
    general = _pack_exact(g, fmt, sign, exp, mag)
    nan = g.or_n([ua.nan, ub.nan, ua.inf, ub.zero])
    return _select(g, fmt, general, nan, [
        (g.or_n([ub.inf, ua.zero, d_far]), list(a)),
        (_is_zero(g, mag), pack_zero(g, fmt, ua.sign)),
    ])


def _integer_part(g: Gates, fmt: FloatFormat, mode: Sequence[Lit], ua: Unpacked
                  ) -> tuple[Vec, Lit]:
    """For a finite ``ua`` with fraction bits (``exp < sb - 1``): its magnitude rounded to an
    integer per ``mode`` (sb + 1 bits); and whether ``ua`` has no fraction bits at all."""
    sb, ew = fmt.sb, len(ua.exp)
    integral = c.sle(g, const(g, sb - 1, ew), ua.exp)
    fraction_bits = c.sub(g, const(g, sb - 1, ew), ua.exp)    # > 0 when not integral
    ext = [g.false, g.false] + ua.sig                          # value * 4
    shifted, lost = shift_right_sticky(g, ext, fraction_bits)
    whole, guard = shifted[2:], shifted[1]
    rest = g.or2(shifted[0], lost)
    m = mode_flags(g, mode)
    inexact = g.or2(guard, rest)
    sign = ua.sign
    increment = g.or_n([
        g.and_n([m[RoundingMode.RNE], guard, g.or2(rest, whole[0])]),
        g.and2(m[RoundingMode.RNA], guard),
        g.and_n([m[RoundingMode.RTP], -sign, inexact]),
        g.and_n([m[RoundingMode.RTN], sign, inexact]),
    ])
    return c.add(g, whole + [g.false], [increment] + [g.false] * sb), integral


def fp_round_to_integral(g: Gates, fmt: FloatFormat, mode: Sequence[Lit], a: Sequence[Lit]
                         ) -> Vec:
    """``a`` rounded to an integral value per ``mode`` (the sign of a zero result is a's)."""
    ua = unpack(g, fmt, a)
    value, integral = _integer_part(g, fmt, mode, ua)
    # exact, except where the integer overflows a format whose range ends below 2**(sb-1)
    # (tiny test formats only): then the mode's overflow rule applies, as in Z3
    general = round_pack(g, fmt, ua.sign, const(g, fmt.sb, len(ua.exp)), value, g.false,
                         mode)
    return _select(g, fmt, general, ua.nan, [
        (g.or_n([ua.inf, ua.zero, integral]), list(a)),
        (_is_zero(g, value), pack_zero(g, fmt, ua.sign)),
    ])


# ---------------------------------------------------------------------- conversions
def fp_to_fp(g: Gates, src: FloatFormat, dst: FloatFormat, mode: Sequence[Lit],
             a: Sequence[Lit]) -> Vec:
    """``a`` converted between formats, rounded per ``mode``. Widening (every ``src``
    value, subnormals normalised, is a normal ``dst`` value) is exact: repacking only."""
    if src == dst:                       # the value itself, NaNs made canonical
        return c.mux(g, is_nan(g, src, a), pack_nan(g, dst), list(a))
    ew = max(src.exp_width, dst.exp_width) + 1
    exact = (dst.sb >= src.sb and dst.emax >= src.emax
             and dst.emin <= src.emin - (src.sb - 1))
    # subnormal sources are normalised unless they lie below dst's normal range anyway
    # (then rounding shifts them right): whenever exp >= dst.emin, sig's top bit is set
    ua = unpack(g, src, a, ew, normalised=exact or src.emin >= dst.emin)
    if exact:
        biased = c.add(g, ua.exp, const(g, dst.bias, ew))[:dst.eb]
        general = [g.false] * (dst.sb - src.sb) + ua.sig[:-1] + biased + [ua.sign]
    else:
        general = round_pack(g, dst, ua.sign, ua.exp, ua.sig, g.false, mode, leading_zeros=0)
    return _select(g, dst, general, ua.nan, [
        (ua.inf, pack_inf(g, dst, ua.sign)),
        (ua.zero, pack_zero(g, dst, ua.sign)),
    ])


def int_to_fp(g: Gates, fmt: FloatFormat, mode: Sequence[Lit], x: Sequence[Lit],
              signed: bool) -> Vec:
    """The integer ``x`` (two's complement when ``signed``) rounded to ``fmt``."""
    n = len(x)
    negative = x[-1] if signed else g.false
    magnitude = c.mux(g, negative, c.neg(g, x), list(x))
    ew = max(fmt.exp_width, n.bit_length() + 2)
    general = round_pack(g, fmt, negative, const(g, n - 1, ew), magnitude, g.false, mode)
    return c.mux(g, _is_zero(g, x), pack_zero(g, fmt, g.false), general)


def fp_to_int(g: Gates, fmt: FloatFormat, mode: Sequence[Lit], a: Sequence[Lit], n: int,
              signed: bool) -> tuple[Vec, Lit]:
    """``a`` rounded to an integer per ``mode`` as an ``n``-bit vector, and whether that
    integer is representable (false for NaN, infinities and out-of-range values; the
    vector is then the x86 "integer indefinite" for signed targets, 0 for unsigned)."""
    ew = max(fmt.exp_width, n.bit_length() + 2)
    ua = unpack(g, fmt, a, ew)
    sb = fmt.sb
    rounded, integral = _integer_part(g, fmt, mode, ua)
    w = max(n, sb) + 2
    # integral values: sig << (exp - (sb - 1)), exact in w bits while exp <= n
    shifted = c.shl(g, _zext(g, ua.sig, w),
                    _distance(g, c.sub(g, ua.exp, const(g, sb - 1, ew)), w))
    too_big = g.and2(integral, c.slt(g, const(g, n, ew), ua.exp))
    magnitude = c.mux(g, integral, shifted, _zext(g, rounded, w))
    magnitude = c.mux(g, ua.zero, [g.false] * w, magnitude)
    if signed:
        limit = const(g, 1 << (n - 1), w)
        in_range = g.ite(ua.sign, c.ule(g, magnitude, limit), c.ult(g, magnitude, limit))
    else:
        in_range = g.or2(_is_zero(g, magnitude),
                         g.and2(-ua.sign, c.ult(g, magnitude, const(g, 1 << n, w))))
    fits = g.and_n([in_range, -too_big, -ua.nan, -ua.inf])
    value = c.mux(g, ua.sign, c.neg(g, magnitude), magnitude)[:n]
    indefinite = const(g, 1 << (n - 1), n) if signed else const(g, 0, n)
    return c.mux(g, fits, value, indefinite), fits
