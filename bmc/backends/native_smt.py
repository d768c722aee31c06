"""Shared machinery of the backends over an SMT solver's own Python API (Bitwuzla, cvc5).

``NativeSmtBackend`` translates terms (memoised by uid, iteratively, children first) with
three hooks a subclass gives: ``make_sort``, ``make_leaf`` (variables, constants, constant
arrays) and ``make_op`` (every other operator, looked up in the subclass's ``KINDS`` table
``Op -> kind name``, indexed operators with ``t.params``; floating-point operators through
``bmc.backends.native_floats``). The solver session itself is ``assert_term``,
``check_assuming``, ``term_value``. Everything is SMT-LIB's QF_ABV(FP), so each operator has
one meaning in every solver (``bvudiv x 0`` is all ones and so on).
"""

from __future__ import annotations

import multiprocessing
import time
from abc import abstractmethod
from collections.abc import Sequence
from typing import Any

from bmc.backends.base import Backend, BackendStats, SatResult
from bmc.errors import ResourceLimit, SolverFailure
from bmc.terms.ops import Op
from bmc.terms.evaluator import Evaluator
from bmc.terms.semantics import ArrayValue
from bmc.terms.sorts import ArraySort, BoolSort, BVSort, Sort
from bmc.terms.store import Term, TermStore
from bmc.terms.walk import postorder

try:                        # forked children for checks with a deadline (not on Windows)
    _FORK: Any = multiprocessing.get_context("fork")
except ValueError:
    _FORK = None
DEADLINE_EVERY = 1000       # translated nodes between two looks at the clock
LEAVES = frozenset({Op.TRUE, Op.FALSE, Op.BV_CONST, Op.VAR, Op.CONST_ARRAY})


