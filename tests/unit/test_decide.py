"""decide and counterexample: the property loop on hand-made equations."""

from __future__ import annotations

import importlib.util
import time
from collections.abc import Sequence

import pytest

from bmc.backends.base import Backend, BackendStats, SatResult
from bmc.checker.decide import decide, definitions, formula, property_table
from bmc.errors import SolverFailure, UsageError
from bmc.ir.ctype import LP64, ArrayType
from bmc.ir.program import SourceLocation, Symbol, SymbolKind
from bmc.options import Options
from bmc.result import Status
from bmc.symex.equation import (Assertion, Assignment, AssignmentKind, Constraint, Equation,
                                Location, LoopReport, Step)
from bmc.terms import ArraySort, TermStore, bv

INT = LP64.int_type


def loc(line: int, function: str = "main") -> SourceLocation:
    return SourceLocation("t.c", line, 0, function)


SYMBOLS = {
    "main::x": Symbol("main::x", "x", INT, SymbolKind.LOCAL, loc(1)),
    "main::y": Symbol("main::y", "y", INT, SymbolKind.LOCAL, loc(2)),
    "main::$tmp1": Symbol("main::$tmp1", "", INT, SymbolKind.TEMPORARY, loc(1)),
    "main::a": Symbol("main::a", "a", ArrayType(INT, 4), SymbolKind.LOCAL, loc(3)),
}


def _equation() -> Equation:
    """x = nondet (via a temporary); y = x + 1; a[0] = y;
    assertion.1: x <= 5; assertion.2: x >= -3; assertion.3: y != x (holds);
    assertion.4: no steps; assertion.5: trivially true."""
    s = TermStore()
    w = bv(32)
    tmp, x, y = s.var("main::$tmp1#1", w), s.var("main::x#1", w), s.var("main::y#1", w)
    arr_sort = ArraySort(bv(64), w)
    a0, a1 = s.var("main::a#0", arr_sort), s.var("main::a#1", arr_sort)
    t = s.true
    steps: list[Step] = [
        Assignment(tmp, tmp, t, AssignmentKind.INPUT, "main::$tmp1", loc(1), "$tmp1"),
        Assignment(x, tmp, t, AssignmentKind.STATE, "main::x", loc(1), "x"),
        Assignment(y, s.bvadd(x, s.bv_const(1, 32)), t, AssignmentKind.STATE, "main::y",
                   loc(2), "y"),
        Assignment(a1, s.store(a0, s.bv_const(0, 64), y), t, AssignmentKind.STATE, "main::a",
                   loc(3), "a[0]", y),
        Location(t, loc(4), "call", "f", "f(x)"),
        Assertion(s.sle(x, s.bv_const(5, 32)), t, "main.assertion.1", "assertion",
                  "assertion x <= 5", loc(5)),
        Assertion(s.sge(x, s.bv_const(-3, 32)), t, "main.assertion.2", "assertion",
                  "assertion x >= -3", loc(6)),
        Assertion(s.distinct(y, x), t, "main.assertion.3", "assertion", "assertion y != x",
                  loc(7)),
        Assertion(t, t, "main.assertion.5", "assertion", "assertion 1", loc(9)),
        Constraint(s.true, "nothing"),
    ]
    props = tuple((f"main.assertion.{n}", "assertion", d, loc(4 + n)) for n, d in
                  [(1, "assertion x <= 5"), (2, "assertion x >= -3"), (3, "assertion y != x"),
                   (4, "assertion unreachable"), (5, "assertion 1")])
    loops = (LoopReport("main.0", loc(10), 3, 1, False),)
    return Equation(s, tuple(steps), loops, (), props)


def _backends() -> list[str]:
    names = ["sat"]
    if importlib.util.find_spec("z3") is not None:
        names.append("z3")
    return names


def _make(name: str, store: TermStore) -> Backend:
    from bmc.backends import make_backend
    return make_backend(Options(backend=name), store)


# =============================================================================== formula
def test_definitions_skip_free_values_and_arrays() -> None:
    eq = _equation()
    defs = definitions(eq)
    assert len(defs) == 2                      # x = tmp, y = x + 1
    assert all(d.op.value == "=" for d in defs)


def test_property_table_is_in_equation_order() -> None:
    ids = [p.id for p in property_table(_equation())]
    assert ids == [f"main.assertion.{n}" for n in range(1, 6)]


def test_formula_restricted_to_selected_properties() -> None:
    eq = _equation()
    f = formula(eq, Options(properties=("main.assertion.2", "main.unwind.0")))
    assert [p.id for p in f.properties] == ["main.assertion.2", "main.unwind.0"]
    assert f.fails[1] is eq.store.false        # a loop that was never cut


def test_unknown_property_is_a_usage_error_listing_valid_ids() -> None:
    with pytest.raises(UsageError) as info:
        formula(_equation(), Options(properties=("main.assertion.9",)))
    assert "main.assertion.9" in info.value.message
    assert "main.assertion.1, main.assertion.2" in info.value.message


# =============================================================================== deciding
@pytest.mark.parametrize("backend", _backends())
def test_properties_fail_independently_and_unsat_means_success(backend: str) -> None:
    eq = _equation()
    b = _make(backend, eq.store)
    results, stats = decide(eq, Options(), b, symbols=SYMBOLS)
    status = {r.id: r.status for r in results}
    assert status == {"main.assertion.1": Status.FAILURE, "main.assertion.2": Status.FAILURE,
                      "main.assertion.3": Status.SUCCESS, "main.assertion.4": Status.SUCCESS,
                      "main.assertion.5": Status.SUCCESS}
    assert stats.iterations == 3                # SAT, SAT, UNSAT
    assert not stats.timed_out and stats.unknown_reason == ""
    assert [r.id for r in results] == [f"main.assertion.{n}" for n in range(1, 6)]


