"""One pysat solver call that ends at a deadline: stopped from outside, never left to run on.

``solve_within(solver, name, lits, timeout)`` gives ``(answer, model)``: answer True/False,
or None when the time ran out; ``model`` is the model when the answer came from a child
process (else None: read it from ``solver``).

The call runs in a forked child, a copy of the solver, that is killed at the deadline:
the one way that stops every pysat solver on time. What the child learns is lost, so for
solvers that honour conflict budgets and stay usable after a budget stop (CaDiCaL, the
MiniSat/Glucose/Maple family) a short in-process attempt with a small conflict budget
comes first: easy calls, most calls of a goal loop, are answered in process and keep the
learned clauses. It is made only while at least ``PROBE_MIN_SECONDS`` are left, so it
cannot overrun the deadline unless a few hundred conflicts take that long.

Measured before this design (factoring formula, 4389 variables, 2 loaded cores):
``interrupt()`` from a timer stopped MiniSat within 0.05 s but Glucose 4 only after 0.5 s
and Glucose 4.2 once after 6.6 s; repeated conflict-budgeted calls up to the deadline
(CaDiCaL) overran a 5 s timeout by 0.5 s on an 860k-clause formula, since the conflict
rate changes too much to plan the last budget.

Without ``fork`` (Windows) the timer and ``interrupt()`` are used where the solver has it;
a solver without it runs to the end.

``new_solver(name)`` makes a pysat solver with ``SOLVER_OPTIONS`` set (CaDiCaL without its
clause arena: moving every clause into a fresh arena at a garbage collection holds two
copies of the clause database at once, the process's peak; measured on the 1000-unwind
loop of ``bench/overhead.py``, 697k clauses: peak RSS 220 MB -> 162 MB, the same solve
time); ``clause_sink(solver)`` is its C-level ``add_clause`` (pysat's Python method is one
call layer around it, a third of the hand-off time of a clause).

``delete_solver(solver)`` frees a pysat solver with the run's limit signals deferred
(``alarm_deferred``: SIGALRM of the timeout, SIGUSR1 of the memory guard): their handlers
raise in Python code, and raised inside pysat's ``delete`` between freeing the C solver and
forgetting it, they make the later ``__del__`` free it again (a double free, abort).
Masking the signal in the main thread is not enough: a process-directed signal is then
delivered to another thread (the run's ticker), and the Python handler still runs in the
main thread at the next bytecode; so the handlers themselves are swapped for ones that only
record the signal, and the real ones are called afterwards.
"""

from __future__ import annotations

import multiprocessing
import signal
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache, partial
from typing import Any, cast

from bmc.errors import SolverFailure

# options set on every new solver of that name (pysat's ``configure``)
SOLVER_OPTIONS: dict[str, dict[str, int]] = {"cadical195": {"arena": 0},
                                             "cadical153": {"arena": 0}}
# pysat solver name -> (its C module's add-clause function, the handle attribute)
_ADD_CLAUSE = {"cadical195": ("cadical195_add_cl", "cadical"),
               "cadical153": ("cadical153_add_cl", "cadical"),
               "minisat22": ("minisat22_add_cl", "minisat"),
               "glucose4": ("glucose41_add_cl", "glucose"),
               "glucose3": ("glucose3_add_cl", "glucose"),
               "glucose42": ("glucose421_add_cl", "glucose"),
               "maplechrono": ("maplechrono_add_cl", "maplesat"),
               "maplecm": ("maplecm_add_cl", "maplesat"),
               "maplesat": ("maplesat_add_cl", "maplesat"),
               "minisat-gh": ("minisatgh_add_cl", "minisat"),
               "mergesat3": ("mergesat3_add_cl", "mergesat")}
PROBE_CONFLICTS = 200        # the in-process attempt before forking
PROBE_MIN_SECONDS = 1.0      # ... made only when at least this much time is left
NO_PROBE = frozenset({"kissat404"})   # solves once only: a budget stop would end it


