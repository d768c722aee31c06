"""The cvc5 backend: terms translated into cvc5's Python API (``cvc5`` package).

Operators map one to one through ``KINDS``; indexed ones (``extract``, ``zero_extend``,
``sign_extend``) go through ``mkOp`` with their parameters. The solver is incremental with
models, logic QF_ABV and ``arrays-exp`` (needed for constant arrays); a ``check`` timeout
is cvc5's per-call time limit ``tlimit-per`` (answer UNKNOWN). cvc5's API builds constant
arrays only from constant values: a constant array of a non-constant element is a
``SolverFailure``. Without the package, creating the backend raises ``BackendUnavailable``
with the install hint.
"""

from __future__ import annotations

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
    Op.BVNOT: "BITVECTOR_NOT", Op.BVNEG: "BITVECTOR_NEG", Op.BVAND: "BITVECTOR_AND",
    Op.BVOR: "BITVECTOR_OR", Op.BVXOR: "BITVECTOR_XOR", Op.BVADD: "BITVECTOR_ADD",
    Op.BVSUB: "BITVECTOR_SUB", Op.BVMUL: "BITVECTOR_MULT", Op.BVUDIV: "BITVECTOR_UDIV",
    Op.BVUREM: "BITVECTOR_UREM", Op.BVSDIV: "BITVECTOR_SDIV", Op.BVSREM: "BITVECTOR_SREM",
    Op.BVSHL: "BITVECTOR_SHL", Op.BVLSHR: "BITVECTOR_LSHR", Op.BVASHR: "BITVECTOR_ASHR",
    Op.BVULT: "BITVECTOR_ULT", Op.BVULE: "BITVECTOR_ULE", Op.BVSLT: "BITVECTOR_SLT",
    Op.BVSLE: "BITVECTOR_SLE", Op.CONCAT: "BITVECTOR_CONCAT",
    Op.EXTRACT: "BITVECTOR_EXTRACT", Op.ZERO_EXTEND: "BITVECTOR_ZERO_EXTEND",
    Op.SIGN_EXTEND: "BITVECTOR_SIGN_EXTEND", Op.SELECT: "SELECT", Op.STORE: "STORE",
}
FP_KINDS: dict[str, str] = {
    "add": "FLOATINGPOINT_ADD", "sub": "FLOATINGPOINT_SUB", "mul": "FLOATINGPOINT_MULT",
    "div": "FLOATINGPOINT_DIV", "sqrt": "FLOATINGPOINT_SQRT", "rti": "FLOATINGPOINT_RTI",
    "rem": "FLOATINGPOINT_REM",
    "lt": "FLOATINGPOINT_LT", "leq": "FLOATINGPOINT_LEQ", "geq": "FLOATINGPOINT_GEQ",
    "fp_eq": "FLOATINGPOINT_EQ", "is_nan": "FLOATINGPOINT_IS_NAN",
    "is_inf": "FLOATINGPOINT_IS_INF", "is_zero": "FLOATINGPOINT_IS_ZERO",
    "is_normal": "FLOATINGPOINT_IS_NORMAL", "is_subnormal": "FLOATINGPOINT_IS_SUBNORMAL",
    "is_neg": "FLOATINGPOINT_IS_NEG", "is_pos": "FLOATINGPOINT_IS_POS",
    "from_bv": "FLOATINGPOINT_TO_FP_FROM_IEEE_BV", "from_fp": "FLOATINGPOINT_TO_FP_FROM_FP",
    "from_sbv": "FLOATINGPOINT_TO_FP_FROM_SBV", "from_ubv": "FLOATINGPOINT_TO_FP_FROM_UBV",
    "to_sbv": "FLOATINGPOINT_TO_SBV", "to_ubv": "FLOATINGPOINT_TO_UBV", "equal": "EQUAL",
    "ite": "ITE", "not": "NOT", "and": "AND", "or": "OR",
}
KINDS.update(principal_kinds(FP_KINDS))
_CVC5_MODES = {RoundingMode.RNE: "ROUND_NEAREST_TIES_TO_EVEN",
               RoundingMode.RNA: "ROUND_NEAREST_TIES_TO_AWAY",
               RoundingMode.RTP: "ROUND_TOWARD_POSITIVE", RoundingMode.RTN: "ROUND_TOWARD_NEGATIVE",
               RoundingMode.RTZ: "ROUND_TOWARD_ZERO"}
_NO_LIMIT = "0"          # tlimit-per 0: no time limit


def load_cvc5() -> ModuleType:
    """The ``cvc5`` module, or ``BackendUnavailable`` with the install hint."""
    try:
        import cvc5  # noqa: PLC0415 - optional dependency, imported on use
    except ImportError as exc:
        raise BackendUnavailable(
            "the cvc5 backend needs the cvc5 Python package: pip install cvc5 "
            "(or pip install 'bmc[solvers]')") from exc
    return cvc5


