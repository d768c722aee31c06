"""Floating-point IR operations (``bmc.ir.expr.FloatOp``) to terms.

Values of floating types are memory images (``bmc.ir.ctype.FloatType``); the ``fp.*``
operators work on packed IEEE patterns. For float and double the two are the same; for the
x87 ``long double`` ``unpack`` reads the 80-bit image as the x87 does (an unnormal,
pseudo-NaN or pseudo-infinity is an invalid operand: NaN; a pseudo-denormal denotes the
value of the normal with exponent 1) and ``pack`` writes the canonical image (integer bit
set for nonzero exponents, padding zero). Where IEEE leaves a NaN result open, x86's is
used (``x86_nan``: the first NaN operand quieted, else the negative "default NaN";
conversions keep a NaN's sign and payload), so punning and ``signbit`` agree with gcc's
code (gcc's own folding, e.g. ``-a + b`` to ``b - a``, can change which NaN operand
propagates, so only the default NaN's sign is certain). Sign operations (``-x``,
``fabs``, ``copysign``, ``signbit``) work on the image's sign bit, as gcc's code does, NaN
included.
"""

from __future__ import annotations

from typing import assert_never

from bmc.ir.ctype import CType, FloatType, IntType
from bmc.ir.expr import Const, FloatOp, FOp
from bmc.terms import Op, Term, TermStore
from bmc.terms.floats import MODE_BITS, FloatFormat, nan

_ROUNDED_OPS = {FOp.ADD: Op.FP_ADD, FOp.SUB: Op.FP_SUB, FOp.MUL: Op.FP_MUL,
                FOp.DIV: Op.FP_DIV, FOp.SQRT: Op.FP_SQRT, FOp.ROUND: Op.FP_RTI}
_CLASSIFIERS = {FOp.IS_NAN: Op.FP_IS_NAN, FOp.IS_INF: Op.FP_IS_INF,
                FOp.IS_ZERO: Op.FP_IS_ZERO, FOp.IS_NORMAL: Op.FP_IS_NORMAL,
                FOp.IS_SUBNORMAL: Op.FP_IS_SUBNORMAL}


def fmt(t: FloatType) -> tuple[int, int]:
    return (t.eb, t.sb)


def sign_bit(t: FloatType) -> int:
    """Position of the sign bit in the memory image."""
    return 79 if t.is_x87 else t.width - 1


def unpack(s: TermStore, image: Term, t: FloatType) -> Term:
    """The packed ``(eb, sb)`` pattern of a memory image."""
    if not t.is_x87:
        return image
    sign = s.extract(image, 79, 79)
    exp = s.extract(image, 78, 64)
    integer = s.extract(image, 63, 63)
    frac = s.extract(image, 62, 0)
    zero_exp = s.eq(exp, s.bv_const(0, 15))
    int_set = s.eq(integer, s.bv_const(1, 1))
    exp = s.ite(s.and_(zero_exp, int_set), s.bv_const(1, 15), exp)   # pseudo-denormal
    packed = s.concat(sign, s.concat(exp, frac))
    invalid = s.and_(s.not_(zero_exp), s.not_(int_set))
    return s.ite(invalid, s.bv_const(nan(FloatFormat(t.eb, t.sb)), t.packed_width), packed)


def pack(s: TermStore, packed: Term, t: FloatType) -> Term:
    """The memory image of a packed pattern."""
    if not t.is_x87:
        return packed
    sign = s.extract(packed, 78, 78)
    exp = s.extract(packed, 77, 63)
    frac = s.extract(packed, 62, 0)
    integer = s.bool_to_bv(s.not_(s.eq(exp, s.bv_const(0, 15))), 1)
    image = s.concat(sign, s.concat(exp, s.concat(integer, frac)))
    return s.zero_extend(image, t.width - 80)


