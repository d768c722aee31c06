"""Contracts and frames (bmc.contracts, bmc.frontend.contract_wrappers): the clauses parsed,
the wrappers' refusals, the assigns checks on small mutants, inferred frames.

The golden end-to-end cases are tests/regression/contracts/."""

from __future__ import annotations

import re

from pathlib import Path

import pytest

from bmc_test_helpers import run_bmc
from bmc.contracts.frames import infer, reachable
from bmc.contracts.instrument import insert_before
from bmc.frontend import load_program, parse
from bmc.ir.expr import Const
from bmc.ir.program import Goto, Skip, SourceLocation
from bmc.options import Options

HEADER = "#include <assert.h>\nint __VERIFIER_nondet_int(void);\n"


def _write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "main.c"
    path.write_text(HEADER + text)
    return str(path)


def _verdict(tmp_path: Path, text: str, *options: str) -> tuple[int, str]:
    code, out, err = run_bmc([_write(tmp_path, text), *options], cwd=tmp_path)
    assert "Traceback" not in err, err
    return code, out + err


def test_clauses_are_kept_on_the_declarator() -> None:
    ast = parse("int g; int f(int *p, int c)\n__CPROVER_requires(c > 0)\n"
                "__CPROVER_assigns(*p; c > 1: g, p[1])\n"
                "__CPROVER_ensures(__CPROVER_return_value == __CPROVER_old(*p))\n"
                "{ return *p; }\n", "t.c")
    clauses = ast.ext[1].decl.type.contract
    assert [c.kind for c in clauses] == ["requires", "assigns", "ensures"]
    groups = clauses[1].groups
    assert [(cond is None, len(targets)) for cond, targets in groups] == [(True, 1), (False, 2)]
    assert clauses[2].coord.line == 4


def test_clauses_are_ignored_without_a_contract_option(tmp_path: Path) -> None:
    code, out = _verdict(tmp_path, "int f(int x) __CPROVER_requires(x > 0) "
                         "__CPROVER_ensures(__CPROVER_return_value > 100) { return x; }\n"
                         "int main(void) { assert(f(1) == 1); return 0; }\n")
    assert code == 0, out


CONDITIONAL = """
int last;
void put(int flag, int v)
__CPROVER_assigns(flag: last)
{ %s }
int main(void) { put(__VERIFIER_nondet_int(), 3); return 0; }
"""


def test_a_conditional_target_is_assignable_only_under_its_condition(tmp_path: Path) -> None:
    code, out = _verdict(tmp_path, CONDITIONAL % "if (flag) last = v;",
                         "--enforce-contract", "put")
    assert code == 0, out
    code, out = _verdict(tmp_path, CONDITIONAL % "last = v;", "--enforce-contract", "put")
    assert code == 10 and "[put.assigns.1] line 7 assigns clause of put: last is assignable: " \
        "FAILURE" in out, out


ARRAY = """
int a[4];
void set(int i)
__CPROVER_requires(i >= 0 && i < 3)
__CPROVER_assigns(a[i])
{ a[%s] = 1; }
int main(void) { set(__VERIFIER_nondet_int()); return 0; }
"""


def test_an_element_target_covers_only_its_element(tmp_path: Path) -> None:
    code, out = _verdict(tmp_path, ARRAY % "i", "--enforce-contract", "set")
    assert code == 0, out
    code, out = _verdict(tmp_path, ARRAY % "i + 1", "--enforce-contract", "set")
    assert code == 10 and "assigns clause of set: a[i + 1] is assignable: FAILURE" in out, out


def test_a_write_through_a_callee_to_a_callers_local_is_caught(tmp_path: Path) -> None:
    text = """
void poke(int *q) { *q = 1; }
void f(int *p, int *q) __CPROVER_assigns(*p) { *p = 2; poke(q); }
int main(void) { int x, y; f(&x, &y); return 0; }
"""
    code, out = _verdict(tmp_path, text, "--enforce-contract", "f")
    assert code == 10 and "[poke.assigns.1] line 4 assigns clause of f: *q is assignable: " \
        "FAILURE" in out, out


