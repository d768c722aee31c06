"""main's ``argc``/``argv`` as CBMC models them (a mixin of the symbolic executor).

In: the entry function's parameters and the executor's state; out: ``argc`` constrained to be
at least 1, ``argv`` pointing to ``argc + 1`` pointers (the last NULL) to zero-terminated
strings in memory, and the ``<entry>.argv-limit.1`` coverage property wherever argv is read.
"""

from __future__ import annotations

from bmc.errors import UnsupportedFeature
from bmc.ir.checks import checked_expressions
from bmc.ir.ctype import IntType, PointerType, VoidType
from bmc.ir.expr import ObjectState, Var, display_name, variables
from bmc.ir.program import SourceLocation
from bmc.ir.properties import PropertyClass
from bmc.symex.equation import Assertion, Assignment, AssignmentKind, Assumption
from bmc.symex.executor_state import ExecutorState
from bmc.symex.state import State
from bmc.terms import Term, bv

ARGV_STRINGS = 4             # argv strings built for main (more: argv-limit coverage gap)
MAX_ARG_STRLEN = 131072      # Linux's limit on one argument string, terminator included


class MainArguments(ExecutorState):
    """``_main_arguments``/``_argv``/``_argv_limit`` for ``bmc.symex.executor.Executor``
    (uses its store, memory, translator, guards and emit)."""

    def _main_arguments(self, state: State) -> State | None:
        """``main(argc, argv)`` as CBMC models it: ``argc >= 1``; ``argv`` points to an array of
        ``argc + 1`` pointers whose last is NULL and whose others point to zero-terminated
        strings of any length up to Linux's ``MAX_ARG_STRLEN`` (contents arbitrary).

        Only the first ``ARGV_STRINGS`` strings are built: every instruction of ``main`` that
        reads ``argv`` asserts ``argc <= ARGV_STRINGS`` as a coverage property
        (``main.argv-limit.1``, INCONCLUSIVE when it fails), so a larger argc is never
        silently ignored. Other uses (envp, address of argv) are refused."""
        f = self.program.functions[self.program.entry]
        if f.name != "main" or not f.params:
            return state
        argc = f.params[0]
        t = argc.type
        if not isinstance(t, IntType) or t.is_bool or argc.name in self._mem_vars:
            return state
        value = self._fresh(argc.name, self.tr.sort(t))
        self._emit(Assignment(value, value, self._g(state), AssignmentKind.STATE, argc.name,
                              f.loc, display_name(argc.name)))
        state.values[argc.name] = value
        s = self.store
        one = s.bv_const(1, t.width)
        cond = s.sle(one, value) if t.signed else s.ule(one, value)
        self._emit(Assumption(cond, self._g(state), f.loc))
        after = self._conjoin(state, cond)
        if after is None:
            return None
        for index, param in enumerate(f.params[1:], start=1):
            uses = [pc for pc, ins in enumerate(f.body)
                    if any(param.name in variables(e) for e in checked_expressions(ins))]
            if not uses:
                continue
            if index > 1 or not isinstance(param.type, PointerType) \
                    or param.name in self._mem_vars or self.tr.memory is None:
                raise UnsupportedFeature(
                    f"main's '{display_name(param.name)}' (only argc and argv are modelled)",
                    f.body[uses[0]].loc)
            self._argv(after, param, value, t.width, t.signed, f.loc)
            limit = s.bv_const(ARGV_STRINGS, t.width)
            ok = s.sle(value, limit) if t.signed else s.ule(value, limit)
            self._argv_check = (frozenset(uses), ok)
        return after

    def _argv_limit(self, state: State, loc: SourceLocation) -> None:
        """The coverage property: argv is read only where argc <= ARGV_STRINGS."""
        assert self._argv_check is not None
        pid = f"{self.program.entry}.argv-limit.1"
        text = f"argc <= {ARGV_STRINGS} where argv is used (only as many strings are modelled)"
        self._properties.setdefault(pid, (pid, PropertyClass.ARGV_LIMIT, text, loc))
        self._emit(Assertion(self._argv_check[1], self._g(state), pid, PropertyClass.ARGV_LIMIT,
                             text, loc))

    def _argv(self, state: State, argv: Var, argc: Term, width: int, signed: bool,
              loc: SourceLocation) -> None:
        """Build argv's array and strings in memory (see ``_main_arguments``)."""
        s, m = self.store, self.memory
        self._state = state
        ptr = PointerType(VoidType(), m.w)
        step = m.w // 8
        k = s.bv_const(ARGV_STRINGS, m.w)
        count = s.resize(argc, m.w, signed)
        size = s.bvmul(s.bvadd(s.ite(s.ule(count, k), count, k), s.bv_const(1, m.w)),
                       s.bv_const(step, m.w))
        array = m.new_object("argv", loc)
        m.set_object(state.values, array, ObjectState.LIVE, size)
        base = m.pointer(array)
        char = self.program.data_model.char
        for i in range(ARGV_STRINGS):
            n = self._fresh(f"argv[{i}]$length", bv(m.w))
            self._emit(Assignment(n, n, self._g(state), AssignmentKind.HIDDEN, "", loc,
                                  f"strlen(argv[{i}]) + 1"))
            fits = s.and_(s.ule(s.bv_const(1, m.w), n), s.ule(n, s.bv_const(MAX_ARG_STRLEN, m.w)))
            self._emit(Assumption(fits, self._g(state), loc))
            guard = self.guards.add(state.guard, fits)
            if guard is not None:
                state.guard = guard
            text = m.new_object(f"argv[{i}] string", loc)
            m.set_object(state.values, text, ObjectState.LIVE, n)
            end = m.add(m.pointer(text), s.bvadd(n, s.bv_const((1 << m.w) - 1, m.w)))
            self._store(state, end, char, s.bv_const(0, 8), loc, "", f"argv[{i}] terminator",
                        False, AssignmentKind.HIDDEN)
            self._store(state, m.add_const(base, i * step), ptr, m.pointer(text), loc, "",
                        f"argv[{i}]", False, AssignmentKind.HIDDEN)
        last = m.add(base, s.bvmul(count, s.bv_const(step, m.w)))
        self._store(state, last, ptr, s.bv_const(0, m.w), loc, "", "argv[argc]", False,
                    AssignmentKind.HIDDEN)
        lhs = self._fresh(argv.name, self.tr.sort(argv.type))
        self._emit(Assignment(lhs, base, self._g(state), AssignmentKind.STATE, argv.name, loc,
                              display_name(argv.name)))
        state.values[argv.name] = base
