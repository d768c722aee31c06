"""Traces of programs with threads: the schedule module, the text and JSON rendering, and
end-to-end properties of the traces of tests/regression/traces_threads.

Unit tests of ``bmc.concurrency.schedule`` (order keys of both encodings, segments, labels,
summary) and of ``bmc.output.report`` (thread column, context switch lines, schedule summary; the
sequential format unchanged). End to end, every failing case is run with ``--json`` and its
trace must be in schedule order: (context, thread) never decreases (round robin), a thread's
steps come after the step that creates it, the schedule lists exactly the runs of one thread,
and a value one thread read from another's write comes after that write.
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest

from bmc.concurrency.schedule import (GlobalContexts, RoundRobin, Schedule, Segment,
                                      ThreadMarks, segment_text, segments, short_label,
                                      summary, switch_text, thread_label)
from bmc.ir.program import SourceLocation
from bmc.options import Options
from bmc.output.report import result_json, trace_lines
from bmc.result import (PropertyResult, Status, Trace, TraceStep, Verdict,
                        VerificationResult)
from bmc.terms import BOOL, TermStore, bv
from bmc_test_helpers import run_bmc

CASES = Path(__file__).resolve().parents[1] / "regression" / "traces_threads"


# ============================================================================ schedule.py
def test_round_robin_orders_by_context_then_thread_then_position() -> None:
    s = RoundRobin()
    assert s.order_key(2, 1, 7) == (1, 2, 7)
    # sequentialization order: main ctx 1, 1, 2; T1 ctx 1, 2; T2 ctx 1
    marks = [(0, 1), (0, 1), (0, 2), (1, 1), (1, 2), (2, 1)]
    assert s.order(marks) == [0, 1, 3, 5, 2, 4]


def test_round_robin_keeps_the_original_order_within_a_context() -> None:
    marks = [(1, 2), (1, 2), (1, 2)]
    assert RoundRobin().order(marks) == [0, 1, 2]


def test_global_contexts_ignore_the_thread() -> None:
    s = GlobalContexts()
    assert s.order_key(5, 3, 9) == (3, 9)
    # main in global context 1, T1 in 2 and 4, T2 in 3 (T2 sequentialized before T1)
    marks = [(0, 1), (2, 3), (1, 2), (1, 4)]
    assert s.order(marks) == [0, 2, 1, 3]
    # round robin would run T1 first in context 2 and 4 ... differently
    assert RoundRobin().order([(2, 1), (1, 1)]) == [1, 0]
    assert s.order([(2, 1), (1, 1)]) == [0, 1]


def test_schedule_subclass_overrides_the_key() -> None:
    class Reverse(Schedule):
        def order_key(self, thread: int, context: int, index: int) -> tuple[int, ...]:
            return (-index,)

    assert Reverse().order([(0, 1), (1, 1), (2, 1)]) == [2, 1, 0]


def test_segments_are_maximal_runs_of_one_thread() -> None:
    marks = [(0, 1), (0, 1), (2, 1), (1, 2), (1, 2), (1, 3), (0, 3)]
    assert segments(marks) == (Segment(0, "main", (1,)), Segment(2, "T2", (1,)),
                               Segment(1, "T1", (2, 3)), Segment(0, "main", (3,)))
    assert segments([]) == ()


def test_summary_and_switch_text() -> None:
    segs = segments([(0, 1), (1, 1), (2, 1), (1, 2), (0, 2), (0, 3)])
    assert summary(segs) == "schedule: main [1] -> T1 [1] -> T2 [1] -> T1 [2] -> main [2,3]"
    assert segment_text(Segment(3, "T3", (4,))) == "T3 [4]"
    assert switch_text(1, 2) == "--- context switch: T1 -> T2 ---"
    assert switch_text(2, 0) == "--- context switch: T2 -> main ---"


def test_labels() -> None:
    assert short_label(0) == "main" and short_label(3) == "T3"
    assert thread_label(0, "main") == "main"
    assert thread_label(1, "worker") == "T1 (worker)"
    assert thread_label(2, "") == "T2"


def test_thread_marks_are_shared_per_thread_and_context_term() -> None:
    store = TermStore()
    c1, c2 = store.var("$ctx#1", bv(8)), store.var("$ctx#2", bv(8))
    marks = ThreadMarks()
    a = marks.mark(1, "worker", c1)
    assert marks.mark(1, "worker", c1) is a
    assert marks.mark(1, "worker", c2) is not a
    assert marks.mark(2, "worker", c1) is not a
    assert (a.thread, a.routine, a.context) == (1, "worker", c1)


# ============================================================================ rendering
LOC = SourceLocation("p.c", 3, "main")


def _step(text: str, thread: int | None = None, routine: str = "", context: int | None = None,
          function: str = "main") -> TraceStep:
    name = "" if thread is None else thread_label(thread, routine)
    return TraceStep("assignment", SourceLocation("p.c", 3, function), function, "x", "1",
                     text, thread=thread, thread_name=name, context=context)


def test_text_of_a_threaded_trace() -> None:
    steps = (_step("x = 0", 0, "main", 1), _step("y = 1", 2, "writer", 1, "writer"),
             _step("y = 2", 2, "writer", 2, "writer"), _step("z = 1", 1, "r", 2, "r"))
    trace = Trace(steps, segments((s.thread, s.context) for s in steps))
    assert trace_lines(trace) == [
        "  schedule: main [1] -> T2 [1,2] -> T1 [2]",
        "  main         p.c:3 main: x = 0",
        "  --- context switch: main -> T2 ---",
        "  T2 (writer)  p.c:3 writer: y = 1",
        "  T2 (writer)  p.c:3 writer: y = 2",           # a new context, the same thread
        "  --- context switch: T2 -> T1 ---",
        "  T1 (r)       p.c:3 r: z = 1",
    ]


def test_text_of_a_sequential_trace_is_unchanged() -> None:
    trace = Trace((_step("x = 0"), _step("y = 1")))
    assert trace_lines(trace) == ["  p.c:3 main: x = 0", "  p.c:3 main: y = 1"]


def _result(trace: Trace) -> VerificationResult:
    p = PropertyResult("main.assertion.1", "assertion", "assertion x", LOC, Status.FAILURE,
                       trace)
    return VerificationResult(Verdict.FAILED, (p,))


def test_json_of_a_threaded_trace() -> None:
    steps = (_step("x = 0", 0, "main", 1), _step("y = 1", 1, "w", 2, "w"))
    data = result_json(_result(Trace(steps, segments([(0, 1), (1, 2)]))), Options())
    prop = data["properties"][0]  # type: ignore[index]
    assert prop["schedule"] == [{"thread": 0, "name": "main", "contexts": [1]},
                                {"thread": 1, "name": "T1", "contexts": [2]}]
    assert [(s["thread"], s["thread_name"], s["context"]) for s in prop["trace"]] == [
        (0, "main", 1), (1, "T1 (w)", 2)]


def test_json_of_a_sequential_trace_has_no_thread_keys() -> None:
    data = result_json(_result(Trace((_step("x = 0"),))), Options())
    prop = data["properties"][0]  # type: ignore[index]
    assert "schedule" not in prop
    assert not {"thread", "thread_name", "context"} & set(prop["trace"][0])


# ============================================================================ end to end
def _failing_cases() -> list[Path]:
    return [d for d in sorted(CASES.iterdir()) if d.name.endswith("_fail")]


def _run(case: Path, json_output: bool, extra: tuple[str, ...] = ()) -> tuple[int, str]:
    options = shlex.split((case / "test.desc").read_text().splitlines()[2])
    options = [o for o in options if o != "--json"]
    argv = ["main.c", *options, *extra] + (["--json"] if json_output else [])
    code, out, err = run_bmc(argv, cwd=case)
    assert "Traceback" not in err, err
    return code, out


def test_there_are_enough_cases() -> None:
    names = {d.name for d in CASES.iterdir() if d.is_dir()}
    failing = [n for n in names if n.endswith("_fail")]
    assert len(failing) >= 8
    assert len(names) - len(failing) >= 8


@pytest.mark.parametrize("solver", ["cadical195", "minisat22"])
@pytest.mark.parametrize("case", _failing_cases(), ids=lambda p: p.name)
def test_traces_are_in_schedule_order(case: Path, solver: str) -> None:
    """Also with another SAT solver: another model, often another schedule."""
    code, out = _run(case, json_output=True, extra=("--sat-solver", solver))
    assert code == 10
    data = json.loads(out)
    traced = [p for p in data["properties"] if p["trace"]]
    assert traced
    for prop in traced:
        steps = prop["trace"]
        assert all({"thread", "thread_name", "context"} <= set(s) for s in steps)
        keys = [(s["context"], s["thread"]) for s in steps]
        assert keys == sorted(keys), f"{prop['id']}: not in round-robin order: {keys}"
        assert steps[-1]["kind"] == "failure"
        # a thread runs only after the step that creates it
        created: set[int] = {0}
        for s in steps:
            assert s["thread"] in created, f"{prop['id']}: T{s['thread']} before its creation"
            if s["kind"] == "create":
                created.add(int(s["value"].split()[0][1:]))
        runs = [(seg["thread"], seg["contexts"]) for seg in prop["schedule"]]
        expected = [(g.thread, list(g.contexts))
                    for g in segments((s["thread"], s["context"]) for s in steps)]
        assert runs == expected


@pytest.mark.parametrize("case", _failing_cases(), ids=lambda p: p.name)
def test_context_switch_lines_separate_threads(case: Path) -> None:
    code, out = _run(case, json_output=False)
    assert code == 10
    trace = out.split("Trace for ", 1)[1].split("\n\n", 1)[0].splitlines()[1:]
    assert trace[0].startswith("  schedule: ")
    runs = trace[0].removeprefix("  schedule: ").split(" -> ")
    switches = [line for line in trace if line.startswith("  --- context switch: ")]
    assert len(switches) == len(runs) - 1
    owners = [run.split(" [")[0] for run in runs]
    assert switches == [f"  --- context switch: {a} -> {b} ---"
                        for a, b in zip(owners, owners[1:])]


def _lines(case: str) -> list[str]:
    code, out = _run(CASES / case, json_output=False)
    assert code == 10
    return out.splitlines()


def _index(lines: list[str], suffix: str) -> int:
    found = [i for i, line in enumerate(lines) if line.endswith(suffix)]
    assert len(found) == 1, (suffix, lines)
    return found[0]


@pytest.mark.parametrize("case, write, read", [
    ("stutter_fail", "writer: flag = 1", "reader: f = flag (1)"),
    ("nested_create_fail", "child: x = 2", "parent: seen = x (2)"),
    ("input_fail", "producer: shared = 13", "main: got = shared (13)"),
    ("one_context_fail", "first: x = 1", "second: seen = x (1)"),
    ("usbsamp_fail", "complete: completed = 1", "get_context: violated: assertion !completed"),
    ("heap_free_fail", "owner: free(data) (dynamic object of malloc at main.c:21)",
     "violated: dereference failure: use after free (deallocated dynamic object) in *data"),
])
def test_a_read_comes_after_the_write_it_sees(case: str, write: str, read: str) -> None:
    lines = _lines(case)
    assert _index(lines, write) < _index(lines, read)


def test_stuttering_thread_has_no_steps_in_its_empty_context() -> None:
    data = json.loads(_run(CASES / "stutter_fail", json_output=True)[1])
    steps = data["properties"][0]["trace"]
    assert {s["context"] for s in steps if s["thread"] == 1} == {2}


def test_the_mutex_lock_word_is_the_one_of_the_bundled_header() -> None:
    from bmc.trace.counterexample import MUTEX_WORDS
    header = Path(__file__).resolve().parents[2] / "bmc" / "frontend" / "include" / "pthread.h"
    assert f"typedef struct {{ int {MUTEX_WORDS[0]}; }} pthread_mutex_t;" in header.read_text()


def test_mutex_steps_name_the_mutex_and_the_owner() -> None:
    lines = _lines("mutex_missing_fail")
    lock = _index(lines, "careful: mutex lock locked by T1")
    # the schedule depends on the solver's model: careful's write may be 1 or 2
    writes = [i for i, line in enumerate(lines) if "careful: in_cs = " in line]
    assert writes and lock < writes[0]
    assert not any("__bmc_lock" in line for line in lines if line.startswith("  "))


# ============================================================================ path choice
class _Model:
    """A stand-in backend: fixed values per term (anything else: True / 0)."""

    def __init__(self, values: dict[int, int | bool]) -> None:
        self.fixed = values

    def values(self, terms):  # type: ignore[no-untyped-def]
        return [self.fixed.get(t.uid, True if t.sort == BOOL else 0) for t in terms]


def test_the_violation_first_in_the_schedule_is_reported() -> None:
    """T1 (sequentialized first) violates in context 2, T3 in context 1: the trace ends at
    T3's violation and holds no step of T1's context 2."""
    from bmc.trace.counterexample import _scheduled_path
    from bmc.symex.equation import Assertion, Assignment, AssignmentKind, Location
    store = TermStore()
    c1, c3 = store.var("$ctx#1", bv(8)), store.var("$ctx#3", bv(8))
    one = store.bv_const(1, 8)
    marks = ThreadMarks()
    t0, t1, t3 = (marks.mark(0, "main", one), marks.mark(1, "reader", c1),
                  marks.mark(3, "reader", c3))
    fail1, fail3 = store.var("ok1", BOOL), store.var("ok3", BOOL)
    x = store.var("x", bv(32))

    def assign(name: str, mark):  # type: ignore[no-untyped-def]
        return Assignment(x, x, store.true, AssignmentKind.STATE, name, LOC, name,
                          thread=mark)

    steps = (assign("init", t0), Location(store.true, LOC, "create", "reader", "c", thread=t0),
             assign("t1", t1),
             Assertion(fail1, store.true, "reader.assertion.1", "assertion", "a", LOC,
                       thread=t1),
             assign("t3", t3),
             Assertion(fail3, store.true, "reader.assertion.1", "assertion", "a", LOC,
                       thread=t3))
    model = _Model({c1.uid: 2, c3.uid: 1, fail1.uid: False, fail3.uid: False})
    pid = "reader.assertion.1"
    found = _scheduled_path(steps, pid, model, RoundRobin())  # type: ignore[arg-type]
    assert found is not None
    failing, path, step_marks = found
    assert failing == 5
    assert path == [0, 1, 4]
    assert step_marks[4] == (3, "reader", 1) and step_marks[5] == (3, "reader", 1)
    # with global contexts the same model orders by context only: still T3's violation
    again = _scheduled_path(steps, pid, model, GlobalContexts())  # type: ignore[arg-type]
    assert again is not None and again[0] == 5
    # when only T1 violates, its context-2 steps come after T3's context-1 steps
    model = _Model({c1.uid: 2, c3.uid: 1, fail1.uid: False, fail3.uid: True})
    only = _scheduled_path(steps, pid, model, RoundRobin())  # type: ignore[arg-type]
    assert only is not None and only[0] == 3 and only[1] == [0, 1, 4, 2]
