"""The SAT backend: arrays eliminated, terms bit-blasted, clauses streamed into pysat.

``SatBackend(store, solver_name)`` keeps one pysat solver for the whole session: ``add``
eliminates arrays, bit-blasts and asserts the root literal, every clause going straight
into the solver (nothing is re-sent); ``check`` passes the assumptions' literals as solver
assumptions. A timeout gives UNKNOWN; the solver is stopped from outside at the deadline
(``interrupt()`` from a timer, or a forked child killed), see ``bmc.backends.sat_limits``.

Kissat in pysat takes no assumptions and solves only once, so it is driven
non-incrementally: the clauses are kept and each ``check`` solves a fresh solver with the
assumptions as unit clauses.

``solver_name="portfolio"`` (``--sat-solver portfolio``) keeps the clauses too and gives
each ``check`` to a ``bmc.backends.portfolio.Portfolio`` of ``portfolio_members`` (default
``portfolio.DEFAULT_MEMBERS``) cut to ``portfolio_size`` (default one per CPU): several
solvers in child processes, the first decided answer wins, the model comes from the
winner in a reproducible order; ``answered_by()`` names who answered.

``values`` reads terms that were blasted before the last ``check`` straight from the model;
any other term is evaluated by ``bmc.terms.evaluator`` under the model's values of all
blasted variables (and of the base arrays, rebuilt from their reads). Bits the solver never
saw read as 0.
"""

from __future__ import annotations

import time
import warnings
from collections.abc import Iterator, Mapping, Sequence
from functools import cache
from typing import Any

from bmc.backends.base import Backend, BackendStats, SatResult
from bmc.backends.portfolio import Portfolio, members_for
from bmc.backends.sat_limits import (budgeted, clause_sink, delete_solver, new_solver,
                                     solve_within)
from bmc.encodings.arrays import ArrayEliminator
from bmc.encodings.bitblast import BitBlaster
from bmc.encodings.gates import Gates
from bmc.errors import BackendUnavailable, SolverFailure
from bmc.terms.evaluator import Evaluator
from bmc.terms.sorts import ArraySort, BoolSort
from bmc.terms.store import Term, TermStore

_NO_ASSUMPTIONS = frozenset({"kissat404"})          # no assumptions, no second solve
PORTFOLIO = "portfolio"


def _solver_table() -> dict[str, tuple[str, ...]]:
    """Canonical pysat solver name -> its aliases (from ``pysat.solvers.SolverNames``)."""
    from pysat.solvers import SolverNames
    return {name: tuple(aliases) for name, aliases in vars(SolverNames).items()
            if not name.startswith("_") and isinstance(aliases, tuple)}


@cache
def available_sat_solvers() -> tuple[str, ...]:
    """Canonical names of the pysat solvers that can actually be created here."""
    from pysat.solvers import Solver
    names: list[str] = []
    for name in sorted(_solver_table()):
        try:
            solver = Solver(name=name)
        except Exception:   # noqa: BLE001 - pysat raises several kinds for missing solvers
            continue
        delete_solver(solver)
        names.append(name)
    return tuple(names)


def canonical_solver_name(name: str) -> str:
    """The canonical pysat name for ``name`` or one of its aliases.

    Raises ``BackendUnavailable`` listing the valid names when it is unknown or not built.
    """
    for canonical, aliases in _solver_table().items():
        if name == canonical or name in aliases:
            if canonical in available_sat_solvers():
                return canonical
            break
    raise BackendUnavailable(
        f"unknown or unavailable SAT solver {name!r}; available pysat solvers: "
        + ", ".join(available_sat_solvers()))


