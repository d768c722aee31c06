"""The exact output length of printf's ``%f``/``%F`` and ``%e``/``%E`` (for ``sprintf``).

glibc prints the exact decimal value of the argument, rounded to the precision in the
current rounding mode (``fesetround``). The length of that text depends on the value only
through comparisons with decimal thresholds, which this module emits as IR comparisons of
the argument (in its own format, float or double) with exactly rounded constants:

* ``%f``: sign + integer digits + (``.`` and the precision's digits, if the precision is
  positive or ``#`` is given). The integer digits are ``1 + #{k >= 1 : r(|v|) >= 10^k}``,
  ``r`` the rounding to multiples of ``u = 10^-prec``;
* ``%e``: sign + one digit + the fraction as above + ``e±`` + two exponent digits, three
  when the decimal exponent of ``r(|v|)`` (rounding to ``prec + 1`` significant digits) is
  at least 100 or at most -100;
* NaN and infinities: ``nan``/``inf`` and a sign (``-`` for a set sign bit, else ``+`` or
  space as the flags say).

``r(a) >= 10^k`` (``u`` the spacing of the decimal grid just below ``10^k``), by mode and
direction: to nearest: ``a >= 10^k - u/2`` (a tie carries: its last kept digit is a 9); away
from zero: ``a > 10^k - u``; toward zero: ``a >= 10^k``. ``a >= t`` for a rational ``t`` is
``a >= RU(t)`` (``t`` rounded up into the format), ``a > t`` is ``a >= `` the least value
above ``t``; a threshold beyond the largest finite value is never reached.

Out: a ``size_t`` expression (the padding to the field width is the caller's). Long double
arguments (up to 4933 integer digits) and ``%g``/``%a`` (trailing zeros are removed, so the
length depends on every digit) are not modelled for ``sprintf``; printf-family calls whose
output is dropped need no length and accept every floating conversion.
"""

from __future__ import annotations

import functools
import math
from fractions import Fraction

import bmc.terms.floats as F
from bmc.frontend.formats import Conversion
from bmc.frontend.lower_floats import fold
from bmc.frontend.lowering_state import LoweringState
from bmc.ir.ctype import FloatType
from bmc.ir.expr import Binary, BinOp, Cast, Const, Expr, FloatOp, FOp, Ite
from bmc.ir.float_values import fmt_of, image_of
from bmc.ir.program import Assign, SourceLocation

LENGTH_MODELLED = "fFeE"


def float_length(lw: LoweringState, conv: Conversion, value: Expr, prec: int,
                 loc: SourceLocation) -> Expr:
    """The length of ``conv`` applied to ``value`` (float or double) with precision
    ``prec`` (-1: the default 6), without the field width: a temporary of type size_t
    (the value and its magnitude are temporaries too, so the comparisons share them)."""
    t = value.type
    assert isinstance(t, FloatType) and conv.conv in LENGTH_MODELLED
    size_t, it = lw.model.size_t, lw.model.int_type
    prec = 6 if prec < 0 else prec
    test = _Tests(lw, _temporary(lw, value, loc), t, loc)
    # a sign character: '-' for a set sign bit, else '+' or ' ' when the flags ask for one
    sign = Const(1, it) if "+" in conv.flags or " " in conv.flags else test.signbit
    fraction = prec + 1 if prec > 0 or "#" in conv.flags else 0
    if conv.conv in "fF":
        digits = [test.reaches(k, Fraction(1, 10 ** prec)) for k in range(1, test.max_k + 1)]
        finite = _sum(lw, [Const(1 + fraction, size_t), *digits])
    else:
        big = test.reaches(100, Fraction(10) ** (99 - prec))
        small = Binary(BinOp.LAND, lw.negate(test.zero),
                       lw.negate(test.reaches(-99, Fraction(10) ** (-100 - prec))), it)
        finite = _sum(lw, [Const(1 + fraction + 4, size_t), big, small])
    special = Binary(BinOp.LOR, test.nan, test.inf, it)
    body = Ite(special, Const(3, size_t), finite, size_t)
    return _temporary(lw, Binary(BinOp.ADD, body, Cast(sign, size_t), size_t), loc)