def rounding(s: TermStore, mode: Term) -> Term:
    """A C rounding-mode value as the 3-bit operand (values above 4: nearest-even)."""
    if mode.width <= MODE_BITS:
        return s.zero_extend(mode, MODE_BITS - mode.width) if mode.width < MODE_BITS else mode
    low = s.extract(mode, MODE_BITS - 1, 0)
    return s.ite(s.ult(mode, s.bv_const(5, mode.width)), low, s.bv_const(0, MODE_BITS))


def _int(s: TermStore, c: Term, t: CType) -> Term:
    assert isinstance(t, IntType)
    return s.bool_to_bv(c, t.width)


def float_term(s: TermStore, x: FloatOp, args: list[Term]) -> Term:
    """The term of one ``FloatOp`` node from its operands' terms."""
    op = x.op
    types = [a.type for a in x.args]
    match op:
        case FOp.ADD | FOp.SUB | FOp.MUL | FOp.DIV | FOp.SQRT | FOp.ROUND:
            t = x.type
            assert isinstance(t, FloatType)
            values = [unpack(s, a, t) for a in args[1:]]
            result = s.fp(_ROUNDED_OPS[op], [rounding(s, args[0]), *values], fmt(t))
            return pack(s, x86_nan(s, result, values, t), t)
        case FOp.REM | FOp.FMOD:
            t = x.type
            assert isinstance(t, FloatType)
            a, b = unpack(s, args[0], t), unpack(s, args[1], t)
            result = s.fp(Op.FP_REM, [a, b], fmt(t))
            if op is FOp.FMOD:
                result = _truncated(s, result, a, b, t)
            return pack(s, x86_nan(s, result, [a, b], t), t)
        case FOp.CONVERT:
            rm = rounding(s, args[0])
            if len(x.args) > 2:              # float -> integer as gcc's x86 code does
                width = x.args[2]
                assert isinstance(width, Const)
                return _x86_to_int(s, rm, args[1], types[1], x.type, width.value)
            return _convert(s, rm, args[1], types[1], x.type)
        case FOp.NEG | FOp.ABS | FOp.COPYSIGN:
            t = x.type
            assert isinstance(t, FloatType)
            mask = s.bv_const(1 << sign_bit(t), t.width)
            if op is FOp.NEG:
                return s.bvbin(Op.BVXOR, args[0], mask)
            magnitude = s.bvand(args[0], s.bvnot(mask))
            if op is FOp.ABS:
                return magnitude
            return s.bvor(magnitude, s.bvand(args[1], mask))
        case FOp.LT | FOp.LE | FOp.GT | FOp.GE | FOp.EQ | FOp.NE:
            t = types[0]
            assert isinstance(t, FloatType)
            a, b = unpack(s, args[0], t), unpack(s, args[1], t)
            if op in (FOp.GT, FOp.GE):
                a, b = b, a
            fop = {FOp.LT: Op.FP_LT, FOp.GT: Op.FP_LT, FOp.LE: Op.FP_LEQ, FOp.GE: Op.FP_LEQ,
                   FOp.EQ: Op.FP_EQ, FOp.NE: Op.FP_EQ}[op]
            c = s.fp(fop, [a, b], fmt(t))
            return _int(s, s.not_(c) if op is FOp.NE else c, x.type)
        case FOp.TO_BOOL:
            t = types[0]
            assert isinstance(t, FloatType)
            zero = s.fp(Op.FP_IS_ZERO, [unpack(s, args[0], t)], fmt(t))
            return _int(s, s.not_(zero), x.type)
        case FOp.IS_NAN | FOp.IS_INF | FOp.IS_ZERO | FOp.IS_NORMAL | FOp.IS_SUBNORMAL:
            t = types[0]
            assert isinstance(t, FloatType)
            return _int(s, s.fp(_CLASSIFIERS[op], [unpack(s, args[0], t)], fmt(t)), x.type)
        case FOp.SIGNBIT:
            t = types[0]
            assert isinstance(t, FloatType)
            bit = sign_bit(t)
            return _int(s, s.eq(s.extract(args[0], bit, bit), s.bv_const(1, 1)), x.type)
        case FOp.IS_SIGNALING:
            t = types[0]
            assert isinstance(t, FloatType)
            v = unpack(s, args[0], t)
            quiet = s.eq(s.extract(v, t.sb - 2, t.sb - 2), s.bv_const(1, 1))
            return _int(s, s.and_(s.fp(Op.FP_IS_NAN, [v], fmt(t)), s.not_(quiet)), x.type)
        case FOp.QUIET:
            t = x.type
            assert isinstance(t, FloatType)
            v = unpack(s, args[0], t)
            return s.ite(s.fp(Op.FP_IS_NAN, [v], fmt(t)), pack(s, _quiet(s, v, t), t), args[0])
        case FOp.LDEXP:
            t = x.type
            n_type = types[2]
            assert isinstance(t, FloatType) and isinstance(n_type, IntType)
            return pack(s, _ldexp(s, args[0], unpack(s, args[1], t), args[2], n_type, t), t)
        case FOp.FREXP:
            t = x.type
            assert isinstance(t, FloatType)
            v = unpack(s, args[0], t)
            w, _, _ = _normalised(s, v, t)
            fraction = _with_exponent(s, w, s.bv_const(FloatFormat(t.eb, t.sb).bias - 1, t.eb), t)
            return pack(s, s.ite(_special(s, v, t), _nan_quieted(s, v, t), fraction), t)
        case FOp.EXPONENT:
            t = types[0]
            it = x.type
            assert isinstance(t, FloatType) and isinstance(it, IntType)
            v = unpack(s, args[0], t)
            _, biased, shift = _normalised(s, v, t)
            wide = max(it.width, t.eb + 2)      # the exponents fit a 16-bit int, the sums not
            unbiased = s.bvsub(s.bvsub(s.zero_extend(biased, wide - t.eb),
                                       s.bv_const(FloatFormat(t.eb, t.sb).bias, wide)),
                               s.zero_extend(shift, wide - t.eb))
            return s.ite(_special(s, v, t), s.bv_const(0, it.width),
                         s.resize(unbiased, it.width, True))
        case _:
            assert_never(op)


