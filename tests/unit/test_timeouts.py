"""The pieces of ``--timeout``: the statistics of an unfinished run, the clock poll inside
circuits, the process start, the pysat stopping policy (the wall-clock checks of whole runs
are in tests/e2e/test_timeout_deadline.py)."""

from __future__ import annotations

import json
import time

import pytest

from bmc.backends.base import SatResult
from bmc.backends.sat_backend import SatBackend
from bmc.backends.sat_limits import budgeted
from bmc.cli.main import process_start
from bmc.encodings.bitblast import BitBlaster
from bmc.encodings.gates import Gates
from bmc.errors import ResourceLimit
from bmc.options import Options
from bmc.output.report import render_json, statistics_line
from bmc.result import PhaseTimes, Statistics, Verdict, VerificationResult
from bmc.terms import TermStore, bv

P, Q = 3301746797, 3356063771          # two 32-bit primes: P * Q is hard to factor by SAT
SEMIPRIME = P * Q
TIMES = PhaseTimes((("parse", 0.5), ("symex", 1.0)))


def test_statistics_of_a_run_stopped_before_the_formula() -> None:
    line = statistics_line(Statistics(times=TIMES, unfinished="symex"))
    assert line == "Statistics: phase symex did not finish, no formula; " \
                   "times: parse 0.500s, symex 1.000s"


def test_statistics_of_a_run_stopped_while_encoding() -> None:
    stats = Statistics(times=TIMES, ssa_steps=9, ssa_assignments=4, variables=120,
                       clauses=400, unfinished="encode")
    assert statistics_line(stats).startswith(
        "Statistics: 9 SSA steps (4 assignments), 120 variables, 400 clauses "
        "(phase encode did not finish); times: ")
    data = json.loads(render_json(VerificationResult(Verdict.INCONCLUSIVE, (), stats=stats),
                                  Options(files=("p.c",))))
    assert data["stats"]["unfinished"] == "encode" and data["stats"]["clauses"] == 400
    finished = json.loads(render_json(VerificationResult(Verdict.SUCCESSFUL, ()),
                                      Options(files=("p.c",))))
    assert "unfinished" not in finished["stats"]


def test_gates_watch_calls_back_every_n_clauses() -> None:
    gates = Gates()
    seen: list[int] = []
    gates.watch(3, lambda: seen.append(gates.num_clauses))
    for k in range(10):
        gates.add_clause([gates.new_var(), gates.new_var()])
    start = seen[0]
    assert seen == [start, start + 3, start + 6] and start <= 4


def test_bit_blaster_stops_inside_a_circuit_past_the_deadline() -> None:
    store = TermStore()
    gates = Gates()
    blaster = BitBlaster(store, gates)
    blaster.deadline = time.monotonic() - 1.0
    x, y = store.var("x", bv(64)), store.var("y", bv(64))
    with pytest.raises(ResourceLimit) as info:
        blaster.literals(store.bvmul(x, y))        # one node, far more than 2000 clauses
    assert info.value.phase == "encode"
    assert 2000 <= gates.num_clauses < 10000       # stopped early, inside the multiplier


def test_process_start_is_before_now_and_recent() -> None:
    started = process_start()
    assert started <= time.monotonic()


def test_kissat_gets_no_in_process_try_but_cadical_and_minisat_do() -> None:
    assert not budgeted("kissat404")
    assert budgeted("cadical195") and budgeted("minisat22")


@pytest.mark.parametrize("name", ["cadical195", "minisat22", "kissat404"])
def test_easy_and_hard_checks_under_a_timeout(name: str) -> None:
    """An easy check is answered (with a model) under a timeout; the session stays usable
    after a hard one was stopped."""
    s = TermStore()
    x, y = s.var("p", bv(32)), s.var("q", bv(32))
    be = SatBackend(s, name)
    be.add(s.eq(s.bvmul(s.zero_extend(x, 32), s.zero_extend(y, 32)),
                s.bv_const(SEMIPRIME, 64)))
    be.add(s.ult(s.bv_const(1, 32), x))
    be.add(s.ult(s.bv_const(1, 32), y))
    start = time.monotonic()
    assert be.check(timeout=1.2) is SatResult.UNKNOWN
    assert 1.2 <= time.monotonic() - start < 5.0
    assert be.check([s.eq(x, s.bv_const(P, 32))], timeout=20) is SatResult.SAT
    assert be.values([y]) == [Q]
    be.close()


class _SlowFinalizer:
    """An object whose ``__del__`` runs past the deadline (as a solver's cleanup may)."""

    def __del__(self) -> None:
        started = time.monotonic()
        while time.monotonic() - started < 0.6:
            pass


def test_alarm_inside_a_finalizer_is_raised_after_it(capsys: pytest.CaptureFixture[str]
                                                     ) -> None:
    from bmc.checker.run import RunState, alarm
    run = RunState(Options())
    run.deadline = time.monotonic() + 0.05
    stopped = False
    with pytest.raises(ResourceLimit):
        with alarm(run):
            _SlowFinalizer()              # collected at once: the alarm fires in __del__
            started = time.monotonic()
            while time.monotonic() - started < 3.0:
                time.sleep(0.01)
            stopped = True
    assert not stopped
    assert "Exception ignored" not in capsys.readouterr().err
