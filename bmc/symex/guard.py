"""Path guards: persistent chains of conjuncts with CBMC-style merging.

A guard is a linked list of Boolean conjuncts (``Guard.parent`` + ``Guard.conjunct``), so a
split shares its whole prefix with its parent state and costs O(1). Merging two guards finds
their common ancestor (the longest common prefix) and ORs only the differing suffixes:
``(g & c) | (g & !c)`` gives back the node ``g`` itself, so if/else diamonds do not grow the
chain. The differing suffix of one side is also the phi condition (CBMC's "guard minus
common part"), which keeps phi terms small.

The term of a guard is built lazily and memoised per node as ``and(parent term, conjunct)``.
The store flattens nested ``and``s, so along a chain that grows by one conjunct per loop
iteration the flat terms would grow linearly and the total work quadratically. To keep symex
linear in the unwinding depth, a term with more than ``FLAT_LIMIT`` conjuncts is cut: its
parent's term is *named* by a fresh Boolean variable ``%guard#k`` (defined once by a hidden
``Assignment``) and the node's term becomes ``and(%guard#k, conjunct)``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bmc.terms import BOOL, Op, Term, TermStore

FLAT_LIMIT = 8


@dataclass(frozen=True, slots=True, eq=False)
class Guard:
    """One node of a guard chain; the root (``parent`` None) is ``true``. Compare with ``is``."""

    parent: Guard | None
    conjunct: Term | None
    depth: int


class GuardManager:
    """Makes guard nodes, their terms (memoised) and merges; one per symex run.

    ``define(var, term)`` is called when a guard term is named by a Boolean variable; the
    executor records it as a hidden assignment.
    """

    def __init__(self, store: TermStore, define: Callable[[Term, Term], None]) -> None:
        self.store = store
        self._define = define
        self.root = Guard(None, None, 0)
        self._terms: dict[Guard, Term] = {self.root: store.true}
        self._names: dict[int, Term] = {}

    # ------------------------------------------------------------------ building
    def add(self, g: Guard, cond: Term) -> Guard | None:
        """``g & cond``; None when the result is known to be false."""
        if cond is self.store.true:
            return g
        if cond is self.store.false:
            return None
        return Guard(g, cond, g.depth + 1)

    def term(self, g: Guard) -> Term:
        """The Boolean term of ``g`` (memoised, iterative)."""
        found = self._terms.get(g)
        if found is not None:
            return found
        chain: list[Guard] = []
        node: Guard | None = g
        while node is not None and node not in self._terms:
            chain.append(node)
            node = node.parent
        assert node is not None  # the root is always memoised
        current = self._terms[node]
        for n in reversed(chain):
            assert n.conjunct is not None
            current = self._extend(current, n.conjunct)
            self._terms[n] = current
        return current

    def _extend(self, base: Term, conjunct: Term) -> Term:
        result = self.store.and_(base, conjunct)
        if result.op is Op.AND and len(result.args) > FLAT_LIMIT:
            result = self.store.and_(self._name(base), conjunct)
        return result

    def _name(self, term: Term) -> Term:
        if term.op is Op.VAR or term.is_const:
            return term
        named = self._names.get(term.uid)
        if named is None:
            named = self.store.var(f"%guard#{len(self._names) + 1}", BOOL)
            self._names[term.uid] = named
            self._define(named, term)
        return named

    # ------------------------------------------------------------------ merging
    def merge(self, a: Guard, b: Guard) -> tuple[Guard, Term]:
        """``a | b`` and the condition that selects ``a``'s values in a phi.

        The condition is ``a``'s suffix below the common ancestor (or the negation of
        ``b``'s suffix when ``a`` is the ancestor itself); states that meet at a join point
        come from disjoint splits, so it tells the two paths apart.
        """
        if a is b:
            return a, self.store.true
        suffix_a: list[Term] = []
        suffix_b: list[Term] = []
        x, y = a, b
        while x.depth > y.depth:
            x = _up(x, suffix_a)
        while y.depth > x.depth:
            y = _up(y, suffix_b)
        while x is not y:
            x = _up(x, suffix_a)
            y = _up(y, suffix_b)
        common = x
        s = self.store
        term_a = s.and_(*reversed(suffix_a))
        term_b = s.and_(*reversed(suffix_b))
        either = s.or_(term_a, term_b)
        merged = self.add(common, either)
        if merged is None:
            # both suffixes simplify to false (each holds contradictory conjuncts, which
            # ``add`` does not see one at a time): both states are unreachable, and so is
            # the merged one; keep it as a node whose conjunct is false
            merged = Guard(common, either, common.depth + 1)
        select_a = term_a if suffix_a else s.not_(term_b)
        return merged, select_a


def _up(node: Guard, suffix: list[Term]) -> Guard:
    """Record ``node``'s conjunct in ``suffix`` and return its parent."""
    assert node.parent is not None and node.conjunct is not None
    suffix.append(node.conjunct)
    return node.parent