@cache
def budgeted(name: str) -> bool:
    """Whether solver ``name`` takes a conflict budget (``conf_budget`` raises
    ``NotImplementedError`` where it does not) and stays usable after it (not Kissat)."""
    if name in NO_PROBE:
        return False
    from pysat.solvers import Solver
    solver = Solver(name=name)
    try:
        solver.conf_budget(1)
    except NotImplementedError:
        return False
    finally:
        delete_solver(solver)
    return True


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
        delete_solver(solver)
    return True


def new_solver(name: str) -> Any:
    """A pysat solver ``name`` (canonical) with its ``SOLVER_OPTIONS``."""
    from pysat.solvers import Solver
    solver = Solver(name=name)
    options = SOLVER_OPTIONS.get(name)
    if options:
        solver.solver.configure(options)
    return solver


def clause_sink(solver: Any, name: str) -> Callable[[list[int]], object]:
    """A function adding one clause (a list of non-zero ints) to pysat ``solver`` of
    canonical name ``name``: its C module's function bound to the solver's handle where
    known (the Python ``add_clause`` only forwards to it; its return value, False when the
    formula became unsatisfiable, is not needed: every ``solve`` sets the status anew),
    else ``add_clause``."""
    found = _ADD_CLAUSE.get(name)
    if found is not None:
        import pysolvers   # pysat's C module
        function = getattr(pysolvers, found[0], None)
        handle = getattr(solver.solver, found[1], None)
        if function is not None and handle is not None:
            return partial(function, handle)
    return cast(Callable[[list[int]], object],
                getattr(solver.solver, "add_clause", solver.add_clause))


LIMIT_SIGNALS = tuple(getattr(signal, name) for name in ("SIGALRM", "SIGUSR1")
                      if hasattr(signal, name))


@contextmanager
def alarm_deferred() -> Iterator[None]:
    """Run the block with the Python handlers of ``LIMIT_SIGNALS`` deferred: a signal that
    arrives meanwhile is handed to its real handler (which may raise) when the block has
    ended."""
    if not LIMIT_SIGNALS or threading.current_thread() is not threading.main_thread():
        yield
        return
    pending: list[tuple[int, Any]] = []
    old = {signum: signal.signal(signum, lambda s, frame: pending.append((s, frame)))
           for signum in LIMIT_SIGNALS}
    try:
        yield
    finally:
        for signum, handler in old.items():
            signal.signal(signum, handler)
        for signum, frame in pending[:1]:
            handler = old[signum]
            if callable(handler):
                handler(signum, frame)


def delete_solver(solver: Any) -> None:
    """``solver.delete()`` with the timeout alarm deferred (see the module docstring)."""
    with alarm_deferred():
        solver.delete()


def solve_within(solver: Any, name: str, lits: list[int], timeout: float
                 ) -> tuple[bool | None, list[int] | None]:
    """``solver`` on assumptions ``lits``, stopped after ``timeout`` seconds (answer None)."""
    if timeout <= 0:
        return None, None
    if timeout >= PROBE_MIN_SECONDS and budgeted(name):
        start = time.monotonic()
        solver.conf_budget(PROBE_CONFLICTS)
        answer = solver.solve_limited(assumptions=lits)
        solver.conf_budget(-1)
        if answer is not None:
            return answer, None
        timeout -= time.monotonic() - start
        if timeout <= 0:
            return None, None
    try:
        ctx = multiprocessing.get_context("fork")
    except ValueError:
        if interruptible(name):
            return _solve_interrupted(solver, lits, timeout), None
        return solver.solve(assumptions=lits), None
    return _solve_forked(ctx, solver, lits, timeout)


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


def _solve_forked(ctx: Any, solver: Any, lits: list[int], timeout: float
                  ) -> tuple[bool | None, list[int] | None]:
    """Solve in a forked child (a copy of the solver) that is killed at the deadline."""
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
