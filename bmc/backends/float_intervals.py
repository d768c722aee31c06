"""Interval abstraction of IEEE-754 values of one format, with sound operations.

A ``FloatRange`` stands for a set of values of a ``FloatFormat``: the finite ones between
``lo`` and ``hi`` (exact ``Fraction`` endpoints, themselves values of the format; ``None``
when no finite value is possible), and flags for NaN, +inf and -inf. A range containing 0
stands for both zeros. Every operation here over-approximates the exact semantics of
``bmc.terms.floats`` (the reference the circuits are tested against) under *every*
rounding mode: results are rounded outwards (down for the lower end, up for the upper end),
so the rounding-mode argument of a term never has to be known. The rounded operations are
monotone in each argument on each sign, so endpoint combinations bound them; anything not
handled precisely (an operand that may be infinite, a divisor interval containing 0) gives
a coarser but still sound range.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from fractions import Fraction

from bmc.terms import floats as fl
from bmc.terms.floats import NAN, FloatFormat, RoundingMode

INF = math.inf


@dataclass(frozen=True, slots=True)
class FloatRange:
    """Finite values in [lo, hi] (both None: none), plus NaN / +inf / -inf if flagged."""

    lo: Fraction | None
    hi: Fraction | None
    nan: bool = False
    pinf: bool = False
    ninf: bool = False

    @property
    def has_finite(self) -> bool:
        return self.lo is not None

    def is_empty(self) -> bool:
        return self.lo is None and not (self.nan or self.pinf or self.ninf)

    def may_zero(self) -> bool:
        return self.lo is not None and self.hi is not None and self.lo <= 0 <= self.hi

    def ext_bounds(self) -> tuple[Fraction | float, Fraction | float] | None:
        """Least and greatest non-NaN value (infinities as +-math.inf); None if NaN only."""
        lo: Fraction | float | None = -INF if self.ninf else self.lo
        if lo is None:
            lo = INF if self.pinf else None
        hi: Fraction | float | None = INF if self.pinf else self.hi
        if hi is None:
            hi = -INF if self.ninf else None
        if lo is None or hi is None:
            return None
        return lo, hi

    def __str__(self) -> str:
        parts = [] if self.lo is None else [f"[{float(self.lo)!r}, {float(self.hi or 0)!r}]"]
        parts += [name for name, on in (("NaN", self.nan), ("+inf", self.pinf),
                                        ("-inf", self.ninf)) if on]
        return " | ".join(parts) or "empty"


def top(fmt: FloatFormat) -> FloatRange:
    """Every value of ``fmt``."""
    m = max_finite(fmt)
    return FloatRange(-m, m, True, True, True)


@cache
def max_finite(fmt: FloatFormat) -> Fraction:
    return Fraction((1 << fmt.sb) - 1) * Fraction(2) ** (fmt.emax - fmt.sb + 1)


@cache
def min_normal(fmt: FloatFormat) -> Fraction:
    return Fraction(2) ** fmt.emin


def value_of(fmt: FloatFormat, bits: int) -> Fraction | float | None:
    """The value of a packed pattern: a Fraction, +-inf, or None for NaN (-0 reads 0)."""
    sign, v = fl.decode(fmt, bits)
    if v is NAN:
        return None
    if v == INF:
        return -INF if sign else INF
    assert isinstance(v, Fraction)
    return -v if sign else v


def bits_of(fmt: FloatFormat, value: Fraction) -> int:
    """The pattern of a value of ``fmt`` (0 gives +0); ``value`` must be representable."""
    if value == 0:
        return 0
    return fl.round_to(fmt, 1 if value < 0 else 0, abs(value), RoundingMode.RNE)


def _round(fmt: FloatFormat, q: Fraction, up: bool) -> Fraction | float:
    """``q`` rounded to ``fmt`` towards +inf (``up``) or -inf: a Fraction or +-inf.
    (Integer arithmetic; ``round_to`` with RTP/RTN gives the same, tests compare them.)"""
    n, d = q.numerator, q.denominator
    if n == 0:
        return Fraction(0)
    negative = n < 0
    n = -n if negative else n
    away = up != negative                      # round the magnitude up
    e = n.bit_length() - d.bit_length()        # 2**e <= n/d < 2**(e+2)
    if (n << max(0, -e)) < (d << max(0, e)):
        e -= 1
    e = max(e, fmt.emin)
    shift = fmt.sb - 1 - e                     # the significand: n/d * 2**shift
    if shift >= 0:
        m, r = divmod(n << shift, d)
    else:
        m, r = divmod(n, d << -shift)
    if r and away:
        m += 1
    if m >> fmt.sb:                            # carried into a new binade
        m >>= 1
        shift -= 1
    if m and shift - (fmt.sb - 1) < -fmt.emax:  # beyond the largest finite value
        if away:
            return -INF if negative else INF
        m, shift = (1 << fmt.sb) - 1, fmt.sb - 1 - fmt.emax
    value = Fraction(m << -shift) if shift <= 0 else Fraction(m, 1 << shift)
    return -value if negative else value


def from_reals(fmt: FloatFormat, lo: Fraction, hi: Fraction, nan: bool = False,
               pinf: bool = False, ninf: bool = False) -> FloatRange:
    """The values ``fmt`` can round any real in [lo, hi] to, in any rounding mode, plus the
    given special values."""
    rlo, rhi = _round(fmt, lo, False), _round(fmt, hi, True)
    m = max_finite(fmt)
    if rlo == -INF:
        ninf, rlo = True, -m
    if rhi == INF:
        pinf, rhi = True, m
    assert isinstance(rlo, Fraction) and isinstance(rhi, Fraction)
    return FloatRange(rlo, rhi, nan, pinf, ninf)


def point(fmt: FloatFormat, bits: int) -> FloatRange:
    """The one value a pattern stands for (either zero for a zero)."""
    v = value_of(fmt, bits)
    if v is None:
        return FloatRange(None, None, nan=True)
    if v == INF:
        return FloatRange(None, None, pinf=True)
    if v == -INF:
        return FloatRange(None, None, ninf=True)
    assert isinstance(v, Fraction)
    return FloatRange(v, v)


def join(a: FloatRange, b: FloatRange) -> FloatRange:
    if a.lo is None or a.hi is None:
        lo, hi = b.lo, b.hi
    elif b.lo is None or b.hi is None:
        lo, hi = a.lo, a.hi
    else:
        lo, hi = min(a.lo, b.lo), max(a.hi, b.hi)
    return FloatRange(lo, hi, a.nan or b.nan, a.pinf or b.pinf, a.ninf or b.ninf)


def neg(a: FloatRange) -> FloatRange:
    lo = None if a.hi is None else -a.hi
    hi = None if a.lo is None else -a.lo
    return FloatRange(lo, hi, a.nan, a.ninf, a.pinf)


def fabs(a: FloatRange) -> FloatRange:
    if a.lo is None or a.hi is None:
        lo = hi = None
    elif a.lo >= 0:
        lo, hi = a.lo, a.hi
    elif a.hi <= 0:
        lo, hi = -a.hi, -a.lo
    else:
        lo, hi = Fraction(0), max(-a.lo, a.hi)
    return FloatRange(lo, hi, a.nan, a.pinf or a.ninf, False)


def _infinite(a: FloatRange) -> bool:
    return a.pinf or a.ninf


def _nonzero(a: FloatRange) -> bool:
    """May hold a value other than zero (NaN aside)."""
    return _infinite(a) or (a.lo is not None and a.hi is not None
                            and not (a.lo == 0 and a.hi == 0))


# ---------------------------------------------------------------------- rounded arithmetic
def add(fmt: FloatFormat, a: FloatRange, b: FloatRange) -> FloatRange:
    nan = a.nan or b.nan or (a.pinf and b.ninf) or (a.ninf and b.pinf)
    pinf = (a.pinf and (b.has_finite or b.pinf)) or (b.pinf and (a.has_finite or a.pinf))
    ninf = (a.ninf and (b.has_finite or b.ninf)) or (b.ninf and (a.has_finite or a.ninf))
    if a.lo is None or a.hi is None or b.lo is None or b.hi is None:
        return FloatRange(None, None, nan, pinf, ninf)
    return from_reals(fmt, a.lo + b.lo, a.hi + b.hi, nan, pinf, ninf)


def sub(fmt: FloatFormat, a: FloatRange, b: FloatRange) -> FloatRange:
    return add(fmt, a, neg(b))


def mul(fmt: FloatFormat, a: FloatRange, b: FloatRange) -> FloatRange:
    nan = a.nan or b.nan or (_infinite(a) and b.may_zero()) or (_infinite(b) and a.may_zero())
    # an infinite operand times a nonzero one: an infinity of either sign (coarse)
    inf = (_infinite(a) and _nonzero(b)) or (_infinite(b) and _nonzero(a))
    if a.lo is None or a.hi is None or b.lo is None or b.hi is None:
        return FloatRange(None, None, nan, inf, inf)
    if a.lo >= 0 and b.lo >= 0:                       # signs known: two products
        lo, hi = a.lo * b.lo, a.hi * b.hi
    elif a.hi <= 0 and b.hi <= 0:
        lo, hi = a.hi * b.hi, a.lo * b.lo
    elif a.lo >= 0 and b.hi <= 0:
        lo, hi = a.hi * b.lo, a.lo * b.hi
    elif a.hi <= 0 and b.lo >= 0:
        lo, hi = a.lo * b.hi, a.hi * b.lo
    else:
        products = (a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi)
        lo, hi = min(products), max(products)
    return from_reals(fmt, lo, hi, nan, inf, inf)


def div(fmt: FloatFormat, a: FloatRange, b: FloatRange) -> FloatRange:
    nan = a.nan or b.nan or (a.may_zero() and b.may_zero()) or (_infinite(a) and _infinite(b))
    if b.may_zero():
        # x / 0 is an infinity for nonzero x; quotients by values near 0 are unbounded
        return FloatRange(-max_finite(fmt), max_finite(fmt), nan, True, True)
    inf = _infinite(a) and (b.has_finite or _infinite(b))
    lo: Fraction | None = None
    hi: Fraction | None = None
    if _infinite(b) and (a.has_finite):
        lo = hi = Fraction(0)            # finite / inf = 0
    out = FloatRange(lo, hi, nan, inf, inf)
    if a.lo is None or a.hi is None or b.lo is None or b.hi is None:
        return out
    quotients = (a.lo / b.lo, a.lo / b.hi, a.hi / b.lo, a.hi / b.hi)
    return join(out, from_reals(fmt, min(quotients), max(quotients)))


def sqrt(fmt: FloatFormat, a: FloatRange) -> FloatRange:
    nan = a.nan or a.ninf or (a.lo is not None and a.lo < 0 and not (
        a.hi is not None and a.hi <= 0 and a.lo == 0))
    if a.lo is None or a.hi is None or a.hi < 0:
        return FloatRange(None, None, nan, a.pinf, False)
    lo = max(a.lo, Fraction(0))
    rlo = value_of(fmt, fl.sqrt(fmt, RoundingMode.RTN, bits_of(fmt, lo)))
    rhi = value_of(fmt, fl.sqrt(fmt, RoundingMode.RTP, bits_of(fmt, a.hi)))
    assert isinstance(rlo, Fraction) and isinstance(rhi, Fraction)
    return FloatRange(rlo, rhi, nan, a.pinf, False)


def round_integral(fmt: FloatFormat, a: FloatRange) -> FloatRange:
    """roundToIntegral in any mode: between floor(lo) and ceil(hi)."""
    if a.lo is None or a.hi is None:
        return a
    rlo = value_of(fmt, fl.round_to_integral(fmt, RoundingMode.RTN, bits_of(fmt, a.lo)))
    rhi = value_of(fmt, fl.round_to_integral(fmt, RoundingMode.RTP, bits_of(fmt, a.hi)))
    assert isinstance(rlo, Fraction) and isinstance(rhi, Fraction)
    return FloatRange(rlo, rhi, a.nan, a.pinf, a.ninf)


def pick(a: FloatRange, b: FloatRange) -> FloatRange:
    """fp.min / fp.max: one of the operands, NaN only if both may be NaN."""
    out = join(a, b)
    return FloatRange(out.lo, out.hi, a.nan and b.nan, out.pinf, out.ninf)


def convert(dst: FloatFormat, a: FloatRange) -> FloatRange:
    """``to_fp`` from another format (any mode)."""
    if a.lo is None or a.hi is None:
        return a
    return from_reals(dst, a.lo, a.hi, a.nan, a.pinf, a.ninf)


def from_int(fmt: FloatFormat, lo: int, hi: int) -> FloatRange:
    """An integer in [lo, hi] converted to ``fmt`` (any mode)."""
    return from_reals(fmt, Fraction(lo), Fraction(hi))


def to_int(a: FloatRange, n: int, signed: bool) -> tuple[int, int]:
    """Range of ``fp.to_sbv`` / ``fp.to_ubv`` to ``n`` bits in any mode, as integers (signed
    or unsigned as the conversion): values out of range, NaN and infinities give the
    indefinite result (the sign bit alone for signed targets, 0 for unsigned)."""
    low, high = (-(1 << (n - 1)), (1 << (n - 1)) - 1) if signed else (0, (1 << n) - 1)
    indefinite = -(1 << (n - 1)) if signed else 0
    lo: int | None = None
    hi: int | None = None
    special = a.nan or a.pinf or a.ninf
    if a.lo is not None and a.hi is not None:
        flo, chi = math.floor(a.lo), math.ceil(a.hi)
        if flo < low or chi > high:
            special = True
        clo, chigh = max(flo, low), min(chi, high)
        if clo <= chigh:
            lo, hi = clo, chigh
    if special:
        lo = indefinite if lo is None else min(lo, indefinite)
        hi = indefinite if hi is None else max(hi, indefinite)
    if lo is None or hi is None:
        return indefinite, indefinite         # (an empty range: not reached)
    return lo, hi


# ---------------------------------------------------------------------- predicates
#: three-valued results: may be false (1), may be true (2), both (3)
FALSE, TRUE, UNKNOWN = 1, 2, 3


def tv(can_true: bool, can_false: bool) -> int:
    return (TRUE if can_true else 0) | (FALSE if can_false else 0) or FALSE


def lt(a: FloatRange, b: FloatRange) -> int:
    ea, eb = a.ext_bounds(), b.ext_bounds()
    if ea is None or eb is None:
        return FALSE
    can_true = ea[0] < eb[1]
    can_false = a.nan or b.nan or ea[1] >= eb[0]
    return tv(can_true, can_false)


def leq(a: FloatRange, b: FloatRange) -> int:
    ea, eb = a.ext_bounds(), b.ext_bounds()
    if ea is None or eb is None:
        return FALSE
    can_true = ea[0] <= eb[1]
    can_false = a.nan or b.nan or ea[1] > eb[0]
    return tv(can_true, can_false)


def eq(a: FloatRange, b: FloatRange) -> int:
    ea, eb = a.ext_bounds(), b.ext_bounds()
    if ea is None or eb is None:
        return FALSE
    can_true = ea[0] <= eb[1] and eb[0] <= ea[1]
    can_false = a.nan or b.nan or not (ea[0] == ea[1] == eb[0] == eb[1])
    return tv(can_true, can_false)


def classify(fmt: FloatFormat, kind: str, a: FloatRange) -> int:
    """``fp.isNaN`` & co. (kind as in ``bmc.terms.floats.classify``)."""
    finite = a.lo is not None and a.hi is not None
    lo, hi = (a.lo, a.hi) if finite else (Fraction(0), Fraction(0))
    assert lo is not None and hi is not None
    small = min_normal(fmt)
    other = a.nan or a.pinf or a.ninf
    match kind:
        case "NaN":
            return tv(a.nan, finite or a.pinf or a.ninf)
        case "Infinite":
            return tv(a.pinf or a.ninf, finite or a.nan)
        case "Zero":
            zero = finite and lo <= 0 <= hi
            return tv(zero, other or (finite and not lo == hi == 0))
        case "Normal":
            normal = finite and (hi >= small or lo <= -small)
            subnormal_or_zero = finite and lo < small and hi > -small
            return tv(normal, other or subnormal_or_zero)
        case "Subnormal":
            sub_ = finite and lo < small and hi > -small and not lo == hi == 0
            return tv(sub_, other or (finite and (hi >= small or lo <= -small or
                                                   lo <= 0 <= hi)))
        case "Negative":
            neg_ = a.ninf or (finite and lo <= 0)
            return tv(neg_, a.nan or a.pinf or (finite and hi >= 0))
        case "Positive":
            pos = a.pinf or (finite and hi >= 0)
            return tv(pos, a.nan or a.ninf or (finite and lo <= 0))
    raise ValueError(f"unknown classification {kind}")


# ---------------------------------------------------------------------- bit patterns
def patterns(fmt: FloatFormat, a: FloatRange) -> tuple[int, int]:
    """An unsigned range holding the packed pattern of every value of ``a``."""
    w = fmt.width
    everything = (0, (1 << w) - 1)
    sign = 1 << (w - 1)
    inf_bits = fl.inf(fmt, 0)
    if a.nan:
        return everything
    if not a.ninf and (a.lo is None or a.lo > 0):          # positive only (no zero)
        lo = inf_bits if a.lo is None else bits_of(fmt, a.lo)
        hi = inf_bits if a.pinf or a.hi is None else bits_of(fmt, a.hi)
        return lo, hi
    if not a.pinf and (a.hi is None or a.hi < 0):          # negative only
        lo = sign | inf_bits if a.hi is None else bits_of(fmt, a.hi)
        hi = sign | inf_bits if a.ninf or a.lo is None else bits_of(fmt, a.lo)
        return lo, hi
    return everything


def from_patterns(fmt: FloatFormat, lo: int, hi: int) -> FloatRange:
    """The values of every pattern in the unsigned range [lo, hi]."""
    w = fmt.width
    sign = 1 << (w - 1)
    inf_bits = fl.inf(fmt, 0)
    out = FloatRange(None, None)
    # +0 .. +inf ascending, NaNs, -0 .. -inf descending, NaNs
    for seg_lo, seg_hi, negative in ((0, inf_bits, False), (sign, sign | inf_bits, True)):
        a, b = max(lo, seg_lo), min(hi, seg_hi)
        if a > b:
            continue
        x, y = value_of(fmt, a), value_of(fmt, b)
        assert x is not None and y is not None
        if negative:
            x, y = y, x
        part = _between(fmt, x, y)
        out = join(out, part)
    if (lo <= sign - 1 and hi > inf_bits) or hi > sign | inf_bits:
        out = FloatRange(out.lo, out.hi, True, out.pinf, out.ninf)
    return out


def _between(fmt: FloatFormat, x: Fraction | float, y: Fraction | float) -> FloatRange:
    """The values from ``x`` to ``y`` (x <= y, each a Fraction or an infinity)."""
    m = max_finite(fmt)
    pinf, ninf = y == INF, x == -INF
    lo = -m if x == -INF else x
    hi = m if y == INF else y
    if x == INF or y == -INF:                                 # infinity alone
        return FloatRange(None, None, False, x == INF, y == -INF)
    assert isinstance(lo, Fraction) and isinstance(hi, Fraction)
    return FloatRange(lo, hi, False, pinf, ninf)


def ordinal(fmt: FloatFormat, value: Fraction) -> int:
    """Position of a finite value in float order (-0 and +0 both 0): consecutive values of
    ``fmt`` have consecutive ordinals."""
    b = bits_of(fmt, abs(value))
    return -b if value < 0 else b


def from_ordinal(fmt: FloatFormat, k: int) -> Fraction:
    v = value_of(fmt, abs(k))
    assert isinstance(v, Fraction)
    return -v if k < 0 else v
