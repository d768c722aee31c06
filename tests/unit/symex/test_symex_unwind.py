"""Loop unwinding: CBMC's counting rule, counter reset, unwindset, unwinding assumptions."""

from __future__ import annotations

import pytest

from bmc.ir.expr import BinOp
from bmc.symex.equation import Assertion, Assignment, AssignmentKind
from bmc.terms import BOOL, TermStore

from symex_testkit import (INT, ProgramBuilder, Z3Check, add, assertions_of, bin_, eq, k, le,
                           lt, ne, nondet, run)

pytest.importorskip("z3")


def counting_while(T: int):
    """i = 0; while (i < T) i++; assert(i == T); assert(0) -- the last one is reachable."""
    pb = ProgramBuilder()
    f = pb.function("main")
    i = f.local("i")
    f.assign(i, k(0))
    f.while_(lt(i, k(T)), lambda: f.assign(i, add(i, k(1))))
    f.assert_(eq(i, k(T)))
    f.assert_(k(0))                     # main.assertion.2: fails iff the loop exit is reachable
    return pb.build()


def counting_do_while(T: int):
    """i = 0; do i++; while (i < T); -- the body runs T times."""
    pb = ProgramBuilder()
    f = pb.function("main")
    i = f.local("i")
    f.assign(i, k(0))
    f.do_while(lambda: f.assign(i, add(i, k(1))), lt(i, k(T)))
    f.assert_(eq(i, k(T)))
    f.assert_(k(0))
    return pb.build()


@pytest.mark.parametrize("T", [1, 3, 7])
def test_while_complete_at_trip_count_plus_one(T: int) -> None:
    at_t = Z3Check(run(counting_while(T), unwind=T))
    assert at_t.can_fail("main.unwind.0")
    assert not at_t.can_fail("main.assertion.2")          # code after the loop is cut off
    after = run(counting_while(T), unwind=T + 1)
    check = Z3Check(after)
    assert not check.can_fail("main.unwind.0")
    assert not check.can_fail("main.assertion.1")
    assert check.can_fail("main.assertion.2")
    (report,) = after.loops
    assert (report.loop_id, report.bound, report.max_iterations, report.stopped_at_bound) == \
        ("main.0", T + 1, T, False)


@pytest.mark.parametrize("T", [1, 3, 7])
def test_do_while_complete_at_trip_count(T: int) -> None:
    if T > 1:
        below = Z3Check(run(counting_do_while(T), unwind=T - 1))
        assert below.can_fail("main.unwind.0")
        assert not below.can_fail("main.assertion.2")
    at_t = run(counting_do_while(T), unwind=T)
    check = Z3Check(at_t)
    assert not check.can_fail("main.unwind.0")
    assert check.can_fail("main.assertion.2")
    assert not check.can_fail("main.assertion.1")
    (report,) = at_t.loops
    # the T-th back edge has a condition that folds to false: not counted (CBMC)
    assert report.max_iterations == T - 1
    assert not report.stopped_at_bound


def nondet_loops(kind: str):
    """A loop with a nondet condition counting its body executions in n; r = n after it."""
    pb = ProgramBuilder()
    f = pb.function("main")
    n, r = f.local("n"), f.local("r")
    f.assign(n, k(0))
    body = lambda: f.assign(n, add(n, k(1)))      # noqa: E731
    if kind == "while":
        c = f.local("c")
        f.assign(c, nondet())
        f.while_(c, lambda: (body(), f.assign(c, nondet())))
    else:
        c = f.local("c")
        f.do_while(lambda: (body(), f.assign(c, nondet())), c)
    f.assign(r, n)
    f.assert_(k(0))
    return pb.build()


@pytest.mark.parametrize("N", [1, 2, 5])
def test_body_executions_per_bound(N: int) -> None:
    """do-while: body at most N times; while: at most N-1 times (head entered N times)."""
    for kind, most in (("do", N), ("while", N - 1)):
        program = nondet_loops(kind)
        store = TermStore()
        equation = run(program, store, unwind=N, unwinding_assertions=False)
        check = Z3Check(equation)
        # the value of n after the loop: the SSA variable of the assignment r = n
        last_n = [s for s in equation.steps if isinstance(s, Assignment)
                  and s.symbol == "main::r" and s.rhs is not s.lhs][-1].lhs
        fail = assertions_of(equation, "main.assertion.1")[0]
        solver = check.z3.Solver()
        solver.add(*check.background)
        solver.add(check.expr(fail.guard))
        found = set()
        z = check.expr(last_n)
        while solver.check() == check.z3.sat:
            v = solver.model().eval(z, model_completion=True)
            found.add(v.as_long())
            solver.add(z != v)
        assert found == set(range(0 if kind == "while" else 1, most + 1)), (kind, found)