def test_freeing_what_the_caller_allocated_is_caught(tmp_path: Path) -> None:
    text = """
#include <stdlib.h>
void drop(int *p) __CPROVER_assigns() { free(p); }
int main(void) { int *p = malloc(4); drop(p); return 0; }
"""
    code, out = _verdict(tmp_path, text, "--enforce-contract", "drop")
    assert code == 10 and "frees of drop: p was allocated by drop (no frees clause): " \
        "FAILURE" in out, out


def test_a_callee_outside_the_contract_is_not_constrained(tmp_path: Path) -> None:
    text = """
int g;
void set_g(void) { g = 1; }
void f(void) __CPROVER_assigns() { }
int main(void) { f(); set_g(); return 0; }
"""
    code, out = _verdict(tmp_path, text, "--enforce-contract", "f")
    assert code == 0, out


@pytest.mark.parametrize("text,options,message", [
    ("void f(int *p) __CPROVER_frees(p) { }\nint main(void) { f(0); return 0; }\n",
     ["--enforce-contract", "f"], "main.c:3: error: unsupported: __CPROVER_frees"),
    ("int f(int n) __CPROVER_requires(__CPROVER_old(n) > 0) { return n; }\n"
     "int main(void) { return f(1); }\n", ["--replace-call-with-contract", "f"],
     "main.c:3: error: unsupported: __CPROVER_old in a requires clause of 'f'"),
    ("int f(int n) { return n ? f(n - 1) : 0; }\nint main(void) { return f(1); }\n",
     ["--enforce-contract", "f"], "--enforce-contract of the recursive function 'f'"),
    ("void f(void) __CPROVER_assigns() { static int k; k++; }\nint main(void) { f(); return 0; }\n",
     ["--enforce-contract", "f"], "the static local 'k' written under --enforce-contract f"),
    ("int g; void h(void) __CPROVER_ensures(g == 1) { g = 1; }\n"
     "void f(void) __CPROVER_assigns() { h(); }\nint main(void) { f(); return 0; }\n",
     ["--enforce-contract", "f", "--replace-call-with-contract", "h"],
     "--replace-call-with-contract h (no assigns clause: an inferred frame) inside "
     "--enforce-contract f"),
    ("int f(int n, ...) __CPROVER_requires(n > 0) { return n; }\n"
     "int main(void) { return f(1); }\n", ["--enforce-contract", "f"],
     "a contract of the variadic function 'f'"),
])
def test_refused_by_name(tmp_path: Path, text: str, options: list[str], message: str) -> None:
    code, out = _verdict(tmp_path, text, *options)
    assert code == 6 and message in out, out


def test_usage_errors(tmp_path: Path) -> None:
    text = "int f(void) { return 0; }\nint main(void) { return f(); }\n"
    code, out = _verdict(tmp_path, text, "--enforce-contract", "g")
    assert code == 1 and "function 'g' is not defined" in out, out
    code, out = _verdict(tmp_path, text, "--enforce-contract", "f",
                         "--replace-call-with-contract", "f")
    assert code == 1 and "both name 'f'" in out, out


def test_insert_before_lands_jumps_on_the_inserted_code() -> None:
    loc = SourceLocation("t.c", 1)
    body = (Goto(Const(1, None), 2, loc), Skip(loc), Skip(loc), Goto(None, 0, loc))  # type: ignore[arg-type]
    out = insert_before(body, {2: [Skip(SourceLocation("t.c", 9))], 0: [Skip(loc)]})
    assert len(out) == 6
    first, back = out[1], out[5]
    assert isinstance(first, Goto) and first.target == 3 and out[3].loc.line == 9
    assert isinstance(back, Goto) and back.target == 0


