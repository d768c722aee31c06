"""CBMC's ``__CPROVER_*`` primitives written in C source (harnesses, models, specs).

In: a call of one of the names in ``PRIMITIVES`` (they apply even if the program declares
them, as CBMC's built-ins do); out: an IR expression or instructions, with CBMC's meaning:

* ``__CPROVER_POINTER_OBJECT(p)``, ``__CPROVER_POINTER_OFFSET(p)``, ``__CPROVER_OBJECT_SIZE
  (p)``: the object id (0 for NULL), the byte offset (a signed ``ptrdiff_t``) and the size
  of the object ``p`` points into; ``__CPROVER_same_object(p, q)``; ``__CPROVER_DYNAMIC_OBJECT
  (p)``: ``p`` points into a malloc'ed object (freed or not);
* ``__CPROVER_r_ok(p, n)``, ``__CPROVER_w_ok(p, n)``, ``__CPROVER_rw_ok(p, n)``: ``p`` points
  into a live object (a variable in its lifetime, a dynamic object not freed, an ``alloca``
  object) with at least ``n`` bytes from ``p`` on;
* ``__CPROVER_precondition(c, "text")`` / ``__CPROVER_postcondition``: a property of class
  ``precondition``/``postcondition`` described by the text (as ``__CPROVER_assert``);
* ``__CPROVER_input("name", v, ...)``, ``__CPROVER_output(...)``, ``__CPROVER_printf(...)``:
  their arguments are evaluated, nothing else (CBMC records them for test generation).

Others CBMC has (``__CPROVER_havoc_object``, ``__CPROVER_array_*``, quantifiers, contracts)
are refused, naming them, by the callers' unsupported path.
"""

from __future__ import annotations

from pycparser import c_ast

from bmc.frontend.ast_helpers import is_string
from bmc.frontend.literals import string_literal
from bmc.frontend.lowering_state import LoweringState
from bmc.ir.ctype import IntType, PointerType
from bmc.ir.expr import (
    Binary,
    BinOp,
    Cast,
    Const,
    Expr,
    ObjectState,
    PointerQuery,
    Query,
)
from bmc.ir.program import Assert, SourceLocation

QUERIES = ("__CPROVER_POINTER_OBJECT", "__CPROVER_POINTER_OFFSET", "__CPROVER_OBJECT_SIZE",
           "__CPROVER_DYNAMIC_OBJECT", "__CPROVER_same_object", "__CPROVER_r_ok",
           "__CPROVER_w_ok", "__CPROVER_rw_ok")
CONDITIONS = ("__CPROVER_precondition", "__CPROVER_postcondition")
RECORDS = ("__CPROVER_input", "__CPROVER_output", "__CPROVER_printf")
PRIMITIVES = frozenset(QUERIES + CONDITIONS + RECORDS + ("__CPROVER_equal",))
UNSUPPORTED = frozenset({
    "__CPROVER_havoc_object", "__CPROVER_havoc_slice", "__CPROVER_array_set",
    "__CPROVER_array_copy", "__CPROVER_array_replace", "__CPROVER_array_equal",
    "__CPROVER_is_fresh", "__CPROVER_is_invalid_pointer", "__CPROVER_cover",
    "__CPROVER_allocated_memory", "__CPROVER_fence"})


