"""Lal–Reps sequentialization inside symbolic execution (eager, round-robin).

The executor calls into a ``Sequentializer`` when the program creates threads:

* main is thread 0 and runs first, to its end, with context counter ``$ctx`` = 1 until its
  first ``pthread_create`` (the Init part: no switch points); every ``pthread_create`` then
  records a thread instance (id = creation order, the creator's context and the guard of
  the creation) instead of running it. After main, each instance runs to its end, in
  creation order (instances created by threads are appended), starting in a context no
  earlier than its creator's context at creation (a stutter at the start is allowed).
* Reads and writes of shared state go to the copy selected by ``$ctx``
  (``bmc.concurrency.values``). After an instruction that touched shared state (outside
  atomic sections) and before each potentially blocking step (assume, atomic section, lock,
  join), the thread may stop for good (the state goes to the thread's exits) or advance
  ``$ctx`` by any amount within K. "After" holds on every path out of the instruction: one
  that falls through gets the switch point before the next instruction (``before``), a
  conditional goto once its condition is read and before the state splits, a return once
  its value is read, and the call of a ``__VERIFIER_atomic_`` function once its arguments
  are read, before its section (``after_read``); a second shared access inside one
  instruction gets one before it (``access``). So between two shared accesses of a thread
  there is always a switch point (the field abstraction relies on it:
  ``bmc.abstraction.rewrite``).
* Main's code after the threads are created runs as thread 0 with K contexts, like every
  thread (reading A of the seed examples' open point 1): post-join code of main can only run
  in a round after the one in which the joined thread finished.
* ``pthread_join`` records its target, guard and context; after all threads ran, a global
  constraint says the target finished in an earlier slot of the round-robin order.
* After the last thread, the final copy i of every shared key equals the guess of copy i+1
  (global constraints; for arrays: at every index at which the guess is read).
* For traces, the executor marks every step with ``mark(state)`` (running thread, ``$ctx``);
  ``schedule()`` orders marked steps round robin (``bmc.concurrency.schedule``); thread
  creation, join and exit are ``Location`` steps (kinds "create", "join", "exit").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from bmc.concurrency.deadlock import DeadlockChecker, deadlock_check_enabled
from bmc.concurrency.intrinsics import (BLOCK, CREATE_KEY, FIN_KEY, HELD, INTRINSICS, JOIN,
                                        JOIN_KEY, PIN, PSEUDO_KEYS)
from bmc.concurrency.races import RaceChecker, race_check_enabled
from bmc.concurrency.schedule import (RoundRobin, Schedule, StepThread, ThreadMarks,
                                      thread_label)
from bmc.concurrency.thread_local import THREAD_RETURN, ThreadLocals
from bmc.concurrency.values import (CTX_KEY, CTX_WIDTH, ContextCopies, SharedValues, copy_key,
                                   ANY_OBJECT, locations_overlap, object_location)
from bmc.errors import UnsupportedFeature
from bmc.ir.messages import note
from bmc.ir.properties import PropertyClass
from bmc.ir.program import Assert, Assume, AtomicBegin, Call, Instruction, Program, SymbolKind
from bmc.terms import BOOL, ArraySort, Op, Term, bv
from bmc.terms.walk import postorder

# the executor (bmc.symex) hands in itself; its equation step classes are ``ex.steps_api``
_Executor = Any
Frame = Any
State = Any

MAX_AUTO_BOUND = 10
# --context-bound auto: a covering bound up to this is used whole (the check is complete);
# above it, MAX_AUTO_BOUND (a bounded search for bugs: a run at a bound below the covering
# one can only fail or be INCONCLUSIVE, so a cap just under the covering bound buys nothing)
MAX_COVERING_BOUND = 16


def auto_bound(needed: int) -> int:
    """The context bound ``--context-bound auto`` uses when ``needed`` covers every
    schedule: ``needed`` itself up to ``MAX_COVERING_BOUND``, else ``MAX_AUTO_BOUND``."""
    return needed if needed <= MAX_COVERING_BOUND else min(needed, MAX_AUTO_BOUND)
USER_PROPERTIES = frozenset({PropertyClass.ASSERTION, PropertyClass.ERROR_CALL})
_DP_STATE_LIMIT = 200_000

Access = tuple[str, frozenset[str]]      # (location, mutexes held)


def is_check(ins: Instruction) -> bool:
    """An assertion the checks instrumentation added before the statement it checks."""
    return isinstance(ins, Assert) and ins.property_class not in USER_PROPERTIES


def uses_threads(program: Program) -> bool:
    """Whether the program uses the thread API (creates threads, locks, ...)."""
    return any(isinstance(ins, Call) and ins.function in INTRINSICS
               for f in program.functions.values() for ins in f.body)


@dataclass(frozen=True, slots=True)
class Segment:
    """What a thread did between two switch points: shared keys (for switch placement),
    and locations read or written (for the completeness bound)."""

    keys: frozenset[str]
    locs: frozenset[Access]
    written: frozenset[Access]


@dataclass(slots=True)
class ThreadInstance:
    ident: int
    function: str = ""
    arg: Term | None = None
    created: Term | None = None          # guard of the creation (None: main)
    creator_ctx: Term | None = None
    exits: list[State] = field(default_factory=list)
    segments: list[Segment] = field(default_factory=list)   # closed ones, in order
    keys: set[str] = field(default_factory=set)
    written: set[str] = field(default_factory=set)
    tail: Segment | None = None                    # after the last switch point
    final_ctx: Term | None = None
    finished: Term | None = None
    create_step: int = -1                          # equation index of its creation step
    retval: Term | None = None                     # the value it ends with (for joins)

    def all_segments(self) -> list[Segment]:
        """The closed segments and the tail, in order."""
        return [*self.segments, *([self.tail] if self.tail is not None else [])]


@dataclass(frozen=True, slots=True)
class JoinRecord:
    guard: Term
    target: Term
    joiner: int
    ctx: Term
    value: Term | None = None          # what pthread_join reads as the return value


class Sequentializer:
    """The executor's concurrency hooks (see the module doc)."""

    def __init__(self, ex: _Executor, k: int, relevant: frozenset[str] | None = None) -> None:
        self.ex = ex
        self.k = k
        self.relevant = relevant          # keys after whose accesses a switch may matter
        s = ex.store
        self.store = s
        program = ex.program
        shared: set[str] = set()
        for name, sym in program.symbols.items():
            if sym.kind in (SymbolKind.GLOBAL, SymbolKind.STATIC_LOCAL):
                shared.add(name)
        self.tls = ThreadLocals(program, ex._mem_vars)
        self._shared_names = frozenset(shared - program.thread_local)
        self.cc = ContextCopies(s, k, ex._fresh, self._is_shared)
        self.threads: list[ThreadInstance] = [ThreadInstance(0)]
        self.current = self.threads[0]
        self.started = False
        self.spawn_next: ThreadInstance | None = None
        self.joins: list[JoinRecord] = []
        self._accessed = False          # the current instruction made a relevant access
        self.glued = False              # the previous instruction was such a check
        self.floor = 0                  # a covering bound found by an earlier pass
        self.needed = 0
        self.held: dict[str, Any] = {}  # mutex location -> guard when the thread took it
        self.cc.lockset = self._lockset
        self.races = RaceChecker(self) if race_check_enabled(ex.options) else None
        self.deadlocks = DeadlockChecker(self) if deadlock_check_enabled(ex.options) else None
        self.marks = ThreadMarks()

    def mark(self, state: State) -> StepThread | None:
        """The trace mark of a step emitted now in ``state``: running thread and context."""
        ctx = dict.get(state.values, CTX_KEY)
        if ctx is None:
            return None
        t = self.current
        return self.marks.mark(t.ident, t.function or "main", ctx)

    def schedule(self) -> Schedule:
        """How marked steps order into the interleaving: round robin by context."""
        return RoundRobin()

    def _is_shared(self, key: str) -> bool:
        if self.relevant is not None:
            # only state that one thread writes and another accesses needs context copies:
            # anything else sees the same values in every schedule
            return key in self.relevant and key not in PSEUDO_KEYS
        if key.startswith("$"):
            return (key.startswith("$mem") and "%" not in key) or key in ("$size", "$state")
        return key in self._shared_names

    def initial_values(self) -> SharedValues:
        v = SharedValues(self.cc)
        dict.__setitem__(v, CTX_KEY, self.store.bv_const(1, CTX_WIDTH))
        if self.races is not None:
            self.races.initial(v)
        return v

    # ---------------------------------------------------------------- switch points
    def before(self, frames: list[Frame], cur: State, ins: Instruction) -> State | None:
        """Called before each instruction: a switch point after a shared access, or before
        a potentially blocking step. A check the instrumentation put before a statement
        is glued to it: no switch point between them, so the check sees the values the
        statement uses."""
        self._accessed = False
        if self.cc.quiet and cur.atomic == 0 and not isinstance(ins, AtomicBegin):
            self.cc.quiet = False       # the release's atomic section is over
        glued, self.glued = self.glued, False
        if not self.started or cur.atomic > 0 or glued:
            return cur
        if is_check(ins):
            fr = frames[-1]
            body = fr.function.body
            nxt = fr.pc
            while nxt < len(body) and is_check(body[nxt]):
                nxt += 1
            ins = body[nxt] if nxt < len(body) else ins
        blocking = isinstance(ins, Assume | AtomicBegin) or (
            isinstance(ins, Call) and ins.function in (JOIN, BLOCK))
        if self._touched_relevant() or blocking:
            return self.switch(frames, cur)
        return cur

    def after_read(self, frames: list[Frame], cur: State) -> State | None:
        """Called by an instruction that moves its state elsewhere than to the next
        instruction (a conditional ``Goto``, once its condition is read, before the state
        splits; a ``Return``, once its value is read): the switch point after a shared
        access, placed inside the instruction so that every state leaving it has one.
        ``before`` of the next instruction would give it to the fall-through state only
        (the shared ``touched`` flag is cleared there), and a state pending at a jump
        target would then run on to its next shared access with no switch point between
        the two accesses: the schedules that switch between them would be missing."""
        if not self.started or cur.atomic > 0 or not self._touched_relevant():
            return cur
        return self.switch(frames, cur)

    def _touched_relevant(self) -> bool:
        """Whether the current instruction accessed shared state that a switch point must
        follow (any, or with ``relevant`` keys only those)."""
        return self.cc.touched and (self.relevant is None
                                    or not self.relevant.isdisjoint(self.cc.keys))

    def access(self, key: str, state: State | None = None, address: Term | None = None,
               write: bool = False) -> bool:
        """Called by the executor before each load or store of ``key`` by the program; a
        second access to shared state within one instruction is preceded by a switch point
        (another thread may run between the read and the write of ``x = x + 1``). True if
        the context may have changed (the caller re-reads what it read before).
        ``address``: the pointer of a memory access, whose object is its location."""
        cc = self.cc
        if address is not None:
            self.note_object(address, write)
        cur = state if state is not None else self.ex._state
        if not self.started or cur is None or cur.atomic > 0 or cc.checking \
                or not cc.is_shared(key):
            return False
        if not self._accessed:
            self._accessed = True
            return False
        self._close_segment()
        if self.k > 1:
            self._advance(cur)
        return True

    def note_object(self, address: Term, write: bool) -> None:
        """Record a memory access at ``address`` as an access to its object."""
        cc = self.cc
        if cc.checking:
            return
        cc.note_location(object_location(self.ex.memory.object_of(address)), write)

    def _lockset(self) -> frozenset[str]:
        """The mutexes the running thread holds on the current path: those whose
        acquisition's guard is a prefix of the current guard."""
        cur = self.ex._state
        if not self.held or cur is None:
            return frozenset()
        out = []
        for loc, guard in self.held.items():
            node = cur.guard
            while node is not None and node.depth > guard.depth:
                node = node.parent
            if node is guard:
                out.append(loc)
        return frozenset(out)

    def _take_segment(self, init: bool = False) -> Segment:
        """The running thread's segment since the last switch point (then cleared);
        ``init``: it is Init's, which nothing runs concurrently with (not recorded)."""
        cc = self.cc
        seg = Segment(frozenset(cc.keys), frozenset(cc.locs), frozenset(cc.locs_written))
        if not init:
            self.current.keys.update(cc.keys)
            self.current.written.update(cc.written)
        cc.touched = False
        for acc in (cc.keys, cc.written, cc.locs, cc.locs_written):
            acc.clear()
        return seg

    def _close_segment(self) -> None:
        self.current.segments.append(self._take_segment())

    def _advance(self, cur: State) -> State | None:
        """The running thread's context counter moves forward by any amount within K."""
        ex = self.ex
        old = dict.__getitem__(cur.values, CTX_KEY)
        new = ex._fresh(CTX_KEY, bv(CTX_WIDTH))
        cond = self.advance_constraint(old, new, ex._g(cur))
        ex._emit(ex.steps_api.Assumption(cond, ex._g(cur), ex._loc))
        nxt = ex._conjoin(cur, cond)
        if nxt is None:
            return None
        dict.__setitem__(nxt.values, CTX_KEY, new)
        ex._emit(ex.steps_api.Assignment(
            new, new, ex._g(nxt), ex.steps_api.AssignmentKind.HIDDEN, CTX_KEY,
            ex._loc, f"context of thread {self.current.ident}"))
        return nxt

    def stop_option(self, frames: list[Frame] | tuple[()], cur: State) -> State | None:
        """The running thread may stop for good here (also used after every assertion, so
        that each violation has a run that completes and meets the final constraints)."""
        ex, s = self.ex, self.store
        stop = ex._fresh("$stop", BOOL)
        g_stop = ex.guards.add(cur.guard, stop)
        g_go = ex.guards.add(cur.guard, s.not_(stop))
        if g_stop is not None:
            st = cur.split(g_stop)
            self._drop_locals(frames, st)
            dict.__setitem__(st.values, FIN_KEY, s.bv_const(0, 1))
            self.current.exits.append(st)
        if g_go is None:
            return None
        cur.guard = g_go
        return cur

    def switch(self, frames: list[Frame], cur: State) -> State | None:
        self._close_segment()
        if self.stop_option(frames, cur) is None:
            return None
        if self.k > 1:
            return self._advance(cur)
        return cur

    # ------------------------------------------- context order (overridden by tcbmc)
    def advance_constraint(self, old: Term, new: Term, guard: Term) -> Term:
        """The running thread's next context ``new`` after ``old`` (at a switch point
        reached under ``guard``): any later round within K, or the same one."""
        s = self.store
        return s.and_(s.ule(old, new), s.ule(new, s.bv_const(self.k, CTX_WIDTH)))

    def start_constraint(self, t: ThreadInstance, k0: Term, guard: Term) -> Term:
        """The first context ``k0`` of ``t`` (started under ``guard``): no earlier than
        its creator's context at creation (later slot of the same round)."""
        s = self.store
        assert t.creator_ctx is not None
        return s.and_(s.ule(t.creator_ctx, k0), s.ule(k0, s.bv_const(self.k, CTX_WIDTH)))

    def joined_before(self, t: ThreadInstance, joiner: ThreadInstance, j: JoinRecord) -> Term:
        """``t``'s last context comes before the join ``j`` of ``joiner`` in the
        round-robin order (earlier round, or the same round and an earlier slot)."""
        s = self.store
        assert t.final_ctx is not None
        return s.or_(s.ult(t.final_ctx, j.ctx),
                     s.and_(s.eq(t.final_ctx, j.ctx),
                            s.true if t.ident < joiner.ident else s.false))

    def coverage(self) -> tuple[int, int, str]:
        """The bound used, the bound covering every schedule (after ``finalize``) and the
        unit of both ("contexts per thread")."""
        return self.k, self.needed, "contexts per thread"

    def coverage_note(self) -> str:
        """The note that states the bound and the bound covering every schedule."""
        return note(f"context bound {self.k} per thread; {self.needed} covers every "
                    "schedule of the unwound program")

    def _drop_locals(self, frames: Sequence[Frame], st: State) -> None:
        for fr in frames:
            for name in fr.info.local_order:
                dict.pop(st.values, fr.key(name), None)

    # ---------------------------------------------------------------- intrinsics
    def call(self, frames: list[Frame], fr: Frame, cur: State, ins: Call) -> State | None:
        """An intrinsic call of the lowered thread API."""
        ex, s = self.ex, self.store
        match ins.function:
            case "__bmc_spawn":
                if not self.started:          # Init: nothing runs concurrently with it
                    self._take_segment(init=True)
                ident = len(self.threads)
                t = ThreadInstance(ident, created=ex._g(cur),
                                   creator_ctx=dict.__getitem__(cur.values, CTX_KEY))
                self.threads.append(t)
                self.spawn_next = t
                t.create_step = len(ex.steps)      # for traces (named in take_spawn)
                ex._emit(self.ex.steps_api.Location(ex._g(cur), ins.loc, "create", ""))
                self.started = True
                self.cc.touched = True
                self.cc.keys.add(CREATE_KEY)
                if self.races is not None:
                    self.races.spawned(self.current.ident, ident)
                if ins.lhs is not None:
                    ex._assign(fr, cur, ins.lhs, s.bv_const(ident, 64), ins.loc)
            case "__bmc_thread_self":
                if ins.lhs is not None:
                    ex._assign(fr, cur, ins.lhs, s.bv_const(self.current.ident, 64), ins.loc)
            case "__bmc_path_pin":
                # a path constraint, read like an instrumented check (no access of its
                # own, no switch point before the instruction it is glued to)
                assert ins.function == PIN
                self.cc.checking = True
                try:
                    cond = ex.tr.cond(ins.args[0])
                    want = ex.tr.term(ins.args[1])
                finally:
                    self.cc.checking = False
                self.glued = True
                ctx = dict.__getitem__(cur.values, CTX_KEY)
                want = ex._fit(want, ctx.sort, False)
                cond = s.and_(cond, s.or_(s.eq(want, s.bv_const(0, CTX_WIDTH)),
                                          s.eq(ctx, want)))
                if cond is not s.true:
                    ex._emit(self.ex.steps_api.Assumption(cond, ex._g(cur), ins.loc))
                nxt = ex._conjoin(cur, cond)
                fr.pc += 1
                return nxt
            case "__bmc_block_point":
                if self.deadlocks is not None:
                    after = self.deadlocks.wait(frames, cur, ins)
                    if after is None:
                        fr.pc += 1
                        return None
                    cur = after
            case "__bmc_mutex_held" | "__bmc_mutex_released":
                oid = ex.memory.object_of(ex.tr.term(ins.args[0]))
                loc = object_location(oid)
                if ins.function == HELD:
                    if loc != ANY_OBJECT:
                        self.held[loc] = cur.guard
                else:
                    self.held.pop(loc, None)
                    self.cc.quiet = True
            case "__bmc_join":
                target = ex._fit(ex.tr.term(ins.args[0]), bv(64), False)
                if self.deadlocks is not None:
                    after = self.deadlocks.join(frames, cur, target, ins.loc)
                    if after is None:
                        fr.pc += 1
                        return None
                    cur = after
                guard = ex._g(cur)
                twice = self.joins if ex.options.svcomp_property is None else []
                for i, prev in enumerate(twice):   # misuse (no SV-COMP property)
                    pid = f"pthread_join.twice.{len(self.joins) + 1}.{i + 1}"
                    text = "thread joined at most once"
                    cls = PropertyClass.CONCURRENCY
                    ex._properties.setdefault(pid, (pid, cls, text, ins.loc))
                    ex._emit(self.ex.steps_api.Assertion(s.not_(s.and_(prev.guard, s.eq(prev.target, target))),
                                       guard, pid, cls, text, ins.loc))
                value = None
                if self.tls.has_return:
                    value = ex._fresh("pthread_join$value", ex.tr.sort(
                        ex.program.symbols[THREAD_RETURN].type))
                    self.tls.set_return(cur.values, value)
                self.joins.append(JoinRecord(guard, target, self.current.ident,
                                             dict.__getitem__(cur.values, CTX_KEY), value))
                # for traces: which thread was joined (the model's value of the target)
                ex._emit(self.ex.steps_api.Location(
                    guard, ins.loc, "join", "", "pthread_join",
                    (("", target, ex.program.data_model.ulong),)))
                self.cc.touched = True
                self.cc.keys.add(JOIN_KEY)
                if self.races is not None:
                    self.races.joined(cur)
            case "__bmc_thread_exit":
                if self.deadlocks is not None:
                    self.deadlocks.thread_exit(cur)
                ex._emit(self.ex.steps_api.Location(ex._g(cur), ins.loc, "exit", "",
                                                    "exit thread"))
                self._drop_locals(frames, cur)
                dict.__setitem__(cur.values, FIN_KEY, s.bv_const(1, 1))
                self.current.exits.append(cur)
                fr.pc += 1
                # the path ends here: every frame's remaining code is skipped
                return None
            case _:
                raise UnsupportedFeature(f"thread intrinsic {ins.function}", ins.loc)
        fr.pc += 1
        return cur

    def returned(self, cur: State, value: Term) -> None:
        """The start routine of the running thread returned ``value`` (not main)."""
        if self.current.ident > 0:
            self.tls.set_return(cur.values, value)

    def take_spawn(self, cur: State, ins: Call) -> bool:
        """If a pthread_create is pending, record ``ins`` (the start routine call) as the
        new thread's body instead of inlining it."""
        t = self.spawn_next
        if t is None:
            return False
        self.spawn_next = None
        t.function = ins.function
        t.arg = self.ex.tr.term(ins.args[0]) if ins.args else None
        # traces: the start routine's name into the creation step emitted at the spawn
        steps = self.ex.steps
        steps[t.create_step] = replace(steps[t.create_step], function=t.function,
                                       text=f"create thread {thread_label(t.ident, t.function)}")
        return True

    # ---------------------------------------------------------------- threads
    def finish(self, t: ThreadInstance, end: State | None) -> State | None:
        """Merge a thread's end with its exits; note its final context and completion."""
        s = self.store
        self.current = t
        t.tail = self._take_segment()
        states = list(t.exits)
        if end is not None:
            dict.__setitem__(end.values, FIN_KEY, s.bv_const(1, 1))
            states.append(end)
        t.exits = []
        if not states:
            t.final_ctx, t.finished = s.bv_const(self.k, CTX_WIDTH), s.false
            return None
        merged = self.ex._merge(states)
        t.retval = self.tls.return_value(merged.values)
        t.final_ctx = dict.__getitem__(merged.values, CTX_KEY)
        t.finished = s.eq(dict.__getitem__(merged.values, FIN_KEY), s.bv_const(1, 1))
        return merged

    def run_threads(self, state: State | None) -> State | None:
        ex, s = self.ex, self.store
        i = 1
        while i < len(self.threads):
            t = self.threads[i]
            i += 1
            if state is None:
                t.final_ctx, t.finished = s.bv_const(self.k, CTX_WIDTH), s.false
                continue
            assert t.created is not None and t.creator_ctx is not None
            run_guard = ex.guards.add(state.guard, t.created)
            skip_guard = ex.guards.add(state.guard, s.not_(t.created))
            skip = state.split(skip_guard) if skip_guard is not None else None
            if skip is not None:
                dict.__setitem__(skip.values, FIN_KEY, s.bv_const(0, 1))
                t.exits.append(skip)
            end: State | None = None
            self.current = t
            self.held = {}
            self.cc.quiet = False
            run = self.stop_option((), state.split(run_guard)) if run_guard is not None \
                else None
            if run is not None:
                self.tls.start(run.values)
                run.atomic = 0
                if self.races is not None:
                    self.races.thread_start(run, t.ident, t.creator_ctx)
                if self.k > 1:
                    k0 = ex._fresh(CTX_KEY, bv(CTX_WIDTH))
                    cond = self.start_constraint(t, k0, ex._g(run))
                    ex._emit(self.ex.steps_api.Assumption(cond, ex._g(run), ex._loc))
                    nxt = ex._conjoin(run, cond)
                    if nxt is not None:
                        dict.__setitem__(nxt.values, CTX_KEY, k0)
                        end = ex._run(t.function, nxt, (t.arg,) if t.arg is not None else ())
                else:
                    end = ex._run(t.function, run, (t.arg,) if t.arg is not None else ())
                self.cc.touched = False
            state = self.finish(t, end)
        return state

    # ---------------------------------------------------------------- final constraints
    def finalize(self, state: State | None) -> tuple[str, ...]:
        """Emit the join and final-equality constraints; the coverage reasons."""
        ex, s = self.ex, self.store
        by_id = {t.ident: t for t in self.threads}
        for j in self.joins:
            options = []
            for t in self.threads[1:]:
                if t.final_ctx is None or t.finished is None:
                    continue
                earlier = self.joined_before(t, by_id[j.joiner], j)
                value = s.true
                if j.value is not None and t.retval is not None \
                        and t.retval.sort == j.value.sort:
                    value = s.eq(j.value, t.retval)
                options.append(s.and_(s.eq(j.target, s.bv_const(t.ident, 64)),
                                      t.finished, earlier, value))
            ex._emit(self.ex.steps_api.Constraint(s.implies(j.guard, s.or_(*options) if options else s.false),
                                "pthread_join waits for the joined thread"))
        # a violation counts only in a run that reaches the end of the sequentialization
        # (every thread may stop after any assertion, so such a run always exists)
        ex._emit(self.ex.steps_api.Constraint(ex._g(state) if state is not None else s.false,
                            "the sequentialized run completes"))
        if state is not None and self.k > 1:
            self._final_equalities(state)
        if self.races is not None:
            self.races.finalize(state)
        if self.deadlocks is not None:
            self.deadlocks.finalize(state)
        extra = 0
        if self.races is not None:      # a race needs one more round (bmc.concurrency.races)
            extra = self.races.extra_rounds(self.relevant_keys(), PSEUDO_KEYS)
        self.needed = max(self.floor, covering_bound(self.threads) + extra)
        if self.k >= self.needed:
            return ()
        return (f"no violation within {self.k} contexts per thread (a bound of {self.needed} "
                f"covers every schedule of the unwound program)",)

    def describe(self) -> str:
        """A readable account of the sequentialization (for --show-sequentialized)."""
        lines = [f"Lal-Reps sequentialization: {self.k} context(s) per thread, round-robin "
                 f"in creation order; main is thread 0 and runs first",
                 f"a bound of {self.needed} covers every schedule of the "
                 f"unwound program", "threads:"]
        relevant = self.relevant_keys()
        for t, shape in zip(self.threads, thread_shapes(self.threads)):
            name = t.function or "main"
            lines.append(f"  thread {t.ident}: {name}"
                         + ("" if t.ident == 0 else f" (created in the creator's context "
                            f"{t.creator_ctx})")
                         + f"; {len(t.segments)} switch point(s), "
                         + ("no access that conflicts with another thread's" if shape is None
                            else f"needs at most {len(shape)} context(s)"))
        lines.append("shared state (copy i is read and written in context i):")
        for key, guesses in self.cc.guesses.items():
            shown = key if not key.startswith("$") else f"{key} (memory)"
            copies = ", ".join(f"{key}@{i}" for i in range(1, self.k + 1))
            starts = ", ".join(f"{key}@{i} starts as {g}" for i, g in
                               enumerate(guesses, start=2))
            mark = " [switch point after each access]" if key in relevant else ""
            lines.append(f"  {shown}: {copies}" + (f"; {starts}" if starts else "") + mark)
        names = [n for n in self.tls.names if n != THREAD_RETURN]
        if names:
            lines.append("thread-local (each thread starts with the initial value): "
                         + ", ".join(names))
        lines.append("at the end: " + ("; ".join(
            f"{key}@{i} = {key}@{i + 1} initial" for key in self.cc.guesses
            for i in range(1, self.k)) or "nothing to equate (K = 1)"))
        races = self.races.describe() if self.races is not None else ""
        deadlocks = self.deadlocks.describe() if self.deadlocks is not None else ""
        return "\n".join(lines) + "\n" + races + deadlocks

    def relevant_keys(self) -> frozenset[str]:
        """Shared keys that one thread writes and another accesses (after Init), and the
        creation/join pseudo keys: only accesses to these need switch points."""
        users: dict[str, int] = {}
        writers: set[str] = set()
        for t in self.threads:
            for key in t.keys:
                users[key] = users.get(key, 0) + 1
            writers.update(t.written)
        return frozenset({key for key, n in users.items()
                          if n > 1 and key in writers and key not in PSEUDO_KEYS}
                         | PSEUDO_KEYS)

    def _final_equalities(self, state: State) -> None:
        ex, s = self.ex, self.store
        values = state.values
        pairs: dict[int, Term] = {}          # guess uid -> final copy of the previous context
        guess_of: dict[int, Term] = {}
        for key, guesses in self.cc.guesses.items():
            for i, g in enumerate(guesses, start=2):
                final = dict.get(values, copy_key(key, i - 1))
                if final is None:
                    continue
                if isinstance(g.sort, ArraySort):
                    pairs[g.uid] = final
                    guess_of[g.uid] = g
                else:
                    ex._emit(self.ex.steps_api.Constraint(s.eq(final, g), "context copies agree"))
        if not pairs:
            return
        roots: list[Term] = []
        api = ex.steps_api
        for step in ex.steps:
            if isinstance(step, api.Assignment):
                roots.append(step.rhs)
            elif isinstance(step, api.Assertion | api.Assumption | api.Constraint):
                roots.append(step.cond)
        roots.extend(pairs.values())
        bases: dict[int, frozenset[int]] = {}
        done: set[tuple[int, int]] = set()
        seen: set[int] = set()
        work = roots
        while work:
            new_roots: list[Term] = []
            for t in postorder(work, seen):
                seen.add(t.uid)
                if isinstance(t.sort, ArraySort):
                    if t.op is Op.STORE:
                        bases[t.uid] = bases.get(t.args[0].uid, frozenset())
                    elif t.op is Op.ITE:
                        bases[t.uid] = (bases.get(t.args[1].uid, frozenset())
                                        | bases.get(t.args[2].uid, frozenset()))
                    else:
                        bases[t.uid] = frozenset({t.uid})
                elif t.op is Op.SELECT:
                    for b in bases.get(t.args[0].uid, frozenset()):
                        if b in pairs and (b, t.args[1].uid) not in done:
                            done.add((b, t.args[1].uid))
                            idx = t.args[1]
                            lhs = s.select(guess_of[b], idx)
                            rhs = s.select(pairs[b], idx)
                            c = s.eq(lhs, rhs)
                            ex._emit(self.ex.steps_api.Constraint(c, "context copies agree"))
                            new_roots.append(c)
            work = new_roots


