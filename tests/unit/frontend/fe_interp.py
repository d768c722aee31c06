"""A tiny concrete interpreter for IR programs (test helper).

Runs ``INIT_FUNCTION`` then the entry function, taking nondet values (and the initial value
of each ``Decl``) from a list of inputs (0 when exhausted). It records failed assertions and
stops a path at a false ``Assume``. Arrays are Python lists; integers are kept in range of
their C type after every operation, so results can be compared with a compiled program.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bmc.ir.ctype import ArrayType, IntType, PointerType
from bmc.ir.expr import (
    BinOp,
    Binary,
    Cast,
    Const,
    Expr,
    Filled,
    Index,
    Ite,
    Nondet,
    Unary,
    UnOp,
    Var,
    const_int,
)
from bmc.ir.program import (
    INIT_FUNCTION,
    Assert,
    Assign,
    Assume,
    AtomicBegin,
    AtomicEnd,
    Call,
    Dead,
    Decl,
    Goto,
    Program,
    Return,
    Skip,
)


class Stop(Exception):
    """A false assumption ended the execution."""


@dataclass
class Run:
    globals: dict[str, object] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    events: list[str] = field(default_factory=list)
    result: object = None
    stopped: bool = False
    steps: int = 0


def wrap(v: int, t: object) -> int:
    assert isinstance(t, IntType), t
    return const_int(v, t).value


def _zero(t: object) -> object:
    if isinstance(t, ArrayType):
        assert t.size is not None
        return [_zero(t.element) for _ in range(t.size)]
    return 0


class Interpreter:
    def __init__(self, program: Program, inputs: list[int] | None = None,
                 max_steps: int = 200_000) -> None:
        self.program = program
        self.inputs = list(inputs or [])
        self.max_steps = max_steps
        self.run = Run()

    def next_input(self, t: object) -> object:
        if isinstance(t, ArrayType):
            return _zero(t)
        if isinstance(t, PointerType):
            return 0                 # e.g. main's argv (this interpreter has no memory)
        v = self.inputs.pop(0) if self.inputs else 0
        return wrap(v, t)

    # ------------------------------------------------------------------ expressions
    def value(self, e: Expr, env: dict[str, object]) -> object:
        match e:
            case Const(value=v):
                return v
            case Var(name=n):
                return env[n] if n in env else self.run.globals[n]
            case Index(array=a, index=i):
                arr = self.value(a, env)
                idx = self.value(i, env)
                assert isinstance(arr, list) and isinstance(idx, int)
                if not 0 <= idx < len(arr):
                    raise IndexError(f"index {idx} out of bounds")
                return arr[idx]
            case Filled(value=v, type=t):
                assert t.size is not None
                inner = self.value(v, env)
                return [inner if not isinstance(inner, list) else list(inner)
                        for _ in range(t.size)]
            case Cast(operand=a, type=t):
                return wrap(self.value(a, env), t)
            case Ite(cond=c, then=x, else_=y):
                return self.value(x, env) if self.value(c, env) else self.value(y, env)
            case Unary(op=op, operand=a, type=t):
                v = self.value(a, env)
                match op:
                    case UnOp.NEG:
                        return wrap(-v, t)
                    case UnOp.BITNOT:
                        return wrap(~v, t)
                    case UnOp.LNOT:
                        return int(v == 0)
            case Binary(op=BinOp.LAND, left=a, right=b):
                return int(bool(self.value(a, env)) and bool(self.value(b, env)))
            case Binary(op=BinOp.LOR, left=a, right=b):
                return int(bool(self.value(a, env)) or bool(self.value(b, env)))
            case Binary(op=op, left=a, right=b, type=t):
                x, y = self.value(a, env), self.value(b, env)
                return self.binary(op, x, y, t)
            case Nondet(type=t):
                return self.next_input(t)
        raise TypeError(e)

    @staticmethod
    def binary(op: BinOp, x: int, y: int, t: object) -> int:
        match op:
            case BinOp.ADD:
                return wrap(x + y, t)
            case BinOp.SUB:
                return wrap(x - y, t)
            case BinOp.MUL:
                return wrap(x * y, t)
            case BinOp.DIV | BinOp.MOD:
                if y == 0:
                    raise ZeroDivisionError
                q = abs(x) // abs(y)
                q = q if (x >= 0) == (y >= 0) else -q
                return wrap(q if op is BinOp.DIV else x - y * q, t)
            case BinOp.SHL:
                return wrap(x << y, t)
            case BinOp.SHR:
                return wrap(x >> y, t)
            case BinOp.BITAND:
                return wrap(x & y, t)
            case BinOp.BITOR:
                return wrap(x | y, t)
            case BinOp.BITXOR:
                return wrap(x ^ y, t)
            case BinOp.LT:
                return int(x < y)
            case BinOp.LE:
                return int(x <= y)
            case BinOp.GT:
                return int(x > y)
            case BinOp.GE:
                return int(x >= y)
            case BinOp.EQ:
                return int(x == y)
            case BinOp.NE:
                return int(x != y)
        raise TypeError(op)

    def store(self, lhs: Expr, value: object, env: dict[str, object]) -> None:
        match lhs:
            case Var(name=n):
                if n in env:
                    env[n] = value
                else:
                    self.run.globals[n] = value
            case Index(array=a, index=i):
                arr = self.value(a, env)
                idx = self.value(i, env)
                assert isinstance(arr, list) and isinstance(idx, int)
                if not 0 <= idx < len(arr):
                    raise IndexError(f"index {idx} out of bounds")
                arr[idx] = value
            case _:
                raise TypeError(lhs)

    # ------------------------------------------------------------------ execution
    def call(self, name: str, args: list[object]) -> object:
        f = self.program.functions[name]
        env: dict[str, object] = {}
        for p, a in zip(f.params, args):
            env[p.name] = a
        if f.return_var is not None:
            env[f.return_var.name] = 0
        for sym in self.program.symbols.values():
            if sym.function == name and sym.name not in env and sym.kind.value in (
                    "local", "temporary"):
                env[sym.name] = _zero(sym.type)
        pc = 0
        while pc < len(f.body):
            self.run.steps += 1
            if self.run.steps > self.max_steps:
                raise RuntimeError("step limit")
            ins = f.body[pc]
            pc += 1
            match ins:
                case Assign(lhs=lhs, rhs=rhs):
                    v = self.value(rhs, env)
                    self.store(lhs, list(v) if isinstance(v, list) else v, env)
                case Assume(cond=c):
                    if not self.value(c, env):
                        raise Stop
                case Assert(cond=c, description=d):
                    if not self.value(c, env):
                        self.run.failures.append(d)
                case Goto(cond=c, target=t):
                    if c is None or self.value(c, env):
                        pc = t
                case Call(lhs=lhs, function=fn, args=a):
                    r = self.call(fn, [self.value(x, env) for x in a])
                    if lhs is not None:
                        self.store(lhs, r, env)
                case Return(value=v):
                    return None if v is None else self.value(v, env)
                case Decl(var=v):
                    env[v.name] = self.next_input(v.type)
                case Dead():
                    pass
                case Skip():
                    pass
                case AtomicBegin():
                    self.run.events.append("atomic_begin")
                case AtomicEnd():
                    self.run.events.append("atomic_end")
        return None

    def execute(self) -> Run:
        for sym in self.program.symbols.values():
            if sym.kind.value in ("global", "static"):
                self.run.globals[sym.name] = _zero(sym.type)
        try:
            self.call(INIT_FUNCTION, [])
            self.run.result = self.call(self.program.entry, [
                self.next_input(p.type) for p in self.program.functions[self.program.entry].params])
        except Stop:
            self.run.stopped = True
        return self.run


def execute(program: Program, inputs: list[int] | None = None) -> Run:
    return Interpreter(program, inputs).execute()
