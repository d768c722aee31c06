"""One pysat solver call that ends at a deadline: stopped from outside, never left to run on.

``solve_within(solver, name, lits, timeout)`` gives ``(answer, model)``: answer True/False,
or None when the time ran out; ``model`` is the model when the answer came from a child
process (else None: read it from ``solver``). How the solver is stopped depends on what
pysat offers for it:

* solvers with ``interrupt()`` (MiniSat, Glucose, Maple*, MergeSat, Minicard, Gluecard):
  ``solve_limited(expect_interrupt=True)`` and a ``threading.Timer`` calling ``interrupt()``
  at the deadline. The solver keeps what it learned.
* solvers without (CaDiCaL, Kissat, Lingeling): the call runs in a forked child, a copy of
  the solver, killed at the deadline. What the child learns is lost, so for the CaDiCaL
  versions (which honour conflict budgets and stay usable afterwards) a short in-process
  attempt with a small conflict budget comes first: easy calls, most calls of a goal loop,
  are answered in process and keep the learned clauses. It is made only while much time
  is left, so it cannot overrun the deadline by much. (Repeated budgeted calls up to the
  deadline were tried before: the conflict rate changes too much, they overran a 5 s
  timeout by 0.5 s on a 860k-clause formula and by several seconds elsewhere.)

Without ``fork`` (Windows) a solver without ``interrupt()`` runs to the end.
"""

from __future__ import annotations

import multiprocessing
import threading
import time
from functools import cache
from typing import Any

from bmc.errors import SolverFailure

# CaDiCaL honours conf_budget in solve_limited and stays incremental after a budget stop
BUDGETED = frozenset({"cadical103", "cadical153", "cadical195", "cadical300"})
PROBE_CONFLICTS = 200        # the in-process attempt before forking (BUDGETED solvers)
PROBE_MIN_SECONDS = 1.0      # ... made only when at least this much time is left


@cache
def interruptible(name: str) -> bool:
    """Whether pysat's ``interrupt()`` works for solver ``name`` (it raises
    ``NotImplementedError`` where the solver has no such hook)."""
    from pysat.solvers import Solver
    solver = Solver(name=name)
    try:
        solver.interrupt()
        solver.clear_interrupt()
    except NotImplementedError:
        return False
    finally:
        solver.delete()
    return True


def solve_within(solver: Any, name: str, lits: list[int], timeout: float
                 ) -> tuple[bool | None, list[int] | None]:
    """``solver`` on assumptions ``lits``, stopped after ``timeout`` seconds (answer None)."""
    if timeout <= 0:
        return None, None
    if interruptible(name):
        return _solve_interrupted(solver, lits, timeout), None
    if name in BUDGETED and timeout >= PROBE_MIN_SECONDS:
        start = time.monotonic()
        solver.conf_budget(PROBE_CONFLICTS)
        answer = solver.solve_limited(assumptions=lits)
        solver.conf_budget(-1)
        if answer is not None:
            return answer, None
        timeout -= time.monotonic() - start
        if timeout <= 0:
            return None, None
    return _solve_forked(solver, lits, timeout)


def _solve_interrupted(solver: Any, lits: list[int], timeout: float) -> bool | None:
    """``solve_limited`` stopped by a timer calling ``interrupt()``."""
    timer = threading.Timer(timeout, solver.interrupt)
    timer.daemon = True
    timer.start()
    try:
        return solver.solve_limited(assumptions=lits, expect_interrupt=True)
    finally:
        timer.cancel()
        timer.join()
        solver.clear_interrupt()


def _solve_forked(solver: Any, lits: list[int], timeout: float
                  ) -> tuple[bool | None, list[int] | None]:
    """Solve in a forked child (a copy of the solver) that is killed at the deadline."""
    try:
        ctx = multiprocessing.get_context("fork")
    except ValueError:
        return solver.solve(assumptions=lits), None
    receiver, sender = ctx.Pipe(duplex=False)

    def child() -> None:
        answer = solver.solve(assumptions=lits)
        sender.send((answer, list(solver.get_model() or []) if answer else None))

    process = ctx.Process(target=child, daemon=True)
    process.start()
    sender.close()
    try:
        if receiver.poll(timeout):
            try:
                answer, model = receiver.recv()
            except EOFError as exc:
                raise SolverFailure(f"SAT solver process died (exit code "
                                    f"{process.exitcode})") from exc
            return answer, model
        return None, None
    finally:
        receiver.close()
        if process.is_alive():
            process.kill()
        process.join()
