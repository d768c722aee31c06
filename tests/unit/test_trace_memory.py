"""Traces of programs with pointers, structs and the heap, in source terms.

Unit tests of ``ValueText`` (pointer, struct and array values; write targets) and of
``SourceText`` (lowered lvalues printed as written), and end-to-end checks of the ``--json``
trace: memory writes carry a ``target``, the existing keys stay, and no internal name (SSA
index, temporary, memory array, object id in hex) appears in any trace of the
tests/regression/traces_memory cases.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bmc.frontend import load_program
from bmc.ir.ctype import LP64, ArrayType, PointerType, StructField, StructType, VoidType
from bmc.ir.expr import Cast, Var
from bmc.ir.program import Assign
from bmc.ir.source_text import SourceText, StructTable
from bmc.memory.model import object_bits
from bmc.options import Options
from bmc.symex.equation import MemoryObject
from bmc.trace.values import MAX_ELEMENTS, ValueText
from bmc_test_helpers import run_bmc

CASES = Path(__file__).resolve().parents[1] / "regression" / "traces_memory"
INT, SHORT, CHAR = LP64.int_type, LP64.short_, LP64.char

PAIR = StructType("pair", (StructField("lo", SHORT, 0), StructField("hi", SHORT, 2)), 4, 2)
S = StructType("s", (StructField("a", ArrayType(INT, 4), 0), StructField("b", PAIR, 16),
                     StructField("p", PointerType(INT, 64), 24)), 32, 8)
BITS = StructType("bits", (StructField("f", INT, 0, bit_width=3, bit_offset=0),
                           StructField("g", LP64.uint, 0, bit_width=5, bit_offset=3)), 4, 4)
U = StructType("u", (StructField("i", INT, 0), StructField("c", CHAR, 0)), 4, 4, is_union=True)


def pointer(ident: int, offset: int, width: int = 64) -> int:
    off_bits = width - object_bits(width)
    return (ident << off_bits) | (offset % (1 << off_bits))


def values(width: int = 64) -> ValueText:
    objects = [MemoryObject(1, "x", INT), MemoryObject(2, "s", S),
               MemoryObject(3, "dynamic object of malloc at list.c:12", None, True),
               MemoryObject(4, "arr", ArrayType(INT, 3))]
    return ValueText(objects, width, StructTable([S, BITS, U]))


# ------------------------------------------------------------------ pointers
@pytest.mark.parametrize("ident, offset, target, text", [
    (0, 0, INT, "NULL"),
    (1, 0, INT, "&x"),
    (1, 0, CHAR, "(char *)&x"),
    (1, 1, CHAR, "(char *)&x + 1"),
    (2, 0, S, "&s"),
    (2, 12, INT, "&s.a[3]"),
    (2, 16, PAIR, "&s.b"),
    (2, 18, SHORT, "&s.b.hi"),
    (2, 24, PointerType(INT, 64), "&s.p"),
    (2, 16, INT, "(int *)&s.b"),
    (4, 12, INT, "&arr[3]"),                # one past the end
    (4, -4, INT, "(char *)&arr - 4"),
    (3, 0, INT, "dynamic object of malloc at list.c:12"),
    (3, 8, INT, "dynamic object of malloc at list.c:12 + 8"),
    (9, 0, INT, "invalid pointer"),
])
def test_pointer_values_name_their_target(ident, offset, target, text):
    assert values().pointer(pointer(ident, offset), target) == text


def test_pointer_values_on_ilp32():
    v = values(32)
    assert v.value(pointer(2, 12, 32), PointerType(INT, 32)) == "&s.a[3]"
    assert v.value(0, PointerType(INT, 32)) == "NULL"


def test_write_targets():
    v = values()
    assert v.target(pointer(1, 0), INT) == "x"
    assert v.target(pointer(2, 8), INT) == "s.a[2]"
    assert v.target(pointer(2, 16), SHORT) == "s.b.lo"
    assert v.target(pointer(2, 17), CHAR) == "byte 1 of s.b.lo"
    assert v.target(pointer(3, 8), INT) == "dynamic object of malloc at list.c:12 + 8"
    assert v.target(pointer(7, 0), INT) == ""            # no such object: no target


# ------------------------------------------------------------------ aggregates
def test_struct_values_field_by_field():
    raw = 0
    for k, a in enumerate([1, 2, 3, -5]):
        raw |= (a % (1 << 32)) << (32 * k)
    raw |= (0xFFFE << 128) | (9 << 144)                  # b = { -2, 9 }
    raw |= pointer(1, 0) << 192                          # p = &x
    assert values().value(raw, S) == "{ .a={ 1, 2, 3, -5 }, .b={ .lo=-2, .hi=9 }, .p=&x }"


def test_bit_fields_unions_and_long_arrays():
    v = values()
    assert v.value(0b10101_111, BITS) == "{ .f=-1, .g=21 }"
    assert v.value(0x41, U) == "{ .i=65 }"               # a union shows its first member
    big = ArrayType(SHORT, MAX_ELEMENTS + 5)
    text = v.value(0, big)
    assert text.endswith(", ... }") and text.count("0") == MAX_ELEMENTS
    chars = ArrayType(CHAR, MAX_ELEMENTS + 5)            # no string in it: characters
    text = v.value(int.from_bytes(b"x" * (MAX_ELEMENTS + 5), "little"), chars)
    assert text.endswith("'x', ... }") and text.count("'x'") == MAX_ELEMENTS


def test_incomplete_struct_references_are_resolved():
    node_ref = StructType("node", (), 0, 1, complete=False)
    node = StructType("node", (StructField("val", INT, 0),
                               StructField("next", PointerType(node_ref, 64), 8)), 16, 8)
    v = ValueText([MemoryObject(1, "n", node)], 64, StructTable([node]))
    assert v.value(pointer(1, 0), PointerType(node_ref, 64)) == "&n"
    assert v.value(7 | pointer(1, 0) << 64, node_ref) == "{ .val=7, .next=&n }"


# ------------------------------------------------------------------ lvalues
LVALUES = """
struct pair { short lo; short hi; };
struct s { int a[4]; struct pair b; struct s *next; };
struct s g;
int main(void) {
  struct s *p = &g;
  int *q = &g.a[1];
  int **pp = &q;
  p->a[3] = 1;
  p->b.hi = 2;
  p->next->next->b.lo = 3;
  (*p).a[0] = 4;
  g.b.lo = 5;
  *q = 6;
  q[2] = 7;
  **pp = 8;
  *(q + 1) = 9;
  p[0].a[1] = 10;
  return 0;
}
"""
EXPECTED_LVALUES = ["p->a[3]", "p->b.hi", "p->next->next->b.lo", "p->a[0]", "g.b.lo", "*q",
                    "q[2]", "**pp", "q[1]", "p[0].a[1]"]


def test_lowered_lvalues_print_as_written(tmp_path: Path):
    src = tmp_path / "lv.c"
    src.write_text(LVALUES)
    program = load_program(Options(files=(str(src),)))
    text = SourceText(StructTable(sym.type for sym in program.symbols.values()))
    body = program.functions["main"].body
    assigned = [text.lvalue(ins.lhs) for ins in body
                if isinstance(ins, Assign) and ins.loc.line >= 9]
    assert assigned == EXPECTED_LVALUES


def test_pointer_cast_through_void_reads_as_one_cast():
    """``(T *)(void *)p`` prints as ``(T *)p`` (this used to raise AttributeError)."""
    p = Var("main::p", PointerType(CHAR, 64))
    e = Cast(Cast(p, PointerType(VoidType(), 64)), PointerType(INT, 64))
    assert SourceText(StructTable(())).text(e) == "(int *)p"


# ------------------------------------------------------------------ --json, end to end
INTERNAL = re.compile(r"\$|::|#\d|0x[0-9a-f]+|\(char \*\)\(|\[\d+l\]|extract")


def _json_trace(case: str, *options: str) -> list[dict]:
    directory = CASES / case
    code, out, err = run_bmc(["main.c", "--json", *options], cwd=directory)
    assert code == 10, err
    report = json.loads(out)
    failing = [p for p in report["properties"] if p["status"] == "FAILURE"]
    return failing[0]["trace"]


def test_json_trace_has_targets_and_keeps_keys():
    trace = _json_trace("heap_list_fail", "--unwind", "3")
    for step in trace:
        assert {"kind", "file", "line", "function", "lhs", "value", "text"} <= step.keys()
    by_lhs = {s["lhs"]: s for s in trace if s["kind"] == "assignment"}
    assert by_lhs["list"]["value"] == "dynamic object of malloc at main.c:5"
    nxt = by_lhs["list->next"]
    assert nxt["value"] == "dynamic object of malloc at main.c:9"
    assert nxt["target"] == "dynamic object of malloc at main.c:5 + 8"
    assert by_lhs["list->next->next"]["value"] == "NULL"
    assert "target" not in by_lhs["sum"]                # plain variables have none


@pytest.mark.parametrize("case", sorted(p.name for p in CASES.iterdir()
                                        if p.name.endswith("_fail")))
def test_no_internal_names_in_json_traces(case: str):
    options = (CASES / case / "test.desc").read_text().splitlines()[2].split()
    for step in _json_trace(case, *options):
        for key in ("lhs", "value", "text", "target"):
            assert not INTERNAL.search(step.get(key, "")), (key, step)


@pytest.mark.parametrize("text, value, operand, expected", [
    ("*$tmp1", "&a[0]", True, "a[0]"),
    ("$tmp1->y", "&u", True, "u.y"),
    ("$tmp1[2]", "&a[1]", True, "(&a[1])[2]"),
    ("p[$tmp2]", "1", True, "p[1]"),
    ("$tmp3->val", "dynamic object of malloc at l.c:4", True,
     "(dynamic object of malloc at l.c:4)->val"),
    ("a[$tmp1] + $tmp10", "2", True, "a[2] + $tmp10"),
    ("f($tmp1, x)", "&a[1]", False, "f(&a[1], x)"),
])
def test_temporaries_are_replaced_by_values(text, value, operand, expected):
    from bmc.trace.counterexample import _substitute
    name = "$tmp1" if "$tmp1" in text else ("$tmp2" if "$tmp2" in text else "$tmp3")
    assert _substitute(text, name, value, operand) == expected


def test_function_pointers_and_internal_object_names():
    from bmc.ir.ctype import FunctionType
    from bmc.symex.objects import memory_objects
    fn = FunctionType(INT, (INT,))
    objects = memory_objects({0: "NULL", 1: "twice", 2: "$compound_literal",
                              3: "dynamic object of malloc at a.c:3",
                              4: "dynamic object of malloc at a.c:3"}, {1: fn})
    assert [o.name for o in objects] == ["twice", "compound literal",
                                         "dynamic object of malloc at a.c:3",
                                         "dynamic object of malloc at a.c:3 (2)"]
    v = ValueText(objects, 64, StructTable())
    assert v.value(pointer(1, 0), PointerType(fn, 64)) == "&twice"
