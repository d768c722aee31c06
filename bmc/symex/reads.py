"""Read steps: what the right-hand side of an assignment read, for traces.

``ReadRecorder(executor)`` is installed as the translator's ``on_read`` hook. While the
executor runs an assignment of the program (not a check, a condition or a library model),
each read of a variable, an array element or a dereference becomes a ``Location`` step with
the lvalue as the source wrote it (``text``) and the value read (``text_terms[0]``, under
the name ""; then the temporaries in the text, as for other steps), guarded by the path
and the conditions under which C evaluates the read (``&&``, ``||``, ``?:``). The step is
marked with the running thread and context like every step, so a read before a context
switch stays before it in the trace (a lost update: ``read x = 0`` in T1, T2 writes
``x = 1``, T1 writes ``x = 1``).

Which reads become steps, and of which kind:

* ``"read"`` (shown in traces): in programs with threads the reads of global variables and
  of memory (``a[i]``, ``*p``, ``s->f``); with ``--trace-reads`` every read of a program
  variable or of memory;
* ``"load"`` (not shown; the failure step of an out-of-bounds access takes the value
  read from it): any other read of an array element or through a pointer.

Read steps are no part of the formula (a ``Location``'s guard is evaluated for traces
only), of the statistics' step count or of ``--show-ssa`` (``equation.is_read_step``).
"""

from __future__ import annotations

from typing import Any

from bmc.frontend.libmodels import LIBRARY_FILE
from bmc.ir.expr import Deref, Expr, Index, Var
from bmc.ir.program import Assign, SymbolKind
from bmc.symex.equation import Location
from bmc.terms.sorts import BVSort
from bmc.terms.store import Term

_GLOBAL_KINDS = (SymbolKind.GLOBAL, SymbolKind.STATIC_LOCAL)

# the executor (bmc.symex.executor.Executor): its frame, state, guards and emit
_Executor = Any


class ReadRecorder:
    """The translator's ``on_read`` hook of one symex run (see the module docstring)."""

    def __init__(self, ex: _Executor, all_reads: bool) -> None:
        self.ex = ex
        self.all_reads = all_reads           # --trace-reads
        self.threads = ex.threads is not None

    def __call__(self, x: Expr, value: Term) -> None:
        ex = self.ex
        fr, cur = ex._frame, ex._state
        if fr is None or cur is None or not isinstance(value.sort, BVSort):
            return
        body = fr.function.body
        if fr.pc >= len(body) or not isinstance(body[fr.pc], Assign):
            return
        loc = ex._loc
        if loc.file == LIBRARY_FILE or fr.function.name.startswith("__bmc_"):
            return
        kind = self._kind(x)
        if kind is None:
            return
        guard = ex._g(cur)
        condition = ex.tr.condition()
        if condition is not None:
            guard = ex.store.and_(guard, condition)
        text = ex._source.lvalue(x)
        if not text or text.startswith("$"):
            return
        ex._emit(Location(guard, loc, kind, fr.function.name, text,
                          (("", value, x.type), *ex._temporaries_in(x))))

    def _kind(self, x: Expr) -> str | None:
        """"read", "load" or None (no step) for a read of ``x``."""
        memory = isinstance(x, Index | Deref)
        if isinstance(x, Var):
            sym = self.ex.program.symbols.get(x.name)
            if sym is None or self.ex._hidden(x.name):
                return None
            if self.all_reads or (self.threads and sym.kind in _GLOBAL_KINDS):
                return "read"
            return None
        if not memory:
            return None
        return "read" if self.all_reads or self.threads else "load"


__all__ = ["ReadRecorder"]