class Cvc5Backend(NativeSmtBackend):
    """An incremental cvc5 session."""

    name = "cvc5"

    def __init__(self, store: TermStore) -> None:
        super().__init__(store)
        self.cvc5 = load_cvc5()
        self.tm = self.cvc5.TermManager()
        self.solver = self.cvc5.Solver(self.tm)
        self.solver.setOption("produce-models", "true")
        self.solver.setOption("incremental", "true")
        self.solver.setOption("arrays-exp", "true")      # constant arrays
        # formats other than binary32/64 (x87 long double, test formats) need cvc5's
        # experimental floating-point solver
        self.solver.setOption("fp-exp", "true")
        self.solver.setLogic("QF_ABVFP")
        self.floats = NativeFloats(self)

    def make_sort(self, sort: Sort) -> Any:
        match sort:
            case BoolSort():
                return self.tm.getBooleanSort()
            case BVSort(width=w):
                return self.tm.mkBitVectorSort(w)
            case ArraySort(index=index, element=element):
                return self.tm.mkArraySort(self.sort(index), self.sort(element))
        raise TypeError(f"no cvc5 sort for {sort}")

    def make_leaf(self, term: Term, args: list[Any]) -> Any:
        match term.op:
            case Op.TRUE:
                return self.tm.mkTrue()
            case Op.FALSE:
                return self.tm.mkFalse()
            case Op.BV_CONST:
                return self.tm.mkBitVector(term.width, str(term.value), 10)
            case Op.VAR:
                return self.tm.mkConst(self.sort(term.sort), term.name)
            case Op.CONST_ARRAY:
                try:
                    return self.tm.mkConstArray(self.sort(term.sort), args[0])
                except RuntimeError as e:
                    raise SolverFailure(
                        "cvc5 accepts only a constant value as the element of a constant "
                        f"array, not {term.args[0]!r}") from e
        raise TypeError(f"not a leaf: {term.op}")

    def make_op(self, term: Term, args: list[Any]) -> Any:
        if term.op in FP_OPS:
            return self.floats.build(term, args)
        kind = getattr(self.cvc5.Kind, KINDS[term.op])
        if term.params:
            return self.tm.mkTerm(self.tm.mkOp(kind, *(int(p) for p in term.params)), *args)
        return self.tm.mkTerm(kind, *args)

    def assert_term(self, native: Any) -> None:
        self.solver.assertFormula(native)

    # ------------------------------------------------------------------ floats
    FP_KINDS = FP_KINDS

    def mk(self, kind: str, args: list[Any], indices: tuple[int, ...] = ()) -> Any:
        k = getattr(self.cvc5.Kind, kind)
        if indices:
            return self.tm.mkTerm(self.tm.mkOp(k, *indices), *args)
        return self.tm.mkTerm(k, *args)

    def mk_rm(self, mode: RoundingMode) -> Any:
        return self.tm.mkRoundingMode(getattr(self.cvc5.RoundingMode, _CVC5_MODES[mode]))

    def mk_bv(self, value: int, width: int) -> Any:
        return self.tm.mkBitVector(width, str(value), 10)

    def fresh_bv(self, width: int) -> Any:
        return self.tm.mkConst(self.sort(BVSort(width)))

    def check_assuming(self, natives: list[Any], timeout: float | None) -> SatResult:
        limit = _NO_LIMIT if timeout is None else str(max(1, int(timeout * 1000)))
        self.solver.setOption("tlimit-per", limit)
        try:
            result = (self.solver.checkSatAssuming(*natives) if natives
                      else self.solver.checkSat())
        except RuntimeError as exc:       # e.g. its floating-point solver's format limits
            raise SolverFailure(f"cvc5: {exc}") from exc
        if result.isSat():
            return SatResult.SAT
        if result.isUnsat():
            return SatResult.UNSAT
        return SatResult.UNKNOWN

    def term_value(self, native: Any, sort: Sort) -> int | bool:
        return self.scalar(self.solver.getValue(native), sort)

    def array_value(self, native: Any) -> Any:
        return self.solver.getValue(native)

    def array_parts(self, value: Any) -> tuple[str, list[Any]]:
        kind = value.getKind()
        if kind == self.cvc5.Kind.STORE:
            return "store", [value[k] for k in range(value.getNumChildren())]
        if kind == self.cvc5.Kind.CONST_ARRAY:
            return "const", [value.getConstArrayBase()]
        raise SolverFailure(f"cvc5: unexpected array value {value}")

    def scalar(self, value: Any, sort: Sort) -> int | bool:
        if isinstance(sort, BoolSort):
            return bool(value.getBooleanValue())
        return int(value.getBitVectorValue(10))


__all__ = ["Cvc5Backend", "KINDS", "load_cvc5"]
