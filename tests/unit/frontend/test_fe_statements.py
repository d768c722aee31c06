"""Lowering of statements: IR shape per bmc.ir.program's conventions, and behaviour."""

from __future__ import annotations

from bmc.ir.ctype import LP64
from bmc.ir.expr import BinOp, Binary, Const, Var
from bmc.ir.program import (
    INIT_FUNCTION,
    Assign,
    Call,
    Dead,
    Decl,
    Goto,
    Return,
    Skip,
    SymbolKind,
)

from fe_testkit import body, lower_c, of_type, run_c

NONDET = "int __VERIFIER_nondet_int(void);\n"


def test_if_else_shape_and_behaviour() -> None:
    src = NONDET + "int r;\nint main() { int x = __VERIFIER_nondet_int();\n" \
        "  if (x > 3) r = 1; else r = 2;\n  return r; }\n"
    b = body(lower_c(src))
    gotos = of_type(b, Goto)
    assert gotos[0].cond == Binary(BinOp.LE, Var("main::x", LP64.int_type),
                                   Const(3, LP64.int_type), LP64.int_type)
    assert gotos[1].cond is None and gotos[1].target > b.index(gotos[1])
    assert run_c(src, [0, 9]).result == 1      # Decl value 0, then the nondet 9
    assert run_c(src, [0, 3]).result == 2


def test_while_loop_convention() -> None:
    src = "int main() { int i = 0;\n  while (i < 10)\n    i++;\n  return i; }\n"
    f = lower_c(src).functions["main"]
    (loop,) = f.loops()
    head, back = loop.head, loop.back_edge
    assert isinstance(f.body[head], Goto) and f.body[head].target == back + 1   # exit test
    assert f.body[back] == Goto(None, head, f.body[back].loc)
    assert loop.id == "main.0" and loop.loc.line == 2
    assert run_c(src).result == 10


def test_do_while_loop_convention() -> None:
    src = "int main() { int i = 0;\n  do {\n    i++;\n  } while (i < 3);\n  return i; }\n"
    f = lower_c(src).functions["main"]
    (loop,) = f.loops()
    assert isinstance(f.body[loop.head], Skip)
    back = f.body[loop.back_edge]
    assert isinstance(back, Goto) and back.cond is not None      # if c goto head
    assert back.loc.line == 4
    assert run_c(src).result == 3


def test_for_loop_with_declaration_continue_and_break() -> None:
    src = ("int main() { int s = 0;\n"
           "  for (int i = 0; i < 10; i++) {\n"
           "    if (i == 2) continue;\n"
           "    if (i == 5) break;\n"
           "    s += i;\n"
           "  }\n"
           "  return s; }\n")
    program = lower_c(src)
    f = program.functions["main"]
    loops = f.loops()
    assert len(loops) == 1, "continue must not create a second backward goto"
    assert program.symbols["main::i"].kind is SymbolKind.LOCAL
    inc = f.body[loops[0].back_edge - 1]
    assert isinstance(inc, Assign) and inc.lhs == Var("main::i", LP64.int_type)
    # continue jumps forward to the increment
    forward = [g for i, g in enumerate(f.body) if isinstance(g, Goto)
               and g.target == loops[0].back_edge - 1]
    assert forward and all(f.body.index(g) < g.target for g in forward)
    assert run_c(src).result == 0 + 1 + 3 + 4


def test_infinite_loops_get_a_skip_head() -> None:
    src = ("int main() { int n = 0;\n  while (1) { for (;;) { n++; if (n > 3) goto out; } }\n"
           "out: return n; }\n")
    f = lower_c(src).functions["main"]
    loops = f.loops()
    assert len(loops) == 2
    assert loops[0].head != loops[1].head
    assert all(isinstance(f.body[lp.head], Skip) for lp in loops)
    assert run_c(src).result == 4


def test_switch_fallthrough_default_and_break() -> None:
    src = ("int main(int v) { int r = 0;\n"
           "  switch (v) {\n"
           "  case 1: r += 1;\n"
           "  case 2: r += 10; break;\n"
           "  default: r += 100;\n"
           "  case 7: r += 1000;\n"
           "  }\n"
           "  return r; }\n")
    program = lower_c(src)
    b = body(program)
    dispatch = [g for g in of_type(b, Goto) if isinstance(g.cond, Binary)
                and g.cond.op is BinOp.EQ]
    assert [g.cond.right.value for g in dispatch] == [1, 2, 7]
    expected = {1: 11, 2: 10, 7: 1000, 3: 1100, -5: 1100}
    for v, r in expected.items():
        assert run_c(src, [v]).result == r, v


def test_switch_without_default_and_nested_loop_continue() -> None:
    src = ("int main() { int s = 0;\n"
           "  for (int i = 0; i < 4; i++) {\n"
           "    switch (i) { case 1: continue; case 2: s += 5; break; }\n"
           "    s += 1;\n"
           "  }\n"
           "  return s; }\n")
    assert run_c(src).result == 1 + 5 + 1 + 1


def test_switch_on_char_converts_case_values() -> None:
    src = "int main(char c) { switch (c) { case 'a': return 1; case 300: return 2; } return 0; }"
    assert run_c(src, [ord("a")]).result == 1
    assert run_c(src, [44]).result == 0          # 300 stays 300 (promoted int)


