"""Checks of floating-point operations (the ``FloatOp`` arm of ``bmc.ir.checks``).

As CBMC's ``goto_check_c``:

* float -> integer conversion out of range (C11 6.3.1.4: undefined), with the standard
  ``float-conversion`` check (or ``--conversion-check``; not part of SV-COMP's
  ``no-overflow``, which is about integer arithmetic, as in CBMC): ``arithmetic overflow on
  float to signed integer type conversion in (int)x`` (``unsigned`` likewise), class
  ``overflow``.
  The value is in range iff ``lo - 1 < x < hi + 1`` (the conversion truncates; NaN fails);
  a bound the format cannot hold exactly is replaced by the equivalent non-strict one;
* ``--float-overflow-check``: an operation on finite operands whose result is infinite
  (``+ - * /`` and narrowing conversions), ``arithmetic overflow on floating-point
  addition in x + y``, class ``overflow``;
* ``--nan-check``: an operation on non-NaN operands whose result is NaN
  (``+ - * /``, ``sqrt``, ``fmod``, ``remainder``), ``NaN on + in x + y``, class ``NaN``;
* ``--float-div-by-zero-check``: ``/`` by (either) zero, ``floating-point division by
  zero in x / y``,
  class ``division-by-zero``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction

from bmc.ir.ctype import FloatType, IntType
from bmc.ir.expr import BinOp, Binary, Const, Expr, FloatOp, FOp, Unary, UnOp
from bmc.ir.float_values import fmt_of, from_fraction, packed_of
from bmc.ir.properties import PropertyClass
import bmc.terms.floats as F

_KIND = {FOp.ADD: "addition", FOp.SUB: "subtraction", FOp.MUL: "multiplication",
         FOp.DIV: "division", FOp.CONVERT: "typecast"}


def _exact(q: Fraction, t: FloatType) -> Const | None:
    """``q`` as a constant of ``t`` if it is exactly representable."""
    image = from_fraction(q, t)
    _, v = F.decode(fmt_of(t), packed_of(image, t))
    return Const(image, t) if v == abs(q) else None


def float_checks(e: FloatOp, checks: frozenset[str], it: IntType,
                 text: Callable[[Expr], str]) -> Iterator[tuple[Expr, str, str]]:
    """``(condition, class, description)`` of the checks of one ``FloatOp``."""

    def test(op: FOp, a: Expr) -> Expr:
        return FloatOp(op, (a,), it)

    def lor(*xs: Expr) -> Expr:
        out = xs[0]
        for x in xs[1:]:
            out = Binary(BinOp.LOR, out, x, it)
        return out

    def lnot(x: Expr) -> Expr:
        return Unary(UnOp.LNOT, x, it)

    values = e.args[1:] if e.op in (FOp.ADD, FOp.SUB, FOp.MUL, FOp.DIV, FOp.SQRT,
                                    FOp.ROUND, FOp.CONVERT) else e.args
    floats = [v for v in values if isinstance(v.type, FloatType)]
    arith = e.op in (FOp.ADD, FOp.SUB, FOp.MUL, FOp.DIV)
    if e.op is FOp.CONVERT and isinstance(e.type, IntType) and not e.type.is_bool \
            and isinstance(values[0].type, FloatType) \
            and ("float-conversion" in checks or "conversion" in checks):
        yield from _to_int(e, values[0], values[0].type, e.type, it, text)
    if e.op is FOp.DIV and "float-div-by-zero" in checks:
        yield (test(FOp.TO_BOOL, values[1]), PropertyClass.DIVISION_BY_ZERO,
               f"floating-point division by zero in {text(e)}")
    narrowing = e.op is FOp.CONVERT and isinstance(e.type, FloatType) \
        and isinstance(values[0].type, FloatType) and values[0].type.sb > e.type.sb
    if (arith or narrowing) and "float-overflow" in checks:
        yield (lor(lnot(test(FOp.IS_INF, e)), *(test(FOp.IS_INF, v) for v in floats)),
               PropertyClass.OVERFLOW,
               f"arithmetic overflow on floating-point {_KIND[e.op]} in {text(e)}")
    if (arith or e.op in (FOp.SQRT, FOp.REM, FOp.FMOD)) and "nan" in checks:
        yield (lor(lnot(test(FOp.IS_NAN, e)), *(test(FOp.IS_NAN, v) for v in floats)),
               PropertyClass.NAN, f"NaN on {e.op.value} in {text(e)}")


def _to_int(e: FloatOp, x: Expr, src: FloatType, dst: IntType, it: IntType,
            text: Callable[[Expr], str]) -> Iterator[tuple[Expr, str, str]]:
    lo, hi = dst.min, dst.max
    parts: list[Expr] = []
    for bound, strict_op, loose_op, loose in ((lo - 1, FOp.GT, FOp.GE, lo),
                                              (hi + 1, FOp.LT, FOp.LE, hi)):
        exact = _exact(Fraction(bound), src)
        if exact is not None:
            parts.append(FloatOp(strict_op, (x, exact), it))
            continue
        # no value of the format lies strictly between bound and loose, or loose itself
        # is not representable: compare with the nearest representable value inside
        inner = _exact(Fraction(loose), src)
        if inner is not None:
            parts.append(FloatOp(loose_op, (x, inner), it))
        else:
            parts.append(FloatOp(strict_op, (x, Const(from_fraction(Fraction(bound), src),
                                                      src)), it))
    cond = Binary(BinOp.LAND, parts[0], parts[1], it)
    kind = "signed" if dst.signed else "unsigned"
    yield (cond, PropertyClass.OVERFLOW,
           f"arithmetic overflow on float to {kind} integer type conversion in {text(e)}")
