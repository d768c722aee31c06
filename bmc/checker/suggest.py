"""Unwinding gaps and the ``--unwind`` that would close them.

``unwind_gaps`` gives one ``UnwindGap`` per loop (or recursive function) whose unwinding
assertion FAILED. ``with_suggestions`` adds, for a loop that may have a constant trip
count, the bound a short symex-only probe with that loop's bound raised shows it needs;
otherwise the suggestion stays unknown.

The probe ends only where, at some iteration, every path leaves the loop by a test that
symex decides without inputs (``for (i = 0; i < 100; i++)``). So it runs only for a loop
whose unwinding assertions are the constant false (the loop's own back-edge condition did
not stop it) and one of whose exit tests was a constant in the main run
(``LoopReport.constant_exit``): a loop every exit of which depends on inputs
(``while (cnt > 0)`` with an input ``cnt``, ``while (1) { if (nondet()) break; }``) would
spend the whole probe budget to find nothing.
"""

from __future__ import annotations

import time
from dataclasses import replace

from bmc.checker.run import RunState
from bmc.errors import MemoryLimit, ResourceLimit
from bmc.ir.program import Program
from bmc.ir.properties import UNWIND_CLASSES, PropertyClass
from bmc.options import DEFAULT_UNWIND_CAP, Options
from bmc.result import PropertyResult, Status, UnwindGap
from bmc.symex import execute
from bmc.symex.equation import Assertion, Equation, LoopReport
from bmc.terms.store import TermStore

PROBE_BOUND = 100_000     # bound tried for one loop when looking for a suggestion
PROBE_FACTOR = 10.0       # time budget of all probes: this many times the main symex time,
PROBE_MIN_SECONDS = 0.25  # but at least this
PROBE_MAX_SECONDS = 1.5   # and at most this


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
            gap = UnwindGap(loop_id, report.loc, report.bound, None, parent=report.parent)
        else:
            bound = options.unwind_for(loop_id)
            gap = UnwindGap(loop_id, p.loc, DEFAULT_UNWIND_CAP if bound is None else bound)
        if any(ident == loop_id for ident, _ in options.unwindset):
            gap = replace(gap, user_bound=True)
        gaps.setdefault(loop_id, gap)
    return tuple(gaps.values())


def with_suggestions(run: RunState, program: Program, options: Options, equation: Equation,
                     gaps: tuple[UnwindGap, ...]) -> tuple[UnwindGap, ...]:
    """``gaps`` with the ``--unwind`` that completes each, where symex alone finds it
    (all probes share a budget of PROBE_FACTOR times the symex time, within bounds)."""
    symex_time = dict(run.times).get("symex", 0.0)
    budget = min(max(PROBE_FACTOR * symex_time, PROBE_MIN_SECONDS), PROBE_MAX_SECONDS)
    probe_end = time.monotonic() + budget          # shared by all gaps
    reports = {r.loop_id: r for r in equation.loops}
    probed = {g.loop_id for g in gaps if runs_on_regardless(equation, g.loop_id)
              and may_end_alone(reports.get(g.loop_id))}
    if not probed:
        return gaps
    with run.stage("suggest"):
        return tuple(replace(g, suggested=suggest_unwind(
            program, options, g, run.deadline, probe_end - time.monotonic()))
            if g.loop_id in probed else g for g in gaps)


def may_end_alone(report: LoopReport | None) -> bool:
    """Whether the loop of ``report`` may end on every path without inputs deciding it: one
    of its exit tests was a constant in the main run (see the module doc)."""
    return report is not None and report.constant_exit


def runs_on_regardless(equation: Equation, loop_id: str) -> bool:
    """True if every unwinding assertion of the loop is the constant ``false``: the loop's
    back-edge condition does not stop it at the bound (true of every ``while``/``for``
    loop, whose back edge is unconditional; its exits are tested elsewhere)."""
    function, _, number = loop_id.rpartition(".")
    pid = f"{function}.unwind.{number}"
    conds = [s.cond for s in equation.steps
             if isinstance(s, Assertion) and s.property_id == pid]
    return bool(conds) and all(c is equation.store.false for c in conds)


def suggest_unwind(program: Program, options: Options, gap: UnwindGap,
                   deadline: float | None, seconds: float = PROBE_MAX_SECONDS) -> int | None:
    """An ``--unwind`` value that completes ``gap``'s loop, if symex alone can find one.

    Symex runs again with only this loop's bound raised (within a small time budget); if
    the loop then ends on every path before the bound (its condition became constant, as
    in ``for (i = 0; i < 100; i++)``), the bound it needs is its iteration count + 1.
    Unknown (None) for recursion and for loops whose trip count depends on inputs.
    """
    if gap.loop_id.endswith(".recursion") or seconds <= 0:
        return None
    budget = time.monotonic() + seconds
    if deadline is not None:
        budget = min(budget, deadline)
    probe = replace(options, unwindset=((gap.loop_id, PROBE_BOUND), *options.unwindset))
    try:
        equation = execute(program, probe, TermStore(), budget)
    except MemoryLimit:
        raise
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
    if property_class == PropertyClass.UNWIND and len(parts) >= 3:
        return f"{'.'.join(parts[:-2])}.{parts[-1]}"
    if property_class == PropertyClass.RECURSION:
        return f"{parts[0]}.recursion"
    return property_id


__all__ = ["unwind_gaps", "with_suggestions", "suggest_unwind", "loop_of_property",
           "runs_on_regardless", "may_end_alone"]
