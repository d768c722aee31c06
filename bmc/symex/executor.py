"""Symbolic execution of a goto program into an SSA equation (CBMC's symex, merging paths).

One pass over each function body in instruction order with a single *current* state and, per
frame, the states *pending* at forward targets (``symex_goto`` / ``merge_goto``):

* A forward ``Goto`` saves the taken part (guard & cond) as pending at its target and goes on
  with guard & !cond; an unconditional one moves the whole state. Before each instruction all
  states pending there are merged with the current one (deepest guard first, so merging the
  exits of a loop with a growing guard stays linear); differing scalars get a ``PHI``
  assignment ``x#k = ite(sel, a, b)``, arrays just the ``ite``. When the current state is
  dead, execution skips to the nearest pending target. A variable known on one side only
  (a global first read on one branch) gets a fresh free variable for the other side.
* A backward ``Goto`` closes a loop. Each execution with a condition that is not false
  increments the loop's counter in the frame; the counter is reset when the head is reached
  from outside the loop, i.e. not by a backward goto at or after the loop's own back edge
  (CBMC's ``symex_transition``; an outer loop sharing the head resets the inner one). When the
  counter reaches the bound (``--unwindset``/``--unwind``, else ``DEFAULT_UNWIND_CAP``), the
  jump is not taken: an unwinding assertion ``!cond`` (or, with --no-unwinding-assertions, an
  assumption) is recorded and only the non-jumping part of the state goes on. So a
  ``while``/``for`` loop whose body runs T times is complete at N = T+1, a ``do``/``while``
  body runs at most N times.
* Calls are inlined on an explicit frame stack (no Python recursion). Locals of an activation
  nested ``level`` > 0 times in the same function are renamed ``name@level``. A call is not
  inlined when the callee already has more active frames than its bound (CBMC's
  ``get_unwind_recursion``: ``active > bound``); a recursion unwinding assertion
  ``false`` (or assumption) is recorded instead and the path ends.
* With ``--witness`` (sequential programs), a forward ``Goto`` that decides a source branch
  alone (``Goto.branch``: an ``if``/``while``/``for`` condition) and whose condition is not
  constant also records a ``Location`` of kind "branch" at the keyword, whose one text term
  is the source condition's truth: violation witnesses report the decisions the
  counterexample takes.
* ``Assume`` conjoins into the guard (so it never masks an earlier assertion); ``Assert``
  records an ``Assertion`` under the current guard; ``Return`` assigns the return slot and
  jumps to the function end, where the Call's lhs gets the value.

Values: a scalar assignment gets a fresh SSA variable ``key#n`` and an ``Assignment`` step;
a constant rhs is propagated (the state keeps the constant, the step is still recorded). A
``Nondet`` rhs, a ``Decl`` and a read of a never-assigned variable give a fresh *free*
variable, recorded as an ``Assignment`` whose ``rhs is lhs`` (kind INPUT for nondet, STATE
for declarations and first reads, HIDDEN for temporaries). Array writes are store chains; the
state keeps the chain and the step's array variable is only a name for views and traces
(a nondet element is a free variable ``key[]#n``, the step then has kind INPUT).

Memory (``bmc.memory.model``): variables in ``memory_variables(program)`` (address taken, or
of a type containing a struct) are not SSA variables: reads and writes of them, of their
elements and of ``*p`` are loads and stores on the state's memory-class arrays ``$mem.<n>``
(``bmc.memory.classes``: the class of each access comes from the points-to analysis and
``--memory-model``), and the object table (``$size``, ``$state``) lives in the state too, so
merges treat them all like arrays (loads, stores and the object table: the mixin
``bmc.symex.memory_ops.SymexMemory``). Object ids: globals get theirs before ``INIT_FUNCTION``
runs; a memory local gets one per function activation and a new one each time its
declaration is executed again (a loop iteration's block-scope object is a new object: the
previous one stays dead); ``Dead`` and the end of the activation make it dead; each executed
``Allocate`` gets a new one. Parameters, temporaries and return slots that live in memory are
live for the whole activation. ``--memory-leak-check`` / ``--memory-cleanup-check`` add their
assertion at every program exit (end of the entry function, exit(), abort()); see
``bmc.symex.exit_checks``. With ``--malloc-may-fail`` each malloc/calloc result is NULL or
the new object, chosen by a fresh hidden bit (``bmc.symex.allocation``). main's argc/argv are
modelled as CBMC does (``bmc.symex.main_arguments``).
"""

from __future__ import annotations

import gc
import re
import time
from dataclasses import replace
from typing import assert_never

from bmc.errors import ResourceLimit, UnsupportedFeature
from bmc.ir.ctype import ArrayType, CType, IntType, Rank
from bmc.ir.memops import RANGE_OPS
from bmc.ir.expr import (AllocKind, Allocate, Expr, Index, Nondet, ObjectState, Var,
                         display_name, subexpressions, to_text, variables)
from bmc.concurrency.intrinsics import ATOMIC_PREFIX, INTRINSICS
from bmc.concurrency.lal_reps import is_check, uses_threads
from bmc.ir.program import (INIT_FUNCTION, Assert, Assign, AtomicBegin, AtomicEnd, Assume,
                            Call, Dead, Decl, Free, Goto, Havoc, Program, Return, Skip,
                            SourceLocation, SymbolKind, loop_label)
