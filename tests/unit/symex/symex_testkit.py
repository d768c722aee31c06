"""Helpers for the symex tests: build IR programs by hand, run symex, decide with Z3.

``ProgramBuilder``/``FunctionBuilder`` lower structured statements (if, while, for, do-while,
break, continue) to goto programs exactly as ``bmc.ir.program`` documents. ``Z3Check``
encodes an equation (``AND(assignments, constraints) and OR(fails)``) with a tiny term->z3
translator.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from bmc.ir.ctype import LP64, ArrayType, CType, DataModel, FunctionType, VoidType
from bmc.ir.expr import (BinOp, Binary, Cast, Const, Expr, Filled, Index, Ite, Nondet, Unary,
                         UnOp, Var)
from bmc.ir.program import (INIT_FUNCTION, Assert, Assign, Assume, Call, Decl, Function, Goto,
                            Instruction, Program, Return, Skip, SourceLocation, Symbol,
                            SymbolKind)
from bmc.options import Options
from bmc.symex import execute
from bmc.symex.equation import Assertion, Assignment, Constraint, Equation
from bmc.terms import ArraySort, BoolSort, BVSort, Op, Sort, Term, TermStore
from bmc.terms.walk import fold

M = LP64
INT = M.int_type
UINT = M.uint
LONG = M.long_
ULONG = M.ulong
CHAR = M.char
SCHAR = M.schar
UCHAR = M.uchar
SHORT = M.short_
BOOL = M.bool_


# ----------------------------------------------------------------------------- expressions
def k(value: int, t: CType = INT) -> Const:
    return Const(value, t)


def bin_(op: BinOp, a: Expr, b: Expr, t: CType | None = None) -> Binary:
    if t is None:
        t = INT if op in (BinOp.LT, BinOp.LE, BinOp.GT, BinOp.GE, BinOp.EQ, BinOp.NE,
                          BinOp.LAND, BinOp.LOR) else a.type
    return Binary(op, a, b, t)


def add(a: Expr, b: Expr) -> Binary:
    return bin_(BinOp.ADD, a, b)


def sub(a: Expr, b: Expr) -> Binary:
    return bin_(BinOp.SUB, a, b)


def lt(a: Expr, b: Expr) -> Binary:
    return bin_(BinOp.LT, a, b)


def le(a: Expr, b: Expr) -> Binary:
    return bin_(BinOp.LE, a, b)


def gt(a: Expr, b: Expr) -> Binary:
    return bin_(BinOp.GT, a, b)


def eq(a: Expr, b: Expr) -> Binary:
    return bin_(BinOp.EQ, a, b)


def ne(a: Expr, b: Expr) -> Binary:
    return bin_(BinOp.NE, a, b)


def lnot(a: Expr) -> Unary:
    return Unary(UnOp.LNOT, a, INT)


def cast(a: Expr, t: CType) -> Cast:
    return Cast(a, t)


def idx(a: Expr, i: Expr) -> Index:
    assert isinstance(a.type, ArrayType)
    return Index(a, i, a.type.element)


def ite(c: Expr, a: Expr, b: Expr) -> Ite:
    return Ite(c, a, b, a.type)


def filled(value: Expr, t: ArrayType) -> Filled:
    return Filled(value, t)


def nondet(t: CType = INT) -> Nondet:
    return Nondet(t)


# ----------------------------------------------------------------------------- programs
def loc(line: int, function: str = "main") -> SourceLocation:
    return SourceLocation("test.c", line, 0, function)


@dataclass
class _Pending:
    cond: Expr | None
    label: str
    loc: SourceLocation


class FunctionBuilder:
    """Emits instructions; gotos name labels that ``build`` resolves to indices."""

    def __init__(self, pb: ProgramBuilder, name: str, result: CType,
                 params: Iterable[tuple[str, CType]]) -> None:
        self.pb = pb
        self.name = name
        self.result = result
        self.body: list[Instruction | _Pending] = []
        self.labels: dict[str, int] = {}
        self._n = 0
        self._loops: list[tuple[str, str]] = []     # (break label, continue label)
        self.params = tuple(self.pb.declare(f"{name}::{p}", t, SymbolKind.PARAMETER, name)
                            for p, t in params)
        self.return_var = None if isinstance(result, VoidType) else self.pb.declare(
            f"{name}::$return", result, SymbolKind.RETURN_VALUE, name)

    # variables
    def local(self, name: str, t: CType = INT, decl: bool = True,
              kind: SymbolKind = SymbolKind.LOCAL) -> Var:
        v = self.pb.declare(f"{self.name}::{name}", t, kind, self.name)
        if decl:
            self.emit(Decl(v, self.loc()))
        return v

    def param(self, name: str) -> Var:
        return next(p for p in self.params if p.name == f"{self.name}::{name}")

    # plumbing
    def loc(self) -> SourceLocation:
        return loc(len(self.body) + 1, self.name)

    def emit(self, ins: Instruction | _Pending) -> None:
        self.body.append(ins)

    def fresh_label(self, hint: str) -> str:
        self._n += 1
        return f"{hint}{self._n}"

    def label(self, name: str) -> None:
        assert name not in self.labels
        self.labels[name] = len(self.body)

    def goto(self, label: str, cond: Expr | None = None) -> None:
        self.emit(_Pending(cond, label, self.loc()))

    # statements
    def assign(self, lhs: Expr, rhs: Expr) -> None:
        self.emit(Assign(lhs, rhs, self.loc()))

    def assume(self, cond: Expr) -> None:
        self.emit(Assume(cond, self.loc()))

    def assert_(self, cond: Expr, cls: str = "assertion", desc: str = "",
                pid: str = "") -> None:
        self.emit(Assert(cond, cls, desc or f"assertion line {len(self.body) + 1}", self.loc(),
                         pid))

    def call(self, lhs: Expr | None, function: str, *args: Expr) -> None:
        self.emit(Call(lhs, function, tuple(args), self.loc()))

    def ret(self, value: Expr | None = None) -> None:
        self.emit(Return(value, self.loc()))

    def skip(self) -> None:
        self.emit(Skip(self.loc()))

    def if_(self, cond: Expr, then: Callable[[], None],
            else_: Callable[[], None] | None = None) -> None:
        l_else, l_end = self.fresh_label("else"), self.fresh_label("endif")
        self.goto(l_else, lnot(cond))
        then()
        if else_ is not None:
            self.goto(l_end)
            self.label(l_else)
            else_()
            self.label(l_end)
        else:
            self.label(l_else)

    def while_(self, cond: Expr, body: Callable[[], None]) -> None:
        head, exit_ = self.fresh_label("head"), self.fresh_label("exit")
        self.label(head)
        self.goto(exit_, lnot(cond))
        self._loops.append((exit_, head))
        body()
        self._loops.pop()
        self.goto(head)
        self.label(exit_)

    def for_(self, init: Callable[[], None], cond: Expr, step: Callable[[], None],
             body: Callable[[], None]) -> None:
        init()
        head, cont, exit_ = (self.fresh_label("head"), self.fresh_label("cont"),
                             self.fresh_label("exit"))
        self.label(head)
        self.goto(exit_, lnot(cond))
        self._loops.append((exit_, cont))
        body()
        self._loops.pop()
        self.label(cont)
        step()
        self.goto(head)
        self.label(exit_)

    def do_while(self, body: Callable[[], None], cond: Expr) -> None:
        head, cont, exit_ = (self.fresh_label("head"), self.fresh_label("cont"),
                             self.fresh_label("exit"))
        self.label(head)
        self._loops.append((exit_, cont))
        body()
        self._loops.pop()
        self.label(cont)
        self.goto(head, cond)
        self.label(exit_)

    def break_(self) -> None:
        self.goto(self._loops[-1][0])

    def continue_(self) -> None:
        self.goto(self._loops[-1][1])

    def build(self) -> Function:
        body: list[Instruction] = []
        for ins in self.body:
            if isinstance(ins, _Pending):
                body.append(Goto(ins.cond, self.labels[ins.label], ins.loc))
            else:
                body.append(ins)
        ftype = FunctionType(self.result, tuple(p.type for p in self.params))
        return Function(self.name, ftype, self.params, tuple(body), loc(0, self.name),
                        self.return_var)


class ProgramBuilder:
    def __init__(self, model: DataModel = M) -> None:
        self.model = model
        self.symbols: dict[str, Symbol] = {}
        self.functions: dict[str, FunctionBuilder] = {}

    def declare(self, name: str, t: CType, kind: SymbolKind, function: str = "") -> Var:
        source = "" if kind is SymbolKind.TEMPORARY else name.rsplit("::", 1)[-1]
        self.symbols[name] = Symbol(name, source, t, kind, loc(0, function), function)
        return Var(name, t)

    def global_(self, name: str, t: CType = INT) -> Var:
        return self.declare(name, t, SymbolKind.GLOBAL)

    def function(self, name: str, result: CType = INT,
                 params: Iterable[tuple[str, CType]] = ()) -> FunctionBuilder:
        fb = FunctionBuilder(self, name, result, params)
        self.functions[name] = fb
        return fb

    def init(self) -> FunctionBuilder:
        return self.function(INIT_FUNCTION, VoidType())

    def build(self, entry: str = "main") -> Program:
        return Program({n: fb.build() for n, fb in self.functions.items()}, self.symbols, entry,
                       self.model)


def run(program: Program, store: TermStore | None = None, **options: object) -> Equation:
    opts = Options(**options)  # type: ignore[arg-type]
    return execute(program, opts, store or TermStore())


# ----------------------------------------------------------------------------- z3
class Z3Check:
    """Encode an equation in Z3 and ask whether properties can fail."""

    def __init__(self, equation: Equation) -> None:
        import z3
        self.z3 = z3
        self.eq = equation
        self._memo: dict[int, object] = {}
        self.background = []
        for step in equation.steps:
            if isinstance(step, Assignment):
                if isinstance(step.lhs.sort, ArraySort) or step.rhs is step.lhs:
                    continue
                self.background.append(self.expr(self.eq.store.eq(step.lhs, step.rhs)))
            elif isinstance(step, Constraint):
                self.background.append(self.expr(step.cond))

    def _sort(self, s: Sort) -> object:
        z3 = self.z3
        match s:
            case BoolSort():
                return z3.BoolSort()
            case BVSort(width=w):
                return z3.BitVecSort(w)
            case ArraySort(index=i, element=e):
                return z3.ArraySort(self._sort(i), self._sort(e))
        raise TypeError(s)

    def expr(self, term: Term) -> object:
        fold([term], self._node, self._memo)
        return self._memo[term.uid]

    def _node(self, t: Term, a: list) -> object:  # noqa: C901 - one table
        z3 = self.z3
        match t.op:
            case Op.TRUE:
                return z3.BoolVal(True)
            case Op.FALSE:
                return z3.BoolVal(False)
            case Op.BV_CONST:
                return z3.BitVecVal(t.value, t.width)
            case Op.VAR:
                return z3.Const(t.name, self._sort(t.sort))
            case Op.CONST_ARRAY:
                assert isinstance(t.sort, ArraySort)
                return z3.K(self._sort(t.sort.index), a[0])
            case Op.NOT:
                return z3.Not(a[0])
            case Op.AND:
                return z3.And(*a)
            case Op.OR:
                return z3.Or(*a)
            case Op.XOR:
                return z3.Xor(a[0], a[1])
            case Op.IMPLIES:
                return z3.Implies(a[0], a[1])
            case Op.EQ:
                return a[0] == a[1]
            case Op.ITE:
                return z3.If(a[0], a[1], a[2])
            case Op.BVNOT:
                return ~a[0]
            case Op.BVNEG:
                return -a[0]
            case Op.BVAND:
                return a[0] & a[1]
            case Op.BVOR:
                return a[0] | a[1]
            case Op.BVXOR:
                return a[0] ^ a[1]
            case Op.BVADD:
                return a[0] + a[1]
            case Op.BVSUB:
                return a[0] - a[1]
            case Op.BVMUL:
                return a[0] * a[1]
            case Op.BVUDIV:
                return z3.UDiv(a[0], a[1])
            case Op.BVUREM:
                return z3.URem(a[0], a[1])
            case Op.BVSDIV:
                return a[0] / a[1]
            case Op.BVSREM:
                return z3.SRem(a[0], a[1])
            case Op.BVSHL:
                return a[0] << a[1]
            case Op.BVLSHR:
                return z3.LShR(a[0], a[1])
            case Op.BVASHR:
                return a[0] >> a[1]
            case Op.BVULT:
                return z3.ULT(a[0], a[1])
            case Op.BVULE:
                return z3.ULE(a[0], a[1])
            case Op.BVSLT:
                return a[0] < a[1]
            case Op.BVSLE:
                return a[0] <= a[1]
            case Op.CONCAT:
                return z3.Concat(a[0], a[1])
            case Op.EXTRACT:
                return z3.Extract(t.params[0], t.params[1], a[0])
            case Op.ZERO_EXTEND:
                return z3.ZeroExt(t.params[0], a[0])
            case Op.SIGN_EXTEND:
                return z3.SignExt(t.params[0], a[0])
            case Op.SELECT:
                return z3.Select(a[0], a[1])
            case Op.STORE:
                return z3.Store(a[0], a[1], a[2])
        raise NotImplementedError(t.op)

    def fails(self, property_id: str | None = None, prefix: str | None = None) -> list[object]:
        out = []
        for s in self.eq.assertions():
            if property_id is not None and s.property_id != property_id:
                continue
            if prefix is not None and not s.property_id.startswith(prefix):
                continue
            out.append(self.expr(self.eq.store.and_(s.guard, self.eq.store.not_(s.cond))))
        return out

    def can_fail(self, property_id: str | None = None, prefix: str | None = None) -> bool:
        """Some assertion step (of ``property_id`` / with the id ``prefix``) can fail."""
        fails = self.fails(property_id, prefix)
        if not fails:
            return False
        solver = self.z3.Solver()
        solver.add(*self.background)
        solver.add(self.z3.Or(*fails))
        result = solver.check()
        assert result != self.z3.unknown
        return result == self.z3.sat

    def model_value(self, property_id: str, term: Term) -> int:
        solver = self.z3.Solver()
        solver.add(*self.background)
        solver.add(self.z3.Or(*self.fails(property_id)))
        assert solver.check() == self.z3.sat
        return solver.model().eval(self.expr(term), model_completion=True).as_long()

    def values(self, term: Term, limit: int = 64) -> set[int]:
        """All values ``term`` can take under the background constraints (small domains)."""
        solver = self.z3.Solver()
        solver.add(*self.background)
        z = self.expr(term)
        found: set[int] = set()
        while len(found) < limit and solver.check() == self.z3.sat:
            v = solver.model().eval(z, model_completion=True)
            found.add(v.as_long())
            solver.add(z != v)
        return found


def verdicts(equation: Equation) -> dict[str, bool]:
    check = Z3Check(equation)
    ids = [pid for pid, _, _, _ in equation.properties]
    return {pid: check.can_fail(pid) for pid in ids}


def assertions_of(equation: Equation, prefix: str) -> list[Assertion]:
    return [a for a in equation.assertions() if a.property_id.startswith(prefix)]
