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


def test_unknown_name_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match="unknown backend 'nope'"):
        parse_specs(["nope"])


def test_missing_solvers_say_why() -> None:
    assert availability(SolverSpec("minisat22", "pysat", "minisat22")) == ""
    assert "not found" in availability(SolverSpec("smt:x", "smt", "no-such-solver-xyz"))
