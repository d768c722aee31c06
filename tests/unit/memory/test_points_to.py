"""Points-to analysis and memory classes: splits where it may, "anything" where it must."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass, replace
from pathlib import Path

from bmc.frontend import load_program
from bmc.ir.checks import instrument
from bmc.ir.ctype import LP64
from bmc.ir.expr import AddressOf, Deref, Var
from bmc.ir.program import Assign, Program
from bmc.memory.classes import build_layout, show_memory
from bmc.memory.points_to import Offset, analyse, memory_variables, ranges_overlap
from bmc.options import Options


def program(source: str) -> Program:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "prog.c"
        path.write_text(source)
        options = Options(files=(str(path),))
        return instrument(load_program(options), options)


def classes_of(p: Program, model: str = "alias") -> list[tuple[str, ...]]:
    layout = build_layout(p, memory_variables(p), model)
    return [c.members for c in layout.classes if c.members]


TWO_ARRAYS = """
int a[4], b[4];
int main(void) {
  int *p = a, *q = b;
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i >= 4) return 0;
  p[i] = 1; q[i] = 2;
  __VERIFIER_assert(a[i] == 1);
  return 0;
}
"""


def test_unrelated_arrays_get_their_own_classes():
    p = program("int __VERIFIER_nondet_int(void); void __VERIFIER_assert(int);"
                + TWO_ARRAYS.replace("__VERIFIER_assert", "if (!") .replace(
                    "(a[i] == 1);", "(a[i] == 1)) return 1;"))
    assert classes_of(p) == [("a",), ("b",)]
    assert classes_of(p, "monolithic") == [("a", "b")]


def test_pointer_to_two_objects_merges_them():
    p = program("""
int main(void) {
  int x = 0, y = 0, z = 0, c = __VERIFIER_nondet_int();
  int *p = c ? &x : &y;
  int *r = &z;
  *p = 1; *r = 2;
  return x + y + z;
}
int __VERIFIER_nondet_int(void);""")
    assert classes_of(p) == [("x", "y"), ("z",)]


def test_byte_copy_of_a_pointer_points_anywhere():
    p = program("""
int main(void) {
  int x = 1, y = 7;
  int *p = &x, *q = &y;
  char *s = (char *)&p, *d = (char *)&q;
  for (int i = 0; i < 8; i++) d[i] = s[i];
  *q = 4;
  return x;
}""")
    pt = analyse(p, memory_variables(p))
    assert pt.universal_deref and pt.reasons
    assert len(classes_of(p)) == 1


def test_integer_fields_next_to_pointers_do_not_forge_them():
    p = program("""
#include <stdlib.h>
struct node { int v; struct node *next; };
int main(void) {
  struct node *head = 0;
  for (int i = 0; i < 2; i++) {
    struct node *n = malloc(sizeof *n);
    if (!n) return 0;
    n->v = i; n->next = head; head = n;
  }
  return head ? head->next != 0 : 0;
}""")
    pt = analyse(p, memory_variables(p))
    assert not pt.universal_deref and not pt.reasons
    typed = build_layout(p, memory_variables(p), "typed")
    assert [c.types for c in typed.classes] == [("int",), ("struct node *",)]
    assert all(not c.byte_level for c in typed.classes)       # word-level cells
    assert typed.unified == []


def test_typed_unifies_int_written_through_char():
    p = program("""
int main(void) {
  int x = 0;
  char *y = (char *)&x;
  y[1] = 1;
  return x;
}""")
    layout = build_layout(p, memory_variables(p), "typed")
    (cls,) = [c for c in layout.classes if c.members]
    assert set(cls.types) == {"int", "char"} and cls.byte_level
    assert any(u.startswith(("int ~ char", "char ~ int")) for u in layout.unified)
    text = show_memory(layout)
    assert "unified types:" in text and "may access the same bytes" in text


@dataclass(frozen=True, slots=True)
class _NewNode:
    """An IR node this analysis does not know (as another stage might add)."""

    operand: object
    type: object


def test_unknown_expression_points_anywhere():
    p = program("""