class SatBackend(Backend):
    """Bit-blasting backend over a pysat solver (default CaDiCaL 1.9.5)."""

    name = "sat"

    def __init__(self, store: TermStore, solver_name: str = "cadical195",
                 portfolio_members: Sequence[str] = (),
                 portfolio_size: int | None = None,
                 float_solver: str | None = None) -> None:
        super().__init__(store)
        self.portfolio: Portfolio | None = None
        if solver_name == PORTFOLIO:
            self.solver_name = PORTFOLIO
            self.portfolio = Portfolio(members_for(portfolio_members, portfolio_size,
                                                   canonical_solver_name))
        else:
            self.solver_name = canonical_solver_name(solver_name)
        self._incremental = self.solver_name not in _NO_ASSUMPTIONS
        # ``float_solver``: used instead when the store holds floating-point arithmetic
        # by the time the first formula comes (the solver is made then; the clauses made
        # before, the constant TRUE's, wait in ``_pending``)
        self._float_solver: str | None = None
        if float_solver is not None and self.portfolio is None and self._incremental:
            name = canonical_solver_name(float_solver)
            if name not in _NO_ASSUMPTIONS and name != self.solver_name:
                self._float_solver = name
        self.chosen_for_floats = False
        self._solver: Any = None
        self._pending: list[list[int]] | None = []
        self._gates = Gates(sink=self._pending.append, keep=not self._incremental
                            or self.portfolio is not None)
        if self._float_solver is None:
            self._start_solver()
        self.blaster = BitBlaster(store, self._gates)
        self.arrays = ArrayEliminator(store)
        self._model: list[int] = []         # pysat model (lit per var) of the last SAT
        self._model_vars = 0                # variables that existed at the last check
        self._model_ok = False
        self._view: _ModelView | None = None  # lazy {name: value} of the current model
        self._solve_time = 0.0
        self._checks = 0                   # solver calls so far (check and check_budget)
        self._assertions = 0

    def _start_solver(self) -> None:
        """Make the incremental solver (the float solver if the store holds floating-point
        arithmetic by now) and send it the pending clauses; a no-op once made."""
        pending, self._pending = self._pending, None
        if pending is None:
            return
        if self._float_solver is not None and self.store.fp_arithmetic:
            self.solver_name, self.chosen_for_floats = self._float_solver, True
        if not self._incremental:
            self._gates.set_sink(None)
            return
        # a portfolio's reference member is this incremental solver (the others are built
        # from the kept clauses)
        first = self.portfolio.members[0] if self.portfolio is not None else self.solver_name
        self._solver = new_solver(first)
        sink = clause_sink(self._solver, first)
        for clause in pending:
            sink(clause)
        self._gates.set_sink(sink)

    # ------------------------------------------------------------------ Backend API
    def add(self, formula: Term) -> None:
        """Assert a Bool term: arrays eliminated, bit-blasted, root asserted."""
        _need_bool(formula)
        self._start_solver()
        self._model_ok = False
        self._view = None
        elim = self.arrays.eliminate([formula])
        for term in (*elim.roots, *elim.constraints):
            self.blaster.assert_true(term)
        self._assertions += 1

    def check(self, assumptions: Sequence[Term] = (), timeout: float | None = None
              ) -> SatResult:
        """SAT/UNSAT/UNKNOWN of the added formulas plus ``assumptions`` for this check."""
        self._start_solver()
        lits = self._assumption_literals(assumptions)
        self._model_ok = False
        self._view = None
        self._model_vars = self._gates.num_vars
        start = time.perf_counter()
        self._checks += 1
        try:
            answer = self._solve(lits, timeout)
        finally:
            self._solve_time += time.perf_counter() - start
        if answer is None:
            return SatResult.UNKNOWN
        if not answer:
            return SatResult.UNSAT
        self._model_ok = True
        return SatResult.SAT

    def check_budget(self, assumptions: Sequence[Term], conflicts: int) -> SatResult:
        """Like ``check`` but in process and within ``conflicts`` conflicts (UNKNOWN past
        them), for many cheap checks (symex's feasibility checks); needs an incremental
        solver that takes conflict budgets (``budgeted``), else always UNKNOWN. No model is
        kept."""
        self._start_solver()
        lits = self._assumption_literals(assumptions)
        self._model_ok = False
        self._view = None
        solver = self._solver
        if solver is None or self.portfolio is not None or not budgeted(self.solver_name):
            return SatResult.UNKNOWN
        start = time.perf_counter()
        self._checks += 1
        try:
            solver.conf_budget(conflicts)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", RuntimeWarning)
                answer = solver.solve_limited(assumptions=lits)
            solver.conf_budget(-1)
        finally:
            self._solve_time += time.perf_counter() - start
        if answer is None:
            return SatResult.UNKNOWN
        return SatResult.SAT if answer else SatResult.UNSAT

    def _assumption_literals(self, assumptions: Sequence[Term]) -> list[int]:
        """The literals of Bool ``assumptions`` (arrays eliminated; their lemmas kept)."""
        lits: list[int] = []
        for a in assumptions:
            _need_bool(a)
            new = self.arrays.rewrite(a)
            for c in self.arrays.take_constraints():   # valid lemmas: keep them for good
                self._gates.assert_lit(self.blaster.literal(c))
            lits.append(self.blaster.literal(new))
        return lits

    def values(self, terms: Sequence[Term]) -> list[int | bool]:
        """Model values of Bool/bit-vector terms after SAT (ints for bit-vectors)."""
        if not self._model_ok:
            raise SolverFailure("values() needs a preceding check() that answered SAT")
        out: list[object] = []
        rest: list[tuple[int, Term]] = []
        for k, term in enumerate(terms):
            bits = self.blaster.blasted(term)
            if bits is not None and self._known(bits):
                out.append(self._bits_value(bits))
            else:
                out.append(None)
                rest.append((k, term))
        if rest:
            evaluator = Evaluator(self._model_view())
            for k, term in rest:
                out[k] = evaluator(term)
        return out  # type: ignore[return-value]

    def set_deadline(self, deadline: float | None) -> None:
        self.blaster.deadline = deadline

    def stats(self) -> BackendStats:
        return BackendStats(variables=self._gates.num_vars, clauses=self._gates.num_clauses,
                            terms=self.blaster.terms_blasted, solve_time=self._solve_time,
                            answered_by=self.answered_by())

    def answered_by(self) -> str:
        """Which portfolio members answered the checks so far; the solver chosen for
        floating-point arithmetic (``float_solver``) once it was called; else ""."""
        if self.portfolio is not None:
            return self.portfolio.answered_by()
        return self.solver_name if self.chosen_for_floats and self._checks else ""

    def progress_text(self) -> str:
        return f"{self._gates.num_vars:,} variables, {self._gates.num_clauses:,} clauses"

    def close(self) -> None:
        self._pending = None
        if self._solver is not None:
            solver, self._solver = self._solver, None
            delete_solver(solver)

    # ------------------------------------------------------------------ solving
    def _solve(self, lits: list[int], timeout: float | None) -> bool | None:
        if self._incremental:
            if self._solver is None:
                raise SolverFailure("the SAT backend was closed")
            if self.portfolio is not None:
                assert self._gates.clauses is not None
                found = self.portfolio.solve(self._solver, self._gates.clauses, lits, timeout)
                if found.answer:
                    self._model = found.model or []
                return found.answer
            return self._run(self._solver, lits, timeout)
        assert self._gates.clauses is not None
        solver = new_solver(self.solver_name)
        try:
            solver.append_formula(self._gates.clauses)
            for lit in lits:
                solver.add_clause([lit])
            return self._run(solver, [], timeout)
        finally:
            delete_solver(solver)

    def _run(self, solver: Any, lits: list[int], timeout: float | None) -> bool | None:
        """One solver call under the timeout policy of this solver; stores the model."""
        model: list[int] | None = None
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            if timeout is None:
                answer = solver.solve(assumptions=lits)
            else:
                answer, model = solve_within(solver, self.solver_name, lits, timeout)
        if answer:
            self._model = model if model is not None else list(solver.get_model() or [])
        return answer

    # ------------------------------------------------------------------ model reading
    def _lit_true(self, lit: int) -> bool:
        v = abs(lit)
        value = self._model[v - 1] > 0 if v <= len(self._model) else False
        return value if lit > 0 else not value

    def _known(self, bits: list[int] | int) -> bool:
        lits = bits if isinstance(bits, list) else [bits]
        return all(abs(lit) <= self._model_vars for lit in lits)

    def _bits_value(self, bits: list[int] | int) -> int | bool:
        if isinstance(bits, list):
            value = 0
            for i, lit in enumerate(bits):
                if self._lit_true(lit):
                    value |= 1 << i
            return value
        return self._lit_true(bits)

    def model_assignment(self) -> dict[str, object]:
        """The last model as ``{variable name: value}``: every blasted variable, and each
        base array read so far (an ``ArrayValue`` built from its reads)."""
        view = self._model_view()
        return {name: view[name] for name in view}

    def _model_view(self) -> _ModelView:
        if not self._model_ok:
            raise SolverFailure("values() needs a preceding check() that answered SAT")
        if self._view is None:
            self._view = _ModelView(self)
        return self._view

    def _symbol_value(self, term: Term, lits: tuple[int, ...]) -> int | bool:
        if isinstance(term.sort, BoolSort):
            return self._lit_true(lits[0]) if abs(lits[0]) <= self._model_vars else False
        value = 0
        for i, lit in enumerate(lits):
            if abs(lit) <= self._model_vars and self._lit_true(lit):
                value |= 1 << i
        return value


