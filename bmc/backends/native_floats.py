"""Floating-point operators through a solver's own FloatingPoint kinds (Bitwuzla, cvc5).

Floats are packed bit-vectors in bmc's terms. ``NativeFloats.build(term, args)`` converts the
arguments with the solver's "to_fp from IEEE bit-vector" kind, applies the operator, and for
a float result names it with a fresh bit-vector constant pinned by an assertion: the
canonical NaN's bits when the result is NaN (bmc's one NaN, ``bmc.terms.floats``), else the
unique pattern that converts back to the result. Results SMT-LIB leaves open are pinned as
in every other backend: conversions to integers that do not fit give the x86 "integer
indefinite" (0 for unsigned), ``fp.min``/``fp.max`` order -0 below +0.

A backend provides ``FP_KINDS`` (the names below -> its kind names), ``mk(kind, args,
indices)``, ``mk_rm(mode)``, ``mk_fp_sort(eb, sb)``, ``mk_bv(value, width)``,
``fresh_bv(width)`` and ``assert_term``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from bmc.terms import floats
from bmc.terms.floats import FloatFormat, RoundingMode
from bmc.terms.ops import FP_CLASSIFIERS, Op
from bmc.terms.store import Term

# bmc's operator -> the generic name of the solver kind it maps to (FP_KINDS keys)
PRINCIPAL = {
    Op.FP_ADD: "add", Op.FP_SUB: "sub", Op.FP_MUL: "mul", Op.FP_DIV: "div",
    Op.FP_SQRT: "sqrt", Op.FP_RTI: "rti", Op.FP_MIN: "lt", Op.FP_MAX: "lt", Op.FP_REM: "rem",
    Op.FP_LT: "lt", Op.FP_LEQ: "leq", Op.FP_EQ: "fp_eq",
    Op.FP_IS_NAN: "is_nan", Op.FP_IS_INF: "is_inf", Op.FP_IS_ZERO: "is_zero",
    Op.FP_IS_NORMAL: "is_normal", Op.FP_IS_SUBNORMAL: "is_subnormal",
    Op.FP_IS_NEGATIVE: "is_neg", Op.FP_IS_POSITIVE: "is_pos",
    Op.FP_TO_FP: "from_fp", Op.FP_FROM_SBV: "from_sbv", Op.FP_FROM_UBV: "from_ubv",
    Op.FP_TO_SBV: "to_sbv", Op.FP_TO_UBV: "to_ubv",
}
# every generic name a backend's FP_KINDS must give (also EQUAL, ITE, NOT, AND, OR)
NAMES = frozenset(PRINCIPAL.values()) | {"from_bv", "geq", "equal", "ite", "not", "and", "or"}


def _fmt(t: Term) -> FloatFormat:
    return FloatFormat(int(t.params[0]), int(t.params[1]))


def principal_kinds(fp_kinds: dict[str, str]) -> dict[Op, str]:
    """The backend's kind name for each floating-point Op (its operator table entries)."""
    return {op: fp_kinds[name] for op, name in PRINCIPAL.items()}


