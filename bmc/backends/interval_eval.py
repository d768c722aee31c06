"""Abstract values of terms: three-valued Booleans, bit-vector ranges, floating-point ranges.

``abstract_apply(term, args)`` gives an over-approximation of the value of ``term`` when its
arguments take any values in the abstract ``args``; every operator it does not model (arrays,
most bitwise operators, the IEEE remainder ...) gives the top value of the term's sort, never
a guess. The values:

* Booleans: ``FALSE`` (1), ``TRUE`` (2) or ``UNKNOWN`` (3) (``bmc.backends.float_intervals``);
* bit-vectors: ``BVRange``: an unsigned range and a signed range of the pattern (both hold),
  and, for a pattern an FP operation made, its ``FloatRange`` in that operation's format;
* arrays: ``None`` (top).

Floating-point operators read their operands' ``FloatRange`` in their own format (from the
operand's own, or from its unsigned pattern range: a constant is exact) and round outwards
(``float_intervals``), so the rounding-mode argument is never needed.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Union

from bmc.backends import float_intervals as fi
from bmc.backends.float_intervals import FALSE, TRUE, UNKNOWN, FloatRange
from bmc.terms.floats import FloatFormat
from bmc.terms.ops import FP_OPS, Op
from bmc.terms.sorts import BoolSort, BVSort, Sort
from bmc.terms.store import Term


@dataclass(frozen=True, slots=True)
class BVRange:
    """A bit-vector of ``width`` bits whose pattern lies in [ulo, uhi] read unsigned and in
    [slo, shi] read as two's complement; ``flt``: its values as floats of ``fmt``."""

    width: int
    ulo: int
    uhi: int
    slo: int
    shi: int
    fmt: FloatFormat | None = None
    flt: FloatRange | None = None

    @property
    def is_const(self) -> bool:
        return self.ulo == self.uhi


AbsValue = Union[int, BVRange, None]

_FP = FP_OPS


def make_bv(width: int, ulo: int, uhi: int, slo: int | None = None, shi: int | None = None,
            fmt: FloatFormat | None = None, flt: FloatRange | None = None) -> BVRange:
    """The range with both views made consistent (each narrowed by the other)."""
    full = 1 << width
    half = 1 << (width - 1)
    ulo, uhi = max(ulo, 0), min(uhi, full - 1)
    if slo is None or shi is None:
        slo, shi = -half, half - 1
    slo, shi = max(slo, -half), min(shi, half - 1)
    # unsigned -> signed
    if uhi < half:
        slo, shi = max(slo, ulo), min(shi, uhi)
    elif ulo >= half:
        slo, shi = max(slo, ulo - full), min(shi, uhi - full)
    # signed -> unsigned
    if slo >= 0:
        ulo, uhi = max(ulo, slo), min(uhi, shi)
    elif shi < 0:
        ulo, uhi = max(ulo, slo + full), min(uhi, shi + full)
    if ulo > uhi or slo > shi:          # (inconsistent views: cannot happen for sound inputs)
        return bv_top(width)
    return BVRange(width, ulo, uhi, slo, shi, fmt, flt)


def bv_top(width: int) -> BVRange:
    half = 1 << (width - 1)
    return BVRange(width, 0, (1 << width) - 1, -half, half - 1)


def bv_const(width: int, value: int) -> BVRange:
    return make_bv(width, value, value)


def bv_of_float(fmt: FloatFormat, r: FloatRange) -> BVRange:
    """A pattern known as floats of ``fmt``: its bit range is exact for a nonzero point and
    top otherwise (the patterns of a range are worked out only where a bit-vector operator
    reads them: ``float_view`` keeps the precise view for the float operators)."""
    w = fmt.width
    if r.lo is not None and r.lo == r.hi and r.lo != 0 and not (r.nan or r.pinf or r.ninf):
        bits = fi.bits_of(fmt, r.lo)
        out = make_bv(w, bits, bits)
        return BVRange(out.width, out.ulo, out.uhi, out.slo, out.shi, fmt, r)
    half = 1 << (w - 1)
    return BVRange(w, 0, (1 << w) - 1, -half, half - 1, fmt, r)


def float_view(v: BVRange, fmt: FloatFormat) -> FloatRange:
    """The float values (of ``fmt``) the pattern ``v`` may hold."""
    if v.fmt == fmt and v.flt is not None:
        return v.flt
    return fi.from_patterns(fmt, v.ulo, v.uhi)


