"""Merging, assumptions vs assertions, calls, recursion, globals, properties, limits."""

from __future__ import annotations

import time

import pytest

from bmc.errors import ResourceLimit
from bmc.ir.ctype import VoidType
from bmc.ir.expr import BinOp
from bmc.ir.program import SymbolKind
from bmc.symex.equation import Assignment, AssignmentKind, Assumption, Location
from bmc.terms import TermStore

from symex_testkit import (INT, ProgramBuilder, Z3Check, add, assertions_of, bin_, eq, gt, k,
                           le, lnot, lt, ne, nondet, run, sub)

pytest.importorskip("z3")


def test_if_else_merge_and_phi() -> None:
    pb = ProgramBuilder()
    f = pb.function("main")
    x, y = f.local("x"), f.local("y")
    f.assign(x, nondet())
    f.if_(gt(x, k(0)), lambda: f.assign(y, k(1)), lambda: f.assign(y, k(2)))
    f.assert_(bin_(BinOp.LOR, eq(y, k(1)), eq(y, k(2))))
    f.assert_(eq(y, k(1)))
    f.assert_(eq(gt(x, k(0)), eq(y, k(1))))
    equation = run(pb.build(), unwind=1)
    v = Z3Check(equation)
    assert not v.can_fail("main.assertion.1")
    assert v.can_fail("main.assertion.2")
    assert not v.can_fail("main.assertion.3")
    phis = [s for s in equation.steps if isinstance(s, Assignment)
            and s.kind is AssignmentKind.PHI]
    assert [p.symbol for p in phis] == ["main::y"]
    # the diamond merges back to the guard before the split: later steps are unguarded
    assert all(a.guard is equation.store.true for a in equation.assertions())


def test_no_phi_when_values_agree() -> None:
    pb = ProgramBuilder()
    f = pb.function("main")
    x, y = f.local("x"), f.local("y")
    f.assign(x, nondet())
    f.assign(y, k(3))
    f.if_(gt(x, k(0)), lambda: f.assign(y, k(3)))
    f.assert_(eq(y, k(3)))
    equation = run(pb.build(), unwind=1)
    assert not [s for s in equation.steps if isinstance(s, Assignment)
                and s.kind is AssignmentKind.PHI]
    assert not equation.assertions()            # y == 3 folds to true: no step
    assert [pid for pid, *_ in equation.properties] == ["main.assertion.1"]


def test_many_gotos_to_one_target_and_nested_ifs() -> None:
    """switch-like: several forward gotos to the same join; values selected correctly."""
    pb = ProgramBuilder()
    f = pb.function("main")
    x, r = f.local("x"), f.local("r")
    f.assign(x, nondet())
    f.assume(bin_(BinOp.LAND, le(k(0), x), lt(x, k(4))))
    for value in range(3):
        f.assign(r, k(10 * value))
        f.goto("end", eq(x, k(value)))
    f.assign(r, k(99))
    f.label("end")
    f.assert_(bin_(BinOp.LOR, ne(x, k(3)), eq(r, k(99))))
    f.assert_(bin_(BinOp.LOR, ne(x, k(1)), eq(r, k(10))))
    f.assert_(eq(r, k(20)))
    v = Z3Check(run(pb.build()))
    assert not v.can_fail("main.assertion.1")
    assert not v.can_fail("main.assertion.2")
    assert v.can_fail("main.assertion.3")
    # the value r can take after the join
    eqn = run(pb.build())
    (final,) = [a for a in eqn.assertions() if a.property_id == "main.assertion.3"]
    first_r = next(s for s in eqn.steps if isinstance(s, Assignment) and s.symbol == "main::r"
                   and s.rhs is not s.lhs)
    assert final.guard is first_r.guard          # the join restores the guard of the split