def thread_contexts(t: ThreadInstance, others_read: frozenset[str],
                    others_written: frozenset[str],
                    protected: frozenset[str]) -> tuple[bool, ...] | None:
    """The contexts thread ``t`` can need in a schedule, each as whether it starts with a
    join (and may wait for a joined thread); None for a thread without events (see
    ``covering_bound``).
    ``others_read``/``others_written``: the locations the other threads access / write;
    ``protected``: locations that one mutex guards at every access.

    The thread's code is cut into segments at its switch points. An *event* is a segment
    with an access that conflicts with another thread's (same location, one of them
    writes); a join is merged into the next event (a join can be delayed until then), and
    joins after the last event form one more event. Every other action of the thread
    (local work, non-conflicting accesses, thread creation) commutes with other threads'
    actions, so it can be moved next to the thread's previous event: a schedule needs at
    most one context per event, plus one first context when threads are created before
    the first event (they may have to run before it). By Lipton's reduction a critical
    section whose accesses are all protected runs as one block: its acquisition is the
    event (the release is not noted, it moves left into the block).
    """
    segments = t.all_segments()

    def conflicts(seg: Segment) -> bool:
        return any(loc not in protected and (_overlaps(loc, others_read)
                                             or _overlaps(loc, others_written))
                   for loc, _ in seg.written) or \
            any(loc not in protected and _overlaps(loc, others_written) for loc, _ in seg.locs)

    events = [i for i, seg in enumerate(segments) if conflicts(seg)]
    last = events[-1] if events else -1
    if any(JOIN_KEY in seg.keys for seg in segments[last + 1:]):
        events.append(len(segments))
    if not events:
        return None
    # a context that starts with a join may wait for a thread without events, which runs
    # in between: it may follow the thread's previous context directly (a new round)
    waits = [any(JOIN_KEY in seg.keys for seg in segments[prev + 1:i + 1])
             for prev, i in zip([-1, *events], events)]
    if any(CREATE_KEY in seg.keys for seg in segments[:events[0]]):
        waits.insert(0, False)
    return tuple(waits)