def top_of(sort: Sort) -> AbsValue:
    match sort:
        case BoolSort():
            return UNKNOWN
        case BVSort(width=w):
            return bv_top(w)
    return None


def join(a: AbsValue, b: AbsValue) -> AbsValue:
    if isinstance(a, int) and isinstance(b, int):
        return a | b
    if isinstance(a, BVRange) and isinstance(b, BVRange):
        fmt = a.fmt if a.flt is not None else b.fmt
        flt = None
        if fmt is not None and (a.fmt in (None, fmt)) and (b.fmt in (None, fmt)):
            flt = fi.join(float_view(a, fmt), float_view(b, fmt))
        out = make_bv(a.width, min(a.ulo, b.ulo), max(a.uhi, b.uhi),
                      min(a.slo, b.slo), max(a.shi, b.shi))
        if flt is not None and fmt is not None:
            return BVRange(out.width, out.ulo, out.uhi, out.slo, out.shi, fmt, flt)
        return out
    return None


def _fmt(term: Term) -> FloatFormat:
    return _format(int(term.params[0]), int(term.params[1]))


@cache
def _format(eb: int, sb: int) -> FloatFormat:
    return FloatFormat(eb, sb)


def _bool_and(values: list[int]) -> int:
    if any(v == FALSE for v in values):
        return FALSE
    if all(v == TRUE for v in values):
        return TRUE
    return UNKNOWN


def _bool_or(values: list[int]) -> int:
    if any(v == TRUE for v in values):
        return TRUE
    if all(v == FALSE for v in values):
        return FALSE
    return UNKNOWN


def _not(v: int) -> int:
    return {FALSE: TRUE, TRUE: FALSE}.get(v, UNKNOWN)


def _eq(a: AbsValue, b: AbsValue) -> int:
    if isinstance(a, int) and isinstance(b, int):
        if a in (FALSE, TRUE) and b in (FALSE, TRUE):
            return TRUE if a == b else FALSE
        return UNKNOWN
    if isinstance(a, BVRange) and isinstance(b, BVRange):
        if a.is_const and b.is_const:
            return TRUE if a.ulo == b.ulo else FALSE
        if a.uhi < b.ulo or b.uhi < a.ulo or a.shi < b.slo or b.shi < a.slo:
            return FALSE
        if a.fmt is not None and a.fmt == b.fmt and a.flt is not None and b.flt is not None:
            # equal patterns are equal values, unless both are NaN
            if not (a.flt.nan and b.flt.nan) and fi.eq(a.flt, b.flt) == FALSE:
                return FALSE
        return UNKNOWN
    return UNKNOWN


def _cmp(op: Op, a: BVRange, b: BVRange) -> int:
    match op:
        case Op.BVULT:
            return fi.tv(a.ulo < b.uhi, a.uhi >= b.ulo)
        case Op.BVULE:
            return fi.tv(a.ulo <= b.uhi, a.uhi > b.ulo)
        case Op.BVSLT:
            return fi.tv(a.slo < b.shi, a.shi >= b.slo)
        case Op.BVSLE:
            return fi.tv(a.slo <= b.shi, a.shi > b.slo)
    raise ValueError(op)


