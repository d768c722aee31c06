"""Incremental deepening: check with growing unwind bounds until the answer is settled.

``bmc --incremental`` (and a plain ``bmc prog.c`` without ``--unwind``) checks the program at
the bounds of ``schedule(max_unwind)`` and stops at the first depth where

* a property other than a coverage property fails: ``found`` (a failure at any bound is a
  real execution, so it is reported as found at that depth);
* no unwinding assertion fails: ``complete`` -- every loop and recursion is fully unwound,
  so a pass is a proof (VERIFICATION SUCCESSFUL) exactly as with a sufficient ``--unwind``;
* the depth is ``max_unwind`` with loops still incomplete: ``max-unwind`` (INCONCLUSIVE,
  naming the loops and, when symex can tell, the ``--unwind`` that would complete them);
* the timeout runs out: ``timeout`` (INCONCLUSIVE; the last finished depth is reported);
* the answer cannot change with deeper bounds (the solver gave up): ``stopped``.

Soundness: each depth is an ordinary bounded check with unwinding assertions, judged by the
pipeline's usual rules, so SUCCESSFUL still needs every unwinding assertion to hold. Nothing
proved at a depth is carried to the next one: every property is decided again at every
depth. Carrying a proof over would be sound only for a property whose cone of influence is
the same at both depths, and with symex merging paths the guards of everything after a
loop change with its bound (the exit merge gains a path), so that is rarely the case and
not worth the risk; the reused solver (below) keeps what it learned about the shared part.

Which loops are deepened: a first symex-only probe at ``max_unwind`` (a small time budget)
finds the loops that end by themselves -- their condition became constant false on every
path, as in ``for (i = 0; i < 16; i++)`` -- and gives them ``max_unwind`` as their bound
(``--unwindset``-style), so they are unrolled exactly as far as they run. Only the other
loops (binary search, gcd, ``while (x > 1) x /= 2``) get the depth's bound. ``--unwindset``
entries of the user are kept. The probe only saves depths: a loop it pins is still cut at
``max_unwind`` with an unwinding assertion if some run goes on.

Solver reuse: the SSA of depth k+1 does not extend that of depth k. Symex merges the states
leaving a loop, so with one more iteration the exit merge gains a path and every SSA
version after the loop is renumbered and redefined; only the prefix up to the loop's last
common iteration is the same. So each depth runs symex again (milliseconds: symex is a few
percent of a depth's time for the programs of issue 13). What could be shared is the
solver: with ``reuse_solver`` (``options.deepening``) the depths use one ``TermStore`` and one
backend, the same SSA names give the same hash-consed terms whose bit-blasted gates are
reused, a depth's VCC is added as ``a_k => conjunct`` under an activation literal ``a_k``
assumed in its checks (pysat assumptions; for Z3 the same in place of push/pop) and retired
with the unit ``not a_k`` afterwards (array-elimination lemmas are valid facts and stay).
Measured on a machine shared by many sessions (load 10-14, so noisy), neither way wins
clearly: binary search and ``x /= 2`` are equal, gcd (32-bit ``%``) took 25.5 s shared vs
13.0 s fresh in one run and 38.7 s vs 51.0 s in another (bench/results/incremental.txt),
so by default every depth gets a fresh solver (the simpler path, no guarded definitions
weakening propagation); ``reuse_solver`` stays for the bench to settle on a quiet machine. Programs with threads
always run each depth from scratch (their symex runs two passes of its own).

Schedule: ``1, 2, 3, 4, 6, 8, 12, 16, 24, ...`` (powers of two and their midpoints, then
``max_unwind``): the reported depth of a bug or proof is at most 1.5 times the least bound
that shows it, and the depths before the last cost a bounded factor of it, where a linear
``1, 2, 3 ...`` schedule costs k^2/2. Measured (bench/results/incremental.txt, loaded
machine): the whole deepening took 1.1-4.3x the time of the last depth alone and 3-25x less
than one run at 100 (binary search 7.3 s vs over 60 s); linear was slower everywhere it
needed more than 6 depths (``x /= 2``: 11.7 s vs 2.5 s), plain doubling (1, 2, 4, 8 ...)
was as fast or faster (gcd with ``%``: 20.3 s vs 51.0 s, noisy) but overshoots up to 2x.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import replace

from bmc.backends import make_backend
from bmc.backends.base import Backend, SatResult
from bmc.checker.bounded import SolverSession, check_bounded
from bmc.checker.decide import cone, fail_terms
from bmc.checker.run import RunState
from bmc.checker.verdict import interrupted
from bmc.concurrency.lal_reps import uses_threads
from bmc.errors import MemoryLimit, ResourceLimit, SolverFailure
from bmc.ir.program import Program, loop_label
from bmc.ir.properties import UNWIND_CLASSES
from bmc.options import DEFAULT_UNWIND_CAP, BackendKind, Options, ScheduleKind
from bmc.result import DepthRecord, Deepening, Status, VerificationResult, Verdict
from bmc.symex import execute
from bmc.symex.equation import Equation, LoopReport
from bmc.terms.sorts import BOOL
from bmc.terms.store import TermStore

PROBE_SECONDS = 2.0        # budget of the symex-only probe that finds self-ending loops
RUNAWAY_SECONDS = 2.0      # budget of the solver calls that find loops running past the cap
RUNAWAY_CONE = 20_000      # ... on slices of at most this many conjuncts
EARLY_DEPTH = 8            # the default mode's deepest bound when such a loop exists

Progress = Callable[[str], None] | None


def applies(options: Options) -> bool:
    """Deepen with ``--incremental``, and by default: no ``--unwind``, unwinding assertions
    on (without them completeness cannot be observed: the old single run at the cap)."""
    if options.incremental:
        return True
    return options.unwind is None and options.unwinding_assertions


def max_unwind(options: Options) -> int:
    return options.max_unwind if options.max_unwind is not None else DEFAULT_UNWIND_CAP


def schedule(limit: int, kind: str = ScheduleKind.MIDPOINTS) -> Iterator[int]:
    """The bounds tried, ending with ``limit``: ``midpoints`` 1, 2, 3, 4, 6, 8, 12, 16 ...;
    ``linear`` 1, 2, 3 ...; ``doubling`` 1, 2, 4, 8 ... (the last two for the bench)."""
    k = 1
    while k < limit:
        yield k
        if kind == ScheduleKind.LINEAR:
            k += 1
        elif kind == ScheduleKind.DOUBLING:
            k *= 2
        else:
            power = 1 << (k.bit_length() - 1)        # k is 2^n or 3 * 2^(n-1)
            k = k + power // 2 if k == power and k >= 2 else (k + 1 if k < 2 else 2 * power)
    yield limit


class DeepeningStrategy:
    """Check at the bounds of ``schedule`` until the answer is settled (module doc)."""

    def __init__(self, progress: Progress = None) -> None:
        self.progress = progress

    def verify(self, run: RunState, program: Program) -> VerificationResult:
        """The result of the depth that settled it, with ``deepening`` recording every
        depth; ``options.deepening`` chooses the schedule and solver reuse (the bench)."""
        options = run.options
        limit = max_unwind(options)
        probe = probe_loops(run, program, limit)
        pinned = self_ending(probe)
        user = dict(options.unwindset)
        unwindset = (*options.unwindset,
                     *((loop, limit) for loop in pinned if loop not in user))
        depths = list(schedule(limit, options.deepening.schedule))
        deepened: list[LoopReport] = []
        runaway: tuple[LoopReport, ...] = ()
        if probe is not None:
            deepened = [r for r in probe.loops if r.stopped_at_bound and r.loop_id not in user]
            if not deepened:
                depths = [limit]      # every loop has its bound: one check settles it
            elif not options.incremental and options.max_unwind is None \
                    and not uses_threads(program):
                runaway = runaway_loops(run, probe, deepened)
                if runaway:
                    depths = [k for k in depths if k <= EARLY_DEPTH]
        shared = options.deepening.reuse_solver and not uses_threads(program)
        store = TermStore() if shared else None
        backend = _make_backend(run, store) if store is not None else None
        records: list[DepthRecord] = []
        last: VerificationResult | None = None
        outcome, calls = "", 0
        try:
            last_depth = depths[-1]
            for k in depths:
                bounds = replace(options, unwind=k, unwindset=unwindset)
                start = time.perf_counter()
                session = None
                if store is not None and backend is not None:
                    session = SolverSession(store, backend, store.var(f"%depth#{k}", BOOL),
                                            f"@{k}")
                try:
                    result = check_bounded(run, program, bounds, session=session,
                                           suggest=k == last_depth, final=False,
                                           vacuity=k == last_depth)
                except MemoryLimit:
                    raise
                except ResourceLimit as e:
                    outcome = "timeout"
                    last = _timed_out(run, e, last, k, records)
                    break
                calls += result.stats.solver_calls
                record = _record(k, result, time.perf_counter() - start)
                records.append(record)
                if self.progress is not None:
                    self.progress(progress_line(record))
                last = result
                outcome = _settled(run, result, k == last_depth)
                if outcome == "max-unwind" and k < limit:
                    outcome = "unbounded"
                if outcome:
                    break
                if session is not None:
                    session.backend.add(session.store.not_(session.activation))  # retire k
        finally:
            run.disarm()
            if backend is not None:
                backend.close()
        assert last is not None and outcome
        where = {r.loop_id: r for r in probe.loops} if probe is not None else {}
        deepening = Deepening(outcome, records[-1].unwind if records else 0, limit,
                              options.incremental, options.max_unwind is not None,
                              tuple(records),
                              tuple(report_label(where[loop]) for loop in pinned
                                    if loop in where and loop not in user),
                              tuple(report_label(r) for r in runaway))
        running = {r.loop_id for r in runaway}
        gaps = tuple(replace(g, user_bound=g.loop_id in user, runaway=g.loop_id in running)
                     for g in last.gaps)
        return replace(last, deepening=deepening, gaps=gaps,
                       stats=replace(last.stats, solver_calls=calls))


def _settled(run: RunState, result: VerificationResult, at_limit: bool) -> str:
    """The outcome if ``result`` settles the deepening, else ``""``."""
    if result.verdict is Verdict.FAILED:
        return "found"
    if any(p.status is Status.UNKNOWN for p in result.properties):
        return "timeout" if run.timed_out(0.05) else "stopped"
    if not result.gaps:
        return "complete"
    return "max-unwind" if at_limit else ""


def _record(k: int, result: VerificationResult, seconds: float) -> DepthRecord:
    checked = [p for p in result.properties if p.property_class not in UNWIND_CLASSES]
    failed = sum(1 for p in result.failed if p.property_class not in UNWIND_CLASSES)
    return DepthRecord(k, len(checked), failed,
                       tuple((g.loop_id, g.loc) for g in result.gaps), round(seconds, 3),
                       tuple((g.loop_id, g.parent) for g in result.gaps if g.parent))


def report_label(report: LoopReport) -> str:
    """``split.0 (line 22, inside split.2)`` of a symex loop report."""
    return loop_label(report.loop_id, report.loc.line, report.parent)


def progress_line(record: DepthRecord) -> str:
    """``unwind 3: 12 properties, 0 failed, loops incomplete: main.0 (line 7)`` (a nested
    loop: ``split.0 (line 22, inside split.2)``)."""
    parents = dict(record.parents)
    loops = ", ".join(loop_label(loop, loc.line, parents.get(loop, ""))
                      for loop, loc in record.incomplete)
    tail = f"loops incomplete: {loops}" if loops else "every loop complete"
    return (f"unwind {record.unwind}: {record.properties} properties, {record.failed} failed, "
            f"{tail}")


def _timed_out(run: RunState, error: ResourceLimit, last: VerificationResult | None, k: int,
               records: list[DepthRecord]) -> VerificationResult:
    """The result when the timeout stops depth ``k``: the last finished depth's, if any
    (INCONCLUSIVE: its loops were incomplete), else the interrupted run's result."""
    stopped = interrupted(run, error)
    if last is None:
        return stopped
    reason = f"{stopped.reason} at unwind {k}; no failure up to unwind {records[-1].unwind}"
    return replace(last, verdict=Verdict.INCONCLUSIVE, reason=reason,
                   svcomp=stopped.svcomp, stats=replace(last.stats, times=stopped.stats.times))


