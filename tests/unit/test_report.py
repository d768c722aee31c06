"""report: golden text and JSON for hand-made results (docs/output-contract.md)."""

from __future__ import annotations

import json

from bmc.ir.messages import note
from bmc.ir.program import SourceLocation
from bmc.options import Options
from bmc.output.report import exit_code, render_json, render_text
from bmc.result import (PhaseTimes, PropertyResult, Statistics, Status, Trace, TraceStep,
                        UnwindGap, VerificationResult, Verdict)


def loc(line: int, function: str = "main", file: str = "prog.c") -> SourceLocation:
    return SourceLocation(file, line, 0, function)


TRACE = Trace((
    TraceStep("input", loc(4), "main", "x", "7", "x = 7 (input)"),
    TraceStep("assignment", loc(5), "main", "y", "14", "y = 14"),
    TraceStep("failure", loc(12), "main", "", "", "violated: assertion x < 10"),
))
STATS = Statistics(times=PhaseTimes((("parse", 0.012), ("lower", 0.003), ("symex", 0.004),
                                     ("encode", 0.02), ("solve", 0.001))),
                   ssa_steps=42, ssa_assignments=17, variables=1234, clauses=5678,
                   solver_calls=2, backend="sat/cadical195")
RESULT = VerificationResult(
    verdict=Verdict.FAILED,
    properties=(
        PropertyResult("main.assertion.1", "assertion", "assertion x < 10", loc(12),
                       Status.FAILURE, TRACE),
        PropertyResult("main.overflow.1", "overflow", "arithmetic overflow on signed + in x + 1",
                       loc(8), Status.SUCCESS),
        PropertyResult("main.unwind.0", "unwind", "unwinding assertion loop 0", loc(5),
                       Status.SUCCESS),
    ),
    gaps=(UnwindGap("main.0", loc(5), 10, 101),),
    warnings=("function foo has no body; its result is nondeterministic",),
    stats=STATS,
)
OPTIONS = Options(files=("prog.c",), unwind=10)

GOLDEN_TEXT = """\
bmc 0.1.0: prog.c, data model LP64, unwind 10, backend sat/cadical195, malloc never fails
warning: function foo has no body; its result is nondeterministic
Statistics: 42 SSA steps (17 assignments), 1234 variables, 5678 clauses; times: parse 0.012s, lower 0.003s, symex 0.004s, encode 0.020s, solve 0.001s

** Results:
prog.c function main
[main.assertion.1] line 12 assertion x < 10: FAILURE
[main.overflow.1] line 8 arithmetic overflow on signed + in x + 1: SUCCESS
[main.unwind.0] line 5 unwinding assertion loop 0: SUCCESS

Trace for main.assertion.1:
  prog.c:4 main: x = 7 (input)
  prog.c:5 main: y = 14
  prog.c:12 main: violated: assertion x < 10

Loops not fully unwound (this result is not a proof):
  main.0 at prog.c:5 (bound 10): try --unwind 101

** 1 of 3 failed (2 solver calls)
VERIFICATION FAILED
"""


def test_text_matches_the_contract_example() -> None:
    assert render_text(RESULT, OPTIONS) == GOLDEN_TEXT


def test_no_trace_and_verbosity_zero() -> None:
    text = render_text(RESULT, Options(files=("prog.c",), trace=False, verbosity=0))
    assert "Trace for" not in text
    assert not text.startswith("bmc ")
    assert "Statistics:" not in text
    assert text.startswith("warning: function foo")


def test_groups_by_file_and_function_in_order_of_appearance() -> None:
    props = (
        PropertyResult("f.assertion.1", "assertion", "assertion a", loc(3, "f"), Status.SUCCESS),
        PropertyResult("main.assertion.1", "assertion", "assertion b", loc(9), Status.SUCCESS),
        PropertyResult("f.assertion.2", "assertion", "assertion c", loc(4, "f"), Status.SUCCESS),
        PropertyResult("g.overflow.1", "overflow", "o", loc(2, "g", "lib.c"), Status.UNKNOWN),
    )
    result = VerificationResult(Verdict.INCONCLUSIVE, props, stats=STATS,
                                reason="timeout after 5 s in phase solve")
    text = render_text(result, OPTIONS)
    body = text.split("** Results:\n", 1)[1]
    assert body.startswith(
        "prog.c function f\n"
        "[f.assertion.1] line 3 assertion a: SUCCESS\n"
        "[f.assertion.2] line 4 assertion c: SUCCESS\n"
        "prog.c function main\n"
        "[main.assertion.1] line 9 assertion b: SUCCESS\n"
        "lib.c function g\n"
        "[g.overflow.1] line 2 o: UNKNOWN\n")
    assert text.endswith("** 0 of 4 failed (2 solver calls)\n"
                         "timeout after 5 s in phase solve\n"
                         "VERIFICATION INCONCLUSIVE\n")