from bmc.ir.properties import PropertyClass
from bmc.concurrency.races import NO_THREADS_NOTE, race_check_enabled as _race_check_enabled
from bmc.concurrency.deadlock import NO_THREADS as _NO_THREADS_DEADLOCK
from bmc.concurrency.deadlock import deadlock_check_enabled as _deadlock_check_enabled
from bmc.options import DEFAULT_UNWIND_CAP, Options
from bmc.symex.allocation import Allocation
from bmc.symex.executor_state import Unwinding
from bmc.symex.exit_checks import ExitChecks
from bmc.symex.main_arguments import MainArguments
from bmc.symex.equation import (Assertion, Assignment, AssignmentKind, Assumption, Constraint,
                                Equation, Location, Step)
from bmc.symex.objects import memory_objects
from bmc.symex.guard import Guard
from bmc.symex.havoc import HavocStep
from bmc.symex.memory_ops import SymexMemory
from bmc.symex.state import Frame, FunctionInfo, State
from bmc.symex.thread_runs import execute_threads
from bmc.symex.translate import index_chain, is_signed
from bmc.terms import ArraySort, BVSort, Op, Sort, Term, TermStore, bv

_HIDDEN_KINDS = frozenset({SymbolKind.TEMPORARY, SymbolKind.RETURN_VALUE})
_LEVEL_SUFFIX = re.compile(r"@\d+$")
_DEADLINE_EVERY = 256


