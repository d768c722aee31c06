"""Read steps in traces and readable values (tests/regression/traces_values end to end).

* A lost update: in the ``--json`` trace of ``lost_update_reads_fail`` some thread reads the
  counter, another thread writes it before that thread's next step, and the first thread's
  write is its own read plus one (the stale read is visible before the switch); every read
  step comes right before (in its thread) the assignment on its line.
* ``_useful_reads``: a read not followed by its assignment is dropped, repeated reads of
  one statement are listed once.
* ``ValueText``: enums, 8-bit integer types and plain char.
* the text of lowered float rounding (``floor``) and of ``abs``.
"""

from __future__ import annotations

import json
from pathlib import Path

from bmc.ir.ctype import FloatType, IntType, Rank
from bmc.ir.expr import Const, FloatOp, FOp, Var, to_text
from bmc.ir.program import SourceLocation
from bmc.ir.source_text import StructTable
from bmc.result import TraceStep
from bmc.trace import counterexample
from bmc.trace.values import ValueText, enum_text
from bmc_test_helpers import run_bmc

CASES = Path(__file__).resolve().parents[1] / "regression" / "traces_values"


def _trace(case: str, *options: str) -> list[dict[str, object]]:
    code, out, _ = run_bmc(["main.c", *options, "--json"], cwd=CASES / case)
    assert code == 10
    failed = [p for p in json.loads(out)["properties"] if p["status"] == "FAILURE"]
    return failed[0]["trace"]


def test_lost_update_shows_the_stale_read_before_the_switch() -> None:
    steps = _trace("lost_update_reads_fail", "--unwind", "3", "--context-bound", "3")
    reads = [k for k, s in enumerate(steps) if s["kind"] == "read"]
    assert reads and all(steps[k]["lhs"] == "counter" for k in reads)
    stale = []
    for k in reads:
        me = steps[k]["thread"]
        later = steps[k + 1:]
        own = next(j for j, s in enumerate(later) if s["thread"] == me)
        # a read is followed (in its thread) by the write of its line
        assert later[own]["kind"] == "assignment" and later[own]["line"] == steps[k]["line"]
        others = [s for s in later[:own] if s["kind"] == "assignment"
                  and s["lhs"] == "counter"]
        if others and later[own]["lhs"] == "counter":
            assert int(later[own]["value"]) == int(str(steps[k]["value"])) + 1
            assert int(str(others[-1]["value"])) >= int(later[own]["value"])
            stale.append(k)
    assert stale, "no read followed by another thread's write before its own write"


def test_read_steps_come_only_from_assignments_with_trace_reads() -> None:
    steps = _trace("trace_reads_fail", "--trace-reads")
    texts = [s["text"] for s in steps]
    assert texts.count("read p = &a[1]") == 1          # *p = *p * 2 reads p once
    assert "t = g (1)" in texts                        # a copy folds into its assignment
    assert not any(s["kind"] == "read" for s in _trace("trace_reads_off_fail"))


def _step(kind: str, line: int, text: str, thread: int | None = None) -> TraceStep:
    return TraceStep(kind, SourceLocation("main.c", line), "main", "", "", text,
                     thread=thread, context=1 if thread is not None else None)


def test_useful_reads_drops_reads_without_their_assignment() -> None:
    steps = [_step("read", 3, "read x = 1"), _step("call", 3, "call f(1)"),
             _step("read", 4, "read x = 1"), _step("read", 4, "read x = 1"),
             _step("assignment", 4, "y = 2"),
             _step("read", 5, "read z = 0"), _step("failure", 5, "violated: z")]
    kept = [s.text for s in counterexample._useful_reads(steps)]
    assert kept == ["call f(1)", "read x = 1", "y = 2", "violated: z"]


def test_useful_reads_looks_past_other_threads() -> None:
    steps = [_step("read", 8, "read c = 1", thread=1), _step("assignment", 8, "c = 2", 2),
             _step("assignment", 8, "c = 2", thread=1)]
    assert [s.text for s in counterexample._useful_reads(steps)] == \
        ["read c = 1", "c = 2", "c = 2"]


def test_values_of_enums_and_small_integers() -> None:
    text = ValueText((), 64, StructTable())
    state = IntType("int", 32, True, Rank.INT, (("IDLE", 0), ("CONNECTED", 2), ("NEG", -1)))
    assert text.value(2, state) == "CONNECTED (2)"
    assert text.value(0xFFFFFFFF, state) == "NEG (-1)"
    assert text.value(7, state) == "7"
    assert state == IntType("int", 32, True, Rank.INT)      # the constants are no identity
    assert enum_text(0, state) == "IDLE (0)"
    uchar = IntType("unsigned char", 8, False, Rank.CHAR)
    schar = IntType("signed char", 8, True, Rank.CHAR)
    char = IntType("char", 8, True, Rank.CHAR)
    assert text.value(100, uchar) == "100"
    assert text.value(0xFD, schar) == "-3"
    assert text.value(100, char) == "'d' (100)"


def test_rounding_prints_as_the_c_function() -> None:
    double = FloatType("double", 11, 53, 64, 8)
    float_ = FloatType("float", 8, 24, 32, 4)
    it = IntType("int", 32, True, Rank.INT)
    x, y = Var("x", double), Var("y", float_)
    assert to_text(FloatOp(FOp.ROUND, (Const(1, it), x), double)) == "floor(x)"
    assert to_text(FloatOp(FOp.ROUND, (Const(2, it), x), double)) == "ceil(x)"
    assert to_text(FloatOp(FOp.ROUND, (Const(3, it), y), float_)) == "truncf(y)"
    assert to_text(FloatOp(FOp.ROUND, (Var("$rm", it), x), double)) == "rint(x)"
