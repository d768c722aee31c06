"""The Bitwuzla backend: terms translated into Bitwuzla's Python API (``bitwuzla`` package).

Operators map one to one through ``KINDS`` (SMT-LIB names; note Bitwuzla calls ``bvlshr``
``BV_SHR``). A ``check`` timeout is a terminator callback that stops the solver once the
time is up (answer UNKNOWN). Without the package, creating the backend raises
``BackendUnavailable`` with the install hint.
"""

from __future__ import annotations

import time
from types import ModuleType
from typing import Any

from bmc.backends.base import SatResult
from bmc.backends.native_floats import NativeFloats, principal_kinds
from bmc.backends.native_smt import NativeSmtBackend
from bmc.errors import BackendUnavailable, SolverFailure
from bmc.terms.floats import RoundingMode
from bmc.terms.ops import FP_OPS, Op
from bmc.terms.sorts import ArraySort, BoolSort, BVSort, Sort
from bmc.terms.store import Term, TermStore

KINDS: dict[Op, str] = {
    Op.NOT: "NOT", Op.AND: "AND", Op.OR: "OR", Op.XOR: "XOR", Op.IMPLIES: "IMPLIES",
    Op.EQ: "EQUAL", Op.ITE: "ITE",
    Op.BVNOT: "BV_NOT", Op.BVNEG: "BV_NEG", Op.BVAND: "BV_AND", Op.BVOR: "BV_OR",
    Op.BVXOR: "BV_XOR", Op.BVADD: "BV_ADD", Op.BVSUB: "BV_SUB", Op.BVMUL: "BV_MUL",
    Op.BVUDIV: "BV_UDIV", Op.BVUREM: "BV_UREM", Op.BVSDIV: "BV_SDIV", Op.BVSREM: "BV_SREM",
    Op.BVSHL: "BV_SHL", Op.BVLSHR: "BV_SHR", Op.BVASHR: "BV_ASHR",
    Op.BVULT: "BV_ULT", Op.BVULE: "BV_ULE", Op.BVSLT: "BV_SLT", Op.BVSLE: "BV_SLE",
    Op.CONCAT: "BV_CONCAT", Op.EXTRACT: "BV_EXTRACT", Op.ZERO_EXTEND: "BV_ZERO_EXTEND",
    Op.SIGN_EXTEND: "BV_SIGN_EXTEND", Op.SELECT: "ARRAY_SELECT", Op.STORE: "ARRAY_STORE",
}
FP_KINDS: dict[str, str] = {
    "add": "FP_ADD", "sub": "FP_SUB", "mul": "FP_MUL", "div": "FP_DIV", "sqrt": "FP_SQRT",
    "rem": "FP_REM", "rti": "FP_RTI", "lt": "FP_LT", "leq": "FP_LEQ", "geq": "FP_GEQ",
    "fp_eq": "FP_EQUAL",
    "is_nan": "FP_IS_NAN", "is_inf": "FP_IS_INF", "is_zero": "FP_IS_ZERO",
    "is_normal": "FP_IS_NORMAL", "is_subnormal": "FP_IS_SUBNORMAL", "is_neg": "FP_IS_NEG",
    "is_pos": "FP_IS_POS", "from_bv": "FP_TO_FP_FROM_BV", "from_fp": "FP_TO_FP_FROM_FP",
    "from_sbv": "FP_TO_FP_FROM_SBV", "from_ubv": "FP_TO_FP_FROM_UBV", "to_sbv": "FP_TO_SBV",
    "to_ubv": "FP_TO_UBV", "equal": "EQUAL", "ite": "ITE", "not": "NOT", "and": "AND",
    "or": "OR",
}
KINDS.update(principal_kinds(FP_KINDS))


def load_bitwuzla() -> ModuleType:
    """The ``bitwuzla`` module, or ``BackendUnavailable`` with the install hint."""
    try:
        import bitwuzla  # noqa: PLC0415 - optional dependency, imported on use
    except ImportError as exc:
        raise BackendUnavailable(
            "the bitwuzla backend needs the bitwuzla Python package: pip install bitwuzla "
            "(or pip install 'bmc[solvers]')") from exc
    return bitwuzla


