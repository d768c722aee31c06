"""ir.checks: which checks each operator gets, their exact meaning, guards, targets, ids."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bmc.errors import UnsupportedFeature
from bmc.ir.checks import effective_checks, instrument, number_properties
from bmc.ir.ctype import LP64, ArrayType, CType, FunctionType, IntType
from bmc.ir.expr import (BinOp, Binary, Cast, Const, Expr, Index, Ite, Unary, UnOp, Var,
                         to_text)
from bmc.ir.program import (Assert, Assign, Assume, Function, Goto, Instruction, Program,
                            Skip, SourceLocation, Symbol, SymbolKind)
from bmc.options import ALL_CHECKS, STANDARD_CHECKS, Options

M = LP64
INT, UINT, LONG, ULONG, SCHAR, UCHAR = M.int_type, M.uint, M.long_, M.ulong, M.schar, M.uchar
L = SourceLocation("t.c", 1, 0, "main")


def var(name: str, t: CType = INT) -> Var:
    return Var(f"main::{name}", t)


X, Y = var("x"), var("y")
UX, UY = var("ux", UINT), var("uy", UINT)
A = var("a", ArrayType(INT, 10))


def b(op: BinOp, a: Expr, c: Expr, t: CType | None = None) -> Binary:
    if t is None:
        t = INT if op in (BinOp.LT, BinOp.LE, BinOp.GT, BinOp.GE, BinOp.EQ, BinOp.NE,
                          BinOp.LAND, BinOp.LOR) else a.type
    return Binary(op, a, c, t)


def k(v: int, t: IntType = INT) -> Const:
    return Const(v, t)


def program(*body: Instruction, name: str = "main") -> Program:
    fn = Function(name, FunctionType(INT, ()), (), tuple(body), L)
    symbols = {v.name: Symbol(v.name, v.name.split("::")[-1], v.type, SymbolKind.LOCAL, L, name)
               for v in (X, Y, UX, UY, A)}
    return Program({name: fn}, symbols, name, M)


def checks_of(e: Expr, checks: frozenset[str] = ALL_CHECKS) -> list[Assert]:
    """The Asserts inserted for ``z = e``."""
    p = instrument(program(Assign(var("z"), e, L)), Options(checks=checks))
    body = p.functions["main"].body
    assert isinstance(body[-1], Assign)
    return [ins for ins in body[:-1] if isinstance(ins, Assert)]


def descriptions(e: Expr, checks: frozenset[str] = ALL_CHECKS) -> list[str]:
    return [a.description for a in checks_of(e, checks)]


# =============================================================================== operators
def test_signed_add_gets_one_overflow_check_in_a_wider_type() -> None:
    [a] = checks_of(b(BinOp.ADD, X, Y))
    assert a.property_class == "overflow"
    assert a.description == "arithmetic overflow on signed + in x + y"
    assert "(long long)x" in to_text(a.cond)


def test_sub_mul_and_unary_minus() -> None:
    assert descriptions(b(BinOp.SUB, X, Y)) == ["arithmetic overflow on signed - in x - y"]
    assert descriptions(b(BinOp.MUL, X, Y)) == ["arithmetic overflow on signed * in x * y"]
    assert descriptions(Unary(UnOp.NEG, X, INT)) == [
        "arithmetic overflow on signed unary - in -x"]


def test_64_bit_multiplication_uses_128_bit_intermediates() -> None:
    lx, ly = var("lx", LONG), var("ly", LONG)
    [a] = checks_of(b(BinOp.MUL, lx, ly))
    assert "(__int128)lx" in to_text(a.cond)


def test_division_and_remainder() -> None:
    assert descriptions(b(BinOp.DIV, X, Y)) == [
        "division by zero in x / y", "arithmetic overflow on signed / in x / y"]
    assert descriptions(b(BinOp.MOD, X, Y)) == [
        "division by zero in x % y", "arithmetic overflow on signed % in x % y"]
    classes = [a.property_class for a in checks_of(b(BinOp.DIV, X, Y))]
    assert classes == ["division-by-zero", "overflow"]
    # unsigned division cannot overflow
    assert descriptions(b(BinOp.DIV, UX, UY)) == ["division by zero in ux / uy"]


def test_shifts() -> None:
    assert descriptions(b(BinOp.SHL, X, Y)) == [
        "shift distance is negative in x << y", "shift distance too large in x << y",
        "shift operand is negative in x << y", "arithmetic overflow on signed shl in x << y"]
    # right shifts of negative values are implementation-defined, not undefined
    assert descriptions(b(BinOp.SHR, X, Y)) == [
        "shift distance is negative in x >> y", "shift distance too large in x >> y"]
    # unsigned distance: no negative check; unsigned left operand: no overflow
    assert descriptions(b(BinOp.SHL, UX, UY)) == ["shift distance too large in ux << uy"]
    assert all(a.property_class == "undefined-shift" for a in checks_of(b(BinOp.SHR, X, Y)))


def test_array_bounds_lower_and_upper() -> None:
    got = checks_of(Index(A, X, INT))
    assert [a.description for a in got] == ["array 'a' lower bound in a[x]",
                                            "array 'a' upper bound in a[x]"]
    assert {a.property_class for a in got} == {"array_bounds"}
    # an unsigned index has no lower bound check
    assert descriptions(Index(A, UX, INT)) == ["array 'a' upper bound in a[ux]"]
    # writes are checked too
    p = instrument(program(Assign(Index(A, X, INT), k(1), L)), Options())
    assert sum(isinstance(i, Assert) for i in p.functions["main"].body) == 2


def test_unsigned_overflow_is_opt_in() -> None:
    e = b(BinOp.ADD, UX, UY)
    assert descriptions(e, STANDARD_CHECKS) == []
    assert descriptions(e) == ["arithmetic overflow on unsigned + in ux + uy"]
    assert descriptions(Unary(UnOp.NEG, UX, UINT)) == [
        "arithmetic overflow on unsigned unary - in -ux"]


def test_conversion_check_is_opt_in() -> None:
    e = Cast(X, SCHAR)
    assert descriptions(e, STANDARD_CHECKS) == []
    [a] = checks_of(e)
    assert a.property_class == "overflow"
    assert a.description == "arithmetic overflow on signed type conversion in (signed char)x"
    assert descriptions(Cast(X, UINT)) == [
        "arithmetic overflow on signed to unsigned type conversion in (unsigned int)x"]
    # widening conversions and conversions to _Bool never change the value
    assert descriptions(Cast(X, LONG)) == []
    assert descriptions(Cast(X, M.bool_)) == []


def test_disabled_checks_insert_nothing() -> None:
    e = b(BinOp.DIV, Index(A, X, INT), b(BinOp.ADD, X, Y))
    assert descriptions(e, frozenset()) == []
    assert descriptions(e, frozenset({"div-by-zero"})) == ["division by zero in a[x] / (x + y)"]


def test_operands_are_checked_before_their_operator() -> None:
    e = b(BinOp.DIV, Index(A, X, INT), b(BinOp.ADD, X, Y))
    assert descriptions(e) == [
        "array 'a' lower bound in a[x]", "array 'a' upper bound in a[x]",
        "arithmetic overflow on signed + in x + y",
        "division by zero in a[x] / (x + y)",
        "arithmetic overflow on signed / in a[x] / (x + y)"]


def test_trivially_true_checks_are_skipped() -> None:
    assert descriptions(b(BinOp.ADD, k(1), k(2))) == []
    assert descriptions(b(BinOp.DIV, X, k(2))) == []            # neither zero nor -1
    assert descriptions(Index(A, k(3), INT)) == []
    assert descriptions(b(BinOp.SHL, X, k(3))) == [
        "shift operand is negative in x << 3", "arithmetic overflow on signed shl in x << 3"]
    # promoted narrow operands cannot overflow int
    assert descriptions(b(BinOp.ADD, Cast(var("c", UCHAR), INT), k(1))) == []
    assert descriptions(b(BinOp.MUL, Cast(var("c", SCHAR), INT),
                          Cast(var("d", SCHAR), INT))) == []
    # x % 8 is in [-7, 7]: its index checks are the lower bound only
    assert descriptions(Index(A, b(BinOp.MOD, X, k(8)), INT)) == [
        "array 'a' lower bound in a[x % 8]"]


def test_constant_operand_gives_a_single_comparison() -> None:
    [a] = checks_of(b(BinOp.ADD, X, k(1)))
    assert to_text(a.cond) == "x <= 2147483646"
    [a] = checks_of(b(BinOp.SUB, X, k(1)))
    assert to_text(a.cond) == "x >= -2147483647"


def test_constant_division_by_zero_still_checked() -> None:
    [a] = checks_of(b(BinOp.DIV, X, k(0)))
    assert a.description == "division by zero in x / 0"


# =============================================================================== guards
def test_right_operand_of_and_or_and_ite_branches_are_guarded() -> None:
    cond = b(BinOp.GT, X, k(0))
    [a] = checks_of(b(BinOp.LAND, cond, b(BinOp.GT, b(BinOp.DIV, Y, X), k(1))),
                    frozenset({"div-by-zero"}))
    assert to_text(a.cond) == "(!(x > 0)) || (x != 0)"
    [a] = checks_of(b(BinOp.LOR, cond, b(BinOp.GT, b(BinOp.DIV, Y, X), k(1))),
                    frozenset({"div-by-zero"}))
    assert to_text(a.cond) == "(!(!(x > 0))) || (x != 0)"
    lo, hi = checks_of(Ite(cond, k(0), Index(A, X, INT), INT), frozenset({"bounds"}))
    assert to_text(lo.cond) == "(!(!(x > 0))) || (x >= 0)"
    [a] = checks_of(Ite(cond, b(BinOp.DIV, Y, X), k(0), INT), frozenset({"div-by-zero"}))
    assert to_text(a.cond) == "(!(x > 0)) || (x != 0)"


def test_nested_guards_accumulate() -> None:
    c1, c2 = b(BinOp.GT, X, k(0)), b(BinOp.GT, Y, k(0))
    inner = b(BinOp.LAND, c2, b(BinOp.DIV, Y, X))
    [a] = checks_of(b(BinOp.LAND, c1, inner), frozenset({"div-by-zero"}))
    assert to_text(a.cond) == "(!((x > 0) && (y > 0))) || (x != 0)"


def test_left_operand_and_condition_are_not_guarded() -> None:
    [a] = checks_of(b(BinOp.LAND, b(BinOp.DIV, Y, X), k(1)), frozenset({"div-by-zero"}))
    assert to_text(a.cond) == "x != 0"


# =============================================================================== instructions
def test_every_instruction_kind_is_checked() -> None:
    div = b(BinOp.DIV, Y, X)
    body: list[Instruction] = [
        Assume(div, L), Assert(div, "assertion", "assertion y / x", L),
        Goto(div, 3, L), Skip(L)]
    p = instrument(program(*body), Options(checks=frozenset({"div-by-zero"})))
    kinds = [type(i).__name__ for i in p.functions["main"].body]
    assert kinds == ["Assert", "Assume", "Assert", "Assert", "Assert", "Goto", "Skip"]


def test_goto_targets_land_on_inserted_checks_and_loops_keep_ids() -> None:
    # 0: x = 0; 1: if !(x < 10) goto 4; 2: x = x + 1; 3: goto 1; 4: skip
    body: list[Instruction] = [
        Assign(X, k(0), L),
        Goto(Unary(UnOp.LNOT, b(BinOp.LT, b(BinOp.DIV, Y, X), k(10)), INT), 4, L),
        Assign(X, b(BinOp.ADD, X, Y), L),
        Goto(None, 1, L),
        Skip(L),
    ]
    before = program(*body)
    after = instrument(before, Options())
    fn = after.functions["main"].body
    # 0 assign, 1-2 div checks, 3 goto, 4 overflow check, 5 assign, 6 back goto, 7 skip
    assert [type(i).__name__ for i in fn] == [
        "Assign", "Assert", "Assert", "Goto", "Assert", "Assign", "Goto", "Skip"]
    assert fn[3].target == 7 and fn[6].target == 1       # type: ignore[union-attr]
    assert [lp.id for lp in after.loops()] == [lp.id for lp in before.loops()] == ["main.0"]
    assert after.loops()[0].head == 1


def test_jump_to_end_of_body_is_kept() -> None:
    body: list[Instruction] = [Goto(None, 2, L), Assign(X, b(BinOp.ADD, X, Y), L)]
    fn = instrument(program(*body), Options()).functions["main"].body
    assert fn[0].target == 3                              # type: ignore[union-attr]


# =============================================================================== numbering
def test_numbering_per_function_and_class_in_program_order() -> None:
    body: list[Instruction] = [
        Assert(X, "assertion", "assertion x", L),
        Assign(var("z"), b(BinOp.DIV, X, Y), L),
        Assert(Y, "assertion", "assertion y", L),
        Assign(var("z"), b(BinOp.ADD, X, Y), L),
    ]
    p = instrument(program(*body), Options())
    ids = [i.property_id for i in p.functions["main"].body if isinstance(i, Assert)]
    assert ids == ["main.assertion.1", "main.division-by-zero.1", "main.overflow.1",
                   "main.assertion.2", "main.overflow.2"]


def test_number_properties_keeps_given_ids() -> None:
    p = program(Assert(X, "assertion", "a", L, "main.assertion.7"),
                Assert(X, "assertion", "b", L))
    ids = [i.property_id for i in number_properties(p).functions["main"].body]  # type: ignore
    assert ids == ["main.assertion.7", "main.assertion.2"]


def test_ids_are_per_function() -> None:
    f = Function("f", FunctionType(INT, ()), (), (Assert(X, "assertion", "a", L),), L)
    g = Function("main", FunctionType(INT, ()), (), (Assert(X, "assertion", "a", L),), L)
    p = number_properties(Program({"f": f, "main": g}, {}, "main", M))
    assert p.functions["f"].body[0].property_id == "f.assertion.1"     # type: ignore
    assert p.functions["main"].body[0].property_id == "main.assertion.1"  # type: ignore


# =============================================================================== SV-COMP
def _svcomp_body() -> tuple[Instruction, ...]:
    return (Assert(X, "assertion", "assertion x", L),
            Assign(var("z"), b(BinOp.DIV, X, Y), L),
            Assert(k(0), "error-call", "reach_error() is reachable", L))


def test_unreach_call_keeps_only_assertions() -> None:
    p = instrument(program(*_svcomp_body()), Options(svcomp_property="unreach-call"))
    body = p.functions["main"].body
    assert [i.property_id for i in body if isinstance(i, Assert)] == [
        "main.assertion.1", "main.error-call.1"]


def test_no_overflow_keeps_only_signed_overflow_and_stable_indices() -> None:
    p = instrument(program(*_svcomp_body()), Options(svcomp_property="no-overflow"))
    body = p.functions["main"].body
    # the program's own assertions become exits (a failing assert() aborts)
    assert [type(i).__name__ for i in body] == ["Assume", "Assert", "Assign", "Assume"]
    assert body[0].exit and body[3].exit                  # type: ignore[union-attr]
    assert body[1].property_id == "main.overflow.1"       # type: ignore[union-attr]


def test_valid_memsafety_checks_bounds_only_without_user_assertions() -> None:
    checks, keep_user = effective_checks(Options(svcomp_property="valid-memsafety"))
    assert "bounds" in checks and "signed-overflow" not in checks and not keep_user


def test_valid_memcleanup_checks_only_cleanup() -> None:
    checks, keep_user = effective_checks(Options(svcomp_property="valid-memcleanup"))
    assert checks == frozenset({"memory-cleanup"}) and not keep_user


def test_no_data_race_checks_only_races() -> None:
    checks, keep_user = effective_checks(Options(svcomp_property="no-data-race"))
    assert checks == frozenset({"data-race"}) and not keep_user


@pytest.mark.parametrize("name", ["termination"])
def test_other_svcomp_properties_are_not_supported_yet(name: str) -> None:
    with pytest.raises(UnsupportedFeature, match=f"property {name} \\(not supported yet\\)"):
        instrument(program(*_svcomp_body()), Options(svcomp_property=name))


# =============================================================================== exactness
def _holds(cond: Expr, values: dict[str, int]) -> bool:
    """Evaluate a check condition with symex's translation and the term evaluator."""
    from bmc.symex.translate import Translator
    from bmc.terms import TermStore
    from bmc.terms.evaluator import evaluate

    store = TermStore()

    def read(name: str, t: CType) -> object:
        assert isinstance(t, IntType)
        return store.bv_const(values[name], t.width)

    tr = Translator(store, 64, read)  # type: ignore[arg-type]
    return bool(evaluate(tr.cond(cond), {}))