def probe_loops(run: RunState, program: Program, limit: int) -> Equation | None:
    """The equation of a symex-only run at ``limit`` (None if it does not finish within
    ``PROBE_SECONDS``)."""
    budget = time.monotonic() + PROBE_SECONDS
    if run.deadline is not None:
        budget = min(budget, run.deadline)
    probe = replace(run.options, unwind=limit)
    with run.stage("probe"):
        try:
            return execute(program, probe, TermStore(), budget)
        except MemoryLimit:
            raise
        except ResourceLimit:
            if run.timed_out():
                raise
            return None


def self_ending(probe: Equation | None) -> tuple[str, ...]:
    """The loops (and recursions) the probe saw end by themselves on every path."""
    if probe is None:
        return ()
    return tuple(r.loop_id for r in probe.loops if not r.stopped_at_bound)


def self_ending_loops(run: RunState, program: Program, limit: int) -> tuple[str, ...]:
    """Loops (and recursions) that a symex-only run at ``limit`` sees end by themselves on
    every path; none if the probe does not finish within ``PROBE_SECONDS``."""
    return self_ending(probe_loops(run, program, limit))


def runaway_loops(run: RunState, probe: Equation, loops: list[LoopReport]
                  ) -> tuple[LoopReport, ...]:
    """The ``loops`` (cut in the probe at max_unwind) whose unwinding assertion fails there
    on some execution: they run past every bound the deepening tries, so it cannot
    complete them (a loop bounded by an input, ``for (;;)`` with an input-dependent
    ``break``). Decided on the slice of the probe's VCC in the cone of the unwinding
    assertion (``decide.cone``, at most ``RUNAWAY_CONE`` conjuncts), within
    ``RUNAWAY_SECONDS`` in all; a loop not settled in time is not reported. Recursions are
    left out."""
    store = probe.store
    fails = fail_terms(probe, [unwind_property(r.loop_id) for r in loops
                               if not r.loop_id.endswith(".recursion")])
    end = time.monotonic() + RUNAWAY_SECONDS
    if run.deadline is not None:
        end = min(end, run.deadline)
    out: list[LoopReport] = []
    with run.stage("probe"):
        for r in loops:
            fail = fails.get(unwind_property(r.loop_id))
            if fail is None or fail is store.false:
                continue
            conjuncts = cone(probe, [fail], RUNAWAY_CONE)
            remaining = end - time.monotonic()
            if conjuncts is None or remaining <= 0:
                continue
            backend = make_backend(replace(run.options, backend=BackendKind.SAT), store)
            try:
                for term in conjuncts:
                    backend.add(term)
                backend.add(fail)
                if backend.check([], timeout=remaining) is SatResult.SAT:
                    out.append(r)
            except MemoryLimit:
                raise
            except (ResourceLimit, SolverFailure):
                pass
            finally:
                backend.close()
    return tuple(out)


def unwind_property(loop_id: str) -> str:
    """``main.0`` -> ``main.unwind.0`` (the loop's unwinding-assertion property)."""
    function, _, number = loop_id.rpartition(".")
    return f"{function}.unwind.{number}"


def _make_backend(run: RunState, store: TermStore) -> Backend:
    with run.stage("encode"):
        return make_backend(run.options, store)


__all__ = ["applies", "DeepeningStrategy", "schedule", "progress_line", "max_unwind",
           "self_ending_loops", "probe_loops", "runaway_loops", "EARLY_DEPTH"]