def _temporary(lw: LoweringState, e: Expr, loc: SourceLocation) -> Expr:
    """``e`` in a fresh temporary (a constant stays as it is)."""
    if isinstance(e, Const):
        return e
    tmp = lw.new_tmp(e.type, loc)
    lw.emit(Assign(tmp, e, loc))
    return tmp


class _Tests:
    """The comparisons of ``|value|`` with thresholds, in ``value``'s format."""

    def __init__(self, lw: LoweringState, value: Expr, t: FloatType, loc: SourceLocation) -> None:
        self.lw, self.t, self.fmt = lw, t, fmt_of(t)
        it = lw.model.int_type
        self.int = it
        self.abs = _temporary(lw, fold(FloatOp(FOp.ABS, (value,), t)), loc)
        self.signbit = fold(FloatOp(FOp.SIGNBIT, (value,), it))
        self.nan = fold(FloatOp(FOp.IS_NAN, (value,), it))
        self.inf = fold(FloatOp(FOp.IS_INF, (value,), it))
        self.zero = fold(FloatOp(FOp.IS_ZERO, (value,), it))
        self.max_k = _max_k(self.fmt)
        mode = lw.rounding_mode()
        self.mode = None if isinstance(mode, Const) and mode.value in (0, 4) else mode

    def _at_least(self, bound: Fraction, strict: bool) -> Expr:
        """``|value| >= bound`` (``> bound`` if ``strict``), exactly."""
        bits = _least_above(self.fmt, bound, strict)
        if bits is None:
            return Const(0, self.int)
        c = Const(image_of(bits, self.t), self.t)
        return fold(FloatOp(FOp.GE, (self.abs, c), self.int))

    def reaches(self, k: int, u: Fraction) -> Expr:
        """Whether ``|value|`` rounded to multiples of ``u`` is at least ``10^k``."""
        power = Fraction(10) ** k
        near = self._at_least(power - u / 2, False)
        if self.mode is None:
            return near
        if _least_above(self.fmt, power - u, True) == _least_above(self.fmt, power, False):
            return near          # the grid is finer than the format here: one threshold
        away = self._at_least(power - u, True)
        toward = self._at_least(power, False)
        it, m, s = self.int, self.mode, self.signbit

        def mode_is(n: int) -> Expr:
            return Binary(BinOp.EQ, m, Const(n, m.type), it)
        # upward rounds a positive value away from zero, downward a negative one
        is_away = Binary(BinOp.LOR,
                         Binary(BinOp.LAND, mode_is(2), self.lw.negate(s), it),
                         Binary(BinOp.LAND, mode_is(1), s, it), it)
        directed = Binary(BinOp.LOR, Binary(BinOp.LOR, mode_is(1), mode_is(2), it),
                          mode_is(3), it)
        return Ite(directed, Ite(is_away, away, toward, it), near, it)


@functools.lru_cache(maxsize=8192)
def _least_above(fmt: F.FloatFormat, bound: Fraction, strict: bool) -> int | None:
    """The packed least value of ``fmt`` that is >= ``bound`` (> if ``strict``); None when
    that is beyond the largest finite value."""
    bits = F.round_to(fmt, 0, bound, F.RM.RTP) if bound > 0 else 0
    _, up = F.decode(fmt, bits)
    if strict and up == bound:
        bits += 1                                      # the next value above (maybe inf)
        _, up = F.decode(fmt, bits)
    return None if up == math.inf else bits


@functools.lru_cache(maxsize=64)
def _max_k(fmt: F.FloatFormat) -> int:
    """The number of decimal digits of the largest finite value's integer part."""
    largest = F.decode(fmt, F.round_to(fmt, 0, Fraction(2) ** (fmt.emax + 2), F.RM.RTZ))[1]
    assert isinstance(largest, Fraction)
    return len(str(math.floor(largest)))


def _sum(lw: LoweringState, terms: list[Expr]) -> Expr:
    """The ``size_t`` sum of 0/1 comparisons and constants (a balanced tree)."""
    size_t = lw.model.size_t
    items = [t if t.type == size_t else Cast(t, size_t) for t in terms]
    while len(items) > 1:
        items = [Binary(BinOp.ADD, items[i], items[i + 1], size_t) if i + 1 < len(items)
                 else items[i] for i in range(0, len(items), 2)]
    return items[0]
