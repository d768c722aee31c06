"""Tracked-field CEGAR (``--field-abstraction``): check the field abstraction, refine it.

In: the instrumented program and a check (the strategy the options choose: one bounded
check, the deepening or k-induction). Out: the run's result with an ``AbstractionReport``.

Loop. Start with the fields the properties mention (``bmc.abstraction.fields.seeds``) and
the fields that are always tracked. Each round checks the abstract program
(``bmc.abstraction.rewrite.abstract``). A property it proves holds for the program (the
abstract program's executions include every execution of the program, for the same bounds).
A property it violates is a candidate: the same path (the source branch decisions of the
abstract trace, ``constrain_path``) is checked on the program with every field concrete
(deciding the same properties as the abstract check: one property alone would leave the
unwinding assertions unchecked). With threads and ``--field-abstraction-schedules``
(``Options.thread_branches``) the decisions carry the deciding thread and its context, so
the re-check also follows the trace's schedule (the thread order and context of each
decision, under the abstract check's context bound), in either concurrency encoding;
without it a threaded trace has no decisions and is re-checked as the whole program. Either
way a SUCCESS comes from an abstract round (the abstraction over-approximates threaded
programs as well: ``bmc.abstraction.rewrite``) or from a whole-program check, and a FAILURE
from a re-check of the program restricted to a path (and schedule), a real execution.

The abstract program also summarises the loops whose writes touch no tracked field
(``bmc.abstraction.loops``); the re-check then checks the unwinding assertions of those
loops as well, since a path the bounds cut inside one of them (the abstract round did not
unwind it) proves nothing.

* Violated: a real failure, reported with the concrete trace.
* Not violated, no branch decided on the path (and always with threads without
  ``--field-abstraction-schedules``, whose traces then record no decisions), no summarised
  loop cut: the check was the whole program, so the property holds; it is settled without
  refinement.
* Otherwise the path is spurious: a minimal set of untracked fields whose tracking makes
  the path infeasible, and of summarised loops to keep as loops, is found by QuickXplain
  (each test: the abstract program with those fields added and loops kept, constrained to
  the path: does the property still fail?), added, and the next round starts. Each
  refinement adds a field or keeps a loop, so the loop ends (at worst with every field
  tracked and every loop kept, the program itself).

A check that ends without an answer (timeout, unknown) ends the loop with the abstract
round's result (never stronger than INCONCLUSIVE for the properties it did not prove).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

from bmc.abstraction.fields import FieldTable, discover, seeds
from bmc.abstraction.loops import Summaries, summarise
from bmc.abstraction.rewrite import Decision, abstract, constrain_path
from bmc.checker.run import RunState
from bmc.checker.verdict import judge
from bmc.concurrency.lal_reps import uses_threads
from bmc.errors import UsageError
from bmc.frontend.libmodels import LIBRARY_FILE
from bmc.ir.program import Program
from bmc.result import (AbstractionReport, AbstractionRound, PropertyResult, Status,
                        UnwindGap, Verdict, VerificationResult)

Check = Callable[[RunState, Program], VerificationResult]
Progress = Callable[[str], None] | None
Path = tuple[Decision, ...]
Unit = int | str          # what a refinement adds: a field (index) or a loop (id) to keep


def refuse(options_checks: frozenset[str]) -> None:
    """Combinations the abstraction does not support (a usage error naming why)."""
    if "data-race" in options_checks:
        raise UsageError("--field-abstraction cannot be combined with the data-race check: "
                         "dropping the accesses to untracked fields would hide races on them")


class FieldCegarStrategy:
    """The CEGAR loop of the module doc around ``check``."""

    def __init__(self, check: Check, progress: Progress = None) -> None:
        self.check = check
        self.progress = progress
        self.checks = 0
        self.contexts: int | str | None = None    # the abstract check's context bound

    def verify(self, run: RunState, program: Program) -> VerificationResult:
        refuse(run.options.checks)
        threaded = uses_threads(program)
        table = discover(program)
        why: dict[int, str] = {f.index: f"always tracked: {f.forced}"
                               for f in table.fields if f.forced}
        for f, reason in seeds(program, table).items():
            why.setdefault(f, reason)
        settled: dict[str, PropertyResult] = {}     # real failures, concretely proved
        open_reasons: list[str] = []                # why a settling check was incomplete
        kept: dict[str, str] = {}                   # loops not summarised, and why
        summaries: Summaries | None = None
        gaps: list[UnwindGap] = []
        rounds: list[AbstractionRound] = []
        last: VerificationResult | None = None
        whole: VerificationResult | None = None     # a re-check of the whole program
        n = 0
        while True:
            n += 1
            start, before = time.perf_counter(), self.checks
            tracked = frozenset(why)
            summaries = self._abstract(program, table, tracked, frozenset(kept), threaded)
            result = self._run(run, summaries.program, run.options.properties)
            self.contexts = _context_bound(run)
            abstract_end = time.perf_counter()
            recheck = refine = 0.0
            new_why: list[tuple[str, str]] = []
            last = result
            candidates = [p for p in result.properties
                          if p.status is Status.FAILURE and p.id not in settled]
            exact: list[str] = []
            if summaries.program is program:
                # every field tracked, no loop summarised: the round checked the program
                # itself, its failures are real (no re-check: a path re-check would not
                # see an unwinding assertion its path leaves)
                settled |= {p.id: p for p in candidates}
                exact, candidates = [p.id for p in candidates], []
            outcome = f"real {', '.join(exact)}" if exact else "open" if candidates \
                else "proved"
            candidate_ids = {p.id for p in candidates}
            added: tuple[str, ...] = ()
            # the re-checks decide the same properties as the abstract check, not only the
            # candidate: a check restricted to one property does not see the unwinding
            # assertions, so its deepening or k-induction may call the bounds complete; and
            # they check the unwinding of the summarised loops: a path cut by one of them
            # proves nothing (the abstract round did not unwind it)
            unwinds = {_unwind_id(loop): loop
                       for loop in (*summaries.summarised, *summaries.inner)}
            wanted = (*run.options.properties, *unwinds) if run.options.properties else ()
            for p in candidates:
                if p.id in settled:     # a failure an earlier re-check of this round found
                    continue
                path = _path(p)
                t0 = time.perf_counter()
                # (no decision on the path: the whole program, under the user's bound)
                concrete = self._run(run, constrain_path(program, path), wanted,
                                     pinned=bool(path))
                recheck += time.perf_counter() - t0
                cp = _find(concrete, p.id)
                cut = [unwinds[u] for u in unwinds
                       if (q := _find(concrete, u)) is not None and not q.status.holds]
                if cp is None or cp.status is Status.UNKNOWN:
                    outcome = f"open {p.id}"
                    break
                if cp.status is Status.FAILURE:
                    # the re-check runs the program on a path: each failure it reports is
                    # a real execution's, the other candidates' included
                    settled |= {q.id: q for q in concrete.properties
                                if q.status is Status.FAILURE and q.id not in settled
                                and q.id in candidate_ids}
                    gaps.extend(g for g in concrete.gaps if g not in gaps)
                    outcome = f"real {p.id}"
                    continue
                if not path and not cut:
                    # the re-check was the whole program: its statuses are the program's,
                    # for every property it decided (not only the candidate's)
                    # (an UNKNOWN there, e.g. a timeout, keeps the abstract round's status)
                    settled |= {q.id: q for q in concrete.properties
                                if q.id not in settled and q.status is not Status.UNKNOWN}
                    whole = concrete
                    if concrete.verdict is not Verdict.SUCCESSFUL:
                        open_reasons.append(concrete.reason or f"{p.id}: {concrete.verdict}")
                    outcome = f"concrete {p.id}"
                    continue
                t0 = time.perf_counter()
                core = self._refine(run, program, table, tracked, frozenset(kept),
                                    summaries.summarised, threaded, path, p.id,
                                    loops_first=not cut)
                refine += time.perf_counter() - t0
                reason = f"refutes the abstract counterexample of {p.id} (round {n})"
                for c in core:
                    if isinstance(c, str) and c in cut:
                        kept[c] = (f"the re-check of the abstract counterexample of {p.id} "
                                   f"(round {n}) is cut by its unwinding: not summarised")
                        new_why.append((f"loop {c}", kept[c]))
                    elif isinstance(c, str):
                        kept[c] = (f"the abstract counterexample of {p.id} (round {n}) "
                                   "needs its effect: not summarised")
                        new_why.append((f"loop {c}", kept[c]))
                    else:
                        why[c] = reason
                        new_why.append((table.fields[c].name, reason))
                added = tuple(table.names({c for c in core if isinstance(c, int)})) \
                    + tuple(f"loop {c}" for c in core if isinstance(c, str))
                outcome = f"spurious {p.id}"
                break
            rounds.append(AbstractionRound(
                n, len(tracked), len(table.fields) - len(tracked), outcome, added,
                time.perf_counter() - start, self.checks - before,
                fields=tuple(table.names(tracked)), why=tuple(new_why),
                variables=result.stats.variables, clauses=result.stats.clauses,
                abstract_seconds=abstract_end - start, recheck_seconds=recheck,
                refine_seconds=refine))
            if self.progress is not None:
                self.progress(f"field abstraction round {n}: {len(tracked)} of "
                              f"{len(table.fields)} fields tracked, {outcome}"
                              + (f", adding {', '.join(added)}" if added else ""))
            if not added:
                break
        report = AbstractionReport(
            len(table.fields),
            tuple(sorted((table.fields[f].name, r) for f, r in why.items())),
            tuple(table.names(table.all - frozenset(why))),
            tuple(rounds), () if summaries is None else summaries.summarised,
            tuple(sorted((f"loop {loop}", r) for loop, r in kept.items())),
            *_loop_counts(summaries))
        return _final(run, program, last, settled, gaps, open_reasons, report, whole)

    def _run(self, run: RunState, program: Program, only: tuple[str, ...],
             pinned: bool = False) -> VerificationResult:
        """One check of ``program`` for the properties ``only`` (all if empty), recording
        branch decisions (as ``--witness`` does; with threads, their thread and context)
        for the path of a counterexample. ``pinned``: a check of a path constrained to an
        abstract counterexample, under the abstract check's context bound (the contexts
        the path fixes exist in both)."""
        saved = run.options
        # threaded decisions only with --field-abstraction-schedules: without them a
        # threaded counterexample is re-checked as the whole program
        bound = self.contexts if pinned and self.contexts is not None \
            else saved.context_bound
        run.options = replace(saved, properties=only, trace=True,
                              witness_file=saved.witness_file or "-", context_bound=bound)
        try:
            self.checks += 1
            return self.check(run, program)
        finally:
            run.options = saved

    @staticmethod
    def _abstract(program: Program, table: FieldTable, tracked: frozenset[int],
                  kept: frozenset[str], threaded: bool) -> Summaries:
        """The abstract program for ``tracked`` fields, with every summarisable loop outside
        ``kept`` summarised (``bmc.abstraction.loops``)."""
        return summarise(abstract(program, table, tracked), table, kept, threaded, tracked)

    def _refine(self, run: RunState, program: Program, table: FieldTable,
                tracked: frozenset[int], kept: frozenset[str], summarised: tuple[str, ...],
                threaded: bool, path: Path, pid: str, loops_first: bool = False) -> list[Unit]:
        """A minimal set of untracked fields and summarised loops that makes ``path``
        infeasible for ``pid`` (QuickXplain over them: all of them together do, the
        concrete check said). QuickXplain prefers the candidates it is given first: the
        summarised loops when the concrete re-check got through them within the bounds (the
        path may need their effect), else the fields (keeping a loop the bounds cut would
        refute the path only by cutting it)."""

        def infeasible(extra: list[Unit]) -> bool:
            fields = tracked | {c for c in extra if isinstance(c, int)}
            loops = kept | {c for c in extra if isinstance(c, str)}
            trial = self._abstract(program, table, frozenset(fields), frozenset(loops),
                                   threaded).program
            r = self._run(run, constrain_path(trial, path), run.options.properties,
                          pinned=True)
            p = _find(r, pid)
            # SUCCESS or NOT REACHED: either way no run follows the path to a failure
            return p is not None and p.status.holds

        def qx(base: list[Unit], delta: bool, cands: list[Unit]) -> list[Unit]:
            if delta and infeasible(base):
                return []
            if len(cands) == 1:
                return cands
            half = len(cands) // 2
            c1, c2 = cands[:half], cands[half:]
            d2 = qx(base + c1, bool(c1), c2)
            d1 = qx(base + d2, bool(d2), c1)
            return d1 + d2

        fields: list[Unit] = [*sorted(table.all - tracked - table.forced)]
        candidates = [*summarised, *fields] if loops_first else [*fields, *summarised]
        if not candidates:
            return []
        core = qx([], False, candidates)
        return core or candidates


def _loop_counts(s: Summaries | None) -> tuple[int, int, tuple[tuple[str, str], ...]]:
    """The report's loop figures: how many loops, how many summarised (those inside a
    summarised loop included), and why each other loop is not summarised."""
    if s is None:
        return 0, 0, ()
    return s.loops, len(s.summarised) + len(s.inner), s.refused


def _unwind_id(loop: str) -> str:
    """The unwinding property of loop ``f.n``: ``f.unwind.n``."""
    function, n = loop.rsplit(".", 1)
    return f"{function}.unwind.{n}"


def _path(p: PropertyResult) -> Path:
    """The decisions of ``p``'s trace (with threads: with thread and context). Those inside
    bmc's library models are left free: the trace folds the middle iterations of their
    loops, so their decisions are not all recorded."""
    if p.trace is None:
        return ()
    return tuple((b.loc, b.keyword, b.value, b.thread, b.context) for b in p.trace.branches
                 if b.loc.file != LIBRARY_FILE)


def _context_bound(run: RunState) -> int | None:
    """The context bound of the last check's equation (programs with threads), in the
    units of ``--context-bound`` (per thread, or global contexts)."""
    equation = run.equation
    if equation is None or equation.contexts is None:
        return None
    return equation.contexts[0]


def _find(result: VerificationResult, pid: str) -> PropertyResult | None:
    for p in result.properties:
        if p.id == pid:
            return p
    return None


def _final(run: RunState, program: Program, last: VerificationResult | None,
           settled: dict[str, PropertyResult], gaps: list[UnwindGap],
           open_reasons: list[str], report: AbstractionReport,
           whole: VerificationResult | None = None) -> VerificationResult:
    """The run's result: the last abstract round's, with the properties the validation
    settled (real failures with their concrete traces, the statuses of a check of the
    whole program) in place of their abstract results; an abstract failure nobody
    validated (the loop stopped without an answer) becomes UNKNOWN. The notes are those of
    ``whole`` (a re-check of the whole program) when there is one: the abstract round's
    speak of its own context bound."""
    assert last is not None
    unvalidated = [p.id for p in last.properties
                   if p.status is Status.FAILURE and p.id not in settled]
    if not settled and not unvalidated:
        return replace(last, abstraction=report)
    merged = tuple(settled.get(p.id) or (replace(p, status=Status.UNKNOWN, trace=None)
                                        if p.id in unvalidated else p)
                   for p in last.properties)
    reasons = [last.reason] if last.reason and last.verdict is Verdict.INCONCLUSIVE \
        and not any(p.status is Status.FAILURE for p in last.properties) else []
    reasons += open_reasons
    if unvalidated:
        reasons.append("the field abstraction's counterexample could not be validated: "
                       + ", ".join(unvalidated))
    out = judge(run.options, program, None, merged, tuple(gaps), last.stats, reasons)
    if out.verdict is Verdict.SUCCESSFUL and reasons:
        out = replace(out, verdict=Verdict.INCONCLUSIVE, reason="; ".join(reasons),
                      svcomp=None if out.svcomp is None else "unknown")
    return replace(out, abstraction=report, warnings=last.warnings or out.warnings,
                   notes=last.notes if whole is None else whole.notes)


__all__ = ["FieldCegarStrategy", "refuse"]
