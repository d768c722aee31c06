"""A SAT solver portfolio: one CNF, several pysat solvers in child processes, one answer.

``Portfolio(members)`` holds an ordered list of pysat solver names; ``members[0]``, the
reference, is the caller's own incremental solver, which already holds the clauses (the SAT
backend streams them into it while encoding). ``Portfolio.solve(reference, clauses, lits,
timeout)`` decides the clauses under the assumption literals ``lits`` and gives a
``PortfolioAnswer``: the answer (True SAT, False UNSAT, None when the time ran out), the
model of a SAT answer, the member that answered and in which round.

How it runs. First the reference solver gets ``PROBE_CONFLICTS`` conflicts in this process
(round -1): easy calls, most calls of a goal loop, end there and keep what it learned. Then
each member is a forked child: member 0 a copy of the reference solver (nothing to load),
the others a fresh solver built from ``clauses`` (shared with the parent by the fork, not
sent through a pipe). A child solves in *rounds*: round ``r`` is a ``solve_limited`` call
with a budget of ``ROUND_CONFLICTS * 2**r`` conflicts, the learned clauses kept from round
to round, and reports to the parent after each round (nothing, or its answer and model).
The children run at once, each at its own speed; the parent stops every child (SIGKILL,
then ``join``: no zombies) as soon as the answer is known, at the deadline, and on any
exception (an interrupt, the pipeline's timeout alarm, which is deferred while the children
are reaped). A child also dies with its parent (``PR_SET_PDEATHSIG``, Linux), so a killed
``bmc`` leaves no solver running. A child that fails (out of memory under the inherited
``RLIMIT_AS``, a crash) drops out; when every member has dropped out the call raises
``SolverFailure``. What the children learn is lost with them. The run's memory guard
measures this process only: each member holds its own copy of the formula.

Determinism. An UNSAT answer carries no model, so the first UNSAT report wins at once.
A SAT answer is taken in a fixed order instead of by arrival: member ``k``'s SAT in round
``r`` wins once every member ``j < k`` has finished round ``r`` and every member ``j > k``
has finished round ``r - 1`` without a SAT answer (or dropped out). Every member is a
deterministic function of the clauses, the calls so far and its budgets (pysat's
MiniSat, Glucose and CaDiCaL use no clock and a fixed seed), so the winning (round, member)
pair, and with it the model and the printed trace, is the same in every run with the same
members, whatever the load or the number of cores; only the waiting differs. (A member
that is fast in rounds can so wait for a slow one to finish the same round: the price of
a reproducible trace.) The one exception is the deadline: when time runs out while a SAT
answer waits for slower members, that answer is used rather than thrown away (a timeout
is load-dependent anyway).

Members must take conflict budgets and stay usable after a budget stop
(``sat_limits.budgeted``: not Kissat, not Lingeling).
"""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import signal
import time
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from typing import Any

from bmc.backends.sat_limits import (alarm_deferred, budgeted, clause_sink, new_solver,
                                     solve_within)
from bmc.errors import BackendUnavailable, SolverFailure

DEFAULT_MEMBERS = ("minisat22", "cadical195", "glucose4", "maplechrono")
ROUND_CONFLICTS = 2000       # conflicts of round 0; round r gets ROUND_CONFLICTS * 2**r
MAX_ROUND = 40               # after it a member solves without a budget
PROBE_CONFLICTS = 200        # the reference's in-process attempt before the race
_PR_SET_PDEATHSIG = 1


@dataclass(frozen=True, slots=True)
class PortfolioAnswer:
    """``answer``: True SAT, False UNSAT, None unknown (time ran out); ``model`` of a SAT
    answer (pysat's list of literals); ``winner``: the member that answered ("" if none);
    ``round``: the round it answered in (-1: the in-process probe)."""

    answer: bool | None
    model: list[int] | None
    winner: str
    round: int


def default_size() -> int:
    """How many members run by default: one per CPU, at least two, at most the defaults."""
    return max(2, min(os.cpu_count() or 1, len(DEFAULT_MEMBERS)))


