"""The path of a counterexample as witness waypoints, in trace order.

A trace (``bmc.result.Trace``) says which values the nondet calls returned, which functions
were entered and returned, and where the property failed. Witnesses locate these events by
line *and* column, which traces do not carry, so the columns come from the source text:

* a nondet input (``x = __VERIFIER_nondet_int()``) is a ``function_return`` at the closing
  parenthesis of the nondet call on the input's line, constraint ``\\result == 7`` (ACSL);
* a call of a function with a body is a ``function_enter`` at the closing parenthesis of
  that call, and its return a ``function_return`` there with the returned value (without
  a constraint when it returns no integer: the YAML witness leaves those out, the GraphML
  witness needs them to leave the function);
* a branch decision of the path (``Trace.branches``: an ``if``/``while``/``for`` whose
  condition one goto decides and is not constant in the equation) is a ``branching``
  waypoint at the first character of its keyword, constraint ``true`` or ``false`` (the
  then-branch / entering the loop body, or not); ``?:`` is evaluated as an expression, ``do``/``while``, ``switch`` and conditions
  that side effects split into several jumps give none;
* the failure is the ``target`` at the first token of its line (or the property's column).

An event whose call cannot be found unambiguously on its line (a macro, two calls of the
same function on one line) gives no waypoint: a witness with fewer waypoints still leads to
the violation, it only constrains the path less. Steps in files that are not inputs of the
task (bundled headers and library models) give none either, and neither does a program
with threads (its witness is the target alone: format 2.0 waypoints name no thread).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bmc.result import BranchDecision, LoopInvariant, PropertyResult, TraceStep
from bmc.frontend.source_lines import source_line

_INT_VALUE = re.compile(r"^-?\d+$")
_CHAR_VALUE = re.compile(r"^(?:'.*'|[A-Za-z_]\w*) \((-?\d+)\)$")   # 'H' (72), RED (5)
_NONDET_CALL = re.compile(r"\b(__VERIFIER_nondet_\w+|nondet_\w*|__CPROVER_nondet\w*)\s*\(")
_CALL_TEXT = re.compile(r"^call ([A-Za-z_]\w*)\(")


@dataclass(frozen=True, slots=True)
class Waypoint:
    """One event of the path: ``kind`` is ``assumption``, ``function_enter``,
    ``function_return``, ``branching`` or ``target``; ``column`` counts from 1."""

    kind: str
    file: str
    line: int
    column: int
    function: str
    constraint: str = ""       # ACSL for function_return (``\\result == 7``), C otherwise
    result_function: str = ""  # function_return: the function whose result is constrained
    variable: str = ""         # inputs stored in a variable: its name (GraphML assumptions)
    value: str = ""            # the integer value of the constraint
    entered: bool = False      # function_return: closes the function_enter before it


def integer_value(text: str) -> str | None:
    """The integer a trace value stands for (``7``, ``'H' (72)``, ``RED (5)``), else None."""
    if _INT_VALUE.match(text):
        return text
    m = _CHAR_VALUE.match(text)
    return m.group(1) if m else None


def _closing_paren(text: str, open_index: int) -> int | None:
    depth = 0
    for i in range(open_index, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    return None


def call_column(text: str, name_pattern: re.Pattern[str]) -> tuple[str, int] | None:
    """(callee, 1-based column of the closing parenthesis) of the only call on ``text``
    that ``name_pattern`` matches (its match must end at the opening parenthesis)."""
    hits = list(name_pattern.finditer(text))
    if len(hits) != 1:
        return None
    close = _closing_paren(text, hits[0].end() - 1)
    return None if close is None else (hits[0].group(1), close + 1)


def first_token_column(text: str) -> int:
    stripped = text.lstrip()
    return len(text) - len(stripped) + 1 if stripped else 1


def waypoints(prop: PropertyResult, input_files: tuple[str, ...]) -> tuple[Waypoint, ...]:
    """The waypoints of ``prop``'s trace, the ``target`` last."""
    assert prop.trace is not None
    if prop.trace.schedule:
        # programs with threads: format 2.0 waypoints carry no thread, so the interleaved
        # steps of several threads would mislead a validator; the target alone is valid
        return (target(prop, input_files),)
    files = set(input_files)
    steps = prop.trace.steps
    callee_files = _callee_files(steps)
    out: list[Waypoint] = []
    calls: list[Waypoint | None] = []      # open calls: their function_enter waypoints
    branches, next_branch = prop.trace.branches, 0
    for index, step in enumerate(steps):
        while next_branch < len(branches) and branches[next_branch].position <= index:
            wp = _branching(branches[next_branch], files)
            next_branch += 1
            if wp is not None:
                out.append(wp)
        if step.kind == "failure":
            break
        if step.kind == "call":
            enter = _enter(step, files) if callee_files.get(index) in files else None
            calls.append(enter)
            if enter is not None:
                out.append(enter)
        elif step.kind == "return":
            enter = calls.pop() if calls else None
            value = integer_value(step.value)
            if enter is not None:      # no value (void, a struct): a return without constraint
                out.append(Waypoint("function_return", enter.file, enter.line, enter.column,
                                    enter.function,
                                    f"\\result == {value}" if value is not None else "",
                                    result_function=enter.result_function, value=value or "",
                                    entered=True))
        elif step.kind == "input" and step.loc.file in files:
            wp = _input(step)
            if wp is not None:
                out.append(wp)
    out.append(target(prop, input_files))
    return tuple(out)