def _truncated(s: TermStore, r: Term, a: Term, b: Term, t: FloatType) -> Term:
    """C's ``fmod`` from the IEEE remainder ``r`` of packed ``a`` and ``b``: a nonzero
    ``r`` whose sign differs from ``a``'s gets ``|b|`` with ``a``'s sign added. The sum is
    exact (its value, ``a - b*trunc(a/b)``, is representable), so the mode is immaterial."""
    f = fmt(t)
    top = t.packed_width - 1
    sign = s.bv_const(1 << top, t.packed_width)
    b_signed = s.bvor(s.bvand(b, s.bvnot(sign)), s.bvand(a, sign))
    differs = s.not_(s.eq(s.extract(r, top, top), s.extract(a, top, top)))
    adjust = s.and_(differs, s.not_(s.fp(Op.FP_IS_ZERO, [r], f)),
                    s.not_(s.fp(Op.FP_IS_NAN, [r], f)))
    fixed = s.fp(Op.FP_ADD, [s.bv_const(0, MODE_BITS), r, b_signed], f)
    return s.ite(adjust, fixed, r)


def _power_of_two(k: int, t: FloatType) -> int:
    """The packed pattern of 2^k (a normal number of ``t``'s format)."""
    return (k + FloatFormat(t.eb, t.sb).bias) << (t.sb - 1)


def _special(s: TermStore, v: Term, t: FloatType) -> Term:
    """Whether packed ``v`` is a NaN, an infinity or a zero."""
    f = fmt(t)
    return s.or_(s.fp(Op.FP_IS_NAN, [v], f), s.fp(Op.FP_IS_INF, [v], f),
                 s.fp(Op.FP_IS_ZERO, [v], f))


def _nan_quieted(s: TermStore, v: Term, t: FloatType) -> Term:
    return s.ite(s.fp(Op.FP_IS_NAN, [v], fmt(t)), _quiet(s, v, t), v)