def members_for(names: Sequence[str], size: int | None,
                canonical: Any) -> tuple[str, ...]:
    """The member list: ``names`` (canonicalised by ``canonical(name)``, duplicates dropped)
    or the defaults, cut to ``size`` (None: ``default_size()``). Raises
    ``BackendUnavailable`` for a member without conflict budgets or a list under two."""
    chosen = [canonical(n) for n in names] if names else list(DEFAULT_MEMBERS)
    chosen = list(dict.fromkeys(chosen))
    if size is not None and size < 1:
        raise BackendUnavailable(f"portfolio size must be at least 1, got {size}")
    count = size if size is not None else (default_size() if not names else len(chosen))
    chosen = chosen[:count]
    for name in chosen:
        if not budgeted(name):
            raise BackendUnavailable(
                f"SAT solver {name} cannot be a portfolio member: it takes no conflict "
                "budget (a portfolio needs budgets for reproducible traces)")
    return tuple(chosen)


class Portfolio:
    """The members and the solving of one call (see the module docstring)."""

    def __init__(self, members: Sequence[str]) -> None:
        if not members:
            raise BackendUnavailable("a SAT portfolio needs at least one member")
        self.members = tuple(members)
        self.wins: dict[str, int] = {}     # member -> calls it answered

    def record(self, result: PortfolioAnswer) -> PortfolioAnswer:
        if result.winner:
            self.wins[result.winner] = self.wins.get(result.winner, 0) + 1
        return result

    def answered_by(self) -> str:
        """``minisat22`` or ``minisat22 x2, cadical195 x1``: who answered the calls so far,
        in member order."""
        seen = [m for m in self.members if m in self.wins]
        if len(seen) == 1 and self.wins[seen[0]] == 1:
            return seen[0]
        return ", ".join(f"{m} x{self.wins[m]}" for m in seen)

    def solve(self, reference: Any, clauses: Sequence[list[int]], lits: Sequence[int],
              timeout: float | None) -> PortfolioAnswer:
        """Decide ``clauses`` under assumptions ``lits`` within ``timeout`` seconds;
        ``reference`` is a pysat solver of ``members[0]`` holding the same clauses."""
        deadline = None if timeout is None else time.monotonic() + timeout
        if timeout is not None and timeout <= 0:
            return PortfolioAnswer(None, None, "", 0)
        found = _probe(self.members[0], reference, lits)
        if found is not None:
            return self.record(found)
        return self.record(_race(self.members, reference, clauses, lits, deadline))


# =============================================================================== in process
def _new_solver(name: str, clauses: Sequence[list[int]]) -> Any:
    solver = new_solver(name)
    add = clause_sink(solver, name)
    for clause in clauses:
        add(clause)
    return solver


def _probe(name: str, solver: Any, lits: Sequence[int]) -> PortfolioAnswer | None:
    """Round -1: the reference solver in process with a small conflict budget."""
    solver.conf_budget(PROBE_CONFLICTS)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        answer = solver.solve_limited(assumptions=list(lits))
    solver.conf_budget(-1)
    if answer is None:
        return None
    model = list(solver.get_model() or []) if answer else None
    return PortfolioAnswer(answer, model, name, -1)


# =============================================================================== children
def _die_with_parent() -> None:
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        pass


def _member(name: str, reference: Any, clauses: Sequence[list[int]], lits: list[int],
            conn: Connection, parent: int) -> None:
    """One member: rounds of budgeted solving, each reported as ``(round, answer, model)``
    (answer None: the round ended without one). ``reference``: the (forked copy of the)
    solver to use, else one is built from ``clauses``."""
    _die_with_parent()
    if os.getppid() != parent:          # the parent died before the death signal was set
        os._exit(0)
    signal.signal(signal.SIGINT, signal.SIG_IGN)       # the parent decides when to stop
    solver = reference if reference is not None else _new_solver(name, clauses)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        for rnd in range(MAX_ROUND + 1):
            if rnd < MAX_ROUND:
                solver.conf_budget(ROUND_CONFLICTS << rnd)
                answer = solver.solve_limited(assumptions=lits)
            else:
                answer = solver.solve(assumptions=lits)
            model = list(solver.get_model() or []) if answer else None
            conn.send((rnd, answer, model))
            if answer is not None:
                break
    conn.close()
    os._exit(0)                         # no atexit handlers, no solver teardown


