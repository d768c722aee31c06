"""The Z3 backend: terms translated one to one into Z3's Python API (QF_ABV, arrays native).

The translation is the table ``BUILDERS: Op -> builder`` using Z3's explicit functions:
the Python operators ``<``, ``<=``, ``/``, ``%``, ``>>`` on bit-vectors are the *signed*
ones (``/`` is ``bvsdiv``, ``%`` is ``bvsmod`` — not ``bvsrem``), so the table spells every
operator out (``ULT``, ``UDiv``, ``URem``, ``SRem``, ``LShR`` ...). Translation is
memoised by uid and iterative. ``z3`` is imported lazily: without the ``z3-solver``
package, creating the backend raises ``BackendUnavailable`` with the install hint.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

from bmc.backends.base import Backend, BackendStats, SatResult
from bmc.backends.z3_floats import FLOAT_BUILDERS
from bmc.errors import BackendUnavailable, SolverFailure
from bmc.terms.ops import Op
from bmc.terms.sorts import ArraySort, BoolSort, BVSort, Sort
from bmc.terms.store import Term, TermStore

_NO_TIMEOUT_MS = 4294967295
_ABANDONED: list[Any] = []        # Z3 objects of runs stopped by the deadline (see close)


def load_z3() -> ModuleType:
    """The ``z3`` module, or ``BackendUnavailable`` with the install hint."""
    try:
        import z3  # noqa: PLC0415 - optional dependency, imported on use
    except ImportError as exc:
        raise BackendUnavailable(
            "the z3 backend needs the z3-solver Python package: pip install z3-solver "
            "(or pip install 'bmc[z3]')") from exc
    return z3


def z3_sort(z3: ModuleType, sort: Sort) -> Any:
    """The Z3 sort for a term sort."""
    match sort:
        case BoolSort():
            return z3.BoolSort()
        case BVSort(width=w):
            return z3.BitVecSort(w)
        case ArraySort(index=index, element=element):
            return z3.ArraySort(z3_sort(z3, index), z3_sort(z3, element))
    raise TypeError(f"no Z3 sort for {sort}")


Builder = Callable[[ModuleType, Term, list[Any]], Any]


def _var(z3: ModuleType, t: Term, a: list[Any]) -> Any:
    return z3.Const(t.name, z3_sort(z3, t.sort))


def _ite(z3: ModuleType, t: Term, a: list[Any]) -> Any:
    return z3.If(a[0], a[1], a[2])


BUILDERS: dict[Op, Builder] = {
    Op.TRUE: lambda z3, t, a: z3.BoolVal(True),
    Op.FALSE: lambda z3, t, a: z3.BoolVal(False),
    Op.BV_CONST: lambda z3, t, a: z3.BitVecVal(int(t.value), t.width),
    Op.VAR: _var,
    Op.CONST_ARRAY: lambda z3, t, a: z3.K(z3_sort(z3, t.sort.index), a[0]),  # type: ignore
    Op.NOT: lambda z3, t, a: z3.Not(a[0]),
    Op.AND: lambda z3, t, a: z3.And(*a),
    Op.OR: lambda z3, t, a: z3.Or(*a),
    Op.XOR: lambda z3, t, a: z3.Xor(a[0], a[1]),
    Op.IMPLIES: lambda z3, t, a: z3.Implies(a[0], a[1]),
    Op.EQ: lambda z3, t, a: a[0] == a[1],
    Op.ITE: _ite,
    Op.BVNOT: lambda z3, t, a: ~a[0],
    Op.BVNEG: lambda z3, t, a: -a[0],
    Op.BVAND: lambda z3, t, a: a[0] & a[1],
    Op.BVOR: lambda z3, t, a: a[0] | a[1],
    Op.BVXOR: lambda z3, t, a: a[0] ^ a[1],
    Op.BVADD: lambda z3, t, a: a[0] + a[1],
    Op.BVSUB: lambda z3, t, a: a[0] - a[1],
    Op.BVMUL: lambda z3, t, a: a[0] * a[1],
    Op.BVUDIV: lambda z3, t, a: z3.UDiv(a[0], a[1]),
    Op.BVUREM: lambda z3, t, a: z3.URem(a[0], a[1]),
    Op.BVSDIV: lambda z3, t, a: a[0] / a[1],          # bvsdiv (Z3's "/" is signed)
    Op.BVSREM: lambda z3, t, a: z3.SRem(a[0], a[1]),  # not "%", which is bvsmod
    Op.BVSHL: lambda z3, t, a: a[0] << a[1],
    Op.BVLSHR: lambda z3, t, a: z3.LShR(a[0], a[1]),
    Op.BVASHR: lambda z3, t, a: a[0] >> a[1],         # Z3's ">>" is arithmetic
    Op.BVULT: lambda z3, t, a: z3.ULT(a[0], a[1]),
    Op.BVULE: lambda z3, t, a: z3.ULE(a[0], a[1]),
    Op.BVSLT: lambda z3, t, a: a[0] < a[1],           # signed in Z3
    Op.BVSLE: lambda z3, t, a: a[0] <= a[1],
    Op.CONCAT: lambda z3, t, a: z3.Concat(a[0], a[1]),
    Op.EXTRACT: lambda z3, t, a: z3.Extract(int(t.params[0]), int(t.params[1]), a[0]),
    Op.ZERO_EXTEND: lambda z3, t, a: z3.ZeroExt(int(t.params[0]), a[0]),
    Op.SIGN_EXTEND: lambda z3, t, a: z3.SignExt(int(t.params[0]), a[0]),
    Op.SELECT: lambda z3, t, a: z3.Select(a[0], a[1]),
    Op.STORE: lambda z3, t, a: z3.Store(a[0], a[1], a[2]),
}
BUILDERS.update(FLOAT_BUILDERS)     # FloatingPoint theory (bmc.backends.z3_floats)


class Z3Translator:
    """Memoised, iterative translation of terms into Z3 expressions."""

    def __init__(self, z3: ModuleType) -> None:
        self.z3 = z3
        self._memo: dict[int, Any] = {}
        self.variables = 0

    def __call__(self, term: Term) -> Any:
        memo = self._memo
        found = memo.get(term.uid)
        if found is not None:
            return found
        seen: set[int] = set()
        stack: list[tuple[Term, bool]] = [(term, False)]
        while stack:
            node, expanded = stack.pop()
            if expanded:
                if node.op is Op.VAR:
                    self.variables += 1
                memo[node.uid] = BUILDERS[node.op](self.z3, node,
                                                   [memo[a.uid] for a in node.args])
                continue
            if node.uid in memo or node.uid in seen:
                continue
            seen.add(node.uid)
            stack.append((node, True))
            for arg in reversed(node.args):
                if arg.uid not in memo and arg.uid not in seen:
                    stack.append((arg, False))
        return memo[term.uid]

    def __len__(self) -> int:
        return len(self._memo)


class Z3Backend(Backend):
    """An incremental ``z3.Solver`` over translated terms."""

    name = "z3"

    def __init__(self, store: TermStore) -> None:
        super().__init__(store)
        self.z3 = load_z3()
        self._solver = self.z3.Solver()
        self.translate = Z3Translator(self.z3)
        self._model: Any = None
        self._solve_time = 0.0
        self._deadline: float | None = None

    def expr(self, term: Term) -> Any:
        """The Z3 expression for ``term`` (for tests and debugging)."""
        return self.translate(term)

    def add(self, formula: Term) -> None:
        self._model = None
        self._solver.add(self.translate(formula))

    def check(self, assumptions: Sequence[Term] = (), timeout: float | None = None
              ) -> SatResult:
        self._model = None
        ms = _NO_TIMEOUT_MS if timeout is None else max(1, int(timeout * 1000))
        self._solver.set("timeout", ms)
        exprs = [self.translate(a) for a in assumptions]
        start = time.perf_counter()
        # Z3's own timeout is polled coarsely (1.5 s late seen on a 64-bit multiplier
        # chain); an interrupt from a timer stops it on time. Outside a check an interrupt
        # does nothing, so a timer firing late cannot touch the next call.
        # The interrupt goes to the whole Z3 context: it must only ever reach this check
        # while it runs (a timer of an earlier check firing late interrupted a later one, or
        # the model extraction after it, under load). ``running`` is cleared under the lock
        # before anything else is asked of the solver; a SAT answer whose model extraction
        # the interrupt may have reached is not trusted (UNKNOWN: the timeout was due).
        running, fired = [True], [False]
        lock = threading.Lock()
        ctx = self._solver.ctx

        def interrupt() -> None:
            with lock:
                if running[0]:
                    fired[0] = True
                    ctx.interrupt()

        timer = None if timeout is None else threading.Timer(timeout, interrupt)
        try:
            if timer is not None:
                timer.daemon = True
                timer.start()
            answer = self._solver.check(*exprs)
        finally:
            with lock:
                running[0] = False
            if timer is not None:
                timer.cancel()
            self._solve_time += time.perf_counter() - start
        if answer == self.z3.sat:
            if fired[0]:
                return SatResult.UNKNOWN
            self._model = self._solver.model()
            return SatResult.SAT
        if answer == self.z3.unsat:
            return SatResult.UNSAT
        return SatResult.UNKNOWN

    def set_deadline(self, deadline: float | None) -> None:
        self._deadline = deadline

    def close(self) -> None:
        """Past the deadline the solver is not freed: freeing a large Z3 solver takes
        seconds (measured: 3 s after a 8 s timeout), which a timeout must not wait for. The
        command line ends the process without clean-up; an API caller keeps the memory."""
        if self._deadline is not None and time.monotonic() >= self._deadline:
            _ABANDONED.append((self._solver, self.translate, self._model))
        self._solver = self._model = None

    def values(self, terms: Sequence[Term]) -> list[int | bool]:
        if self._model is None:
            raise SolverFailure("values() needs a preceding check() that answered SAT")
        out: list[int | bool] = []
        for term in terms:
            value = self._model.eval(self.translate(term), model_completion=True)
            match term.sort:
                case BoolSort():
                    out.append(self.z3.is_true(value))
                case BVSort():
                    out.append(value.as_long())
                case _:
                    raise TypeError(f"values() of an array term {term!r}")
        return out

    def stats(self) -> BackendStats:
        return BackendStats(variables=self.translate.variables, clauses=0,
                            terms=len(self.translate), solve_time=self._solve_time)
