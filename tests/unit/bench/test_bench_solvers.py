"""Parsing ``--backends`` and availability of the compare solvers."""

from __future__ import annotations

import pytest

from bmc.bench.solvers import SolverSpec, availability, parse_specs, pysat_names
from bmc.errors import UsageError


def test_names_aliases_and_groups() -> None:
    specs = parse_specs(["cadical195", "m22", "z3", "smt:z3 -in", "test-wrong", "z3"],
                        ["bitwuzla"])
    assert [s.name for s in specs] == ["cadical195", "minisat22", "z3", "smt:z3 -in",
                                       "test-wrong", "smt:bitwuzla"]
    assert specs[3] == SolverSpec("smt:z3 -in", "smt", "z3 -in")
    assert [s.name for s in parse_specs(["pysat"])] == list(pysat_names())
    assert {"z3", "bitwuzla-py", "cvc5-py"} <= {s.name for s in parse_specs(["all"])}
    assert [s.name for s in parse_specs(["bitwuzla", "cvc5-py", "cvc5"])] == \
        ["bitwuzla-py", "cvc5-py"]


def test_unknown_name_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match="unknown backend 'nope'"):
        parse_specs(["nope"])


def test_missing_solvers_say_why() -> None:
    assert availability(SolverSpec("minisat22", "pysat", "minisat22")) == ""
    assert "not found" in availability(SolverSpec("smt:x", "smt", "no-such-solver-xyz"))


def test_goal_loop_resolves_properties_one_model_at_a_time() -> None:
    import time

    from bmc.backends.sat_backend import SatBackend
    from bmc.bench.solvers import goal_loop
    from bmc.terms import TermStore, bv
    s = TermStore()
    x = s.var("x", bv(4))
    # fail terms: x = 3 and x = 5 cannot hold in one model; x > 20 never; false is trivial
    fails = [s.eq(x, s.bv_const(3, 4)), s.eq(x, s.bv_const(5, 4)),
             s.ult(s.bv_const(15, 4), x), s.false]
    loop = goal_loop(SatBackend(s, "minisat22"), s, fails, None)
    assert loop.statuses == ["failure", "failure", "success", "success"]
    assert loop.iterations == 3 and loop.reason == ""
    late = goal_loop(SatBackend(s, "minisat22"), s, fails, time.monotonic() - 1)
    assert late.statuses == ["unknown", "unknown", "unknown", "success"]
    assert late.iterations == 0 and late.reason == "timeout"


def test_unbuilt_pysat_solver_is_named_with_the_built_ones(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import bmc.bench.solvers as solvers
    monkeypatch.setattr(solvers, "pysat_names", lambda: ("cadical195", "minisat22"))
    assert [s.name for s in parse_specs(["pysat"])] == ["cadical195", "minisat22"]
    specs = parse_specs(["glucose4", "cadical195"])       # glucose4: "not built" here
    assert solvers.unavailable_notes(specs) == [
        "glucose4 is skipped: pysat solver glucose4 is not built in this python-sat; "
        "pysat solvers built here: cadical195, minisat22"]
    with pytest.raises(UsageError, match=r"built here \(cadical195, minisat22\)"):
        parse_specs(["nope"])
