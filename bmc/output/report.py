"""Rendering a ``VerificationResult`` as text or JSON, exactly as docs/output-contract.md says.

Both renderers are pure functions of the result and the options (no clocks, no sets), so
the same result always prints the same way; only the measured times vary between runs.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from bmc.version import __version__
from bmc.concurrency.schedule import summary, switch_text
from bmc.options import Options, backend_text
from bmc.result import (SIZED_PHASES, Deepening, PropertyResult, Statistics, Status,
                        StrategyReport, Trace,
                        TraceStep, UnwindGap, VerificationResult)

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
    return f"Statistics: {sizes}; times: {times}"


def property_function(p: PropertyResult) -> str:
    """The function a property belongs to (its location's, else its id's prefix)."""
    return p.loc.function or p.id.split(".", 1)[0]


def property_line(p: PropertyResult) -> str:
    return f"[{p.id}] line {p.loc.line} {p.description}: {p.status.value}"


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


def gap_line(gap: UnwindGap) -> str:
    hint = f"try --unwind {gap.suggested}" if gap.suggested is not None \
        else "try a larger --unwind"
    return f"  {gap.loop_id} at {gap.loc} (bound {gap.bound}): {hint}"


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
                lines.extend(trace_lines(p.trace))
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
    """``loop main.0 not complete at the default bound 100; try --unwind 257``."""
    where = f"--max-unwind {deepening.max_unwind}" if deepening.limit_given \
        else f"the default bound {deepening.max_unwind}"
    hint = f"try --unwind {gap.suggested}" if gap.suggested is not None \
        else "try a larger --max-unwind" if deepening.explicit else "try a larger --unwind"
    return f"loop {gap.loop_id} not complete at {where}; {hint}"


def deepening_lines(result: VerificationResult) -> list[str]:
    """How the deepening ended (``bmc.strategy.deepening``): ``found at unwind 6 (bounds tried: 1,
    2, 3, 4, 6)``, ``complete at unwind 8: every loop fully unwound (...)``, or per loop
    still incomplete ``loop main.0 not complete at the default bound 100; try --unwind N``.
    The default mode (no ``--unwind``) says nothing when one depth settled it."""
    d = result.deepening
    if d is None or (not d.explicit and len(d.depths) <= 1 and d.outcome != "max-unwind"):
        return []
    tried = f"(bounds tried: {', '.join(str(r.unwind) for r in d.depths)})"
    match d.outcome:
        case "found":
            return [f"found at unwind {d.unwind} {tried}"]
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
    if p.trace is not None and p.trace.schedule:
        out["schedule"] = [{"thread": seg.thread, "name": seg.label,
                            "contexts": list(seg.contexts)} for seg in p.trace.schedule]
        out["schedule_note"] = p.trace.schedule_note
    return out


def _gap_json(g: UnwindGap) -> dict[str, object]:
    return {"loop": g.loop_id, "file": g.loc.file, "line": g.loc.line, "bound": g.bound,
            "suggested": g.suggested}


def _deepening_json(d: Deepening | None) -> dict[str, object] | None:
    if d is None:
        return None
    return {"outcome": d.outcome, "unwind": d.unwind, "max_unwind": d.max_unwind,
            "incremental": d.explicit,
            "depths": [{"unwind": r.unwind, "properties": r.properties, "failed": r.failed,
                        "incomplete": [{"loop": loop, "file": loc.file, "line": loc.line}
                                       for loop, loc in r.incomplete],
                        "seconds": r.seconds} for r in d.depths]}


def result_json(result: VerificationResult, options: Options) -> dict[str, object]:
    """The JSON object (as Python data) for ``--json``."""
    stats = result.stats
    return {
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
        } | ({"unfinished": stats.unfinished} if stats.unfinished else {}),
        "deepening": _deepening_json(result.deepening),
        "strategy": _strategy_json(result.strategy),
    }


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


__all__ = ["render_text", "render_json", "result_json", "exit_code", "header"]
