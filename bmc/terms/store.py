"""Hash-consed terms and their smart constructors.

A ``Term`` is made only through a ``TermStore``, which shares structurally equal terms: the
key is ``(op, args, params, sort)`` (args compared by identity, since they are themselves
shared), never a digest. So equality of terms is identity, and ``Term.uid`` (creation order)
gives a deterministic order for printing and numbering.

Smart constructors check sorts, fold constants (through ``semantics.apply``) and apply a small
set of local rewrites that keep C encodings compact (``ite(c,1,0) != 0`` becomes ``c``,
select-over-store with constant indices, neutral elements, double negation).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bmc.terms import semantics
from bmc.terms.floats import MODE_BITS
from bmc.terms.ops import (COMMUTATIVE, FP_CLASSIFIERS, FP_COMPARISONS, FP_CONVERSIONS, FP_OPS,
                           FP_ROUNDED_BINARY, FP_ROUNDED_UNARY, Op)
from bmc.terms.sorts import BOOL, ArraySort, BoolSort, BVSort, Sort


class SortError(TypeError):
    """A term was built from arguments of the wrong sorts (a bug in the caller)."""


@dataclass(frozen=True, slots=True, eq=False)
class Term:
    """One node of the shared term DAG. Compare with ``is``; hash is identity."""

    op: Op
    args: tuple[Term, ...]
    params: tuple[int | str, ...]
    sort: Sort
    uid: int

    @property
    def is_const(self) -> bool:
        return self.op in (Op.TRUE, Op.FALSE, Op.BV_CONST)

    @property
    def value(self) -> int | bool:
        """The value of a constant leaf."""
        match self.op:
            case Op.TRUE:
                return True
            case Op.FALSE:
                return False
            case Op.BV_CONST:
                return self.params[0]  # type: ignore[return-value]
        raise ValueError(f"{self.op} is not a constant")

    @property
    def name(self) -> str:
        """The name of a variable leaf."""
        if self.op is not Op.VAR:
            raise ValueError(f"{self.op} is not a variable")
        return self.params[0]  # type: ignore[return-value]

    @property
    def width(self) -> int:
        if not isinstance(self.sort, BVSort):
            raise SortError(f"term of sort {self.sort} has no width")
        return self.sort.width

    def __repr__(self) -> str:
        match self.op:
            case Op.TRUE | Op.FALSE:
                return self.op.value
            case Op.BV_CONST:
                return f"(_ bv{self.params[0]} {self.width})"
            case Op.VAR:
                return str(self.params[0])
        inner = " ".join(f"#{a.uid}" if a.args else repr(a) for a in self.args)
        params = " ".join(str(p) for p in self.params)
        return f"#{self.uid}:({self.op.value}{' ' + params if params else ''} {inner})"


class TermStore:
    """Makes and shares terms for one verification run."""

    def __init__(self) -> None:
        self._table: dict[tuple, Term] = {}
        self._vars: dict[str, Term] = {}
        # rounded floating-point operations asked for (not folded): the SAT backend picks its
        # solver by it (``bmc.backends.sat_backend``)
        self.fp_arithmetic = 0
        self.true = self._make(Op.TRUE, (), (), BOOL)
        self.false = self._make(Op.FALSE, (), (), BOOL)

    def __len__(self) -> int:
        return len(self._table)

    # ---------------------------------------------------------------- raw construction
    def _make(self, op: Op, args: tuple[Term, ...], params: tuple, sort: Sort) -> Term:
        key = (op, args, params, sort)
        term = self._table.get(key)
        if term is None:
            term = Term(op, args, params, sort, len(self._table))
            self._table[key] = term
        return term

    def rebuild(self, op: Op, args: tuple[Term, ...], params: tuple, sort: Sort) -> Term:
        """The node exactly as given (no simplification, no sort check): for copying a DAG
        another store built (``bench.serialize``); all other code uses the constructors."""
        return self._make(op, args, params, sort)

    def _fold(self, op: Op, args: tuple[Term, ...], params: tuple, sort: Sort) -> Term | None:
        if all(a.is_const for a in args):
            value = semantics.apply(op, [a.value for a in args], params,
                                    [a.sort for a in args], sort)
            assert not isinstance(value, semantics.ArrayValue)    # (constants are scalars)
            return self.const(value, sort)
        return None

    # ---------------------------------------------------------------- leaves
    def const(self, value: int | bool, sort: Sort) -> Term:
        """A Bool or bit-vector constant; ints are reduced modulo 2**width."""
        match sort:
            case BoolSort():
                return self.true if value else self.false
            case BVSort(width=w):
                return self._make(Op.BV_CONST, (), (int(value) & ((1 << w) - 1),), sort)
        raise SortError(f"no constants of sort {sort}")

    def bv_const(self, value: int, width: int) -> Term:
        return self.const(value, BVSort(width))

    def bool_const(self, value: bool) -> Term:
        return self.true if value else self.false

    def var(self, name: str, sort: Sort) -> Term:
        """The variable ``name``; a name has one sort per store."""
        existing = self._vars.get(name)
        if existing is not None:
            if existing.sort != sort:
                raise SortError(f"variable {name} used at sorts {existing.sort} and {sort}")
            return existing
        term = self._make(Op.VAR, (), (name,), sort)
        self._vars[name] = term
        return term

    def variables(self) -> list[Term]:
        """All variables made so far, in creation order."""
        return list(self._vars.values())

    def const_array(self, element: Term, sort: ArraySort) -> Term:
        if sort.element != element.sort:
            raise SortError(f"const_array element {element.sort} vs {sort}")
        return self._make(Op.CONST_ARRAY, (element,), (), sort)

    # ---------------------------------------------------------------- Boolean
    def not_(self, a: Term) -> Term:
        _need_bool(a)
        if a is self.true:
            return self.false
        if a is self.false:
            return self.true
        if a.op is Op.NOT:
            return a.args[0]
        return self._make(Op.NOT, (a,), (), BOOL)

    def and_(self, *args: Term) -> Term:
        return self._nary(Op.AND, args)

    def or_(self, *args: Term) -> Term:
        return self._nary(Op.OR, args)

    def _nary(self, op: Op, args: Iterable[Term]) -> Term:
        unit, zero = (self.true, self.false) if op is Op.AND else (self.false, self.true)
        seen: dict[int, Term] = {}
        stack = list(args)
        stack.reverse()
        while stack:
            a = stack.pop()
            _need_bool(a)
            if a is unit:
                continue
            if a is zero:
                return zero
            if a.op is op:
                stack.extend(reversed(a.args))
                continue
            seen[a.uid] = a
        for a in seen.values():
            if a.op is Op.NOT and a.args[0].uid in seen:
                return zero
        if not seen:
            return unit
        if len(seen) == 1:
            return next(iter(seen.values()))
        ordered = tuple(sorted(seen.values(), key=_uid))
        return self._make(op, ordered, (), BOOL)

    def xor(self, a: Term, b: Term) -> Term:
        _need_bool(a, b)
        if a.is_const and b.is_const:
            return self.bool_const(a.value != b.value)
        if a is b:
            return self.false
        if a is self.false:
            return b
        if b is self.false:
            return a
        if a is self.true:
            return self.not_(b)
        if b is self.true:
            return self.not_(a)
        return self._make(Op.XOR, _ordered(a, b), (), BOOL)

    def implies(self, a: Term, b: Term) -> Term:
        _need_bool(a, b)
        if a is self.true:
            return b
        if a is self.false or b is self.true or a is b:
            return self.true
        if b is self.false:
            return self.not_(a)
        return self._make(Op.IMPLIES, (a, b), (), BOOL)

    def eq(self, a: Term, b: Term) -> Term:
        if a.sort != b.sort:
            raise SortError(f"= on {a.sort} and {b.sort}")
        if a is b:
            return self.true
        if isinstance(a.sort, BoolSort):
            if a.is_const:
                return b if a.value else self.not_(b)
            if b.is_const:
                return a if b.value else self.not_(a)
        if a.is_const and b.is_const:
            return self.bool_const(a.value == b.value)
        # ite(c, k1, k2) = k3 with constants: a Boolean in c
        for x, y in ((a, b), (b, a)):
            if y.is_const and x.op is Op.ITE and x.args[1].is_const and x.args[2].is_const:
                c, k1, k2 = x.args
                return self.ite(c, self.bool_const(k1 is y), self.bool_const(k2 is y))
        return self._make(Op.EQ, _ordered(a, b), (), BOOL)

    def distinct(self, a: Term, b: Term) -> Term:
        return self.not_(self.eq(a, b))

    def ite(self, c: Term, a: Term, b: Term) -> Term:
        _need_bool(c)
        if a.sort != b.sort:
            raise SortError(f"ite branches {a.sort} and {b.sort}")
        if c is self.true or a is b:
            return a
        if c is self.false:
            return b
        if c.op is Op.NOT:
            c, a, b = c.args[0], b, a
        if isinstance(a.sort, BoolSort):
            if a.is_const and b.is_const:
                return c if a.value else self.not_(c)
            if a.is_const:
                return self.or_(c, b) if a.value else self.and_(self.not_(c), b)
            if b.is_const:
                return self.or_(self.not_(c), a) if b.value else self.and_(c, a)
        # ite(c, ite(c, x, y), z) = ite(c, x, z) and the mirror case
        if a.op is Op.ITE and a.args[0] is c:
            a = a.args[1]
        if b.op is Op.ITE and b.args[0] is c:
            b = b.args[2]
        if a is b:
            return a
        return self._make(Op.ITE, (c, a, b), (), a.sort)

    # ---------------------------------------------------------------- bit-vectors
    def bvnot(self, a: Term) -> Term:
        _need_bv(a)
        if a.op is Op.BVNOT:
            return a.args[0]
        return self._fold(Op.BVNOT, (a,), (), a.sort) or self._make(Op.BVNOT, (a,), (), a.sort)

    def bvneg(self, a: Term) -> Term:
        _need_bv(a)
        if a.op is Op.BVNEG:
            return a.args[0]
        return self._fold(Op.BVNEG, (a,), (), a.sort) or self._make(Op.BVNEG, (a,), (), a.sort)

    def bvbin(self, op: Op, a: Term, b: Term) -> Term:
        """A binary bit-vector operator with folding and neutral elements."""
        _need_bv(a, b)
        if a.sort != b.sort:
            raise SortError(f"{op} on {a.sort} and {b.sort}")
        folded = self._fold(op, (a, b), (), a.sort)
        if folded is not None:
            return folded
        w = a.width
        ones = (1 << w) - 1
        if op in COMMUTATIVE and a.is_const:
            a, b = b, a  # constant on the right
        k = b.value if b.is_const else None
        match op:
            case Op.BVADD | Op.BVSUB | Op.BVOR | Op.BVXOR | Op.BVSHL | Op.BVLSHR | Op.BVASHR:
                if k == 0:
                    return a
            case Op.BVMUL:
                if k == 0:
                    return b
                if k == 1:
                    return a
            case Op.BVAND:
                if k == 0:
                    return b
                if k == ones:
                    return a
            case Op.BVUDIV | Op.BVSDIV:
                if k == 1:
                    return a
        if op is Op.BVOR and k == ones:
            return b
        if a is b:
            match op:
                case Op.BVAND | Op.BVOR:
                    return a
                case Op.BVXOR | Op.BVSUB:
                    return self.bv_const(0, w)
        if op is Op.BVSUB and a.is_const and a.value == 0:
            return self.bvneg(b)
        args = _ordered(a, b) if op in COMMUTATIVE else (a, b)
        return self._make(op, args, (), a.sort)

    def bvadd(self, a: Term, b: Term) -> Term:
        return self.bvbin(Op.BVADD, a, b)

    def bvsub(self, a: Term, b: Term) -> Term:
        return self.bvbin(Op.BVSUB, a, b)

    def bvmul(self, a: Term, b: Term) -> Term:
        return self.bvbin(Op.BVMUL, a, b)

    def bvand(self, a: Term, b: Term) -> Term:
        return self.bvbin(Op.BVAND, a, b)

    def bvor(self, a: Term, b: Term) -> Term:
        return self.bvbin(Op.BVOR, a, b)

    def compare(self, op: Op, a: Term, b: Term) -> Term:
        """``bvult``/``bvule``/``bvslt``/``bvsle`` with folding."""
        _need_bv(a, b)
        if a.sort != b.sort:
            raise SortError(f"{op} on {a.sort} and {b.sort}")
        folded = self._fold(op, (a, b), (), BOOL)
        if folded is not None:
            return folded
        if a is b:
            return self.bool_const(op in (Op.BVULE, Op.BVSLE))
        w = a.width
        if op is Op.BVULT and b.is_const and b.value == 0:
            return self.false
        if op is Op.BVULE and a.is_const and a.value == 0:
            return self.true
        if op is Op.BVULE and b.is_const and b.value == (1 << w) - 1:
            return self.true
        return self._make(op, (a, b), (), BOOL)

    def ult(self, a: Term, b: Term) -> Term:
        return self.compare(Op.BVULT, a, b)

    def ule(self, a: Term, b: Term) -> Term:
        return self.compare(Op.BVULE, a, b)

    def slt(self, a: Term, b: Term) -> Term:
        return self.compare(Op.BVSLT, a, b)

    def sle(self, a: Term, b: Term) -> Term:
        return self.compare(Op.BVSLE, a, b)

    def ugt(self, a: Term, b: Term) -> Term:
        return self.compare(Op.BVULT, b, a)

    def uge(self, a: Term, b: Term) -> Term:
        return self.compare(Op.BVULE, b, a)

    def sgt(self, a: Term, b: Term) -> Term:
        return self.compare(Op.BVSLT, b, a)

    def sge(self, a: Term, b: Term) -> Term:
        return self.compare(Op.BVSLE, b, a)

    # ---------------------------------------------------------------- width changes
    def extract(self, a: Term, hi: int, lo: int) -> Term:
        _need_bv(a)
        if not 0 <= lo <= hi < a.width:
            raise SortError(f"extract [{hi}:{lo}] of width {a.width}")
        if lo == 0 and hi == a.width - 1:
            return a
        sort = BVSort(hi - lo + 1)
        folded = self._fold(Op.EXTRACT, (a,), (hi, lo), sort)
        if folded is not None:
            return folded
        match a.op:
            case Op.EXTRACT:
                inner_lo = a.params[1]
                return self.extract(a.args[0], hi + inner_lo, lo + inner_lo)  # type: ignore
            case Op.CONCAT:
                high, low = a.args
                if hi < low.width:
                    return self.extract(low, hi, lo)
                if lo >= low.width:
                    return self.extract(high, hi - low.width, lo - low.width)
            case Op.ZERO_EXTEND | Op.SIGN_EXTEND:
                inner = a.args[0]
                if hi < inner.width:
                    return self.extract(inner, hi, lo)
                if a.op is Op.ZERO_EXTEND and lo >= inner.width:
                    return self.bv_const(0, hi - lo + 1)
        return self._make(Op.EXTRACT, (a,), (hi, lo), sort)

    def concat(self, high: Term, low: Term) -> Term:
        _need_bv(high, low)
        sort = BVSort(high.width + low.width)
        folded = self._fold(Op.CONCAT, (high, low), (), sort)
        if folded is not None:
            return folded
        if (high.op is Op.EXTRACT and low.op is Op.EXTRACT and high.args[0] is low.args[0]
                and high.params[1] == low.params[0] + 1):  # type: ignore[operator]
            return self.extract(high.args[0], high.params[0], low.params[1])  # type: ignore
        return self._make(Op.CONCAT, (high, low), (), sort)

    def zero_extend(self, a: Term, extra: int) -> Term:
        _need_bv(a)
        if extra == 0:
            return a
        sort = BVSort(a.width + extra)
        folded = self._fold(Op.ZERO_EXTEND, (a,), (extra,), sort)
        if folded is not None:
            return folded
        if a.op is Op.ZERO_EXTEND:
            return self.zero_extend(a.args[0], extra + a.params[0])  # type: ignore[operator]
        return self._make(Op.ZERO_EXTEND, (a,), (extra,), sort)

    def sign_extend(self, a: Term, extra: int) -> Term:
        _need_bv(a)
        if extra == 0:
            return a
        sort = BVSort(a.width + extra)
        folded = self._fold(Op.SIGN_EXTEND, (a,), (extra,), sort)
        if folded is not None:
            return folded
        if a.op is Op.SIGN_EXTEND:
            return self.sign_extend(a.args[0], extra + a.params[0])  # type: ignore[operator]
        return self._make(Op.SIGN_EXTEND, (a,), (extra,), sort)

    def resize(self, a: Term, width: int, signed: bool) -> Term:
        """Truncate or extend ``a`` to ``width`` bits (C integer conversion)."""
        if width < a.width:
            return self.extract(a, width - 1, 0)
        if signed:
            return self.sign_extend(a, width - a.width)
        return self.zero_extend(a, width - a.width)

    def bool_to_bv(self, c: Term, width: int) -> Term:
        """1 or 0 of the given width."""
        return self.ite(c, self.bv_const(1, width), self.bv_const(0, width))

    def bv_to_bool(self, a: Term) -> Term:
        """``a != 0``."""
        return self.not_(self.eq(a, self.bv_const(0, a.width)))

    # ---------------------------------------------------------------- arrays
    def select(self, array: Term, index: Term) -> Term:
        sort = array.sort
        if not isinstance(sort, ArraySort) or index.sort != sort.index:
            raise SortError(f"select on {sort} with index {index.sort}")
        a = array
        while True:
            if a.op is Op.CONST_ARRAY:
                return a.args[0]
            if a.op is Op.STORE:
                j = a.args[1]
                if j is index:
                    return a.args[2]
                if j.is_const and index.is_const:
                    a = a.args[0]  # distinct constant indices: skip the store
                    continue
            break
        return self._make(Op.SELECT, (a, index), (), sort.element)

    def store(self, array: Term, index: Term, value: Term) -> Term:
        sort = array.sort
        if (not isinstance(sort, ArraySort) or index.sort != sort.index
                or value.sort != sort.element):
            raise SortError(f"store on {sort} with {index.sort}, {value.sort}")
        # overwrite of the same constant index: drop the older store
        if array.op is Op.STORE and array.args[1] is index:
            array = array.args[0]
        return self._make(Op.STORE, (array, index, value), (), sort)

    # ---------------------------------------------------------------- floating point
    def fp(self, op: Op, args: Sequence[Term], params: tuple[int, ...]) -> Term:
        """A floating-point operator (``Op.FP_*``, ``bmc.terms.floats``) on packed values:
        sorts checked, constants folded. ``params`` start with the format ``(eb, sb)``;
        rounded operators and conversions take the 3-bit rounding mode first."""
        if op not in FP_OPS:
            raise SortError(f"{op} is not a floating-point operator")
        _need_bv(*args)
        eb, sb = int(params[0]), int(params[1])
        width = eb + sb
        rounded = op in FP_ROUNDED_BINARY or op in FP_ROUNDED_UNARY or op in FP_CONVERSIONS
        if rounded and args[0].width != MODE_BITS:
            raise SortError(f"{op}: the rounding mode is a {MODE_BITS}-bit vector")
        values = tuple(args[1:]) if rounded else tuple(args)
        binary = op in FP_ROUNDED_BINARY or op in FP_COMPARISONS or op in (
            Op.FP_MIN, Op.FP_MAX, Op.FP_REM)
        if len(values) != (2 if binary else 1):
            raise SortError(f"{op} takes {2 if binary else 1} floating-point operands")
        if op not in (Op.FP_FROM_SBV, Op.FP_FROM_UBV) and any(v.width != width
                                                                for v in values):
            raise SortError(f"{op} on ({eb}, {sb}) floats of width {width}, got "
                            f"{[v.width for v in values]}")
        sort: Sort
        if op in FP_COMPARISONS or op in FP_CLASSIFIERS:
            sort = BOOL
        elif op is Op.FP_TO_FP:
            sort = BVSort(int(params[2]) + int(params[3]))
        elif op in (Op.FP_TO_SBV, Op.FP_TO_UBV):
            sort = BVSort(int(params[2]))
        else:
            sort = BVSort(width)
        args = tuple(args)
        if op in (Op.FP_ADD, Op.FP_MUL):       # commutative, bit for bit (one NaN)
            args = (args[0], *_ordered(args[1], args[2]))
        elif op in (Op.FP_EQ,):
            args = _ordered(args[0], args[1])
        folded = self._fold(op, args, tuple(params), sort)
        if folded is not None:
            return folded
        if op in FP_ROUNDED_BINARY or op in FP_ROUNDED_UNARY or op is Op.FP_REM:
            self.fp_arithmetic += 1
        return self._make(op, args, tuple(params), sort)

    # ---------------------------------------------------------------- generic
    def apply(self, op: Op, args: Sequence[Term], params: tuple = ()) -> Term:
        """Build any operator by name (used by rewriters and tests)."""
        match op:
            case Op.TRUE:
                return self.true
            case Op.FALSE:
                return self.false
            case Op.NOT:
                return self.not_(args[0])
            case Op.AND:
                return self.and_(*args)
            case Op.OR:
                return self.or_(*args)
            case Op.XOR:
                return self.xor(*args)
            case Op.IMPLIES:
                return self.implies(*args)
            case Op.EQ:
                return self.eq(*args)
            case Op.ITE:
                return self.ite(*args)
            case Op.BVNOT:
                return self.bvnot(args[0])
            case Op.BVNEG:
                return self.bvneg(args[0])
            case Op.BVULT | Op.BVULE | Op.BVSLT | Op.BVSLE:
                return self.compare(op, *args)
            case Op.EXTRACT:
                return self.extract(args[0], int(params[0]), int(params[1]))
            case Op.CONCAT:
                return self.concat(*args)
            case Op.ZERO_EXTEND:
                return self.zero_extend(args[0], int(params[0]))
            case Op.SIGN_EXTEND:
                return self.sign_extend(args[0], int(params[0]))
            case Op.SELECT:
                return self.select(*args)
            case Op.STORE:
                return self.store(*args)
            case Op.BV_CONST | Op.VAR | Op.CONST_ARRAY:
                raise ValueError(f"build leaves with their own constructors, not apply({op})")
            case _ if op in FP_OPS:
                return self.fp(op, args, params)
        return self.bvbin(op, args[0], args[1])


def _uid(t: Term) -> int:
    return t.uid


def _ordered(a: Term, b: Term) -> tuple[Term, Term]:
    return (a, b) if a.uid <= b.uid else (b, a)


def _need_bool(*terms: Term) -> None:
    for t in terms:
        if not isinstance(t.sort, BoolSort):
            raise SortError(f"expected Bool, got {t.sort}")


def _need_bv(*terms: Term) -> None:
    for t in terms:
        if not isinstance(t.sort, BVSort):
            raise SortError(f"expected a bit-vector, got {t.sort}")