def test_assume_after_assert_does_not_mask() -> None:
    pb = ProgramBuilder()
    f = pb.function("main")
    x = f.local("x")
    f.assign(x, nondet())
    f.assert_(ne(x, k(5)))
    f.assume(ne(x, k(5)))
    f.assert_(ne(x, k(5)))
    equation = run(pb.build())
    v = Z3Check(equation)
    assert v.can_fail("main.assertion.1")
    assert not v.can_fail("main.assertion.2")
    assert any(isinstance(s, Assumption) for s in equation.steps)


def test_assume_false_kills_the_path_but_not_others() -> None:
    pb = ProgramBuilder()
    f = pb.function("main")
    x = f.local("x")
    f.assign(x, nondet())
    f.if_(gt(x, k(0)), lambda: f.assume(k(0)))
    f.assert_(gt(x, k(0)))
    v = Z3Check(run(pb.build()))
    assert v.can_fail("main.assertion.1")
    pb2 = ProgramBuilder()
    g = pb2.function("main")
    g.assume(k(0))
    g.assert_(k(0))
    eqn = run(pb2.build())
    assert not eqn.assertions() and [p for p, *_ in eqn.properties] == ["main.assertion.1"]


def test_call_return_value_and_early_return() -> None:
    pb = ProgramBuilder()
    g = pb.function("absdiff", INT, [("a", INT), ("b", INT)])
    a, b = g.param("a"), g.param("b")
    g.if_(gt(a, b), lambda: g.ret(sub(a, b)))
    g.ret(sub(b, a))
    g.assert_(k(0))                               # dead code after the last return
    f = pb.function("main")
    x, y, r = f.local("x"), f.local("y"), f.local("r")
    f.assign(x, nondet())
    f.assign(y, nondet())
    f.assume(bin_(BinOp.LAND, lt(x, k(100)), gt(x, k(-100))))
    f.assume(bin_(BinOp.LAND, lt(y, k(100)), gt(y, k(-100))))
    f.call(r, "absdiff", x, y)
    f.assert_(le(k(0), r))
    f.assert_(gt(r, k(0)))
    equation = run(pb.build())
    v = Z3Check(equation)
    assert not v.can_fail("main.assertion.1")
    assert v.can_fail("main.assertion.2")
    assert not v.can_fail("absdiff.assertion.1")
    kinds = [(s.kind, s.function) for s in equation.steps if isinstance(s, Location)]
    assert kinds == [("call", "absdiff"), ("return", "absdiff"), ("return", "main")]
    ret = [s for s in equation.steps if isinstance(s, Assignment)
           and s.symbol == "absdiff::$return"]
    assert {s.kind for s in ret} == {AssignmentKind.HIDDEN, AssignmentKind.PHI}


def test_globals_via_init_function_and_side_effects_in_callee() -> None:
    pb = ProgramBuilder()
    g_var = pb.global_("g")
    init = pb.init()
    init.assign(g_var, k(7))
    inc = pb.function("inc", VoidType())
    inc.assign(g_var, add(g_var, k(1)))
    f = pb.function("main")
    f.call(None, "inc")
    f.call(None, "inc")
    f.assert_(eq(g_var, k(9)))
    equation = run(pb.build())
    assert not Z3Check(equation).can_fail()
    # constant propagation through calls: the assertion folds away
    assert not equation.assertions()


def test_uninitialised_global_is_nondet() -> None:
    pb = ProgramBuilder()
    g_var = pb.global_("g")
    f = pb.function("main")
    x = f.local("x")
    f.assign(x, g_var)
    f.assert_(eq(x, g_var))
    f.assert_(eq(x, k(0)))
    v = Z3Check(run(pb.build()))
    assert not v.can_fail("main.assertion.1")
    assert v.can_fail("main.assertion.2")


