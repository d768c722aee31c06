"""IR expressions to terms, with exact C semantics read off the IR types.

* Integer and pointer values are bit-vectors of the type's width; ``_Bool`` values are
  bit-vectors of its width (8) holding 0 or 1. Arrays are SMT arrays indexed by bit-vectors of
  the data model's pointer width (multi-dimensional arrays are arrays of arrays).
* Comparisons, ``!``, ``&&`` and ``||`` give ``int`` 0/1 (``store.bool_to_bv``); conditions
  are read back with ``store.bv_to_bool`` (the store folds ``ite(c,1,0) != 0`` to ``c``).
* ``/``, ``%``, ``>>`` and ordering comparisons take the signed or unsigned term operator from
  the operand type. Casts resize by the *source* signedness; a cast to ``_Bool`` is ``!= 0``.
* Shifts: the distance is converted to the left operand's width by its own signedness; a
  distance wider than the left operand is handled by widening the left operand, shifting and
  truncating, so a distance >= width still gives SMT-LIB's result (0, or all sign bits).
* Every term operator is total; C's undefined cases are separate ``Assert`` instructions.

The walk over an expression is iterative, so deeply nested expressions are fine.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from bmc.errors import UnsupportedFeature
from bmc.ir.ctype import (ArrayType, CType, FloatType, IntType, PointerType, StructType,
                          size_in_bytes)
from bmc.ir.expr import (COMPARISON_OPS, AddressOf, Allocate, BinOp, Binary, Cast, Const, Deref,
                         Expr, Filled, FloatOp, Index, Ite, Nondet, PointerAdd, PointerDiff, PointerQuery,
                         Query, Unary, UnOp, Var, children)
from bmc.memory.model import Memory
from bmc.symex.floats import float_term
from bmc.terms import ArraySort, Op, Sort, Term, TermStore, bv

Reader = Callable[[str, CType], Term]


class MemoryAccess(Protocol):
    """What the translator needs from symex for expressions that touch memory."""

    memory: Memory

    def in_memory(self, name: str) -> bool: ...

    def var_address(self, name: str) -> Term: ...

    def load(self, address: Term, t: CType, access: Expr) -> Term:
        """The ``t`` at ``address``; ``access`` is the lvalue read (it picks the memory
        class)."""
        ...

    def object_query(self, query: Query, pointer: Term) -> Term: ...


def sort_of(t: CType, index_width: int) -> Sort:
    """The term sort that represents values of the C type ``t``.

    Multi-dimensional arrays are flattened into one array over the scalar elements (row-major,
    as C lays them out), so no array term ever has array elements.
    """
    is_array = False
    while isinstance(t, ArrayType):
        is_array = True
        t = t.element
    match t:
        case IntType(width=w) | PointerType(width=w) | FloatType(width=w):
            sort: Sort = bv(w)
        case StructType(size=n) if t.complete and n > 0:
            sort = bv(8 * n)
        case _:
            raise UnsupportedFeature(f"values of type {t} in symbolic execution")
    return ArraySort(bv(index_width), sort) if is_array else sort


def index_chain(e: Index) -> tuple[Expr, list[Expr], list[int]]:
    """``a[i][j]`` -> (``a``, [i, j], strides): the flattened index is sum(i_k * stride_k)."""
    indices: list[Expr] = []
    base: Expr = e
    while isinstance(base, Index):
        indices.append(base.index)
        base = base.array
    indices.reverse()
    strides: list[int] = []
    t = base.type
    for _ in indices:
        assert isinstance(t, ArrayType)
        t = t.element
        stride = 1
        inner = t
        while isinstance(inner, ArrayType):
            if inner.size is None:
                raise UnsupportedFeature(f"array of incomplete type {t}")
            stride *= inner.size
            inner = inner.element
        strides.append(stride)
    return base, indices, strides


def is_signed(t: CType) -> bool:
    return isinstance(t, IntType) and t.signed


def _conditional(x: Expr) -> bool:
    """``&&``, ``||`` and ``?:``: C evaluates their later operands conditionally."""
    return isinstance(x, Ite) or (isinstance(x, Binary) and x.op in (BinOp.LAND, BinOp.LOR))


def _width(t: CType) -> int:
    if isinstance(t, IntType | PointerType | FloatType):
        return t.width
    if isinstance(t, StructType) and t.complete and t.size > 0:
        return 8 * t.size
    raise UnsupportedFeature(f"scalar operation on type {t}")


class Translator:
    """Turns IR expressions into terms; ``read(name, type)`` gives a variable's current value."""

    def __init__(self, store: TermStore, index_width: int, read: Reader,
                 memory: MemoryAccess | None = None) -> None:
        self.store = store
        self.index_width = index_width
        self.read = read
        self.memory = memory
        # conditions under which C evaluates the sub-expression being translated (the left
        # operand of ``&&``/``||``, the condition of ``?:``); see ``condition``
        self._conditions: list[Term] = []
        # called with each element read ``a[i]`` of an array that is an SSA variable and its
        # flattened index (the data-race check records the element)
        self.on_element: Callable[[Index, Term], None] | None = None
        # called with each read of a variable, an element or a dereference (``x``, ``a[i]``,
        # ``*p``) and the value read (traces show reads: ``bmc.symex.reads``)
        self.on_read: Callable[[Expr, Term], None] | None = None

    def condition(self) -> Term | None:
        """The condition under which the sub-expression now being translated is evaluated
        in C (None: always), for hooks that record accesses."""
        return self.store.and_(*self._conditions) if self._conditions else None

    def sort(self, t: CType) -> Sort:
        return sort_of(t, self.index_width)

    # ------------------------------------------------------------------ entry points
    def term(self, e: Expr) -> Term:
        """The value of ``e`` (iterative post-order walk)."""
        results: list[Term] = []
        # phases: 0 visit, 1 combine the children, 2 the first operand of &&, || or ?: is
        # done (its value conditions the rest), 3 the "then" branch of ?: is done
        stack: list[tuple[Expr, int]] = [(e, 0)]
        conds = self._conditions
        s = self.store
        while stack:
            x, phase = stack.pop()
            if phase == 1:
                n = len(children(x))
                args = results[len(results) - n:]
                del results[len(results) - n:]
                results.append(self._node(x, args))
                if self.on_read is not None and isinstance(x, Deref):
                    self.on_read(x, results[-1])
                if _conditional(x):
                    conds.pop()
                continue
            if phase == 2:
                first = s.bv_to_bool(results[-1])
                lor = isinstance(x, Binary) and x.op is BinOp.LOR
                conds.append(s.not_(first) if lor else first)
                continue
            if phase == 3:
                conds[-1] = s.not_(s.bv_to_bool(results[-2]))
                continue
            if isinstance(x, Index):
                address = self.lvalue_address(x)
                if address is not None:
                    results.append(self._mem().load(address, x.type, x))
                else:
                    array, flat = self.element(x)
                    if self.on_element is not None:
                        self.on_element(x, flat)
                    results.append(s.select(array, flat))
                if self.on_read is not None:
                    self.on_read(x, results[-1])
                continue
            if isinstance(x, AddressOf):
                results.append(self._mem().var_address(x.var.name))
                continue
            if isinstance(x, Var) and self.memory is not None \
                    and self.memory.in_memory(x.name):
                if isinstance(x.type, ArrayType):
                    raise UnsupportedFeature(f"array {x.name} in memory used as a value")
                results.append(self.memory.load(self.memory.var_address(x.name), x.type, x))
                if self.on_read is not None:
                    self.on_read(x, results[-1])
                continue
            kids = children(x)
            if not kids:
                results.append(self._leaf(x))
                if self.on_read is not None and isinstance(x, Var):
                    self.on_read(x, results[-1])
                continue
            stack.append((x, 1))
            if _conditional(x):
                # evaluated in C order: first operand, then the others under its value
                if isinstance(x, Ite):
                    stack += [(kids[2], 0), (x, 3), (kids[1], 0), (x, 2), (kids[0], 0)]
                else:
                    stack += [(kids[1], 0), (x, 2), (kids[0], 0)]
                continue
            for kid in reversed(kids):
                stack.append((kid, 0))
        assert len(results) == 1
        return results[0]

    def cond(self, e: Expr) -> Term:
        """``e != 0`` as a Bool term."""
        return self.store.bv_to_bool(self.term(e))

    def index(self, e: Expr) -> Term:
        """An array index converted to the index sort (sign-extended when signed)."""
        return self.store.resize(self.term(e), self.index_width, is_signed(e.type))

    def _mem(self) -> MemoryAccess:
        if self.memory is None:
            raise UnsupportedFeature("memory access without a memory model")
        return self.memory

    def lvalue_address(self, e: Expr) -> Term | None:
        """The address of an lvalue that lives in memory; None for SSA lvalues."""
        match e:
            case Deref(pointer=p):
                return self.term(p)
            case Var(name=n) if self.memory is not None and self.memory.in_memory(n):
                return self.memory.var_address(n)
            case Index():
                base, indices, strides = index_chain(e)
                if not (isinstance(base, Var) and self.memory is not None
                        and self.memory.in_memory(base.name)):
                    if isinstance(base, Deref):
                        start = self.term(base.pointer)
                    else:
                        return None
                else:
                    start = self.memory.var_address(base.name)
                element = e.type
                while isinstance(element, ArrayType):
                    element = element.element
                es = size_in_bytes(element)
                s = self.store
                flat = s.bv_const(0, self.index_width)
                for i, stride in zip(indices, strides):
                    flat = s.bvadd(flat, s.bvmul(self.index(i),
                                                 s.bv_const(stride * es, self.index_width)))
                return self._mem().memory.add(start, flat)
        return None

    def element(self, e: Index) -> tuple[Term, Term]:
        """(flattened array term, flattened index term) of the element ``e`` designates.

        ``e`` must designate a scalar (rows of multi-dimensional arrays are not values).
        """
        if isinstance(e.type, ArrayType):
            raise UnsupportedFeature(f"array row {e.type} used as a value")
        base, indices, strides = index_chain(e)
        s = self.store
        flat = s.bv_const(0, self.index_width)
        for i, stride in zip(indices, strides):
            flat = s.bvadd(flat, s.bvmul(self.index(i), s.bv_const(stride, self.index_width)))
        return self.term(base), flat

    # ------------------------------------------------------------------ nodes
    def _leaf(self, x: Expr) -> Term:
        match x:
            case Const(value=v, type=t):
                return self.store.bv_const(v, _width(t))
            case Var(name=n, type=t):
                return self.read(n, t)
            case Nondet():
                raise ValueError("Nondet may only be the whole right-hand side of an Assign")
            case Allocate():
                raise ValueError("Allocate may only be the whole right-hand side of an Assign")
        raise ValueError(f"not a leaf expression: {x!r}")

    def _node(self, x: Expr, args: list[Term]) -> Term:
        s = self.store
        match x:
            case Unary(op=op, type=t):
                (a,) = args
                match op:
                    case UnOp.NEG:
                        return s.bvneg(a)
                    case UnOp.BITNOT:
                        return s.bvnot(a)
                    case UnOp.LNOT:
                        return s.bool_to_bv(s.not_(s.bv_to_bool(a)), _width(t))
            case Binary(op=op, left=left, right=right, type=t):
                return self._binary(op, left.type, right.type, t, args[0], args[1])
            case Deref(type=t):
                (p,) = args
                return self._mem().load(p, t, x)
            case PointerAdd(index=i_expr, scale=k):
                p, i = args
                delta = s.bvmul(s.resize(i, self.index_width, is_signed(i_expr.type)),
                                s.bv_const(k, self.index_width))
                return self._mem().memory.add(p, delta)
            case PointerDiff(scale=k, type=t):
                a, b = args
                m = self._mem().memory
                diff = s.bvsub(m.offset_of(a), m.offset_of(b))
                if k != 1:
                    diff = s.bvbin(Op.BVSDIV, diff, s.bv_const(k, self.index_width))
                return s.resize(diff, _width(t), True)
            case PointerQuery(query=q, type=t):
                (p,) = args
                return s.resize(self._mem().object_query(q, p), _width(t), False)
            case Cast(operand=a_expr, type=t):
                (a,) = args
                if isinstance(t, IntType) and t.is_bool:
                    return s.bool_to_bv(s.bv_to_bool(a), t.width)
                return s.resize(a, _width(t), is_signed(a_expr.type))
            case Ite():
                c, a, b = args
                return s.ite(s.bv_to_bool(c), a, b)
            case FloatOp():
                return float_term(s, x, args)
            case Filled(type=t):
                (v,) = args
                if v.op is Op.CONST_ARRAY:      # Filled(Filled(x)): flattened
                    v = v.args[0]
                sort = self.sort(t)
                assert isinstance(sort, ArraySort)
                return s.const_array(v, sort)
        raise ValueError(f"not an IR expression: {x!r}")

    def _binary(self, op: BinOp, lt: CType, rt: CType, t: CType, a: Term, b: Term) -> Term:
        s = self.store
        signed = is_signed(lt)
        if op in COMPARISON_OPS:
            return s.bool_to_bv(self._compare(op, signed, a, b), _width(t))
        match op:
            case BinOp.ADD:
                return s.bvadd(a, b)
            case BinOp.SUB:
                return s.bvsub(a, b)
            case BinOp.MUL:
                return s.bvmul(a, b)
            case BinOp.DIV:
                return s.bvbin(Op.BVSDIV if signed else Op.BVUDIV, a, b)
            case BinOp.MOD:
                return s.bvbin(Op.BVSREM if signed else Op.BVUREM, a, b)
            case BinOp.BITAND:
                return s.bvand(a, b)
            case BinOp.BITOR:
                return s.bvor(a, b)
            case BinOp.BITXOR:
                return s.bvbin(Op.BVXOR, a, b)
            case BinOp.SHL:
                return self._shift(Op.BVSHL, a, b, is_signed(rt))
            case BinOp.SHR:
                return self._shift(Op.BVASHR if signed else Op.BVLSHR, a, b, is_signed(rt))
            case BinOp.LAND:
                return s.bool_to_bv(s.and_(s.bv_to_bool(a), s.bv_to_bool(b)), _width(t))
            case BinOp.LOR:
                return s.bool_to_bv(s.or_(s.bv_to_bool(a), s.bv_to_bool(b)), _width(t))
        raise ValueError(f"unexpected binary operator {op}")

    def _compare(self, op: BinOp, signed: bool, a: Term, b: Term) -> Term:
        s = self.store
        match op:
            case BinOp.EQ:
                return s.eq(a, b)
            case BinOp.NE:
                return s.distinct(a, b)
            case BinOp.LT:
                return s.slt(a, b) if signed else s.ult(a, b)
            case BinOp.LE:
                return s.sle(a, b) if signed else s.ule(a, b)
            case BinOp.GT:
                return s.sgt(a, b) if signed else s.ugt(a, b)
            case BinOp.GE:
                return s.sge(a, b) if signed else s.uge(a, b)
        raise ValueError(f"not a comparison: {op}")

    def _shift(self, op: Op, a: Term, distance: Term, distance_signed: bool) -> Term:
        s = self.store
        wa, wd = a.width, distance.width
        if wd <= wa:
            return s.bvbin(op, a, s.resize(distance, wa, distance_signed))
        extra = wd - wa
        wide = s.sign_extend(a, extra) if op is Op.BVASHR else s.zero_extend(a, extra)
        return s.extract(s.bvbin(op, wide, distance), wa - 1, 0)
