"""Proved invariants in source terms (``bmc.strategy.source_invariants``): only what a C
validator reads with the meaning bmc proved, at the loop's keyword."""

from __future__ import annotations

from pathlib import Path

from bmc.ir.ctype import IntType, Rank
from bmc.ir.expr import Binary, BinOp, Const, Var
from bmc.ir.program import Program
from bmc.options import Options
from bmc.checker.run import RunState
from bmc.checker.stages import instrument, load
from bmc.strategy.source_invariants import _literal, source_invariants
from bmc.strategy.step import Candidate

INT = IntType("int", 32, True, Rank.INT)
UINT = IntType("unsigned int", 32, False, Rank.INT)
UCHAR = IntType("unsigned char", 8, False, Rank.CHAR)


def program_of(tmp_path: Path, source: str) -> Program:
    path = tmp_path / "prog.c"
    path.write_text(source)
    run = RunState.start(Options(files=(str(path),)))
    return instrument(run, load(run))


def var(program: Program, source_name: str, function: str = "main") -> Var:
    found = [s for s in program.symbols.values()
             if s.source_name == source_name and s.function in ("", function)]
    assert found, source_name
    return Var(found[-1].name, found[-1].type)


def texts(program: Program, *conds: Binary, loop: str = "main.0") -> list[str]:
    return [inv.expression for inv in
            source_invariants(program, [Candidate(loop, c, "") for c in conds])]


def ge(a, b) -> Binary:
    return Binary(BinOp.GE, a, b, INT)


LOOPS = """\
int g;
int main(void) {
  int n = 10, s = 0;
  unsigned int u = 0, w = 0;
  unsigned char c = 0, d = 0;
  for (int i = 0; i < n; i++) {
    int t = i;
    s += t;
    u++; w++; c++; d++;
  }
  do { s--; } while (s > 0);
  while (1) { if (g) break; g++; }
  return 0;
}
"""


def test_location_is_the_loop_keyword(tmp_path: Path):
    p = program_of(tmp_path, LOOPS)
    [inv] = source_invariants(p, [Candidate("main.0", ge(var(p, "s"), Const(0, INT)), "")])
    assert (inv.keyword, inv.loc.line, inv.loc.column, inv.function) == ("for", 6, 3, "main")
    assert inv.expression == "s >= 0"


def test_for_declaration_is_in_scope_a_body_local_is_not(tmp_path: Path):
    p = program_of(tmp_path, LOOPS)
    assert texts(p, ge(var(p, "i"), Const(0, INT))) == ["i >= 0"]
    assert texts(p, ge(var(p, "t"), Const(0, INT))) == []


def test_do_while_has_no_source_loop_head(tmp_path: Path):
    p = program_of(tmp_path, LOOPS)
    assert texts(p, ge(var(p, "s"), Const(0, INT)), loop="main.1") == []


def test_condition_less_while(tmp_path: Path):
    p = program_of(tmp_path, LOOPS)
    [inv] = source_invariants(p, [Candidate("main.2", ge(var(p, "g"), Const(0, INT)), "")])
    assert (inv.keyword, inv.loc.line, inv.loc.column, inv.expression) == \
        ("while", 12, 3, "g >= 0")


def test_sums_only_where_c_wraps_as_the_ir_does(tmp_path: Path):
    p = program_of(tmp_path, LOOPS)
    u, w = var(p, "u"), var(p, "w")
    assert texts(p, Binary(BinOp.LE, Binary(BinOp.ADD, u, w, UINT), u, INT)) == ["(u + w) <= u"]
    s = var(p, "s")
    assert texts(p, Binary(BinOp.LE, Binary(BinOp.ADD, s, s, INT), s, INT)) == []
    c, d = var(p, "c"), var(p, "d")
    assert texts(p, Binary(BinOp.LE, Binary(BinOp.ADD, c, d, UCHAR), c, INT)) == []
    parity = Binary(BinOp.EQ, Binary(BinOp.BITAND, s, Const(1, INT), INT), Const(0, INT), INT)
    assert texts(p, parity) == ["(s & 1) == 0"]


SHADOWED = """\
int main(void) {
  int k = 0;
  {
    int k = 5;
    k++;
  }
  while (k < 3) k++;
  return 0;
}
"""


def test_shadowed_names_are_skipped(tmp_path: Path):
    p = program_of(tmp_path, SHADOWED)
    ks = [Var(s.name, s.type) for s in p.symbols.values() if s.source_name == "k"]
    assert len(ks) == 2
    assert all(texts(p, ge(k, Const(0, INT))) == [] for k in ks)


def test_literals_carry_their_type():
    assert _literal(7, INT) == "7"
    assert _literal(-7, INT) == "-7"
    assert _literal(-(1 << 31), INT) == "(-2147483647 - 1)"
    assert _literal(4294967295, UINT) == "4294967295U"
    long_ = IntType("long", 64, True, Rank.LONG)
    assert _literal(1 << 40, long_) == "1099511627776LL"
    assert _literal(-(1 << 63), long_) == "(-9223372036854775807LL - 1)"
    assert _literal(1 << 63, IntType("unsigned long", 64, False, Rank.LONG)) == \
        "9223372036854775808ULL"
