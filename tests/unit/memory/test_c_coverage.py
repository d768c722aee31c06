"""Lowering of the C constructs of issue 3's scope point 1: bit-field layout, initialiser
plans, string literals, function pointers and VLAs (IR shapes; verdicts are in
tests/regression/memory_c and tests/e2e/gcc_programs/cfe_*.c)."""

from __future__ import annotations

import pytest

from bmc.errors import UnsupportedFeature
from bmc.ir.ctype import StructType
from bmc.ir.expr import AddressOf, Allocate, ObjectState
from bmc.ir.program import Assert, Assign, Call

from test_lowering import _nodes, lower


@pytest.mark.parametrize("decl, size, layout", [
    # (field, byte offset of the storage unit, bit offset, width) as gcc lays them out
    ("unsigned a : 3; int b : 5; unsigned c : 1;", 4,
     [("a", 0, 0, 3), ("b", 0, 3, 5), ("c", 0, 8, 1)]),
    ("char c; int x : 4;", 4, [("x", 0, 8, 4)]),
    ("char a : 7; char b : 2;", 2, [("a", 0, 0, 7), ("b", 1, 0, 2)]),
    ("int a : 3; int : 0; int b : 3;", 8, [("a", 0, 0, 3), ("b", 4, 0, 3)]),
    ("short s; long long f : 40; _Bool g : 1;", 8, [("f", 0, 16, 40), ("g", 7, 0, 1)]),
])
def test_bit_field_layout_matches_gcc(decl, size, layout):
    program = lower(f"struct s {{ {decl} }} g; int main(void) {{ g; return sizeof(g); }}")
    st = program.symbols["g"].type
    assert isinstance(st, StructType) and st.size == size
    for name, offset, bit, width in layout:
        f = st.field(name)
        assert f is not None and (f.offset, f.bit_offset, f.bit_width) == (offset, bit, width)


def test_string_literals_are_shared_read_only_objects():
    p = lower('int main(void) { const char *a = "hi", *b = "hi", *c = "ho"; '
              'return a[0] + b[1] + c[0]; }')
    literals = sorted(n for n in p.symbols if n.startswith("$string"))
    assert literals == ["$string1", "$string2"]
    assert set(literals) <= p.read_only and set(literals) <= p.address_taken
    assert int(ObjectState.READONLY) == 6


def test_function_pointer_call_is_a_chain_of_direct_calls():
    p = lower("int f(int x) { return x; } int g(int x) { return -x; } "
              "int h(void) { return 0; } "
              "int main(void) { int (*fp)(int) = g; fp = f; h(); return fp(1); }")
    body = p.functions["main"].body
    called = [ins.function for ins in body if isinstance(ins, Call)]
    assert called == ["h", "f", "g"]          # h only called directly, not a candidate
    texts = [ins.description for ins in body if isinstance(ins, Assert)]
    assert texts == ["dereference failure: function pointer NULL",
                     "dereference failure: invalid function pointer"]
    assert {"$fn.f", "$fn.g"} <= p.read_only
    assert any(isinstance(x, AddressOf) and x.var.name == "$fn.g" for x in _nodes(p))


def test_many_candidate_targets_give_a_warning():
    funcs = " ".join(f"int f{k}(int x) {{ return x + {k}; }}" for k in range(6))
    table = ", ".join(f"f{k}" for k in range(6))
    p = lower(f"{funcs} int (*t[6])(int) = {{ {table} }}; "
              "int main(void) { return t[1](2); }")
    assert any("6 possible targets" in w for w in p.warnings)


def test_vla_is_an_allocation_of_the_runtime_size():
    p = lower("int main(int n) { if (n < 1) return 0; int a[n]; a[0] = 1; "
              "return sizeof a; }")
    allocs = [ins.rhs for ins in p.functions["main"].body
              if isinstance(ins, Assign) and isinstance(ins.rhs, Allocate)]
    assert len(allocs) == 1 and "variable-length array a" in allocs[0].site


def test_struct_initialiser_zero_fills_only_when_needed():
    full = lower("struct p { int x, y; }; int main(void) { struct p a = {1, 2}; return a.x; }")
    part = lower("struct p { int x, y; }; int main(void) { struct p a = {1}; return a.x; }")
    def whole(p):
        return [i for i in p.functions["main"].body
                if isinstance(i, Assign) and getattr(i.lhs, "name", "") == "main::a"]
    assert len(whole(part)) == 1 and whole(full) == []


@pytest.mark.parametrize("source, what", [
    ("int main(int n) { int a[n][n][n]; return 0; }", "variable-length arrays"),
    ("int main(void) { int *p = L\"w\"; return 0; }", "wide"),
])
def test_refused_cleanly(source, what):
    with pytest.raises(UnsupportedFeature) as info:
        lower(source)
    assert what in str(info.value)


def test_front_end_and_memory_agree_on_the_pointer_encoding():
    from bmc.ir.ctype import pointer_object_bits
    from bmc.memory.model import object_bits
    assert all(pointer_object_bits(w) == object_bits(w) for w in (32, 64))