def _overlaps(loc: str, locs: frozenset[str]) -> bool:
    """Whether ``loc`` may denote storage one of ``locs`` denotes."""
    return loc in locs or (loc.startswith("#obj")
                           and any(locations_overlap(loc, other) for other in locs))


def _accesses(t: ThreadInstance) -> tuple[set[Access], set[Access]]:
    """(accesses, writes) of thread ``t`` after Init."""
    read: set[Access] = set()
    written: set[Access] = set()
    for seg in t.all_segments():
        read |= seg.locs
        written |= seg.written
    return read | written, written


def thread_shapes(threads: list[ThreadInstance]) -> list[tuple[bool, ...] | None]:
    """``thread_contexts`` of every thread, against the locations of all the others."""
    accesses = [_accesses(t) for t in threads]
    # a location is protected when one mutex is held at every access that may touch it
    guards: dict[str, frozenset[str] | None] = {}
    every = sorted({a for acc, _ in accesses for a in acc})
    for loc, _ in every:
        common: frozenset[str] | None = None
        for other, locks in every:
            if locations_overlap(loc, other):
                common = locks if common is None else common & locks
        guards[loc] = common
    protected = frozenset(loc for loc, locks in guards.items() if locks)
    located = [(frozenset(loc for loc, _ in acc), frozenset(loc for loc, _ in w))
               for acc, w in accesses]
    out = []
    for k, t in enumerate(threads):
        others_read = frozenset().union(*(a for i, (a, _) in enumerate(located) if i != k))
        others_written = frozenset().union(*(w for i, (_, w) in enumerate(located) if i != k))
        out.append(thread_contexts(t, others_read, others_written, protected))
    return out


