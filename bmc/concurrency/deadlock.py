"""Deadlock detection on the sequentialization (``--deadlock-check``, ESBMC's option name).

A *deadlock* is a reachable state in which every live thread (created, not finished) is
blocked: its next operation is a wait whose enabling condition is false. The waits of the
thread API (``bmc.frontend.threads``) and their enabling conditions:

* ``pthread_mutex_lock(m)`` (also the relock at the end of ``pthread_cond_wait``): the lock
  word of ``m`` is 0 (free);
* ``pthread_cond_wait(c, m)`` with ``--no-spurious-wakeups``: the signal count of ``c``
  differs from the one the waiter noted (with spurious wake-ups, the default, the wait can
  always return, so it never blocks for good: only its relock of ``m`` can);
* ``pthread_join(t)``: thread ``t`` finished;
* the wait of a ``pthread_once`` caller for the first caller: the control word is 2 (done).

Main counts as a thread. It is live unless it returned (then the process ended: no
deadlock) or called ``pthread_exit`` (then it is finished and the others run on). Waits of
the program's own (``__VERIFIER_assume``, atomic sections) are not waits of the thread API
and are not reported; a thread API wait inside an atomic section is refused (exit 6).

Encoding. Every such wait is preceded by a switch point (``__bmc_block_point(kind, word,
subject[, seen])``, or the join itself). There, besides going on or stopping for good as at
every switch point, the thread may *block*: it stops for good, and a record notes the path
guard, the wait and the terms it needs (the address and memory class of the word, the
noted signal count, the join target). A thread that stops for good runs no later context
(the contexts it skips are empty, which round robin allows), so a run in which a thread
blocked at its last context is a real interleaving whose end state has that thread
waiting at the blocking operation. After the last thread, the end state of the
interleaving is the final value of the last context copy (K; for tcbmc the last global
context): copy i's final value is the initial guess of copy i+1 (the final equalities), so
the last copy's final value is the state after the last step of the whole schedule. The
enabling condition of every record is evaluated in that state; the property

    ``main.deadlock.1``: not (every thread is not created, finished or blocked
                               and at least one is blocked, and main did not return)

fails exactly in a completed run whose end state is a deadlock. Since its end state is
that of a real schedule, a reported deadlock is reachable (soundness); replaying the trace,
every blocked thread's last step is the line ``blocked in ...`` naming what it waits for.

Completeness. A blocked thread stops at a point where the sequentialization already has a
switch point, so every deadlock state is the end state of a schedule in which each thread
runs to a switch point and stops: the same schedules the covering bound of
``lal_reps.covering_bound`` covers for assertions (up to reordering independent steps, which
does not change the end state). At that bound the check is complete for the unwound
program; below it a pass is INCONCLUSIVE, as for every property.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, assert_never

from bmc.concurrency.intrinsics import FIN_KEY
from bmc.concurrency.schedule import short_label
from bmc.concurrency.values import CTX_KEY, CTX_WIDTH, copy_key
from bmc.errors import UnsupportedFeature
from bmc.ir.ctype import CType
from bmc.ir.expr import Const, Deref
from bmc.ir.program import Call, SourceLocation, WaitKind
from bmc.ir.properties import PropertyClass
from bmc.options import Options
from bmc.terms import BOOL, Term

DEADLOCK_CHECK = "deadlock"
DEADLOCK_CLASS = PropertyClass.DEADLOCK
DESCRIPTION = "deadlock: every live thread is blocked"
NO_THREADS = "deadlock check: the program uses no thread API (no deadlock property)"
_API = {WaitKind.MUTEX: "pthread_mutex_lock", WaitKind.COND: "pthread_cond_wait",
        WaitKind.ONCE: "pthread_once", WaitKind.JOIN: "pthread_join"}

_Sequentializer = Any
Frame = Any
State = Any


def deadlock_check_enabled(options: Options) -> bool:
    """Whether deadlocks are checked: only when asked for (``--deadlock-check``), also under
    ``--property-file`` (no SV-COMP property asks for it)."""
    return DEADLOCK_CHECK in options.checks


@dataclass(frozen=True, slots=True)
class Blocked:
    """A thread that may block for good at a wait (see the module doc)."""

    thread: int
    routine: str
    guard: Term                     # the path blocks here
    ctx: Term                       # the thread's context then (its last)
    kind: WaitKind
    loc: SourceLocation
    address: Term | None = None     # the enabling word (mutex, cond, once)
    word_type: CType | None = None
    class_key: str = ""
    cell: int = 8
    subject: Term | None = None     # the mutex / condition variable / once control
    subject_type: CType | None = None
    seen: Term | None = None        # the signal count the waiter noted
    target: Term | None = None      # the joined thread


class DeadlockChecker:
    """Blocking options at waits and the deadlock property (see the module doc)."""

    def __init__(self, seq: _Sequentializer) -> None:
        self.seq = seq
        self.ex = seq.ex
        self.store = seq.store
        self.records: list[Blocked] = []
        self.main_exits: list[Term] = []       # guards of main's pthread_exit

    @property
    def active(self) -> bool:
        """Only the final pass checks (the first pass finds the shared state)."""
        return self.seq.relevant is not None

    # ---------------------------------------------------------------- waits
    def wait(self, frames: list[Frame], cur: State, ins: Call) -> State | None:
        """At ``__bmc_block_point(kind, word, subject[, seen])``: the thread may block."""
        if not self.active or not ins.args:
            return cur
        kind = ins.args[0]
        word = ins.args[1]
        assert isinstance(kind, Const) and isinstance(word, Deref)
        ex = self.ex
        layout = ex.layout
        assert layout is not None
        cls = layout.access(word)
        subject = ins.args[2]
        seen = ins.args[3] if len(ins.args) > 3 else None
        return self._block(frames, cur, ins.loc, dict(
            kind=WaitKind(kind.value), address=ex.tr.term(word.pointer), word_type=word.type,
            class_key=cls.key, cell=cls.cell, subject=ex.tr.term(subject),
            subject_type=subject.type, seen=ex.tr.term(seen) if seen is not None else None))

    def join(self, frames: list[Frame], cur: State, target: Term,
             loc: SourceLocation) -> State | None:
        """At ``pthread_join``: the thread may block (the joined thread never finishes)."""
        if not self.active:
            return cur
        return self._block(frames, cur, loc, dict(kind=WaitKind.JOIN, target=target))

    def thread_exit(self, cur: State) -> None:
        """``pthread_exit`` of the running thread (main's keeps the process alive)."""
        if self.active and self.seq.current.ident == 0:
            self.main_exits.append(self.ex._g(cur))

    def _block(self, frames: list[Frame], cur: State, loc: SourceLocation,
               what: dict[str, Any]) -> State | None:
        ex, s, seq = self.ex, self.store, self.seq
        if cur.atomic > 0:
            raise UnsupportedFeature(f"deadlock check of {_API[what['kind']]} inside an "
                                     f"atomic section", loc)
        choice = ex._fresh("$blocked", BOOL)
        g_block = ex.guards.add(cur.guard, choice)
        g_go = ex.guards.add(cur.guard, s.not_(choice))
        if g_block is not None:
            st = cur.split(g_block)
            t = seq.current
            self.records.append(Blocked(t.ident, t.function or "main", ex.guards.term(g_block),
                                        dict.__getitem__(cur.values, CTX_KEY), loc=loc,
                                        **what))
            seq._drop_locals(frames, st)
            dict.__setitem__(st.values, FIN_KEY, s.bv_const(0, 1))
            t.exits.append(st)
        if g_go is None:
            return None
        cur.guard = g_go
        return cur

    # ---------------------------------------------------------------- end of the run
    def finalize(self, state: State | None) -> None:
        """The blocked steps (for traces) and the deadlock property, in the end state."""
        if not self.active:
            return
        ex, s, seq = self.ex, self.store, self.seq
        main = ex.program.functions[ex.program.entry]
        pid = f"{ex.program.entry}.{DEADLOCK_CLASS}.1"
        ex._properties.setdefault(pid, (pid, DEADLOCK_CLASS, DESCRIPTION, main.loc))
        if state is None or not self.records:       # no run completes, or nobody waits
            return
        api = ex.steps_api
        threads = seq.threads
        final = state.values
        blocked: dict[int, list[Term]] = {}
        for r in self.records:
            cond, terms, text = self._blocked(r, final)
            blocked.setdefault(r.thread, []).append(s.and_(r.guard, cond))
            ex.steps.append(api.Location(s.and_(r.guard, cond), r.loc, "blocked",
                                         r.loc.function, text, terms,
                                         seq.marks.mark(r.thread, r.routine, r.ctx)))
        some = [s.or_(*blocked.get(t.ident, [])) for t in threads]
        every = [s.or_(some[0], *self.main_exits)]
        for t, b in zip(threads[1:], some[1:]):
            assert t.created is not None and t.finished is not None
            every.append(s.or_(s.not_(t.created), t.finished, b))
        deadlock = s.and_(*every, s.or_(*some))
        # after every step of the run in the schedule's order: the last slot of the last round
        last = seq.marks.mark(len(threads), "", s.bv_const(seq.k, CTX_WIDTH))
        ex.steps.append(api.Assertion(s.not_(deadlock), ex._g(state), pid, DEADLOCK_CLASS,
                                      DESCRIPTION, main.loc, last))

    def _final_word(self, r: Blocked, final: dict[str, Term]) -> Term:
        """The enabling word of ``r`` in the end state (the last context copy)."""
        assert r.address is not None and r.word_type is not None
        mem = dict.get(final, copy_key(r.class_key, self.seq.k))
        if mem is None:
            mem = dict.__getitem__(final, r.class_key)
        return self.ex.memory.load(mem, r.address, r.word_type, r.cell)

    def _blocked(self, r: Blocked, final: dict[str, Term]
                 ) -> tuple[Term, tuple[tuple[str, Term, CType], ...], str]:
        """(the wait of ``r`` is disabled in the end state, the terms its trace line shows,
        the line's text)."""
        s = self.store
        terms: tuple[tuple[str, Term, CType], ...]
        match r.kind:
            case WaitKind.JOIN:         # the target is a created thread that did not finish
                assert r.target is not None
                cond = s.or_(*(s.and_(s.eq(r.target, s.bv_const(t.ident, r.target.width)),
                                      t.created, s.not_(t.finished))
                               for t in self.seq.threads[1:]
                               if t.created is not None and t.finished is not None))
                terms = (("target", r.target, self.ex.program.data_model.ulong),)
            case WaitKind.MUTEX | WaitKind.COND | WaitKind.ONCE:
                word = self._final_word(r, final)
                assert r.subject is not None and r.subject_type is not None \
                    and r.word_type is not None
                terms = (("subject", r.subject, r.subject_type), ("word", word, r.word_type))
                if r.kind is WaitKind.MUTEX:        # held
                    cond = s.distinct(word, s.bv_const(0, word.width))
                elif r.kind is WaitKind.COND:       # no signal since the wait began
                    assert r.seen is not None
                    cond = s.eq(word, r.seen)
                else:                               # the first caller is still running
                    cond = s.distinct(word, s.bv_const(2, word.width))
            case _:
                assert_never(r.kind)
        return cond, terms, f"blocked in {_API[r.kind]}"

    def describe(self) -> str:
        """For --show-sequentialized."""
        if not self.active:
            return ""
        return (f"deadlock check: {len(self.records)} wait(s) where a thread may block for "
                f"good; property {self.ex.program.entry}.{DEADLOCK_CLASS}.1 in the end state "
                f"(copy {self.seq.k})\n")


def blocked_text(text: str, named: dict[str, tuple[str, int]]) -> str:
    """The trace line of a blocked thread: ``text`` (``blocked in pthread_mutex_lock``) and
    what it waits for, from the values of the step's terms in the model (``named``: term
    name -> (value text, integer value)): ``blocked in pthread_mutex_lock(&b): mutex b is
    held by T2``."""
    if "target" in named:
        thread = short_label(named["target"][1])
        return f"{text}: {thread} has not finished"
    subject = named["subject"][0]
    name = subject[1:] if subject.startswith("&") else f"*{subject}"
    word = named["word"][1]
    if text.endswith("pthread_mutex_lock"):
        holder = short_label(word - 1) if word > 0 else "nobody"
        return f"{text}({subject}): mutex {name} is held by {holder}"
    if text.endswith("pthread_cond_wait"):
        return f"{text}({subject}): condition variable {name} was not signalled since the " \
               f"wait began"
    return f"{text}({subject}): the first caller has not finished the routine"


__all__ = ["NO_THREADS", "DeadlockChecker", "deadlock_check_enabled", "blocked_text",
           "DEADLOCK_CLASS", "DEADLOCK_CHECK", "DESCRIPTION"]
