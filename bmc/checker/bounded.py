"""One bounded check: symex at the given bounds, decide every property, judge the result.

``check_bounded(run, program, options)`` is the unit every strategy composes (CBMC's
multi-path symex checker): ``symex`` -> a backend -> ``decide`` -> ``judge``, with the
suggestion probe for incomplete loops. Programs with threads and ``--context-bound auto``
run a cheap 2-context check first (most concurrency bugs need few contexts): its failures
are real, and if it already covers every schedule it is the answer; otherwise the covering
bound runs.

After deciding, the vacuity check (``decide.unreached``, ``--vacuity-check``) asks the same
solver which passing assertions no path reaches, and ``verdict.qualify`` makes the
statuses honest: NOT REACHED for those, BOUNDED for every pass of a check whose context
bound does not cover every schedule. A quick 2-context pass that fails is the answer with
a note saying that its passes are BOUNDED.

``SolverSession``: what a deepening shares between depths (one store, one backend, the
depth's activation literal and selector tag), passed to ``decide``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace

from bmc.backends import make_backend
from bmc.backends.base import Backend
from bmc.checker.decide import ReachStats, decide, unreached
from bmc.checker.run import RunState
from bmc.checker.stages import symex
from bmc.checker.suggest import unwind_gaps, with_suggestions
from bmc.checker.svcomp import decisive
from bmc.checker.verdict import (assignments, context_text, judge, qualify,
                                 vacuity_candidates, vacuity_warning)
from bmc.concurrency.lal_reps import uses_threads
from bmc.errors import ResourceLimit
from bmc.ir.program import Program
from bmc.ir.properties import UNWIND_CLASSES
from bmc.options import Options, backend_text
from bmc.result import PhaseTimes, PropertyResult, Statistics, Status, VerificationResult, Verdict
from bmc.terms.store import Term, TermStore

QUICK_CONTEXT_BOUND = 2   # the first, cheap run of --context-bound auto
VACUITY_MIN_SECONDS = 1.0  # the vacuity check's time budget: at least this,
VACUITY_FACTOR = 1.0       # or this many times the time deciding the properties took


@dataclass(frozen=True, slots=True)
class SolverSession:
    """What one depth of a deepening shares with the next: the term store, the solver, and
    the depth's activation literal and selector tag (``decide``'s ``activation``/``tag``)."""

    store: TermStore
    backend: Backend
    activation: Term
    tag: str


def check_bounded(run: RunState, program: Program, options: Options,
                  session: SolverSession | None = None, suggest: bool = True,
                  final: bool = True, vacuity: bool = True) -> VerificationResult:
    """Check ``program`` under the bounds of ``options`` (see the module doc).
    ``suggest``: probe for the ``--unwind`` that completes each incomplete loop; ``final``:
    the last check of the run (the timeout alarm is disarmed once it has decided);
    ``vacuity``: run the vacuity check (``--vacuity-check``) even when loops are incomplete
    and nothing failed (a deepening's intermediate depths pass False: their answer is
    not the run's)."""
    if options.context_bound in (None, "auto") and uses_threads(program):
        quick = _check(run, program, replace(options, context_bound=QUICK_CONTEXT_BOUND),
                       final=False, suggest=suggest, vacuity=vacuity)
        assert run.equation is not None
        if quick.verdict is Verdict.FAILED or not run.equation.incomplete:
            if final:
                run.disarm()
            contexts = run.equation.contexts
            if run.equation.incomplete and contexts is not None:
                quick = replace(quick, notes=(*quick.notes, (
                    f"a failure was found with {context_text(contexts)}, the quick first "
                    f"pass of --context-bound auto; the properties that hold were checked "
                    f"only up to that bound (BOUNDED): --context-bound {contexts[1]} "
                    "checks every schedule")))
            return quick
    return _check(run, program, options, final=final, session=session, suggest=suggest,
                  vacuity=vacuity)


def _check(run: RunState, program: Program, options: Options, final: bool,
           session: SolverSession | None = None, suggest: bool = True,
           vacuity: bool = True) -> VerificationResult:
    """Symex, decide and judge ``program`` under ``options``; ``final``: the last check of
    this run (its results must not be lost to the timeout alarm); ``session``: reuse its
    store and solver (the caller closes it)."""
    run.bound = f"unwind {options.unwind}" if options.unwind is not None else ""
    equation = symex(run, program, options, None if session is None else session.store)
    if session is None:
        with run.stage("encode"):
            backend = make_backend(options, equation.store)
    else:
        backend = session.backend
    run.backend = backend
    times_before = list(run.times)
    try:
        properties, dstats = decide(equation, options, backend, run.deadline,
                                    symbols=program.symbols, progress=run.set_phase,
                                    decisive=decisive(options),
                                    activation=None if session is None else session.activation,
                                    tag="" if session is None else session.tag)
        bstats = run.sizes = backend.stats()
        if options.stop_on_fail:
            properties = one_trace(properties)
        reach = ReachStats()
        ids = vacuity_candidates(options, properties)
        if ids and not dstats.timed_out and (vacuity or _settles(properties)):
            run.set_phase("vacuity")
            budget = time.monotonic() + max(VACUITY_MIN_SECONDS, VACUITY_FACTOR * (
                dstats.encode_time + dstats.solve_time))
            reach = unreached(equation, ids, backend,
                              budget if run.deadline is None else min(budget, run.deadline),
                              activation=None if session is None else session.activation,
                              tag="" if session is None else session.tag)
    except ResourceLimit:
        run.sizes = backend.stats()      # what was built before the limit, for the statistics
        raise
    finally:
        run.backend = None
        if session is None:
            backend.close()              # alarm-safe (see sat_limits.delete_solver)
    if final:
        run.disarm()                     # decided results must not be lost to the alarm
    run.stop_phase_clock()
    run.times = times_before             # decide's own measurements replace the clock's
    run.add_time("encode", dstats.encode_time)
    if dstats.timeout_phase != "encode" or dstats.iterations:
        run.add_time("solve", dstats.solve_time)       # (no solve phase if encoding was cut)
    if reach.iterations:
        run.add_time("vacuity", reach.seconds)

    reasons: list[str] = []
    if dstats.timed_out:
        reasons.append(run.timeout_reason(dstats.timeout_phase))
    elif dstats.unknown_reason:
        reasons.append(dstats.unknown_reason)
    gaps = unwind_gaps(properties, equation, options)
    if gaps and suggest:
        gaps = with_suggestions(run, program, options, equation, gaps)
    properties = qualify(options, equation, properties, reach.unreached, gaps)
    stats = Statistics(
        times=PhaseTimes(summed(run.times)),
        ssa_steps=equation.step_count,
        ssa_assignments=assignments(equation),
        term_nodes=len(equation.store),
        variables=bstats.variables,
        clauses=bstats.clauses,
        solver_calls=dstats.iterations + reach.iterations,
        answered_by=bstats.answered_by,
        interval_proved=dstats.interval_proved,
        interval_boxes=dstats.interval_boxes,
        backend=backend_text(options),
        unfinished=dstats.timeout_phase if dstats.timed_out else "",
    )
    result = vacuity_warning(judge(options, program, equation, properties, gaps, stats,
                                   reasons))
    if not reach.complete:
        result = replace(result, notes=(*result.notes, (
            "the vacuity check ran out of its time budget: some properties that hold were "
            "not checked for reachability (they stay SUCCESS; --vacuity-check off skips "
            "the check)")))
    return result


def _settles(properties: tuple[PropertyResult, ...]) -> bool:
    """The check's answer will not change with deeper bounds: a property other than an
    unwinding assertion failed, or every unwinding assertion holds."""
    unwinding = [p for p in properties if p.property_class in UNWIND_CLASSES]
    return any(p.status is Status.FAILURE and p.property_class not in UNWIND_CLASSES
               for p in properties) or all(p.status is not Status.FAILURE for p in unwinding)


def one_trace(properties: tuple[PropertyResult, ...]) -> tuple[PropertyResult, ...]:
    """``--stop-on-fail``: the first failed property keeps its trace, later ones none."""
    out: list[PropertyResult] = []
    seen = False
    for p in properties:
        if p.status is Status.FAILURE and p.trace is not None:
            if seen:
                p = replace(p, trace=None)
            seen = True
        out.append(p)
    return tuple(out)


def summed(times: list[tuple[str, float]]) -> tuple[tuple[str, float], ...]:
    """Phase times with repeated phases (a quick concurrency check first) added up."""
    total: dict[str, float] = {}
    for name, seconds in times:
        total[name] = total.get(name, 0.0) + seconds
    return tuple(total.items())


__all__ = ["check_bounded", "SolverSession", "one_trace", "QUICK_CONTEXT_BOUND"]
