"""SMT-LIB text of the floating-point operators (the FloatingPoint theory, QF_BVFP).

Terms keep floats as packed bit-vectors; SMT-LIB has no standard float -> bit-vector
conversion. So ``fp_text`` gives an operator's text in the theory's own terms (arguments
converted with ``(_ to_fp eb sb)``), and a result that is a float is *named*: the printer
declares a bit-vector ``_fp<uid>`` and asserts that it holds the result's bits — the
canonical NaN's bits when the result is NaN (bmc's one NaN, ``bmc.terms.floats``), else the
unique pattern whose ``to_fp`` is the result. Conversions to integers that do not fit are
pinned to the x86 "integer indefinite" (0 for unsigned), ``fp.min``/``fp.max`` order -0 below
+0, as in every other backend.
"""

from __future__ import annotations

from collections.abc import Sequence

from bmc.terms.floats import FloatFormat, RoundingMode
from bmc.terms.ops import FP_CLASSIFIERS, FP_COMPARISONS, Op
from bmc.terms.store import Term

_MODE_NAMES = {RoundingMode.RNE: "RNE", RoundingMode.RTN: "RTN", RoundingMode.RTP: "RTP",
               RoundingMode.RTZ: "RTZ", RoundingMode.RNA: "RNA"}


def _fmt(t: Term) -> FloatFormat:
    return FloatFormat(int(t.params[0]), int(t.params[1]))


def _float(fmt: FloatFormat, bits: str) -> str:
    return f"((_ to_fp {fmt.eb} {fmt.sb}) {bits})"


def _mode(term: Term, text: str) -> str:
    arg = term.args[0]
    if arg.is_const:
        value = int(arg.value)
        return _MODE_NAMES[RoundingMode(value) if value <= 4 else RoundingMode.RNE]
    out = "RNE"
    for m in (RoundingMode.RNA, RoundingMode.RTZ, RoundingMode.RTP, RoundingMode.RTN):
        out = f"(ite (= {text} (_ bv{int(m)} 3)) {_MODE_NAMES[m]} {out})"
    return out


def _real(value: int) -> str:
    return f"{value}.0" if value >= 0 else f"(- {-value}.0)"


def result_format(term: Term) -> FloatFormat | None:
    """The format of ``term``'s float result when the printer must name it, else None."""
    if term.op is Op.FP_TO_FP:
        return FloatFormat(int(term.params[2]), int(term.params[3]))
    if term.op in (Op.FP_ADD, Op.FP_SUB, Op.FP_MUL, Op.FP_DIV, Op.FP_SQRT, Op.FP_RTI,
                   Op.FP_REM, Op.FP_FROM_SBV, Op.FP_FROM_UBV):
        return _fmt(term)
    return None


def fp_text(term: Term, args: Sequence[str]) -> str:
    """The operator applied to ``args`` (bit-vector texts): a FloatingPoint-sorted
    expression for float results (see ``result_format``), else Bool or bit-vector text."""
    op, fmt = term.op, _fmt(term)
    if op in (Op.FP_ADD, Op.FP_SUB, Op.FP_MUL, Op.FP_DIV):
        return (f"({op.value} {_mode(term, args[0])} {_float(fmt, args[1])} "
                f"{_float(fmt, args[2])})")
    if op in (Op.FP_SQRT, Op.FP_RTI):
        return f"({op.value} {_mode(term, args[0])} {_float(fmt, args[1])})"
    if op in FP_COMPARISONS or op is Op.FP_REM:
        return f"({op.value} {_float(fmt, args[0])} {_float(fmt, args[1])})"
    if op in FP_CLASSIFIERS:
        return f"({op.value} {_float(fmt, args[0])})"
    if op in (Op.FP_MIN, Op.FP_MAX):
        x, y = _float(fmt, args[0]), _float(fmt, args[1])
        first = f"(fp.lt {x} {y})" if op is Op.FP_MIN else f"(fp.lt {y} {x})"
        sign = f"(fp.isNegative {x})" if op is Op.FP_MIN else f"(not (fp.isNegative {x}))"
        take_x = (f"(and (not (fp.isNaN {x})) (or (fp.isNaN {y}) {first} "
                  f"(and (fp.isZero {x}) (fp.isZero {y}) {sign})))")
        return f"(ite {take_x} {args[0]} {args[1]})"
    if op is Op.FP_TO_FP:
        dst = FloatFormat(int(term.params[2]), int(term.params[3]))
        return f"((_ to_fp {dst.eb} {dst.sb}) {_mode(term, args[0])} {_float(fmt, args[1])})"
    if op is Op.FP_FROM_SBV:
        return f"((_ to_fp {fmt.eb} {fmt.sb}) {_mode(term, args[0])} {args[1]})"
    if op is Op.FP_FROM_UBV:
        return f"((_ to_fp_unsigned {fmt.eb} {fmt.sb}) {_mode(term, args[0])} {args[1]})"
    if op in (Op.FP_TO_SBV, Op.FP_TO_UBV):
        n = int(term.params[2])
        rm, x = _mode(term, args[0]), _float(fmt, args[1])
        signed = op is Op.FP_TO_SBV
        lo, hi = (-(1 << (n - 1)), 1 << (n - 1)) if signed else (0, 1 << n)
        r = f"(fp.roundToIntegral {rm} {x})"
        const = f"((_ to_fp {fmt.eb} {fmt.sb}) RNE {{}})"
        fits = (f"(and (not (fp.isNaN {x})) (not (fp.isInfinite {x})) "
                f"(fp.geq {r} {const.format(_real(lo))}) (fp.lt {r} {const.format(_real(hi))}))")
        indefinite = (1 << (n - 1)) if signed else 0
        return f"(ite {fits} ((_ {op.value} {n}) {rm} {x}) (_ bv{indefinite} {n}))"
    raise ValueError(f"not a floating-point operator: {op}")


def naming_lines(term: Term, name: str, text: str) -> list[str]:
    """Declare ``name`` and pin it to the bits of the float expression ``text``."""
    fmt = result_format(term)
    assert fmt is not None
    nan = ((1 << fmt.eb) - 1) << (fmt.sb - 1) | 1 << (fmt.sb - 2)
    return [f"(declare-fun {name} () (_ BitVec {fmt.width}))",
            f"(assert (let ((e {text})) (ite (fp.isNaN e) (= {name} (_ bv{nan} {fmt.width})) "
            f"(= {_float(fmt, name)} e))))"]
