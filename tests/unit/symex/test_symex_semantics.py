"""C semantics of expressions (translate.py), constant propagation and arrays."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bmc.errors import UnsupportedFeature
from bmc.ir.ctype import ILP32, ArrayType, CType, IntType, StructType
from bmc.ir.expr import BinOp, Binary, Const, Expr, Unary, UnOp, Var
from bmc.symex.equation import Assignment, AssignmentKind
from bmc.symex.translate import Translator, sort_of
from bmc.terms import ArraySort, Op, TermStore, bv
from bmc.terms.evaluator import evaluate

from symex_testkit import (BOOL, CHAR, INT, LONG, SCHAR, UCHAR, UINT, ULONG, ProgramBuilder,
                           Z3Check, add, bin_, cast, eq, filled, idx, ite, k, le, lt, ne,
                           nondet, run)

Build = Callable[[Expr, Expr], Expr]


def c_value(pattern: int, t: IntType) -> int:
    return pattern - (1 << t.width) if t.signed and pattern >> (t.width - 1) else pattern


def both_ways(build: Build, ta: IntType, tb: IntType, a: int, b: int) -> tuple[int, int]:
    """The C value of ``build(a, b)``: once with symbolic inputs (evaluator), once folded."""
    store = TermStore()
    env = {"x": store.var("x", bv(ta.width)), "y": store.var("y", bv(tb.width))}
    tr = Translator(store, 64, lambda name, t: env[name])
    e = build(Var("x", ta), Var("y", tb))
    assert isinstance(e.type, IntType)
    term = tr.term(e)
    symbolic = evaluate(term, {"x": a % (1 << ta.width), "y": b % (1 << tb.width)})
    folded = tr.term(build(Const(a, ta), Const(b, tb)))
    assert folded.is_const, folded
    return c_value(int(symbolic), e.type), c_value(int(folded.value), e.type)


def op(o: BinOp, t: CType | None = None) -> Build:
    return lambda a, b: bin_(o, a, b, t)


CASES: list[tuple[str, Build, IntType, IntType, int, int, int]] = [
    ("sdiv", op(BinOp.DIV), INT, INT, -7, 2, -3),
    ("sdiv2", op(BinOp.DIV), INT, INT, 7, -2, -3),
    ("srem", op(BinOp.MOD), INT, INT, -7, 2, -1),
    ("srem2", op(BinOp.MOD), INT, INT, 7, -2, 1),
    ("udiv", op(BinOp.DIV), UINT, UINT, 0xFFFFFFF9, 2, 0x7FFFFFFC),
    ("urem", op(BinOp.MOD), UINT, UINT, 0xFFFFFFF9, 10, 0xFFFFFFF9 % 10),
    ("ldiv", op(BinOp.DIV), LONG, LONG, -(1 << 40), 3, -((1 << 40) // 3)),
    ("add wraps", op(BinOp.ADD), INT, INT, 0x7FFFFFFF, 1, -(1 << 31)),
    ("usub wraps", op(BinOp.SUB), UINT, UINT, 0, 1, 0xFFFFFFFF),
    ("mul", op(BinOp.MUL), INT, INT, -3, 5, -15),
    ("and", op(BinOp.BITAND), INT, INT, -1, 0x0F0, 0x0F0),
    ("or", op(BinOp.BITOR), INT, INT, 0x100, 0x001, 0x101),
    ("xor", op(BinOp.BITXOR), INT, INT, -1, 1, -2),
    ("ashr", op(BinOp.SHR), INT, INT, -8, 1, -4),
    ("lshr", op(BinOp.SHR), UINT, INT, 0xFFFFFFF8, 1, 0x7FFFFFFC),
    ("shl wraps", op(BinOp.SHL), INT, INT, 1, 31, -(1 << 31)),
    ("shl by width", op(BinOp.SHL), INT, INT, 1, 32, 0),
    ("lshr by width", op(BinOp.SHR), UINT, INT, 0xFFFFFFFF, 40, 0),
    ("ashr by width", op(BinOp.SHR), INT, INT, -8, 40, -1),
    ("shl long distance", op(BinOp.SHL), INT, LONG, 1, 1 << 32, 0),
    ("shl long distance small", op(BinOp.SHL), INT, LONG, 1, 3, 8),
    ("ashr long distance", op(BinOp.SHR), INT, LONG, -5, 1 << 33, -1),
    ("lshr long distance", op(BinOp.SHR), UINT, LONG, 0xF0, 4, 0xF),
    ("shl negative distance", op(BinOp.SHL), LONG, INT, 1, -1, 0),
    ("shl uint distance", op(BinOp.SHL), LONG, UINT, 3, 2, 12),
    ("slt", op(BinOp.LT), INT, INT, -1, 0, 1),
    ("ult", op(BinOp.LT), UINT, UINT, 0xFFFFFFFF, 0, 0),
    ("sle", op(BinOp.LE), INT, INT, -5, -5, 1),
    ("ugt", op(BinOp.GT), UINT, UINT, 0xFFFFFFFF, 1, 1),
    ("sgt", op(BinOp.GT), INT, INT, -1, 1, 0),
    ("sge", op(BinOp.GE), INT, INT, 3, -3, 1),
    ("uge", op(BinOp.GE), UINT, UINT, 3, 0xFFFFFFFD, 0),
    ("eq", op(BinOp.EQ), INT, INT, 4, 4, 1),
    ("ne", op(BinOp.NE), INT, INT, 4, 4, 0),
    ("land", op(BinOp.LAND), INT, INT, 2, 4, 1),
    ("land0", op(BinOp.LAND), INT, INT, 2, 0, 0),
    ("lor", op(BinOp.LOR), INT, INT, 0, -4, 1),
    ("lor0", op(BinOp.LOR), INT, INT, 0, 0, 0),
    ("neg", lambda a, b: Unary(UnOp.NEG, a, a.type), INT, INT, 5, 0, -5),
    ("bitnot", lambda a, b: Unary(UnOp.BITNOT, a, a.type), INT, INT, 0, 0, -1),
    ("lnot", lambda a, b: Unary(UnOp.LNOT, a, INT), INT, INT, 7, 0, 0),
    ("lnot0", lambda a, b: Unary(UnOp.LNOT, a, INT), UCHAR, INT, 0, 0, 1),
    ("char trunc", lambda a, b: cast(a, CHAR), INT, INT, 300, 0, 44),
    ("uchar of -1", lambda a, b: cast(a, UCHAR), INT, INT, -1, 0, 255),
    ("sext", lambda a, b: cast(a, INT), SCHAR, INT, -1, 0, -1),
    ("sext then unsigned", lambda a, b: cast(a, UINT), SCHAR, INT, -1, 0, 0xFFFFFFFF),
    ("zext", lambda a, b: cast(a, INT), UCHAR, INT, 255, 0, 255),
    ("bool of 256", lambda a, b: cast(a, BOOL), INT, INT, 256, 0, 1),
    ("bool of 0", lambda a, b: cast(a, BOOL), INT, INT, 0, 0, 0),
    ("bool to int", lambda a, b: cast(a, INT), BOOL, INT, 1, 0, 1),
    ("long of int", lambda a, b: cast(a, LONG), INT, INT, -1, 0, -1),
    ("ulong of int", lambda a, b: cast(a, ULONG), INT, INT, -1, 0, (1 << 64) - 1),
    ("int of long", lambda a, b: cast(a, INT), LONG, INT, (1 << 32) + 5, 0, 5),
    ("ite", lambda a, b: ite(a, b, k(9)), INT, INT, 1, 4, 4),
    ("ite0", lambda a, b: ite(a, b, k(9)), INT, INT, 0, 4, 9),
]


@pytest.mark.parametrize("name,build,ta,tb,a,b,expected", CASES, ids=[c[0] for c in CASES])
def test_operator_semantics(name: str, build: Build, ta: IntType, tb: IntType, a: int, b: int,
                            expected: int) -> None:
    symbolic, folded = both_ways(build, ta, tb, a, b)
    assert symbolic == expected
    assert folded == expected


def test_ordering_picks_signedness_from_operands() -> None:
    store = TermStore()
    tr = Translator(store, 64, lambda n, t: store.var(n, bv(t.width)))
    x, y = Var("x", INT), Var("y", INT)
    ux, uy = Var("ux", UINT), Var("uy", UINT)
    assert tr.cond(lt(x, y)).op is Op.BVSLT
    assert tr.cond(lt(ux, uy)).op is Op.BVULT
    assert tr.term(bin_(BinOp.DIV, ux, uy)).op is Op.BVUDIV
    assert tr.term(bin_(BinOp.MOD, x, y)).op is Op.BVSREM
    # conditions fold ite(c, 1, 0) != 0 back to c
    assert tr.cond(lt(x, y)) is store.slt(store.var("x", bv(32)), store.var("y", bv(32)))


def test_sorts_of_types() -> None:
    assert sort_of(INT, 64) == bv(32)
    assert sort_of(BOOL, 64) == bv(8)
    matrix = ArrayType(ArrayType(CHAR, 3), 2)
    assert sort_of(matrix, 32) == ArraySort(bv(32), bv(8))      # flattened row-major
    with pytest.raises(UnsupportedFeature):
        sort_of(StructType("s", (), 0, 1), 64)


def test_index_is_sign_extended_to_pointer_width() -> None:
    store = TermStore()
    arr_t = ArrayType(INT, 4)
    arr_sort = sort_of(arr_t, 64)
    tr = Translator(store, 64, lambda n, t: store.var(n, sort_of(t, 64)))
    read = tr.term(idx(Var("a", arr_t), Const(-1, SCHAR)))
    assert read.op is Op.SELECT and read.args[1].value == (1 << 64) - 1
    read_u = tr.term(idx(Var("a", arr_t), Const(255, UCHAR)))
    assert read_u.args[1].value == 255
    assert read.args[0].sort == arr_sort


def test_nondet_inside_expression_is_rejected() -> None:
    store = TermStore()
    tr = Translator(store, 64, lambda n, t: store.var(n, bv(32)))
    with pytest.raises(ValueError):
        tr.term(add(Var("x", INT), nondet()))


def test_deep_expression_is_iterative() -> None:
    store = TermStore()
    tr = Translator(store, 64, lambda n, t: store.var(n, bv(32)))
    e: Expr = Var("x", INT)
    for _ in range(5000):
        e = Binary(BinOp.BITXOR, e, Const(1, INT), INT)
    assert tr.term(e).sort == bv(32)


# ----------------------------------------------------------------------------- symex level
def test_constant_propagation_keeps_steps() -> None:
    pb = ProgramBuilder()
    f = pb.function("main")
    x, y = f.local("x"), f.local("y")
    f.assign(x, k(5))
    f.assign(y, add(x, k(1)))
    f.assert_(eq(y, k(6)))
    equation = run(pb.build())
    steps = [(s.lhs.name, s.rhs) for s in equation.steps
             if isinstance(s, Assignment) and s.rhs is not s.lhs]
    store = equation.store
    assert steps == [("main::x#2", store.bv_const(5, 32)), ("main::y#2", store.bv_const(6, 32))]
    assert not equation.assertions()


def test_symbolic_assignment_gets_fresh_ssa_variable() -> None:
    pb = ProgramBuilder()
    f = pb.function("main")
    x = f.local("x", decl=False)
    f.assign(x, nondet())
    f.assign(x, add(x, k(1)))
    f.assign(x, add(x, k(1)))
    equation = run(pb.build())
    s = equation.store
    steps = [s_ for s_ in equation.steps if isinstance(s_, Assignment)]
    x1, x2, x3 = (s.var(f"main::x#{n}", bv(32)) for n in (1, 2, 3))
    assert [(a.lhs, a.rhs, a.kind) for a in steps] == [
        (x1, x1, AssignmentKind.INPUT),
        (x2, s.bvadd(x1, s.bv_const(1, 32)), AssignmentKind.STATE),
        (x3, s.bvadd(x2, s.bv_const(1, 32)), AssignmentKind.STATE)]


def array_program(model=None):
    pb = ProgramBuilder() if model is None else ProgramBuilder(model)
    f = pb.function("main")
    at = ArrayType(INT, 4)
    a, i = f.local("a", at), f.local("i")
    f.assign(a, filled(k(0), at))
    f.assign(i, nondet())
    f.assume(bin_(BinOp.LAND, le(k(0), i), lt(i, k(4))))
    f.assign(idx(a, i), k(7))
    f.assert_(eq(idx(a, i), k(7)))
    f.assert_(eq(idx(a, k(0)), k(7)))
    nxt = bin_(BinOp.MOD, add(i, k(1)), k(4))
    f.assert_(eq(idx(a, nxt), k(0)))
    return pb.build()


@pytest.mark.parametrize("model", [None, ILP32])
def test_array_symbolic_index_read_write(model) -> None:
    pytest.importorskip("z3")
    equation = run(array_program(model))
    v = Z3Check(equation)
    assert not v.can_fail("main.assertion.1")
    assert v.can_fail("main.assertion.2")
    assert not v.can_fail("main.assertion.3")
    writes = [s for s in equation.steps if isinstance(s, Assignment) and s.value is not None]
    (w,) = writes
    assert w.lhs_text == "a[i]" and w.value is equation.store.bv_const(7, 32)
    assert isinstance(w.lhs.sort, ArraySort) and w.rhs.op is Op.STORE
    width = 32 if model is ILP32 else 64
    assert w.lhs.sort.index == bv(width)


def test_multidimensional_array_and_array_phi() -> None:
    pytest.importorskip("z3")
    pb = ProgramBuilder()
    f = pb.function("main")
    mt = ArrayType(ArrayType(INT, 3), 2)
    m, i, j, c = f.local("m", mt), f.local("i"), f.local("j"), f.local("c")
    f.assign(m, filled(filled(k(0), ArrayType(INT, 3)), mt))
    f.assign(i, nondet())
    f.assign(j, nondet())
    f.assign(c, nondet())
    f.assume(bin_(BinOp.LAND, bin_(BinOp.LAND, le(k(0), i), lt(i, k(2))),
                  bin_(BinOp.LAND, le(k(0), j), lt(j, k(3)))))
    f.if_(c, lambda: f.assign(idx(idx(m, i), j), k(5)))
    row = idx(m, k(1))
    f.assert_(eq(idx(idx(m, i), j), ite(c, k(5), k(0))))
    f.assert_(bin_(BinOp.LOR, eq(idx(row, k(2)), k(0)),
                   bin_(BinOp.LAND, c, bin_(BinOp.LAND, eq(i, k(1)), eq(j, k(2))))))
    f.assert_(eq(idx(row, k(2)), k(0)))
    equation = run(pb.build())
    v = Z3Check(equation)
    assert not v.can_fail("main.assertion.1")
    assert not v.can_fail("main.assertion.2")
    assert v.can_fail("main.assertion.3")
    # arrays merge by ite, without a PHI variable
    assert not [s for s in equation.steps if isinstance(s, Assignment)
                and s.kind is AssignmentKind.PHI and isinstance(s.lhs.sort, ArraySort)]


def test_uninitialised_array_and_nondet_element() -> None:
    pytest.importorskip("z3")
    pb = ProgramBuilder()
    f = pb.function("main")
    at = ArrayType(UCHAR, 8)
    a = f.local("a", at)
    f.assign(idx(a, k(1)), nondet(UCHAR))
    f.assert_(eq(cast(idx(a, k(0)), INT), k(0)))
    f.assert_(le(cast(idx(a, k(1)), INT), k(255)))
    equation = run(pb.build())
    v = Z3Check(equation)
    assert v.can_fail("main.assertion.1")
    assert not v.can_fail("main.assertion.2")
    (w,) = [s for s in equation.steps if isinstance(s, Assignment) and s.value is not None]
    assert w.kind is AssignmentKind.INPUT and w.lhs_text == "a[1]"


def test_array_write_in_loop_with_symbolic_values() -> None:
    pytest.importorskip("z3")
    pb = ProgramBuilder()
    f = pb.function("main")
    at = ArrayType(INT, 5)
    a, i, s = f.local("a", at), f.local("i"), f.local("s")
    f.for_(lambda: f.assign(i, k(0)), lt(i, k(5)), lambda: f.assign(i, add(i, k(1))),
           lambda: f.assign(idx(a, i), i))
    f.assign(s, k(0))
    f.for_(lambda: f.assign(i, k(0)), lt(i, k(5)), lambda: f.assign(i, add(i, k(1))),
           lambda: f.assign(s, add(s, idx(a, i))))
    f.assert_(eq(s, k(10)))
    f.assert_(ne(s, k(10)))
    v = Z3Check(run(pb.build(), unwind=6))
    assert not v.can_fail("main.assertion.1")
    assert not v.can_fail(prefix="main.unwind")