class NativeSmtBackend(Backend):
    """An incremental solver session through a Python API (see the module docstring)."""

    def __init__(self, store: TermStore) -> None:
        super().__init__(store)
        self._memo: dict[int, Any] = {}
        self._sorts: dict[Sort, Any] = {}
        self._variables = 0
        self._solve_time = 0.0
        self._has_model = False
        self._child_model: dict[str, object] | None = None
        self._encode_deadline: float | None = None

    # ------------------------------------------------------------------ hooks
    @abstractmethod
    def make_sort(self, sort: Sort) -> Any:
        """The solver's sort for ``sort`` (arrays: their index and element sorts via
        ``self.sort``)."""

    @abstractmethod
    def make_leaf(self, term: Term, args: list[Any]) -> Any:
        """TRUE, FALSE, BV_CONST, VAR, CONST_ARRAY (``args``: the element value)."""

    @abstractmethod
    def make_op(self, term: Term, args: list[Any]) -> Any:
        """Any other operator applied to the translated ``args``."""

    @abstractmethod
    def assert_term(self, native: Any) -> None: ...

    @abstractmethod
    def check_assuming(self, natives: list[Any], timeout: float | None) -> SatResult: ...

    @abstractmethod
    def term_value(self, native: Any, sort: Sort) -> int | bool:
        """The model value of a Bool or bit-vector term after SAT."""

    @abstractmethod
    def array_value(self, native: Any) -> Any:
        """The model value of an array term after SAT (a value term)."""

    @abstractmethod
    def array_parts(self, value: Any) -> tuple[str, list[Any]]:
        """One node of an array *value* (as ``get-value`` gives it): ``("store", [array,
        index, element])`` or ``("const", [element])``."""

    @abstractmethod
    def scalar(self, value: Any, sort: Sort) -> int | bool:
        """A Bool or bit-vector *value* term as a Python value."""

    # ------------------------------------------------------------------ translation
    def sort(self, sort: Sort) -> Any:
        found = self._sorts.get(sort)
        if found is None:
            found = self._sorts[sort] = self.make_sort(sort)
        return found

    def translate(self, term: Term) -> Any:
        """The solver's term for ``term`` (memoised, iterative)."""
        memo = self._memo
        found = memo.get(term.uid)
        if found is not None:
            return found
        for count, node in enumerate(postorder([term], memo)):
            if self._encode_deadline is not None and count % DEADLINE_EVERY == DEADLINE_EVERY - 1 \
                    and time.monotonic() > self._encode_deadline:
                raise ResourceLimit("timeout", phase="encode")
            args = [memo[a.uid] for a in node.args]
            if node.op in LEAVES:
                if node.op is Op.VAR:
                    self._variables += 1
                memo[node.uid] = self.make_leaf(node, args)
            else:
                memo[node.uid] = self.make_op(node, args)
        return memo[term.uid]

    # ------------------------------------------------------------------ Backend
    def set_deadline(self, deadline: float | None) -> None:
        """Translation polls ``deadline`` (every ``DEADLINE_EVERY`` nodes); the solver's own
        time limit covers ``check``."""
        self._encode_deadline = deadline

    def add(self, formula: Term) -> None:
        self._has_model = False
        self.assert_term(self.translate(formula))

    def check(self, assumptions: Sequence[Term] = (), timeout: float | None = None
              ) -> SatResult:
        """With a ``timeout`` the call runs in a forked child (a copy of the session) that is
        killed at the deadline: the solvers' own time limits are not polled during their
        preprocessing (cvc5 ran 100 s past a limit of 8 s). A SAT child sends back the
        values of the variables, and ``values`` evaluates terms on them."""
        self._has_model = False
        self._child_model = None
        natives = [self.translate(a) for a in assumptions]
        start = time.perf_counter()
        try:
            if timeout is not None and _FORK is not None:
                answer, self._child_model = self._check_forked(natives, timeout)
            else:
                answer = self.check_assuming(natives, timeout)
        finally:
            self._solve_time += time.perf_counter() - start
        self._has_model = answer is SatResult.SAT
        return answer

    def _check_forked(self, natives: list[Any], timeout: float
                      ) -> tuple[SatResult, dict[str, object] | None]:
        assert _FORK is not None
        if timeout <= 0:
            return SatResult.UNKNOWN, None
        receiver, sender = _FORK.Pipe(duplex=False)

        def child() -> None:
            answer = self.check_assuming(natives, timeout)
            sender.send((answer, self._model() if answer is SatResult.SAT else None))

        process = _FORK.Process(target=child, daemon=True)
        process.start()
        sender.close()
        try:
            if receiver.poll(timeout):
                try:
                    return receiver.recv()
                except EOFError as exc:
                    raise SolverFailure(f"{self.name} process died (exit code "
                                        f"{process.exitcode})") from exc
            return SatResult.UNKNOWN, None
        finally:
            receiver.close()
            if process.is_alive():
                process.kill()
            process.join()

    def _model(self) -> dict[str, object]:
        """Values of every variable sent to the solver (arrays as ``ArrayValue``)."""
        out: dict[str, object] = {}
        for var in self.store.variables():
            native = self._memo.get(var.uid)
            if native is None:
                continue
            if isinstance(var.sort, ArraySort):
                out[var.name] = self._array_model(native, var.sort)
            else:
                out[var.name] = self.term_value(native, var.sort)
        return out

    def _array_model(self, native: Any, sort: ArraySort) -> ArrayValue:
        stores: list[tuple[object, object]] = []
        value = self.array_value(native)
        while True:
            kind, parts = self.array_parts(value)
            if kind == "const":
                base = ArrayValue(self.scalar(parts[0], sort.element))
                break
            value, index, element = parts
            stores.append((self.scalar(index, sort.index), self.scalar(element, sort.element)))
        for index, element in reversed(stores):
            base = base.set(index, element)
        return base

    def values(self, terms: Sequence[Term]) -> list[int | bool]:
        if not self._has_model:
            raise SolverFailure("values() needs a preceding check() that answered SAT")
        if self._child_model is not None:
            evaluator = Evaluator(self._child_model)
            for term in terms:
                if not isinstance(term.sort, (BoolSort, BVSort)):
                    raise TypeError(f"values() of an array term {term!r}")
            return [evaluator(t) for t in terms]        # type: ignore[misc]
        out: list[int | bool] = []
        for term in terms:
            if not isinstance(term.sort, (BoolSort, BVSort)):
                raise TypeError(f"values() of an array term {term!r}")
            out.append(self.term_value(self.translate(term), term.sort))
        return out

    def stats(self) -> BackendStats:
        return BackendStats(variables=self._variables, clauses=0, terms=len(self._memo),
                            solve_time=self._solve_time)


__all__ = ["NativeSmtBackend", "LEAVES"]
