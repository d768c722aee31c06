"""k-induction (``--k-induction``) and the rounds the portfolio (``--strategy auto``) runs.

Round r checks

* the **base case** at unwind u (``--k-induction``: u = r; the portfolio: the deepening
  schedule 1, 2, 3, 4, 6, 8, 12 ... of ``bmc.strategy.deepening``, with ``--timeout`` and no
  ``--max-unwind`` up to ``AUTO_CAP`` instead of 100: the timeout ends it, and constant
  loops of more than 100 iterations are unrolled in full): an ordinary bounded check with
  unwinding assertions. A failure is a real counterexample ("found at unwind u"); no
  failing unwinding assertion is the **forward condition**: every loop is complete, a
  plain proof ("complete at unwind u");
* the **inductive step** at k = r: the program of ``bmc.strategy.step`` (loop state
  havocked at every loop head, k assumed-safe visits, then everything checked), unwound to
  k + 1 head visits with unwinding assumptions. If it is safe, every property of the
  program holds ("proved by k-induction at k=r"); a failure of the step means nothing.

When the first step (k = 1) fails, the candidate invariants of ``bmc.strategy.invariants``
are proved (or dropped) by their own step programs and the step at k = 1 is tried again;
the proved ones are assumed at every head visit of every later step and listed in the
report (a program that is 1-inductive alone pays nothing for them).

Refused (``step.refusal``: threads, recursion, loops creating objects, ...; and the
memory-safety properties, whose exit-time checks the havoc does not model): the deepening
of ``bmc.strategy.deepening`` answers alone and the report says why k-induction did not apply.
Each check is judged by the pipeline's usual rules; nothing is carried from a step to a
base case or back.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

from bmc.checker.bounded import check_bounded
from bmc.checker.run import RunState
from bmc.checker.verdict import interrupted
from bmc.errors import MemoryLimit, ResourceLimit
from bmc.ir.checks import effective_checks
from bmc.ir.expr import Expr
from bmc.ir.program import Program
from bmc.options import Options
from bmc.result import (InductionRound, LoopInvariant, Status, StrategyReport,
                        VerificationResult, Verdict)
from bmc.strategy.deepening import DeepeningStrategy, max_unwind, schedule, self_ending_loops
from bmc.strategy.invariants import prove_candidates
from bmc.strategy.source_invariants import source_invariants
from bmc.strategy.step import refusal, step_program

Progress = Callable[[str], None] | None
STEP_SHARE = 0.5      # with a timeout, one step gets at most this share of the time left
AUTO_CAP = 1 << 16    # --strategy auto with --timeout and no --max-unwind: the time decides
# Property files whose checks ``step.refusal`` judges (memory-leak/-cleanup: only without
# dynamic allocation); no-data-race is about threads, which are refused anyway.
UNSUPPORTED_PROPERTIES = frozenset({"no-data-race"})


def not_applicable(program: Program, options: Options) -> str | None:
    """Why k-induction is not applied to ``program`` under ``options`` (None: it is)."""
    if options.svcomp_property in UNSUPPORTED_PROPERTIES:
        return f"the property {options.svcomp_property} is checked by bounded deepening only"
    return refusal(program, effective_checks(options)[0])


class KInductionStrategy:
    """Base case, forward condition and inductive step for k = 1, 2, ... (module doc);
    ``portfolio``: the rounds of ``--strategy auto`` (base cases on the deepening
    schedule). Where k-induction does not apply, the deepening answers alone."""

    def __init__(self, progress: Progress = None, portfolio: bool = False) -> None:
        self.progress, self.portfolio = progress, portfolio

    def verify(self, run: RunState, program: Program) -> VerificationResult:
        name = "auto" if self.portfolio else "k-induction"
        why = not_applicable(program, run.options)
        if why is not None:
            result = DeepeningStrategy(self.progress).verify(run, program)
            note = f"k-induction not applied: {why}"
            if self.progress is not None:
                self.progress(note)
            return replace(result, strategy=StrategyReport(name, "refused", _how(result),
                                                           note=note))
        return _Rounds(run, program, self.progress, name, self.portfolio).go()


def _how(result: VerificationResult) -> str:
    d = result.deepening
    if d is None:
        return ""
    match d.outcome:
        case "found":
            return f"found at unwind {d.unwind}"
        case "complete":
            return f"complete at unwind {d.unwind}: every loop fully unwound"
        case _:
            return ""


class _Rounds:
    """The mutable state of one k-induction run."""

    def __init__(self, run: RunState, program: Program, progress: Progress,
                 name: str, portfolio: bool) -> None:
        self.run, self.program, self.progress = run, program, progress
        self.name, self.portfolio = name, portfolio
        self.options = run.options
        self.limit = max_unwind(self.options)
        if portfolio and self.options.max_unwind is None and self.options.timeout is not None:
            self.limit = AUTO_CAP
        self.rounds: list[InductionRound] = []
        self.invariants: dict[str, tuple[Expr, ...]] = {}
        self.invariant_texts: tuple[str, ...] = ()
        self.source_invariants: tuple[LoopInvariant, ...] = ()
        self.last_base: VerificationResult | None = None
        self.last_unwind = 0
        self.unwindset: tuple[tuple[str, int], ...] = ()

    def go(self) -> VerificationResult:
        run, options = self.run, self.options
        try:
            pinned = self_ending_loops(run, self.program, self.limit)
            user = dict(options.unwindset)
            self.unwindset = (*options.unwindset,
                              *((loop, self.limit) for loop in pinned if loop not in user))
            bases = list(schedule(self.limit)) if self.portfolio \
                else list(range(1, self.limit + 1))
            for r in range(1, self.limit + 1):
                start = time.perf_counter()
                u = bases[r - 1] if r - 1 < len(bases) else 0
                base = ""
                if u:
                    result, base = self._base(u)
                    if base in ("found", "complete", "stopped"):
                        self._record(r, u, base, "", start)
                        return self._finish(result, base, r, u)
                proved, step = self._step(r)
                if r == 1 and proved is None:
                    # not 1-inductive alone: prove the template invariants, then retry
                    self._prove_invariants()
                    if self.invariants:
                        proved, step = self._step(r)
                self._record(r, u, base, "proved" if proved is not None else step, start)
                if proved is not None:
                    return self._finish(proved, "proved", r, self.last_unwind)
        except MemoryLimit:
            raise
        except ResourceLimit as e:
            return self._timed_out(e)
        finally:
            run.disarm()
        assert self.last_base is not None
        return self._finish(self.last_base, "open", self.limit, self.last_unwind)

    # ------------------------------------------------------------------ the checks
    def _base(self, u: int) -> tuple[VerificationResult, str]:
        run = self.run
        result = check_bounded(run, self.program,
                               replace(self.options, unwind=u, unwindset=self.unwindset),
                               suggest=u == self.limit, final=False, vacuity=u == self.limit)
        if any(p.status is Status.UNKNOWN for p in result.properties) \
                and result.verdict is not Verdict.FAILED and run.timed_out(0.05):
            raise ResourceLimit("timeout", phase="solve")    # the last finished base stays
        self.last_base, self.last_unwind = result, u
        if result.verdict is Verdict.FAILED:
            return result, "found"
        if any(p.status is Status.UNKNOWN for p in result.properties):
            return result, "stopped"
        if not result.gaps:
            return result, "complete"
        return result, "open"

    def _step_options(self, k: int) -> Options:
        return replace(self.options, unwind=k + 1, unwindset=(), unwinding_assertions=False,
                       vacuity_check="off")

    def _step(self, k: int) -> tuple[VerificationResult | None, str]:
        """The inductive step at ``k``: its result if it proves the program."""
        program = step_program(self.program, k, self.invariants)
        result = self._bounded(program, self._step_options(k))
        if result is None:
            return None, "timeout"
        return (result, "proved") if result.verdict is Verdict.SUCCESSFUL else (None, "open")

    def _bounded(self, program: Program, options: Options) -> VerificationResult | None:
        """Check ``program`` under ``options`` within a share of the time left (None: that
        share ran out, the run's deadline did not)."""
        run = self.run
        try:
            with run.share_of_time(STEP_SHARE):
                result = check_bounded(run, program, options, suggest=False, final=False)
        except MemoryLimit:
            raise
        except ResourceLimit:
            if run.deadline is None or run.timed_out():
                raise
            return None
        if any(p.status is Status.UNKNOWN for p in result.properties):
            if run.timed_out():
                raise ResourceLimit("timeout", phase="solve")
            return None
        return result

    def _prove_invariants(self) -> None:
        proved = prove_candidates(self.program, lambda p, k: self._bounded(
            p, replace(self._step_options(k), svcomp_property=None)))
        self.invariants = {}
        for cand in proved:
            self.invariants.setdefault(cand.loop, ())
            self.invariants[cand.loop] += (cand.cond,)
        self.invariant_texts = tuple(f"{c.loop} (line {c.line}): {c.text}" for c in proved)
        self.source_invariants = source_invariants(self.program, proved)

    # ------------------------------------------------------------------ results
    def _record(self, r: int, u: int, base: str, step: str, start: float) -> None:
        record = InductionRound(r, u, base, step, round(time.perf_counter() - start, 3))
        self.rounds.append(record)
        if self.progress is not None:
            self.progress(round_line(record))

    def _finish(self, result: VerificationResult, outcome: str, k: int, u: int
                ) -> VerificationResult:
        match outcome:
            case "proved":
                how = f"proved by k-induction at k={k}"
            case "found":
                user = dict(self.options.unwindset)
                pinned = [loop for loop, _ in self.unwindset if loop not in user]
                how = f"found at unwind {u}" + (
                    f"; loops that end by themselves were unwound completely: "
                    f"{', '.join(pinned)}" if pinned else "")
            case "complete":
                how = f"complete at unwind {u}: every loop fully unwound"
            case "stopped":
                how = f"stopped at unwind {u}"
            case _:
                how = f"no proof by k-induction up to k={k} and no failure up to unwind {u}"
        report = StrategyReport(self.name, outcome, how, k if outcome == "proved" else
                                len(self.rounds), u,
                                self.invariant_texts if outcome == "proved" else (),
                                tuple(self.rounds),
                                loop_invariants=self.source_invariants
                                if outcome == "proved" else ())
        return replace(result, strategy=report)

    def _timed_out(self, error: ResourceLimit) -> VerificationResult:
        stopped = interrupted(self.run, error)
        last = self.last_base
        k = len(self.rounds)
        report = StrategyReport(self.name, "timeout",
                                f"stopped by the timeout at k={k + 1}; no failure up to unwind "
                                f"{self.last_unwind}", k, self.last_unwind, (),
                                tuple(self.rounds))
        if last is None:
            return replace(stopped, strategy=report)
        return replace(last, verdict=Verdict.INCONCLUSIVE, reason=stopped.reason,
                       svcomp=stopped.svcomp, stats=replace(last.stats, times=stopped.stats.times),
                       strategy=report)


def round_line(record: InductionRound) -> str:
    """``k=3: base at unwind 3: open; step: open (0.41 s)``."""
    base = f"base at unwind {record.unwind}: {record.base}" if record.base else "no base case"
    step = f"; step: {record.step}" if record.step else ""
    return f"k={record.k}: {base}{step} ({record.seconds:.2f} s)"


__all__ = ["KInductionStrategy", "not_applicable", "round_line"]