def test_svcomp_line_and_unknown_suggestion() -> None:
    result = VerificationResult(Verdict.INCONCLUSIVE, (), (UnwindGap("main.1", loc(7), 3),),
                                stats=STATS, svcomp="unknown")
    text = render_text(result, Options(files=("prog.c",), property_file="x.prp"))
    assert "  main.1 at prog.c:7 (bound 3): try a larger --unwind (or --k-induction)\n" in text
    assert text.endswith("SV-COMP: unknown\nVERIFICATION INCONCLUSIVE\n")
    assert "unwind auto" in text.splitlines()[0]


def test_exit_codes() -> None:
    assert exit_code(RESULT) == 10
    assert exit_code(VerificationResult(Verdict.SUCCESSFUL, ())) == 0
    assert exit_code(VerificationResult(Verdict.INCONCLUSIVE, ())) == 5


def test_json_schema() -> None:
    text = render_json(RESULT, OPTIONS)
    assert text.endswith("\n") and text.count("\n") == 1
    data = json.loads(text)
    assert list(data) == ["tool", "version", "verdict", "properties", "gaps", "warnings",
                          "notes", "svcomp", "reason", "stats", "deepening",
                          "strategy"]
    assert data["strategy"] is None          # only --k-induction / --strategy auto
    assert data["tool"] == "bmc" and data["version"] == "0.1.0"
    assert data["verdict"] == "FAILED"
    p = data["properties"][0]
    assert p == {"id": "main.assertion.1", "class": "assertion",
                 "description": "assertion x < 10", "file": "prog.c", "line": 12,
                 "function": "main", "status": "FAILURE", "trace": p["trace"]}
    assert p["trace"][0] == {"kind": "input", "file": "prog.c", "line": 4, "function": "main",
                             "lhs": "x", "value": "7", "text": "x = 7 (input)"}
    assert p["trace"][-1]["kind"] == "failure"
    assert data["properties"][1]["trace"] is None
    assert data["gaps"] == [{"loop": "main.0", "file": "prog.c", "line": 5, "bound": 10,
                             "suggested": 101, "inside": None, "runaway": False,
                             "unwindset": False}]
    assert data["warnings"] == ["function foo has no body; its result is nondeterministic"]
    assert data["notes"] == []
    assert data["svcomp"] is None and data["reason"] == ""
    assert data["stats"] == {"ssa_steps": 42, "ssa_assignments": 17, "variables": 1234,
                             "clauses": 5678,
                             "times": {"parse": 0.012, "lower": 0.003, "symex": 0.004,
                                       "encode": 0.02, "solve": 0.001}}


def test_rendering_is_deterministic() -> None:
    assert render_text(RESULT, OPTIONS) == render_text(RESULT, OPTIONS)
    assert render_json(RESULT, OPTIONS) == render_json(RESULT, OPTIONS)


def test_notes_are_not_warnings() -> None:
    result = VerificationResult(Verdict.SUCCESSFUL, (), warnings=(
        note("context bound 2 per thread; 2 covers every schedule of the unwound program"),
        "function foo has no body; its result is nondeterministic"), stats=STATS)
    assert result.warnings == ("function foo has no body; its result is nondeterministic",)
    assert result.notes == ("context bound 2 per thread; 2 covers every schedule of the "
                            "unwound program",)
    lines = render_text(result, OPTIONS).splitlines()
    assert lines[1:3] == [
        "warning: function foo has no body; its result is nondeterministic",
        "note: context bound 2 per thread; 2 covers every schedule of the unwound program"]
    data = json.loads(render_json(result, OPTIONS))
    assert data["warnings"] == ["function foo has no body; its result is nondeterministic"]
    assert data["notes"] == ["context bound 2 per thread; 2 covers every schedule of the "
                             "unwound program"]


def test_solver_calls_are_counted_in_words() -> None:
    one = VerificationResult(Verdict.SUCCESSFUL, RESULT.properties[1:],
                             stats=Statistics(solver_calls=1))
    assert "** 0 of 2 failed (1 solver call)\n" in render_text(one, OPTIONS)
    assert "** 1 of 3 failed (2 solver calls)\n" in render_text(RESULT, OPTIONS)


def test_no_unwinding_assertions_ends_with_a_note() -> None:
    off = Options(files=("prog.c",), unwind=10, unwinding_assertions=False)
    last = ("note: unwinding assertions are off: the result holds only for executions "
            "within the bound\n")
    assert render_text(RESULT, off).endswith("VERIFICATION FAILED\n" + last)
    assert not render_text(RESULT, OPTIONS).endswith(last)
    assert json.loads(render_json(RESULT, off))["notes"] == [last[6:-1]]
