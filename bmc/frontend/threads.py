"""Lowering of the POSIX thread API to the concurrency stage's intrinsics.

In: the lowerer, the called pthread function and its argument nodes. Out: IR instructions:

* ``pthread_create(&t, NULL, f, arg)``: ``tmp = __bmc_spawn(); *t = tmp; f(arg)`` where the
  executor records the call ``f(arg)`` right after a spawn as the new thread (it is never
  inlined there); the call keeps the points-to analysis sound (arg flows to f's parameter).
* ``pthread_join(t, NULL)``: ``__bmc_join(t)``; ``pthread_exit(v)``: ``__bmc_thread_exit()``;
  ``pthread_self()``: ``__bmc_thread_self()``; ``pthread_equal(a, b)``: ``a == b``.
* mutexes: the lock word of ``pthread_mutex_t`` holds 0 (free) or owner id + 1. ``lock``:
  a blocking switch point, then atomically: check not held by this thread (misuse:
  relock), assume free, take, then the marker ``__bmc_mutex_held(m)``. ``unlock``: the
  marker ``__bmc_mutex_released(m)``, then atomically check held by this thread (misuse),
  release. The markers have no effect on the state; the concurrency stage uses them to
  find accesses that a mutex protects (for its completeness bound).
  ``trylock``: atomically take if free (0) else return EBUSY. ``init``/``destroy``: reset /
  check not held.
Anything else (condition variables, attributes, thread-local keys, barriers, rwlocks,
detaching, once) is refused with ``UnsupportedFeature``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bmc.ir.ctype import IntType, PointerType
from bmc.ir.expr import Binary, BinOp, Cast, Const, Deref, Expr, Var
from bmc.ir.program import Assert, Assign, Assume, AtomicBegin, AtomicEnd, Call, SourceLocation

if TYPE_CHECKING:
    from bmc.frontend.lower import _Lowerer  # noqa: F401

EBUSY = 16
SUPPORTED = frozenset({
    "pthread_create", "pthread_join", "pthread_exit", "pthread_self", "pthread_equal",
    "pthread_mutex_init", "pthread_mutex_destroy", "pthread_mutex_lock",
    "pthread_mutex_unlock", "pthread_mutex_trylock",
})


def lower_thread_call(lw: Any, name: str, args: list[Any], start: str | None,
                      node: Any, loc: SourceLocation, want: bool) -> Expr | None:
    """Lower a call of pthread function ``name`` (``start``: the start routine's name for
    pthread_create, when it is a plain function name)."""
    if name not in SUPPORTED:
        raise lw.unsupported(f"POSIX threads: {name}", node)
    model = lw.model
    it = model.int_type
    tid_t = model.ulong
    n = {"pthread_create": 4, "pthread_join": 2, "pthread_exit": 1, "pthread_self": 0,
         "pthread_equal": 2, "pthread_mutex_init": 2}.get(name, 1)
    if len(args) != n:
        raise lw.error(f"'{name}' takes {n} argument(s)", node)

    def result(value: Expr | None) -> Expr | None:
        if not want or value is None:
            return None
        return value

    def zero() -> Expr | None:
        return Const(0, it) if want else None

    def null_arg(i: int, what: str) -> None:
        e = lw.rvalue(args[i])
        if not (isinstance(e, Const) and e.value == 0) and not (
                isinstance(e, Cast) and isinstance(e.operand, Const) and e.operand.value == 0):
            raise lw.unsupported(f"POSIX threads: {what} ({name})", args[i])

    match name:
        case "pthread_create":
            null_arg(1, "thread attributes")
            if start is None:
                raise lw.unsupported("POSIX threads: start routine that is not a function "
                                     "name (pthread_create)", args[2])
            info = lw.fn.scope.lookup(start)
            if getattr(info, "definition", None) is None:
                raise lw.unsupported(f"POSIX threads: start routine '{start}' without a body",
                                     args[2])
            if lw.has_call(args[3]):
                raise lw.unsupported("POSIX threads: a function call in the argument of "
                                     "pthread_create", args[3])
            tptr = lw.rvalue(args[0])
            if not isinstance(tptr.type, PointerType):
                raise lw.error("first argument of pthread_create is not a pointer", args[0])
            tmp = lw.new_tmp(tid_t, loc)
            lw.emit(Call(tmp, "__bmc_spawn", (), loc))
            lw.emit(Assign(Deref(Cast(tptr, lw._pointer_to(tid_t)), tid_t), tmp, loc))
            lw.defined_call(info, [args[3]], node, loc, want=False)
            return zero()
        case "pthread_join":
            null_arg(1, "return value of a joined thread")
            t = lw.convert(lw.rvalue(args[0]), tid_t, args[0])
            lw.emit(Call(None, "__bmc_join", (t,), loc))
            return zero()
        case "pthread_exit":
            lw.expr(args[0], want=False)
            lw.emit(Call(None, "__bmc_thread_exit", (), loc))
            return None
        case "pthread_self":
            tmp = lw.new_tmp(tid_t, loc)
            lw.emit(Call(tmp, "__bmc_thread_self", (), loc))
            return result(tmp)
        case "pthread_equal":
            a = lw.convert(lw.rvalue(args[0]), tid_t, args[0])
            b = lw.convert(lw.rvalue(args[1]), tid_t, args[1])
            return result(Binary(BinOp.EQ, a, b, it))
    # mutexes
    m = lw.rvalue(args[0])
    if not isinstance(m.type, PointerType):
        raise lw.error(f"first argument of {name} is not a pointer", args[0])
    if not (isinstance(m, Var)):
        tmp_m = lw.new_tmp(m.type, loc)
        lw.emit(Assign(tmp_m, m, loc))
        m = tmp_m
    word = Deref(Cast(m, lw._pointer_to(it)), it)

    def me() -> Expr:
        tmp = lw.new_tmp(tid_t, loc)
        lw.emit(Call(tmp, "__bmc_thread_self", (), loc))
        # unsigned arithmetic: the owner word of an internal model is not a checked
        # signed addition of the program
        return Cast(Binary(BinOp.ADD, tmp, Const(1, tid_t), tid_t), it)

    match name:
        case "pthread_mutex_init":
            null_arg(1, "mutex attributes")
            lw.emit(Assign(word, Const(0, it), loc))
            return zero()
        case "pthread_mutex_destroy":
            lw.emit(Assert(Binary(BinOp.EQ, word, Const(0, it), it), "concurrency",
                           "destroyed mutex is not locked", loc))
            return zero()
        case "pthread_mutex_lock":
            owner = me()
            lw.emit(Call(None, "__bmc_block_point", (), loc))
            lw.emit(AtomicBegin(loc))
            lw.emit(Assert(Binary(BinOp.NE, word, owner, it), "concurrency",
                           "mutex not relocked by the thread holding it", loc))
            lw.emit(Assume(Binary(BinOp.EQ, word, Const(0, it), it), loc))
            lw.emit(Assign(word, owner, loc))
            lw.emit(AtomicEnd(loc))
            lw.emit(Call(None, "__bmc_mutex_held", (m,), loc))
            return zero()
        case "pthread_mutex_unlock":
            owner = me()
            lw.emit(Call(None, "__bmc_mutex_released", (m,), loc))
            lw.emit(AtomicBegin(loc))
            lw.emit(Assert(Binary(BinOp.EQ, word, owner, it), "concurrency",
                           "mutex unlocked by the thread holding it", loc))
            lw.emit(Assign(word, Const(0, it), loc))
            lw.emit(AtomicEnd(loc))
            return zero()
        case "pthread_mutex_trylock":
            owner = me()
            got = lw.new_tmp(it, loc)
            lw.emit(AtomicBegin(loc))
            lw.emit(Assign(got, Binary(BinOp.EQ, word, Const(0, it), it), loc))
            from bmc.ir.expr import Ite
            lw.emit(Assign(word, Ite(got, owner, word, it), loc))
            lw.emit(AtomicEnd(loc))
            return result(Ite(got, Const(0, it), Const(EBUSY, it), it))
    raise lw.unsupported(f"POSIX threads: {name}", node)


__all__ = ["lower_thread_call", "SUPPORTED", "IntType"]