def lower_cprover_call(lw: LoweringState, name: str, args: list[c_ast.Node], node: c_ast.FuncCall,
                       loc: SourceLocation, want: bool) -> Expr | None:
    """Lower a call of the CBMC primitive ``name`` (one of ``PRIMITIVES``)."""
    it = lw.model.int_type
    if name in RECORDS:
        for arg in args:
            lw.expr(arg, want=False)
        return Const(0, it) if want else None
    if name == "__CPROVER_equal":
        if not want:
            _evaluate(lw, args)
            return None
        return _equal(lw, args, node)
    if name in CONDITIONS:
        if not args:
            raise lw.error(f"too few arguments to function '{name}'", node)
        cond = lw.to_bool(lw.scalar(args[0]))
        text = string_literal(args[1].value) if len(args) > 1 and is_string(args[1]) \
            else f"{name.removeprefix('__CPROVER_')} {lw.source_text(args[0])}"
        lw.emit(Assert(cond, name.removeprefix("__CPROVER_"), text, loc))
        return None
    arity = 2 if name in ("__CPROVER_same_object", "__CPROVER_r_ok", "__CPROVER_w_ok",
                          "__CPROVER_rw_ok") else 1
    if len(args) != arity:
        raise lw.error(f"'{name}' takes {arity} argument{'s' * (arity > 1)}", node)
    p = _pointer(lw, name, args[0])
    size_t = lw.model.size_t

    def query(q: Query, pointer: Expr, t: IntType) -> Expr:
        return PointerQuery(q, pointer, t)
    match name:
        case "__CPROVER_POINTER_OBJECT":
            value: Expr = query(Query.OBJECT, p, size_t)
        case "__CPROVER_POINTER_OFFSET":
            value = Cast(query(Query.OFFSET, p, size_t), lw.model.ptrdiff_t)
        case "__CPROVER_OBJECT_SIZE":
            value = query(Query.SIZE, p, size_t)
        case "__CPROVER_DYNAMIC_OBJECT":
            state = query(Query.STATE, p, it)
            value = _any(it, [Binary(BinOp.EQ, state, Const(int(s), it), it)
                              for s in (ObjectState.HEAP, ObjectState.FREED)])
        case "__CPROVER_same_object":
            q = _pointer(lw, name, args[1])
            value = Binary(BinOp.EQ, query(Query.OBJECT, p, size_t),
                           query(Query.OBJECT, q, size_t), it)
        case _:                                      # r_ok, w_ok, rw_ok
            n = lw.convert(lw.rvalue(args[1]), size_t, args[1])
            state = query(Query.STATE, p, it)
            live = _any(it, [Binary(BinOp.EQ, state, Const(int(s), it), it)
                             for s in (ObjectState.LIVE, ObjectState.HEAP,
                                       ObjectState.STACK)])
            offset, size = query(Query.OFFSET, p, size_t), query(Query.SIZE, p, size_t)
            inside = Binary(BinOp.LE, offset, size, it)
            room = Binary(BinOp.LE, n, Binary(BinOp.SUB, size, offset, size_t), it)
            value = Binary(BinOp.LAND, Binary(BinOp.LAND, live, inside, it), room, it)
    return value if want else None


def _evaluate(lw: LoweringState, args: list[c_ast.Node]) -> None:
    for arg in args:
        lw.expr(arg, want=False)


def _equal(lw: LoweringState, args: list[c_ast.Node], node: c_ast.FuncCall) -> Expr:
    """``__CPROVER_equal(a, b)``: CBMC's ``equal_exprt`` of two integers or pointers of one
    type. (On floating values CBMC compares the bits, NaN payloads included, which the IR
    cannot say: refused.)"""
    if len(args) != 2:
        raise lw.error("equal expects two operands", node)
    a, b = (lw.rvalue(arg) for arg in args)
    if a.type != b.type:
        raise lw.error("equal expects two operands of same type", node)
    it = lw.model.int_type
    if isinstance(a.type, IntType | PointerType):
        return Binary(BinOp.EQ, a, b, it)
    raise lw.unsupported(f"__CPROVER_equal of operands of type {a.type}", node)


def _pointer(lw: LoweringState, name: str, arg: c_ast.Node) -> Expr:
    p = lw.rvalue(arg)
    if not isinstance(p.type, PointerType):
        raise lw.error(f"'{name}' needs a pointer argument", arg)
    return p


def _any(it: IntType, terms: list[Expr]) -> Expr:
    out = terms[0]
    for t in terms[1:]:
        out = Binary(BinOp.LOR, out, t, it)
    return out
