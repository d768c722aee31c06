"""GCC's bit and overflow builtins, lowered exactly (bit-precise) to IR expressions.

* ``__builtin_bswap16/32/64/128``: the bytes reversed;
* ``__builtin_popcount``/``parity``/``clz``/``ctz``/``clrsb`` (and the ``l``/``ll``
  forms): the count of one bits, its parity, leading and trailing zeros, leading redundant
  sign bits; ``__builtin_ffs``/``ffs`` (``l``/``ll``): one plus the index of the lowest one
  bit, 0 for 0;
* ``__builtin_constant_p(e)``: 1 when ``e`` is a literal or an integer constant expression
  (what gcc folds at -O0), else 0 (always a correct answer); ``e`` is not evaluated;
* ``__builtin_types_compatible_p(T1, T2)``: 1 when the types are compatible as gcc decides
  (top-level qualifiers ignored; an enum is compatible with its integer type but not with
  another enum; ``int[]`` with ``int[4]``; pointers by their targets), else 0; function
  types are refused;
* ``__builtin_{add,sub,mul}_overflow(a, b, p)``: ``*p`` = the infinitely precise result
  wrapped to ``*p``'s type; the value is whether it did not fit; the ``_p`` forms take the
  result type from the third argument (not evaluated) and store nothing; the typed forms
  (``sadd``, ``uaddl``, ``smulll`` ...) convert the operands to their fixed type first.

``clz``/``ctz`` of 0 are undefined in gcc. As CBMC does, that is a checked property
(class ``bit_count``, "count leading zeros is undefined for value zero"), enabled with the
shift check (``--no-undefined-shift-check`` drops it; ``bmc.ir.checks``); the value after it
is the width.

Every expression is built so that the checks of ``bmc.ir.checks`` find nothing to flag:
unsigned shifts by constants, masks, sums whose range analysis shows they fit, and the
overflow arithmetic in a signed type wide enough for the exact value (the wrap to the
result type is done with masks and a sign bit, never a narrowing conversion).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pycparser import c_ast

from bmc.errors import ParseError, UnsupportedFeature
from bmc.frontend.fold import NotConstant
from bmc.ir.ctype import ArrayType, CType, FunctionType, IntType, PointerType, Rank, StructType
from bmc.ir.expr import Binary, BinOp, Cast, Const, Expr, Ite, Var
from bmc.ir.program import Assert, Assign, SourceLocation
from bmc.ir.properties import PropertyClass

if TYPE_CHECKING:
    from bmc.frontend.lowering_state import LoweringState

TYPES_COMPATIBLE = "__builtin_types_compatible_p"
_BSWAP = {"__builtin_bswap16": 16, "__builtin_bswap32": 32, "__builtin_bswap64": 64,
          "__builtin_bswap128": 128}
_COUNTS = ("popcount", "parity", "clz", "ctz", "clrsb", "ffs")
_ARITH = {"add": BinOp.ADD, "sub": BinOp.SUB, "mul": BinOp.MUL}
_TYPED_SUFFIX = {"": "int", "l": "long", "ll": "llong"}


def _count_kind(name: str) -> tuple[str, str] | None:
    """``("clz", "l")`` for ``__builtin_clzl``; ``("ffs", "")`` for ``ffs`` (the libc
    functions ``ffs``/``ffsl``/``ffsll`` are the builtins too)."""
    base = name.removeprefix("__builtin_")
    for kind in _COUNTS:
        suffix = base[len(kind):]
        if base.startswith(kind) and suffix in _TYPED_SUFFIX and \
                (base != name or kind == "ffs"):
            return kind, suffix
    return None


def _overflow_kind(name: str) -> tuple[BinOp, str | None, bool] | None:
    """(operation, fixed operand type or None for the generic form, ``_p`` form)."""
    base = name.removeprefix("__builtin_")
    if base == name or not base.endswith(("_overflow", "_overflow_p")):
        return None
    predicate = base.endswith("_p")
    stem = base.removesuffix("_p").removesuffix("_overflow")
    if stem in _ARITH:
        return _ARITH[stem], None, predicate
    if predicate or len(stem) < 4 or stem[0] not in "su":
        return None
    for op_name, op in _ARITH.items():
        suffix = stem[1:].removeprefix(op_name)
        if stem[1:].startswith(op_name) and suffix in _TYPED_SUFFIX:
            return op, ("" if stem[0] == "s" else "u") + _TYPED_SUFFIX[suffix], False
    return None


def _compatible(lw: LoweringState, a: CType, b: CType, node: c_ast.Node) -> bool:
    """Whether gcc's ``__builtin_types_compatible_p`` holds for ``a`` and ``b``."""
    a, b = lw.complete(a), lw.complete(b)
    if isinstance(a, FunctionType) or isinstance(b, FunctionType):
        raise lw.unsupported(f"{TYPES_COMPATIBLE} of function types", node)
    match a, b:
        case IntType(), IntType():
            if a.enumerators and b.enumerators:
                return a == b and a.enumerators == b.enumerators
            return a == b
        case PointerType(), PointerType():
            return _compatible(lw, a.target, b.target, node)
        case ArrayType(), ArrayType():
            return (a.size is None or b.size is None or a.size == b.size) and \
                _compatible(lw, a.element, b.element, node)
        case StructType(), StructType():
            return a.tag == b.tag and a.is_union == b.is_union
    return a == b