def test_lazy_read_on_one_branch_is_consistent_after_merge() -> None:
    """A global first read on one branch keeps that value on that path after the join."""
    pb = ProgramBuilder()
    g_var = pb.global_("g")
    f = pb.function("main")
    c, y = f.local("c"), f.local("y")
    f.assign(c, nondet())
    f.assign(y, k(0))
    f.if_(c, lambda: f.assign(y, g_var))
    f.assert_(bin_(BinOp.LOR, eq(c, k(0)), eq(y, g_var)))
    assert not Z3Check(run(pb.build())).can_fail()


def recursive_sum(bound_arg: int | None):
    """int f(n) { if (n <= 0) return 0; return 1 + f(n - 1); }  r = f(arg)."""
    pb = ProgramBuilder()
    g = pb.function("f", INT, [("n", INT)])
    n = g.param("n")
    t = g.local("t", kind=SymbolKind.TEMPORARY)
    g.if_(le(n, k(0)), lambda: g.ret(k(0)))
    g.call(t, "f", sub(n, k(1)))
    g.ret(add(k(1), t))
    f = pb.function("main")
    r, a = f.local("r"), f.local("a")
    if bound_arg is None:
        f.assign(a, nondet())
        f.assume(bin_(BinOp.LAND, le(k(0), a), le(a, k(3))))
    else:
        f.assign(a, k(bound_arg))
    f.call(r, "f", a)
    f.assert_(eq(r, a))
    return pb.build()


def test_recursion_bound_follows_cbmc() -> None:
    """CBMC inlines while the callee has at most --unwind active frames: f(3) needs 3."""
    complete = run(recursive_sum(3), unwind=3)
    v = Z3Check(complete)
    assert not v.can_fail()
    assert not any(a.property_class == "recursion" for a in complete.assertions())
    (rec,) = [r for r in complete.loops if r.loop_id == "f.recursion"]
    assert (rec.bound, rec.max_iterations, rec.stopped_at_bound) == (3, 3, False)
    short = run(recursive_sum(3), unwind=2)
    v2 = Z3Check(short)
    assert v2.can_fail("f.recursion")
    assert not v2.can_fail("main.assertion.1")        # the deep path is cut
    props = {pid: (cls, desc) for pid, cls, desc, _ in short.properties}
    assert props["f.recursion"] == ("recursion", "recursion unwinding assertion")
    (rec2,) = [r for r in short.loops if r.loop_id == "f.recursion"]
    assert rec2.stopped_at_bound


def test_recursion_with_symbolic_depth_and_per_frame_renaming() -> None:
    equation = run(recursive_sum(None), unwind=5)
    v = Z3Check(equation)
    assert not v.can_fail()
    names = {s.lhs.name for s in equation.steps if isinstance(s, Assignment)}
    assert any(name.startswith("f::n@1#") for name in names)
    assert any(name.startswith("f::n@3#") for name in names)
    cut = run(recursive_sum(None), unwind=2, unwinding_assertions=False)
    assert not any(a.property_class == "recursion" for a in cut.assertions())
    assert not Z3Check(cut).can_fail()


def test_mutual_recursion_counts_per_function() -> None:
    """even/odd: each function has its own active-frame count."""
    pb = ProgramBuilder()
    for name, other, base in (("even", "odd", 1), ("odd", "even", 0)):
        g = pb.function(name, INT, [("n", INT)])
        n = g.param("n")
        t = g.local("t", kind=SymbolKind.TEMPORARY)
        g.if_(eq(n, k(0)), lambda g=g, base=base: g.ret(k(base)))
        g.call(t, other, sub(n, k(1)))
        g.ret(t)
    f = pb.function("main")
    r = f.local("r")
    f.call(r, "even", k(4))
    f.assert_(eq(r, k(1)))
    equation = run(pb.build(), unwind=2)
    assert not Z3Check(equation).can_fail()
    assert Z3Check(run(pb.build(), unwind=1)).can_fail("even.recursion")


def test_call_of_function_without_body_is_an_error() -> None:
    pb = ProgramBuilder()
    f = pb.function("main")
    f.call(None, "missing")
    with pytest.raises(ValueError, match="missing"):
        run(pb.build())


