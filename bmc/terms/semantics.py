"""Concrete meaning of every operator on Python values.

Bit-vectors are non-negative ints below ``2**width``, Booleans are ``bool`` and arrays are
``ArrayValue``. This is the one reference semantics: constant folding in the store, the
evaluator and the differential tests all use it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeAlias

from bmc.terms import floats
from bmc.terms.ops import FP_OPS, Op
from bmc.terms.sorts import ArraySort, BoolSort, BVSort, Sort

#: a concrete value: a bit-vector (int), a Boolean or an array
Value: TypeAlias = "int | bool | ArrayValue"


@dataclass(frozen=True, slots=True)
class ArrayValue:
    """A concrete array: ``default`` everywhere except the indices in ``entries``."""

    default: object
    entries: tuple[tuple[object, object], ...] = field(default=())

    def get(self, index: object) -> object:
        for key, value in self.entries:
            if key == index:
                return value
        return self.default

    def set(self, index: object, value: object) -> ArrayValue:
        kept = tuple((k, v) for k, v in self.entries if k != index)
        return ArrayValue(self.default, tuple(sorted(kept + ((index, value),), key=_key)))


def _key(item: tuple[object, object]) -> Any:          # (an index: an int)
    return item[0]


def to_signed(value: int, width: int) -> int:
    """Two's-complement reading of ``value`` (0 <= value < 2**width)."""
    return value - (1 << width) if value >> (width - 1) else value


def to_unsigned(value: int, width: int) -> int:
    """The bit pattern of ``value`` modulo ``2**width``."""
    return value & ((1 << width) - 1)


def _udiv(a: int, b: int, w: int) -> int:
    return (1 << w) - 1 if b == 0 else a // b


def _urem(a: int, b: int, w: int) -> int:
    return a if b == 0 else a % b


def _sdiv(a: int, b: int, w: int) -> int:
    sa, sb = to_signed(a, w), to_signed(b, w)
    if sb == 0:
        return 1 if sa < 0 else (1 << w) - 1
    q = abs(sa) // abs(sb)
    if (sa < 0) != (sb < 0):
        q = -q
    return to_unsigned(q, w)


def _srem(a: int, b: int, w: int) -> int:
    sa, sb = to_signed(a, w), to_signed(b, w)
    if sb == 0:
        return a
    r = abs(sa) % abs(sb)
    return to_unsigned(-r if sa < 0 else r, w)


def _shl(a: int, b: int, w: int) -> int:
    return 0 if b >= w else to_unsigned(a << b, w)


def _lshr(a: int, b: int, w: int) -> int:
    return 0 if b >= w else a >> b


def _ashr(a: int, b: int, w: int) -> int:
    sa = to_signed(a, w)
    return to_unsigned(sa >> min(b, w), w)


_BV_BINARY: dict[Op, Callable[[int, int, int], int]] = {
    Op.BVAND: lambda a, b, w: a & b,
    Op.BVOR: lambda a, b, w: a | b,
    Op.BVXOR: lambda a, b, w: a ^ b,
    Op.BVADD: lambda a, b, w: to_unsigned(a + b, w),
    Op.BVSUB: lambda a, b, w: to_unsigned(a - b, w),
    Op.BVMUL: lambda a, b, w: to_unsigned(a * b, w),
    Op.BVUDIV: _udiv,
    Op.BVUREM: _urem,
    Op.BVSDIV: _sdiv,
    Op.BVSREM: _srem,
    Op.BVSHL: _shl,
    Op.BVLSHR: _lshr,
    Op.BVASHR: _ashr,
}

_COMPARE: dict[Op, Callable[[int, int, int], bool]] = {
    Op.BVULT: lambda a, b, w: a < b,
    Op.BVULE: lambda a, b, w: a <= b,
    Op.BVSLT: lambda a, b, w: to_signed(a, w) < to_signed(b, w),
    Op.BVSLE: lambda a, b, w: to_signed(a, w) <= to_signed(b, w),
}


def apply(op: Op, args: Sequence[Any], params: tuple, arg_sorts: Sequence[Sort],
          sort: Sort) -> Value:
    """Value of ``op`` applied to concrete ``args`` (values of ``arg_sorts``: which of int,
    bool or ArrayValue depends on ``op``); leaves are not handled here."""
    match op:
        case Op.NOT:
            return not args[0]
        case Op.AND:
            return all(args)
        case Op.OR:
            return any(args)
        case Op.XOR:
            return bool(args[0]) != bool(args[1])
        case Op.IMPLIES:
            return (not args[0]) or bool(args[1])
        case Op.EQ:
            return args[0] == args[1]
        case Op.ITE:
            return args[1] if args[0] else args[2]
        case Op.BVNOT:
            return to_unsigned(~args[0], _w(sort))
        case Op.BVNEG:
            return to_unsigned(-args[0], _w(sort))
        case Op.CONCAT:
            return (args[0] << _w(arg_sorts[1])) | args[1]
        case Op.EXTRACT:
            hi, lo = params
            return (args[0] >> lo) & ((1 << (hi - lo + 1)) - 1)
        case Op.ZERO_EXTEND:
            return args[0]
        case Op.SIGN_EXTEND:
            return to_unsigned(to_signed(args[0], _w(arg_sorts[0])), _w(sort))
        case Op.SELECT:
            return args[0].get(args[1])
        case Op.STORE:
            return args[0].set(args[1], args[2])
        case Op.CONST_ARRAY:
            return ArrayValue(args[0])
        case _ if op in _BV_BINARY:
            return _BV_BINARY[op](args[0], args[1], _w(arg_sorts[0]))
        case _ if op in _COMPARE:
            return _COMPARE[op](args[0], args[1], _w(arg_sorts[0]))
        case _ if op in FP_OPS:
            return floats.apply(op.value, list(args), params,
                                [_w(s) for s in arg_sorts])
    raise ValueError(f"no concrete semantics for leaf or unknown operator {op}")


def _w(sort: Sort) -> int:
    assert isinstance(sort, BVSort), sort
    return sort.width


def default_value(sort: Sort) -> Value:
    """The value an unconstrained variable takes in a model that does not mention it."""
    match sort:
        case BoolSort():
            return False
        case BVSort():
            return 0
        case ArraySort(element=element):
            return ArrayValue(default_value(element))