def covering_bound(threads: list[ThreadInstance]) -> int:
    """A context bound K such that every schedule of the unwound program is equivalent to
    one that Lal–Reps round-robin with K contexts per thread covers.

    A schedule's contexts, in order, are cut into rounds (maximal runs of increasing
    thread ids; each round is one round-robin turn), so K = the most rounds any schedule
    can need. Threads without events run in their creation round (their actions commute
    with everybody's); the others contribute at most ``thread_contexts`` contexts each,
    no two consecutive contexts of one thread (they would be one context), except a
    context that starts with a join, which always starts a new round. The
    maximum over all such sequences is found by a search over (contexts used per thread,
    last thread); a sum bound replaces it when that space is too large.
    """
    shapes: list[tuple[bool, ...]] = []
    for t, shape in zip(threads, thread_shapes(threads)):
        if t.ident == 0:
            shapes.append(shape or (False,))       # main always runs first
        elif shape is not None:
            shapes.append(shape)
    counts = [len(shape) for shape in shapes]
    space = len(shapes)
    for c in counts:
        space *= c + 1
    if space > _DP_STATE_LIMIT:
        return sum(counts)
    n = len(shapes)

    def moves(used: tuple[int, ...], last: int) -> list[tuple[int, tuple[int, ...], int]]:
        """(rounds added, next state) of each way to run one more context."""
        out = []
        for u in range(n):
            if used[u] >= counts[u]:
                continue
            waiting = shapes[u][used[u]]
            if u == last and not waiting:
                continue
            nxt = used[:u] + (used[u] + 1,) + used[u + 1:]
            out.append((1 if (u <= last or waiting) else 0, nxt, u))
        return out

    # the most rounds the rest of a sequence can add, per state (post-order, no recursion)
    best: dict[tuple[tuple[int, ...], int], int] = {}
    start = ((1,) + (0,) * (n - 1), 0)
    stack = [start]
    while stack:
        state = stack[-1]
        if state in best:
            stack.pop()
            continue
        options = moves(*state)
        pending = [(u_next, u) for _, u_next, u in options if (u_next, u) not in best]
        if pending:
            stack.extend(pending)
            continue
        best[state] = max((step + best[(nxt, u)] for step, nxt, u in options), default=0)
        stack.pop()
    return 1 + best[start]
