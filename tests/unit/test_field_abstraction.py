"""The field abstraction's parts: fields, forced fields, the rewriting, path constraints and
loop summaries (``bmc.abstraction``), and verdict agreement with the plain check."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bmc.abstraction.fields import FieldTable, discover, seeds
from bmc.abstraction.loops import summarise
from bmc.abstraction.rewrite import abstract, constrain_path
from bmc.checker.bounded import check_bounded
from bmc.checker.run import RunState
from bmc.checker.stages import instrument, load
from bmc.ir.checks import checked_expressions
from bmc.ir.expr import Index, Nondet, Var, children
from bmc.ir.program import Assign, Assume, Goto, Program, Skip
from bmc.options import Options
from bmc.result import Status
from bmc_test_helpers import run_bmc

FIELDS = """
#include <assert.h>
int __VERIFIER_nondet_int(void);
struct S { int f; int g; int h; struct S *next; };
struct S a, b;
int counter;
int main(void) {
  struct S *x = &a;
  struct S *y = __VERIFIER_nondet_int() ? &a : &b;
  x->f = 1;
  y->g = x->f + 2;
  int *q = &x->h;
  *q = 3;
  x->next = y;
  if (x->h == 3) counter = 2;
  counter = counter + 1;
  assert(x->f == 1);
  return 0;
}
"""


def _program(tmp_path: Path, text: str, name: str = "p.c") -> Program:
    path = tmp_path / name
    path.write_text(text)
    run = RunState.start(Options(files=(str(path),), unwind=2))
    return instrument(run, load(run))


@pytest.fixture(scope="module")
def fields_program(tmp_path_factory) -> Program:
    return _program(tmp_path_factory.mktemp("fields"), FIELDS)


def _by_name(table: FieldTable) -> dict[str, int]:
    return {f.name: f.index for f in table.fields}


def test_fields_per_member_with_forced_pointers(fields_program):
    program = fields_program
    table = discover(program)
    names = _by_name(table)
    assert {"struct S.f", "struct S.g", "struct S.h", "struct S.next",
            "global counter"} <= set(names)
    assert "holds pointers" in table.fields[names["struct S.next"]].forced
    assert not table.fields[names["struct S.f"]].forced
    assert not table.fields[names["global counter"]].forced
    # the assertion mentions f, the overflow check of counter + 1 the global counter
    found = seeds(program, table)
    assert set(found) == {names["struct S.f"], names["global counter"]}
    assert found[names["struct S.f"]] == "mentioned by main.assertion.1"


def test_int_pointer_into_a_member_is_the_member(fields_program):
    program = fields_program
    table = discover(program)
    h = _by_name(table)["struct S.h"]
    # *q (through int *q = &x->h) is an access of the field h
    hits = [e for e, f in table.access_field.items() if f == h and "q" in str(e)]
    assert hits and not table.fields[h].forced


def test_abstract_drops_writes_and_makes_reads_fresh(fields_program):
    program = fields_program
    table = discover(program)
    names = _by_name(table)
    tracked = frozenset({names["struct S.g"]})
    body = abstract(program, table, tracked).functions["main"].body
    original = program.functions["main"].body
    assert sum(isinstance(i, Skip) for i in body) > sum(isinstance(i, Skip) for i in original)
    fresh = [i for i in body if isinstance(i, Assign) and isinstance(i.rhs, Nondet)
             and isinstance(i.lhs, Var) and "$field" in i.lhs.name]
    assert fresh, "the read of x->f in y->g = x->f + 2 becomes a fresh value"
    # the write y->g is kept (tracked), the write to the global counter dropped
    assert not any(isinstance(i, Assign) and isinstance(i.lhs, Var) and i.lhs.name == "counter"
                   for i in body)
    # every field tracked: the program itself
    assert abstract(program, table, table.all) is program


def test_global_arrays_not_in_memory_are_fields(tmp_path):
    text = """
    int stats[8];
    int grid[2][3];
    int taken[4];
    struct P { int v; } ps[2];
    int g;
    int main(void) {
      int *p = taken;
      stats[g % 8] = 1;
      grid[1][2] = stats[3];
      ps[1].v = *p;
      ps[0].v = taken[2];
      __CPROVER_assert(grid[1][2] == 1, "grid");
      return 0;
    }
    """
    program = _program(tmp_path, text)
    table = discover(program)
    names = _by_name(table)
    assert {"global stats", "global grid", "global g"} <= set(names)
    assert "global taken" not in names and "global ps" not in names   # they live in memory
    assert not table.fields[names["global stats"]].forced
    # the assertion reads grid, which is assigned from stats; the bounds check of
    # stats[g % 8] reads g
    found = seeds(program, table)
    assert set(found) == {names["global grid"], names["global stats"], names["global g"]}, found
    # untracked stats: its element write is dropped, its element read is a fresh value
    body = abstract(program, table, frozenset({names["global grid"]})).functions["main"].body
    assert not any(isinstance(i, Assign) and "stats" in str(i.lhs) for i in body)
    assert not any("stats" in str(i) for i in body if isinstance(i, Assign))
    assert any(isinstance(i, Assign) and "grid" in str(i.lhs) for i in body)
    # an element access of an array in memory is a memory access: its field is the
    # points-to analysis's
    in_memory = [e for e in table.access_field if isinstance(e, Index) and "taken" in str(e)]
    assert in_memory
    assert all(table.field_of(e) == table.access_field[e] for e in in_memory)


THREADED_ARRAY = """
#include <assert.h>
#include <pthread.h>
unsigned stats[4];
int grid[2][2];
int flag;
void *worker(void *arg) {
  for (int i = 0; i < 4; i++) stats[i] = stats[i] + grid[i % 2][flag % 2];
  if (stats[flag % 4] > 2) return 0;
  flag = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  grid[1][1] = (int)stats[2];
  assert(flag == 0 || flag == 1);
  return 0;
}
"""


def test_global_arrays_are_fields_with_threads(tmp_path):
    """In a program with threads a global array that does not live in memory is a field
    as well; untracked, the abstract program has no occurrence of it at all (not even in
    its initialisation), so the sequentializers see no access to it: no context copies, no
    final equalities, no switch point after its element accesses."""
    program = _program(tmp_path, THREADED_ARRAY)
    table = discover(program)
    names = _by_name(table)
    assert {"global stats", "global grid", "global flag"} <= set(names)
    assert not table.fields[names["global stats"]].forced
    found = seeds(program, table)
    assert names["global flag"] in found
    assert names["global stats"] not in found and names["global grid"] not in found
    abstracted = abstract(program, table, frozenset(found) | table.forced)
    left = [(f.name, ins) for f in abstracted.functions.values() for ins in f.body
            for e in checked_expressions(ins) for x in _subterms(e)
            if isinstance(x, Var) and x.name in ("stats", "grid")]
    assert not left, left
    # the tracked global keeps its accesses (the index reads of flag: in the checks)
    assert any(isinstance(x, Var) and x.name == "flag"
               for f in abstracted.functions.values() for ins in f.body
               for e in checked_expressions(ins) for x in _subterms(e))


def _subterms(e):
    out, stack = [], [e]
    while stack:
        x = stack.pop()
        out.append(x)
        stack.extend(children(x))
    return out


def test_forced_by_type_punning_and_unknown_offsets(tmp_path):
    text = """
    #include <assert.h>
    struct D { int state; unsigned char raw[4]; int len; };
    struct D d;
    int main(void) {
      unsigned char *p = (unsigned char *)&d.len;
      p[1] = 7;
      for (int i = 0; i < 4; i++) d.raw[i] = 0;
      assert(d.len == 0 && d.state == 0);
      return 0;
    }
    """
    table = discover(_program(tmp_path, text))
    reasons = {f.name: f.forced for f in table.fields}
    punned = [n for n, why in reasons.items() if "len" in n]
    assert punned and all(reasons[n] for n in punned)


def test_constrain_path_assumes_the_decisions(tmp_path):
    program = _program(tmp_path, FIELDS.replace("assert(x->f == 1);",
                                                "if (counter) x->f = 2; assert(x->f == 1);"))
    goto = next(i for i in program.functions["main"].body
                if isinstance(i, Goto) and i.branch is not None)
    assert goto.branch is not None
    constrained = constrain_path(program, [(goto.branch.loc, goto.branch.keyword, True,
                                                  None, None)])
    body = constrained.functions["main"].body
    assert any(isinstance(i, Assume) for i in body)
    assert len(body) == len(program.functions["main"].body) + 2
    # the goto targets still land on the same instructions
    for old, new in zip([i for i in program.functions["main"].body if isinstance(i, Goto)],
                        [i for i in body if isinstance(i, Goto)]):
        assert program.functions["main"].body[old.target] == body[new.target]


SCHEDULED = """
#include <assert.h>
#include <pthread.h>
struct dev { int x; int y; };
struct dev D;
void *writer(void *arg) { D.x = 1; return 0; }
void *reader(void *arg) {
  if (D.x == 0) {
    D.y = 1;
  }
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, writer, 0);
  pthread_create(&t2, 0, reader, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(D.y == 0);
  return 0;
}
"""


@pytest.mark.parametrize("encoding,early,late", [("lal-reps", 1, 2), ("tcbmc", 3, 6)])
def test_constrain_path_fixes_the_schedule(tmp_path, encoding, early, late):
    """The same decision of the reader (thread 2) in its first or its second context (the
    TCBMC numbers are global: 3 threads, slots 3 and 6): only before the writer's write can
    the reader see x == 0, so only the early context leaves the assertion violable (main joins
    both in its third)."""
    options = Options(files=(str(tmp_path / "t.c"),), unwind=1, context_bound=3,
                      concurrency_encoding=encoding, properties=("main.assertion.1",))
    (tmp_path / "t.c").write_text(SCHEDULED)
    run = RunState.start(options)
    program = instrument(run, load(run))
    goto = next(i for i in program.functions["reader"].body
                if isinstance(i, Goto) and i.branch is not None)
    assert goto.branch is not None

    def status(context: int) -> Status:
        decision = (goto.branch.loc, goto.branch.keyword, True, 2, context)
        pinned = constrain_path(program, [decision])
        result = check_bounded(RunState.start(options), pinned, options)
        return next(p.status for p in result.properties if p.id == "main.assertion.1")

    assert status(early) is Status.FAILURE
    assert status(late).holds


def test_loop_summary_keeps_loop_ids(tmp_path):
    text = """
    unsigned g;
    int main(void) {
      unsigned s = 0, t = 0;
      for (unsigned i = 0; i < 100u; i++) s = s + i;
      for (unsigned j = 0; j < 5u; j++) g = g + j;
      for (unsigned k = 0; k < 9u; k++) t = t + k;
      return (int)(s + t);
    }
    """
    program = _program(tmp_path, text)
    table = discover(program)
    s = summarise(program, table, frozenset())
    assert s.summarised == ("main.0", "main.2")      # main.1 writes a global
    assert s.refused == (("main.1", "writes tracked field global g at line 6"),)
    assert s.loops == 3
    assert [loop.id for loop in s.program.loops()] == ["main.0", "main.1", "main.2"]
    assert summarise(program, table, frozenset({"main.0"})).summarised == ("main.2",)


def test_loop_summary_keeps_checks_in_one_iteration(tmp_path):
    text = """
    struct D { unsigned a; int state; };
    struct D dev;
    int main(void) {
      struct D *p = &dev;
      int n = 0;
      for (unsigned i = 0; i < 10u; i++) { unsigned t = p->a; (void)t; }
      for (int j = 0; j < 10; j++) n = n + 1;
      return n;
    }
    """
    program = _program(tmp_path, text)
    table = discover(program)
    s = summarise(abstract(program, table, frozenset()), table, frozenset())
    # the first loop's pointer checks and the second's overflow check on n (which it
    # writes) are kept in the summaries' one arbitrary iteration
    assert s.summarised == ("main.0", "main.1")
    body = s.program.functions["main"].body
    assert any(getattr(i, "property_class", "") == "pointer_dereference" for i in body)
    assert any(getattr(i, "property_class", "") == "overflow" for i in body)


CASES = {
    # (program, expected exit code): every verdict with the abstraction is the plain one
    "byte_write": ("""
        #include <assert.h>
        struct D { int state; int len; } d;
        int main(void) {
          unsigned char *p = (unsigned char *)&d.len;
          p[0] = 9;
          if (d.len == 9) d.state = 1;
          assert(d.state == 0);
          return 0;
        }""", 10),
    "struct_copy": ("""
        #include <assert.h>
        struct D { int state; int len; } a, b;
        int main(void) {
          a.len = 9;
          b = a;
          if (b.len == 9) b.state = 1;
          assert(b.state == 0);
          return 0;
        }""", 10),
    "global_guard_safe": ("""
        #include <assert.h>
        int mode = 3, state;
        int main(void) {
          if (mode == 4) state = 1;
          assert(state == 0);
          return 0;
        }""", 0),
}


@pytest.mark.parametrize("name", [name if name == "byte_write" else
                                  pytest.param(name, marks=pytest.mark.slow)
                                  for name in sorted(CASES)])
def test_same_verdict_as_plain(tmp_path, name):
    text, code = CASES[name]
    path = tmp_path / f"{name}.c"
    path.write_text(text)
    plain, _, _ = run_bmc([str(path), "--unwind", "2"])
    abstracted, out, err = run_bmc([str(path), "--unwind", "2", "--field-abstraction"])
    assert plain == code
    assert abstracted == code, out + err


def test_data_race_check_is_refused(tmp_path):
    path = tmp_path / "r.c"
    path.write_text("int main(void) { return 0; }\n")
    code, out, err = run_bmc([str(path), "--field-abstraction", "--data-race-check"])
    assert code == 1 and "data-race" in out + err


def _summaries(tmp_path, text: str, threaded: bool = False):
    program = _program(tmp_path, text)
    table = discover(program)
    tracked = frozenset(seeds(program, table)) | table.forced
    return summarise(abstract(program, table, tracked), table, frozenset(), threaded)


def test_loop_summary_of_nested_loops_keeps_ids(tmp_path):
    s = _summaries(tmp_path, """
    int main(void) {
      int grid[4][5];
      unsigned s = 0;
      for (int i = 0; i < 4; i++)
        for (int j = 0; j < 5; j++)
          grid[i][j] = i;
      for (unsigned k = 0; k < 7u; k++) { if (k == 3u) continue; s = s + k; }
      return (int)s;
    }""")
    # the outer loop's summary holds the inner one's in its one iteration
    assert s.summarised == ("main.1", "main.2") and s.inner == ("main.0",)
    assert s.loops == 3
    body = s.program.functions["main"].body
    assert [loop.id for loop in s.program.loops()] == ["main.0", "main.1", "main.2"]
    # only the never-taken placeholders go backwards
    backward = [i for i, x in enumerate(body) if isinstance(x, Goto) and x.target <= i]
    assert all(body[i].cond is not None and getattr(body[i].cond, "value", 1) == 0
               for i in backward)
    assert not any(isinstance(x, Goto) and x.branch is not None
                   and x.branch.loc.line in (5, 6) for x in body)


def test_loop_summary_refusals_say_why(tmp_path):
    s = _summaries(tmp_path, """
    #include <stdlib.h>
    #include <assert.h>
    struct D { int state; int len; };
    struct D dev;
    void set(struct D *d, int v) { d->state = v; }
    int main(void) {
      struct D *d = &dev;
      for (int i = 0; i < 2; i++) set(d, i);
      for (int i = 0; i < 2; i++) { int *p = malloc(4); free(p); }
      for (int i = 0; i < 2; i++) { if (i == 1) return 1; }
      assert(dev.state == 1);
      return 0;
    }""")
    why = dict(s.refused)
    assert why["main.0"] == ("calls set at line 9, which writes tracked field struct D.state "
                             "at line 6")
    assert why["main.1"].startswith("allocates memory at line 10")
    assert why["main.2"] == "returns from the function at line 11"
    assert s.summarised == ()


def test_loop_summary_refusal_of_a_call_result_in_memory(tmp_path):
    """A call's result goes to a temporary; a struct temporary lives in memory, so the loop
    writes memory: the reason names the call, not a tracked field (it used to say "writes
    tracked field struct pair.a"), in the text and the JSON report alike."""
    text = """
    #include <assert.h>
    struct pair { int a; int b; };
    int state;
    struct pair mk(int x) { struct pair p; p.a = x; p.b = 0; return p; }
    int main(void) {
      int s = 0;
      for (int i = 0; i < 2; i++) s = s + mk(i).a;
      state = 1;
      assert(state == 1);
      return s;
    }"""
    why = dict(_summaries(tmp_path, text).refused)
    expected = ("writes the result of a call to mk at line 8 to a temporary in memory "
                "(struct pair)")
    assert why == {"main.0": expected}
    path = tmp_path / "call.c"
    path.write_text(text)
    code, out, _ = run_bmc([str(path), "--unwind", "3", "--field-abstraction", "--json"])
    assert code == 0
    report = json.loads(out)["abstraction"]
    assert report["not_summarised"] == [{"loop": "main.0", "why": expected}]


def test_loop_summary_with_threads_refuses_shared_reads(tmp_path):
    s = _summaries(tmp_path, """
    int flag, seen;
    int main(void) {
      int local = 0;
      for (int i = 0; i < 3; i++) local = local + flag;
      return local;
    }""", threaded=True)
    assert s.summarised == ()
    assert s.refused == (("main.0", "reads global flag at line 5 in a program with threads "
                                    "(a context-switch point)"),)


def test_round_statistics_in_json():
    """Each round reports its tracked fields, the fields it added and why, the abstract
    formula's size and the times of the abstract check, the re-check and the refinement."""
    case = Path(__file__).parents[1] / "regression" / "fields" / "spurious_refined" / "main.c"
    code, out, _ = run_bmc([str(case), "--unwind", "1", "--field-abstraction", "--json"])
    assert code == 0
    rounds = json.loads(out)["abstraction"]["rounds"]
    first, second = rounds
    assert first["fields"] == ["struct dev.state"]
    assert first["why"] == [{"field": "struct dev.limit", "why": "refutes the abstract "
                             "counterexample of main.assertion.1 (round 1)"}]
    assert second["fields"] == ["struct dev.limit", "struct dev.state"] and not second["why"]
    assert first["variables"] > 0 and first["clauses"] > 0
    for r in rounds:
        parts = r["abstract_seconds"] + r["recheck_seconds"] + r["refine_seconds"]
        assert 0 < r["abstract_seconds"] and parts <= r["seconds"] + 0.01
    assert first["recheck_seconds"] > 0 and first["refine_seconds"] > 0
    assert second["recheck_seconds"] == 0 == second["refine_seconds"]


ARRAY_MEMBER = """
#include <string.h>
unsigned __VERIFIER_nondet_uint(void);
struct it { int a; int b; };
struct dev { int state; int buf[4]; struct it items[3]; int count; };
struct dev D, E;
int main(void) {
  struct dev *d = &D;
  unsigned i = __VERIFIER_nondet_uint() % 3u;
  d->buf[i] = 1;
  d->items[i].a = 2;
  d->items[i].b = d->state + d->count;
  EXTRA
  return d->buf[i + 1u];
}
"""


@pytest.mark.parametrize("extra,merged", [
    ("", None),
    # an int * moved by arithmetic may leave the array: its offset is known modulo 4 only
    ("int *q = d->buf; q[i] = 3;", "struct dev.{buf[],count,items[].a,items[].b,state}"),
    # a char * walk over the struct touches every byte
    ("char *c = (char *)d; c[i] = 1;", "struct dev.{buf[],count,items[].a,items[].b,state}"),
    # a copy of the whole struct
    ("memcpy(&E, d, sizeof E);", "struct dev.{buf[],count,items[].a,items[].b,state}"),
])
def test_array_member_is_its_own_field(tmp_path, extra, merged):
    """An array member indexed in place is one field (its elements share it), apart from
    the other members (in an array of structs: one per member); a pointer moved by
    arithmetic, a byte walk or a copy of the struct merge what they may touch."""
    program = _program(tmp_path, ARRAY_MEMBER.replace("EXTRA", extra))
    table = discover(program)
    names = {f.name for f in table.fields if f.kind == "memory"}
    if merged is None:
        assert {"struct dev.buf[]", "struct dev.items[].a", "struct dev.items[].b",
                "struct dev.state", "struct dev.count"} <= names
        assert not any(f.forced for f in table.fields if f.name.startswith("struct dev."))
        assert table.spans and all(len(m) >= 5 for m in table.spans.values())
    else:
        assert merged in names, names
        assert "struct dev.buf[]" not in names


def test_array_member_out_of_bounds_rules(tmp_path):
    """The rewriting of a split element access keeps what an index out of bounds does: an
    untracked element write becomes ``x = in_bounds ? x : value`` when a field of its class
    is kept, a tracked element read ``in_bounds ? x : fresh`` when one is untracked; with
    every field of the class untracked the write is dropped."""
    program = _program(tmp_path, """
    int __VERIFIER_nondet_int(void);
    struct dev { int state; int buf[4]; int count; };
    struct dev D;
    int main(void) {
      struct dev *d = &D;
      int k = __VERIFIER_nondet_int();
      d->buf[k] = 7;
      int v = d->buf[k + 1];
      d->count = v;
      return d->state;
    }""")
    table = discover(program)
    by = _by_name(table)
    buf, state = by["struct dev.buf[]"], by["struct dev.state"]

    def main_assigns(tracked):
        body = abstract(program, table, frozenset(tracked)).functions["main"].body
        return [x for x in body if isinstance(x, Assign | Skip) and x.loc.line in (8, 9)]

    write = [x for x in main_assigns({state}) if x.loc.line == 8 and isinstance(x, Assign)
             and not isinstance(x.rhs, Nondet) and not isinstance(x.lhs, Var)]
    assert len(write) == 1 and type(write[0].rhs).__name__ == "Ite"
    assert write[0].rhs.then == write[0].lhs              # in bounds: written back
    read = [x for x in main_assigns({buf}) if x.loc.line == 9 and isinstance(x, Assign)
            and isinstance(x.lhs, Var) and x.lhs.name.endswith("::v")]
    assert read and type(read[0].rhs).__name__ == "Ite"   # out of bounds: fresh
    assert not any(isinstance(x, Assign) and x.loc.line == 8 and not isinstance(x.lhs, Var)
                   for x in main_assigns(set()))           # whole class untracked: dropped


def test_loop_writing_an_untracked_array_member_says_why(tmp_path):
    """A loop writing an untracked array member whose class has a tracked field keeps its
    writes out of bounds, so it is not summarised; the reason says so (not "tracked
    field")."""
    program = _program(tmp_path, """
    #include <assert.h>
    struct dev { int state; int buf[8]; };
    struct dev D;
    int main(void) {
      struct dev *d = &D;
      for (int i = 0; i < 8; i++) d->buf[i] = i;
      d->state = 1;
      assert(d->state == 1);
      return 0;
    }""")
    table = discover(program)
    tracked = frozenset(seeds(program, table))
    s = summarise(abstract(program, table, tracked), table, frozenset(), False, tracked)
    assert s.refused == (("main.0", "writes untracked struct dev.buf[] at line 7 with an "
                          "index that may be out of bounds (there it may reach a tracked "
                          "field)"),)