def test_nested_loops_reset_inner_counter() -> None:
    """for (i<3) for (j<2) c++: inner needs 3, outer needs 4; the inner restarts each time."""
    pb = ProgramBuilder()
    f = pb.function("main")
    i, j, c = f.local("i"), f.local("j"), f.local("c")
    f.assign(c, k(0))
    f.for_(lambda: f.assign(i, k(0)), lt(i, k(3)), lambda: f.assign(i, add(i, k(1))),
           lambda: f.for_(lambda: f.assign(j, k(0)), lt(j, k(2)),
                          lambda: f.assign(j, add(j, k(1))),
                          lambda: f.assign(c, add(c, k(1)))))
    f.assert_(eq(c, k(6)))
    program = pb.build()
    assert [loop.id for loop in program.loops()] == ["main.0", "main.1"]   # inner first
    at4 = run(program, unwind=4)
    v = Z3Check(at4)
    assert not v.can_fail(prefix="main.unwind")
    assert not v.can_fail("main.assertion.1")
    assert [(r.loop_id, r.max_iterations, r.stopped_at_bound) for r in at4.loops] == \
        [("main.0", 2, False), ("main.1", 3, False)]
    at3 = Z3Check(run(program, unwind=3))
    assert not at3.can_fail("main.unwind.0")
    assert at3.can_fail("main.unwind.1")
    # unwindset: exactly enough per loop
    exact = Z3Check(run(program, unwind=1, unwindset=(("main.0", 3), ("main.1", 4))))
    assert not exact.can_fail(prefix="main.unwind")
    short = Z3Check(run(program, unwind=10, unwindset=(("main.0", 2),)))
    assert short.can_fail("main.unwind.0")
    assert not short.can_fail("main.unwind.1")


def test_break_and_continue() -> None:
    pb = ProgramBuilder()
    f = pb.function("main")
    i, s = f.local("i"), f.local("s")
    f.assign(s, k(0))
    # for (i = 0; i < 10; i++) { if (i == 5) break; if (i % 2) continue; s += i; }
    f.for_(lambda: f.assign(i, k(0)), lt(i, k(10)), lambda: f.assign(i, add(i, k(1))),
           lambda: (f.if_(eq(i, k(5)), f.break_),
                    f.if_(bin_(BinOp.MOD, i, k(2)), f.continue_),
                    f.assign(s, add(s, i))))
    f.assert_(eq(i, k(5)))
    f.assert_(eq(s, k(0 + 2 + 4)))
    program = pb.build()
    # break at i == 5: the back edge runs 5 times (i = 0..4)
    ok = Z3Check(run(program, unwind=6))
    assert not ok.can_fail()
    assert Z3Check(run(program, unwind=5)).can_fail("main.unwind.0")


def test_nondet_break_unwinding_assertion() -> None:
    """while (1) { if (nondet) break; n++; } never completes; n < N on every exit."""
    pb = ProgramBuilder()
    f = pb.function("main")
    n, c = f.local("n"), f.local("c")
    f.assign(n, k(0))

    def body() -> None:
        f.assign(c, nondet())
        f.if_(c, f.break_)
        f.assign(n, add(n, k(1)))

    f.while_(k(1), body)
    f.assert_(lt(n, k(4)))
    f.assert_(lt(n, k(3)))
    v = Z3Check(run(pb.build(), unwind=4))
    assert v.can_fail("main.unwind.0")
    assert not v.can_fail("main.assertion.1")
    assert v.can_fail("main.assertion.2")


def test_no_unwinding_assertions_cuts_paths() -> None:
    equation = run(counting_while(5), unwind=3, unwinding_assertions=False)
    assert not any(a.property_class == "unwind" for a in equation.assertions())
    assert all(pid != "main.unwind.0" for pid, *_ in equation.properties)
    v = Z3Check(equation)
    assert not v.can_fail("main.assertion.2")            # after the loop: unreachable
    (report,) = equation.loops
    assert report.stopped_at_bound