def test_properties_listed_even_when_unreached() -> None:
    pb = ProgramBuilder()
    g = pb.function("never", VoidType())
    g.assert_(k(0), desc="never reached")
    f = pb.function("main")
    f.assert_(k(1))
    f.assert_(k(0), cls="overflow", desc="x")
    equation = run(pb.build())
    assert [p[:3] for p in equation.properties] == [
        ("never.assertion.1", "assertion", "never reached"),
        ("main.assertion.1", "assertion", "assertion line 1"),
        ("main.overflow.1", "overflow", "x")]
    assert [a.property_id for a in equation.assertions()] == ["main.overflow.1"]


def test_numbered_property_ids_are_kept() -> None:
    pb = ProgramBuilder()
    f = pb.function("main")
    x = f.local("x")
    f.assign(x, nondet())
    f.assert_(ne(x, k(1)), pid="main.assertion.7")
    f.assert_(ne(x, k(2)), pid="main.assertion.7")          # same id twice: listed once
    equation = run(pb.build())
    assert [p[0] for p in equation.properties] == ["main.assertion.7"]
    assert len(assertions_of(equation, "main.assertion.7")) == 2


def test_deadline() -> None:
    with pytest.raises(ResourceLimit) as info:
        from bmc.options import Options
        from bmc.symex import execute
        pb = ProgramBuilder()
        pb.function("main").assert_(k(0))
        execute(pb.build(), Options(), TermStore(), deadline=time.monotonic() - 1)
    assert info.value.phase == "symex"


def test_deadline_inside_long_loop() -> None:
    pb = ProgramBuilder()
    f = pb.function("main")
    x = f.local("x")
    f.while_(k(1), lambda: f.assign(x, nondet()))
    from bmc.options import Options
    from bmc.symex import execute
    with pytest.raises(ResourceLimit):
        execute(pb.build(), Options(unwind=10**7), TermStore(), deadline=time.monotonic() + 0.2)


def test_nondet_and_decl_kinds() -> None:
    pb = ProgramBuilder()
    f = pb.function("main")
    x = f.local("x")
    t = f.local("t", kind=SymbolKind.TEMPORARY)
    f.assign(t, nondet())
    f.assign(x, t)
    equation = run(pb.build())
    kinds = [(s.symbol, s.kind) for s in equation.steps if isinstance(s, Assignment)]
    assert kinds == [("main::x", AssignmentKind.STATE), ("main::t", AssignmentKind.HIDDEN),
                     ("main::t", AssignmentKind.INPUT), ("main::x", AssignmentKind.STATE)]
    free = [s for s in equation.steps if isinstance(s, Assignment) and s.rhs is s.lhs]
    assert len(free) == 3


def test_entry_parameters_are_nondet_and_unknown_entry_rejected() -> None:
    pb = ProgramBuilder()
    f = pb.function("main", INT, [("argc", INT)])
    f.assert_(gt(f.param("argc"), k(1)))
    assert Z3Check(run(pb.build())).can_fail()
    pb = ProgramBuilder()
    f = pb.function("main", INT, [("argc", INT)])
    f.assert_(gt(f.param("argc"), k(0)))                 # main's argc >= 1, as in CBMC
    assert not Z3Check(run(pb.build())).can_fail()
    with pytest.raises(ValueError):
        run(pb.build(entry="nope"))


def test_lnot_goto_condition_folds() -> None:
    """if (!0) ... : constant conditions do not split."""
    pb = ProgramBuilder()
    f = pb.function("main")
    x = f.local("x")
    f.assign(x, k(1))
    f.if_(lnot(k(0)), lambda: f.assign(x, k(2)))
    f.assert_(eq(x, k(2)))
    equation = run(pb.build())
    assert not equation.assertions()
    assert not [s for s in equation.steps if isinstance(s, Assignment)
                and s.kind is AssignmentKind.PHI]
