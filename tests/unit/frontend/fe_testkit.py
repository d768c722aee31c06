"""Helpers for front-end tests: lower C text, find instructions, run the IR concretely."""

from __future__ import annotations

import tempfile
from pathlib import Path

from bmc.concurrency.lal_reps import INTRINSICS as THREAD_INTRINSICS
from bmc.frontend import load_program
from bmc.ir.program import Function, Instruction, Program
from bmc.options import Options

from fe_interp import Run, execute  # noqa: F401  (re-exported)


def lower_c(source: str, data_model: str = "LP64", name: str = "prog.c",
            **kwargs: object) -> Program:
    """Write ``source`` to a temporary ``name`` and load it as a program."""
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / name
        path.write_text(source)
        program = load_program(Options(files=(str(path),), data_model=data_model, **kwargs))
    check_program(program)
    return program


def run_c(source: str, inputs: list[int] | None = None, data_model: str = "LP64") -> Run:
    """Lower and execute concretely (see fe_interp)."""
    return execute(lower_c(source, data_model), inputs)


def body(program: Program, function: str = "main") -> tuple[Instruction, ...]:
    return program.functions[function].body


def of_type(where: Function | tuple[Instruction, ...], cls: type) -> list:
    instructions = where.body if isinstance(where, Function) else where
    return [ins for ins in instructions if isinstance(ins, cls)]


def check_program(program: Program) -> None:
    """Structural invariants every lowered program must satisfy (bmc.ir docstrings)."""
    from bmc.ir.ctype import ArrayType, IntType, PointerType
    from bmc.ir.expr import (COMPARISON_OPS, LOGICAL_OPS, SHIFT_OPS, Binary, Cast, Deref, Index,
                             Ite, Nondet, Unary, UnOp, Var, subexpressions)
    from bmc.ir.program import (INIT_FUNCTION, Assert, Assign, Assume, Call, Dead, Decl,
                                Goto, Return)

    assert INIT_FUNCTION in program.functions
    assert program.entry in program.functions

    def check_expr(e, where: str, whole_rhs: bool = False) -> None:
        for x in subexpressions(e):
            match x:
                case Var(name=n, type=t):
                    assert n in program.symbols, f"{where}: no symbol for {n}"
                    assert program.symbols[n].type == t, f"{where}: type of {n}"
                case Nondet():
                    assert whole_rhs and x is e, f"{where}: nested Nondet"
                case Binary(op=op, left=a, right=b, type=t):
                    if op in LOGICAL_OPS or op in COMPARISON_OPS:
                        assert t.name == "int", f"{where}: {op} yields int"
                    if op in SHIFT_OPS:
                        assert a.type == t, f"{where}: shift type"
                    elif op not in LOGICAL_OPS:
                        assert a.type == b.type, f"{where}: operand types of {op}"
                        if op not in COMPARISON_OPS:
                            assert t == a.type, f"{where}: result type of {op}"
                case Unary(op=op, operand=a, type=t):
                    if op is not UnOp.LNOT:
                        assert a.type == t, f"{where}: unary type"
                case Index(array=a, type=t):
                    assert isinstance(a.type, ArrayType) and a.type.element == t
                case Ite(then=a, else_=b, type=t):
                    assert a.type == b.type == t
                case Cast(operand=a, type=t):
                    scalar = IntType | PointerType
                    assert isinstance(t, scalar) and isinstance(a.type, scalar)

    for name, f in program.functions.items():
        n = len(f.body)
        assert n > 0, name
        last = f.body[-1]
        assert isinstance(last, Return) or (isinstance(last, Goto) and last.cond is None), \
            f"{name} can fall off its end"
        for p in f.params:
            assert p.name in program.symbols
        for i, ins in enumerate(f.body):
            where = f"{name}[{i}]"
            assert ins.loc.function == name, f"{where}: location function {ins.loc.function}"
            match ins:
                case Goto(cond=c, target=t):
                    assert 0 <= t < n, f"{where}: goto target {t}"
                    if c is not None:
                        check_expr(c, where)
                case Assign(lhs=lhs, rhs=rhs):
                    assert isinstance(lhs, Var | Index | Deref), where
                    assert lhs.type == rhs.type, f"{where}: assignment types"
                    check_expr(lhs, where)
                    check_expr(rhs, where, whole_rhs=True)
                case Assume(cond=c) | Assert(cond=c):
                    check_expr(c, where)
                    if isinstance(ins, Assert):     # numbered later; CBMC's no-body ids
                        assert ins.property_id == "" or ins.property_class == "no-body"
                case Call(function=callee, args=args) if callee in THREAD_INTRINSICS:
                    # the switch point before a wait names it: (kind, word, subject[, seen])
                    most = 4 if callee == "__bmc_block_point" else 1
                    assert len(args) <= most, f"{where}: arity of {callee}"
                    for a in args:
                        check_expr(a, where)
                case Call(lhs=lhs, function=callee, args=args):
                    assert callee in program.functions, f"{where}: call of {callee}"
                    target = program.functions[callee]
                    assert len(args) == len(target.params), f"{where}: arity"
                    for a, p in zip(args, target.params):
                        assert a.type == p.type, f"{where}: argument type"
                        check_expr(a, where)
                    if lhs is not None:
                        assert target.return_var is not None
                        assert lhs.type == target.return_var.type
                case Return(value=v):
                    if v is not None:
                        assert f.return_var is not None and v.type == f.return_var.type, where
                        check_expr(v, where)
                case Decl(var=v) | Dead(var=v):
                    check_expr(v, where)
