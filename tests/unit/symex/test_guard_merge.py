"""Merging path guards (bmc.symex.guard.GuardManager.merge), infeasible sides included."""

from __future__ import annotations

from bmc.symex.guard import GuardManager
from bmc.terms import BOOL, TermStore


def _manager() -> tuple[TermStore, GuardManager]:
    store = TermStore()
    return store, GuardManager(store, lambda var, term: None)


def test_if_else_diamond_gives_back_the_common_guard() -> None:
    s, gm = _manager()
    c = s.var("c", BOOL)
    a, b = gm.add(gm.root, c), gm.add(gm.root, s.not_(c))
    assert a is not None and b is not None
    merged, select_a = gm.merge(a, b)
    assert merged is gm.root and select_a is c


def test_a_side_whose_suffix_is_false_gives_the_other_side() -> None:
    # a state guarded by !c that later conjoins c & d (a path constraint does so) is an
    # infeasible path: merging it with a feasible one keeps the feasible one's guard
    s, gm = _manager()
    c, d, e = (s.var(n, BOOL) for n in "cde")
    dead = gm.add(gm.root, s.not_(c))
    assert dead is not None
    dead = gm.add(dead, s.and_(c, d))
    live = gm.add(gm.root, e)
    assert dead is not None and live is not None
    assert gm.merge(dead, live) == (live, s.false)
    assert gm.merge(live, dead) == (live, s.true)


def test_both_sides_infeasible_merge_without_failing() -> None:
    s, gm = _manager()
    c, d = s.var("c", BOOL), s.var("d", BOOL)
    one, two = gm.add(gm.root, s.not_(c)), gm.add(gm.root, s.not_(d))
    assert one is not None and two is not None
    one, two = gm.add(one, c), gm.add(two, d)
    assert one is not None and two is not None
    merged, _ = gm.merge(one, two)
    assert gm.term(merged) is s.false
