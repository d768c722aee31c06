"""Lowering of pointers, structs and the heap (layout, IR shapes, address-taken set)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from bmc.errors import UnsupportedFeature
from bmc.frontend import load_program
from bmc.ir.ctype import StructType
from bmc.ir.expr import AddressOf, Allocate, Deref, PointerAdd, subexpressions
from bmc.ir.program import Assign, Free, Program
from bmc.options import Options


def lower(source: str, data_model: str = "LP64") -> Program:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "prog.c"
        path.write_text(source)
        return load_program(Options(files=(str(path),), data_model=data_model))


def _nodes(program: Program, function: str = "main"):
    for ins in program.functions[function].body:
        for e in getattr(ins, "__slots__", ()):
            value = getattr(ins, e)
            if hasattr(value, "type"):
                yield from subexpressions(value)


def test_struct_layout_lp64_and_ilp32():
    src = "struct s { char c; long long x; short h; } g; int main(void) { return g.c; }"
    for model, size, x_offset in (("LP64", 24, 8), ("ILP32", 16, 4)):
        t = lower(src, model).symbols["g"].type
        assert isinstance(t, StructType)
        assert t.size == size and t.field("x").offset == x_offset
        assert t.field("h").offset == x_offset + 8


def test_union_and_self_referential_struct():
    src = ("union u { int i; char b[6]; } x;\n"
           "struct node { int v; struct node *next; } n;\n"
           "int main(void) { n.next = &n; return x.i + n.next->v; }")
    p = lower(src)
    u = p.symbols["x"].type
    assert isinstance(u, StructType) and u.is_union and u.size == 8
    assert all(f.offset == 0 for f in u.fields)
    assert p.symbols["n"].type.size == 16
    assert "n" in p.address_taken


def test_address_of_marks_memory_and_deref_shapes():
    p = lower("int main(void) { int x = 0, y = 1; int *q = &x; *q = 2; q[1] = 3; return y; }")
    assert "main::x" in p.address_taken and "main::y" not in p.address_taken
    nodes = list(_nodes(p))
    assert any(isinstance(e, AddressOf) for e in nodes)
    assert any(isinstance(e, Deref) and isinstance(e.pointer, PointerAdd) for e in nodes)


def test_malloc_and_free_instructions():
    p = lower("#include <stdlib.h>\nint main(void) { int *a = malloc(8); free(a); return 0; }")
    body = p.functions["main"].body
    assert any(isinstance(i, Assign) and isinstance(i.rhs, Allocate) for i in body)
    assert any(isinstance(i, Free) for i in body)


@pytest.mark.parametrize("source", [
    "int main(void) { int x; long a = &x; return (int)a; }",     # implicit ptr -> int
    "int main(void) { int *p = 1234; return *p; }",              # implicit int -> ptr
    "int main(void) { int *p = (int *)(1L << 48); return *p; }", # constant to the NULL id
    "int main(int n) { int a[n][n][n]; return 0; }",                # 3-D VLA
    "int main(void) { int *s = L\"abc\"; return s[0]; }",         # wide string literals
])
def test_still_unsupported(source):
    with pytest.raises(UnsupportedFeature):
        lower(source)
