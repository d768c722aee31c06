"""Bit-blasting of the floating-point operators (``Op.FP_*``) through ``float_circuits``.

``FLOAT_HANDLERS: Op -> handler(gates, term, argument bits) -> bits``: each handler reads
the format from the term's params and calls the circuit on the argument literals (rounding
mode first). ``bitblast.HANDLERS`` runs them on its ``Gates``, ``float_terms`` on
``TermGates``.
"""

from __future__ import annotations

from collections.abc import Callable

from bmc.encodings import float_circuits as F
from bmc.encodings.gates import Bits, Gates
from bmc.terms.floats import FloatFormat
from bmc.terms.ops import Op
from bmc.terms.store import Term

Handler = Callable[[Gates, Term, list], Bits]


def _fmt(t: Term) -> FloatFormat:
    return FloatFormat(int(t.params[0]), int(t.params[1]))


def _rounded_binary(fn: Callable) -> Handler:
    return lambda g, t, a: fn(g, _fmt(t), a[0], a[1], a[2])


def _rounded_unary(fn: Callable) -> Handler:
    return lambda g, t, a: fn(g, _fmt(t), a[0], a[1])


def _binary(fn: Callable) -> Handler:
    return lambda g, t, a: fn(g, _fmt(t), a[0], a[1])


def _unary(fn: Callable) -> Handler:
    return lambda g, t, a: fn(g, _fmt(t), a[0])


def _to_fp(g: Gates, t: Term, a: list) -> Bits:
    dst = FloatFormat(int(t.params[2]), int(t.params[3]))
    return F.fp_to_fp(g, _fmt(t), dst, a[0], a[1])


def _from_int(signed: bool) -> Handler:
    return lambda g, t, a: F.int_to_fp(g, _fmt(t), a[0], a[1], signed)


def _to_int(signed: bool) -> Handler:
    return lambda g, t, a: F.fp_to_int(g, _fmt(t), a[0], a[1], int(t.params[2]),
                                        signed)[0]


FLOAT_HANDLERS: dict[Op, Handler] = {
    Op.FP_ADD: _rounded_binary(F.fp_add),
    Op.FP_SUB: _rounded_binary(F.fp_sub),
    Op.FP_MUL: _rounded_binary(F.fp_mul),
    Op.FP_DIV: _rounded_binary(F.fp_div),
    Op.FP_SQRT: _rounded_unary(F.fp_sqrt),
    Op.FP_RTI: _rounded_unary(F.fp_round_to_integral),
    Op.FP_MIN: _binary(F.fp_min),
    Op.FP_MAX: _binary(F.fp_max),
    Op.FP_REM: _binary(F.fp_rem),
    Op.FP_LT: _binary(F.fp_lt),
    Op.FP_LEQ: _binary(F.fp_le),
    Op.FP_EQ: _binary(F.fp_eq),
    Op.FP_IS_NAN: _unary(F.is_nan),
    Op.FP_IS_INF: _unary(F.is_inf),
    Op.FP_IS_ZERO: _unary(F.is_zero),
    Op.FP_IS_NORMAL: _unary(F.is_normal),
    Op.FP_IS_SUBNORMAL: _unary(F.is_subnormal),
    Op.FP_IS_NEGATIVE: _unary(F.is_negative),
    Op.FP_IS_POSITIVE: _unary(F.is_positive),
    Op.FP_TO_FP: _to_fp,
    Op.FP_FROM_SBV: _from_int(True),
    Op.FP_FROM_UBV: _from_int(False),
    Op.FP_TO_SBV: _to_int(True),
    Op.FP_TO_UBV: _to_int(False),
}