def _callee_files(steps: tuple[TraceStep, ...]) -> dict[int, str]:
    """Index of each call step -> the file its callee's body is in: that of its return
    step, else (the path ends inside the callee) of the callee's last step. Calls of
    library models (bodies bundled with bmc) get no waypoints: the program has no body
    for them that a validator could enter."""
    result: dict[int, str] = {}
    open_calls: list[int] = []
    for index, step in enumerate(steps):
        if step.kind == "call":
            open_calls.append(index)
        elif step.kind == "return" and open_calls:
            result[open_calls.pop()] = step.loc.file
    for index in open_calls:
        m = _CALL_TEXT.match(steps[index].text)
        inside = [s for s in steps[index + 1:] if m and s.function == m.group(1)]
        if inside:
            result[index] = inside[-1].loc.file
    return result


def target(prop: PropertyResult, input_files: tuple[str, ...] = ()) -> Waypoint:
    """The failure; one inside a library model (a file that is not an input) is located
    at the statement of the innermost open call in an input file that led there."""
    loc, function = prop.loc, prop.loc.function
    steps = prop.trace.steps if prop.trace is not None else ()
    if steps and steps[-1].kind == "failure":
        last = steps[-1]
        loc, function = last.loc, last.function or last.loc.function or function
    if input_files and loc.file not in input_files:
        open_calls: list[TraceStep] = []
        for step in steps:
            if step.kind == "call":
                open_calls.append(step)
            elif step.kind == "return" and open_calls:
                open_calls.pop()
        inside = [c for c in open_calls if c.loc.file in input_files]
        if inside:
            call = inside[-1]
            return Waypoint("target", call.loc.file, call.loc.line,
                            first_token_column(source_line(call.loc.file, call.loc.line)),
                            call.function or call.loc.function or "main")
    column = loc.column if loc.column > 0 else \
        first_token_column(source_line(loc.file, loc.line))
    return Waypoint("target", loc.file, loc.line, column, function or "main")


def keyword_column(text: str, keyword: str, parser_column: int) -> int | None:
    """The 1-based column of the statement keyword ``keyword`` (followed by ``(``) on
    ``text``: the only one, else the one at ``parser_column``; None when not found."""
    starts = [m.start() + 1 for m in re.finditer(rf"(?<![\w$]){keyword}\s*\(", text)]
    if len(starts) == 1:
        return starts[0]
    return parser_column if parser_column in starts else None


def condition_text(wp: Waypoint) -> str | None:
    """The parenthesised condition of a ``branching`` waypoint's statement when it is on
    the keyword's line (without the parentheses), else None."""
    text = source_line(wp.file, wp.line)
    start = text.find("(", wp.column - 1)
    if start < 0:
        return None
    close = _closing_paren(text, start)
    return None if close is None else text[start + 1:close]


def _branching(decision: BranchDecision, files: set[str]) -> Waypoint | None:
    loc = decision.loc
    if loc.file not in files or decision.keyword not in ("if", "while", "for"):
        return None
    column = keyword_column(source_line(loc.file, loc.line), decision.keyword, loc.column)
    if column is None:
        return None
    return Waypoint("branching", loc.file, loc.line, column,
                    decision.function or loc.function or "main",
                    "true" if decision.value else "false")


@dataclass(frozen=True, slots=True)
class InvariantSite:
    """A loop invariant located in the source for a correctness witness."""

    file: str
    line: int
    column: int               # of the loop's keyword, from 1
    function: str
    expression: str


def invariant_sites(invariants: tuple[LoopInvariant, ...],
                    input_files: tuple[str, ...]) -> tuple[InvariantSite, ...]:
    """The invariants whose loop keyword is found in an input file, without repeats."""
    files = set(input_files)
    out: dict[InvariantSite, None] = {}
    for inv in invariants:
        if inv.loc.file not in files or inv.keyword not in ("for", "while"):
            continue
        column = keyword_column(source_line(inv.loc.file, inv.loc.line), inv.keyword,
                                inv.loc.column)
        if column is not None:
            out.setdefault(InvariantSite(inv.loc.file, inv.loc.line, column,
                                         inv.function or inv.loc.function or "main",
                                         inv.expression))
    return tuple(out)


def _input(step: TraceStep) -> Waypoint | None:
    value = integer_value(step.value)
    if value is None:
        return None
    found = call_column(source_line(step.loc.file, step.loc.line), _NONDET_CALL)
    if found is None:
        return None
    callee, column = found
    variable = step.lhs if re.fullmatch(r"[A-Za-z_]\w*", step.lhs or "") else ""
    return Waypoint("function_return", step.loc.file, step.loc.line, column,
                    step.function or step.loc.function, f"\\result == {value}",
                    result_function=callee, variable=variable, value=value)


def _enter(step: TraceStep, files: set[str]) -> Waypoint | None:
    m = _CALL_TEXT.match(step.text)
    if m is None or step.loc.file not in files:
        return None
    name = m.group(1)
    found = call_column(source_line(step.loc.file, step.loc.line),
                        re.compile(rf"(?<![\w.>])({re.escape(name)})\s*\("))
    if found is None:
        return None
    return Waypoint("function_enter", step.loc.file, step.loc.line, found[1],
                    step.function or step.loc.function, result_function=name)
