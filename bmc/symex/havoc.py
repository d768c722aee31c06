"""Symex of ``Havoc``: the state a loop may modify gets arbitrary new values (a mixin of the
symbolic executor).

``bmc.strategy.kinduction`` puts a ``Havoc`` at the head of each loop of the inductive
step. Each SSA variable listed gets a fresh free value (``_Bool`` stays 0 or 1); each memory
class that may hold bytes of an access listed (``MemoryLayout.location_classes``; every
class with ``all_memory`` or when the analysis did not see an access) is replaced by a fresh
array of its sort. The object table (sizes and states) is left alone: the k-induction
refuses loops that create, free or end objects. Steps are hidden (no trace ever shows an
inductive step).
"""

from __future__ import annotations

from bmc.ir.program import Havoc
from bmc.memory.classes import MemoryClass
from bmc.symex.equation import Assignment, AssignmentKind
from bmc.symex.executor_state import ExecutorState
from bmc.symex.state import Frame, State


class HavocStep(ExecutorState):
    """``_havoc_step`` for ``bmc.symex.executor.Executor`` (uses its layout, guards, variable
    writes and emit)."""

    def _havoc_step(self, fr: Frame, cur: State, ins: Havoc) -> None:
        """Give everything ``ins`` names arbitrary values in ``cur``."""
        for var in ins.variables:
            if self.in_memory(var.name):
                continue             # (memory variables are havoced through their classes)
            self._write_var(fr, cur, var, None, ins.loc, AssignmentKind.HIDDEN, False)
        layout = self.layout
        if layout is None:
            return
        chosen: dict[str, MemoryClass] = {}
        every = ins.all_memory
        for access in ins.memory:
            if every:
                break
            try:
                classes = layout.location_classes(access)
            except ValueError:
                every = True
                break
            for cls in classes:
                chosen.setdefault(cls.key, cls)
        targets = layout.classes if every else [c for c in layout.classes if c.key in chosen]
        guard = self.guards.term(cur.guard)
        for cls in targets:
            fresh = self._fresh(cls.key, cur.values[cls.key].sort)
            self._emit(Assignment(fresh, fresh, guard, AssignmentKind.HIDDEN, cls.key,
                                  ins.loc, cls.key))
            cur.values[cls.key] = fresh


__all__ = ["HavocStep"]