def test_goto_and_labels() -> None:
    src = ("int main() { int n = 0;\n"
           "again:\n  n++;\n  if (n < 5) goto again;\n  goto done;\n  n = 100;\n"
           "done:\n  return n; }\n")
    f = lower_c(src).functions["main"]
    assert len(f.loops()) == 1
    assert run_c(src).result == 5


def test_nested_blocks_shadowing_unique_names() -> None:
    src = ("int x = 1;\n"
           "int main() { int r = x;\n"
           "  int x = 2; r = r * 10 + x;\n"
           "  { int x = 3; r = r * 10 + x; { int x = 4; r = r * 10 + x; } r = r * 10 + x; }\n"
           "  { int x = 5; r = r * 10 + x; }\n"
           "  return r * 10 + x; }\n")
    program = lower_c(src)
    names = [s.name for s in program.symbols.values() if s.source_name == "x"]
    assert names[0] == "x" and "main::x" in names
    assert len(set(names)) == 5
    assert all(n == "x" or n.startswith("main::") for n in names)
    decls = [d.var.name for d in of_type(body(program), Decl)]
    assert len(decls) == len(set(decls))
    assert run_c(src).result == 1234352


def test_blocks_end_their_locals_with_dead() -> None:
    src = "int main() { int s = 0; { int t = 4; s = t; } return s; }"
    b = body(lower_c(src))
    deads = [d.var.name for d in of_type(b, Dead)]
    assert "main::t" in deads
    t_decl = next(i for i, ins in enumerate(b) if isinstance(ins, Decl)
                  and ins.var.name == "main::t")
    t_dead = next(i for i, ins in enumerate(b) if isinstance(ins, Dead)
                  and ins.var.name == "main::t")
    assert t_decl < t_dead


def test_local_declaration_is_decl_then_assign() -> None:
    b = body(lower_c("int main() { int y = 7; return y; }"))
    assert isinstance(b[0], Decl) and b[0].var.name == "main::y"
    assert isinstance(b[1], Assign) and b[1].rhs == Const(7, LP64.int_type)


def test_globals_and_statics_initialised_in_init_function() -> None:
    src = ("int g; int h = 3; int arr[4] = {1, 2};\n"
           "int counter(void) { static int c = 5; return c++; }\n"
           "int main() { counter(); return g + h + arr[1] + counter(); }\n")
    program = lower_c(src)
    init = program.functions[INIT_FUNCTION]
    targets = [ins.lhs for ins in of_type(init, Assign)]
    names = [t.name for t in targets if isinstance(t, Var)]
    assert names[:3] == ["g", "h", "arr"]
    assert "counter::c" in names
    assert program.symbols["counter::c"].kind is SymbolKind.STATIC_LOCAL
    assert program.symbols["g"].kind is SymbolKind.GLOBAL
    assert isinstance(init.body[-1], Return)
    assert run_c(src).result == 0 + 3 + 2 + 6


def test_unused_globals_are_not_lowered() -> None:
    src = ("struct s { int a; } unused_struct; int *unused_ptr; double unused_d;\n"
           "int used;\nint main() { return used; }\n")
    program = lower_c(src)
    assert set(program.symbols) == {"used", "main::$return"}


def test_function_calls_params_and_return_value() -> None:
    src = ("int add(int a, int b) { return a + b; }\n"
           "void nothing(void) { }\n"
           "int main() { nothing(); return add(2, 40); }\n")
    program = lower_c(src)
    add = program.functions["add"]
    assert [p.name for p in add.params] == ["add::a", "add::b"]
    assert add.return_var == Var("add::$return", LP64.int_type)
    assert program.symbols["add::a"].kind is SymbolKind.PARAMETER
    calls = of_type(body(program), Call)
    assert calls[0].lhs is None and calls[0].function == "nothing"
    assert calls[1].function == "add" and isinstance(calls[1].lhs, Var)
    assert program.symbols[calls[1].lhs.name].kind is SymbolKind.TEMPORARY
    assert run_c(src).result == 42


def test_only_reachable_functions_are_lowered() -> None:
    src = ("int unused(int *p) { return *p; }\n"
           "int helper(void) { return 1; }\n"
           "int main() { return helper(); }\n")
    program = lower_c(src)
    assert list(program.functions) == [INIT_FUNCTION, "helper", "main"]


def test_recursion_is_allowed() -> None:
    src = "int fact(int n) { if (n <= 1) return 1; return n * fact(n - 1); }\n" \
          "int main() { return fact(5); }\n"
    assert run_c(src).result == 120


def test_falling_off_non_void_function_returns_nondet() -> None:
    src = "int f(int x) { if (x) return 1; }\nint main() { return f(0); }\n"
    assert run_c(src, [77]).result == 77


def test_main_returns_zero_when_falling_off() -> None:
    b = body(lower_c("int main() { int x = 1; }"))
    assert b[-1] == Return(Const(0, LP64.int_type), b[-1].loc)


def test_statement_expression_value() -> None:
    src = "int main() { int a = ({ int t = 3; t * 2; }) + 1; return a; }"
    assert run_c(src).result == 7


def test_every_instruction_has_a_user_location() -> None:
    src = "#include <assert.h>\nint main() {\n  int i = 0;\n  while (i < 2) i++;\n" \
          "  assert(i == 2);\n  return 0;\n}\n"
    program = lower_c(src)
    for ins in body(program):
        assert ins.loc.file.endswith("prog.c") and ins.loc.line >= 3
        assert ins.loc.function == "main"