def test_decisive_failure_settles_the_rest_as_unknown() -> None:
    """An SV-COMP run: the first failure of a decisive class ends the loop."""
    eq = _equation()
    results, stats = decide(eq, Options(), _make("sat", eq.store), symbols=SYMBOLS,
                            decisive=lambda cls: cls == "assertion")
    status = [r.status for r in results]
    assert status.count(Status.FAILURE) == 1 and stats.iterations == 1
    assert status.count(Status.UNKNOWN) == 2          # assertion.2 or .1, and .3
    assert status[3:] == [Status.SUCCESS, Status.SUCCESS]      # no steps / trivially true


def test_decisive_classes_are_decided_first() -> None:
    """Non-decisive properties are decided after the decisive ones all hold."""
    eq = _equation()
    results, stats = decide(eq, Options(), _make("sat", eq.store), symbols=SYMBOLS,
                            decisive=lambda cls: cls == "no-such-class")
    assert [r.status for r in results][:3] == [Status.FAILURE, Status.FAILURE,
                                               Status.SUCCESS]
    assert stats.iterations == 3


@pytest.mark.parametrize("backend", _backends())
def test_traces_use_source_names_and_signed_values(backend: str) -> None:
    eq = _equation()
    results, _ = decide(eq, Options(), _make(backend, eq.store), symbols=SYMBOLS)
    by_id = {r.id: r for r in results}
    t1 = by_id["main.assertion.1"].trace
    t2 = by_id["main.assertion.2"].trace
    assert t1 is not None and t2 is not None
    kinds = [s.kind for s in t1.steps]
    assert kinds == ["input", "assignment", "assignment", "call", "failure"]
    first = t1.steps[0]
    assert first.lhs == "x" and int(first.value) > 5 and first.text.endswith("(input)")
    wrapped = (int(first.value) + 1 + 2 ** 31) % 2 ** 32 - 2 ** 31
    assert t1.steps[1].lhs == "y" and int(t1.steps[1].value) == wrapped
    assert t1.steps[2].lhs == "a[0]"
    assert t1.steps[3].text == "call f(x)"
    assert t1.steps[-1].text == "violated: assertion x <= 5"
    assert t1.steps[-1].loc.line == 5
    assert int(t2.steps[0].value) < -3         # printed as a signed decimal
    for trace in (t1, t2):
        assert all("#" not in s.text and "$" not in s.text for s in trace.steps)


def test_no_trace_option_skips_traces() -> None:
    eq = _equation()
    results, _ = decide(eq, Options(trace=False), _make("sat", eq.store), symbols=SYMBOLS)
    assert all(r.trace is None for r in results)


def test_property_filter() -> None:
    eq = _equation()
    results, stats = decide(eq, Options(properties=("main.assertion.3",)),
                            _make("sat", eq.store))
    assert [(r.id, r.status) for r in results] == [("main.assertion.3", Status.SUCCESS)]
    assert stats.iterations == 1


def test_deadline_in_the_past_leaves_everything_unknown() -> None:
    eq = _equation()
    results, stats = decide(eq, Options(), _make("sat", eq.store),
                            deadline=time.monotonic() - 1)
    status = {r.id: r.status for r in results}
    assert status["main.assertion.1"] is Status.UNKNOWN
    assert status["main.assertion.5"] is Status.SUCCESS    # decided without the solver
    assert stats.timed_out and stats.iterations == 0


class _Scripted(Backend):
    """A backend answering from a script (UNKNOWN, or raising)."""

    name = "scripted"

    def __init__(self, store: TermStore, answers: list[SatResult | Exception]) -> None:
        super().__init__(store)
        self.answers = answers
        self.added: list[object] = []

    def add(self, formula: object) -> None:  # type: ignore[override]
        self.added.append(formula)

    def check(self, assumptions: Sequence[object] = (),  # type: ignore[override]
              timeout: float | None = None) -> SatResult:
        answer = self.answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer

    def values(self, terms: Sequence[object]) -> list[int | bool]:  # type: ignore[override]
        raise AssertionError("no model")

    def stats(self) -> BackendStats:
        return BackendStats()


def test_unknown_answer_leaves_the_rest_unknown() -> None:
    eq = _equation()
    results, stats = decide(eq, Options(), _Scripted(eq.store, [SatResult.UNKNOWN]))
    assert {r.id: r.status for r in results}["main.assertion.3"] is Status.UNKNOWN
    assert stats.iterations == 1 and "unknown" in stats.unknown_reason


def test_solver_failure_becomes_unknown_with_reason() -> None:
    eq = _equation()
    results, stats = decide(eq, Options(), _Scripted(eq.store, [SolverFailure("crashed")]))
    assert {r.id: r.status for r in results}["main.assertion.1"] is Status.UNKNOWN
    assert stats.unknown_reason == "solver failure: crashed"


def test_unsat_first_means_all_success() -> None:
    eq = _equation()
    results, stats = decide(eq, Options(), _Scripted(eq.store, [SatResult.UNSAT]))
    assert all(r.status is Status.SUCCESS for r in results)
    assert stats.iterations == 1


# =============================================================================== formatting
def test_format_value() -> None:
    from bmc.trace.counterexample import format_value
    assert format_value(0xFFFFFFFF, INT) == "-1"
    assert format_value(0xFFFFFFFF, LP64.uint) == "4294967295"
    assert format_value(5, None) == "5"
    assert format_value(True, None) == "1"