def execute(program: Program, options: Options, store: TermStore,
            deadline: float | None = None) -> Equation:
    """Run ``INIT_FUNCTION`` (if any) then ``program.entry`` symbolically; the SSA equation.

    ``deadline`` is a ``time.monotonic()`` value; past it, ``ResourceLimit`` is raised.
    The cyclic garbage collector is paused meanwhile: symex makes no reference cycles, and
    its repeated scans of the growing term table would make symex super-linear.
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        if not uses_threads(program):
            ex = Executor(program, options, store, deadline)
            try:
                return ex.run()
            finally:
                if ex.feasibility is not None:
                    ex.feasibility.close()
        return execute_threads(Executor, program, options, store, deadline)
    finally:
        if collecting:
            gc.enable()


_BRANCH_TYPE = IntType("_Bool", 8, False, Rank.BOOL)   # a branch step's truth term


def checked_iteration(iteration: int, bound: int) -> bool:
    """Whether a loop's path is checked before ``iteration`` (1-based) under ``--path-check
    loops`` outside recursive functions: 1-4, then 6, 8, 12, 16, 24, ... (a power of two or
    three halves of one), and the last two before the bound cuts."""
    if iteration <= 4 or iteration >= bound - 1:
        return True
    lowest_bit = iteration & -iteration
    return iteration in (lowest_bit, 3 * lowest_bit)


class Executor(SymexMemory, MainArguments, Allocation, ExitChecks, HavocStep):
    """The symbolic executor; memory, argv, allocation, the exit-time checks and the
    havoc of k-induction are its mixins. Its state (set up by ``__init__``) and the methods
    the parts call on each other are declared in ``executor_state.ExecutorState``."""

    # ================================================================== driver
    def run(self) -> Equation:
        self._check_deadline()
        state: State | None = State(
            self.guards.root, {} if self.threads is None else self.threads.initial_values())
        assert state is not None
        if self.tr.memory is not None:
            self._init_memory(state)
        order = [INIT_FUNCTION] if INIT_FUNCTION in self.program.functions else []
        order.append(self.program.entry)
        for name in order:
            if state is None:
                break
            if name not in self.program.functions:
                raise ValueError(f"entry function {name!r} has no body in the program")
            if name == self.program.entry:
                state = self._main_arguments(state)
                if state is None:
                    break
            state = self._run(name, state)
            if name == INIT_FUNCTION and state is not None and self.threads is not None:
                self.threads.tls.capture(state.values)
        incomplete: tuple[str, ...] = ()
        if self.threads is not None:
            state = self.threads.finish(self.threads.threads[0], state)
            state = self.threads.run_threads(state)
            incomplete = self.threads.finalize(state)
            self._extra_warnings.setdefault(self.threads.coverage_note())
            if self.races is not None:
                for w in self.races.warnings():
                    self._extra_warnings.setdefault(w)
        elif _race_check_enabled(self.options):
            self._extra_warnings.setdefault(NO_THREADS_NOTE)
        if self.threads is None and _deadlock_check_enabled(self.options):
            self._extra_warnings.setdefault(_NO_THREADS_DEADLOCK)
        if state is not None and self.tr.memory is not None:
            entry = self.program.functions[self.program.entry]
            self._exit_checks(state, entry.body[-1].loc if entry.body else entry.loc,
                              end_of_entry=True)
        warnings = [f"loop {loop_label(u.loop_id, u.loc.line, u.parent)}: no --unwind "
                    f"given, stopped at the default bound {u.bound}" for u in (*self._loops.values(), *self._recursion.values())
                    if u.stopped and u.defaulted] + list(self._extra_warnings)
        loops = tuple(u.report() for u in (*self._loops.values(), *self._recursion.values()))
        return Equation(self.store, tuple(self.steps), loops, tuple(warnings),
                        tuple(self._properties.values()), memory_objects(
                            self.memory.names, self._object_types), self.memory.w,
                        incomplete,
                        self.threads.describe() if self.threads is not None else "",
                        self.threads.schedule() if self.threads is not None else None,
                        tuple(self.culprits),
                        self.threads.coverage() if self.threads is not None else None,
                        tuple(self.trivially_true))

    def _run(self, name: str, state: State, args: tuple[Term, ...] = ()) -> State | None:
        """Execute ``name`` (and everything it calls) from ``state`` (``args``: parameter
        values); the state at its end."""
        frames = [self._push(name, state)]
        self._frames = frames           # (the data-race check lets a thread stop mid-way)
        if args:
            fr0 = frames[0]
            self._frame, self._state = fr0, state
            for param, arg in zip(fr0.function.params, args):
                self._write_var(fr0, state, param, arg, fr0.function.loc, None, False)
        cur: State | None = state
        back_from: int | None = None     # pc of the backward goto that jumped here
        value: Term | None               # an assigned value (None: nondet)
        while frames:
            self._tick()
            fr = frames[-1]
            body = fr.function.body
            pc = fr.pc
            waiting = fr.pending.pop(pc, None)
            if waiting is not None:
                if cur is not None:
                    waiting.append(cur)
                self._frame = fr
                self._loc = body[pc].loc if pc < len(body) else fr.function.loc
                cur = self._merge(waiting)
                back_from = None
            if cur is None and pc < len(body):
                nxt = min(fr.pending) if fr.pending else len(body)
                assert nxt > pc, "pending states behind the program counter"
                fr.pc = nxt
                back_from = None
                continue
            if cur is not None and pc in fr.info.loops_at_head:
                for loop in fr.info.loops_at_head[pc]:
                    if back_from is None or loop.back_edge < back_from:
                        fr.counters[loop.id] = 0
            back_from = None
            if pc >= len(body):
                cur = self._leave(frames, cur)
                continue
            assert cur is not None
            ins = body[pc]
            self._frame, self._state, self._loc = fr, cur, ins.loc
            if self._argv_check is not None and pc in self._argv_check[0] \
                    and len(frames) == 1 and fr.function.name == self.program.entry:
                self._argv_limit(cur, ins.loc)
            if self.threads is not None:
                cur = self.threads.before(frames, cur, ins)
                if cur is None:
                    continue
                self._state = cur
            match ins:
                case Assign():
                    if isinstance(ins.rhs, Allocate):
                        value = self._allocate(cur, ins.rhs, ins.loc)
                        if ins.rhs.kind is AllocKind.ALLOCA and isinstance(ins.lhs, Var):
                            # a variable-length array (the front end assigns only those
                            # directly): its object dies with the variable's block
                            fr.objects[f"$vla:{ins.lhs.name}"] = \
                                int(value.value) >> self.memory.off_bits
                    else:
                        value = None if isinstance(ins.rhs, Nondet) else self.tr.term(ins.rhs)
                    self._assign(fr, cur, ins.lhs, value, ins.loc)
                    fr.pc += 1
                case Free():
                    if ins.release:
                        pointer = self.tr.term(ins.pointer)
                        self._emit(Location(self._g(cur), ins.loc, "free", fr.function.name,
                                            f"free({self._source.text(ins.pointer)})",
                                            (("", pointer, ins.pointer.type),
                                             *self._temporaries_in(ins.pointer))))
                        self.memory.free(cur.values, pointer)
                    fr.pc += 1
                case Assume():
                    cond = self.tr.cond(ins.cond)
                    if ins.exit and self.tr.memory is not None and cond is not self.store.true:
                        self._exit_checks(cur, ins.loc, self.store.not_(cond))
                    if cond is not self.store.true:
                        self._emit(Assumption(cond, self._g(cur), ins.loc))
                    cur = self._conjoin(cur, cond)
                    fr.pc += 1
                case Assert():
                    glue = self.threads if self.threads is not None and is_check(ins) else None
                    if glue is not None:
                        glue.cc.checking = True
                    try:
                        cond = self.tr.cond(ins.cond)
                    finally:
                        if glue is not None:
                            glue.cc.checking = False
                            glue.glued = True
                    pid = self._assert_ids[(fr.function.name, pc)]
                    if cond is not self.store.true:
                        self._emit(Assertion(cond, self._g(cur), pid, ins.property_class,
                                             ins.description, ins.loc))
                        if self.threads is not None:
                            cur = self.threads.stop_option(frames, cur)
                    else:
                        self.trivially_true.append((pid, self._g(cur)))
                    fr.pc += 1
                case Goto():
                    if ins.target > pc:
                        cur = self._forward_goto(frames, fr, cur, ins)
                        fr.pc += 1
                    else:
                        cur, jumped = self._backward_goto(frames, fr, cur, ins, pc)
                        if jumped:
                            fr.pc = ins.target
                            back_from = pc
                        else:
                            fr.pc += 1
                case Call():
                    cur = self._call(frames, fr, cur, ins)
                case Return():
                    rv = fr.function.return_var
                    if ins.value is not None and rv is not None:
                        value = self.tr.term(ins.value)
                        self._write_var(fr, cur, rv, value, ins.loc, None,
                                        is_signed(ins.value.type))
                    if self.threads is not None:
                        cur = self.threads.after_read(frames, cur)
                    if cur is not None:
                        fr.add_pending(len(body), cur)
                    cur = None
                    fr.pc += 1
                case Decl():
                    self._declare(fr, cur, ins.var, ins.loc)
                    fr.pc += 1
                case Dead():
                    if ins.var.name in self._mem_vars and ins.var.name in fr.objects:
                        self.memory.set_object(cur.values, fr.objects[ins.var.name],
                                               ObjectState.DEAD, None)
                    vla = fr.objects.get(f"$vla:{ins.var.name}")
                    if vla is not None:
                        self.memory.set_object(cur.values, vla, ObjectState.DEAD, None)
                    fr.pc += 1
                case AtomicBegin():
                    cur.atomic += 1
                    fr.pc += 1
                case AtomicEnd():
                    cur.atomic = max(0, cur.atomic - 1)
                    fr.pc += 1
                case Skip():
                    fr.pc += 1
                case Havoc():                       # k-induction's step (symex/havoc.py)
                    self._havoc_step(fr, cur, ins)
                    fr.pc += 1
                case _:
                    assert_never(ins)
        return cur

    # ================================================================== frames
    def _info(self, name: str) -> FunctionInfo:
        info = self._infos.get(name)
        if info is None:
            info = FunctionInfo.of(self.program.functions[name], self.program.symbols,
                                   self._frame_symbols.get(name, ()))
            self._infos[name] = info
        return info

    def _push(self, name: str, state: State | None = None) -> Frame:
        level = self._active.get(name, 0)
        self._active[name] = level + 1
        frame = Frame(self._info(name), level)
        if state is not None and self.tr.memory is not None:
            # parameters, temporaries and the return slot live as long as the activation
            for var in self._frame_symbols.get(name, ()):
                sym = self.program.symbols[var]
                if var in self._mem_vars and sym.kind is not SymbolKind.LOCAL:
                    self._make_live(frame, state, var)
        return frame

    def _call(self, frames: list[Frame], fr: Frame, cur: State, ins: Call) -> State | None:
        callee = self.program.functions.get(ins.function)
        if callee is None and ins.function in RANGE_OPS:     # memset/memcpy/memmove
            return self._range_op(fr, cur, ins)
        if self.threads is not None:
            if ins.function in INTRINSICS:
                return self.threads.call(frames, fr, cur, ins)
            if self.threads.take_spawn(cur, ins):
                fr.pc += 1
                return cur
        if callee is None:
            raise ValueError(f"call of {ins.function!r}, which has no body in the program "
                             f"(the front end must model it)")
        active = self._active.get(callee.name, 0)
        if active > 0:
            rec = self._recursion_stats(callee.name, callee.loc)
            rec.max_iterations = max(rec.max_iterations, active)
            if active > rec.bound:
                rec.stopped = True
                after = self._cut(cur, self.store.false, f"{callee.name}.recursion",
                                  PropertyClass.RECURSION, "recursion unwinding assertion",
                                  ins.loc)
                fr.pc += 1
                return after
        if self._infeasible(callee.name, cur, call=True):
            fr.pc += 1              # no execution makes this call: nothing to inline
            return None
        args = [self.tr.term(a) for a in ins.args]
        text = f"{callee.name}({', '.join(self._source.text(a) for a in ins.args)})"
        temps = tuple(t for a, v in zip(ins.args, args) for t in (
            ((display_name(a.name), v, a.type),) if isinstance(a, Var) and self._hidden(a.name)
            else self._temporaries_in(a)))
        self._emit(Location(self._g(cur), ins.loc, "call", callee.name, text, temps,
                            definition=callee.loc))
        new = self._push(callee.name, cur)
        frames.append(new)
        for param, arg, arg_expr in zip(callee.params, args, ins.args):
            self._write_var(new, cur, param, arg, ins.loc, None, is_signed(arg_expr.type))
        if self.threads is not None and callee.name.startswith(ATOMIC_PREFIX):
            # the arguments are read before the section: the switch point after their
            # shared reads comes before it (inside it, ``before`` places none)
            after = self.threads.after_read(frames, cur)
            if after is None:
                return None
            after.atomic += 1
            return after
        return cur

    def _leave(self, frames: list[Frame], cur: State | None) -> State | None:
        """End of the top frame's function: return value to the caller, drop the locals."""
        fr = frames.pop()
        assert not fr.pending
        function = fr.function
        self._active[function.name] -= 1
        if cur is not None and self.threads is not None \
                and function.name.startswith(ATOMIC_PREFIX):
            cur.atomic = max(0, cur.atomic - 1)
        caller = frames[-1] if frames else None
        call = caller.function.body[caller.pc] if caller is not None else None
        assert call is None or isinstance(call, Call)
        if cur is not None:
            end_loc = function.body[-1].loc if function.body else function.loc
            self._frame, self._state, self._loc = fr, cur, end_loc
            self._emit(Location(self._g(cur), end_loc, "return", function.name,
                                f"{function.name} returned", definition=function.loc))
            result: Term | None = None
            rv = function.return_var
            if call is not None and call.lhs is not None and rv is not None:
                result = self.tr.term(rv)
            elif caller is None and self.threads is not None and rv is not None:
                self.threads.returned(cur, self.tr.term(rv))     # a thread's start routine
            for name in fr.info.local_order:
                cur.values.pop(fr.key(name), None)
            for ident in fr.objects.values():
                self.memory.set_object(cur.values, ident, ObjectState.DEAD, None)
            if caller is not None and call is not None and call.lhs is not None \
                    and result is not None:
                assert rv is not None
                self._frame, self._loc = caller, call.loc
                self._assign(caller, cur, call.lhs, result, call.loc, is_signed(rv.type))
        if caller is not None:
            caller.pc += 1
        return cur

    # ================================================================== control flow
    def _forward_goto(self, frames: list[Frame], fr: Frame, cur: State,
                      ins: Goto) -> State | None:
        if ins.target > len(fr.function.body):
            raise ValueError(f"goto target {ins.target} outside {fr.function.name}")
        cond = self.store.true if ins.cond is None else self.tr.cond(ins.cond)
        if ins.branch is not None and self._record_branches \
                and (self.threads is None or self._record_thread_branches) \
                and cond is not self.store.true and cond is not self.store.false:
            # (a decision no input can change constrains nothing: no step for it)
            site = ins.branch
            truth = cond if site.when_taken else self.store.not_(cond)
            self._emit(Location(self._g(cur), site.loc, "branch", fr.function.name,
                                site.keyword, (("", truth, _BRANCH_TYPE),)))
        if ins.cond is not None and (cond is self.store.false or cond is self.store.true):
            self._constant_exit(fr, cur, ins)
        if self.threads is not None and ins.cond is not None:
            # the switch point after the condition's shared reads, before the split: the
            # taken part, pending at the target, needs it as much as the rest
            after = self.threads.after_read(frames, cur)
            if after is None:
                return None
            cur = after
        if cond is self.store.false:
            return cur
        if cond is self.store.true:
            fr.add_pending(ins.target, cur)
            return None
        if self._leaves_loop(fr, ins) and self._infeasible(
                fr.function.name, cur, self.store.not_(cond),
                iteration=self._entering_iteration(fr)):
            fr.add_pending(ins.target, cur)     # no execution stays in the loop
            return None
        taken = self.guards.add(cur.guard, cond)
        stay = self.guards.add(cur.guard, self.store.not_(cond))
        assert taken is not None and stay is not None
        fr.add_pending(ins.target, cur.split(taken))
        cur.guard = stay
        return cur

    def _backward_goto(self, frames: list[Frame], fr: Frame, cur: State, ins: Goto,
                       pc: int) -> tuple[State | None, bool]:
        """A loop's back edge; returns the state going on and whether it jumps back."""
        if pc in fr.info.spins:
            return self._spin(cur, ins), False
        loop = fr.info.loop_at_back_edge[pc]
        s = self.store
        cond = s.true if ins.cond is None else self.tr.cond(ins.cond)
        if ins.cond is not None and (cond is s.true or cond is s.false):
            self._loops[loop.id].constant_exit = True   # a do-while's test, decided
        if self.threads is not None and ins.cond is not None:
            # the switch point after the condition's shared reads, before the split (the
            # part leaving the loop is pending after the back edge)
            after = self.threads.after_read(frames, cur)
            if after is None:
                return None, False
            cur = after
        if cond is s.false:
            return cur, False
        count = fr.counters.get(loop.id, 0) + 1
        fr.counters[loop.id] = count
        stats = self._loops[loop.id]
        stats.max_iterations = max(stats.max_iterations, count)
        n = loop.id.rsplit(".", 1)[1]
        if self.options.unwinding_assertions:
            # every loop that iterates has its unwinding-assertion property (SUCCESS when
            # the bound suffices), not only the loops the bound cuts
            pid = f"{loop.function}.unwind.{n}"
            self._properties.setdefault(pid, (pid, PropertyClass.UNWIND,
                                              f"unwinding assertion loop {n}", ins.loc))
        if cond is not s.true and self._infeasible(fr.function.name, cur, cond,
                                                   iteration=(count, stats.bound)):
            return cur, False       # as if false: no execution iterates again
        if count >= stats.bound:
            stats.stopped = True
            after = self._cut(cur, s.not_(cond), f"{loop.function}.unwind.{n}",
                              PropertyClass.UNWIND, f"unwinding assertion loop {n}", ins.loc)
            return after, False
        if cond is not s.true:
            leave = self.guards.add(cur.guard, s.not_(cond))
            stay = self.guards.add(cur.guard, cond)
            assert leave is not None and stay is not None
            fr.add_pending(pc + 1, cur.split(leave))
            cur.guard = stay
        return cur, True

    def _spin(self, cur: State, ins: Goto) -> State | None:
        """The back edge of an empty loop (``bmc.symex.state.spin_loops``): the paths that
        would stay spin forever and end here (a thread outside an atomic section may first
        stop for good, as at a blocking step); the others go on after the loop. Nothing to
        unwind."""
        s = self.store
        cond = s.true if ins.cond is None else self.tr.cond(ins.cond)
        if cond is s.false:
            return cur
        if self.threads is not None and cur.atomic == 0:
            after = self.threads.stop_option(self._frames, cur)
            if after is None:
                return None
            cur = after
        if cond is s.true:
            return None
        leave = s.not_(cond)
        self._emit(Assumption(leave, self._g(cur), ins.loc))
        return self._conjoin(cur, leave)

    def _constant_exit(self, fr: Frame, cur: State, ins: Goto) -> None:
        """The conditional forward goto at ``fr.pc`` was decided without inputs. If it is
        an exit test of loops around it (it jumps out, or it skips an unconditional jump
        out: ``if (i >= n) break;``) and the variables it reads have other values than at
        its first such decision (a counter moved on), mark those loops
        (``LoopReport.constant_exit``): their trip count may be a constant."""
        key = (fr.function.name, fr.pc)
        test = self._exit_tests.get(key)
        if test is None:
            # the jumps out that the not-taken side may run into: the next instruction
            # (``if (!c) goto skip; goto out; skip:``) or the last one it skips (a block
            # ending in ``break``)
            body = fr.function.body
            jumps = [body[k] for k in {fr.pc + 1, ins.target - 1} if fr.pc < k < len(body)]
            out = max((j.target for j in jumps if isinstance(j, Goto) and j.cond is None),
                      default=-1)
            left = tuple(loop.id for loop in fr.info.loops_around(fr.pc)
                         if ins.target > loop.back_edge or out > loop.back_edge)
            assert ins.cond is not None
            test = (left, tuple(variables(ins.cond)) if left else ())
            self._exit_tests[key] = test
        left, names = test
        if not left:
            return
        values = tuple(cur.values.get(name) for name in names)
        first = self._exit_values.setdefault(key, values)
        if any(a is not b for a, b in zip(first, values)):
            for loop_id in left:
                self._loops[loop_id].constant_exit = True

    def _entering_iteration(self, fr: Frame) -> tuple[int, int] | None:
        """(the iteration a loop exit test at ``fr.pc`` lets start, the loop's bound) of the
        innermost loop around it, or None if none is known."""
        around = fr.info.loops_around(fr.pc)
        if not around:
            return None
        inner = around[-1]
        report = self._loops.get(inner.id)
        bound = report.bound if report is not None else 0
        return fr.counters.get(inner.id, 0) + 1, bound

    def _leaves_loop(self, fr: Frame, ins: Goto) -> bool:
        """Whether the forward goto at ``fr.pc`` jumps out of a loop around it (a loop's
        exit test, or a ``break``): staying is entering (more of) an iteration."""
        if self.feasibility is None:
            return False
        key = (fr.function.name, fr.pc)
        found = self._loop_exits.get(key)
        if found is None:
            found = any(loop.back_edge < ins.target for loop in fr.info.loops_around(fr.pc))
            self._loop_exits[key] = found
        return found

    def _infeasible(self, function: str, cur: State, cond: Term | None = None,
                    call: bool = False, iteration: tuple[int, int] | None = None) -> bool:
        """Whether ``cur``'s guard (and ``cond``) is proved unsatisfiable, at a call of
        (``call``) or a loop in ``function`` (only where ``--path-check`` asks for it:
        ``_checked`` is the functions checked everywhere, ``_check_loops`` says whether
        every loop is checked too). ``iteration``: (the iteration about to start, the
        loop's bound); outside ``_checked`` a loop is checked only at ``checked_iteration``
        ones (a path's guard only grows along a loop, so an infeasible iteration is pruned
        at most about 1.5 times as deep, with a logarithmic number of solver calls)."""
        if self.feasibility is None:
            return False
        if self._checked is not None and function not in self._checked:
            if call or not self._check_loops:
                return False
            if iteration is not None and not checked_iteration(*iteration):
                return False
        guard = self._g(cur) if cond is None else self.store.and_(self._g(cur), cond)
        return self.feasibility.infeasible(guard)

    def _cut(self, cur: State, ok: Term, pid: str, cls: PropertyClass, description: str,
             loc: SourceLocation) -> State | None:
        """An unwinding assertion (or assumption) ``ok``; the state that satisfies it."""
        if self.options.unwinding_assertions:
            self._properties.setdefault(pid, (pid, cls, description, loc))
            self._emit(Assertion(ok, self._g(cur), pid, cls, description, loc))
            if self.threads is not None:
                after = self.threads.stop_option((), cur)
                if after is None:
                    return None
                cur = after
        else:
            self._emit(Assumption(ok, self._g(cur), loc))
        return self._conjoin(cur, ok)

    def _conjoin(self, cur: State, cond: Term) -> State | None:
        guard = self.guards.add(cur.guard, cond)
        if guard is None:
            return None
        cur.guard = guard
        return cur

    # ================================================================== merging
    def _merge(self, states: list[State]) -> State:
        """Merge states meeting at one instruction, deepest guard first (stable)."""
        if len(states) == 1:
            return states[0]
        order = sorted(range(len(states)), key=lambda i: -states[i].guard.depth)
        acc = states[order[0]]
        for i in order[1:]:
            acc = self._merge2(acc, states[i])
        return acc

    def _merge2(self, a: State, b: State) -> State:
        guard, select_a = self.guards.merge(a.guard, b.guard)
        va, vb = a.values, b.values
        updates: list[tuple[str, Term]] = []
        for key, x in va.items():
            y = vb.get(key)
            if y is x:
                continue
            if y is None:
                y = self._fresh(key, x.sort)
            updates.append((key, self._phi(key, select_a, x, y, guard)))
        for key, y in vb.items():
            if key not in va:
                x = self._fresh(key, y.sort)
                updates.append((key, self._phi(key, select_a, x, y, guard)))
        for key, value in updates:
            va[key] = value
        a.guard = guard
        # paths that disagree on being in an atomic section (an early return inside one):
        # the merged path may be interrupted (more schedules, never fewer)
        a.atomic = min(a.atomic, b.atomic)
        return a

    def _phi(self, key: str, select_a: Term, x: Term, y: Term, guard: Guard) -> Term:
        merged = self.store.ite(select_a, x, y)
        if isinstance(merged.sort, ArraySort) or merged.is_const or merged is x or merged is y:
            return merged
        var = self._fresh(key, merged.sort)
        self.memory.note(var, merged)
        self._emit(Assignment(var, merged, self.guards.term(guard),
                              AssignmentKind.PHI, _LEVEL_SUFFIX.sub("", key), self._loc,
                              display_name(_LEVEL_SUFFIX.sub("", key))))
        return var

    # ================================================================== values
    def _read(self, name: str, ctype: CType) -> Term:
        """Current value of ``name`` in the current frame; a fresh variable if unassigned."""
        fr, cur = self._frame, self._state
        assert fr is not None and cur is not None
        key = fr.key(name)
        if self.threads is not None and key != self._container:
            self.threads.access(key)
        if self.races is not None and not isinstance(ctype, ArrayType):
            self.races.variable(key, name, ctype, False)    # (elements: _element_read)
        value = cur.values.get(key)
        if value is None:
            value = self._fresh(key, self.tr.sort(ctype))
            kind = AssignmentKind.HIDDEN if self._hidden(name) else AssignmentKind.STATE
            self._emit(Assignment(value, value, self._g(cur), kind, name, self._loc,
                                  display_name(name)))
            cur.values[key] = value
        return value

    def _declare(self, fr: Frame, cur: State, var: Var, loc: SourceLocation) -> None:
        if var.name in self._mem_vars:
            ident = self._object(fr, var.name)
            if (ident, var.name) in self._declared:
                # A new lifetime is a new object (each loop iteration's block-scope object
                # is distinct): the previous one is dead, so pointers kept to it from an
                # earlier iteration stay invalid. Its bytes are fresh (never written).
                self.memory.set_object(cur.values, ident, ObjectState.DEAD, None)
                ident = self.memory.new_object(display_name(var.name), loc)
                self._object_types[ident] = var.type
                fr.objects[var.name] = ident
            self._make_live(fr, cur, var.name)
            self._declared.add((ident, var.name))
            return
        key = fr.key(var.name)
        value = self._fresh(key, self.tr.sort(var.type))
        kind = AssignmentKind.HIDDEN if self._hidden(var.name) else AssignmentKind.STATE
        self._emit(Assignment(value, value, self._g(cur), kind, var.name, loc,
                              display_name(var.name)))
        cur.values[key] = value

    def _assign(self, fr: Frame, cur: State, lhs: Expr, value: Term | None,
                loc: SourceLocation, signed: bool = False) -> None:
        """``lhs = value`` (``value`` None: a nondet value); lhs is a Var or Index chain."""
        if isinstance(lhs, Var):
            kind = AssignmentKind.INPUT if value is None else None
            self._write_var(fr, cur, lhs, value, loc, kind, signed)
            return
        address = self.tr.lvalue_address(lhs) if self.tr.memory is not None else None
        if address is not None:
            self._store(cur, address, lhs.type, value, loc, _root_name(lhs),
                        self._source.lvalue(lhs), signed, lhs_terms=self._temporaries_in(lhs),
                        access=lhs)
            return
        if not isinstance(lhs, Index):
            raise UnsupportedFeature(f"assignment to {to_text(lhs)}", loc)
        base, _, _ = index_chain(lhs)
        if not isinstance(base, Var):
            raise UnsupportedFeature(f"assignment to {to_text(lhs)}", loc)
        key = fr.key(base.name)
        self._container = key           # reading the array to update it is not a load
        try:
            array, flat = self.tr.element(lhs)
            if self.threads is not None and self.threads.access(key, cur):
                array = self._read(base.name, base.type)
        finally:
            self._container = None
        if self.races is not None:
            self.races.variable(key, base.name, lhs.type, True, flat,
                                self._source.lvalue(lhs), cur)
        element_sort = array.sort
        assert isinstance(element_sort, ArraySort)
        if value is None:
            kind = AssignmentKind.INPUT
            value = self._nondet(f"{key}[]", lhs.type, element_sort.element)
        else:
            kind = self._kind(base.name)
            value = self._fit(value, element_sort.element, signed)
        new = self.store.store(array, flat, value)
        var = self._fresh(key, new.sort)
        self._emit(Assignment(var, new, self._g(cur), kind, base.name, loc,
                              self._source.lvalue(lhs), value,
                              lhs_terms=self._temporaries_in(lhs)))
        cur.values[key] = new

    def _temporaries_in(self, lhs: Expr) -> tuple[tuple[str, Term, CType], ...]:
        """Hidden variables read by an lvalue (``*$tmp1``, ``a[$tmp2]``) with their current
        values, so that traces can print the value instead of the temporary's name."""
        out = []
        for x in subexpressions(lhs):
            if isinstance(x, Var) and self._hidden(x.name) and x.name not in self._mem_vars:
                out.append((display_name(x.name), self._read(x.name, x.type), x.type))
        return tuple(out)

    def _write_var(self, fr: Frame, cur: State, var: Var, value: Term | None,
                   loc: SourceLocation, kind: AssignmentKind | None, signed: bool) -> None:
        if var.name in self._mem_vars:
            address = self.memory.pointer(self._object(fr, var.name))
            self._store(cur, address, var.type, value, loc, var.name, display_name(var.name),
                        signed, kind, access=var)
            return
        key = fr.key(var.name)
        if self.threads is not None:
            self.threads.access(key, cur)
        if self.races is not None:
            self.races.variable(key, var.name, var.type, True, state=cur)
        sort = self.tr.sort(var.type)
        text = display_name(var.name)
        if value is None:
            rhs = self._nondet(key, var.type, sort)
            fresh = rhs if rhs.op is Op.VAR else self._fresh(key, sort)
            self._emit(Assignment(fresh, rhs, self._g(cur), AssignmentKind.INPUT, var.name,
                                  loc, text))
            cur.values[key] = fresh
            return
        value = self._fit(value, sort, signed)
        lhs = self._fresh(key, sort)
        self.memory.note(lhs, value)
        self._emit(Assignment(lhs, value, self._g(cur), kind or self._kind(var.name), var.name,
                              loc, text))
        keep_rhs = isinstance(sort, ArraySort) or value.is_const
        cur.values[key] = value if keep_rhs else lhs

    def _fit(self, value: Term, sort: Sort, signed: bool) -> Term:
        """``value`` converted to ``sort``: bit-vectors are resized (C conversion by the
        source signedness, for calls without a prototype); other sorts must match."""
        if value.sort == sort:
            return value
        if isinstance(value.sort, BVSort) and isinstance(sort, BVSort):
            return self.store.resize(value, sort.width, signed)
        raise ValueError(f"value of sort {value.sort} assigned to a variable of sort {sort}")

    def _nondet(self, key: str, ctype: CType, sort: Sort) -> Term:
        """A nondeterministic value of ``ctype``: free, except ``_Bool`` which is 0 or 1."""
        if isinstance(ctype, IntType) and ctype.is_bool and isinstance(sort, BVSort):
            return self.store.zero_extend(self._fresh(f"{key}$bool", bv(1)), sort.width - 1)
        return self._fresh(key, sort)

    def _fresh(self, key: str, sort: Sort) -> Term:
        n = self._ssa.get(key, 0) + 1
        self._ssa[key] = n
        return self.store.var(f"{key}#{n}", sort)

    def _hidden(self, name: str) -> bool:
        sym = self.program.symbols.get(name)
        # bmc's own variables (the thread API's return slot ...) are never the program's
        return sym is not None and (sym.kind in _HIDDEN_KINDS or name in self.program.read_only
                                    or name.startswith("__bmc_"))

    def _kind(self, name: str) -> AssignmentKind:
        return AssignmentKind.HIDDEN if self._hidden(name) else AssignmentKind.STATE

    # ================================================================== races
    def _element_read(self, e: Index, flat: Term) -> None:
        """A read of ``e``, an element of an array that is an SSA variable (race check)."""
        base, _, _ = index_chain(e)
        if self.races is not None and isinstance(base, Var) and self._frame is not None:
            self.races.variable(self._frame.key(base.name), base.name, e.type, False, flat,
                                self._source.text(e))

    # ================================================================== bookkeeping
    def _g(self, state: State) -> Term:
        return self.guards.term(state.guard)

    def _emit(self, step: Step) -> None:
        if self.feasibility is not None and isinstance(step, Assignment):
            self.feasibility.define(step.lhs, step.rhs)
        if self.threads is not None and self._state is not None \
                and not isinstance(step, Constraint) and step.thread is None:
            # traces: the running thread and its context counter (bmc.concurrency.schedule)
            step = replace(step, thread=self.threads.mark(self._state))
        self.steps.append(step)

    def _define_guard(self, var: Term, term: Term) -> None:
        self._emit(Assignment(var, term, self.store.true, AssignmentKind.HIDDEN, "", self._loc,
                              "guard"))

    def _tick(self) -> None:
        self._ticks += 1
        if self._ticks % _DEADLINE_EVERY == 0:
            self._check_deadline()

    def _check_deadline(self) -> None:
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise ResourceLimit("timeout", phase="symex")

    def _bound(self, ident: str, *more: str) -> tuple[int, bool]:
        for candidate in (ident, *more):
            for name, bound in self.options.unwindset:
                if name == candidate:
                    return bound, False
        if self.options.unwind is not None:
            return self.options.unwind, False
        return DEFAULT_UNWIND_CAP, True

    def _recursion_stats(self, function: str, loc: SourceLocation) -> Unwinding:
        stats = self._recursion.get(function)
        if stats is None:
            loop_id = f"{function}.recursion"
            bound, defaulted = self._bound(loop_id, function)
            stats = Unwinding(loop_id, loc, bound, defaulted)
            self._recursion[function] = stats
        return stats

    def _number_assertions(self) -> None:
        """Property ids of every Assert (numbering those the front end left empty)."""
        counters: dict[tuple[str, str], int] = {}
        for function, index, ins in self.program.assertions():
            pid = ins.property_id
            if not pid:
                k = counters.get((function.name, ins.property_class), 0) + 1
                counters[(function.name, ins.property_class)] = k
                pid = f"{function.name}.{ins.property_class}.{k}"
            self._assert_ids[(function.name, index)] = pid
            self._properties.setdefault(pid, (pid, ins.property_class, ins.description,
                                              ins.loc))



def _root_name(e: Expr) -> str:
    while isinstance(e, Index):
        e = e.array
    return e.name if isinstance(e, Var) else ""

