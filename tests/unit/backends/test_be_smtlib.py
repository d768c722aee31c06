"""SmtLibBackend: output parsing (no solver needed), a fake solver script answering with
z3's API, a real ``z3 -in`` when on PATH, timeouts and a missing binary."""

from __future__ import annotations

import shlex
import shutil
import sys
from pathlib import Path

import pytest

from bmc.backends.base import SatResult
from bmc.backends.smtlib_backend import (SmtLibBackend, parse_output, parse_sexprs,
                                         parse_value)
from bmc.errors import BackendUnavailable, SolverFailure
from bmc.terms import BOOL, ArraySort, TermStore, bv

FAKE = Path(__file__).with_name("fake_smt2_solver.py")


def _fake_command(*extra: str) -> str:
    return " ".join(shlex.quote(p) for p in (sys.executable, str(FAKE), *extra))


def test_parse_sexprs_and_values() -> None:
    text = 'sat\n; comment\n((x #b0101) (|a b| (_ bv5 8)) (y #x1F) (b true) (s "q""t"))\n'
    exprs = parse_sexprs(text)
    assert exprs[0] == "sat"
    assert exprs[1] == [["x", "#b0101"], ["|a b|", ["_", "bv5", "8"]], ["y", "#x1F"],
                        ["b", "true"], ["s", '"q""t"']]
    assert [parse_value(p[1]) for p in exprs[1][:4]] == [5, 5, 31, True]
    assert parse_value("false") is False
    with pytest.raises(SolverFailure):
        parse_value("(- 1)")
    with pytest.raises(SolverFailure):
        parse_sexprs("((x #b1)")


def test_parse_output_answers_and_errors() -> None:
    s = TermStore()
    x, b = s.var("x", bv(4)), s.var("b", BOOL)
    out = parse_output("sat\n((x #b0110) (b false))\n", [x, b])
    assert out.answer is SatResult.SAT and out.values == (6, False)
    assert parse_output("unsat\n(error \"no model\")\n", []).answer is SatResult.UNSAT
    assert parse_output("unknown\n", [x]).answer is SatResult.UNKNOWN
    with pytest.raises(SolverFailure):
        parse_output('(error "bad")\nsat\n', [])
    with pytest.raises(SolverFailure):
        parse_output("", [])
    with pytest.raises(SolverFailure):
        parse_output("sat\n((x #b0110))\n", [x, b])


def test_missing_binary() -> None:
    with pytest.raises(BackendUnavailable, match="not found"):
        SmtLibBackend(TermStore(), "no-such-smt-solver-xyz --flag")
    with pytest.raises(BackendUnavailable):
        SmtLibBackend(TermStore(), "   ")


def test_timeout_kills_the_solver() -> None:
    s = TermStore()
    be = SmtLibBackend(s, f"{shlex.quote(sys.executable)} -c 'import time; time.sleep(20)'")
    be.add(s.var("b", BOOL))
    assert be.check(timeout=0.3) is SatResult.UNKNOWN


def test_unknown_answer() -> None:
    s = TermStore()
    be = SmtLibBackend(s, _fake_command("--answer", "unknown"))
    be.add(s.var("b", BOOL))
    assert be.check() is SatResult.UNKNOWN
    with pytest.raises(SolverFailure):
        be.values([s.var("b", BOOL)])


def _session(command: str) -> None:
    s = TermStore()
    x, y = s.var("x", bv(8)), s.var("a b|c", bv(8))
    flag = s.var("flag", BOOL)
    be = SmtLibBackend(s, command)
    be.add(s.eq(s.bvmul(x, y), s.bv_const(143, 8)))
    be.add(s.ult(s.bv_const(1, 8), x))
    be.add(s.ult(s.bv_const(1, 8), y))
    be.add(s.eq(flag, s.ult(x, y)))
    assert be.check([flag]) is SatResult.SAT
    vx, vy, vf, prod, unused = be.values([x, y, flag, s.bvmul(x, y), s.var("zz", bv(3))])
    assert (vx * vy) % 256 == 143 and vx > 1 and vy > 1 and vx < vy
    assert vf is True and prod == 143 and unused == 0
    assert be.check([flag, s.eq(x, s.bv_const(0, 8))]) is SatResult.UNSAT
    with pytest.raises(SolverFailure):
        be.values([x])
    be.add(s.not_(flag))
    assert be.check() is SatResult.SAT
    vx, vy = be.values([x, y])
    assert vx > vy
    assert be.check([flag]) is SatResult.UNSAT
    # arrays: values of reads are asked from the solver
    arr = s.var("M", ArraySort(bv(8), bv(8)))
    read = s.select(s.store(arr, x, s.bv_const(7, 8)), y)
    be.add(s.eq(read, s.bvadd(x, s.bv_const(1, 8))))
    assert be.check() is SatResult.SAT
    vx, vread, vsel = be.values([x, read, s.select(arr, y)])
    assert vread == (vx + 1) % 256 == vsel
    assert be.stats().variables == 4


def test_session_with_fake_solver() -> None:
    pytest.importorskip("z3")
    _session(_fake_command())


@pytest.mark.skipif(shutil.which("z3") is None, reason="no z3 binary on PATH")
def test_session_with_real_z3_binary() -> None:
    _session("z3 -in")


def test_script_shape() -> None:
    s = TermStore()
    x = s.var("x", bv(4))
    t = s.bvadd(x, x)
    be = SmtLibBackend(s, sys.executable)
    text = be.script([s.eq(s.bvmul(t, t), x)], [x])
    lines = text.splitlines()
    assert lines[:2] == ["(set-option :produce-models true)", "(set-logic QF_BV)"]
    assert "(declare-fun x () (_ BitVec 4))" in lines
    assert any(line.startswith("(define-fun _t") for line in lines)
    assert lines[-3:] == ["(check-sat)", "(get-value (x))", "(exit)"]