def _normalised(s: TermStore, v: Term, t: FloatType) -> tuple[Term, Term, Term]:
    """``(w, biased exponent of w, k)`` for packed ``v``: ``w = v * 2^k``, a normal
    number when ``v`` is finite and nonzero (``k`` = the precision for a subnormal ``v``,
    else 0: the product is exact); ``k`` is a bit-vector of ``t.eb`` bits."""
    subnormal = s.fp(Op.FP_IS_SUBNORMAL, [v], fmt(t))
    scaled = s.fp(Op.FP_MUL, [s.bv_const(0, MODE_BITS), v,
                              s.bv_const(_power_of_two(t.sb, t), t.packed_width)], fmt(t))
    w = s.ite(subnormal, scaled, v)
    biased = s.extract(w, t.packed_width - 2, t.sb - 1)
    return w, biased, s.ite(subnormal, s.bv_const(t.sb, t.eb), s.bv_const(0, t.eb))


def _with_exponent(s: TermStore, w: Term, biased: Term, t: FloatType) -> Term:
    """Packed ``w`` with its biased exponent field replaced by ``biased`` (``t.eb`` bits)."""
    top = t.packed_width - 1
    return s.concat(s.extract(w, top, top), s.concat(biased, s.extract(w, t.sb - 2, 0)))


def _ldexp(s: TermStore, rm: Term, v: Term, n: Term, n_type: IntType, t: FloatType) -> Term:
    """Packed ``v * 2^n`` rounded once in mode ``rm`` (glibc's ``ldexp``/``scalbn``).

    ``v`` normalised to ``w = v * 2^k`` (exact); the result's biased exponent is
    ``b = exp(w) - k + n``, computed in a bit-vector wide enough for every ``n``. In the
    normal range the result is ``w`` with exponent ``b`` (exact). Above it, ``w`` with the
    largest exponent times 2 overflows as the true value does (infinity or the largest
    finite number, by mode and sign). Below it, ``w`` with exponent ``b + p + 1`` (a normal
    number) times ``2^-(p+1)`` is the true value rounded once into the subnormal range;
    ``b`` is first clamped at ``-p``, where every value is under half the smallest
    subnormal and so rounds the same way. NaN quieted, infinities and zeros unchanged."""
    f = fmt(t)
    p = t.sb
    width = max(n_type.width, t.eb + 2) + 2
    w, biased, shift = _normalised(s, v, t)
    b = s.bvadd(s.bvsub(s.zero_extend(biased, width - t.eb),
                        s.zero_extend(shift, width - t.eb)),
                s.resize(n, width, n_type.signed))
    top = (1 << t.eb) - 2                       # the largest biased exponent of a normal
    over = s.sgt(b, s.bv_const(top, width))
    under = s.slt(b, s.bv_const(1, width))
    low = s.bv_const(-p % (1 << width), width)
    clamped = s.ite(s.slt(b, low), low, b)
    shifted = s.extract(s.bvadd(clamped, s.bv_const(p + 1, width)), t.eb - 1, 0)
    operand = s.ite(over, _with_exponent(s, w, s.bv_const(top, t.eb), t),
                    _with_exponent(s, w, shifted, t))
    factor = s.ite(over, s.bv_const(_power_of_two(1, t), t.packed_width),
                   s.bv_const(_power_of_two(-(p + 1), t), t.packed_width))
    rounded = s.fp(Op.FP_MUL, [rounding(s, rm), operand, factor], f)
    normal = _with_exponent(s, w, s.extract(b, t.eb - 1, 0), t)
    result = s.ite(s.or_(over, under), rounded, normal)
    return s.ite(_special(s, v, t), _nan_quieted(s, v, t), result)


def _quiet(s: TermStore, a: Term, t: FloatType) -> Term:
    return s.bvor(a, s.bv_const(1 << (t.sb - 2), t.packed_width))


