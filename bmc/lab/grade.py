"""The autograder: verify a submission with the options its exercise prescribes and judge
it by the verdict, the property ids and their statuses (never by the wording of lines).

A submission passes an exercise when bmc's verdict is the exercise's ``expect``, every
``must_hold`` property is there and holds, and every ``must_reach`` label is reachable
(checked by one more run with ``--error-label LABEL`` each, so that a "fix" that cuts the
program short, e.g. ``__VERIFIER_assume(0)``, does not pass). Each failed condition is a
reason in words, e.g. ``main.assertion.2 still fails (line 9: assertion m >= y); trace:
x = 0 (input, line 5); ...``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fnmatch import fnmatchcase
from pathlib import Path

from bmc import pipeline
from bmc.cli.arguments import build_parser, options_from_args
from bmc.errors import BmcError, UsageError
from bmc.lab.sheets import Exercise, Sheet
from bmc.options import Options
from bmc.result import PropertyResult, Status, Trace, VerificationResult

ERROR_CLASS = "error_label"      # the property class of ``--error-label`` properties
TRACE_INPUTS = 4                 # inputs shown in a reason's trace
TRACE_LAST = 3                   # last assignments shown before the failure


@dataclass(frozen=True, slots=True)
class ExerciseReport:
    """How one submission fared on one exercise: ``verdict`` is bmc's (``ERROR`` when bmc
    could not check it), ``failed`` the ids of the properties that failed, ``reasons``
    why it did not pass (empty when it passed)."""

    sheet: str
    number: int
    name: str
    submission: str
    options: tuple[str, ...]
    verdict: str
    failed: tuple[str, ...]
    reasons: tuple[str, ...]

    @property
    def passed(self) -> bool:
        return not self.reasons


def options_for(exercise: Exercise, submission: Path) -> Options:
    """The checker's options for ``submission`` under the exercise's command-line options
    (with the exercise's timeout unless they set one: a submission may loop for ever)."""
    try:
        args = build_parser().parse_args([*exercise.options, str(submission)])
    except SystemExit:
        raise UsageError(f"exercise {exercise.number}: bad options "
                         f"{' '.join(exercise.options)}") from None
    options = options_from_args(args)
    return replace(options, trace=True, timeout=options.timeout or exercise.timeout)


def short_trace(trace: Trace | None) -> str:
    """The inputs and the last assignments of a counterexample, on one line."""
    if trace is None:
        return "no trace"
    inputs = [s for s in trace.steps if s.kind == "input" and s.lhs]
    others = [s for s in trace.steps if s.kind == "assignment" and s.lhs]
    parts = [f"{s.lhs} = {s.value} (input, line {s.loc.line})" for s in inputs[:TRACE_INPUTS]]
    if len(inputs) > TRACE_INPUTS:
        parts.append(f"... {len(inputs) - TRACE_INPUTS} more inputs")
    if len(others) > TRACE_LAST:
        parts.append("...")
    parts += [f"{s.lhs} = {s.value} (line {s.loc.line})" for s in others[-TRACE_LAST:]]
    return "; ".join(parts) if parts else "no inputs or assignments"


def _failure_reason(p: PropertyResult, result: VerificationResult) -> str:
    if p.property_class == "unwind":
        gaps = [g for g in result.gaps if g.loc.line == p.loc.line]
        bound = f" at bound {gaps[0].bound}" if gaps else ""
        return (f"{p.id} fails: the loop at line {p.loc.line} is not fully unwound{bound} "
                "(it can run longer than the sheet's bound allows)")
    return (f"{p.id} still fails (line {p.loc.line}: {p.description}); trace: "
            f"{short_trace(p.trace)}")


def verdict_reasons(result: VerificationResult, expect: str) -> list[str]:
    """Why ``result`` is not the verdict ``expect`` (empty when it is)."""
    if result.verdict.value == expect:
        return []
    reasons = [f"expected VERIFICATION {expect}, got VERIFICATION {result.verdict.value}"]
    real = [p for p in result.failed if p.property_class != "unwind"]
    proving = result.strategy is not None and result.strategy.outcome not in ("found", "refused")
    if expect != "FAILED":
        # an incomplete loop matters only when nothing else fails and no k-induction ran
        shown = real or ([] if proving else list(result.failed))
        reasons += [_failure_reason(p, result) for p in shown]
    if proving and result.strategy is not None and not real:
        reasons.append(f"not proved: {result.strategy.how}")
    undecided = [p.id for p in result.properties if p.status is Status.UNKNOWN]
    if undecided:
        reasons.append(f"not decided: {', '.join(undecided)}")
    if result.verdict.value == "INCONCLUSIVE" and result.reason and not result.failed:
        reasons.append(f"inconclusive: {result.reason}")
    return reasons


def _status_reason(p: PropertyResult, result: VerificationResult) -> str | None:
    if p.status is Status.FAILURE:
        return _failure_reason(p, result)
    if p.status is Status.UNKNOWN:
        return f"{p.id} was not decided"
    if p.status is Status.UNREACHED:
        return (f"{p.id} is never reached ({p.detail or 'no path gets there'}), which does "
                "not count as a fix")
    return None


def hold_reasons(result: VerificationResult, must_hold: Sequence[str]) -> list[str]:
    """Why a ``must_hold`` property (an id pattern) is missing or does not hold."""
    reasons: list[str] = []
    for pattern in must_hold:
        matching = [p for p in result.properties if fnmatchcase(p.id, pattern)]
        if not matching:
            reasons.append(f"{pattern} is missing: keep the check the sheet asks for")
        reasons += [r for p in matching if (r := _status_reason(p, result)) is not None]
    return reasons


def _squeeze(text: str) -> str:
    return "".join(text.split())


def states(description: str, condition: str) -> bool:
    """Whether an assertion's ``description`` (``assertion m >= x``) states exactly
    ``condition`` (``m >= x``): spaces, a leading ``assertion``/``assert`` and quotes or
    parentheses around it aside (``m >= x + 1`` or ``(m >= x) || 1`` do not count)."""
    pattern = r"(?:assertion|assert)?[(`'\"]*" + re.escape(_squeeze(condition)) + r"[)`'\"]*"
    return re.fullmatch(pattern, _squeeze(description)) is not None


def assert_reasons(result: VerificationResult, must_assert: Sequence[str]) -> list[str]:
    """Why an assertion of ``must_assert`` (its condition, spaces aside) is missing or does
    not hold."""
    reasons: list[str] = []
    for condition in must_assert:
        matching = [p for p in result.properties if p.property_class == "assertion"
                    and states(p.description, condition)]
        if not matching:
            reasons.append(f"the assertion {condition} is missing: keep it")
        reasons += [r for p in matching if (r := _status_reason(p, result)) is not None]
    return reasons


def reach_reason(options: Options, label: str) -> str | None:
    """Why ``label`` is not reachable under ``options`` (None when some run reaches it)."""
    try:
        result = pipeline.verify(replace(options, error_labels=(label,), trace=False))
    except BmcError as e:
        return f"reaching label {label} could not be checked: {e.render()}"
    labels = [p for p in result.properties if p.property_class == ERROR_CLASS]
    if not labels:
        return f"label {label} is missing: keep the labels of the handed-out program"
    if any(p.status is Status.FAILURE for p in labels):
        return None
    return (f"label {label} is never reached: the fixed program must still get there "
            "(no assume(0), exit or endless wait before it)")


def grade(sheet: Sheet, exercise: Exercise, submission: Path) -> ExerciseReport:
    """Verify ``submission`` as the exercise prescribes and judge it."""
    options = options_for(exercise, submission)

    def report(verdict: str, failed: tuple[str, ...], reasons: list[str]) -> ExerciseReport:
        return ExerciseReport(sheet=sheet.name, number=exercise.number, name=exercise.name,
                              submission=str(submission), options=exercise.options,
                              verdict=verdict, failed=failed, reasons=tuple(reasons))
    try:
        result = pipeline.verify(options)
    except BmcError as e:
        return report("ERROR", (), [f"bmc could not check it: {e.render()}"])
    failed = tuple(p.id for p in result.failed)
    reasons = verdict_reasons(result, exercise.expect)
    extra = hold_reasons(result, exercise.must_hold) + assert_reasons(result,
                                                                      exercise.must_assert)
    reasons += [r for r in dict.fromkeys(extra) if r not in reasons]
    if not reasons:
        reasons += [r for label in exercise.must_reach
                    if (r := reach_reason(options, label)) is not None]
    return report(result.verdict.value, failed, reasons)


__all__ = ["ExerciseReport", "options_for", "short_trace", "verdict_reasons", "hold_reasons", "assert_reasons", "states",
           "reach_reason", "grade"]