def test_unwinding_assertion_is_conditional_for_symbolic_bound() -> None:
    """while (i < n) i++ with nondet n: fails at bound N only when n can be >= N."""
    pb = ProgramBuilder()
    f = pb.function("main")
    i, n = f.local("i"), f.local("n")
    f.assign(n, nondet())
    f.assume(le(n, k(3)))
    f.assign(i, k(0))
    f.while_(lt(i, n), lambda: f.assign(i, add(i, k(1))))
    f.assert_(le(i, k(3)))
    program = pb.build()
    assert Z3Check(run(program, unwind=3)).can_fail("main.unwind.0")
    done = Z3Check(run(program, unwind=4))
    assert not done.can_fail("main.unwind.0")
    assert not done.can_fail("main.assertion.1")


def test_default_cap_without_unwind() -> None:
    """No --unwind: loops run until their condition folds to false, at most the cap."""
    short = run(counting_while(10))
    assert not Z3Check(short).can_fail("main.unwind.0")
    assert not short.warnings
    long = run(counting_while(150))
    assert Z3Check(long).can_fail("main.unwind.0")
    assert long.loops[0].bound == 100
    assert long.warnings and "main.0" in long.warnings[0]


def test_guard_chain_stays_linear_and_correct() -> None:
    """A loop whose guard grows each iteration: guards are named, semantics unchanged."""
    pb = ProgramBuilder()
    f = pb.function("main")
    n, x = f.local("n"), f.local("x")
    f.assign(n, nondet())
    f.assign(x, k(0))
    f.while_(lt(x, n), lambda: f.assign(x, add(x, k(1))))
    f.assert_(ne(x, k(30)))
    f.assert_(le(x, k(40)))
    equation = run(pb.build(), unwind=40, unwinding_assertions=False)
    named = [s for s in equation.steps if isinstance(s, Assignment) and s.lhs.sort == BOOL]
    assert named and all(s.kind is AssignmentKind.HIDDEN for s in named)
    # guard terms stay small: no flat conjunction with many arguments
    assert max(len(a.guard.args) for a in equation.assertions()) <= 9
    v = Z3Check(equation)
    assert v.can_fail("main.assertion.1")
    assert not v.can_fail("main.assertion.2")


def test_self_loop_and_unconditional_backward_goto() -> None:
    """L: x = x; goto L; -- the loop never exits: the unwinding assertion fails, nothing
    after."""
    pb = ProgramBuilder()
    f = pb.function("main")
    x = f.local("x")
    f.label("L")
    f.assign(x, x)
    f.goto("L")
    f.assert_(k(0))
    equation = run(pb.build(), unwind=3)
    v = Z3Check(equation)
    assert v.can_fail("main.unwind.0")
    assert not v.can_fail("main.assertion.1")
    assert equation.loops[0].max_iterations == 3


def test_empty_self_loop_ends_the_path() -> None:
    """L: goto L; (while (1);) -- an empty loop: the path ends, nothing to unwind (CBMC's
    self-loops to assumptions; bmc.symex.state.spin_loops)."""
    pb = ProgramBuilder()
    f = pb.function("main")
    f.label("L")
    f.goto("L")
    f.assert_(k(0))
    equation = run(pb.build(), unwind=3)
    v = Z3Check(equation)
    assert not v.can_fail()
    assert equation.loops[0].max_iterations == 0


def test_loop_in_function_called_twice_restarts() -> None:
    """Each call enters the loop anew, so its counter starts from zero."""
    pb = ProgramBuilder()
    g = pb.function("g", INT, [("m", INT)])
    i = g.local("i")
    g.assign(i, k(0))
    g.while_(lt(i, g.param("m")), lambda: g.assign(i, add(i, k(1))))
    g.ret(i)
    f = pb.function("main")
    a, b = f.local("a"), f.local("b")
    f.call(a, "g", k(2))
    f.call(b, "g", k(2))
    f.assert_(eq(add(a, b), k(4)))
    v = Z3Check(run(pb.build(), unwind=3))
    assert not v.can_fail()


