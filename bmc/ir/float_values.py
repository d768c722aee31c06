"""Concrete floating values of C floating types: memory image <-> packed IEEE, and text.

A value of a ``FloatType`` is its memory image (``bmc.ir.ctype.FloatType``). For gcc's x86
``long double`` that is the x87 80-bit pattern with an explicit integer bit; ``packed_of``
reads it the way the x87 does (an unnormal, pseudo-NaN or pseudo-infinity is an invalid
operand and reads as NaN; a pseudo-denormal reads as the value it denotes) and
``image_of`` writes the canonical pattern. Text: the shortest decimal that rounds back to
the same value (``0.1``, ``-0.0``, ``1e+100``), ``inf``/``-inf``/``nan``, and the hex-float
form (``0x1.999999999999ap-4``; subnormals as ``0x0.<fraction>p<emin>``).
"""

from __future__ import annotations

import decimal
import math
from fractions import Fraction

from bmc.ir.ctype import FloatType
from bmc.terms.floats import NAN, FloatFormat, RoundingMode, decode, round_to


def fmt_of(t: FloatType) -> FloatFormat:
    return FloatFormat(t.eb, t.sb)


def packed_of(image: int, t: FloatType) -> int:
    """The packed ``(eb, sb)`` pattern of a memory image."""
    image &= (1 << t.width) - 1
    if not t.is_x87:
        return image
    sign = image >> 79 & 1
    exp = image >> 64 & 0x7FFF
    integer = image >> 63 & 1
    frac = image & ((1 << 63) - 1)
    fmt = fmt_of(t)
    if exp != 0 and integer == 0:                       # unnormal / pseudo-NaN / pseudo-inf
        return ((1 << fmt.eb) - 1) << (fmt.sb - 1) | 1 << (fmt.sb - 2)
    if exp == 0 and integer == 1:                       # pseudo-denormal
        exp = 1
    return sign << 78 | exp << 63 | frac


def image_of(packed: int, t: FloatType) -> int:
    """The memory image of a packed ``(eb, sb)`` pattern."""
    if not t.is_x87:
        return packed
    sign = packed >> 78 & 1
    exp = packed >> 63 & 0x7FFF
    frac = packed & ((1 << 63) - 1)
    return sign << 79 | exp << 64 | int(exp != 0) << 63 | frac


def x86_nan(fmt: FloatFormat, result: int, operands: list[int]) -> int:
    """The NaN x86 (SSE and x87) gives where IEEE leaves it open: the first NaN operand,
    quieted; else the "default NaN" (sign set, top fraction bit set). Non-NaN results
    are returned unchanged. Packed patterns."""
    if decode(fmt, result)[1] is not NAN:
        return result
    quiet = 1 << (fmt.sb - 2)
    for x in operands:
        if decode(fmt, x)[1] is NAN:
            return x | quiet
    return 1 << (fmt.width - 1) | ((1 << fmt.eb) - 1) << (fmt.sb - 1) | quiet


def convert_nan(src: FloatFormat, dst: FloatFormat, a: int) -> int:
    """x86's conversion of the NaN ``a``: sign kept, fraction moved to the top (widening)
    or its top bits kept (narrowing), quieted."""
    sign = a >> (src.width - 1) & 1
    frac = a & ((1 << (src.sb - 1)) - 1)
    shift = dst.sb - src.sb
    frac = frac << shift if shift >= 0 else frac >> -shift
    return sign << (dst.width - 1) | ((1 << dst.eb) - 1) << (dst.sb - 1) | frac \
        | 1 << (dst.sb - 2)


def from_fraction(q: Fraction, t: FloatType, negative_zero: bool = False) -> int:
    """The memory image of the rational ``q`` rounded to nearest-even (as gcc rounds
    literals and constant expressions)."""
    fmt = fmt_of(t)
    if q == 0:
        return image_of(int(negative_zero) << (fmt.width - 1), t)
    return image_of(round_to(fmt, int(q < 0), abs(q), RoundingMode.RNE), t)


