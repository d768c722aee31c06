"""The checks at program exit: --memory-leak-check and --memory-cleanup-check (a mixin of
the symbolic executor).

In: the state at the end of the entry function or at exit()/abort(); out: the
``<entry>.memory-leak.1`` / ``memory-leak-exit.1`` / ``memory-cleanup.1`` assertions and
their culprits (per heap object: "this one is allocated / lost", for the trace)
(reachability of heap objects from global and static pointers: ``bmc.symex.reach``).
"""

from __future__ import annotations

from bmc.errors import UnsupportedFeature
from bmc.ir.checks import effective_checks
from bmc.ir.ctype import ArrayType, PointerType, contains_pointer
from bmc.ir.expr import ObjectState
from bmc.ir.program import SourceLocation, SymbolKind
from bmc.ir.properties import PropertyClass
from bmc.memory.classes import load_object
from bmc.memory.model import STATE_KEY
from bmc.symex.equation import Assertion, Culprit
from bmc.symex.executor_state import ExecutorState
from bmc.symex.reach import lost_objects, pointer_offsets
from bmc.symex.state import State
from bmc.terms import Term


class ExitChecks(ExecutorState):
    """``_exit_checks``/``_lost`` for ``bmc.symex.executor.Executor``."""

    def _exit_checks(self, state: State, loc: SourceLocation,
                     exiting: Term | None = None, end_of_entry: bool = False) -> None:
        """The checks at program exit (end of the entry function, exit(), abort()).

        ``--memory-leak-check`` (valid-memtrack): no dynamic object is lost, i.e. allocated
        and unreachable. At the end of the entry function all stack frames have ended, so
        without global or static variables that can hold pointers an allocated object is
        unreachable; with such variables reachability from them is computed
        (``_lost``). At exit()/abort()/a failed assert() the frames still hold their
        pointers (SV-COMP does not count such memory as lost) and reachability from the
        stack is not modelled: an object still allocated there is a coverage gap
        (``memory-leak-exit``, INCONCLUSIVE), never a reported leak.
        ``--memory-cleanup-check`` (valid-memcleanup): no dynamic object is still allocated,
        reachable or not. An allocation that failed (--malloc-may-fail) allocated nothing.
        ``exiting``: the condition under which the program exits here (None: always);
        ``end_of_entry``: this is the end of the entry function (else exit()/abort()).
        """
        checks = effective_checks(self.options)[0]
        wanted = [c for c in ("memory-leak", "memory-cleanup") if c in checks]
        if not wanted or not self.memory.heap_ids:
            return
        if self.threads is not None:
            raise UnsupportedFeature("memory-leak check of a program with threads",
                                     self.program.functions[self.program.entry].loc)
        s, m = self.store, self.memory
        heap = s.bv_const(int(ObjectState.HEAP), 8)
        table = state.values[STATE_KEY]
        allocated = {i: s.and_(self._alloc_ok.get(i, s.true),
                               s.eq(s.select(table, s.bv_const(i, m.ob)), heap))
                     for i in m.heap_ids}
        entry = self.program.entry
        guard = self._g(state)
        if exiting is not None:
            guard = s.and_(guard, exiting)
        for check in wanted:
            culprits = allocated
            if check == "memory-leak" and end_of_entry:
                cls = PropertyClass.MEMORY_LEAK
                culprits = self._lost(state, allocated, loc)
                description = ("memory leak: dynamically allocated memory lost (unreachable) "
                               "at program exit")
            elif check == "memory-leak":
                cls = PropertyClass.MEMORY_LEAK_EXIT
                description = ("memory leak not decided: dynamically allocated memory still "
                               "allocated at exit()/abort() (reachability from the stack is "
                               "not modelled)")
            else:
                cls = PropertyClass.MEMORY_CLEANUP
                description = ("memory not cleaned up: dynamically allocated memory not "
                               "freed at program exit")
            pid = f"{entry}.{cls}.1"
            self._properties.setdefault(pid, (pid, cls, description, loc))
            cond = s.and_(*(s.not_(x) for x in culprits.values()))
            self._emit(Assertion(cond, guard, pid, cls, description, loc))
            self.culprits.extend(Culprit(pid, x, i) for i, x in culprits.items())

    def _lost(self, state: State, allocated: dict[int, Term],
              loc: SourceLocation) -> dict[int, Term]:
        """Per heap object: it is allocated and unreachable from the globals
        (``bmc.symex.reach``); ``allocated`` when no global can hold a pointer."""
        s, m = self.store, self.memory
        ptr_width = m.w
        layout = self.layout
        assert layout is not None
        roots: list[Term] = []
        for name, sym in self.program.symbols.items():
            if sym.kind not in (SymbolKind.GLOBAL, SymbolKind.STATIC_LOCAL) \
                    or not contains_pointer(sym.type):
                continue
            if name in self._mem_vars:
                base = self._global_objects.get(name)
                if base is None:
                    continue                 # never used: holds no pointer
                roots.extend(load_object(layout, m, state.values, f"var:{name}", base, off,
                                         ptr_width)
                             for off in pointer_offsets(sym.type))
                continue
            value = state.values.get(name)
            t = sym.type
            count = 1
            while isinstance(t, ArrayType) and t.size is not None:
                count *= t.size
                t = t.element
            if value is None:
                continue                     # never read or written: still its initial NULL
            if isinstance(sym.type, PointerType):
                roots.append(value)
            elif isinstance(t, PointerType):
                roots.extend(s.select(value, s.bv_const(k, m.w)) for k in range(count))
            else:
                raise UnsupportedFeature(f"memory-leak check with pointers inside global "
                                         f"'{sym.source_name}'", sym.loc)
        if not roots:
            return allocated
        table = state.values[STATE_KEY]
        heap_state = s.bv_const(int(ObjectState.HEAP), 8)
        heap = [(i, self._heap_size[i], self._alloc_ok.get(i, s.true)) for i in m.heap_ids]
        lost = lost_objects(
            s, heap, roots,
            allocated=lambda i: s.eq(s.select(table, s.bv_const(i, m.ob)), heap_state),
            word_at=lambda i, off: load_object(layout, m, state.values,
                                               self._object_keys.get(i, ""), i, off,
                                               ptr_width),
            object_of=m.object_of, object_bits=m.ob, pointer_bytes=m.w // 8, loc=loc)
        return dict(zip(m.heap_ids, lost))