int main(void) {
  int x = 1, y = 2;
  int *p = &x;
  int *q = &y;
  *q = 3;
  return *p;
}""")
    main = p.functions["main"]
    body = list(main.body)
    # replace the rhs "&x" by an unknown node wrapping it: p may now point anywhere
    for k, ins in enumerate(body):
        if isinstance(ins, Assign) and isinstance(ins.rhs, AddressOf) \
                and ins.rhs.var.name.endswith("x"):
            body[k] = replace(ins, rhs=_NewNode(ins.rhs, ins.rhs.type))
    p2 = p.with_functions({**p.functions, "main": replace(main, body=tuple(body))})
    assert len(classes_of(p)) == 2
    pt = analyse(p2, memory_variables(p2))
    assert pt.universal_deref
    assert len(classes_of(p2)) == 1


def test_offsets_and_overlap():
    a = Offset(0).scaled(40).add(24)               # &arr[i].f with f at 24, size 40
    assert a == Offset(24, 40)
    assert not ranges_overlap(a, 8, Offset(8, 40), 8)
    assert ranges_overlap(a, 8, Offset(28, 40), 4)
    assert ranges_overlap(Offset(0, 1), 1, Offset(5), 1)
    assert not ranges_overlap(Offset(0), 4, Offset(4), 4)
    assert Offset(0).join(Offset(8)) == Offset(0, 8)
    assert Offset(0, 8).aligned(8) and not Offset(4, 8).aligned(8)


def test_deref_of_unknown_expression_is_not_silently_split():
    # a Deref the analysis never saw cannot be given a class of its own
    p = program(TWO_ARRAYS.replace("__VERIFIER_assert(a[i] == 1);", "")
                .replace("int i = __VERIFIER_nondet_int();", "int i = 1;"))
    layout = build_layout(p, memory_variables(p), "alias")
    stranger = Deref(Var("nowhere", LP64.int_type), LP64.int_type)
    try:
        layout.access(stranger)
    except ValueError as e:
        assert "not seen" in str(e)
    else:
        raise AssertionError("an unseen access got a class")


def test_load_object_reads_each_byte_from_its_class():
    from bmc.memory.classes import load_object
    from bmc.memory.model import Memory
    from bmc.terms import TermStore
    p = program("""
struct s { int a; int *p; } g;
int x;
int main(void) { g.a = 5; g.p = &x; return *g.p + g.a; }""")
    layout = build_layout(p, memory_variables(p), "typed")
    assert [c.cell for c in layout.classes if "g" in c.members] == [32, 64]
    store = TermStore()
    m = Memory(store, 64)
    values = {c.key: store.var(c.key, m.memory_sort(c.cell)) for c in layout.classes}
    int_cls, ptr_cls = [c for c in layout.classes if "g" in c.members]
    values[int_cls.key] = m.store_value(values[int_cls.key], m.pointer(1), store.bv_const(5, 32))
    values[ptr_cls.key] = m.store_value(values[ptr_cls.key], m.pointer(1, 8), m.pointer(2))
    key = "var:g"
    assert load_object(layout, m, values, key, 1, 8, 64).value == m.pointer(2).value
    assert load_object(layout, m, values, key, 1, 0, 32).value == 5
    assert load_object(layout, m, values, key, 1, 1, 8).value == 0     # byte 1 of 5


def test_models_differ_in_size_not_in_verdict():
    from bmc.pipeline import verify
    source = (Path(__file__).parents[2] / "regression" / "memory_models" / "split_arrays_pass"
              / "main.c")
    results = {m: verify(Options(files=(str(source),), memory_model=m, trace=False))
               for m in ("alias", "typed", "monolithic")}
    assert {r.verdict.value for r in results.values()} == {"SUCCESSFUL"}
    alias, mono = results["alias"].stats, results["monolithic"].stats
    assert alias.term_nodes * 2 < mono.term_nodes          # word-level, split arrays
    # monolithic memory reads of fully stored objects are resolved over their stores too
    # (bmc.memory.model: value sets), so its clauses may now equal the alias model's
    assert alias.clauses <= mono.clauses