class _ModelView(Mapping[str, object]):
    """The current model as a lazy ``{variable name: value}`` for the evaluator: a
    variable's value is read from its literals (or rebuilt from reads, for a base array)
    only when asked for, and then cached."""

    def __init__(self, backend: SatBackend) -> None:
        self._backend = backend
        self._cache: dict[str, object] = {}
        self._bases = set(backend.arrays.base_names())

    def __getitem__(self, name: str) -> object:
        found = self._cache.get(name, _MISSING)
        if found is not _MISSING:
            return found
        be = self._backend
        sym = be.blaster.symbol(name)
        if sym is not None:
            value: object = be._symbol_value(sym.term, sym.lits)
        elif name in self._bases:
            value = be.arrays.array_value(name, self._term_value)
        else:
            raise KeyError(name)
        self._cache[name] = value
        return value

    def _term_value(self, term: Term) -> object:
        be = self._backend
        bits = be.blaster.blasted(term)
        if bits is not None and be._known(bits):
            return be._bits_value(bits)
        return Evaluator(self)(term)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and (self._backend.blaster.symbol(name) is not None
                                          or name in self._bases)

    def __iter__(self) -> Iterator[str]:
        yield from (sym.term.name for sym in self._backend.blaster.symbols())
        yield from self._backend.arrays.base_names()

    def __len__(self) -> int:
        return len(self._backend.blaster.symbols()) + len(self._bases)


_MISSING = object()


def _need_bool(term: Term) -> None:
    if not isinstance(term.sort, BoolSort):
        kind = "an array" if isinstance(term.sort, ArraySort) else str(term.sort)
        raise TypeError(f"backends take Bool terms, got {kind}")
