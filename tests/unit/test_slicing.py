"""checker.slicing: the cone of influence of the properties, and values of what was dropped."""

from __future__ import annotations

from collections.abc import Sequence

from bmc.backends.sat_backend import SatBackend
from bmc.checker.decide import cone, decide, definitions, formula
from bmc.checker.slicing import SlicedValues, slice_definitions
from bmc.ir.program import SourceLocation
from bmc.options import Options
from bmc.result import Status
from bmc.symex.equation import (Assertion, Assignment, AssignmentKind, Constraint, Equation,
                                Step)
from bmc.terms import TermStore, bv
from bmc.terms.store import Term

LOC = SourceLocation("t.c", 1, 0, "main")


def _assign(s: TermStore, lhs: Term, rhs: Term) -> Assignment:
    name = lhs.name.split("#")[0]
    return Assignment(lhs, rhs, s.true, AssignmentKind.STATE, name, LOC,
                      name.removeprefix("main::"))


def _equation(extra: Sequence[Step] = (), store: TermStore | None = None
              ) -> tuple[Equation, dict[str, Term]]:
    """x = input; y = x + 1; z = y * 3; c = x & 1 (constrained to 1); u = z + c;
    ``extra``; assert x <= 5."""
    s = store or TermStore()
    w = bv(32)
    v = {n: s.var(f"main::{n}#1", w) for n in ("x", "y", "z", "c", "u")}
    steps: list[Step] = [
        Assignment(v["x"], v["x"], s.true, AssignmentKind.INPUT, "main::x", LOC, "x"),
        _assign(s, v["y"], s.bvadd(v["x"], s.bv_const(1, 32))),
        _assign(s, v["z"], s.bvmul(v["y"], s.bv_const(3, 32))),
        _assign(s, v["c"], s.bvand(v["x"], s.bv_const(1, 32))),
        Constraint(s.eq(v["c"], s.bv_const(1, 32)), "odd x"),
        _assign(s, v["u"], s.bvadd(v["z"], v["c"])),
        *extra,
        Assertion(s.ule(v["x"], s.bv_const(5, 32)), s.true, "main.assertion.1", "assertion",
                  "x <= 5", LOC),
    ]
    props = (("main.assertion.1", "assertion", "x <= 5", LOC),)
    return Equation(s, tuple(steps), properties=props), v


def test_cone_keeps_constraints_and_what_properties_need() -> None:
    eq, v = _equation()
    sl = slice_definitions(eq, formula(eq, Options()).fails)
    assert len(definitions(eq)) == 5
    kept = {t.args[0].uid if t.op.value == "=" else -1 for t in sl.definitions}
    # c is needed by the constraint (x by the property is an input); y, z, u are dropped
    assert v["c"].uid in {a.uid for t in sl.definitions for a in t.args}
    assert set(sl.dropped) == {v["y"].uid, v["z"].uid, v["u"].uid}
    assert len(sl.definitions) == 2 and kept


def test_a_variable_defined_twice_is_never_dropped() -> None:
    s = TermStore()
    z = s.var("main::z#1", bv(32))
    eq, v = _equation([_assign(s, z, s.bv_const(7, 32))], s)
    sl = slice_definitions(eq, formula(eq, Options()).fails)
    assert v["z"].uid not in sl.dropped
    assert v["y"].uid not in sl.dropped          # the first definition of z needs y


def test_the_probe_cone_keeps_both_definitions_of_a_variable_defined_twice() -> None:
    s = TermStore()
    z = s.var("main::z#1", bv(32))
    eq, v = _equation([_assign(s, z, s.bv_const(7, 32))], s)
    conjuncts = cone(eq, [s.eq(z, s.bv_const(0, 32))], 100)
    assert conjuncts is not None
    assert s.eq(z, s.bv_const(7, 32)) in conjuncts       # the second definition
    assert any(t.op.value == "=" and t.args[0] is z and t.args[1] is not z
               and t is not s.eq(z, s.bv_const(7, 32)) for t in conjuncts)   # the first
    assert v["y"].uid in {a.uid for t in conjuncts for a in t.args}     # what it needs


def test_traces_show_the_values_of_dropped_assignments() -> None:
    eq, v = _equation()
    backend = SatBackend(eq.store, "minisat22")
    try:
        results, _ = decide(eq, Options(), backend)
        assert results[0].status is Status.FAILURE
        f = formula(eq, Options())
        view = SlicedValues(backend, f.dropped)
        x, y, z, c, u = view.values([v[n] for n in ("x", "y", "z", "c", "u")])
        assert isinstance(x, int) and x > 5 and x % 2 == 1 and c == 1
        assert y == (x + 1) % 2**32 and z == 3 * y % 2**32 and u == (z + 1) % 2**32
        trace = results[0].trace
        assert trace is not None
        shown = {step.lhs: step.value for step in trace.steps if step.lhs}
        assert shown["z"] == str(z) and shown["u"] == str(u)
    finally:
        backend.close()


def test_long_chains_slice_and_expand_without_recursion() -> None:
    s = TermStore()
    w = bv(8)
    x = s.var("x#0", w)
    steps: list[Step] = [Assignment(x, x, s.true, AssignmentKind.INPUT, "x", LOC, "x")]
    prev = x
    for k in range(1, 20000):
        cur = s.var(f"x#{k}", w)
        steps.append(Assignment(cur, s.bvadd(prev, s.bv_const(1, 8)), s.true,
                                AssignmentKind.STATE, "x", LOC, "x"))
        prev = cur
    steps.append(Assertion(s.eq(x, s.bv_const(3, 8)), s.true, "p", "assertion", "p", LOC))
    eq = Equation(s, tuple(steps))
    sl = slice_definitions(eq, [s.not_(s.eq(x, s.bv_const(3, 8)))])
    assert sl.definitions == () and len(sl.dropped) == 19999
    backend = SatBackend(s, "minisat22")
    try:
        backend.add(s.not_(s.eq(x, s.bv_const(3, 8))))
        backend.check()
        (xv, last) = SlicedValues(backend, sl.dropped).values([x, prev])
        assert last == (int(xv) + 19999) % 256
    finally:
        backend.close()