def is_gnu_builtin(name: str) -> bool:
    """Whether ``name`` is one of the builtins lowered here."""
    return name in _BSWAP or name in ("__builtin_constant_p", TYPES_COMPATIBLE) or \
        _count_kind(name) is not None or _overflow_kind(name) is not None


def lower_gnu_builtin(lw: LoweringState, name: str, args: list[c_ast.Node], node: c_ast.FuncCall,
                      loc: SourceLocation, want: bool) -> Expr | None:
    """The value of the call (None when not wanted); instructions go to ``lw``."""
    if name == TYPES_COMPATIBLE:
        if len(args) != 2 or not all(isinstance(a, c_ast.Typename) for a in args):
            raise lw.error(f"{name} takes two type names", node)
        first, second = (lw.complete(lw.resolve(a)) for a in args)
        return Const(int(_compatible(lw, first, second, node)), lw.model.int_type) \
            if want else None
    if name == "__builtin_constant_p":
        if len(args) != 1:
            raise lw.error("__builtin_constant_p takes one argument", node)
        return Const(_is_constant(lw, args[0]), lw.model.int_type) if want else None
    if name in _BSWAP:
        width = _BSWAP[name]
        t = _unsigned(lw, width)
        x = _operand(lw, name, args, t, node, loc)
        out: Expr = Const(0, t)
        for k in range(width // 8):
            byte = Binary(BinOp.BITAND, _shr(x, 8 * k), Const(0xFF, t), t)
            moved = Binary(BinOp.SHL, byte, Const(width - 8 - 8 * k, t), t) \
                if width - 8 - 8 * k else byte
            out = moved if k == 0 else Binary(BinOp.BITOR, out, moved, t)
        return out if want else None
    counted = _count_kind(name)
    if counted is not None:
        return _count(lw, name, counted[0], counted[1], args, node, loc, want)
    arith = _overflow_kind(name)
    assert arith is not None, name
    return _overflow(lw, name, *arith, args, node, loc, want)


# ================================================================================= helpers
def _unsigned(lw: LoweringState, width: int) -> IntType:
    m = lw.model
    for t in (m.uchar, m.ushort, m.uint, m.ulong, m.ullong, m.uint128):
        if t.width == width:
            return t
    return IntType(f"unsigned __bmc_int{width}", width, False, Rank.INT128)


def _typed(lw: LoweringState, suffix: str, signed: bool) -> IntType:
    m = lw.model
    t = {"int": m.int_type, "long": m.long_, "llong": m.llong}[suffix]
    if signed:
        return t
    return {"int": m.uint, "long": m.ulong, "llong": m.ullong}[suffix]


def _spill(lw: LoweringState, e: Expr, loc: SourceLocation) -> Expr:
    if isinstance(e, Var | Const):
        return e
    tmp = lw.new_tmp(e.type, loc)
    lw.emit(Assign(tmp, e, loc))
    return tmp


def _operand(lw: LoweringState, name: str, args: list[c_ast.Node], t: IntType,
             node: c_ast.FuncCall, loc: SourceLocation) -> Expr:
    if len(args) != 1:
        raise lw.error(f"'{name}' takes one argument", node)
    value = lw.rvalue(args[0])
    if not isinstance(value.type, IntType):
        raise lw.error(f"'{name}' needs an integer argument", args[0])
    return _spill(lw, lw.convert(value, t, args[0]), loc)


def _shr(x: Expr, k: int) -> Expr:
    assert isinstance(x.type, IntType)
    return x if k == 0 else Binary(BinOp.SHR, x, Const(k, x.type), x.type)


def _bit(lw: LoweringState, x: Expr, i: int) -> Expr:
    """``(x & (1 << i)) != 0`` as an int (for signed ``x`` the mask of the sign bit is the
    type's minimum, so no conversion is involved)."""
    t = x.type
    assert isinstance(t, IntType)
    mask = t.min if t.signed and i == t.width - 1 else 1 << i
    it = lw.model.int_type
    return Binary(BinOp.NE, Binary(BinOp.BITAND, x, Const(mask, t), t), Const(0, t), it)


def _is_constant(lw: LoweringState, arg: c_ast.Node) -> int:
    """gcc -O0's answer: literals and integer constant expressions are constant."""
    if isinstance(arg, c_ast.Constant):
        return 1
    if isinstance(arg, c_ast.Cast) and isinstance(arg.expr, c_ast.Constant):
        return 1
    try:
        lw.const_expr(arg)
    except (NotConstant, ParseError, UnsupportedFeature):
        return 0
    return 1


def _count(lw: LoweringState, name: str, kind: str, suffix: str, args: list[c_ast.Node],
           node: c_ast.FuncCall, loc: SourceLocation, want: bool) -> Expr | None:
    it = lw.model.int_type
    signed = kind in ("ffs", "clrsb")
    t = _typed(lw, _TYPED_SUFFIX[suffix], signed)
    x = _operand(lw, name, args, t, node, loc)
    w = t.width
    if kind in ("clz", "ctz"):
        what = "leading" if kind == "clz" else "trailing"
        lw.emit(Assert(Binary(BinOp.NE, x, Const(0, t), it), PropertyClass.BIT_COUNT,
                       f"count {what} zeros is undefined for value zero in "
                       f"{lw.source_text(node)}", loc))
    if not want:
        return None
    match kind:
        case "popcount" | "parity":
            op = BinOp.ADD if kind == "popcount" else BinOp.BITXOR
            total: Expr = Const(0, it)
            for i in range(w):
                one = Cast(Binary(BinOp.BITAND, _shr(x, i), Const(1, t), t), it)
                total = one if i == 0 else Binary(op, total, one, it)
            return total
        case "clz":                      # the highest one bit decides; 0 gives w
            out: Expr = Const(w, it)
            for i in range(w):
                out = Ite(_bit(lw, x, i), Const(w - 1 - i, it), out, it)
            return out
        case "ctz" | "ffs":              # the lowest one bit decides; 0 gives w (ffs: 0)
            out = Const(w if kind == "ctz" else 0, it)
            for i in reversed(range(w)):
                out = Ite(_bit(lw, x, i), Const(i + (kind == "ffs"), it), out, it)
            return out
        case "clrsb":                    # bits below the sign bit equal to it
            sign = _bit(lw, x, w - 1)
            flipped = _spill(lw, Ite(sign, Binary(BinOp.BITXOR, x, Const(-1, t), t), x, t),
                             loc)
            out = Const(w - 1, it)
            for i in range(w - 1):
                out = Ite(_bit(lw, flipped, i), Const(w - 2 - i, it), out, it)
            return out
    raise AssertionError(kind)


def _overflow(lw: LoweringState, name: str, op: BinOp, fixed: str | None, predicate: bool,
              args: list[c_ast.Node], node: c_ast.FuncCall, loc: SourceLocation,
              want: bool) -> Expr | None:
    if len(args) != 3:
        raise lw.error(f"'{name}' takes three arguments", node)
    if fixed is not None:
        operand_type = _typed(lw, fixed.removeprefix("u"), not fixed.startswith("u"))
    values: list[Expr] = []
    for a in args[:2]:
        v = lw.rvalue(a)
        if not isinstance(v.type, IntType) or v.type.is_bool:
            raise lw.error(f"argument to '{name}' does not have integral type", a)
        if fixed is not None:
            v = lw.convert(v, operand_type, a)
        values.append(v)
    if predicate:
        result_type = lw.type_of(args[2])
        target: Expr | None = None
    else:
        p = lw.rvalue(args[2])
        if not isinstance(p.type, PointerType):
            raise lw.error(f"argument 3 in call to function '{name}' does not have pointer "
                           "to integral type", args[2])
        if fixed is not None:
            p = lw.convert(p, PointerType(operand_type, lw.model.pointer), args[2])
        target = lw.deref(p, args[2])
        result_type = target.type
    if not isinstance(result_type, IntType) or result_type.is_bool:
        raise lw.error(f"argument 3 in call to function '{name}' does not have "
                       f"{'' if predicate else 'pointer to '}integral type", args[2])
    a, b = values
    assert isinstance(a.type, IntType) and isinstance(b.type, IntType)
    wr = result_type.width
    if op is BinOp.MUL:
        width = a.type.width + b.type.width + 1
    else:
        width = max(a.type.width, b.type.width) + 2
    width = max(width, wr + 1)
    wide = IntType(f"__bmc_int{width}", width, True, Rank.INT128)
    exact = _spill(lw, Binary(op, Cast(a, wide), Cast(b, wide), wide), loc)
    if result_type.signed:
        low = Cast(Binary(BinOp.BITAND, exact, Const((1 << (wr - 1)) - 1, wide), wide),
                   result_type)
        sign = Binary(BinOp.NE, Binary(BinOp.BITAND, exact, Const(1 << (wr - 1), wide),
                                       wide), Const(0, wide), lw.model.int_type)
        wrapped: Expr = Ite(sign, Binary(BinOp.BITOR, low, Const(result_type.min,
                                                                 result_type), result_type),
                            low, result_type)
    else:
        wrapped = Cast(Binary(BinOp.BITAND, exact, Const((1 << wr) - 1, wide), wide),
                       result_type)
    wrapped = _spill(lw, wrapped, loc)
    if target is not None:
        lw.emit(Assign(target, wrapped, loc))
    if not want:
        return None
    return Cast(Binary(BinOp.NE, Cast(wrapped, wide), exact, lw.model.int_type),
                lw.model.bool_)
