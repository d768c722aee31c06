"""The verification pipeline: the stages in order, and nothing else.

``verify(options)``::

    front end (preprocess, parse, lower) -> ir.checks.instrument -> symex.execute
      -> backends.make_backend -> decide -> VerificationResult

``render_view(options)`` runs only as far as a ``--show-*`` view needs and returns its text;
``export(options)`` writes ``--smt2`` / ``--dimacs`` files (the VCC and the disjunction of
every selected property's failure: satisfiable iff some property fails) and returns their
paths. The CLI calls one of the three.

Unwinding gaps: a loop whose unwinding assertion FAILED is reported with the ``--unwind``
value that would complete it when a short symex-only probe (that loop's bound raised) shows
its trip count is a constant; otherwise the suggestion is unknown.

Timeouts: ``--timeout S`` sets one deadline for the whole run. Symex and the solver loop
poll it; phases that cannot (parsing, bit-blasting) are cut by a ``SIGALRM`` timer (only in
the main thread, and only if no earlier timer of the caller is pending) that fires shortly
after the deadline. Either way the result is INCONCLUSIVE with the reason
``timeout after S s in phase <phase>``.

Later stages are imported inside the functions, so this module imports without them.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from bmc.errors import InputError, ResourceLimit, UsageError
from bmc.ir.program import Program, SourceLocation
from bmc.options import DEFAULT_UNWIND_CAP, Options
from bmc.result import (SIZED_PHASES, PhaseTimes, PropertyResult, Statistics, Status,
                        UnwindGap, VerificationResult, Verdict)

if TYPE_CHECKING:
    from bmc.backends.base import BackendStats
    from bmc.decide import Formula
    from bmc.incremental import Session
    from bmc.symex.equation import Equation
    from bmc.terms.store import TermStore

UNWIND_CLASSES = frozenset({"unwind", "recursion"})
# properties whose failure means "not explored", not "bug": they make a result INCONCLUSIVE
COVERAGE_CLASSES = UNWIND_CLASSES | {"allocation-limit", "memory-leak-exit", "argv-limit",
                                     "approximation", "no-body"}
# SV-COMP properties whose answer is false(<property>) whatever real failure is found
SETTLED_BY_ANY_FAILURE = frozenset({"unreach-call", "no-overflow"})
QUICK_CONTEXT_BOUND = 2   # the first, cheap run of --context-bound auto
ALARM_GRACE = 0.2     # seconds after the deadline before SIGALRM cuts a non-polling phase


# =============================================================================== run state
@dataclass
class _Run:
    """Mutable bookkeeping of one run: the current phase, phase times, the deadline."""

    options: Options
    deadline: float | None = None
    phase: str = "parse"
    times: list[tuple[str, float]] = field(default_factory=list)
    program: Program | None = None
    equation: Equation | None = None
    since: float | None = None          # start of the current set_phase phase
    alarm_armed: bool = False           # a SIGALRM timer of ours is pending
    sizes: BackendStats | None = None   # the last backend's sizes (also when a limit hit)

    @classmethod
    def start(cls, options: Options) -> _Run:
        origin = time.monotonic() if options.clock_start is None else options.clock_start
        deadline = None if options.timeout is None else origin + options.timeout
        return cls(options, deadline)

    def set_phase(self, name: str) -> None:
        """Phase switches reported by ``decide`` (encode/solve), timed until interrupted."""
        now = time.perf_counter()
        if self.since is not None:
            self.add_time(self.phase, now - self.since)
        self.phase, self.since = name, now

    def stop_phase_clock(self) -> None:
        """Drop the ``set_phase`` clock (decide reports its own times when it returns)."""
        self.since = None

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
        """Time a phase (times of a repeated phase name add up)."""
        self.phase = name
        start = time.perf_counter()
        try:
            yield
        finally:
            self.add_time(name, time.perf_counter() - start)

    def add_time(self, name: str, seconds: float) -> None:
        for k, (existing, before) in enumerate(self.times):
            if existing == name:
                self.times[k] = (name, before + seconds)
                return
        self.times.append((name, seconds))

    def disarm(self) -> None:
        """Cancel our SIGALRM timer (once the non-polling phases are over)."""
        if self.alarm_armed:
            signal.setitimer(signal.ITIMER_REAL, 0)
            self.alarm_armed = False

    def timeout_reason(self, phase: str) -> str:
        return f"timeout after {self.options.timeout:g} s in phase {phase}"


@contextmanager
def _alarm(run: _Run) -> Iterator[None]:
    """Raise ``ResourceLimit`` in the current phase a little after the deadline."""
    usable = (run.deadline is not None and hasattr(signal, "SIGALRM")
              and threading.current_thread() is threading.main_thread())
    if not usable:
        yield
        return
    assert run.deadline is not None
    limit = max(run.deadline - time.monotonic() + ALARM_GRACE, 0.001)
    old_delay, old_interval = signal.getitimer(signal.ITIMER_REAL)
    if old_delay and old_delay <= limit:
        yield                        # the caller's own timer fires first: leave it alone
        return

    def on_alarm(signum: int, frame: object) -> None:
        raise ResourceLimit("timeout", phase=run.phase)

    old_handler = signal.signal(signal.SIGALRM, on_alarm)
    start = time.monotonic()
    signal.setitimer(signal.ITIMER_REAL, limit)
    run.alarm_armed = True
    try:
        yield
    finally:
        run.alarm_armed = False
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old_handler if old_handler is not None
                      else signal.SIG_DFL)
        if old_delay:
            left = max(old_delay - (time.monotonic() - start), 0.001)
            signal.setitimer(signal.ITIMER_REAL, left, old_interval)


@contextmanager
def _stopped_by_timeout(run: _Run) -> Iterator[None]:
    """For views and exports: a timeout is an error naming the phase (exit 5)."""
    try:
        yield
    except ResourceLimit as e:
        phase = e.phase or run.phase
        message = run.timeout_reason(phase) if e.message == "timeout" \
            and run.options.timeout is not None else e.message
        raise ResourceLimit(message, phase) from None


# =============================================================================== stages
def check_inputs(options: Options) -> None:
    """Usage and input errors that need no parsing: files, the SV-COMP property."""
    from bmc.ir.checks import check_svcomp_property
    if not options.files:
        raise UsageError("no input files")
    for path in options.files:
        if not os.path.exists(path):
            raise InputError("file not found", SourceLocation(path, 0))
        if os.path.isdir(path):
            raise InputError("is a directory, not a C file", SourceLocation(path, 0))
    check_svcomp_property(options)
    if options.context_bound_style == "global" and options.concurrency_encoding != "tcbmc":
        raise UsageError("--context-bound-style global needs --concurrency-encoding tcbmc "
                         "(Lal-Reps bounds the contexts of each thread)")


def load(run: _Run) -> Program:
    """The front end, timed as "parse" (preprocess + parse) and "lower" when it exposes
    those stages, else as one "frontend" phase."""
    from bmc import frontend
    options = run.options
    stages = [getattr(frontend, n, None) for n in ("preprocess", "parse", "lower_files")]
    if all(callable(s) for s in stages):
        preprocess, parse, lower_files = stages
        with run.stage("parse"):
            units = [(parse(preprocess(path, options), path), path)  # type: ignore[misc]
                     for path in options.files]
        with run.stage("lower"):
            program = lower_files(units, options)  # type: ignore[misc]
    else:
        with run.stage("frontend"):
            program = frontend.load_program(options)
    return program


def instrument(run: _Run, program: Program) -> Program:
    from bmc.frontend.recursion import on_deep_stack
    from bmc.ir.checks import instrument as add_checks
    with run.stage("lower" if any(n == "lower" for n, _ in run.times) else "frontend"):
        program = on_deep_stack(add_checks, program, run.options)   # deep expressions
    validate_unwindset(program, run.options)
    run.program = program
    return program


def validate_unwindset(program: Program, options: Options) -> None:
    """Every ``--unwindset`` id must be a loop id (``--show-loops``), ``<f>.recursion`` or a
    function name (a recursion bound)."""
    if not options.unwindset:
        return
    loops = [loop.id for loop in program.loops()]
    valid = set(loops) | set(program.functions) | {f"{f}.recursion" for f in program.functions}
    for ident, _ in options.unwindset:
        if ident not in valid:
            listing = ", ".join(loops) if loops else "none"
            raise UsageError(f"--unwindset: unknown loop id {ident!r} (loops: {listing}; "
                             "see --show-loops)")


def symex(run: _Run, program: Program, store: TermStore | None = None) -> Equation:
    from bmc.symex import execute
    from bmc.terms.store import TermStore
    with run.stage("symex"):
        equation = execute(program, run.options, store or TermStore(), run.deadline)
    run.equation = equation
    return equation


# =============================================================================== verify
def verify(options: Options, progress: Callable[[str], None] | None = None
           ) -> VerificationResult:
    """Verify ``options.files`` and return the result (views and exports are ignored:
    see ``render_view`` and ``export``). Without ``--unwind`` (or with ``--incremental``)
    the bounds are deepened by ``bmc.incremental``; ``progress`` gets its per-depth lines."""
    check_inputs(options)
    run = _Run.start(options)
    try:
        with _alarm(run):
            return _verify(run, progress)
    except ResourceLimit as e:
        return _interrupted(run, e)


def _verify(run: _Run, progress: Callable[[str], None] | None = None) -> VerificationResult:
    from bmc import incremental
    program = instrument(run, load(run))
    if run.options.strategy in ("k-induction", "auto"):
        from bmc.strategy.kinduction import k_induction
        return k_induction(run, program, check_bounded, progress,
                           portfolio=run.options.strategy == "auto")
    if incremental.applies(run.options):
        return incremental.deepen(run, program, check_bounded, progress)
    return check_bounded(run, program)


def check_bounded(run: _Run, program: Program, session: Session | None = None,
                  suggest: bool = True, final: bool = True) -> VerificationResult:
    """Check ``program`` under the bounds of ``run.options`` (programs with threads and
    ``--context-bound auto``: a quick 2-context run first). ``session``: the term store,
    solver and activation literal ``bmc.incremental`` shares between depths; ``suggest``:
    probe for the ``--unwind`` that completes each incomplete loop; ``final``: the last
    check of the run (the timeout alarm is disarmed once it has decided)."""
    from bmc.concurrency.lal_reps import uses_threads

    options = run.options
    if options.context_bound in (None, "auto") and uses_threads(program):
        # most concurrency bugs need few contexts: a cheap run with QUICK_CONTEXT_BOUND
        # first; its failures are real, and if it already covers every schedule it is the
        # answer. Otherwise the covering bound runs.
        run.options = replace(options, context_bound=QUICK_CONTEXT_BOUND)
        try:
            quick = _check(run, program, final=False, suggest=suggest)
        finally:
            run.options = options
        assert run.equation is not None
        if quick.verdict is Verdict.FAILED or not run.equation.incomplete:
            if final:
                run.disarm()
            return quick
    return _check(run, program, final=final, session=session, suggest=suggest)


def _check(run: _Run, program: Program, final: bool, session: Session | None = None,
           suggest: bool = True) -> VerificationResult:
    """Symex, decide and judge ``program`` under ``run.options``; ``final``: the last
    check of this run (its results must not be lost to the timeout alarm); ``session``:
    reuse its store and solver (the caller closes it)."""
    from bmc.backends import make_backend
    from bmc.decide import decide

    options = run.options
    equation = symex(run, program, None if session is None else session.store)
    if session is None:
        with run.stage("encode"):
            backend = make_backend(options, equation.store)
    else:
        backend = session.backend
    times_before = list(run.times)
    try:
        # an SV-COMP answer with one kind of failure is settled by the first real failure
        # (--stop-on-fail: as CBMC, the first failure ends the run)
        decisive = (lambda cls: cls not in COVERAGE_CLASSES and cls != "deadlock") \
            if options.svcomp_property in SETTLED_BY_ANY_FAILURE or options.stop_on_fail \
            else None
        properties, dstats = decide(equation, options, backend, run.deadline,
                                    symbols=program.symbols, progress=run.set_phase,
                                    decisive=decisive,
                                    activation=None if session is None else session.activation,
                                    tag="" if session is None else session.tag)
        bstats = run.sizes = backend.stats()
        if options.stop_on_fail:
            from bmc.cbmc_compat import one_trace
            properties = one_trace(properties)
    except ResourceLimit:
        run.sizes = backend.stats()      # what was built before the limit, for the statistics
        raise
    finally:
        if session is None:
            backend.close()              # alarm-safe (see sat_backend._delete)
    if final:
        run.disarm()                     # decided results must not be lost to the alarm
    run.stop_phase_clock()
    run.times = times_before             # decide's own measurements replace the clock's
    run.add_time("encode", dstats.encode_time)
    if dstats.timeout_phase != "encode" or dstats.iterations:
        run.add_time("solve", dstats.solve_time)       # (no solve phase if encoding was cut)

    reasons: list[str] = []
    if dstats.timed_out:
        reasons.append(run.timeout_reason(dstats.timeout_phase))
    elif dstats.unknown_reason:
        reasons.append(dstats.unknown_reason)
    gaps = unwind_gaps(properties, equation, options)
    if gaps and suggest:
        symex_time = dict(run.times).get("symex", 0.0)
        budget = min(max(PROBE_FACTOR * symex_time, PROBE_MIN_SECONDS), PROBE_MAX_SECONDS)
        probe_end = time.monotonic() + budget          # shared by all gaps
        with run.stage("suggest"):
            gaps = tuple(replace(g, suggested=suggest_unwind(
                program, options, g, run.deadline, probe_end - time.monotonic()))
                if _runs_on_regardless(equation, g.loop_id) else g for g in gaps)
    stats = Statistics(
        times=PhaseTimes(_summed(run.times)),
        ssa_steps=len(equation.steps),
        ssa_assignments=_assignments(equation),
        term_nodes=len(equation.store),
        variables=bstats.variables,
        clauses=bstats.clauses,
        solver_calls=dstats.iterations,
        backend=_backend_name(options),
        unfinished=dstats.timeout_phase if dstats.timed_out else "",
    )
    return _result(run, program, equation, properties, gaps, stats, reasons)


def _summed(times: list[tuple[str, float]]) -> tuple[tuple[str, float], ...]:
    """Phase times with repeated phases (a quick concurrency check first) added up."""
    total: dict[str, float] = {}
    for name, seconds in times:
        total[name] = total.get(name, 0.0) + seconds
    return tuple(total.items())


def _result(run: _Run, program: Program, equation: Equation | None,
            properties: tuple[PropertyResult, ...], gaps: tuple[UnwindGap, ...],
            stats: Statistics, reasons: list[str]) -> VerificationResult:
    """The verdict per docs/output-contract.md, with warnings, reason and SV-COMP line."""
    from bmc.library import unmodelled

    from bmc.concurrency import deadlock
    from bmc.concurrency.races import decides
    from bmc.no_body import indefinite_failures, indefinite_reason
    indefinite = indefinite_failures(properties, program.undefined_functions, COVERAGE_CLASSES)
    if indefinite:
        reasons.append(indefinite_reason(indefinite))
    real_failure = any(p.status is Status.FAILURE and p.property_class not in COVERAGE_CLASSES
                       and p.id not in indefinite and decides(run.options, p.property_class)
                       and deadlock.decides(run.options, p.property_class) for p in properties)
    if any(p.status is Status.FAILURE and not deadlock.decides(run.options, p.property_class)
           for p in properties):
        reasons.append("a deadlock was found, which no SV-COMP property covers (in SV-COMP's "
                       "semantics a blocked thread simply stops)")
    if any(p.status is Status.FAILURE and p.property_class not in COVERAGE_CLASSES
           and not decides(run.options, p.property_class) for p in properties):
        reasons.append("a check other than the data-race check failed (no-data-race decides "
                       "only races; the runs past that failure are not defined)")
    if any(p.status is Status.FAILURE and p.property_class == "allocation-limit"
           for p in properties):
        reasons.append("an allocation may exceed the pointer encoding's object size limit; "
                       "such paths were not explored")
    if any(p.status is Status.FAILURE and p.property_class == "memory-leak-exit"
           for p in properties):
        reasons.append("memory is still allocated at exit()/abort(); whether it is lost "
                       "(unreachable from the stack) is not decided")
    if any(p.status is Status.FAILURE and p.property_class == "argv-limit"
           for p in properties):
        reasons.append("argv is used where argc may exceed the modelled argument strings")
    approximated = [p.description for p in properties
                    if p.status is Status.FAILURE and p.property_class == "approximation"]
    if approximated:
        reasons.append("a library call was approximated: " + "; ".join(approximated))
    unknown = any(p.status is Status.UNKNOWN for p in properties)
    if gaps:
        reasons.append("not fully unwound: " + ", ".join(g.loop_id for g in gaps))
    missing = unmodelled(program.undefined_functions)
    if missing:
        reasons.append("the effects of functions without body were not modelled: "
                       + ", ".join(missing))
    if equation is not None:
        reasons.extend(equation.incomplete)
    if real_failure:
        verdict = Verdict.FAILED
    elif unknown or gaps or missing or (equation is not None and equation.incomplete) or any(p.status is Status.FAILURE for p in properties):
        verdict = Verdict.INCONCLUSIVE
    else:
        verdict = Verdict.SUCCESSFUL
    warnings = list(program.warnings) + (list(equation.warnings) if equation else [])
    return VerificationResult(
        verdict=verdict, properties=properties, gaps=gaps,
        warnings=tuple(dict.fromkeys(warnings)), stats=stats,
        svcomp=svcomp_answer(verdict, run.options, properties, _step_order(equation)),
        reason="; ".join(reasons) if verdict is Verdict.INCONCLUSIVE else "")


def _interrupted(run: _Run, error: ResourceLimit) -> VerificationResult:
    """The INCONCLUSIVE result of a run stopped by a resource limit."""
    phase = error.phase or run.phase
    if run.since is not None:
        run.add_time(run.phase, time.perf_counter() - run.since)
        run.since = None
    reason = run.timeout_reason(phase) if error.message == "timeout" \
        and run.options.timeout is not None else f"{error.message} in phase {phase}"
    if run.equation is not None:
        from bmc.decide import property_table
        props = tuple(PropertyResult(p.id, p.property_class, p.description, p.loc,
                                     Status.UNKNOWN) for p in property_table(run.equation))
    elif run.program is not None:
        props = tuple(PropertyResult(a.property_id, a.property_class, a.description, a.loc,
                                     Status.UNKNOWN) for _, _, a in run.program.assertions())
    else:
        props = ()
    equation = run.equation
    if phase in SIZED_PHASES and equation is not None:
        # the equation is this check's; the sizes are what the backend built before the limit
        sizes = run.sizes
        stats = Statistics(times=PhaseTimes(tuple(run.times)),
                           ssa_steps=len(equation.steps),
                           ssa_assignments=_assignments(equation),
                           term_nodes=len(equation.store),
                           variables=sizes.variables if sizes else 0,
                           clauses=sizes.clauses if sizes else 0,
                           backend=_backend_name(run.options), unfinished=phase)
    else:
        stats = Statistics(times=PhaseTimes(tuple(run.times)),
                           backend=_backend_name(run.options), unfinished=phase)
    warnings = (list(run.program.warnings) if run.program else []) \
        + (list(equation.warnings) if equation else [])
    return VerificationResult(Verdict.INCONCLUSIVE, props, (),
                              tuple(dict.fromkeys(warnings)), stats,
                              svcomp_answer(Verdict.INCONCLUSIVE, run.options), reason)


def unwind_gaps(properties: tuple[PropertyResult, ...], equation: Equation,
                options: Options) -> tuple[UnwindGap, ...]:
    """One gap per loop (or recursive function) whose unwinding assertion FAILED."""
    reports = {r.loop_id: r for r in equation.loops}
    gaps: dict[str, UnwindGap] = {}
    for p in properties:
        if p.status is not Status.FAILURE or p.property_class not in UNWIND_CLASSES:
            continue
        loop_id = loop_of_property(p.id, p.property_class)
        report = reports.get(loop_id)
        if report is not None:
            gap = UnwindGap(loop_id, report.loc, report.bound, None)
        else:
            bound = options.unwind_for(loop_id)
            gap = UnwindGap(loop_id, p.loc, DEFAULT_UNWIND_CAP if bound is None else bound)
        gaps.setdefault(loop_id, gap)
    return tuple(gaps.values())


def _runs_on_regardless(equation: Equation, loop_id: str) -> bool:
    """True if every unwinding assertion of the loop is the constant ``false``: the loop
    goes on at the bound whatever the inputs (so its trip count may be a constant)."""
    from bmc.symex.equation import Assertion
    function, _, number = loop_id.rpartition(".")
    pid = f"{function}.unwind.{number}"
    conds = [s.cond for s in equation.steps
             if isinstance(s, Assertion) and s.property_id == pid]
    return bool(conds) and all(c is equation.store.false for c in conds)


PROBE_BOUND = 100_000     # bound tried for one loop when looking for a suggestion
PROBE_FACTOR = 10.0       # time budget of all probes: this many times the main symex time,
PROBE_MIN_SECONDS = 0.25  # but at least this
PROBE_MAX_SECONDS = 1.5   # and at most this


def suggest_unwind(program: Program, options: Options, gap: UnwindGap,
                   deadline: float | None, seconds: float = PROBE_MAX_SECONDS) -> int | None:
    """An ``--unwind`` value that completes ``gap``'s loop, if symex alone can find one.

    Symex runs again with only this loop's bound raised (within a small time budget); if
    the loop then ends on every path before the bound (its condition became constant, as
    in ``for (i = 0; i < 100; i++)``), the bound it needs is its iteration count + 1.
    Unknown (None) for recursion and for loops whose trip count depends on inputs.
    """
    from bmc.symex import execute
    from bmc.terms.store import TermStore
    if gap.loop_id.endswith(".recursion") or seconds <= 0:
        return None
    budget = time.monotonic() + seconds
    if deadline is not None:
        budget = min(budget, deadline)
    probe = replace(options, unwindset=((gap.loop_id, PROBE_BOUND), *options.unwindset))
    try:
        equation = execute(program, probe, TermStore(), budget)
    except ResourceLimit:
        return None
    for report in equation.loops:
        if report.loop_id == gap.loop_id and not report.stopped_at_bound \
                and report.max_iterations >= gap.bound:
            return report.max_iterations + 1
    return None


def loop_of_property(property_id: str, property_class: str) -> str:
    """``main.unwind.0`` -> ``main.0``; ``f.recursion`` / ``f.recursion.1`` -> ``f.recursion``."""
    parts = property_id.split(".")
    if property_class == "unwind" and len(parts) >= 3:
        return f"{'.'.join(parts[:-2])}.{parts[-1]}"
    if property_class == "recursion":
        return f"{parts[0]}.recursion"
    return property_id


# valid-memsafety answers name the sub-property of the first violated memory property
_MEMSAFETY_SUBPROPERTY = {"array_bounds": "valid-deref", "pointer_dereference": "valid-deref",
                          "pointer": "valid-deref", "free": "valid-free",
                          "memory-leak": "valid-memtrack"}


def _step_order(equation: Equation | None) -> dict[str, int]:
    """Property id -> index of its first assertion step (symex follows execution order)."""
    from bmc.symex.equation import Assertion
    order: dict[str, int] = {}
    if equation is not None:
        for index, step in enumerate(equation.steps):
            if isinstance(step, Assertion):
                order.setdefault(step.property_id, index)
    return order


def svcomp_answer(verdict: Verdict, options: Options,
                  properties: tuple[PropertyResult, ...] = (),
                  order: dict[str, int] | None = None) -> str | None:
    """``true``, ``false(<property>)`` or ``unknown`` with ``--property-file``; else None.

    For valid-memsafety the sub-property is that of the failed memory property met first
    in execution order (``order``: first SSA step per property id; else table order): a
    later failure may only be a consequence of the first (a double free after a use after
    free)."""
    if options.svcomp_property is None and options.property_file is None:
        return None
    match verdict:
        case Verdict.SUCCESSFUL:
            return "true"
        case Verdict.FAILED:
            if options.svcomp_property == "valid-memsafety":
                rank = order or {}
                for p in sorted(properties, key=lambda p: rank.get(p.id, len(rank))):
                    sub = _MEMSAFETY_SUBPROPERTY.get(p.property_class)
                    if p.status is Status.FAILURE and sub:
                        return f"false({sub})"
            return f"false({options.svcomp_property or 'unreach-call'})"
        case Verdict.INCONCLUSIVE:
            return "unknown"


def _assignments(equation: Equation) -> int:
    from bmc.symex.equation import Assignment
    return sum(1 for s in equation.steps if isinstance(s, Assignment))


def _backend_name(options: Options) -> str:
    from bmc.report import backend_text
    return backend_text(options)


# =============================================================================== views
def render_view(options: Options) -> str:
    """The text of the ``--show-*`` view ``options.show`` names (runs only the stages it
    needs; ``bmc.views.build_view`` gives the view with its structured fields)."""
    from bmc.views import build_view
    return build_view(options).text


def show_loops(program: Program) -> str:
    """``--show-loops``: one line per loop id (the ids ``--unwindset`` takes)."""
    lines = [f"Loop {loop.id}: file {loop.loc.file} line {loop.loc.line} "
             f"function {loop.function}" for loop in program.loops()]
    return "\n".join(lines) + "\n" if lines else "no loops\n"


def show_properties(program: Program) -> str:
    """``--show-properties``: every property id with its line and description, grouped by
    file and function like the results."""
    lines: list[str] = []
    group: tuple[str, str] | None = None
    for function, _, a in program.assertions():
        key = (a.loc.file, function.name)
        if key != group:
            lines.append(f"{a.loc.file} function {function.name}")
            group = key
        lines.append(f"[{a.property_id}] line {a.loc.line} {a.description}")
    return "\n".join(lines) + "\n" if lines else "no properties\n"


# =============================================================================== the VC alone
@dataclass(frozen=True, slots=True)
class VerificationCondition:
    """A program's VCC built once: the instrumented program, the SSA equation, the
    ``decide.Formula`` (VCC conjuncts and a fail term per selected property) and the
    phase times (parse, lower, symex, formula)."""

    program: Program
    equation: Equation
    formula: Formula
    times: tuple[tuple[str, float], ...]


def build_condition(options: Options) -> VerificationCondition:
    """Front end, instrumentation, symex and ``decide.formula`` of ``options.files``, no
    solver (for ``bmc compare``, which sends it to many solvers). ``--timeout`` stops it with a
    ``ResourceLimit`` naming the phase; input errors raise as in ``verify``."""
    from bmc.decide import formula
    check_inputs(options)
    run = _Run.start(options)
    with _stopped_by_timeout(run), _alarm(run):
        program = instrument(run, load(run))
        equation = symex(run, program)
        with run.stage("formula"):
            f = formula(equation, options)
    return VerificationCondition(program, equation, f, tuple(run.times))


# =============================================================================== exports
def export(options: Options) -> list[str]:
    """Write the ``--smt2`` / ``--dimacs`` files; the paths written, in that order."""
    check_inputs(options)
    run = _Run.start(options)
    with _stopped_by_timeout(run), _alarm(run):
        from bmc.decide import formula
        equation = symex(run, instrument(run, load(run)))
        f = formula(equation, options)
        store = equation.store
        roots = [*f.definitions, store.or_(*f.fails)]
        written: list[str] = []
        comments = [f"bmc: verification condition of {' '.join(options.files)}",
                    "satisfiable iff some property fails; properties: "
                    + (", ".join(p.id for p in f.properties) or "none")]
        if options.smt2_file is not None:
            from bmc.terms.printer import script
            if options.fp_encoding == "bitblast":
                from bmc.encodings.float_terms import FloatLowering
                lowering = FloatLowering(store)
                roots = [lowering.lower(r) for r in roots]
            _write(options.smt2_file, script(roots, comments=comments))
            written.append(options.smt2_file)
        if options.dimacs_file is not None:
            import io

            from bmc.backends.dimacs import write_dimacs
            buffer = io.StringIO()
            for c in comments:
                buffer.write(f"c {c}\n")
            write_dimacs(roots, store, buffer)
            _write(options.dimacs_file, buffer.getvalue())
            written.append(options.dimacs_file)
        return written


def _write(path: str, text: str) -> None:
    try:
        with open(path, "w", encoding="utf-8") as out:
            out.write(text)
    except OSError as e:
        raise UsageError(f"cannot write {path}: {e.strerror or e}") from None


__all__ = ["verify", "render_view", "export", "build_condition", "VerificationCondition",
           "check_inputs", "show_loops",
           "show_properties", "unwind_gaps", "loop_of_property", "svcomp_answer"]
