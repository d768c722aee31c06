"""Path feasibility during symex: an incremental SAT check of a path guard against the
definitions made so far, so that calls and loop iterations on provably infeasible paths are
never executed (ESBMC's ``--smt-symex-guard``, done lazily and on a budget).

``Feasibility(store, conflicts)``: ``define(lhs, rhs)`` records each SSA definition as symex
emits it (the scalar ``Assignment`` steps of the equation); ``infeasible(guard)`` is True
only when the guard is unsatisfiable together with the definitions in its cone of
influence. The verification condition contains those definitions, so then every model of it
makes the guard false: a step under that guard (or any guard that implies it) is on no
execution, and dropping the state that carries it changes no verdict. SAT, UNKNOWN (the
conflict budget ran out) and anything the bit-blaster cannot encode all answer False: the
path is kept. Leaving definitions or constraints out only makes the check weaker, never
unsound.

Where symex asks (``--path-check``): ``recursion`` before inlining a call of a function on a
call cycle (``recursive_functions``) and before another iteration of a loop in such a
function, where unrolled recursion multiplies infeasible paths; ``loops`` (the default)
those and before every iteration of every loop (entering the body, or jumping back), where
a bound that depends on the data (a pointer walking to a NUL, Duff's ``(count + 7) / 8``)
would otherwise be unrolled to ``--unwind`` on paths that cannot take it; ``all`` also before
every call of a non-recursive function (one body saved per pruned call: seldom worth a
solver call); ``off`` never.

Definitions go to their own ``SatBackend`` (CaDiCaL) lazily: only those in the cone of some
checked guard, each once, in the order symex made them (so copies alias instead of costing
an equality circuit); answers are memoised per guard term. Everything is deterministic (a
conflict budget, no clock), so the equation does not depend on the machine's load.
"""

from __future__ import annotations

from dataclasses import dataclass

from bmc.backends.base import SatResult
from bmc.backends.sat_backend import SatBackend
from bmc.errors import ResourceLimit, UnsupportedFeature
from bmc.ir.program import Call, Program
from bmc.terms import Term, TermStore
from bmc.terms.sorts import ArraySort
from bmc.terms.walk import variable_cone

DEFAULT_CONFLICTS = 1000      # per check; past it the answer is UNKNOWN (the path is kept)


@dataclass(slots=True)
class FeasibilityStats:
    """Counters of one symex run's feasibility checks."""

    checks: int = 0             # solver calls
    pruned: int = 0             # answered UNSAT (the state was dropped)
    unknown: int = 0            # ran out of the conflict budget
    definitions: int = 0        # definitions sent to the solver


class Feasibility:
    """Answers "is this guard unsatisfiable?" for one symex run over ``store``."""

    def __init__(self, store: TermStore, conflicts: int = DEFAULT_CONFLICTS,
                 deadline: float | None = None) -> None:
        self.store = store
        self.conflicts = conflicts
        self.deadline = deadline
        self.stats = FeasibilityStats()
        self._defs: dict[int, tuple[int, Term, Term]] = {}   # var uid -> (order, lhs, rhs)
        self._seen: set[int] = set()          # term uids whose cone is in the solver
        self._answers: dict[int, bool] = {}   # guard uid -> infeasible
        self._backend: SatBackend | None = None
        self._broken = False                  # the bit-blaster met something it cannot do

    def define(self, lhs: Term, rhs: Term) -> None:
        """Record the SSA definition ``lhs = rhs`` (a scalar variable, made once)."""
        if rhs is lhs or isinstance(lhs.sort, ArraySort):
            return
        self._defs[lhs.uid] = (len(self._defs), lhs, rhs)

    def infeasible(self, guard: Term) -> bool:
        """Whether ``guard`` is proved unsatisfiable with the definitions so far."""
        if guard is self.store.false:
            return True
        if guard.is_const or self._broken:
            return False
        found = self._answers.get(guard.uid)
        if found is not None:
            return found
        try:
            backend = self._session()
            for eq in self._new_definitions(guard):
                backend.add(eq)
            self.stats.checks += 1
            answer = backend.check_budget([guard], self.conflicts)
        except UnsupportedFeature:
            self._broken = True       # (e.g. an operator only the SMT backends know)
            return False
        except ResourceLimit as exc:
            if type(exc) is ResourceLimit and exc.phase == "encode":   # the deadline
                raise ResourceLimit(str(exc), phase="symex") from exc
            raise
        if answer is SatResult.UNKNOWN:
            self.stats.unknown += 1
        result = answer is SatResult.UNSAT
        if result:
            self.stats.pruned += 1
        self._answers[guard.uid] = result
        return result

    def close(self) -> None:
        """Release the solver."""
        if self._backend is not None:
            self._backend.close()
            self._backend = None

    # ------------------------------------------------------------------ internals
    def _session(self) -> SatBackend:
        if self._backend is None:
            self._backend = SatBackend(self.store)
        self._backend.set_deadline(self.deadline)
        return self._backend

    def _new_definitions(self, root: Term) -> list[Term]:
        """The equalities of the definitions in ``root``'s cone not sent yet, oldest first
        (iterative walk; a term whose cone was walked before is not walked again)."""
        defs = self._defs
        found: list[tuple[int, Term, Term]] = []

        def expand(var: Term) -> tuple[Term, ...]:
            d = defs.get(var.uid)
            if d is None:
                return ()
            found.append(d)
            return (d[2],)

        for _ in variable_cone([root], expand, self._seen):
            pass
        found.sort(key=lambda d: d[0])
        self.stats.definitions += len(found)
        eq = self.store.eq
        return [eq(lhs, rhs) for _, lhs, rhs in found]


def recursive_functions(program: Program) -> frozenset[str]:
    """The functions on a call cycle (a strongly connected component of the call graph with
    more than one function, or a function that calls itself); iterative Tarjan."""
    callees = {name: sorted({ins.function for ins in f.body if isinstance(ins, Call)
                             and ins.function in program.functions})
               for name, f in program.functions.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    out: set[str] = set()
    for root in sorted(callees):
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            name, k = work.pop()
            if k == 0:
                index[name] = low[name] = len(index)
                stack.append(name)
                on_stack.add(name)
            succ = callees[name]
            if k < len(succ):
                work.append((name, k + 1))
                nxt = succ[k]
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on_stack:
                    low[name] = min(low[name], index[nxt])
                continue
            if work:                               # back in the caller: pass low up
                caller = work[-1][0]
                low[caller] = min(low[caller], low[name])
            if low[name] == index[name]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == name:
                        break
                if len(component) > 1 or name in callees[name]:
                    out.update(component)
    return frozenset(out)
