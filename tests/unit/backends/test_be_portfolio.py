"""The SAT portfolio: answers, who answered, reproducible models, no processes left behind."""

from __future__ import annotations

import multiprocessing
import os
import re
import signal
import time
from pathlib import Path

import pytest
from backend_cases import factoring_times_out, incremental_session

from bmc import api
from bmc.backends import portfolio as pf
from bmc.backends.portfolio import Portfolio, members_for
from bmc.backends.sat_backend import SatBackend, canonical_solver_name
from bmc.errors import BackendUnavailable, SolverFailure
from bmc.result import Verdict

PAIR = ("minisat22", "cadical195")


_EARLIER: set[int] = set()


@pytest.fixture(autouse=True)
def _earlier_children() -> None:
    """The children this process had before the test (other tests of the same pytest worker
    may leave a kernel or a browser running): ``_children`` leaves them out."""
    _EARLIER.clear()
    _EARLIER.update(_all_children())


def _children() -> list[int]:
    """Child processes this test left (zombies included)."""
    return [pid for pid in _all_children() if pid not in _EARLIER]


def _all_children() -> list[int]:
    """Child processes of this process (zombies included) from /proc."""
    me = str(os.getpid())
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[1] == me:
            found.append(int(entry.name))
    return found


def _pigeons(n: int) -> list[list[int]]:
    """n+1 pigeons in n holes (UNSAT, exponentially hard for resolution)."""
    var = lambda p, h: p * n + h + 1  # noqa: E731
    clauses = [[var(p, h) for h in range(n)] for p in range(n + 1)]
    for h in range(n):
        for p in range(n + 1):
            for q in range(p + 1, n + 1):
                clauses.append([-var(p, h), -var(q, h)])
    return clauses


def _random_3sat(seed: int, variables: int, clauses: int) -> list[list[int]]:
    import random
    rng = random.Random(seed)
    return [[rng.choice((1, -1)) * rng.randint(1, variables) for _ in range(3)]
            for _ in range(clauses)]


@pytest.fixture
def no_probe(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every call goes to the member processes (no in-process probe)."""
    monkeypatch.setattr(pf, "_probe", lambda *args: None)


def _solve(members: tuple[str, ...], clauses: list[list[int]], lits: list[int],
           timeout: float | None) -> pf.PortfolioAnswer:
    """``Portfolio(members).solve`` with a reference solver holding ``clauses``."""
    reference = pf._new_solver(members[0], clauses)
    try:
        return Portfolio(members).solve(reference, clauses, lits, timeout)
    finally:
        reference.delete()


needs_fork = pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(),
                                reason="the portfolio's members are forked")


@needs_fork
def test_sat_answer_model_and_winner(no_probe: None) -> None:
    clauses = _random_3sat(1, 120, 450)
    found = _solve(PAIR, clauses, [], None)
    assert found.answer is True and found.winner in PAIR and found.model is not None
    true = set(found.model)
    assert all(any(lit in true for lit in clause) for clause in clauses)
    assert not _children()


@needs_fork
def test_unsat_answer_under_assumptions(no_probe: None) -> None:
    folio = Portfolio(PAIR)
    clauses = [[1, 2], [-1, 2], [1, -2]]
    reference = pf._new_solver(PAIR[0], clauses)
    found = folio.solve(reference, clauses, [-2], None)
    assert found.answer is False and found.model is None and found.winner in PAIR
    assert folio.answered_by() == found.winner
    folio.solve(reference, clauses, [1], None)
    reference.delete()
    assert folio.answered_by().endswith("x1") or "x2" in folio.answered_by()
    assert not _children()


@needs_fork
def test_sat_models_are_reproducible(no_probe: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Several rounds, several members: the winner and its model are the same every time."""
    monkeypatch.setattr(pf, "ROUND_CONFLICTS", 20)
    clauses = _random_3sat(7, 150, 630)           # near the threshold: many conflicts
    runs = [_solve(("minisat22", "cadical195", "glucose4"), clauses, [], None)
            for _ in range(2)]
    assert runs[0].answer is True
    assert all((r.winner, r.round, r.model) == (runs[0].winner, runs[0].round, runs[0].model)
               for r in runs)


def test_winner_waits_for_earlier_members() -> None:
    """A SAT answer is taken in (round, member) order, not in order of arrival."""
    a, b, c = pf._State(), pf._State(), pf._State()
    b.sat = (3, [1])
    a.done, c.done = 2, 2
    assert pf._winner([a, b, c]) is None           # member 0 may still answer in round 3
    a.done = 3
    assert pf._winner([a, b, c]) == 1              # member 2 finished round 2: too late
    c.sat = (3, [2])
    assert pf._winner([a, b, c]) == 1              # same round: the lower member wins
    a.sat, a.done = (4, [3]), 3
    assert pf._winner([a, b, c]) == 1
    a2, b2 = pf._State(), pf._State()
    b2.sat, a2.dropped = (5, [1]), True
    assert pf._winner([a2, b2]) == 1               # a member that dropped out is not waited for


@needs_fork
def test_timeout_stops_every_member(no_probe: None) -> None:
    start = time.monotonic()
    found = _solve(PAIR, _pigeons(11), [], 0.5)
    assert found.answer is None and found.winner == ""
    assert time.monotonic() - start < 5.0
    assert not _children()


@needs_fork
def test_interrupt_stops_every_member(no_probe: None) -> None:
    class Stop(Exception):
        pass

    def alarm(signum: int, frame: object) -> None:
        raise Stop

    old = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, 0.4)
    try:
        with pytest.raises(Stop):
            _solve(PAIR, _pigeons(11), [], None)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    assert not _children()