def test_unwind_property_listed_once_per_loop() -> None:
    equation = run(counting_while(9), unwind=2)
    ids = [pid for pid, *_ in equation.properties]
    assert ids == ["main.assertion.1", "main.assertion.2", "main.unwind.0"]
    cls = {pid: c for pid, c, _, _ in equation.properties}
    assert cls["main.unwind.0"] == "unwind"
    (unwind,) = [a for a in equation.assertions() if isinstance(a, Assertion)
                 and a.property_class == "unwind"]
    assert unwind.description == "unwinding assertion loop 0"


def blast_lock(hoisted_reset: bool):
    """Seed examples E12 / E12d (Lazy Abstraction Fig. 1), lowered by hand."""
    from bmc.ir.ctype import VoidType
    from bmc.ir.program import SymbolKind

    pb = ProgramBuilder()
    lock_var = pb.global_("LOCK")
    for name, want, new in (("lock", 0, 1), ("unlock", 1, 0)):
        g = pb.function(name, VoidType())
        g.if_(eq(lock_var, k(want)), lambda g=g, new=new: g.assign(lock_var, k(new)),
              lambda g=g: g.assert_(k(0)))
    ex = pb.function("Example", VoidType())
    got, old, new_ = ex.local("got_lock"), ex.local("old"), ex.local("new")
    tmp = ex.local("t", kind=SymbolKind.TEMPORARY)
    ex.assign(new_, k(0))

    def nd() -> None:
        ex.assign(tmp, nondet())

    def inner_body() -> None:
        if not hoisted_reset:
            ex.assign(got, k(0))
        nd()
        ex.if_(tmp, lambda: (ex.call(None, "lock"), ex.assign(got, add(got, k(1)))))
        ex.if_(got, lambda: ex.call(None, "unlock"))
        nd()

    def first() -> None:
        if hoisted_reset:
            ex.assign(got, k(0))
        ex.do_while(inner_body, tmp)

    nd()
    ex.if_(tmp, first)

    def second_body() -> None:
        ex.call(None, "lock")
        ex.assign(old, new_)
        nd()
        ex.if_(tmp, lambda: (ex.call(None, "unlock"), ex.assign(new_, add(new_, k(1)))))

    ex.do_while(second_body, ne(new_, old))
    ex.call(None, "unlock")
    m = pb.function("main")
    m.assign(lock_var, k(0))
    m.call(None, "Example")
    m.ret(k(0))
    return pb.build()


@pytest.mark.parametrize("hoisted,unwind,fails,complete", [
    (False, 1, False, False), (False, 2, False, False), (False, 3, False, False),
    (False, 6, False, False),
    (True, 1, False, False), (True, 2, True, False), (True, 3, True, False)])
def test_seed_example_blast_lock(hoisted: bool, unwind: int, fails: bool,
                                 complete: bool) -> None:
    """E12: INCONCLUSIVE at every bound; E12d: the do-while body must run twice to fail."""
    v = Z3Check(run(blast_lock(hoisted), unwind=unwind))
    violated = v.can_fail(prefix="lock.assertion") or v.can_fail(prefix="unlock.assertion")
    assert violated is fails
    assert v.can_fail(prefix="Example.unwind") is not complete


def test_continue_in_while_is_its_own_loop() -> None:
    """`continue` in a while loop is a second backward goto to the head (a second loop id,
    as in CBMC); the outer back edge resets the continue edge's counter."""
    pb = ProgramBuilder()
    f = pb.function("main")
    i, s = f.local("i"), f.local("s")
    f.assign(i, k(0))
    f.assign(s, k(0))
    f.while_(lt(i, k(4)), lambda: (f.assign(i, add(i, k(1))),
                                   f.if_(bin_(BinOp.MOD, i, k(2)), f.continue_),
                                   f.assign(s, add(s, k(1)))))
    f.assert_(eq(s, k(2)))
    program = pb.build()
    assert [loop.id for loop in program.loops()] == ["main.0", "main.1"]
    complete = run(program, unwind=3)
    assert [(r.loop_id, r.max_iterations) for r in complete.loops] == [("main.0", 1),
                                                                      ("main.1", 2)]
    assert not Z3Check(complete).can_fail()
    assert Z3Check(run(program, unwind=2)).can_fail("main.unwind.1")