class _State:
    """What the parent knows of one member."""

    __slots__ = ("done", "sat", "dropped")

    def __init__(self) -> None:
        self.done = -1                   # last round finished without an answer
        self.sat: tuple[int, list[int]] | None = None   # (round, model) of a SAT answer
        self.dropped = False


def _winner(states: list[_State]) -> int | None:
    """The member whose SAT answer is decided (see the module docstring), if any."""
    candidates = [(s.sat[0], k) for k, s in enumerate(states) if s.sat is not None]
    if not candidates:
        return None
    rnd, k = min(candidates)
    for j, s in enumerate(states):
        if j == k or s.dropped or s.sat is not None:
            continue
        if s.done < (rnd if j < k else rnd - 1):
            return None
    return k


def _race(members: Sequence[str], reference: Any, clauses: Sequence[list[int]],
          lits: Sequence[int], deadline: float | None) -> PortfolioAnswer:
    try:
        ctx = multiprocessing.get_context("fork")
    except ValueError:                  # no fork (Windows): the reference alone
        return _alone(members[0], reference, lits, deadline)
    states = [_State() for _ in members]
    conns: dict[Connection, int] = {}
    processes: list[Any] = []
    try:
        for k, name in enumerate(members):
            receiver, sender = ctx.Pipe(duplex=False)
            process = ctx.Process(target=_member, daemon=True,
                                  args=(name, reference if k == 0 else None, clauses,
                                        list(lits), sender, os.getpid()))
            process.start()
            sender.close()
            conns[receiver] = k
            processes.append(process)
        while conns:
            remaining = None if deadline is None else deadline - time.monotonic()
            if remaining is not None and remaining <= 0:
                break
            for ready in wait(list(conns), timeout=remaining):
                conn: Connection = ready  # type: ignore[assignment]
                k = conns[conn]
                state = states[k]
                try:
                    rnd, answer, model = conn.recv()
                except (EOFError, OSError):
                    state.dropped = True
                    del conns[conn]
                    conn.close()
                    continue
                if answer is False:
                    return PortfolioAnswer(False, None, members[k], rnd)
                if answer:
                    state.sat = (rnd, model)
                    del conns[conn]
                    conn.close()
                else:
                    state.done = rnd
            first = _winner(states)
            if first is not None:
                rnd, model = states[first].sat or (0, [])
                return PortfolioAnswer(True, model, members[first], rnd)
            if not conns and not any(s.sat for s in states):
                codes = ", ".join(f"{m} exit code {p.exitcode}"
                                  for m, p in zip(members, _joined(processes)))
                raise SolverFailure(f"every SAT portfolio member failed ({codes})")
        # the deadline: a SAT answer still waiting for slower members is used
        sat = [(s.sat[0], k) for k, s in enumerate(states) if s.sat is not None]
        if sat:
            rnd, k = min(sat)
            return PortfolioAnswer(True, states[k].sat[1], members[k], rnd)  # type: ignore[index]
        return PortfolioAnswer(None, None, "", 0)
    finally:
        for conn in conns:
            conn.close()
        _stop(processes)


def _joined(processes: list[Any]) -> list[Any]:
    for p in processes:
        p.join(1)
    return processes


def _stop(processes: list[Any]) -> None:
    """Kill and reap every member process (the timeout alarm deferred meanwhile)."""
    with alarm_deferred():
        for p in processes:
            if p.is_alive():
                p.kill()
        for p in processes:
            p.join()


def _alone(name: str, solver: Any, lits: Sequence[int], deadline: float | None
           ) -> PortfolioAnswer:
    """Without fork: the reference solver alone, stopped by ``solve_within``."""
    if deadline is None:
        answer, model = solver.solve(assumptions=list(lits)), None
    else:
        answer, model = solve_within(solver, name, list(lits), deadline - time.monotonic())
    if answer and model is None:
        model = list(solver.get_model() or [])
    return PortfolioAnswer(answer, model if answer else None,
                           name if answer is not None else "", 0)


__all__ = ["Portfolio", "PortfolioAnswer", "DEFAULT_MEMBERS", "default_size",
           "members_for"]