def _arith(op: Op, w: int, a: BVRange, b: BVRange) -> BVRange:
    full = 1 << w
    half = 1 << (w - 1)
    ulo, uhi, slo, shi = 0, full - 1, -half, half - 1
    match op:
        case Op.BVADD:
            if a.uhi + b.uhi < full:
                ulo, uhi = a.ulo + b.ulo, a.uhi + b.uhi
            if -half <= a.slo + b.slo and a.shi + b.shi < half:
                slo, shi = a.slo + b.slo, a.shi + b.shi
        case Op.BVSUB:
            if a.ulo - b.uhi >= 0:
                ulo, uhi = a.ulo - b.uhi, a.uhi - b.ulo
            if -half <= a.slo - b.shi and a.shi - b.slo < half:
                slo, shi = a.slo - b.shi, a.shi - b.slo
        case Op.BVMUL:
            if a.uhi * b.uhi < full:
                ulo, uhi = a.ulo * b.ulo, a.uhi * b.uhi
            ps = (a.slo * b.slo, a.slo * b.shi, a.shi * b.slo, a.shi * b.shi)
            if -half <= min(ps) and max(ps) < half:
                slo, shi = min(ps), max(ps)
        case Op.BVUDIV:
            if b.ulo > 0:
                ulo, uhi = a.ulo // b.uhi, a.uhi // b.ulo
        case Op.BVUREM:
            if b.ulo > 0:
                ulo, uhi = 0, min(a.uhi, b.uhi - 1)
            else:
                ulo, uhi = 0, a.uhi            # x % 0 = x
        case Op.BVAND:
            ulo, uhi = 0, min(a.uhi, b.uhi)
        case Op.BVOR:
            ulo = max(a.ulo, b.ulo)
            uhi = (1 << max(a.uhi.bit_length(), b.uhi.bit_length())) - 1
        case Op.BVXOR:
            uhi = (1 << max(a.uhi.bit_length(), b.uhi.bit_length())) - 1
        case Op.BVLSHR:
            if b.is_const:
                k = b.ulo
                ulo, uhi = (0, 0) if k >= w else (a.ulo >> k, a.uhi >> k)
            else:
                ulo, uhi = 0, a.uhi
        case Op.BVASHR:
            if b.is_const:
                k = min(b.ulo, w)
                slo, shi = a.slo >> k, a.shi >> k
        case Op.BVSHL:
            if b.is_const and b.ulo < w and a.uhi << b.ulo < full:
                ulo, uhi = a.ulo << b.ulo, a.uhi << b.ulo
        case _:
            pass
    return make_bv(w, ulo, uhi, slo, shi)


def _sign_op(op: Op, a: BVRange, b: BVRange) -> BVRange | None:
    """Float negation (xor with the sign bit), absolute value (and with the other bits)
    and negative absolute value (or with the sign bit) of an operand known as a float:
    the result as a float of the same format; None if ``a``/``b`` is not such a pair."""
    if b.flt is not None and a.is_const and not b.is_const:
        a, b = b, a
    if a.flt is None or a.fmt is None or not b.is_const:
        return None
    sign = 1 << (a.width - 1)
    match op:
        case Op.BVXOR if b.ulo == sign:
            return bv_of_float(a.fmt, fi.neg(a.flt))
        case Op.BVAND if b.ulo == sign - 1:
            return bv_of_float(a.fmt, fi.fabs(a.flt))
        case Op.BVOR if b.ulo == sign:
            return bv_of_float(a.fmt, fi.neg(fi.fabs(a.flt)))
    return None


def _extract(a: BVRange, hi: int, lo: int) -> BVRange:
    w = hi - lo + 1
    if (a.ulo >> (hi + 1)) == (a.uhi >> (hi + 1)):     # one block: a contiguous slice
        mask = (1 << w) - 1
        return make_bv(w, (a.ulo >> lo) & mask, (a.uhi >> lo) & mask)
    if lo == 0 and -(1 << (w - 1)) <= a.slo and a.shi < (1 << (w - 1)):
        return make_bv(w, 0, (1 << w) - 1, a.slo, a.shi)
    return bv_top(w)


def _concat(high: BVRange, low: BVRange) -> BVRange:
    wl = low.width
    w = high.width + wl
    if high.is_const:
        return make_bv(w, high.ulo << wl | low.ulo, high.ulo << wl | low.uhi)
    return make_bv(w, high.ulo << wl, high.uhi << wl | ((1 << wl) - 1))


