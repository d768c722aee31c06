"""One bounded check: symex at the given bounds, decide every property, judge the result.

``check_bounded(run, program, options)`` is the unit every strategy composes (CBMC's
multi-path symex checker): ``symex`` -> a backend -> ``decide`` -> ``judge``, with the
suggestion probe for incomplete loops. Programs with threads and ``--context-bound auto``
run a cheap 2-context check first (most concurrency bugs need few contexts): its failures
are real, and if it already covers every schedule it is the answer; otherwise the covering
bound runs.

``SolverSession``: what a deepening shares between depths (one store, one backend, the
depth's activation literal and selector tag), passed to ``decide``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bmc.backends import make_backend
from bmc.backends.base import Backend
from bmc.checker.decide import decide
from bmc.checker.run import RunState
from bmc.checker.stages import symex
from bmc.checker.suggest import unwind_gaps, with_suggestions
from bmc.checker.svcomp import decisive
from bmc.checker.verdict import assignments, judge
from bmc.concurrency.lal_reps import uses_threads
from bmc.errors import ResourceLimit
from bmc.ir.program import Program
from bmc.options import Options, backend_text
from bmc.result import PhaseTimes, PropertyResult, Statistics, Status, VerificationResult, Verdict
from bmc.terms.store import Term, TermStore

QUICK_CONTEXT_BOUND = 2   # the first, cheap run of --context-bound auto


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
                  final: bool = True) -> VerificationResult:
    """Check ``program`` under the bounds of ``options`` (see the module doc).
    ``suggest``: probe for the ``--unwind`` that completes each incomplete loop; ``final``:
    the last check of the run (the timeout alarm is disarmed once it has decided)."""
    if options.context_bound in (None, "auto") and uses_threads(program):
        quick = _check(run, program, replace(options, context_bound=QUICK_CONTEXT_BOUND),
                       final=False, suggest=suggest)
        assert run.equation is not None
        if quick.verdict is Verdict.FAILED or not run.equation.incomplete:
            if final:
                run.disarm()
            return quick
    return _check(run, program, options, final=final, session=session, suggest=suggest)


def _check(run: RunState, program: Program, options: Options, final: bool,
           session: SolverSession | None = None, suggest: bool = True) -> VerificationResult:
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
    except ResourceLimit:
        run.sizes = backend.stats()      # what was built before the limit, for the statistics
        raise
    finally:
        run.backend = None
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
        gaps = with_suggestions(run, program, options, equation, gaps)
    stats = Statistics(
        times=PhaseTimes(summed(run.times)),
        ssa_steps=equation.step_count,
        ssa_assignments=assignments(equation),
        term_nodes=len(equation.store),
        variables=bstats.variables,
        clauses=bstats.clauses,
        solver_calls=dstats.iterations,
        backend=backend_text(options),
        unfinished=dstats.timeout_phase if dstats.timed_out else "",
    )
    return judge(options, program, equation, properties, gaps, stats, reasons)


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
