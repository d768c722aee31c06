"""Z3 builders for the floating-point operators: SMT-LIB's FloatingPoint theory, natively.

Values stay packed bit-vectors outside the operators: arguments enter through
``fpBVToFP``, results leave through ``fpToIEEEBV``. Where SMT-LIB leaves a result open the
builders pin it to bmc's one meaning (``bmc.terms.floats``), so that Z3 and the bit-blaster
agree on every input: a NaN result is the canonical NaN's bits, a conversion to an integer
that does not fit is the x86 "integer indefinite" (0 for unsigned), and ``fp.min``/``fp.max``
order -0 below +0.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any

from bmc.terms.floats import FloatFormat, RoundingMode
from bmc.terms.ops import Op
from bmc.terms.store import Term

Builder = Callable[[ModuleType, Term, list[Any]], Any]


def _fmt(t: Term) -> FloatFormat:
    return FloatFormat(int(t.params[0]), int(t.params[1]))


def _sort(z3: ModuleType, fmt: FloatFormat) -> Any:
    return z3.FPSort(fmt.eb, fmt.sb)


def _fp(z3: ModuleType, fmt: FloatFormat, bits: Any) -> Any:
    return z3.fpBVToFP(bits, _sort(z3, fmt))


def _mode(z3: ModuleType, t: Term, rm: Any) -> Any:
    """Z3's rounding mode for the 3-bit mode term (constant: the mode itself; else a chain
    of ``If``; values above 4 round to nearest even, as in the circuits)."""
    modes = {RoundingMode.RNE: z3.RNE(), RoundingMode.RTN: z3.RTN(),
             RoundingMode.RTP: z3.RTP(), RoundingMode.RTZ: z3.RTZ(),
             RoundingMode.RNA: z3.RNA()}
    arg = t.args[0]
    if arg.is_const:
        value = int(arg.value)
        return modes[RoundingMode(value) if value <= 4 else RoundingMode.RNE]
    out = modes[RoundingMode.RNE]
    for m in (RoundingMode.RNA, RoundingMode.RTZ, RoundingMode.RTP, RoundingMode.RTN):
        out = z3.If(rm == z3.BitVecVal(int(m), 3), modes[m], out)
    return out


def _bits(z3: ModuleType, fmt: FloatFormat, value: Any) -> Any:
    """The packed bits of an FP value, NaN canonical."""
    nan = ((1 << fmt.eb) - 1) << (fmt.sb - 1) | 1 << (fmt.sb - 2)
    return z3.If(z3.fpIsNaN(value), z3.BitVecVal(nan, fmt.width), z3.fpToIEEEBV(value))


def _rounded_binary(name: str) -> Builder:
    def build(z3: ModuleType, t: Term, a: list[Any]) -> Any:
        fmt = _fmt(t)
        fn = getattr(z3, name)
        return _bits(z3, fmt, fn(_mode(z3, t, a[0]), _fp(z3, fmt, a[1]), _fp(z3, fmt, a[2])))
    return build


def _rounded_unary(name: str) -> Builder:
    def build(z3: ModuleType, t: Term, a: list[Any]) -> Any:
        fmt = _fmt(t)
        return _bits(z3, fmt, getattr(z3, name)(_mode(z3, t, a[0]), _fp(z3, fmt, a[1])))
    return build


def _rem(z3: ModuleType, t: Term, a: list[Any]) -> Any:
    fmt = _fmt(t)
    return _bits(z3, fmt, z3.fpRem(_fp(z3, fmt, a[0]), _fp(z3, fmt, a[1])))


def _predicate(name: str, arity: int) -> Builder:
    def build(z3: ModuleType, t: Term, a: list[Any]) -> Any:
        fmt = _fmt(t)
        return getattr(z3, name)(*(_fp(z3, fmt, x) for x in a[:arity]))
    return build


def _min_max(smaller: bool) -> Builder:
    def build(z3: ModuleType, t: Term, a: list[Any]) -> Any:
        fmt = _fmt(t)
        x, y = _fp(z3, fmt, a[0]), _fp(z3, fmt, a[1])
        first = z3.fpLT(x, y) if smaller else z3.fpLT(y, x)
        zeros = z3.And(z3.fpIsZero(x), z3.fpIsZero(y))
        negative = z3.fpIsNegative(x) if smaller else z3.Not(z3.fpIsNegative(x))
        take_x = z3.Or(z3.fpIsNaN(y), first, z3.And(zeros, negative))
        return z3.If(z3.And(z3.Not(z3.fpIsNaN(x)), take_x), a[0], a[1])
    return build


def _to_fp(z3: ModuleType, t: Term, a: list[Any]) -> Any:
    src = _fmt(t)
    dst = FloatFormat(int(t.params[2]), int(t.params[3]))
    return _bits(z3, dst, z3.fpFPToFP(_mode(z3, t, a[0]), _fp(z3, src, a[1]), _sort(z3, dst)))


def _from_int(signed: bool) -> Builder:
    def build(z3: ModuleType, t: Term, a: list[Any]) -> Any:
        fmt = _fmt(t)
        fn = z3.fpSignedToFP if signed else z3.fpUnsignedToFP
        return _bits(z3, fmt, fn(_mode(z3, t, a[0]), a[1], _sort(z3, fmt)))
    return build


def _to_int(signed: bool) -> Builder:
    def build(z3: ModuleType, t: Term, a: list[Any]) -> Any:
        fmt, n = _fmt(t), int(t.params[2])
        rm, x = _mode(z3, t, a[0]), _fp(z3, fmt, a[1])
        sort = _sort(z3, fmt)
        r = z3.fpRoundToIntegral(rm, x)
        if signed:
            fits = z3.And(z3.fpGEQ(r, z3.FPVal(-(2 ** (n - 1)), sort)),
                          z3.fpLT(r, z3.FPVal(2 ** (n - 1), sort)))
            value = z3.fpToSBV(rm, x, z3.BitVecSort(n))
            indefinite = z3.BitVecVal(1 << (n - 1), n)
        else:
            fits = z3.And(z3.fpGEQ(r, z3.FPVal(0, sort)), z3.fpLT(r, z3.FPVal(2 ** n, sort)))
            value = z3.fpToUBV(rm, x, z3.BitVecSort(n))
            indefinite = z3.BitVecVal(0, n)
        fits = z3.And(fits, z3.Not(z3.fpIsNaN(x)), z3.Not(z3.fpIsInf(x)))
        return z3.If(fits, value, indefinite)
    return build


FLOAT_BUILDERS: dict[Op, Builder] = {
    Op.FP_ADD: _rounded_binary("fpAdd"),
    Op.FP_SUB: _rounded_binary("fpSub"),
    Op.FP_MUL: _rounded_binary("fpMul"),
    Op.FP_DIV: _rounded_binary("fpDiv"),
    Op.FP_SQRT: _rounded_unary("fpSqrt"),
    Op.FP_RTI: _rounded_unary("fpRoundToIntegral"),
    Op.FP_MIN: _min_max(True),
    Op.FP_MAX: _min_max(False),
    Op.FP_REM: _rem,
    Op.FP_LT: _predicate("fpLT", 2),
    Op.FP_LEQ: _predicate("fpLEQ", 2),
    Op.FP_EQ: _predicate("fpEQ", 2),
    Op.FP_IS_NAN: _predicate("fpIsNaN", 1),
    Op.FP_IS_INF: _predicate("fpIsInf", 1),
    Op.FP_IS_ZERO: _predicate("fpIsZero", 1),
    Op.FP_IS_NORMAL: _predicate("fpIsNormal", 1),
    Op.FP_IS_SUBNORMAL: _predicate("fpIsSubnormal", 1),
    Op.FP_IS_NEGATIVE: _predicate("fpIsNegative", 1),
    Op.FP_IS_POSITIVE: _predicate("fpIsPositive", 1),
    Op.FP_TO_FP: _to_fp,
    Op.FP_FROM_SBV: _from_int(True),
    Op.FP_FROM_UBV: _from_int(False),
    Op.FP_TO_SBV: _to_int(True),
    Op.FP_TO_UBV: _to_int(False),
}
