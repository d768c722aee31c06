"""--show-ssa / --show-vcc views: readable and deterministic."""

from __future__ import annotations

from bmc.ir.ctype import ArrayType
from bmc.ir.expr import BinOp
from bmc.symex.show import show_ssa, show_vcc, term_text
from bmc.terms import ArraySort, TermStore, bv

from symex_testkit import (INT, ProgramBuilder, add, bin_, eq, filled, gt, idx, k, lt, ne,
                           nondet, run)


def sample_program():
    pb = ProgramBuilder()
    g = pb.function("inc", INT, [("v", INT)])
    g.ret(add(g.param("v"), k(1)))
    f = pb.function("main")
    at = ArrayType(INT, 3)
    x, y, a, i = f.local("x"), f.local("y"), f.local("a", at), f.local("i")
    f.assign(x, nondet())
    f.assign(y, add(x, k(1)))
    f.if_(gt(x, k(0)), lambda: f.assign(y, k(0)))
    f.assign(a, filled(k(0), at))
    f.for_(lambda: f.assign(i, k(0)), lt(i, k(3)), lambda: f.assign(i, add(i, k(1))),
           lambda: f.assign(idx(a, i), y))
    f.call(y, "inc", y)
    f.assert_(ne(y, k(5)))
    f.assume(ne(x, k(3)))
    f.assert_(eq(idx(a, k(2)), bin_(BinOp.SUB, y, k(1))))
    return pb.build()


def test_show_ssa_is_readable() -> None:
    text = show_ssa(run(sample_program(), unwind=4))
    assert "[input] main::x#2 = nondet" in text
    assert "[state] main::x#1 = <uninitialised>" in text
    assert "main::y#2 = main::x#2 + 1" in text
    assert "main::y#3 = 0  // test.c:8\n      guard: 0 <s main::x#2\n" in text
    assert "[phi] main::y#4 = (0 <s main::x#2) ? 0 : main::y#2" in text
    assert "main::a#3 = main::a#2 with [0] := main::y#4    (a[i] = main::y#4)" in text
    assert "CALL inc(y)" in text and "RETURN inc returned" in text
    assert "inc::v#1 = main::y#4" in text
    assert "ASSUME main::x#2 != 3" in text
    assert "loop main.0: bound 4, max iterations 3, complete" in text
    cut = show_ssa(run(sample_program(), unwind=2))
    assert "ASSERT false    // main.unwind.0: unwinding assertion loop 0" in cut
    assert "loop main.0: bound 2, max iterations 2, stopped at bound" in cut


def test_show_vcc_lists_definitions_once_and_claims() -> None:
    text = show_vcc(run(sample_program(), unwind=4))
    assert text.startswith("Definitions (every assignment and constraint")
    assert "main.assertion.1 [assertion] test.c:" in text
    assert "|--------------------------" in text
    assert text.count("main::y#2 = main::x#2 + 1") == 1
    assert "main.unwind.0" not in text.split("Properties without")[0]   # no claim for it


def test_views_are_deterministic() -> None:
    outputs = set()
    for _ in range(3):
        equation = run(sample_program(), TermStore(), unwind=2)
        outputs.add((show_ssa(equation), show_vcc(equation)))
    assert len(outputs) == 1


def test_unreached_properties_are_listed_in_vcc() -> None:
    pb = ProgramBuilder()
    f = pb.function("main")
    f.assume(k(0))
    f.assert_(k(0))
    assert "Properties without a verification condition" in show_vcc(run(pb.build()))
    assert "main.assertion.1" in show_vcc(run(pb.build()))


def test_term_text_forms() -> None:
    s = TermStore()
    x = s.var("x", bv(8))
    arr = s.var("a", ArraySort(bv(64), bv(8)))
    assert term_text(s.bv_const(255, 8)) == "-1"
    assert term_text(s.bv_const(5, 8)) == "5"
    assert term_text(s.distinct(x, s.bv_const(1, 8))) == "x != 1"
    assert term_text(s.not_(s.slt(x, s.bv_const(1, 8)))) == "!(x <s 1)"
    assert term_text(s.select(arr, s.bv_const(3, 64))) == "a[3]"
    stored = s.store(arr, s.bv_const(3, 64), x)
    assert term_text(stored) == "a with [3] := x"
    assert term_text(s.select(stored, s.var("j", bv(64))), {stored.uid: "a#2"}) == "a#2[j]"
    assert term_text(s.sign_extend(x, 8)) == "sext8(x)"
    assert term_text(s.ite(s.eq(x, x), x, x)) == "x"
    # sharing does not blow up the text
    t = x
    for _ in range(60):
        t = s.bvadd(t, t)
    assert len(term_text(t)) <= 2000
