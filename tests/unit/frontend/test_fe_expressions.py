"""Lowering of expressions: explicit conversions, literal types, side effects and order."""

from __future__ import annotations

import pytest

from bmc.ir.ctype import ILP32, LP64
from bmc.ir.expr import (
    BinOp,
    Binary,
    Cast,
    Const,
    Index,
    Ite,
    Nondet,
    Unary,
    UnOp,
    Var,
    subexpressions,
)
from bmc.ir.program import Assert, Assign, Call, Goto

from fe_testkit import body, lower_c, of_type, run_c


def _rhs_of(program, name: str):
    """The right-hand side of the last assignment to ``main::<name>``."""
    return [ins.rhs for ins in of_type(body(program), Assign)
            if isinstance(ins.lhs, Var) and ins.lhs.name == f"main::{name}"][-1]


def test_explicit_cast_of_constant_keeps_a_cast() -> None:
    program = lower_c("int main() { unsigned char c = (unsigned char)300; return c; }")
    assert _rhs_of(program, "c") == Cast(Const(300, LP64.int_type), LP64.uchar)
    assert run_c("int main() { unsigned char c = (unsigned char)300; return c; }").result == 44


def test_value_preserving_constant_conversion_is_folded() -> None:
    program = lower_c("int main() { long x = 5; return 0; }")
    assert _rhs_of(program, "x") == Const(5, LP64.long_)


def test_signed_unsigned_comparison_uses_common_type() -> None:
    program = lower_c("int main() { int r = -1 < 1u; return r; }")
    cmp = _rhs_of(program, "r")
    assert isinstance(cmp, Binary) and cmp.op is BinOp.LT
    assert cmp.type == LP64.int_type
    assert cmp.left.type == LP64.uint and cmp.right.type == LP64.uint
    assert cmp.left == Cast(Const(-1, LP64.int_type), LP64.uint)
    assert run_c("int main() { return -1 < 1u; }").result == 0


def test_integer_promotion_of_small_operands() -> None:
    program = lower_c("int main() { unsigned char a = 200, b = 100; int s = a + b; return s; }")
    add = _rhs_of(program, "s")
    assert add.type == LP64.int_type
    assert add.left == Cast(Var("main::a", LP64.uchar), LP64.int_type)
    assert run_c("int main() { unsigned char a = 200, b = 100; return a + b; }").result == 300


def test_shift_operands_keep_their_own_promoted_types() -> None:
    program = lower_c("int main() { char c = 1; long n = 3; int r = c << n; return r; }")
    shl = _rhs_of(program, "r")
    assert shl.op is BinOp.SHL and shl.type == LP64.int_type
    assert shl.left.type == LP64.int_type and shl.right.type == LP64.long_


def test_compound_assignment_converts_back() -> None:
    program = lower_c("int main() { unsigned char c = 250; c += 10; return c; }")
    rhs = _rhs_of(program, "c")
    assert isinstance(rhs, Cast) and rhs.type == LP64.uchar
    assert isinstance(rhs.operand, Binary) and rhs.operand.type == LP64.int_type
    assert run_c("int main() { unsigned char c = 250; c += 10; return c; }").result == 4


@pytest.mark.parametrize("literal, model, expected", [
    ("2147483647", LP64, LP64.int_type),
    ("2147483648", LP64, LP64.long_),
    ("2147483648", ILP32, ILP32.llong),
    ("0x80000000", LP64, LP64.uint),
    ("0xffffffffffffffff", LP64, LP64.ulong),
    ("10u", LP64, LP64.uint),
    ("10l", ILP32, ILP32.long_),
    ("4294967296u", ILP32, ILP32.ullong),
    ("1ll", LP64, LP64.llong),
    ("0777", LP64, LP64.int_type),
])
def test_integer_literal_types(literal: str, model, expected) -> None:
    program = lower_c(f"int main() {{ __typeof__({literal}) v; return 0; }}",
                      data_model=model.name)
    assert program.symbols["main::v"].type == expected


@pytest.mark.parametrize("text, value", [("'a'", 97), ("'\\n'", 10), ("'\\377'", -1),
                                         ("'\\x41'", 65), ("'\\0'", 0)])
def test_character_constants_are_int(text: str, value: int) -> None:
    program = lower_c(f"int main() {{ int c = {text}; return c; }}")
    assert _rhs_of(program, "c") == Const(value, LP64.int_type)


def test_sizeof_types_and_expressions_per_data_model() -> None:
    src = "int a[10]; int main() { int s = sizeof(long) + sizeof(a) + sizeof(a[0]) " \
          "+ sizeof(short) + sizeof(char *); return s; }"
    assert run_c(src).result == 8 + 40 + 4 + 2 + 8
    assert run_c(src, data_model="ILP32").result == 4 + 40 + 4 + 2 + 4