def _fp(term: Term, args: list[AbsValue]) -> AbsValue:
    """The floating-point operators."""
    op = term.op
    fmt = _fmt(term)

    def f(k: int) -> FloatRange:
        v = args[k]
        assert isinstance(v, BVRange)
        return float_view(v, fmt)

    match op:
        case Op.FP_ADD:
            return bv_of_float(fmt, fi.add(fmt, f(1), f(2)))
        case Op.FP_SUB:
            return bv_of_float(fmt, fi.sub(fmt, f(1), f(2)))
        case Op.FP_MUL:
            return bv_of_float(fmt, fi.mul(fmt, f(1), f(2)))
        case Op.FP_DIV:
            return bv_of_float(fmt, fi.div(fmt, f(1), f(2)))
        case Op.FP_SQRT:
            return bv_of_float(fmt, fi.sqrt(fmt, f(1)))
        case Op.FP_RTI:
            return bv_of_float(fmt, fi.round_integral(fmt, f(1)))
        case Op.FP_MIN | Op.FP_MAX:
            return bv_of_float(fmt, fi.pick(f(0), f(1)))
        case Op.FP_LT:
            return fi.lt(f(0), f(1))
        case Op.FP_LEQ:
            return fi.leq(f(0), f(1))
        case Op.FP_EQ:
            return fi.eq(f(0), f(1))
        case Op.FP_TO_FP:
            dst = FloatFormat(int(term.params[2]), int(term.params[3]))
            return bv_of_float(dst, fi.convert(dst, f(1)))
        case Op.FP_FROM_SBV | Op.FP_FROM_UBV:
            x = args[1]
            assert isinstance(x, BVRange)
            lo, hi = (x.slo, x.shi) if op is Op.FP_FROM_SBV else (x.ulo, x.uhi)
            return bv_of_float(fmt, fi.from_int(fmt, lo, hi))
        case Op.FP_TO_SBV | Op.FP_TO_UBV:
            n = int(term.params[2])
            signed = op is Op.FP_TO_SBV
            lo, hi = fi.to_int(f(1), n, signed)
            if signed:
                return make_bv(n, 0, (1 << n) - 1, lo, hi)
            return make_bv(n, lo, hi)
        case _ if op.value.startswith("fp.is"):
            return fi.classify(fmt, op.value[len("fp.is"):], f(0))
    return top_of(term.sort)             # fp.rem and anything new: not modelled


def abstract_apply(term: Term, args: list[AbsValue]) -> AbsValue:
    """An abstract value holding every value of ``term`` when each argument takes any value
    its abstract value allows (leaves other than constants: top)."""
    op = term.op
    if op in _FP:
        return _fp(term, args)
    match op:
        case Op.TRUE:
            return TRUE
        case Op.FALSE:
            return FALSE
        case Op.BV_CONST:
            return bv_const(term.width, int(term.params[0]))
        case Op.NOT:
            return _not(args[0])  # type: ignore[arg-type]
        case Op.AND:
            return _bool_and(args)  # type: ignore[arg-type]
        case Op.OR:
            return _bool_or(args)  # type: ignore[arg-type]
        case Op.XOR:
            a, b = args
            if a in (FALSE, TRUE) and b in (FALSE, TRUE):
                return TRUE if a != b else FALSE
            return UNKNOWN
        case Op.IMPLIES:
            return _bool_or([_not(args[0]), args[1]])  # type: ignore[arg-type,list-item]
        case Op.EQ:
            return _eq(args[0], args[1])
        case Op.ITE:
            c = args[0]
            if c == TRUE:
                return args[1]
            if c == FALSE:
                return args[2]
            return join(args[1], args[2])
    if not all(isinstance(a, BVRange) for a in args) or op in (
            Op.VAR, Op.CONST_ARRAY, Op.SELECT, Op.STORE):
        return top_of(term.sort)
    bvs: list[BVRange] = args  # type: ignore[assignment]
    match op:
        case Op.BVNOT:
            a = bvs[0]
            full = (1 << a.width) - 1
            return make_bv(a.width, full - a.uhi, full - a.ulo, -a.shi - 1, -a.slo - 1)
        case Op.BVNEG:
            a = bvs[0]
            half = 1 << (a.width - 1)
            if a.slo > -half:
                return make_bv(a.width, 0, (1 << a.width) - 1, -a.shi, -a.slo)
            return bv_top(a.width)
        case Op.BVULT | Op.BVULE | Op.BVSLT | Op.BVSLE:
            return _cmp(op, bvs[0], bvs[1])
        case Op.EXTRACT:
            return _extract(bvs[0], int(term.params[0]), int(term.params[1]))
        case Op.CONCAT:
            return _concat(bvs[0], bvs[1])
        case Op.ZERO_EXTEND:
            a = bvs[0]
            return make_bv(term.width, a.ulo, a.uhi)
        case Op.SIGN_EXTEND:
            a = bvs[0]
            return make_bv(term.width, 0, (1 << term.width) - 1, a.slo, a.shi)
        case Op.BVAND | Op.BVOR | Op.BVXOR if _sign_op(op, bvs[0], bvs[1]) is not None:
            return _sign_op(op, bvs[0], bvs[1])
        case Op.BVADD | Op.BVSUB | Op.BVMUL | Op.BVUDIV | Op.BVUREM | Op.BVAND | Op.BVOR \
                | Op.BVXOR | Op.BVLSHR | Op.BVASHR | Op.BVSHL:
            return _arith(op, term.width, bvs[0], bvs[1])
    return top_of(term.sort)
