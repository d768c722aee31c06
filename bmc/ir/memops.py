"""Ranged memory operations: the intrinsics behind ``memset``/``memcpy``/``memmove``.

The library models (``bmc/frontend/models/libc.c``) call

* ``__bmc_memset(p, byte, n)``: bytes ``p[0 .. n-1]`` become ``byte``;
* ``__bmc_memcpy(d, s, n)`` / ``__bmc_memmove(d, s, n)``: bytes ``d[0 .. n-1]`` become the
  bytes ``s[0 .. n-1]`` had before the call (memmove's meaning; an overlapping memcpy is
  undefined behaviour and a failed precondition, so the result of one does not matter).

Each call is an IR ``Call`` of a function without a body whose result says whether symex
did the operation as one ranged update of the memory arrays (1, ``bmc.symex.memory_ops``)
or left it to the model's byte loop that follows (0). This module is what the other
stages agree on:

* ``range_accesses``: the byte accesses a call stands for (``*d`` written, ``*s`` read, as
  ``unsigned char``), the same expressions for the points-to analysis (which records them
  like the loop's ``d[i] = s[i]``) and for symex (which looks their memory class up);
* ``range_checks``: the pointer checks of a whole range, as ``Assert``s the instrumenter
  puts before the call (null, invalid, freed, dead, out of bounds, read-only for the
  destination; all vacuous for ``n == 0``), and for ``memcpy`` the precondition that
  source and destination do not overlap (CBMC's ``memcpy src/dst overlap``).

The out-of-bounds check is exact for any ``n``: ``n <= size && offset <= size - n`` (no
wrap-around, unlike a check of the last byte ``p + n - 1``).
"""

from __future__ import annotations

from typing import Any

from bmc.ir.ctype import IntType, PointerType
from bmc.ir.expr import BinOp, Binary, Const, Deref, Expr, Ite, ObjectState, Query
from bmc.ir.program import Assert, Call
from bmc.ir.properties import PropertyClass

MEMSET = "__bmc_memset"
MEMCPY = "__bmc_memcpy"
MEMMOVE = "__bmc_memmove"
RANGE_OPS = frozenset({MEMSET, MEMCPY, MEMMOVE})
# the library function each intrinsic implements (for descriptions)
LIBRARY_NAME = {MEMSET: "memset", MEMCPY: "memcpy", MEMMOVE: "memmove"}


def _byte_type(p: Expr) -> IntType:
    t = p.type
    assert isinstance(t, PointerType) and isinstance(t.target, IntType), \
        "range operations take unsigned char pointers"
    return t.target


def range_accesses(call: Call) -> tuple[Deref, Deref | None]:
    """The byte accesses of a range operation: (destination write, source read or None)."""
    dst = call.args[0]
    dst_access = Deref(dst, _byte_type(dst))
    if call.function == MEMSET:
        return dst_access, None
    src = call.args[1]
    return dst_access, Deref(src, _byte_type(src))


def range_checks(ins: Any, call: Call, preconditions: bool) -> list[Assert]:
    """The checks of ``call`` (``ins``: the instrumenter, for its expression helpers)."""
    name = LIBRARY_NAME[call.function]
    size_t = ins.model.size_t
    n = call.args[2]
    empty = ins.cmp(BinOp.EQ, n, Const(0, size_t))
    out: list[Assert] = []
    regions = [(call.args[0], True, "destination")]
    if call.function != MEMSET:
        regions.append((call.args[1], False, "source"))
    for p, write, role in regions:
        where = f" in {name} {role} {ins.text(p)}[0 .. {ins.text(n)} - 1]"
        for cond, description in _region(ins, p, n, write):
            out.append(Assert(ins.lor(empty, cond), PropertyClass.POINTER_DEREFERENCE,
                              f"dereference failure: {description}{where}", call.loc))
    if call.function == MEMCPY and preconditions:
        d, s = call.args[0], call.args[1]
        od, os_ = ins.query(Query.OFFSET, d), ins.query(Query.OFFSET, s)
        apart = Ite(ins.cmp(BinOp.LE, od, os_),
                    ins.cmp(BinOp.GE, Binary(BinOp.SUB, os_, od, size_t), n),
                    ins.cmp(BinOp.GE, Binary(BinOp.SUB, od, os_, size_t), n), ins.int_)
        other = ins.cmp(BinOp.NE, ins.query(Query.OBJECT, d), ins.query(Query.OBJECT, s))
        out.append(Assert(ins.lor(empty, ins.lor(other, apart)), PropertyClass.PRECONDITION,
                          "memcpy src/dst overlap", call.loc))
    return out


def _region(ins: Any, p: Expr, n: Expr, write: bool) -> list[tuple[Expr, str]]:
    """(condition, description) of the checks of the bytes ``p[0 .. n-1]``, n != 0."""
    size_t = ins.model.size_t
    size = ins.query(Query.SIZE, p)
    fits = ins.land(ins.cmp(BinOp.LE, n, size),
                    ins.cmp(BinOp.LE, ins.query(Query.OFFSET, p),
                            Binary(BinOp.SUB, size, n, size_t)))
    escape = ins.lor(ins.is_null(p), ins.state_is(p, ObjectState.INVALID, True))
    checks = [
        (ins.not_null(p), "null pointer"),
        (ins.lor(ins.is_null(p), ins.state_is(p, ObjectState.INVALID, False)),
         "invalid pointer"),
        (ins.state_is(p, ObjectState.FREED, False),
         "use after free (deallocated dynamic object)"),
        (ins.state_is(p, ObjectState.DEAD, False), "dead object (lifetime ended)"),
        (ins.lor(escape, fits), "out of bounds (pointer outside object bounds)"),
    ]
    if write and ins.read_only:
        checks.append((ins.state_is(p, ObjectState.READONLY, False),
                       "write to a read-only object (string literal)"))
    return checks
