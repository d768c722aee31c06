"""Deciding the properties of an SSA equation with one incremental solver session.

The verification condition (VCC) is the conjunction of every scalar ``Assignment``
(``lhs = rhs``; array-sorted ones and free values ``rhs is lhs`` are skipped, see
``symex.equation``) and every ``Constraint``. Property ``p`` fails iff
``fail(p) = OR(guard and not cond)`` over its ``Assertion`` steps is satisfiable with it.

``decide`` adds the VCC once, then loops (CBMC's ``--all-properties`` goal loop): a fresh
selector ``s_k`` with ``s_k => OR(fail(p) for unresolved p)`` is checked under the
assumption ``s_k``. SAT: every unresolved property whose fail term is true in the model
FAILS, with a trace read from that model; repeat with the rest. UNSAT: all the rest hold.
UNKNOWN (or the deadline): the rest are UNKNOWN. Every solver call counts as an iteration.

``unreached`` (the vacuity check) runs the same goal loop on the guards of passing
properties: a property whose ``OR(guard)`` is unsatisfiable with the VCC is reached by no
path. ``cone`` slices the VCC to the cone of influence of some terms (the deepening's
check for loops that run past the cap).

``formula(equation, options)`` gives the same VCC and fail terms to the exporters
(``--smt2``, ``--dimacs``), restricted to ``--property`` like ``decide``. Both slice the VCC
to the cone of influence of the selected properties (``bmc.checker.slicing``); traces read
the dropped definitions' values through ``SlicedValues``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field

from bmc.backends.base import Backend, SatResult
from bmc.backends.interval_prover import Budget, prove_goals
from bmc.checker.slicing import SlicedValues, slice_definitions
from bmc.errors import MemoryLimit, ResourceLimit, SolverFailure, UsageError
from bmc.ir.program import SourceLocation, Symbol
from bmc.ir.properties import COVERAGE_CLASSES
from bmc.options import Options
from bmc.result import PropertyResult, Status, Trace
from bmc.symex.equation import Assertion, Assignment, Constraint, Equation
from bmc.terms.sorts import ArraySort, BOOL
from bmc.terms.store import Term
from bmc.terms.walk import free_variables, variable_cone
from bmc.trace.counterexample import build_trace



@dataclass(frozen=True, slots=True)
class PropertyInfo:
    """A property the equation knows: id, class, description, location."""

    id: str
    property_class: str
    description: str
    loc: SourceLocation


@dataclass(frozen=True, slots=True)
class Formula:
    """The VCC conjuncts and, per selected property in order, its fail term."""

    definitions: tuple[Term, ...]
    properties: tuple[PropertyInfo, ...]
    fails: tuple[Term, ...]             # parallel to ``properties``
    dropped: Mapping[int, Term] = field(default_factory=dict)
    """Definitions sliced away (no selected property depends on them): var uid -> rhs."""


@dataclass(frozen=True, slots=True)
class DecideStats:
    iterations: int = 0                 # solver calls
    encode_time: float = 0.0            # seconds in backend.add
    solve_time: float = 0.0             # seconds in backend.check and trace extraction
    timed_out: bool = False             # the deadline passed before every property was decided
    unknown_reason: str = ""            # why properties stayed UNKNOWN (if they did)
    timeout_phase: str = ""             # "encode" or "solve" when timed_out
    interval_proved: int = 0            # properties proved by interval bisection
    interval_boxes: int = 0             # the boxes those proofs took


# =============================================================================== the formula
def definitions(equation: Equation) -> list[Term]:
    """The VCC conjuncts: scalar assignments as equalities, and constraints."""
    store = equation.store
    out: list[Term] = []
    for step in equation.steps:
        match step:
            case Assignment(lhs=lhs, rhs=rhs):
                if rhs is lhs or isinstance(lhs.sort, ArraySort):
                    continue
                out.append(store.eq(lhs, rhs))
            case Constraint(cond=cond):
                out.append(cond)
            case _:
                pass
    return [t for t in out if t is not store.true]


class ConeIndex:
    """An equation's VCC conjuncts indexed for cone-of-influence walks: each scalar
    variable's definitions (two if not SSA) and the constraints that mention it. Built once
    (one pass over the steps), walked per set of roots."""

    def __init__(self, equation: Equation) -> None:
        store = equation.store
        self._defs: dict[int, list[Term]] = {}
        self._constraints: list[Term] = []
        for step in equation.steps:
            match step:
                case Assignment(lhs=lhs, rhs=rhs):
                    if rhs is not lhs and not isinstance(lhs.sort, ArraySort):
                        self._defs.setdefault(lhs.uid, []).append(store.eq(lhs, rhs))
                case Constraint(cond=cond):
                    if cond is not store.true:
                        self._constraints.append(cond)
        self._by_var: dict[int, list[int]] = {}
        for k, cond in enumerate(self._constraints):
            for var in free_variables([cond]):
                self._by_var.setdefault(var.uid, []).append(k)

    def cone(self, roots: list[Term], limit: int) -> list[Term] | None:
        """The conjuncts in the cone of influence of ``roots``: the definitions of the
        variables below them, transitively, and every constraint that shares a variable
        with the cone (with its own cone). None if it has more than ``limit``."""
        out: list[Term] = []
        for _ in self._walk(roots, out):
            if len(out) > limit:
                return None
        return out

    def variables(self, roots: list[Term]) -> list[Term]:
        """The variables of the cone of influence of ``roots`` (roots' own included), in
        first-reached order."""
        return list(self._walk(roots, []))

    def _walk(self, roots: list[Term], out: list[Term]) -> Iterator[Term]:
        used: set[int] = set()

        def expand(var: Term) -> list[Term]:
            more = list(self._defs.get(var.uid, ()))
            for k in self._by_var.get(var.uid, ()):
                if k not in used:
                    used.add(k)
                    more.append(self._constraints[k])
            out.extend(more)
            return more

        return variable_cone(roots, expand)


def cone(equation: Equation, roots: list[Term], limit: int) -> list[Term] | None:
    """The VCC conjuncts in the cone of influence of ``roots``: the definitions of the
    variables below them, transitively, and every constraint that shares a variable with
    the cone (with its own cone). ``roots`` is satisfiable with these iff with the whole
    VCC, up to the other constraints (a slice ignores constraints over other variables:
    if those alone are unsatisfiable, a model of the slice is no execution). None if the
    cone has more than ``limit`` conjuncts."""
    return ConeIndex(equation).cone(roots, limit)


def property_table(equation: Equation) -> list[PropertyInfo]:
    """Every property of the equation in order (``equation.properties``, then any id only
    its assertion steps name)."""
    table: dict[str, PropertyInfo] = {}
    for pid, cls, description, loc in equation.properties:
        table.setdefault(pid, PropertyInfo(pid, cls, description, loc))
    for step in equation.steps:
        if isinstance(step, Assertion) and step.property_id not in table:
            table[step.property_id] = PropertyInfo(step.property_id, step.property_class,
                                                   step.description, step.loc)
    return list(table.values())


def _loop_properties(equation: Equation) -> dict[str, PropertyInfo]:
    """Unwinding-assertion ids of every loop (also those never cut), for ``--property``."""
    out: dict[str, PropertyInfo] = {}
    for report in equation.loops:
        function, _, number = report.loop_id.rpartition(".")
        if number.isdigit():
            pid = f"{function}.unwind.{number}"
            out[pid] = PropertyInfo(pid, "unwind", f"unwinding assertion loop {number}",
                                    report.loc)
    return out


def select_properties(equation: Equation, options: Options) -> list[PropertyInfo]:
    """The properties to decide: all, or those ``--property`` names (validated) and every
    coverage property (``COVERAGE_CLASSES``)."""
    table = property_table(equation)
    if not options.properties:
        return table
    known = {p.id: p for p in table}
    extra = _loop_properties(equation)
    unknown = [pid for pid in options.properties if pid not in known and pid not in extra]
    if unknown:
        valid = list(known) + [pid for pid in extra if pid not in known]
        listing = ", ".join(valid) if valid else "(none)"
        noun = "property" if len(unknown) == 1 else "properties"
        raise UsageError(f"unknown {noun} {', '.join(unknown)}; valid properties: {listing}")
    # the coverage properties (unwinding assertions, allocation and argv limits,
    # approximations, functions without a body) are always decided too: a property named
    # alone must not hold only because a bound cut every path to its failure
    wanted = set(options.properties)
    chosen = [p for p in table if p.id in wanted or p.property_class in COVERAGE_CLASSES]
    chosen += [extra[pid] for pid in dict.fromkeys(options.properties) if pid not in known]
    return chosen


def fail_terms(equation: Equation, ids: list[str]) -> dict[str, Term]:
    """``OR(guard and not cond)`` per property id (``false`` when it has no steps)."""
    store = equation.store
    parts: dict[str, list[Term]] = {pid: [] for pid in ids}
    for step in equation.steps:
        if isinstance(step, Assertion) and step.property_id in parts:
            parts[step.property_id].append(store.and_(step.guard, store.not_(step.cond)))
    return {pid: store.or_(*terms) for pid, terms in parts.items()}


def formula(equation: Equation, options: Options) -> Formula:
    """The VCC and the selected properties' fail terms (for exports and tests)."""
    chosen = select_properties(equation, options)
    fails = fail_terms(equation, [p.id for p in chosen])
    roots = tuple(fails[p.id] for p in chosen)
    sliced = slice_definitions(equation, roots)
    return Formula(sliced.definitions, tuple(chosen), roots, sliced.dropped)


# =============================================================================== deciding
TraceBuilder = Callable[[Equation, str, Backend, Mapping[str, Symbol] | None], Trace | None]


def decide(equation: Equation, options: Options, backend: Backend,
           deadline: float | None = None, *, symbols: Mapping[str, Symbol] | None = None,
           progress: Callable[[str], None] | None = None,
           decisive: Callable[[str], bool] | None = None,
           activation: Term | None = None, tag: str = ""
           ) -> tuple[tuple[PropertyResult, ...], DecideStats]:
    """Status (and, for failures, a trace) of every selected property, in order.

    ``deadline`` is a ``time.monotonic()`` value; ``symbols`` (the program's) gives traces
    their source names and C types; ``progress(phase)`` is told "encode" / "solve" as the
    work switches (the pipeline's timeout message names the phase); the deadline stops the
    encoding as well as the solver (``DecideStats.timeout_phase``). ``decisive(class)``
    (an SV-COMP run whose answer any such failure settles): the properties of those classes
    are decided first, and once one fails the others stay UNKNOWN (no further solver call).

    ``activation`` (a Bool variable; ``bmc.strategy.deepening`` reuses one backend across depths):
    the VCC is added as ``activation => conjunct`` and every check assumes it, so a later
    equation can replace this one in the same solver; ``tag`` keeps this call's selector
    variables apart from earlier calls' on that backend.
    """
    def phase(name: str) -> None:
        if progress is not None:
            progress(name)

    store = equation.store
    phase("encode")
    start = time.perf_counter()
    backend.set_deadline(deadline)
    f = formula(equation, options)
    model = SlicedValues(backend, f.dropped)   # traces also show sliced assignments
    stopped_in = ""                     # the phase the deadline stopped, if it did
    try:
        for term in f.definitions:
            if deadline is not None and time.monotonic() > deadline:
                raise ResourceLimit("timeout", phase="encode")
            backend.add(term if activation is None else store.implies(activation, term))
    except MemoryLimit:
        raise
    except ResourceLimit:
        stopped_in = "encode"
    scope = [] if activation is None else [activation]
    encode_time = time.perf_counter() - start

    status: dict[str, Status] = {}
    traces: dict[str, Trace | None] = {}
    unresolved: list[int] = []
    for k, fail in enumerate(f.fails):
        if fail is store.false:
            status[f.properties[k].id] = Status.SUCCESS
        else:
            unresolved.append(k)

    proved_by_intervals, interval_boxes = 0, 0
    if unresolved and not stopped_in and options.float_intervals and store.fp_arithmetic:
        t0 = time.perf_counter()
        phase("solve")
        outcome = prove_goals(f.definitions, [f.fails[k] for k in unresolved],
                              Budget(cpu_seconds=options.float_interval_budget,
                                     deadline=deadline))
        for k, proved in zip(list(unresolved), outcome.proved):
            if proved:
                status[f.properties[k].id] = Status.SUCCESS
                unresolved.remove(k)
                proved_by_intervals += 1
        interval_boxes = outcome.proved_boxes
        initial_solve = time.perf_counter() - t0
    else:
        initial_solve = 0.0

    iterations, solve_time, timed_out, reason = 0, initial_solve, bool(stopped_in), ""
    later: list[int] = []
    if decisive is not None:
        first = [k for k in unresolved if decisive(f.properties[k].property_class)]
        later = [k for k in unresolved if k not in first]
        unresolved = first
    settled = timed_out
    while (unresolved or later) and not settled:
        if not unresolved:
            unresolved, later = later, []
        remaining = None if deadline is None else deadline - time.monotonic()
        if remaining is not None and remaining <= 0:
            timed_out = True
            break
        phase("encode")
        t0 = time.perf_counter()
        selector = store.var(f"%select{tag}#{iterations}", BOOL)
        try:         # a timeout here keeps the properties decided so far
            backend.add(store.implies(selector, store.or_(*(f.fails[k] for k in unresolved))))
        except MemoryLimit:
            raise
        except ResourceLimit:
            encode_time += time.perf_counter() - t0
            timed_out, stopped_in = True, "encode"
            break
        t1 = time.perf_counter()
        encode_time += t1 - t0
        phase("solve")
        if deadline is not None:
            remaining = deadline - time.monotonic()    # what encoding the selector left
        try:
            answer = backend.check([selector, *scope], timeout=remaining)
        except MemoryLimit:
            raise
        except ResourceLimit:
            solve_time += time.perf_counter() - t1
            timed_out = True
            break
        except SolverFailure as e:
            reason = f"solver failure: {e.message}"
            solve_time += time.perf_counter() - t1
            break
        iterations += 1
        if answer is SatResult.UNSAT:
            for k in unresolved:
                status[f.properties[k].id] = Status.SUCCESS
            unresolved = []
        elif answer is SatResult.SAT:
            values = backend.values([f.fails[k] for k in unresolved])
            failed = [k for k, v in zip(unresolved, values) if v]
            if not failed:
                reason = "the solver's model violates no property"
                solve_time += time.perf_counter() - t1
                break
            for k in failed:
                pid = f.properties[k].id
                status[pid] = Status.FAILURE
                traces[pid] = build_trace(equation, pid, model, symbols) \
                    if options.trace else None
            unresolved = [k for k in unresolved if k not in failed]
            settled = decisive is not None and any(
                decisive(f.properties[k].property_class) for k in failed)
        else:
            if deadline is not None and time.monotonic() >= deadline - 0.01:
                timed_out = True
            else:
                reason = "the solver gave up (unknown)"
            solve_time += time.perf_counter() - t1
            break
        solve_time += time.perf_counter() - t1

    for k in unresolved + later:
        status[f.properties[k].id] = Status.UNKNOWN
    if timed_out and not reason:
        reason = "timeout"
    if timed_out and not stopped_in:
        stopped_in = "solve"
    results = tuple(PropertyResult(p.id, p.property_class, p.description, p.loc,
                                   status[p.id], traces.get(p.id)) for p in f.properties)
    stats = DecideStats(iterations, encode_time, solve_time, timed_out,
                        reason if unresolved or later else "", stopped_in,
                        proved_by_intervals, interval_boxes)
    return results, stats


# =============================================================================== reachability
@dataclass(frozen=True, slots=True)
class ReachStats:
    unreached: frozenset[str] = frozenset()   # ids no path reaches (guard unsatisfiable)
    iterations: int = 0                       # solver calls
    seconds: float = 0.0
    complete: bool = True                     # every id was settled (no timeout, no unknown)


def reach_terms(equation: Equation, ids: list[str]) -> dict[str, Term]:
    """``OR(guard)`` per property id over its ``Assertion`` steps and its trivially true
    checks (``false`` when symex never reached it)."""
    store = equation.store
    parts: dict[str, list[Term]] = {pid: [] for pid in ids}
    for step in equation.steps:
        if isinstance(step, Assertion) and step.property_id in parts:
            parts[step.property_id].append(step.guard)
    for pid, guard in equation.trivially_true:
        if pid in parts:
            parts[pid].append(guard)
    return {pid: store.or_(*terms) for pid, terms in parts.items()}


def unreached(equation: Equation, ids: list[str], backend: Backend,
              deadline: float | None = None, *, activation: Term | None = None,
              tag: str = "") -> ReachStats:
    """Which of ``ids`` no path reaches: ``VCC and OR(guard)`` unsatisfiable (the vacuity
    check). Runs on the backend ``decide`` used (the VCC is already there; ``activation``
    and ``tag`` as for ``decide``), with the same goal loop: a selector implies the
    disjunction of the unsettled reach terms; SAT: those true in the model are reached;
    UNSAT: the rest are not. A timeout or an unknown answer leaves the rest unsettled
    (``complete`` False): they count as reached, never as unreached."""
    store = equation.store
    start = time.perf_counter()
    terms = reach_terms(equation, ids)
    out: set[str] = {pid for pid in ids if terms[pid] is store.false}
    pending = [pid for pid in ids if pid not in out and terms[pid] is not store.true]
    scope = [] if activation is None else [activation]
    iterations, complete = 0, True
    while pending:
        remaining = None if deadline is None else deadline - time.monotonic()
        if remaining is not None and remaining <= 0:
            complete = False
            break
        selector = store.var(f"%reach{tag}#{iterations}", BOOL)
        try:
            backend.add(store.implies(selector, store.or_(*(terms[p] for p in pending))))
            answer = backend.check([selector, *scope], timeout=remaining)
        except MemoryLimit:
            raise
        except (ResourceLimit, SolverFailure):
            complete = False
            break
        iterations += 1
        if answer is SatResult.UNSAT:
            out.update(pending)
            pending = []
        elif answer is SatResult.SAT:
            values = backend.values([terms[p] for p in pending])
            reached = [p for p, v in zip(pending, values) if v]
            if not reached:
                complete = False
                break
            pending = [p for p in pending if p not in reached]
        else:
            complete = False
            break
    return ReachStats(frozenset(out), iterations, time.perf_counter() - start, complete)


__all__ = ["decide", "unreached", "cone", "reach_terms", "ReachStats", "formula", "definitions", "fail_terms", "property_table",
           "select_properties", "PropertyInfo", "Formula", "DecideStats"]
