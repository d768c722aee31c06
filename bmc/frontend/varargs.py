"""Variadic functions: ``...`` parameters and ``<stdarg.h>`` (C11 7.16).

The model (in the line of CBMC's, with the checks C's undefined behaviour calls for):

* A variadic function defined in the program gets one hidden last parameter
  ``f::$va_args`` (``HIDDEN``), a ``va_list``. ``va_list`` (``__builtin_va_list``) is a
  ``void *``: a cursor into the argument object below.
* Each call of such a function (direct, or through a function pointer) stores the
  arguments after the named ones, after the default argument promotions, into a fresh
  object of the caller's block (``$va_args``, dead when the block ends), and passes its
  address as the hidden argument. The object is a sequence of slots: slot ``i`` holds an
  ``unsigned int`` type tag (``tag_of``) at offset 0 and the argument at offset 8; it is
  ``8 + sizeof(T)`` rounded up to 8 bytes long; a last tag 0 ends the sequence.
* ``va_start(ap, last)`` sets ``ap`` to the hidden parameter; ``va_copy(d, s)`` copies the
  cursor; ``va_end(ap)`` sets it to NULL (a later ``va_arg`` without a new ``va_start``
  is a NULL dereference).
* ``va_arg(ap, T)`` reads the tag at the cursor (with the pointer checks: an ``ap`` never
  started is an invalid pointer) and checks two properties (class ``va_arg``): that an
  argument is left (the tag is not 0), and that its promoted type is ``T`` (C11 7.16.1.1p2:
  a signed integer argument may be read as the corresponding unsigned type and the other
  way round when the value is representable in both; C23's 7.16.1.1p2 for pointers: a
  pointer may be read as a pointer to the same type however qualified (qualifiers are not
  part of bmc's types), and a ``void *`` as a pointer to a character type and the other way
  round; reading an ``int *`` argument as ``char *`` or ``long *`` fails the check).
  A failed check ends the path (the value would be meaningless). Then the cursor moves to
  the next slot and ``va_arg`` is the ``T`` at offset 8 of the slot it read.

Passing a ``va_list`` to another function copies the cursor: the callee's ``va_arg`` does
not move the caller's. C11 7.16p3 makes the caller's ``ap`` indeterminate after such a call
(x86-64 gcc would have moved it); that use is not checked (README, "What is checked").
Struct arguments to variadic functions are refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pycparser import c_ast

from bmc.frontend.scopes import Label
from bmc.ir.ctype import (
    CType,
    FloatType,
    IntType,
    PointerType,
    StructField,
    StructType,
    VoidType,
    size_in_bytes,
)
from bmc.ir.expr import Binary, BinOp, Cast, Const, Deref, Expr, PointerAdd, Var
from bmc.ir.program import (
    Assert,
    Assign,
    Assume,
    Decl,
    SourceLocation,
    Symbol,
    SymbolKind,
)

if TYPE_CHECKING:
    from bmc.frontend.lowering_state import LoweringState

HIDDEN = "$va_args"          # the hidden parameter: f::$va_args
VALUE_OFFSET = 8             # of an argument in its slot (the tag is at 0)
PROPERTY = "va_arg"

# What the stdarg builtins are (the bundled <stdarg.h> and gcc's .i expansions).
BUILTINS = ("__builtin_va_start", "__builtin_stdarg_start", "__builtin_va_end",
            "__builtin_va_copy", "__bmc_va_arg")


def va_list_type(pointer_width: int) -> PointerType:
    """The type of ``va_list`` / ``__builtin_va_list``."""
    return PointerType(VoidType(), pointer_width)


VOID_POINTER_TAG = 8
CHARACTER_POINTER_TAGS = {"char": 9, "signed char": 10, "unsigned char": 11}
POINTER_TAGS = 0x20000       # + the index of the target type in ``va_pointer_tags``


def tag_of(t: CType, pointer_tags: dict[CType, int]) -> int | None:
    """The tag of a promoted argument type (None: not one an argument can have). Signed and
    unsigned integers of one rank differ in the lowest bit. A pointer's tag names its
    target type: ``void *`` and the character pointers have fixed tags, any other target gets
    the next index in ``pointer_tags`` (the lowering's registry, shared by every call and
    ``va_arg`` of the program) when first seen."""
    match t:
        case IntType(rank=rank, signed=signed):
            return 16 + 2 * int(rank) + int(signed)
        case PointerType(target=VoidType()):
            return VOID_POINTER_TAG
        case PointerType(target=IntType(name=name)) if name in CHARACTER_POINTER_TAGS:
            return CHARACTER_POINTER_TAGS[name]
        case PointerType(target=target):
            return POINTER_TAGS + pointer_tags.setdefault(target, len(pointer_tags))
        case FloatType(eb=eb, sb=sb):
            return 0x10000 | (eb << 8) | sb
    return None


def _also_accepted(t: CType) -> tuple[int, ...]:
    """The tags other than its own that ``va_arg(ap, t)`` accepts without a value test:
    a ``void *`` for a character pointer and the character pointers for ``void *``."""
    match t:
        case PointerType(target=VoidType()):
            return tuple(CHARACTER_POINTER_TAGS.values())
        case PointerType(target=IntType(name=name)) if name in CHARACTER_POINTER_TAGS:
            return (VOID_POINTER_TAG,)
    return ()


def slot_size(t: CType) -> int:
    return VALUE_OFFSET + (size_in_bytes(t) + 7) // 8 * 8


def hidden_parameter(lw: LoweringState, function: str, loc: SourceLocation) -> Var:
    """The hidden ``va_list`` parameter of the variadic function ``function``."""
    name = f"{function}::{HIDDEN}"
    var = Var(name, va_list_type(lw.model.pointer))
    lw.symbols[name] = Symbol(name, "", var.type, SymbolKind.PARAMETER, loc, function)
    return var


def argument_object(lw: LoweringState, values: list[Expr], node: c_ast.Node,
                    loc: SourceLocation) -> Expr:
    """Store the variadic arguments ``values`` (promoted) into a fresh object of the
    current block; its address, as a ``va_list``."""
    uint = lw.model.uint
    fields: list[StructField] = []
    offset = 0
    for i, v in enumerate(values):
        if tag_of(v.type, lw.va_pointer_tags) is None:
            raise lw.unsupported(f"an argument of type {v.type} to a variadic function", node)
        fields.append(StructField(f"tag{i}", uint, offset))
        fields.append(StructField(f"arg{i}", v.type, offset + VALUE_OFFSET))
        offset += slot_size(v.type)
    fields.append(StructField("end", uint, offset))
    size = (offset + 4 + 7) // 8 * 8
    st = StructType(f"$va_args({', '.join(str(v.type) for v in values)})", tuple(fields),
                    size, 8)
    name = lw.unique_local(HIDDEN)
    var = Var(name, st)
    lw.symbols[name] = Symbol(name, "variadic arguments", st, SymbolKind.LOCAL, loc,
                              lw.fn.name)
    lw.fn.scope.locals.append(var)
    lw.emit(Decl(var, loc))
    address = lw.address_of(var, node)
    for f, v in zip(fields[0::2], values):
        tag = tag_of(v.type, lw.va_pointer_tags)
        assert tag is not None
        lw.emit(Assign(lw._field(address, f), Const(tag, uint), loc))
    for f, v in zip(fields[1::2], values):
        lw.emit(Assign(lw._field(address, f), v, loc))
    lw.emit(Assign(lw._field(address, fields[-1]), Const(0, uint), loc))
    return Cast(address, va_list_type(lw.model.pointer))


def lower_builtin(lw: LoweringState, name: str, args: list[c_ast.Node], node: c_ast.FuncCall,
                  loc: SourceLocation, want: bool) -> Expr | None:
    """``va_start`` / ``va_end`` / ``va_copy`` / ``va_arg`` (``__bmc_va_arg(ap, (T *)0)``,
    a ``T *`` to the argument)."""
    match name:
        case "__builtin_va_start" | "__builtin_stdarg_start":
            if not 1 <= len(args) <= 2:
                raise lw.error(f"'{name}' takes two arguments", node)
            ap = _va_list_lvalue(lw, args[0], name)
            hidden = f"{lw.fn.name}::{HIDDEN}"
            if hidden not in lw.symbols or lw.symbols[hidden].kind is not SymbolKind.PARAMETER:
                raise lw.error("'va_start' used in function with fixed arguments", node)
            lw.emit(lw.assign(ap, Var(hidden, va_list_type(lw.model.pointer)), loc))
            return None
        case "__builtin_va_end":
            if len(args) != 1:
                raise lw.error(f"'{name}' takes one argument", node)
            ap = _va_list_lvalue(lw, args[0], name)
            lw.emit(lw.assign(ap, Const(0, ap.type), loc))
            return None
        case "__builtin_va_copy":
            if len(args) != 2:
                raise lw.error(f"'{name}' takes two arguments", node)
            dest = _va_list_lvalue(lw, args[0], name)
            src = lw.rvalue(args[1])
            if src.type != dest.type:
                raise lw.error(f"argument 2 of '{name}' is not a va_list", args[1])
            lw.emit(lw.assign(dest, src, loc))
            return None
        case "__bmc_va_arg":
            if len(args) != 2:
                raise lw.error("va_arg takes a va_list and a type", node)
            return _va_arg(lw, args, node, loc)
    raise lw.unsupported(f"builtin {name}", node)


def _va_list_lvalue(lw: LoweringState, arg: c_ast.Node, name: str) -> Expr:
    ap = lw.lvalue(arg)
    if ap.type != va_list_type(lw.model.pointer):
        raise lw.error(f"argument 1 of '{name}' is not a va_list (it has type {ap.type})", arg)
    return ap


def _va_arg(lw: LoweringState, args: list[c_ast.Node], node: c_ast.FuncCall,
            loc: SourceLocation) -> Expr:
    model = lw.model
    pt = lw.type_of(args[1])
    if not isinstance(pt, PointerType):
        raise lw.error("va_arg needs a type", node)
    t = lw.complete(pt.target)
    tag = tag_of(t, lw.va_pointer_tags)
    if tag is None or isinstance(t, VoidType):
        raise lw.unsupported(f"va_arg of type {t}", node)
    ap = _va_list_lvalue(lw, args[0], "va_arg")
    uint, it = model.uint, model.int_type
    byte_ptr = PointerType(model.uchar, model.pointer)
    cur = lw.new_tmp(byte_ptr, loc)
    lw.emit(Assign(cur, Cast(ap, byte_ptr), loc))
    found = lw.new_tmp(uint, loc)
    lw.emit(Assign(found, Deref(Cast(cur, PointerType(uint, model.pointer)), uint), loc))
    left = Binary(BinOp.NE, found, Const(0, uint), it)
    lw.emit(Assert(left, PROPERTY, "va_arg: a variadic argument is left to read", loc))
    value_ptr = PointerAdd(cur, Const(VALUE_OFFSET, model.long_), 1, byte_ptr)
    ok = lw.new_tmp(it, loc)
    lw.emit(Assign(ok, Binary(BinOp.EQ, found, Const(tag, uint), it), loc))
    for other in _also_accepted(t):
        lw.emit(Assign(ok, Binary(BinOp.LOR, ok, Binary(BinOp.EQ, found, Const(other, uint), it),
                                  it), loc))
    if isinstance(t, IntType) and not t.is_bool:
        # the corresponding signed / unsigned type, if the value fits both (C11 7.16.1.1p2)
        skip = Label()
        lw.goto(skip, Binary(BinOp.NE, found, Const(tag ^ 1, uint), it), loc)
        signed = lw._int_of_width(t.width, True)
        v = Deref(Cast(value_ptr, PointerType(signed, model.pointer)), signed)
        lw.emit(Assign(ok, Binary(BinOp.GE, v, Const(0, signed), it), loc))
        lw.place(skip)
    lw.emit(Assert(Binary(BinOp.LOR, Binary(BinOp.NE, ok, Const(0, it), it),
                          Binary(BinOp.EQ, found, Const(0, uint), it), it),
                   PROPERTY, f"va_arg: the argument's promoted type is {t}", loc))
    lw.emit(Assume(Binary(BinOp.LAND, Binary(BinOp.NE, ok, Const(0, it), it), left, it), loc))
    lw.emit(lw.assign(ap, Cast(PointerAdd(cur, Const(slot_size(t), model.long_), 1, byte_ptr),
                               ap.type), loc))
    return Cast(value_ptr, PointerType(t, model.pointer))

