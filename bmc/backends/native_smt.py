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

import time
from abc import abstractmethod
from collections.abc import Sequence
from typing import Any

from bmc.backends.base import Backend, BackendStats, SatResult
from bmc.errors import ResourceLimit, SolverFailure
from bmc.terms.ops import Op
from bmc.terms.sorts import BoolSort, BVSort, Sort
from bmc.terms.store import Term, TermStore
from bmc.terms.walk import postorder

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
        self._has_model = False
        natives = [self.translate(a) for a in assumptions]
        start = time.perf_counter()
        try:
            answer = self.check_assuming(natives, timeout)
        finally:
            self._solve_time += time.perf_counter() - start
        self._has_model = answer is SatResult.SAT
        return answer

    def values(self, terms: Sequence[Term]) -> list[int | bool]:
        if not self._has_model:
            raise SolverFailure("values() needs a preceding check() that answered SAT")
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