def x86_nan(s: TermStore, result: Term, operands: list[Term], t: FloatType) -> Term:
    """``result`` with x86's NaN: the first NaN operand quieted, else the default NaN."""
    f = fmt(t)
    w = t.packed_width
    default = s.bv_const(1 << (w - 1) | ((1 << t.eb) - 1) << (t.sb - 1) | 1 << (t.sb - 2), w)
    chosen = default
    for a in reversed(operands):
        chosen = s.ite(s.fp(Op.FP_IS_NAN, [a], f), _quiet(s, a, t), chosen)
    return s.ite(s.fp(Op.FP_IS_NAN, [result], f), chosen, result)


def _convert_nan(s: TermStore, a: Term, src: FloatType, dst: FloatType) -> Term:
    """x86's conversion of a NaN: sign and (moved) payload kept, quieted."""
    sign = s.extract(a, src.packed_width - 1, src.packed_width - 1)
    frac = s.extract(a, src.sb - 2, 0)
    shift = dst.sb - src.sb
    if shift > 0:
        frac = s.concat(frac, s.bv_const(0, shift))
    elif shift < 0:
        frac = s.extract(frac, src.sb - 2, -shift)
    ones = s.bv_const((1 << dst.eb) - 1, dst.eb)
    return _quiet(s, s.concat(sign, s.concat(ones, frac)), dst)


def _x86_to_int(s: TermStore, rm: Term, a: Term, src: CType, dst: CType, n: int) -> Term:
    """``(dst) a`` as gcc's x86 code computes it (docs/floats.md): the low ``dst.width``
    bits of the ``n``-bit signed conversion (out of range, NaN, infinities: the "integer
    indefinite" 1 << (n - 1)); for a 64-bit unsigned ``dst`` (``n`` = 64) values from 2^63
    on are converted after subtracting 2^63 (exact below 2^64; above it the indefinite
    value, whose sign bit the sequence flips: 0), lower ones signed."""
    assert isinstance(src, FloatType) and isinstance(dst, IntType)
    packed = unpack(s, a, src)
    w = dst.width
    signed = s.fp(Op.FP_TO_SBV, [rm, packed], fmt(src) + (n,))
    if dst.signed or n > w:
        return signed if n == w else s.extract(signed, w - 1, 0)
    bias = (1 << (src.eb - 1)) - 1
    two_63 = s.bv_const((bias + w - 1) << (src.sb - 1), src.packed_width)
    high = s.fp(Op.FP_LEQ, [two_63, packed], fmt(src))
    return s.ite(high, s.fp(Op.FP_TO_UBV, [rm, packed], fmt(src) + (w,)), signed)


def _convert(s: TermStore, rm: Term, a: Term, src: CType, dst: CType) -> Term:
    if isinstance(src, FloatType) and isinstance(dst, FloatType):
        packed = unpack(s, a, src)
        if fmt(src) != fmt(dst):
            converted = s.fp(Op.FP_TO_FP, [rm, packed], fmt(src) + fmt(dst))
            packed = s.ite(s.fp(Op.FP_IS_NAN, [packed], fmt(src)),
                           _convert_nan(s, packed, src, dst), converted)
        return pack(s, packed, dst)
    if isinstance(src, IntType) and isinstance(dst, FloatType):
        op = Op.FP_FROM_SBV if src.signed else Op.FP_FROM_UBV
        return pack(s, s.fp(op, [rm, a], fmt(dst)), dst)
    if isinstance(src, FloatType) and isinstance(dst, IntType):
        if dst.is_bool:
            zero = s.fp(Op.FP_IS_ZERO, [unpack(s, a, src)], fmt(src))
            return s.bool_to_bv(s.not_(zero), dst.width)
        op = Op.FP_TO_SBV if dst.signed else Op.FP_TO_UBV
        return s.fp(op, [rm, unpack(s, a, src)], fmt(src) + (dst.width,))
    raise ValueError(f"no floating conversion from {src} to {dst}")