@needs_fork
def test_failed_members_drop_out(no_probe: None, monkeypatch: pytest.MonkeyPatch) -> None:
    real = pf._member

    def crashing(name: str, *args: object) -> None:
        if name == "minisat22":
            os._exit(3)                            # as a member killed by a memory limit
        real(name, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(pf, "_member", crashing)
    found = _solve(PAIR, _random_3sat(1, 50, 150), [], None)
    assert found.answer is True and found.winner == "cadical195"
    with pytest.raises(SolverFailure, match="every SAT portfolio member failed"):
        _solve(("minisat22",), [[1]], [], None)
    assert not _children()


def test_members() -> None:
    assert members_for(("m22", "cd19"), None, canonical_solver_name) == PAIR
    assert members_for((), 2, canonical_solver_name) == pf.DEFAULT_MEMBERS[:2]
    assert len(members_for((), None, canonical_solver_name)) == pf.default_size() >= 2
    with pytest.raises(BackendUnavailable, match="conflict budget"):
        members_for(("minisat22", "lingeling"), None, canonical_solver_name)
    with pytest.raises(BackendUnavailable):
        members_for(("minisat22", "nosuchsolver"), None, canonical_solver_name)


@needs_fork
def test_backend_session(no_probe: None) -> None:
    """The Backend contract (incremental checks, assumptions, timeouts) through a portfolio."""
    incremental_session(lambda s: SatBackend(s, "portfolio", PAIR))
    factoring_times_out(lambda s: SatBackend(s, "portfolio", PAIR))
    assert not _children()


PROGRAM = """
int nondet_int(void);
int main(void) {
  int x = nondet_int(), y = nondet_int();
  if (x > 10 && y < x && x * y == 391) __CPROVER_assert(0, "found");
  return 0;
}
"""


@needs_fork
def test_end_to_end_reports_who_answered(no_probe: None) -> None:
    results = [api.verify(source=PROGRAM, sat_solver="portfolio", portfolio_members=PAIR)
               for _ in range(2)]
    first = results[0]
    assert first.verdict is Verdict.FAILED                   # type: ignore[union-attr]
    who = first.stats.answered_by                            # type: ignore[union-attr]
    assert re.fullmatch(r"(minisat22|cadical195)( x\d+)?(, cadical195 x\d+)?", who), who
    traces = [[(p.id, step.text, step.bits) for p in r.properties  # type: ignore[union-attr]
               if p.trace for step in p.trace.steps] for r in results]
    assert traces[0] and traces[0] == traces[1]


def test_command_line_options() -> None:
    from bmc.cli.arguments import parse_options
    options = parse_options(["x.c", "--portfolio", "m22, cd19", "--portfolio-size", "2"])
    assert options is not None
    assert (options.sat_solver, options.portfolio_members, options.portfolio_size) == \
        ("portfolio", ("m22", "cd19"), 2)
    plain = parse_options(["x.c", "--sat-solver", "portfolio"])
    assert plain is not None and plain.sat_solver == "portfolio" and not plain.portfolio_members


def test_easy_calls_end_in_process() -> None:
    """Round -1: the reference solver answers an easy call itself, no process is started."""
    clauses = [[1, 2], [-1]]
    reference = pf._new_solver("minisat22", clauses)
    try:
        found = Portfolio(PAIR).solve(reference, clauses, [], None)
    finally:
        reference.delete()
    assert (found.answer, found.winner, found.round) == (True, "minisat22", -1)
    assert found.model is not None and 2 in found.model
