"""IEEE-754 binary floating point: formats, rounding modes and the exact concrete semantics.

Floating-point values are bit-vector terms holding the packed IEEE pattern (LSB first in
circuits; as an int here); the floating-point operators (``bmc.terms.ops``, ``fp.*``) carry
the format ``(eb, sb)`` as parameters (SMT-LIB's: ``sb`` counts the hidden bit) and take the
rounding mode as a 3-bit vector numbered as CBMC's ``__CPROVER_rounding_mode``. This module
is their one reference semantics (constant folding, the evaluator, the differential tests):
exact rational arithmetic with ``fractions.Fraction`` and IEEE rounding, written from the
standard. NaN results are the canonical quiet NaN (sign 0, top fraction bit 1), as in the
circuits (``bmc.encodings.float_circuits``). Conversions to integers of values that do not
fit (NaN, infinities, out of range) give the x86 "integer indefinite" (the sign bit alone)
for signed and 0 for unsigned targets: C leaves them undefined and bmc checks them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import IntEnum, StrEnum
from fractions import Fraction
from typing import Final


class RoundingMode(IntEnum):
    RNE = 0          # FE_TONEAREST
    RTN = 1          # FE_DOWNWARD
    RTP = 2          # FE_UPWARD
    RTZ = 3          # FE_TOWARDZERO
    RNA = 4          # SMT-LIB roundNearestTiesToAway (no C mode)


MODE_BITS = 3


@dataclass(frozen=True, slots=True)
class FloatFormat:
    """``eb`` exponent bits, ``sb`` significand bits including the hidden bit."""

    eb: int
    sb: int

    @property
    def width(self) -> int:
        return self.eb + self.sb

    @property
    def bias(self) -> int:
        return (1 << (self.eb - 1)) - 1

    @property
    def emax(self) -> int:
        return self.bias

    @property
    def emin(self) -> int:
        return 1 - self.bias

    @property
    def exp_width(self) -> int:
        """Width of the signed exponent vectors inside the circuits (room for products,
        quotients and the subnormal range of either operand)."""
        return self.eb + self.sb.bit_length() + 3


BINARY16 = FloatFormat(5, 11)
BINARY32 = FloatFormat(8, 24)
BINARY64 = FloatFormat(11, 53)
X87_EXTENDED = FloatFormat(15, 64)

RM = RoundingMode


class NaN(StrEnum):
    """The type of ``NAN``, what ``decode`` gives for a NaN (a str equal to "nan")."""

    NAN = "nan"


NAN: Final = NaN.NAN

#: a decoded magnitude: NAN, math.inf or a non-negative Fraction
Magnitude = Fraction | float | NaN


def mode_of(value: int) -> RoundingMode:
    """The rounding mode a 3-bit value stands for (values above 4 round to nearest even,
    as in the circuits)."""
    return RoundingMode(value) if value <= 4 else RoundingMode.RNE


# ---------------------------------------------------------------------- decode / encode
def decode(fmt: FloatFormat, bits: int) -> tuple[int, Magnitude]:
    """(sign, value): value is NAN, math.inf, or a non-negative Fraction (the magnitude)."""
    sign = bits >> (fmt.width - 1) & 1
    e = bits >> (fmt.sb - 1) & ((1 << fmt.eb) - 1)
    frac = bits & ((1 << (fmt.sb - 1)) - 1)
    if e == (1 << fmt.eb) - 1:
        return sign, (NAN if frac else math.inf)
    if e == 0:
        return sign, Fraction(frac) * Fraction(2) ** (fmt.emin - (fmt.sb - 1))
    return sign, Fraction(frac | 1 << (fmt.sb - 1)) * Fraction(2) ** (e - fmt.bias - (fmt.sb - 1))


def nan(fmt: FloatFormat) -> int:
    return ((1 << fmt.eb) - 1) << (fmt.sb - 1) | 1 << (fmt.sb - 2)


def inf(fmt: FloatFormat, sign: int) -> int:
    return sign << (fmt.width - 1) | ((1 << fmt.eb) - 1) << (fmt.sb - 1)


def zero(fmt: FloatFormat, sign: int) -> int:
    return sign << (fmt.width - 1)


def _round_integer(m: Fraction, sign: int, mode: RM) -> int:
    """The magnitude ``m`` rounded to an integer (``sign`` for the directed modes)."""
    fl = m.numerator // m.denominator
    rem = m - fl
    if rem == 0:
        return fl
    half = Fraction(1, 2)
    up = {
        RM.RNE: rem > half or (rem == half and fl % 2 == 1),
        RM.RNA: rem >= half,
        RM.RTP: sign == 0,
        RM.RTN: sign == 1,
        RM.RTZ: False,
    }[mode]
    return fl + 1 if up else fl


def round_to(fmt: FloatFormat, sign: int, q: Fraction, mode: RM) -> int:
    """The magnitude ``q`` > 0 with ``sign`` rounded to ``fmt``, packed."""
    assert q > 0
    e = q.numerator.bit_length() - q.denominator.bit_length()
    if Fraction(2) ** e > q:
        e -= 1
    e = max(e, fmt.emin)
    m = _round_integer(q / Fraction(2) ** (e - (fmt.sb - 1)), sign, mode)
    if m == 1 << fmt.sb:
        m, e = 1 << (fmt.sb - 1), e + 1
    if e > fmt.emax:
        to_inf = mode in (RM.RNE, RM.RNA) or (mode == RM.RTP and sign == 0) \
            or (mode == RM.RTN and sign == 1)
        if to_inf:
            return inf(fmt, sign)
        largest = ((1 << fmt.eb) - 2) << (fmt.sb - 1) | ((1 << (fmt.sb - 1)) - 1)
        return sign << (fmt.width - 1) | largest
    if m == 0:
        return zero(fmt, sign)
    if m >> (fmt.sb - 1):
        biased = e + fmt.bias
        frac = m - (1 << (fmt.sb - 1))
    else:
        biased, frac = 0, m
    return sign << (fmt.width - 1) | biased << (fmt.sb - 1) | frac


def _signed(sign: int, q: Fraction) -> Fraction:
    return -q if sign else q


def _from_exact(fmt: FloatFormat, value: Fraction, mode: RM, zero_sign: int) -> int:
    if value == 0:
        return zero(fmt, zero_sign)
    return round_to(fmt, 1 if value < 0 else 0, abs(value), mode)


# ---------------------------------------------------------------------- operations
def add(fmt: FloatFormat, mode: RM, a: int, b: int) -> int:
    sa, va = decode(fmt, a)
    sb, vb = decode(fmt, b)
    if va is NAN or vb is NAN:
        return nan(fmt)
    if va == math.inf and vb == math.inf:
        return inf(fmt, sa) if sa == sb else nan(fmt)
    if va == math.inf:
        return inf(fmt, sa)
    if vb == math.inf:
        return inf(fmt, sb)
    assert isinstance(va, Fraction) and isinstance(vb, Fraction)     # (finite)
    exact = _signed(sa, va) + _signed(sb, vb)
    if exact == 0:
        if va == 0 and vb == 0 and sa == sb:
            return zero(fmt, sa)
        return zero(fmt, 1 if mode == RM.RTN else 0)
    return _from_exact(fmt, exact, mode, 0)


def sub(fmt: FloatFormat, mode: RM, a: int, b: int) -> int:
    return add(fmt, mode, a, b ^ 1 << (fmt.width - 1))


def mul(fmt: FloatFormat, mode: RM, a: int, b: int) -> int:
    sa, va = decode(fmt, a)
    sb, vb = decode(fmt, b)
    s = sa ^ sb
    if va is NAN or vb is NAN or (va == math.inf and vb == 0) or (va == 0 and vb == math.inf):
        return nan(fmt)
    if va == math.inf or vb == math.inf:
        return inf(fmt, s)
    if va == 0 or vb == 0:
        return zero(fmt, s)
    assert isinstance(va, Fraction) and isinstance(vb, Fraction)     # (finite)
    return round_to(fmt, s, va * vb, mode)


def div(fmt: FloatFormat, mode: RM, a: int, b: int) -> int:
    sa, va = decode(fmt, a)
    sb, vb = decode(fmt, b)
    s = sa ^ sb
    if va is NAN or vb is NAN or (va == 0 and vb == 0) or (va == math.inf and vb == math.inf):
        return nan(fmt)
    if va == math.inf or vb == 0:
        return inf(fmt, s)
    if va == 0 or vb == math.inf:
        return zero(fmt, s)
    assert isinstance(va, Fraction) and isinstance(vb, Fraction)     # (finite)
    return round_to(fmt, s, va / vb, mode)


def sqrt(fmt: FloatFormat, mode: RM, a: int) -> int:
    s, v = decode(fmt, a)
    if v is NAN or (s and v != 0):
        return nan(fmt)
    if v == 0 or v == math.inf:
        return a
    assert isinstance(v, Fraction)                                    # (finite)
    # a fixed-point root with many more bits than the format keeps: no rounding boundary
    # lies strictly between r and r + 1 units, so (2r+1)/2 units rounds like the real root
    precision = 4 * (fmt.sb + 8) + 2 * (fmt.bias + fmt.sb)
    scaled = v * Fraction(4) ** precision
    n = scaled.numerator // scaled.denominator
    r = math.isqrt(n)
    exact = r * r == n and scaled.denominator == 1
    q = Fraction(r) if exact else Fraction(2 * r + 1, 2)
    return round_to(fmt, 0, q / Fraction(2) ** precision, mode)


def round_to_integral(fmt: FloatFormat, mode: RM, a: int) -> int:
    s, v = decode(fmt, a)
    if v is NAN:
        return nan(fmt)
    if v == math.inf or v == 0:
        return a
    assert isinstance(v, Fraction)                                    # (finite)
    m = _round_integer(v, s, mode)
    if m == 0:
        return zero(fmt, s)
    return round_to(fmt, s, Fraction(m), mode)     # exact but for overflow (tiny formats)


def fp_to_fp(src: FloatFormat, dst: FloatFormat, mode: RM, a: int) -> int:
    s, v = decode(src, a)
    if v is NAN:
        return nan(dst)
    if v == math.inf:
        return inf(dst, s)
    if v == 0:
        return zero(dst, s)
    assert isinstance(v, Fraction)                                    # (finite)
    return round_to(dst, s, v, mode)


def int_to_fp(fmt: FloatFormat, mode: RM, x: int, n: int, signed: bool) -> int:
    """The ``n``-bit integer ``x`` (two's complement when ``signed``) rounded to ``fmt``."""
    if signed and x >> (n - 1):
        x -= 1 << n
    return _from_exact(fmt, Fraction(x), mode, 0)


def fp_to_int(fmt: FloatFormat, mode: RM, a: int, n: int, signed: bool) -> int | None:
    """The integer (as an n-bit pattern), or None when it is not representable."""
    s, v = decode(fmt, a)
    if v is NAN or v == math.inf:
        return None
    assert isinstance(v, Fraction)                                    # (finite)
    m = _round_integer(v, s, mode)
    value = -m if s else m
    lo, hi = (-(1 << (n - 1)), (1 << (n - 1)) - 1) if signed else (0, (1 << n) - 1)
    if not lo <= value <= hi:
        return None
    return value & ((1 << n) - 1)


def _ordered(fmt: FloatFormat, a: int) -> Fraction | float | None:
    s, v = decode(fmt, a)
    if v is NAN:
        return None
    if v == math.inf:
        return -math.inf if s else math.inf
    assert isinstance(v, Fraction)                                    # (finite)
    return _signed(s, v)


def lt(fmt: FloatFormat, a: int, b: int) -> bool:
    x, y = _ordered(fmt, a), _ordered(fmt, b)
    return x is not None and y is not None and x < y


def eq(fmt: FloatFormat, a: int, b: int) -> bool:
    x, y = _ordered(fmt, a), _ordered(fmt, b)
    return x is not None and y is not None and x == y


def _pick(fmt: FloatFormat, a: int, b: int, larger: bool) -> int:
    """fp.min (``larger`` False) / fp.max: a NaN operand gives the other, -0 < +0."""
    x, y = _ordered(fmt, a), _ordered(fmt, b)
    if x is None:
        return b
    if y is None:
        return a
    if x == y == 0:
        a_negative = bool(a >> (fmt.width - 1))
        return a if a_negative != larger else b
    return a if (x > y if larger else x < y) else b


def fmin(fmt: FloatFormat, a: int, b: int) -> int:
    return _pick(fmt, a, b, False)


def fmax(fmt: FloatFormat, a: int, b: int) -> int:
    return _pick(fmt, a, b, True)


def rem(fmt: FloatFormat, a: int, b: int) -> int:
    """IEEE remainder ``a - b*n``, ``n`` the integer nearest ``a/b`` (ties to even): exact,
    no rounding mode. NaN if either is NaN, ``a`` infinite or ``b`` zero; ``a`` itself if
    ``b`` is infinite (``a`` finite) or ``a`` is zero; a zero result has ``a``'s sign."""
    sa, va = decode(fmt, a)
    sb, vb = decode(fmt, b)
    if va is NAN or vb is NAN or va == math.inf or vb == 0:
        return nan(fmt)
    if vb == math.inf or va == 0:
        return a
    assert isinstance(va, Fraction) and isinstance(vb, Fraction)     # (finite)
    x, y = _signed(sa, va), _signed(sb, vb)
    n = round(x / y)                    # Fraction.__round__: ties to even
    r = x - n * y
    if r == 0:
        return zero(fmt, sa)
    out = round_to(fmt, 1 if r < 0 else 0, abs(r), RM.RNE)
    assert decode(fmt, out)[1] == abs(r), "the IEEE remainder is always representable"
    return out


def fmod(fmt: FloatFormat, a: int, b: int) -> int:
    """C's ``fmod``: ``a - b*n``, ``n`` the integer part of ``a/b`` (the sign of ``a``),
    built from ``rem`` as the front end builds it: a nonzero remainder whose sign differs
    from ``a``'s gets ``|b|`` with ``a``'s sign added (exact). NaNs canonical here."""
    r = rem(fmt, a, b)
    sign_bit = 1 << (fmt.width - 1)
    _, v = decode(fmt, r)
    if v is NAN or v == 0 or (r ^ a) & sign_bit == 0:
        return r
    return add(fmt, RM.RNE, r, b & ~sign_bit | a & sign_bit)


# ---------------------------------------------------------------------- the operators
def classify(fmt: FloatFormat, kind: str, a: int) -> bool:
    """``fp.isNaN`` & co. by SMT-LIB name suffix (``NaN``, ``Infinite``, ``Zero``, ...)."""
    sign, v = decode(fmt, a)
    e = a >> (fmt.sb - 1) & ((1 << fmt.eb) - 1)
    match kind:
        case "NaN":
            return v is NAN
        case "Infinite":
            return v == math.inf
        case "Zero":
            return v == 0
        case "Normal":
            return 0 < e < (1 << fmt.eb) - 1
        case "Subnormal":
            return e == 0 and v != 0
        case "Negative":
            return sign == 1 and v is not NAN
        case "Positive":
            return sign == 0 and v is not NAN
    raise ValueError(f"unknown classification {kind}")


def apply(name: str, args: list[int], params: tuple, widths: list[int]) -> int | bool:
    """The operator called ``name`` (SMT-LIB's, see ``bmc.terms.ops``) on concrete ``args``
    (packed values, the rounding mode first where there is one; ``widths``: the arguments'
    widths); ``params`` as in ops."""
    fmt = FloatFormat(int(params[0]), int(params[1]))
    match name:
        case "fp.add" | "fp.sub" | "fp.mul" | "fp.div":
            fn = {"fp.add": add, "fp.sub": sub, "fp.mul": mul, "fp.div": div}[name]
            return fn(fmt, mode_of(args[0]), args[1], args[2])
        case "fp.sqrt":
            return sqrt(fmt, mode_of(args[0]), args[1])
        case "fp.roundToIntegral":
            return round_to_integral(fmt, mode_of(args[0]), args[1])
        case "fp.min":
            return fmin(fmt, args[0], args[1])
        case "fp.max":
            return fmax(fmt, args[0], args[1])
        case "fp.rem":
            return rem(fmt, args[0], args[1])
        case "fp.lt":
            return lt(fmt, args[0], args[1])
        case "fp.leq":
            return lt(fmt, args[0], args[1]) or eq(fmt, args[0], args[1])
        case "fp.eq":
            return eq(fmt, args[0], args[1])
        case "to_fp":
            dst = FloatFormat(int(params[2]), int(params[3]))
            return fp_to_fp(fmt, dst, mode_of(args[0]), args[1])
        case "to_fp_signed" | "to_fp_unsigned":
            return int_to_fp(fmt, mode_of(args[0]), args[1], widths[1], name == "to_fp_signed")
        case "fp.to_sbv" | "fp.to_ubv":
            n = int(params[2])
            signed = name == "fp.to_sbv"
            value = fp_to_int(fmt, mode_of(args[0]), args[1], n, signed)
            if value is None:
                return 1 << (n - 1) if signed else 0
            return value
    if name.startswith("fp.is"):
        return classify(fmt, name[len("fp.is"):], args[0])
    raise ValueError(f"no floating-point operator {name}")