class _Deadline:
    """Bitwuzla terminator: stop once ``time.monotonic()`` passes ``end`` (None: never)."""

    def __init__(self) -> None:
        self.end: float | None = None

    def __call__(self) -> bool:
        return self.end is not None and time.monotonic() >= self.end


class BitwuzlaBackend(NativeSmtBackend):
    """An incremental Bitwuzla session."""

    name = "bitwuzla"

    def __init__(self, store: TermStore) -> None:
        super().__init__(store)
        self.bzla = load_bitwuzla()
        self.tm = self.bzla.TermManager()
        options = self.bzla.Options()
        options.set(self.bzla.Option.PRODUCE_MODELS, True)
        self.solver = self.bzla.Bitwuzla(self.tm, options)
        self._deadline = _Deadline()
        self.solver.configure_terminator(self._deadline)
        self.floats = NativeFloats(self)

    def make_sort(self, sort: Sort) -> Any:
        match sort:
            case BoolSort():
                return self.tm.mk_bool_sort()
            case BVSort(width=w):
                return self.tm.mk_bv_sort(w)
            case ArraySort(index=index, element=element):
                return self.tm.mk_array_sort(self.sort(index), self.sort(element))
        raise TypeError(f"no Bitwuzla sort for {sort}")

    def make_leaf(self, term: Term, args: list[Any]) -> Any:
        match term.op:
            case Op.TRUE:
                return self.tm.mk_true()
            case Op.FALSE:
                return self.tm.mk_false()
            case Op.BV_CONST:
                return self.tm.mk_bv_value(self.sort(term.sort), str(term.value), 10)
            case Op.VAR:
                return self.tm.mk_const(self.sort(term.sort), term.name)
            case Op.CONST_ARRAY:
                return self.tm.mk_const_array(self.sort(term.sort), args[0])
        raise TypeError(f"not a leaf: {term.op}")

    def make_op(self, term: Term, args: list[Any]) -> Any:
        if term.op in FP_OPS:
            return self.floats.build(term, args)
        kind = getattr(self.bzla.Kind, KINDS[term.op])
        return self.tm.mk_term(kind, args, [int(p) for p in term.params])

    # ------------------------------------------------------------------ floats
    FP_KINDS = FP_KINDS

    def mk(self, kind: str, args: list[Any], indices: tuple[int, ...] = ()) -> Any:
        return self.tm.mk_term(getattr(self.bzla.Kind, kind), args, list(indices))

    def mk_rm(self, mode: RoundingMode) -> Any:
        return self.tm.mk_rm_value(getattr(self.bzla.RoundingMode, mode.name))

    def mk_bv(self, value: int, width: int) -> Any:
        return self.tm.mk_bv_value(self.sort(BVSort(width)), str(value), 10)

    def fresh_bv(self, width: int) -> Any:
        return self.tm.mk_const(self.sort(BVSort(width)))

    def assert_term(self, native: Any) -> None:
        self.solver.assert_formula(native)

    def check_assuming(self, natives: list[Any], timeout: float | None) -> SatResult:
        self._deadline.end = None if timeout is None else time.monotonic() + timeout
        try:
            result = self.solver.check_sat(*natives)
        finally:
            self._deadline.end = None
        if result == self.bzla.Result.SAT:
            return SatResult.SAT
        if result == self.bzla.Result.UNSAT:
            return SatResult.UNSAT
        return SatResult.UNKNOWN

    def term_value(self, native: Any, sort: Sort) -> int | bool:
        return self.scalar(self.solver.get_value(native), sort)

    def array_value(self, native: Any) -> Any:
        return self.solver.get_value(native)

    def array_parts(self, value: Any) -> tuple[str, list[Any]]:
        kind = str(value.kind()).rsplit(".", 1)[-1]
        if kind in ("STORE", "ARRAY_STORE"):
            return "store", list(value.children())
        if kind in ("CONST_ARRAY",):
            return "const", list(value.children())
        raise SolverFailure(f"bitwuzla: unexpected array value {value}")

    def scalar(self, value: Any, sort: Sort) -> int | bool:
        if isinstance(sort, BoolSort):
            return bool(value.value())
        return int(value.value(10))


__all__ = ["BitwuzlaBackend", "KINDS", "load_bitwuzla"]