def test_sizeof_does_not_evaluate_its_operand() -> None:
    src = "int g; int f(void) { g++; return 1; }\n" \
          "int main() { int s = sizeof(f()) + sizeof(g++); return g * 100 + s; }"
    program = lower_c(src)
    assert "f" not in program.functions
    assert not of_type(body(program), Call)
    assert run_c(src).result == 8


def test_short_circuit_with_side_effects_becomes_branches() -> None:
    src = ("int n;\nint inc(void) { n++; return 1; }\n"
           "int main(int a) { int r = a && inc(); return r * 10 + n; }\n")
    program = lower_c(src)
    b = body(program)
    call_at = next(i for i, ins in enumerate(b) if isinstance(ins, Call))
    guard = [i for i, ins in enumerate(b[:call_at]) if isinstance(ins, Goto)
             and ins.cond is not None]
    assert guard, "the call must be guarded by a branch on a"
    assert not any(isinstance(e, Binary) and e.op is BinOp.LAND
                   for ins in of_type(b, Assign) for e in subexpressions(ins.rhs))
    assert run_c(src, [0]).result == 0
    assert run_c(src, [3]).result == 11


def test_or_with_side_effects_skips_right_operand() -> None:
    src = ("int n;\nint inc(void) { n++; return 0; }\n"
           "int main(int a) { if (a || inc()) return 100 + n; return n; }\n")
    assert run_c(src, [1]).result == 100
    assert run_c(src, [0]).result == 1


def test_side_effect_free_logical_operators_stay_expressions() -> None:
    program = lower_c("int main(int a, int b) { int r = a > 0 && b / a > 1; return r; }")
    rhs = _rhs_of(program, "r")
    assert isinstance(rhs, Binary) and rhs.op is BinOp.LAND
    program = lower_c("int main(int a, int b) { int r = a ? b : 3; return r; }")
    ite = _rhs_of(program, "r")
    assert isinstance(ite, Ite) and ite.then == Var("main::b", LP64.int_type)


def test_ternary_with_side_effects_evaluates_one_arm() -> None:
    src = ("int n;\nint f(int v) { n += v; return v; }\n"
           "int main(int c) { int r = c ? f(1) : f(10); return r * 100 + n; }\n")
    assert run_c(src, [1]).result == 101
    assert run_c(src, [0]).result == 1010


def test_evaluation_order_of_calls_in_an_expression() -> None:
    src = ("int log;\nint f(int d) { log = log * 10 + d; return d; }\n"
           "int main() { int r = f(1) + f(2) * f(3); return log; }\n")
    assert run_c(src).result == 123


def test_pre_and_post_increment_values() -> None:
    src = "int main() { int i = 5; int a = i++; int b = ++i; int c = i--; return a*100+b*10+c; }"
    assert run_c(src).result == 5 * 100 + 7 * 10 + 7


def test_assignment_as_expression_and_comma() -> None:
    src = "int main() { int a, b; int c = (a = 3, b = a + 1, a + b); return (b = 2) + c; }"
    assert run_c(src).result == 9


def test_array_indexing_and_promoted_index() -> None:
    program = lower_c("int a[4]; int main() { unsigned char i = 2; a[i] = 5; return a[i]; }")
    store = [ins for ins in of_type(body(program), Assign) if isinstance(ins.lhs, Index)][0]
    assert store.lhs.index.type == LP64.int_type
    assert isinstance(store.lhs.array, Var) and store.lhs.array.name == "a"
    assert store.lhs.type == LP64.int_type


def test_unary_minus_on_constants_and_variables() -> None:
    program = lower_c("int main(int x) { int a = -5; int b = -x; unsigned u = -1u; return 0; }")
    assert _rhs_of(program, "a") == Const(-5, LP64.int_type)
    assert _rhs_of(program, "b") == Unary(UnOp.NEG, Var("main::x", LP64.int_type),
                                          LP64.int_type)
    assert isinstance(_rhs_of(program, "u"), Unary)


def test_bool_conversion() -> None:
    program = lower_c("int main(int x) { _Bool b = x; return b; }")
    assert _rhs_of(program, "b") == Cast(Var("main::x", LP64.int_type), LP64.bool_)
    assert run_c("int main(int x) { _Bool b = x; return b + b; }", [7]).result == 2


def test_assert_condition_is_boolean() -> None:
    program = lower_c("#include <assert.h>\nint main(int x) { assert(x); return 0; }")
    (a,) = of_type(body(program), Assert)
    assert a.cond == Binary(BinOp.NE, Var("main::x", LP64.int_type),
                            Const(0, LP64.int_type), LP64.int_type)


def test_nondet_is_whole_rhs_of_an_assignment() -> None:
    program = lower_c("int __VERIFIER_nondet_int(void);\n"
                      "int main() { int x = __VERIFIER_nondet_int() + 1; return x; }")
    for ins in of_type(body(program), Assign):
        for e in subexpressions(ins.rhs):
            assert not isinstance(e, Nondet) or e is ins.rhs