class NativeFloats:
    """Builds the solver terms of floating-point operators for ``backend``."""

    def __init__(self, backend: Any) -> None:
        self.b = backend
        self._names = 0

    def _k(self, name: str, args: list[Any], indices: tuple[int, ...] = ()) -> Any:
        return self.b.mk(self.b.FP_KINDS[name], args, indices)

    def _float(self, fmt: FloatFormat, bits: Any) -> Any:
        return self._k("from_bv", [bits], (fmt.eb, fmt.sb))

    def _mode(self, term: Term, rm: Any) -> Any:
        arg = term.args[0]
        if arg.is_const:
            value = int(arg.value)
            return self.b.mk_rm(RoundingMode(value) if value <= 4 else RoundingMode.RNE)
        out = self.b.mk_rm(RoundingMode.RNE)
        for m in (RoundingMode.RNA, RoundingMode.RTZ, RoundingMode.RTP, RoundingMode.RTN):
            out = self._k("ite", [self._k("equal", [rm, self.b.mk_bv(int(m), 3)]),
                                  self.b.mk_rm(m), out])
        return out

    def _bits(self, fmt: FloatFormat, value: Any) -> Any:
        """A fresh bit-vector pinned to the bits of the float ``value``."""
        name = self.b.fresh_bv(fmt.width)
        nan = floats.nan(fmt)
        pinned = self._k("ite", [self._k("is_nan", [value]),
                                 self._k("equal", [name, self.b.mk_bv(nan, fmt.width)]),
                                 self._k("equal", [self._float(fmt, name), value])])
        self.b.assert_term(pinned)
        return name

    def _const(self, fmt: FloatFormat, value: int) -> Any:
        """The float nearest to the integer ``value`` (a power of two or 0: exact or inf)."""
        bits = (floats.zero(fmt, 0) if value == 0 else
                floats.round_to(fmt, int(value < 0), Fraction(abs(value)), RoundingMode.RNE))
        return self._float(fmt, self.b.mk_bv(bits, fmt.width))

    def build(self, term: Term, a: list[Any]) -> Any:
        op, fmt = term.op, _fmt(term)
        if op in (Op.FP_ADD, Op.FP_SUB, Op.FP_MUL, Op.FP_DIV):
            value = self._k(PRINCIPAL[op], [self._mode(term, a[0]), self._float(fmt, a[1]),
                                            self._float(fmt, a[2])])
            return self._bits(fmt, value)
        if op in (Op.FP_SQRT, Op.FP_RTI):
            value = self._k(PRINCIPAL[op], [self._mode(term, a[0]), self._float(fmt, a[1])])
            return self._bits(fmt, value)
        if op is Op.FP_REM:
            value = self._k("rem", [self._float(fmt, a[0]), self._float(fmt, a[1])])
            return self._bits(fmt, value)
        if op in (Op.FP_LT, Op.FP_LEQ, Op.FP_EQ):
            return self._k(PRINCIPAL[op], [self._float(fmt, a[0]), self._float(fmt, a[1])])
        if op in FP_CLASSIFIERS:
            return self._k(PRINCIPAL[op], [self._float(fmt, a[0])])
        if op in (Op.FP_MIN, Op.FP_MAX):
            x, y = self._float(fmt, a[0]), self._float(fmt, a[1])
            first = self._k("lt", [x, y] if op is Op.FP_MIN else [y, x])
            negative = self._k("is_neg", [x])
            sign = negative if op is Op.FP_MIN else self._k("not", [negative])
            zeros = self._k("and", [self._k("is_zero", [x]), self._k("is_zero", [y]), sign])
            take_x = self._k("and", [self._k("not", [self._k("is_nan", [x])]),
                                     self._k("or", [self._k("is_nan", [y]), first, zeros])])
            return self._k("ite", [take_x, a[0], a[1]])
        if op is Op.FP_TO_FP:
            dst = FloatFormat(int(term.params[2]), int(term.params[3]))
            value = self._k("from_fp", [self._mode(term, a[0]), self._float(fmt, a[1])],
                            (dst.eb, dst.sb))
            return self._bits(dst, value)
        if op in (Op.FP_FROM_SBV, Op.FP_FROM_UBV):
            value = self._k(PRINCIPAL[op], [self._mode(term, a[0]), a[1]], (fmt.eb, fmt.sb))
            return self._bits(fmt, value)
        if op in (Op.FP_TO_SBV, Op.FP_TO_UBV):
            n = int(term.params[2])
            rm, x = self._mode(term, a[0]), self._float(fmt, a[1])
            signed = op is Op.FP_TO_SBV
            lo, hi = (-(1 << (n - 1)), 1 << (n - 1)) if signed else (0, 1 << n)
            r = self._k("rti", [rm, x])
            fits = self._k("and", [self._k("not", [self._k("is_nan", [x])]),
                                   self._k("not", [self._k("is_inf", [x])]),
                                   self._k("geq", [r, self._const(fmt, lo)]),
                                   self._k("lt", [r, self._const(fmt, hi)])])
            value = self._k(PRINCIPAL[op], [rm, x], (n,))
            indefinite = self.b.mk_bv((1 << (n - 1)) if signed else 0, n)
            return self._k("ite", [fits, value, indefinite])
        raise ValueError(f"not a floating-point operator: {op}")