def _fits(v: int, t: IntType) -> bool:
    return t.min <= v <= t.max


def _c_div(a: int, c: int) -> int:
    q = abs(a) // abs(c)
    return q if (a >= 0) == (c > 0) else -q


_OPS = {BinOp.ADD: lambda a, c: a + c, BinOp.SUB: lambda a, c: a - c,
        BinOp.MUL: lambda a, c: a * c}


def _ints(t: IntType) -> st.SearchStrategy[int]:
    corners = [t.min, t.min + 1, -1, 0, 1, 2, t.max - 1, t.max]
    return st.one_of(st.sampled_from([c for c in corners if _fits(c, t)]),
                     st.integers(t.min, t.max))


@pytest.mark.parametrize("t", [INT, LONG, UINT, ULONG], ids=str)
@pytest.mark.parametrize("op", [BinOp.ADD, BinOp.SUB, BinOp.MUL], ids=lambda o: o.name)
@pytest.mark.parametrize("shape", ["var-var", "var-const", "const-var"])
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_overflow_checks_are_exact(t: IntType, op: BinOp, shape: str,
                                   data: st.DataObject) -> None:
    av, cv = data.draw(_ints(t)), data.draw(_ints(t))
    left: Expr = Const(av, t) if shape == "const-var" else Var("main::p", t)
    right: Expr = Const(cv, t) if shape == "var-const" else Var("main::q", t)
    found = checks_of(Binary(op, left, right, t))
    ok = all(_holds(a.cond, {"main::p": av, "main::q": cv}) for a in found)
    assert ok == _fits(_OPS[op](av, cv), t)