def _decimal(q: Fraction, digits: int) -> str:
    """``q`` > 0 with ``digits`` significant decimal digits, in %g-like form."""
    with decimal.localcontext() as ctx:
        ctx.prec = digits
        d = decimal.Decimal(q.numerator) / decimal.Decimal(q.denominator)
    sign, ds, exp = d.as_tuple()
    text = "".join(map(str, ds)).rstrip("0") or "0"
    point = len(ds) + int(exp)                  # position of the decimal point
    if -5 < point <= 17:
        if point <= 0:
            return "0." + "0" * -point + text
        if point >= len(text):
            return text + "0" * (point - len(text)) + ".0"
        return text[:point] + "." + text[point:]
    mant = text[0] + ("." + text[1:] if len(text) > 1 else "")
    return f"{mant}e{point - 1:+03d}"


def decimal_text(image: int, t: FloatType) -> str:
    """The shortest decimal that reads back as this value (``nan``, ``-inf``, ``-0.0``)."""
    fmt = fmt_of(t)
    packed = packed_of(image, t)
    sign, v = decode(fmt, packed)
    minus = "-" if sign else ""
    if v is NAN:
        return f"{minus}nan"
    if v == math.inf:
        return f"{minus}inf"
    assert isinstance(v, Fraction)
    if v == 0:
        return f"{minus}0.0"
    for digits in range(1, 40):
        text = _decimal(v, digits)
        if round_to(fmt, 0, Fraction(decimal.Decimal(text)), RoundingMode.RNE) \
                == packed & ~(1 << (fmt.width - 1)):
            return minus + text
    return minus + _decimal(v, 40)


def hex_text(image: int, t: FloatType) -> str:
    """The hex-float form (``0x1.8p+3``), as C's ``%a`` for normal numbers."""
    fmt = fmt_of(t)
    packed = packed_of(image, t)
    sign = packed >> (fmt.width - 1) & 1
    exp = packed >> (fmt.sb - 1) & ((1 << fmt.eb) - 1)
    frac = packed & ((1 << (fmt.sb - 1)) - 1)
    minus = "-" if sign else ""
    if exp == (1 << fmt.eb) - 1:
        return f"{minus}{'nan' if frac else 'inf'}"
    nibbles = (fmt.sb - 1 + 3) // 4
    digits = f"{frac << (4 * nibbles - (fmt.sb - 1)):0{nibbles}x}".rstrip("0")
    dot = f".{digits}" if digits else ""
    if exp == 0:
        return f"{minus}0x0{dot}p{fmt.emin:+d}" if frac else f"{minus}0x0p+0"
    return f"{minus}0x1{dot}p{exp - fmt.bias:+d}"


def value_text(image: int, t: FloatType) -> str:
    """A value for traces: ``0.1 (0x1.999999999999ap-4)``; ``nan``, ``-inf``, ``-0.0``."""
    dec = decimal_text(image, t)
    if dec.lstrip("-") in ("nan", "inf", "0.0"):
        return dec
    return f"{dec} ({hex_text(image, t)})"


def c_literal(image: int, t: FloatType) -> str:
    """C source text for a constant (property descriptions, --show-ir)."""
    dec = decimal_text(image, t)
    suffix = {"float": "f", "long double": "l"}.get(t.name, "")
    if dec.lstrip("-") == "nan":
        return "NAN"
    if dec.lstrip("-") == "inf":
        return f"{dec[:-3]}INFINITY"
    return dec + suffix


def as_python_float(image: int, t: FloatType) -> float | str:
    """The value as a JSON number when it is finite and exactly a double, else its text."""
    fmt = fmt_of(t)
    sign, v = decode(fmt, packed_of(image, t))
    if v is NAN or v == math.inf:
        return decimal_text(image, t)
    assert isinstance(v, Fraction)
    try:
        f = float(v)
    except OverflowError:        # finite, beyond double's range (x87, binary128)
        return decimal_text(image, t)
    if Fraction(f) != v:
        return decimal_text(image, t)
    return -f if sign else f
