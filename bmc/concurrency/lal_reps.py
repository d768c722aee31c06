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
  ``$ctx`` by any amount within K.
* Main's code after the threads are created runs as thread 0 with K contexts, like every
  thread (reading A of the seed examples' open point 1): post-join code of main can only run
  in a round after the one in which the joined thread finished.
* ``pthread_join`` records its target, guard and context; after all threads ran, a global
  constraint says the target finished in an earlier slot of the round-robin order.
* After the last thread, the final copy i of every shared key equals the guess of copy i+1
  (global constraints; for arrays: at every index at which the guess is read).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bmc.concurrency.thread_local import THREAD_RETURN, ThreadLocals
from bmc.concurrency.values import CTX_KEY, CTX_WIDTH, ContextCopies, SharedValues, copy_key
from bmc.errors import UnsupportedFeature
from bmc.ir.program import Assume, AtomicBegin, Call, Instruction, Program, SymbolKind
from bmc.terms import BOOL, ArraySort, Op, Term, bv
from bmc.terms.walk import postorder

# the executor (bmc.symex) hands in itself; its equation step classes are ``ex.steps_api``
_Executor = Any
Frame = Any
State = Any

SPAWN = "__bmc_spawn"
JOIN = "__bmc_join"
EXIT = "__bmc_thread_exit"
SELF = "__bmc_thread_self"
BLOCK = "__bmc_block_point"
INTRINSICS = frozenset({SPAWN, JOIN, EXIT, SELF, BLOCK})
FIN_KEY = "$fin"
SYNC = "$sync"          # pseudo key of thread creation and join (shared by all threads)
ATOMIC_PREFIX = "__VERIFIER_atomic_"
MAX_AUTO_BOUND = 4


def uses_threads(program: Program) -> bool:
    """Whether the program uses the thread API (creates threads, locks, ...)."""
    return any(isinstance(ins, Call) and ins.function in INTRINSICS
               for f in program.functions.values() for ins in f.body)


@dataclass(slots=True)
class ThreadInstance:
    ident: int
    function: str = ""
    arg: Term | None = None
    created: Term | None = None          # guard of the creation (None: main)
    creator_ctx: Term | None = None
    exits: list[State] = field(default_factory=list)
    switch_keys: list[frozenset[str]] = field(default_factory=list)
    keys: set[str] = field(default_factory=set)
    written: set[str] = field(default_factory=set)
    tail_keys: frozenset[str] = frozenset()        # accessed after the last switch point
    final_ctx: Term | None = None
    finished: Term | None = None
    retval: Term | None = None                     # the value it ends with (for joins)


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
        self.atomic = 0
        self.spawn_next: ThreadInstance | None = None
        self.joins: list[JoinRecord] = []

    def _is_shared(self, key: str) -> bool:
        if key.startswith("$"):
            return (key.startswith("$mem") and "%" not in key) or key in ("$size", "$state")
        return key in self._shared_names

    def initial_values(self) -> SharedValues:
        v = SharedValues(self.cc)
        dict.__setitem__(v, CTX_KEY, self.store.bv_const(1, CTX_WIDTH))
        return v

    # ---------------------------------------------------------------- switch points
    def before(self, frames: list[Frame], cur: State, ins: Instruction) -> State | None:
        """Called before each instruction: a switch point after a shared access, or before
        a potentially blocking step."""
        if not self.started or self.atomic > 0:
            return cur
        blocking = isinstance(ins, Assume | AtomicBegin) or (
            isinstance(ins, Call) and ins.function in (JOIN, BLOCK))
        touched = self.cc.touched and (self.relevant is None
                                       or not self.relevant.isdisjoint(self.cc.keys))
        if touched or blocking:
            # a switch point right after another one (nothing shared happened in between)
            # allows no new schedule: it is not counted for completeness
            return self.switch(frames, cur, counted=touched)
        return cur

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

    def switch(self, frames: list[Frame], cur: State, counted: bool = True) -> State | None:
        ex, s = self.ex, self.store
        self.cc.touched = False
        if counted:
            self.current.switch_keys.append(frozenset(self.cc.keys))
        self.current.keys.update(self.cc.keys)
        self.current.written.update(self.cc.written)
        self.cc.keys.clear()
        self.cc.written.clear()
        if self.stop_option(frames, cur) is None:
            return None
        if self.k > 1:
            old = dict.__getitem__(cur.values, CTX_KEY)
            new = ex._fresh(CTX_KEY, bv(CTX_WIDTH))
            cond = s.and_(s.ule(old, new), s.ule(new, s.bv_const(self.k, CTX_WIDTH)))
            ex._emit(self.ex.steps_api.Assumption(cond, ex._g(cur), ex._loc))
            nxt = ex._conjoin(cur, cond)
            if nxt is None:
                return None
            cur = nxt
            dict.__setitem__(cur.values, CTX_KEY, new)
            ex._emit(self.ex.steps_api.Assignment(
                new, new, ex._g(cur), self.ex.steps_api.AssignmentKind.HIDDEN, CTX_KEY,
                                ex._loc, f"context of thread {self.current.ident}"))
        return cur

    def _drop_locals(self, frames: list[Frame], st: State) -> None:
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
                    self.cc.keys.clear()
                    self.cc.written.clear()
                ident = len(self.threads)
                t = ThreadInstance(ident, created=ex._g(cur),
                                   creator_ctx=dict.__getitem__(cur.values, CTX_KEY))
                self.threads.append(t)
                self.spawn_next = t
                self.started = True
                self.cc.touched = True
                self.cc.keys.add(SYNC)
                if ins.lhs is not None:
                    ex._assign(fr, cur, ins.lhs, s.bv_const(ident, 64), ins.loc)
            case "__bmc_thread_self":
                if ins.lhs is not None:
                    ex._assign(fr, cur, ins.lhs, s.bv_const(self.current.ident, 64), ins.loc)
            case "__bmc_block_point":
                pass
            case "__bmc_join":
                target = ex._fit(ex.tr.term(ins.args[0]), bv(64), False)
                guard = ex._g(cur)
                twice = self.joins if ex.options.svcomp_property is None else []
                for i, prev in enumerate(twice):   # misuse (no SV-COMP property)
                    pid = f"pthread_join.twice.{len(self.joins) + 1}.{i + 1}"
                    text = "thread joined at most once"
                    ex._properties.setdefault(pid, (pid, "concurrency", text, ins.loc))
                    ex._emit(self.ex.steps_api.Assertion(s.not_(s.and_(prev.guard, s.eq(prev.target, target))),
                                       guard, pid, "concurrency", text, ins.loc))
                value = None
                if self.tls.has_return:
                    value = ex._fresh("pthread_join$value", ex.tr.sort(
                        ex.program.symbols[THREAD_RETURN].type))
                    self.tls.set_return(cur.values, value)
                self.joins.append(JoinRecord(guard, target, self.current.ident,
                                             dict.__getitem__(cur.values, CTX_KEY), value))
                self.cc.touched = True
                self.cc.keys.add(SYNC)
            case "__bmc_thread_exit":
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
        return True

    # ---------------------------------------------------------------- threads
    def finish(self, t: ThreadInstance, end: State | None) -> State | None:
        """Merge a thread's end with its exits; note its final context and completion."""
        s = self.store
        t.tail_keys = frozenset(self.cc.keys)
        t.keys.update(self.cc.keys)
        t.written.update(self.cc.written)
        self.cc.keys.clear()
        self.cc.written.clear()
        self.cc.touched = False
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
            run = self.stop_option((), state.split(run_guard)) if run_guard is not None \
                else None
            if run is not None:
                self.tls.start(run.values)
                self.atomic = 0
                if self.k > 1:
                    k0 = ex._fresh(CTX_KEY, bv(CTX_WIDTH))
                    cond = s.and_(s.ule(t.creator_ctx, k0),
                                  s.ule(k0, s.bv_const(self.k, CTX_WIDTH)))
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
                jt = by_id[j.joiner]
                earlier = s.or_(s.ult(t.final_ctx, j.ctx),
                                s.and_(s.eq(t.final_ctx, j.ctx),
                                       s.true if t.ident < jt.ident else s.false))
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
        # a switch point matters for completeness only after an access to state that
        # another thread accesses too; every schedule then has at most sum(s_i + 1)
        # contexts, and round-robin with that many rounds embeds it
        multi = self.relevant_keys()
        needed = sum(_useful_switches(t, multi) + 1 for t in self.threads)
        self.needed = needed
        if self.k >= needed:
            return ()
        return (f"no violation within {self.k} contexts per thread (a bound of {needed} "
                f"covers every schedule of the unwound program)",)

    def describe(self) -> str:
        """A readable account of the sequentialization (for --show-sequentialized)."""
        lines = [f"Lal-Reps sequentialization: {self.k} context(s) per thread, round-robin "
                 f"in creation order; main is thread 0 and runs first",
                 f"a bound of {getattr(self, 'needed', '?')} covers every schedule of the "
                 f"unwound program", "threads:"]
        relevant = self.relevant_keys()
        for t in self.threads:
            name = t.function or "main"
            used = _useful_switches(t, relevant)
            lines.append(f"  thread {t.ident}: {name}"
                         + ("" if t.ident == 0 else f" (created in the creator's context "
                            f"{t.creator_ctx})")
                         + f"; {len(t.switch_keys)} switch point(s), {used} counted")
        lines.append("shared state (copy i is read and written in context i):")
        for key, guesses in self.cc.guesses.items():
            shown = key if not key.startswith("$") else f"{key} (memory)"
            copies = ", ".join(f"{key}@{i}" for i in range(1, self.k + 1))
            starts = ", ".join(f"{key}@{i} starts as {g}" for i, g in
                               enumerate(guesses, start=2))
            mark = " [switch point after each access]" if key in relevant else ""
            lines.append(f"  {shown}: {copies}" + (f"; {starts}" if starts else "") + mark)
        shown = [n for n in self.tls.names if n != THREAD_RETURN]
        if shown:
            lines.append("thread-local (each thread starts with the initial value): "
                         + ", ".join(shown))
        lines.append("at the end: " + ("; ".join(
            f"{key}@{i} = {key}@{i + 1} initial" for key in self.cc.guesses
            for i in range(1, self.k)) or "nothing to equate (K = 1)"))
        return "\n".join(lines) + "\n"

    def relevant_keys(self) -> frozenset[str]:
        """Shared keys that one thread writes and another accesses (after Init), and the
        creation/join pseudo key: only accesses to these need switch points."""
        users: dict[str, int] = {}
        writers: set[str] = set()
        for t in self.threads:
            for key in t.keys:
                users[key] = users.get(key, 0) + 1
            writers.update(t.written)
        return frozenset({key for key, n in users.items() if n > 1 and key in writers}
                         | {SYNC})

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


def _useful_switches(t: ThreadInstance, relevant: frozenset[str]) -> int:
    """Switch points of ``t`` (in symex order) with an access to relevant state both before
    it (since the previous one) and after it: a context boundary with no later relevant
    access can be merged into the context before it, one before the first relevant access
    is a stutter at the start."""
    segments = [bool(ks & relevant) for ks in t.switch_keys]
    later = False
    count = 0
    tail = bool(t.tail_keys & relevant)
    later = tail
    for i in range(len(segments) - 1, -1, -1):
        if segments[i] and later:
            count += 1
        later = later or segments[i]
    return count