@settings(max_examples=150, deadline=None)
@given(a=_ints(INT), c=st.one_of(st.sampled_from([-1, 0, 1, 31, 32, 33]), _ints(INT)),
       shape=st.sampled_from(["var-var", "var-const", "const-var"]),
       op=st.sampled_from([BinOp.DIV, BinOp.MOD, BinOp.SHL, BinOp.SHR]))
def test_division_and_shift_checks_are_exact(a: int, c: int, shape: str, op: BinOp) -> None:
    left: Expr = Const(a, INT) if shape == "const-var" else Var("main::p", INT)
    right: Expr = Const(c, INT) if shape == "var-const" else Var("main::q", INT)
    found = checks_of(Binary(op, left, right, INT))
    ok = all(_holds(x.cond, {"main::p": a, "main::q": c}) for x in found)
    if op in (BinOp.DIV, BinOp.MOD):
        defined = c != 0 and _fits(_c_div(a, c), INT)
    elif op is BinOp.SHL:
        defined = 0 <= c < 32 and a >= 0 and _fits(a << c, INT)
    else:
        defined = 0 <= c < 32
    assert ok == defined


@settings(max_examples=100, deadline=None)
@given(v=_ints(LONG), target=st.sampled_from([SCHAR, UCHAR, INT, UINT, ULONG]))
def test_conversion_checks_are_exact(v: int, target: IntType) -> None:
    found = checks_of(Cast(Var("main::p", LONG), target))
    ok = all(_holds(x.cond, {"main::p": v}) for x in found)
    assert ok == _fits(v, target)


@settings(max_examples=100, deadline=None)
@given(i=_ints(INT))
def test_bounds_checks_are_exact(i: int) -> None:
    found = checks_of(Index(A, Var("main::p", INT), INT))
    assert all(_holds(x.cond, {"main::p": i}) for x in found) == (0 <= i < 10)
