"""Evaluation of constant IR expressions (C constant expressions: array sizes, case labels,
enumerators, static initialisers), with C's integer semantics."""

from __future__ import annotations

from bmc.ir.ctype import IntType
from bmc.ir.expr import (
    BinOp,
    Binary,
    Cast,
    Const,
    Expr,
    Filled,
    Index,
    Ite,
    Nondet,
    Unary,
    UnOp,
    Var,
    const_int,
)


class NotConstant(Exception):
    """The expression reads a variable or has no constant value; ``reason`` says why."""

    def __init__(self, reason: str = "not a constant expression") -> None:
        super().__init__(reason)
        self.reason = reason


def _wrap(value: int, t: object) -> int:
    if not isinstance(t, IntType):
        raise NotConstant("not an integer constant expression")
    return const_int(value, t).value


def _div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def evaluate(e: Expr) -> int:
    """The value of a constant integer expression; raises NotConstant otherwise."""
    match e:
        case Const(value=v):
            return v
        case Cast(operand=a, type=t):
            return _wrap(evaluate(a), t)
        case Unary(op=op, operand=a, type=t):
            v = evaluate(a)
            match op:
                case UnOp.NEG:
                    return _wrap(-v, t)
                case UnOp.BITNOT:
                    return _wrap(~v, t)
                case UnOp.LNOT:
                    return int(v == 0)
        case Binary(op=BinOp.LAND, left=a, right=b):
            return int(evaluate(a) != 0 and evaluate(b) != 0)
        case Binary(op=BinOp.LOR, left=a, right=b):
            return int(evaluate(a) != 0 or evaluate(b) != 0)
        case Binary(op=op, left=a, right=b, type=t):
            return _binary(op, evaluate(a), evaluate(b), a.type, t)
        case Ite(cond=c, then=x, else_=y):
            return evaluate(x) if evaluate(c) else evaluate(y)
        case Var() | Index() | Nondet() | Filled():
            raise NotConstant()
    raise NotConstant()


def _binary(op: BinOp, a: int, b: int, left_type: object, t: object) -> int:
    match op:
        case BinOp.ADD:
            return _wrap(a + b, t)
        case BinOp.SUB:
            return _wrap(a - b, t)
        case BinOp.MUL:
            return _wrap(a * b, t)
        case BinOp.DIV | BinOp.MOD:
            if b == 0:
                raise NotConstant("division by zero in a constant expression")
            q = _div(a, b)
            return _wrap(q if op is BinOp.DIV else a - b * q, t)
        case BinOp.SHL | BinOp.SHR:
            width = t.width if isinstance(t, IntType) else 0
            if b < 0 or b >= width:
                raise NotConstant("shift count out of range in a constant expression")
            return _wrap(a << b if op is BinOp.SHL else a >> b, t)
        case BinOp.BITAND:
            return _wrap(a & b, t)
        case BinOp.BITOR:
            return _wrap(a | b, t)
        case BinOp.BITXOR:
            return _wrap(a ^ b, t)
        case BinOp.LT:
            return int(a < b)
        case BinOp.LE:
            return int(a <= b)
        case BinOp.GT:
            return int(a > b)
        case BinOp.GE:
            return int(a >= b)
        case BinOp.EQ:
            return int(a == b)
        case BinOp.NE:
            return int(a != b)
    raise NotConstant()
