"""Lowering of the POSIX thread API to the concurrency stage's intrinsics.

In: the lowerer, the called pthread function and its argument nodes. Out: IR instructions.
Every function returns 0 (success): the model never fails a call (like CBMC's).

* ``pthread_create(&t, attr, f, arg)``: ``tmp = __bmc_spawn(); *t = tmp;
  __bmc_thread_return = f(arg)`` where the executor records the call ``f(arg)`` right after
  a spawn as the new thread (it is never inlined there); the call keeps the points-to
  analysis sound (arg flows to f's parameter, f's result to the thread-local
  ``__bmc_thread_return``, from which ``pthread_join`` reads). Attributes are evaluated and
  otherwise ignored (a detached thread runs like a joinable one).
* ``pthread_join(t, ret)``: ``__bmc_join(t)`` (which also sets the joiner's
  ``__bmc_thread_return`` to the joined thread's return value), then ``if (ret) *ret =
  __bmc_thread_return``; ``pthread_exit(v)``: ``__bmc_thread_return = v;
  __bmc_thread_exit()``; ``pthread_self()``: ``__bmc_thread_self()``; ``pthread_equal(a, b)``:
  ``a == b``; ``pthread_detach``, ``pthread_attr_init/destroy/set*``, ``sched_yield``,
  ``usleep``, ``sleep``: no effect (a yield needs no switch point of its own: a switch there
  is the same as one at the last shared access before it); the result of ``usleep`` is 0 or
  -1 and that of ``sleep(s)`` any value up to ``s`` (a signal may interrupt them).
* mutexes: the lock word (the first ``unsigned int`` of ``pthread_mutex_t``) holds 0 (free)
  or owner id + 1. ``lock``: a blocking switch point, then atomically: check not held by this
  thread (misuse: relock), assume free, take, then the marker ``__bmc_mutex_held(m)``.
  ``unlock``: the marker ``__bmc_mutex_released(m)``, then atomically check held by this
  thread (misuse), release. The markers have no effect on the state; the concurrency stage
  uses them to find accesses that a mutex protects (for its completeness bound). ``trylock``: atomically take if free (0) else return EBUSY. ``init``: reset;
  ``destroy``: check not held. Mutex attributes: ``pthread_mutexattr_init/destroy`` have no
  effect, ``pthread_mutexattr_settype`` accepts only the normal/default type (recursive and
  error-checking mutexes are refused).
* condition variables: ``pthread_cond_wait(c, m)`` atomically checks that the thread holds
  ``m`` (misuse otherwise), notes the signal count of ``c`` and releases ``m``; then the
  thread blocks (a switch point) and, unless spurious wake-ups are modelled (the default,
  as POSIX allows them), waits until the signal count changed (an assume); then it locks
  ``m`` again. ``signal``/``broadcast`` increment the count (so a signal wakes every thread
  waiting at that moment, which POSIX allows, and none that starts waiting later); with
  spurious wake-ups the count is not needed and they have no effect. ``init`` resets the
  count, ``destroy`` has no effect.
* ``pthread_once(o, f)``: atomically ``old = *o; if (old == 0) *o = 1``; the first caller
  runs ``f()`` and sets ``*o = 2``, the others block until ``*o == 2``.
Anything else (rwlocks, barriers, spin locks, keys, getters of attributes, ...) is refused
with ``UnsupportedFeature`` naming the function.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bmc.frontend.lowering_state import LoweringState
from bmc.frontend.scopes import Label
from bmc.ir.ctype import CType, FunctionType, IntType, PointerType, VoidType
from bmc.ir.expr import AddressOf, Binary, BinOp, Cast, Const, Deref, Expr, Ite, Nondet, Var
from bmc.ir.program import (Assert, Assign, Assume, AtomicBegin, AtomicEnd, Call,
                            SourceLocation, Symbol, SymbolKind, WaitKind)

EBUSY = 16
THREAD_RETURN = "__bmc_thread_return"      # thread-local: the value a thread ends with
MUTEX_NORMAL = 0                              # glibc: PTHREAD_MUTEX_NORMAL == DEFAULT

SLEEPS = frozenset({"usleep", "sleep"})    # their result may tell of an interruption
# functions that only evaluate their arguments and return 0 (sleeps: see sleep_result)
NO_EFFECT = frozenset({
    "pthread_detach", "pthread_attr_init", "pthread_attr_destroy",
    "pthread_attr_setdetachstate", "pthread_attr_setstacksize", "pthread_attr_setscope",
    "pthread_attr_setschedpolicy", "pthread_attr_setinheritsched", "pthread_attr_setguardsize",
    "pthread_mutexattr_init", "pthread_mutexattr_destroy", "pthread_condattr_init",
    "pthread_condattr_destroy", "sched_yield", "usleep", "sleep",
})
SUPPORTED = frozenset({
    "pthread_create", "pthread_join", "pthread_exit", "pthread_self", "pthread_equal",
    "pthread_mutex_init", "pthread_mutex_destroy", "pthread_mutex_lock",
    "pthread_mutex_unlock", "pthread_mutex_trylock", "pthread_mutexattr_settype",
    "pthread_cond_init", "pthread_cond_destroy", "pthread_cond_wait", "pthread_cond_signal",
    "pthread_cond_broadcast", "pthread_once",
}) | NO_EFFECT
ARITY = {"pthread_create": 4, "pthread_join": 2, "pthread_exit": 1, "pthread_self": 0,
         "pthread_equal": 2, "pthread_mutex_init": 2, "pthread_mutexattr_settype": 2,
         "pthread_cond_init": 2, "pthread_cond_wait": 2, "pthread_once": 2, "sched_yield": 0,
         "pthread_attr_setdetachstate": 2, "pthread_attr_setstacksize": 2,
         "pthread_attr_setscope": 2, "pthread_attr_setschedpolicy": 2,
         "pthread_attr_setinheritsched": 2, "pthread_attr_setguardsize": 2}
# the argument that names a function (start routine, once routine)
FUNCTION_ARGUMENT = {"pthread_create": 2, "pthread_once": 1}


def thread_return_var(lw: LoweringState, loc: SourceLocation) -> Var:
    """The thread-local variable ``__bmc_thread_return`` (``void *``), declared on first use."""
    t = lw._pointer_to(VoidType())
    if THREAD_RETURN not in lw.symbols:
        lw.symbols[THREAD_RETURN] = Symbol(THREAD_RETURN, THREAD_RETURN, t, SymbolKind.GLOBAL,
                                           loc, "")
    lw.thread_local.setdefault(THREAD_RETURN)
    return Var(THREAD_RETURN, t)


def lower_thread_call(lw: LoweringState, name: str, args: list[Any], function: str | None,
                      node: Any, loc: SourceLocation, want: bool) -> Expr | None:
    """Lower a call of pthread function ``name`` (``function``: the name of the function
    argument of pthread_create / pthread_once, when it is a plain function name)."""
    if name not in SUPPORTED:
        raise lw.unsupported(f"POSIX threads: {name}", node)
    n = ARITY.get(name, 1)
    if len(args) != n:
        raise lw.error(f"'{name}' takes {n} argument(s)", node)
    return _ThreadCall(lw, name, args, function, node, loc, want).lower()


class _ThreadCall:
    """One call being lowered (see the module doc for the models)."""

    def __init__(self, lw: LoweringState, name: str, args: list[Any], function: str | None,
                 node: Any, loc: SourceLocation, want: bool) -> None:
        self.lw, self.name, self.args, self.function = lw, name, args, function
        self.node, self.loc, self.want = node, loc, want
        self.it: IntType = lw.model.int_type
        self.word_t: IntType = lw.model.uint
        self.tid_t: IntType = lw.model.ulong
        self.values: dict[int, Expr] = {}       # argument index -> its (one) evaluation

    # ------------------------------------------------------------------ helpers
    def emit(self, ins: Any) -> None:
        self.lw.emit(ins)

    def zero(self) -> Expr | None:
        return Const(0, self.it) if self.want else None

    def result(self, value: Expr) -> Expr | None:
        return value if self.want else None

    def value(self, i: int) -> Expr:
        """Argument ``i`` as an rvalue, evaluated once (its side effects happen once)."""
        e = self.values.get(i)
        if e is None:
            e = self.values[i] = self.lw.rvalue(self.args[i])
        return e

    def evaluate(self, i: int) -> None:
        """Argument ``i`` for its side effects only."""
        if i not in self.values:
            self.lw.expr(self.args[i], want=False)

    def is_null(self, i: int) -> bool:
        e = self.value(i)
        while isinstance(e, Cast):
            e = e.operand
        return isinstance(e, Const) and e.value == 0

    def pointer(self, i: int) -> Expr:
        """Argument ``i``, a pointer, in a variable (it is dereferenced more than once)."""
        lw = self.lw
        p = self.value(i)
        if not isinstance(p.type, PointerType):
            raise lw.error(f"argument {i + 1} of {self.name} is not a pointer", self.args[i])
        if not isinstance(p, Var | AddressOf):
            tmp = lw.new_tmp(p.type, self.loc)
            self.emit(Assign(tmp, p, self.loc))
            p = tmp
        return p

    def deref(self, p: Expr, t: CType) -> Deref:
        """``*p`` read as a ``t`` (no cast when ``p`` is a ``t *``: readable traces)."""
        target = self.lw._pointer_to(t)
        return Deref(p if p.type == target else Cast(p, target), t)

    def word(self, p: Expr, t: IntType | None = None) -> Deref:
        """The first word of the object ``p`` points to (lock word, signal count, ...)."""
        return self.deref(p, t or self.word_t)

    def me(self) -> Expr:
        """This thread's id + 1 (the lock word of a mutex it holds)."""
        tmp = self.lw.new_tmp(self.tid_t, self.loc)
        self.emit(Call(tmp, "__bmc_thread_self", (), self.loc))
        u = self.word_t
        return Binary(BinOp.ADD, Cast(tmp, u), Const(1, u), u)

    def eq(self, a: Expr, b: Expr) -> Expr:
        return Binary(BinOp.EQ, a, b, self.it)

    def const(self, v: int) -> Const:
        return Const(v, self.word_t)

    def block_point(self, kind: WaitKind, word: Expr, subject: Expr, *more: Expr) -> None:
        """The switch point before a wait: ``__bmc_block_point(kind, word, subject, ...)``
        names what the thread waits for (``word``: the memory word whose value enables it,
        ``subject``: the mutex, condition variable or once control; for a condition
        variable also the signal count the waiter noted), for the deadlock check."""
        self.emit(Call(None, "__bmc_block_point", (Const(int(kind), self.it), word, subject, *more),
                       self.loc))

    def check(self, cond: Expr, text: str) -> None:
        self.emit(Assert(cond, "concurrency", text, self.loc))

    def defined_function(self, i: int) -> Any:
        lw, name = self.lw, self.function
        what = "start routine" if self.name == "pthread_create" else "function"
        if name is None:
            raise lw.unsupported(f"POSIX threads: {what} that is not a function name "
                                 f"({self.name})", self.args[i])
        info = lw.fn.scope.lookup(name)
        if getattr(info, "definition", None) is None:
            raise lw.unsupported(f"POSIX threads: {what} '{name}' without a body "
                                 f"({self.name})", self.args[i])
        return info

    # ------------------------------------------------------------------ dispatch
    def lower(self) -> Expr | None:
        name = self.name
        if name in NO_EFFECT:
            for i in range(len(self.args)):
                self.value(i)
            if name in SLEEPS and self.want:
                return self.sleep_result()
            return self.zero()
        if name.startswith("pthread_mutex"):
            return self.mutex()
        if name.startswith("pthread_cond_"):
            return self.cond()
        lw, loc = self.lw, self.loc
        match name:
            case "pthread_create":
                return self.create()
            case "pthread_join":
                t = lw.convert(self.value(0), self.tid_t, self.args[0])
                if self.is_null(1):
                    self.emit(Call(None, "__bmc_join", (t,), loc))
                    return self.zero()
                ret = thread_return_var(lw, loc)
                self.emit(Call(None, "__bmc_join", (t,), loc))
                p = self.value(1)
                if not isinstance(p.type, PointerType):
                    raise lw.error("argument 2 of pthread_join is not a pointer", self.args[1])
                done = Label()
                lw.goto(done, self.eq(p, Const(0, p.type)), loc)
                self.emit(Assign(self.deref(p, ret.type), ret, loc))
                lw.place(done)
                return self.zero()
            case "pthread_exit":
                v = self.value(0)
                ret = thread_return_var(lw, loc)
                self.emit(Assign(ret, lw.convert(v, ret.type, self.args[0]), loc))
                self.emit(Call(None, "__bmc_thread_exit", (), loc))
                return None
            case "pthread_self":
                tmp = lw.new_tmp(self.tid_t, loc)
                self.emit(Call(tmp, "__bmc_thread_self", (), loc))
                return self.result(tmp)
            case "pthread_equal":
                a = lw.convert(self.value(0), self.tid_t, self.args[0])
                b = lw.convert(self.value(1), self.tid_t, self.args[1])
                return self.result(self.eq(a, b))
            case "pthread_once":
                return self.once()
        raise lw.unsupported(f"POSIX threads: {name}", self.node)

    def sleep_result(self) -> Expr:
        """``usleep``: 0 or -1 (interrupted); ``sleep(s)``: the seconds left, 0..s."""
        lw, loc = self.lw, self.loc
        if self.name == "usleep":
            r = lw.new_tmp(self.it, loc)
            self.emit(Assign(r, Nondet(self.it), loc))
            self.emit(Assume(Binary(BinOp.LOR, self.eq(r, Const(0, self.it)),
                                    self.eq(r, Const(-1, self.it)), self.it), loc))
            return r
        u = self.word_t
        r = lw.new_tmp(u, loc)
        self.emit(Assign(r, Nondet(u), loc))
        secs = lw.convert(self.value(0), u, self.args[0])
        self.emit(Assume(Binary(BinOp.LE, r, secs, self.it), loc))
        return r

    def create(self) -> Expr | None:
        lw, loc, args = self.lw, self.loc, self.args
        self.is_null(1)                        # attributes: evaluated, no effect
        info = self.defined_function(2)
        if lw.has_call(args[3]):
            raise lw.unsupported("POSIX threads: a function call in the argument of "
                                 "pthread_create", args[3])
        tptr = self.value(0)
        if not isinstance(tptr.type, PointerType):
            raise lw.error("first argument of pthread_create is not a pointer", args[0])
        tmp = lw.new_tmp(self.tid_t, loc)
        self.emit(Call(tmp, "__bmc_spawn", (), loc))
        self.emit(Assign(self.deref(tptr, self.tid_t), tmp, loc))
        before = len(lw.fn.body)
        lw.defined_call(info, [args[3]], self.node, loc, want=False)
        ftype = lw._signature(info, self.node)
        if len(lw.fn.body) == before + 1 and isinstance(ftype, FunctionType) \
                and isinstance(ftype.result, PointerType):
            call = lw.fn.body[-1]
            assert isinstance(call, Call)
            lw.fn.body[-1] = replace(call, lhs=thread_return_var(lw, loc))
        return self.zero()

    def once(self) -> Expr | None:
        lw, loc = self.lw, self.loc
        o = self.pointer(0)
        info = self.defined_function(1)
        word = self.word(o, self.it)
        old = lw.new_tmp(self.it, loc)
        zero, one, two = Const(0, self.it), Const(1, self.it), Const(2, self.it)
        self.emit(AtomicBegin(loc))
        self.emit(Assign(old, word, loc))
        self.emit(Assign(word, Ite(self.eq(old, zero), one, old, self.it), loc))
        self.emit(AtomicEnd(loc))
        wait, end = Label(), Label()
        lw.goto(wait, Binary(BinOp.NE, old, zero, self.it), loc)
        lw.defined_call(info, [], self.node, loc, want=False)
        self.emit(AtomicBegin(loc))
        self.emit(Assign(word, two, loc))
        self.emit(AtomicEnd(loc))
        lw.goto(end, None, loc)
        lw.place(wait)
        self.block_point(WaitKind.ONCE, word, o)
        self.emit(AtomicBegin(loc))
        self.emit(Assume(self.eq(word, two), loc))
        self.emit(AtomicEnd(loc))
        lw.place(end)
        return self.zero()

    # ------------------------------------------------------------------ mutexes
    def mutex(self) -> Expr | None:
        lw, loc, name = self.lw, self.loc, self.name
        if name == "pthread_mutexattr_settype":
            self.evaluate(0)
            try:
                kind = lw.const_eval(self.args[1])
            except Exception:
                kind = None
            if kind != MUTEX_NORMAL:
                raise lw.unsupported("POSIX threads: mutex type other than normal/default "
                                     "(recursive or error-checking) (pthread_mutexattr_settype)",
                                     self.args[1])
            return self.zero()
        m = self.pointer(0)
        word = self.word(m)
        free = self.eq(word, self.const(0))
        match name:
            case "pthread_mutex_init":
                self.is_null(1)             # attributes: only normal mutexes can be made
                self.emit(Assign(word, self.const(0), loc))
                return self.zero()
            case "pthread_mutex_destroy":
                self.check(free, "destroyed mutex is not locked")
                return self.zero()
            case "pthread_mutex_lock":
                self.lock(m, word, self.me(), relock_check=True)
                return self.zero()
            case "pthread_mutex_unlock":
                owner = self.me()
                self.emit(Call(None, "__bmc_mutex_released", (m,), loc))
                self.emit(AtomicBegin(loc))
                self.check(self.eq(word, owner), "mutex unlocked by the thread holding it")
                self.emit(Assign(word, self.const(0), loc))
                self.emit(AtomicEnd(loc))
                return self.zero()
            case "pthread_mutex_trylock":
                owner = self.me()
                got = lw.new_tmp(self.it, loc)
                self.emit(AtomicBegin(loc))
                self.emit(Assign(got, free, loc))
                self.emit(Assign(word, Ite(got, owner, word, self.word_t), loc))
                self.emit(AtomicEnd(loc))
                return self.result(Ite(got, Const(0, self.it), Const(EBUSY, self.it), self.it))
        raise lw.unsupported(f"POSIX threads: {name}", self.node)

    def lock(self, m: Expr, word: Expr, owner: Expr, relock_check: bool) -> None:
        loc = self.loc
        self.block_point(WaitKind.MUTEX, word, m)
        self.emit(AtomicBegin(loc))
        if relock_check:
            self.check(Binary(BinOp.NE, word, owner, self.it),
                       "mutex not relocked by the thread holding it")
        self.emit(Assume(self.eq(word, self.const(0)), loc))
        self.emit(Assign(word, owner, loc))
        self.emit(AtomicEnd(loc))
        self.emit(Call(None, "__bmc_mutex_held", (m,), loc))

    # ------------------------------------------------------------------ condition variables
    def cond(self) -> Expr | None:
        lw, loc, name = self.lw, self.loc, self.name
        spurious = getattr(lw.options, "spurious_wakeups", True)
        c = self.pointer(0)
        count = self.word(c)
        match name:
            case "pthread_cond_init":
                self.is_null(1)             # attributes: evaluated, no effect
                self.emit(Assign(count, self.const(0), loc))
            case "pthread_cond_destroy":
                pass
            case "pthread_cond_signal" | "pthread_cond_broadcast":
                if not spurious:
                    self.emit(AtomicBegin(loc))
                    self.emit(Assign(count, Binary(BinOp.ADD, count, self.const(1),
                                                   self.word_t), loc))
                    self.emit(AtomicEnd(loc))
            case "pthread_cond_wait":
                m = self.pointer(1)
                mword = self.word(m)
                owner = lw.new_tmp(self.word_t, loc)
                self.emit(Assign(owner, self.me(), loc))
                seen = lw.new_tmp(self.word_t, loc) if not spurious else None
                self.emit(Call(None, "__bmc_mutex_released", (m,), loc))
                self.emit(AtomicBegin(loc))
                self.check(self.eq(mword, owner),
                           "mutex held by the thread waiting on a condition variable")
                if seen is not None:
                    self.emit(Assign(seen, count, loc))
                self.emit(Assign(mword, self.const(0), loc))
                self.emit(AtomicEnd(loc))
                if seen is not None:
                    self.block_point(WaitKind.COND, count, c, seen)
                else:                           # a spurious wake-up is always possible
                    self.emit(Call(None, "__bmc_block_point", (), loc))
                if seen is not None:
                    self.emit(AtomicBegin(loc))     # the API's own accesses are no races
                    self.emit(Assume(Binary(BinOp.NE, count, seen, self.it), loc))
                    self.emit(AtomicEnd(loc))
                self.lock(m, mword, owner, relock_check=False)
            case _:
                raise lw.unsupported(f"POSIX threads: {name}", self.node)
        return self.zero()


__all__ = ["lower_thread_call", "SUPPORTED", "THREAD_RETURN", "FUNCTION_ARGUMENT",
           "thread_return_var"]