def test_inferred_frame_is_transitive_and_skips_locals(tmp_path: Path) -> None:
    path = _write(tmp_path, """
struct s { int a; int b; } obj;
int counter;
void inner(struct s *p) { p->b = 1; counter++; }
void outer(struct s *p) { int local = 2; local++; inner(p); }
int main(void) { outer(&obj); return 0; }
""")
    program = load_program(Options(files=(path,)))
    assert reachable(program, "outer") == ("outer", "inner")
    frame = infer(program, "outer")
    assert [v.name for v in frame.variables] == ["counter"]
    assert [w.function for w in frame.memory] == ["inner"]
    assert infer(program, "main").reaches == ("main", "outer", "inner")


def test_show_frames_names_the_fields(tmp_path: Path) -> None:
    code, out = _verdict(tmp_path, """
struct s { int a; int b; } obj;
void set_b(struct s *p) { p->b = 1; }
int main(void) { set_b(&obj); return 0; }
""", "--show-frames")
    assert code == 0
    assert "frame of set_b" in out and "alias class {obj}" in out
    assert "offset 4 (int, 4 bytes): e.g. p->b at main.c:5" in out, out


def test_a_contract_no_call_reaches_is_a_warning(tmp_path: Path) -> None:
    text = "int f(int x) __CPROVER_ensures(__CPROVER_return_value == x) { return x; }\n" \
           "int main(void) { return 0; }\n"
    code, out = _verdict(tmp_path, text, "--enforce-contract", "f")
    assert code == 0 and "warning: --enforce-contract f: no call of f is reachable" in out, out
    code, out = _verdict(tmp_path, text, "--enforce-contract", "f", "--function", "f")
    assert code == 0 and "[f.postcondition.1]" in out, out
    assert "__bmc_contract" not in out and "warning: --enforce-contract" not in out


def test_contract_properties_carry_the_user_function(tmp_path: Path) -> None:
    """As CBMC names them: the wrapper's properties are f's (``f.postcondition.1``, at call
    sites of a replaced g ``g.precondition.1``), numbered on with the body's, so enforcing f
    and replacing g inside it gives unique ids."""
    text = """
int g(int *p, int v) __CPROVER_requires(v > 0) __CPROVER_assigns(*p)
  __CPROVER_ensures(*p == v) { *p = v; return 0; }
int f(int *p) __CPROVER_requires(1) __CPROVER_assigns(*p) __CPROVER_ensures(*p == 3)
  { g(p, 3); *p = 3; return 0; }
int main(void) { int x; f(&x); return 0; }
"""
    code, out = _verdict(tmp_path, text, "--enforce-contract", "f",
                         "--replace-call-with-contract", "g", "--no-standard-checks")
    ids = re.findall(r"^\[([^\]]+)\]", out, re.M)
    assert code == 0, out
    assert "f.postcondition.1" in ids and "g.precondition.1" in ids, out
    assert len(ids) == len(set(ids)) and not any("__bmc" in i for i in ids), out


def test_nondet_static_does_not_switch_the_frame_check_on(tmp_path: Path) -> None:
    text = """
int g;
void set_g(void) { g = 1; }
void f(int c) __CPROVER_assigns() { if (c) set_g(); }
int main(void) { set_g(); f(0); return 0; }
"""
    code, out = _verdict(tmp_path, text, "--enforce-contract", "f", "--nondet-static")
    assert code == 0, out


def test_replacement_havocs_a_whole_array_target(tmp_path: Path) -> None:
    text = """
int arr[4];
int other[2];
void zero(void) __CPROVER_assigns(arr) __CPROVER_ensures(arr[0] == 0)
{ for (int i = 0; i < 4; i++) arr[i] = 0; }
int main(void) {
  arr[1] = 3; other[1] = 4; zero();
  __CPROVER_assert(arr[0] == 0, "ensured");
  __CPROVER_assert(other[1] == 4, "outside the frame");
  __CPROVER_assert(arr[1] == 3, "havocked");
  return 0;
}
"""
    code, out = _verdict(tmp_path, text, "--replace-call-with-contract", "zero")
    assert code == 10, out
    assert "ensured: SUCCESS" in out and "outside the frame: SUCCESS" in out
    assert "havocked: FAILURE" in out
