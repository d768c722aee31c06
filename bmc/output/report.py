"""Rendering a ``VerificationResult`` as text or JSON, exactly as docs/output-contract.md says.

Both renderers are pure functions of the result and the options (no clocks, no sets), so
the same result always prints the same way; only the measured times vary between runs.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from bmc.version import __version__
from bmc.concurrency.schedule import summary, switch_text
from bmc.ir.properties import UNWIND_CLASSES, property_owner
from bmc.options import Options, backend_text
from bmc.result import (SIZED_PHASES, AbstractionReport, AbstractionRound, Deepening, PropertyResult,
                        Statistics, Status, StrategyReport, Trace,
                        TraceStep, UnwindGap, VerificationResult, Verdict)

VERDICT_EXIT = {"SUCCESSFUL": 0, "FAILED": 10, "INCONCLUSIVE": 5}


def exit_code(result: VerificationResult) -> int:
    """0 SUCCESSFUL, 10 FAILED, 5 INCONCLUSIVE."""
    return VERDICT_EXIT[result.verdict.value]


# =============================================================================== text
def header(options: Options) -> str:
    """``bmc 0.1.0: prog.c, data model LP64, unwind 10, backend sat/cadical195, malloc never
    fails``."""
    files = " ".join(options.files) or "(no files)"
    unwind = "unwind auto" if options.unwind is None else f"unwind {options.unwind}"
    if options.unwindset:
        unwind += ", unwindset " + ",".join(f"{i}:{n}" for i, n in options.unwindset)
    malloc = "malloc may fail (NULL)" if options.malloc_may_fail else "malloc never fails"
    return (f"bmc {__version__}: {files}, data model {options.data_model}, {unwind}, "
            f"backend {backend_text(options)}, {malloc}")


def statistics_line(stats: Statistics) -> str:
    """Sizes and phase times; a run stopped early says which phase did not finish and
    gives only the sizes of what was built."""
    times = ", ".join(f"{name} {seconds:.3f}s" for name, seconds in stats.times.entries)
    if stats.unfinished and stats.unfinished not in SIZED_PHASES:
        return f"Statistics: phase {stats.unfinished} did not finish, no formula; times: {times}"
    sizes = (f"{stats.ssa_steps} SSA steps ({stats.ssa_assignments} assignments), "
             f"{stats.variables} variables, {stats.clauses} clauses")
    if stats.unfinished:
        sizes += f" (phase {stats.unfinished} did not finish)"
    if stats.answered_by:
        sizes += f", answered by {stats.answered_by}"
    if stats.interval_proved:
        noun = "property" if stats.interval_proved == 1 else "properties"
        boxes = "box" if stats.interval_boxes == 1 else "boxes"
        sizes += (f", {stats.interval_proved} {noun} proved by interval bisection: "
                  f"{stats.interval_boxes} {boxes}")
    return f"Statistics: {sizes}; times: {times}"


def property_function(p: PropertyResult) -> str:
    """The function a property belongs to (its location's, else its id's prefix; a
    contract wrapper's properties belong to the user's function, as their ids say)."""
    return property_owner(p.loc.function) if p.loc.function else p.id.split(".", 1)[0]


def status_text(p: PropertyResult) -> str:
    """``SUCCESS``, or a qualified status with its detail: ``BOUNDED (holds up to context
    bound 2 of 7)``, ``NOT REACHED (no path reaches it within the unwinding bounds)``."""
    return f"{p.status.value} ({p.detail})" if p.detail else p.status.value


def property_line(p: PropertyResult) -> str:
    return f"[{p.id}] line {p.loc.line} {p.description}: {status_text(p)}"


def grouped(properties: Iterable[PropertyResult]
            ) -> list[tuple[tuple[str, str], list[PropertyResult]]]:
    """Properties grouped by (file, function), groups in order of first appearance."""
    groups: dict[tuple[str, str], list[PropertyResult]] = {}
    for p in properties:
        groups.setdefault((p.loc.file, property_function(p)), []).append(p)
    return list(groups.items())


def trace_line(step: TraceStep, thread_width: int = 0) -> str:
    """``  prog.c:5 main: x = 7``; in a trace of a program with threads, the thread mark
    first, padded to ``thread_width``: ``  T1 (worker)  prog.c:5 worker: x = 7``."""
    if step.thread_name:
        return f"  {step.thread_name:<{thread_width}}  {step.loc} {step.function}: {step.text}"
    return f"  {step.loc} {step.function}: {step.text}"


def trace_lines(trace: Trace) -> list[str]:
    """The lines of one trace. With threads: the schedule summary first, then the steps with
    their thread marks and a ``--- context switch: T1 -> T2 ---`` line wherever the running
    thread changes."""
    if not trace.schedule:
        return [trace_line(s) for s in trace.steps]
    width = max(len(s.thread_name) for s in trace.steps)
    lines = [f"  {summary(trace.schedule)}"]
    if trace.schedule_note:
        lines.append(f"  ({trace.schedule_note})")
    previous: int | None = None
    for step in trace.steps:
        if previous is not None and step.thread is not None and step.thread != previous:
            lines.append(f"  {switch_text(previous, step.thread)}")
        if step.thread is not None:
            previous = step.thread
        lines.append(trace_line(step, width))
    return lines


K_INDUCTION_HINT = "try --k-induction or --strategy auto"


def gap_hint(gap: UnwindGap, larger: str = "--unwind") -> str:
    """What to try for an incomplete loop: the bound that completes it (``--unwindset`` for
    a loop the user bounded), k-induction for a loop whose exit depends on the inputs (a
    larger bound may never complete it), else a larger ``larger``."""
    if gap.suggested is not None:
        return (f"try --unwindset {gap.loop_id}:{gap.suggested}" if gap.user_bound
                else f"try --unwind {gap.suggested}")
    if gap.runaway:
        return (f"it runs past every bound tried on some execution (its trip count "
                f"depends on the inputs), so no bound completes it: {K_INDUCTION_HINT}")
    recursion = gap.loop_id.endswith(".recursion")
    if gap.user_bound:
        return f"try a larger --unwindset {gap.loop_id}:N" + \
            ("" if recursion else " (or --k-induction)")
    return f"try a larger {larger}" + ("" if recursion else " (or --k-induction)")


TRACE_HEAD = 10     # a shortened trace keeps this many first lines
TRACE_TAIL = 20     # ... and this many last lines


def shortened(lines: list[str]) -> list[str]:
    """A long trace (of an unwinding assertion, or in an inconclusive result) cut to its
    first TRACE_HEAD and last TRACE_TAIL lines, saying how many it left out."""
    if len(lines) <= TRACE_HEAD + TRACE_TAIL + 1:
        return lines
    left_out = len(lines) - TRACE_HEAD - TRACE_TAIL
    return [*lines[:TRACE_HEAD],
            f"  ... {left_out:,} lines left out (--full-trace prints the whole trace)",
            *lines[-TRACE_TAIL:]]


def gap_line(gap: UnwindGap) -> str:
    bound = f"--unwindset bound {gap.bound}" if gap.user_bound else f"bound {gap.bound}"
    inside = f", inside {gap.parent}" if gap.parent else ""
    return f"  {gap.loop_id} at {gap.loc}{inside} ({bound}): {gap_hint(gap)}"


def render_text(result: VerificationResult, options: Options) -> str:
    """The whole text report (ends with the verdict line and a newline)."""
    lines: list[str] = []
    if options.verbosity >= 1:
        lines.append(header(options))
    lines.extend(f"warning: {w}" for w in result.warnings)
    lines.extend(f"note: {n}" for n in result.notes)
    if options.verbosity >= 1:
        lines.append(statistics_line(result.stats))
    lines.append("")
    lines.append("** Results:")
    for (file, function), props in grouped(result.properties):
        lines.append(f"{file} function {function}")
        lines.extend(property_line(p) for p in props)
    if options.trace:
        for p in result.properties:
            if p.status is Status.FAILURE and p.trace is not None:
                lines.append("")
                lines.append(f"Trace for {p.id}:")
                body = trace_lines(p.trace)
                if not options.full_trace and (p.property_class in UNWIND_CLASSES
                                               or result.verdict is Verdict.INCONCLUSIVE):
                    body = shortened(body)
                lines.extend(body)
    if result.gaps:
        lines.append("")
        lines.append("Loops not fully unwound (this result is not a proof):")
        lines.extend(gap_line(g) for g in result.gaps)
    deepening = deepening_lines(result)
    if deepening:
        lines.append("")
        lines.extend(deepening)
    strategy = strategy_lines(result)
    if strategy:
        lines.append("")
        lines.extend(strategy)
    abstraction = abstraction_lines(result, options.verbosity)
    if abstraction:
        lines.append("")
        lines.extend(abstraction)
    lines.append("")
    lines.append(summary_line(result))
    if result.reason and result.verdict.value == "INCONCLUSIVE":
        lines.append(result.reason)
    if result.svcomp is not None:
        lines.append(f"SV-COMP: {result.svcomp}")
    lines.append(f"VERIFICATION {result.verdict.value}")
    lines.extend(f"note: {n}" for n in closing_notes(options))
    return "\n".join(lines) + "\n"


def gap_advice(gap: UnwindGap, deepening: Deepening) -> str:
    """``loop main.0 not complete at the default bound 100; try --unwind 257`` (a loop the
    user bounded with ``--unwindset``: ``at its --unwindset bound 5``)."""
    if gap.user_bound:
        where = f"its --unwindset bound {gap.bound}"
    elif deepening.limit_given:
        where = f"--max-unwind {deepening.max_unwind}"
    else:
        where = f"the default bound {deepening.max_unwind}"
    hint = gap_hint(gap, "--max-unwind" if deepening.explicit else "--unwind")
    return f"loop {gap.label} not complete at {where}; {hint}"


def deepening_lines(result: VerificationResult) -> list[str]:
    """How the deepening ended (``bmc.strategy.deepening``): ``found at unwind 6 (bounds tried: 1,
    2, 3, 4, 6)``, ``complete at unwind 8: every loop fully unwound (...)``, or per loop
    still incomplete ``loop main.0 not complete at the default bound 100; try --unwind N``.
    The default mode (no ``--unwind``) says nothing when one depth settled it."""
    d = result.deepening
    if d is None or (not d.explicit and len(d.depths) <= 1
                     and d.outcome not in ("max-unwind", "unbounded")
                     and not (d.outcome == "found" and d.pinned)):
        return []
    tried = f"(bounds tried: {', '.join(str(r.unwind) for r in d.depths)})"
    match d.outcome:
        case "found":
            if d.pinned:
                loops = ", ".join(d.pinned)
                if [r.unwind for r in d.depths] == [d.max_unwind]:
                    return [f"found with every loop unwound completely (loops that end by "
                            f"themselves: {loops})"]
                return [f"found at unwind {d.unwind} {tried}; loops that end by themselves "
                        f"were unwound completely at every depth: {loops}"]
            return [f"found at unwind {d.unwind} {tried}"]
        case "unbounded":
            loops = ", ".join(d.unbounded)
            return [f"deepening stopped early at unwind {d.unwind} {tried}: {loops} "
                    f"{'runs' if len(d.unbounded) == 1 else 'run'} past the default bound "
                    f"{d.max_unwind} on some execution (a bound that is an input, or "
                    f"for (;;)), so no bound completes "
                    f"{'it' if len(d.unbounded) == 1 else 'them'}; no failure up to unwind "
                    f"{d.unwind}: {K_INDUCTION_HINT} for a proof, or --unwind N to search "
                    "deeper"]
        case "complete":
            return [f"complete at unwind {d.unwind}: every loop fully unwound {tried}"]
        case "max-unwind":
            return [gap_advice(g, d) for g in result.gaps]
        case "timeout":
            last = f"; no failure up to unwind {d.unwind}" if d.depths else ""
            return [f"deepening stopped by the timeout{last} {tried}"]
        case _:
            return [f"deepening stopped at unwind {d.unwind} {tried}"]


def summary_line(result: VerificationResult) -> str:
    """``** 1 of 3 failed (2 solver calls)``: failed properties of all, and how often the
    solver was asked (once, plus once per model that showed new failures)."""
    failed = sum(1 for p in result.properties if p.status is Status.FAILURE)
    calls = result.stats.solver_calls
    return (f"** {failed} of {len(result.properties)} failed "
            f"({calls} solver call{'' if calls == 1 else 's'})")


# the closing note of a run without unwinding assertions
UNWINDING_ASSERTIONS_OFF = ("unwinding assertions are off: the result holds only for "
                            "executions within the bound")


def closing_notes(options: Options) -> tuple[str, ...]:
    """Notes after the verdict that qualify it (``--no-unwinding-assertions``)."""
    return () if options.unwinding_assertions else (UNWINDING_ASSERTIONS_OFF,)


def abstraction_lines(result: VerificationResult, verbosity: int) -> list[str]:
    """How ``--field-abstraction`` answered: a summary line; with ``--verbosity 2`` or more
    also each round and every tracked field with the reason it is tracked."""
    a = result.abstraction
    if a is None or verbosity < 1:
        return []
    tracked = len(a.tracked)
    lines = [f"field abstraction: {len(a.rounds)} round{'s' if len(a.rounds) != 1 else ''}, "
             f"{tracked} of {a.fields} fields tracked"]
    if verbosity >= 2:
        for r in a.rounds:
            added = f", added {', '.join(r.added)}" if r.added else ""
            lines.append(f"  round {r.round}: {r.tracked} tracked, {r.untracked} untracked: "
                         f"{r.outcome}{added} ({r.checks} checks, {r.seconds:.2f}s)")
            lines.extend(_round_details(r))
        lines.append("tracked fields:")
        lines.extend(f"  {name}: {why}" for name, why in a.tracked)
        if a.untracked:
            lines.append(f"untracked fields: {', '.join(a.untracked)}")
        lines.extend(f"kept {name}: {why}" for name, why in a.kept_loops)
        lines.extend(f"loop {name} not summarised: {why}" for name, why in a.not_summarised)
    if a.loops:
        which = f": {', '.join(a.summarised)}" if a.summarised else ""
        lines.append(f"summarised loops: {a.loops_summarised} of {a.loops}{which}")
    return lines


def _round_details(r: AbstractionRound) -> list[str]:
    """The statistics lines of one CEGAR round (``--verbosity 2``)."""
    clauses = f", {r.clauses} clauses" if r.clauses else ""
    lines = [f"    tracked: {', '.join(r.fields) or '(none)'}",
             f"    abstract formula: {r.variables} variables{clauses}; abstract check "
             f"{r.abstract_seconds:.2f}s, re-check {r.recheck_seconds:.2f}s, refinement "
             f"{r.refine_seconds:.2f}s"]
    lines.extend(f"    added {name}: {why}" for name, why in r.why)
    return lines


def _abstraction_json(a: AbstractionReport) -> dict[str, object]:
    return {"fields": a.fields,
            "tracked": [{"field": name, "why": why} for name, why in a.tracked],
            "untracked": list(a.untracked),
            "summarised_loops": list(a.summarised),
            "kept_loops": [{"loop": name, "why": why} for name, why in a.kept_loops],
            "loops": a.loops, "loops_summarised": a.loops_summarised,
            "not_summarised": [{"loop": name, "why": why} for name, why in a.not_summarised],
            "rounds": [{"round": r.round, "tracked": r.tracked, "untracked": r.untracked,
                        "outcome": r.outcome, "added": list(r.added), "checks": r.checks,
                        "seconds": round(r.seconds, 3), "fields": list(r.fields),
                        "why": [{"field": name, "why": why} for name, why in r.why],
                        "variables": r.variables, "clauses": r.clauses,
                        "abstract_seconds": round(r.abstract_seconds, 3),
                        "recheck_seconds": round(r.recheck_seconds, 3),
                        "refine_seconds": round(r.refine_seconds, 3)} for r in a.rounds]}


def strategy_lines(result: VerificationResult) -> list[str]:
    """How ``--k-induction`` / ``--strategy auto`` answered: ``proved by k-induction at
    k=3`` with the invariants it assumed, ``found at unwind 17``, ``complete at unwind 5:
    every loop fully unwound``, or why k-induction did not apply."""
    s = result.strategy
    if s is None:
        return []
    lines: list[str] = []
    if s.note:
        lines.append(s.note)
    if s.how and (s.outcome != "refused" or not deepening_lines(result)):
        lines.append(s.how)
    if s.outcome == "proved":
        if s.invariants:
            lines.append(f"invariants assumed by the step ({len(s.invariants)}, each proved "
                         "by k-induction first):")
            lines.extend(f"  {text}" for text in s.invariants)
        else:
            lines.append("invariants assumed by the step: none")
    return lines


# =============================================================================== JSON
def _trace_step_json(step: TraceStep) -> dict[str, object]:
    out: dict[str, object] = {"kind": step.kind, "file": step.loc.file, "line": step.loc.line,
                              "function": step.function, "lhs": step.lhs, "value": step.value,
                              "text": step.text}
    if step.target:
        out["target"] = step.target
    if step.float_bits:
        out["number"] = step.float_value
        out["bits"] = step.float_bits
    if step.culprits:
        out["culprits"] = list(step.culprits)
    if step.thread is not None:
        out["thread"] = step.thread
        out["thread_name"] = step.thread_name
        out["context"] = step.context
    return out


def _property_json(p: PropertyResult) -> dict[str, object]:
    trace = [_trace_step_json(s) for s in p.trace.steps] if p.trace is not None else None
    out: dict[str, object] = {
        "id": p.id, "class": p.property_class, "description": p.description,
        "file": p.loc.file, "line": p.loc.line, "function": property_function(p),
        "status": p.status.value, "trace": trace}
    if p.detail:
        out["detail"] = p.detail
    if p.trace is not None and p.trace.schedule:
        out["schedule"] = [{"thread": seg.thread, "name": seg.label,
                            "contexts": list(seg.contexts)} for seg in p.trace.schedule]
        out["schedule_note"] = p.trace.schedule_note
    return out


def _gap_json(g: UnwindGap) -> dict[str, object]:
    return {"loop": g.loop_id, "file": g.loc.file, "line": g.loc.line, "bound": g.bound,
            "suggested": g.suggested, "inside": g.parent or None, "runaway": g.runaway,
            "unwindset": g.user_bound}


def _deepening_json(d: Deepening | None) -> dict[str, object] | None:
    if d is None:
        return None
    return {"outcome": d.outcome, "unwind": d.unwind, "max_unwind": d.max_unwind,
            "incremental": d.explicit,
            "depths": [{"unwind": r.unwind, "properties": r.properties, "failed": r.failed,
                        "incomplete": [{"loop": loop, "file": loc.file, "line": loc.line}
                                       for loop, loc in r.incomplete],
                        "seconds": r.seconds} for r in d.depths],
            "pinned": list(d.pinned), "unbounded": list(d.unbounded)}


def result_json(result: VerificationResult, options: Options) -> dict[str, object]:
    """The JSON object (as Python data) for ``--json``."""
    stats = result.stats
    out: dict[str, object] = {
        "tool": "bmc",
        "version": __version__,
        "verdict": result.verdict.value,
        "properties": [_property_json(p) for p in result.properties],
        "gaps": [_gap_json(g) for g in result.gaps],
        "warnings": list(result.warnings),
        "notes": [*result.notes, *closing_notes(options)],
        "svcomp": result.svcomp,
        "reason": result.reason,
        "stats": {
            "ssa_steps": stats.ssa_steps,
            "ssa_assignments": stats.ssa_assignments,
            "variables": stats.variables,
            "clauses": stats.clauses,
            "times": {name: round(seconds, 3) for name, seconds in stats.times.entries},
        } | ({"unfinished": stats.unfinished} if stats.unfinished else {})
          | ({"answered_by": stats.answered_by} if stats.answered_by else {})
          | ({"interval_proved": stats.interval_proved,
              "interval_boxes": stats.interval_boxes} if stats.interval_proved else {}),
        "deepening": _deepening_json(result.deepening),
        "strategy": _strategy_json(result.strategy),
    }
    if result.abstraction is not None:
        out["abstraction"] = _abstraction_json(result.abstraction)
    return out


def _strategy_json(s: StrategyReport | None) -> dict[str, object] | None:
    if s is None:
        return None
    return {"strategy": s.strategy, "outcome": s.outcome, "how": s.how, "k": s.k,
            "unwind": s.unwind, "invariants": list(s.invariants), "note": s.note,
            "rounds": [{"k": r.k, "unwind": r.unwind, "base": r.base, "step": r.step,
                        "seconds": r.seconds} for r in s.rounds]}


def render_json(result: VerificationResult, options: Options) -> str:
    """One JSON object on one line (plus a newline)."""
    return json.dumps(result_json(result, options), ensure_ascii=False) + "\n"


__all__ = ["render_text", "render_json", "result_json", "exit_code", "header", "status_text",
           "property_line"]
