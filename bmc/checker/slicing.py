"""Slicing the verification condition to the cone of influence of the properties.

``slice_definitions(equation, roots)`` keeps the VCC conjuncts (``decide.definitions``)
that the ``roots`` (the selected properties' fail terms: assertion guards and conditions,
into which symex has already folded every assumption) depend on, directly or through other
definitions, and drops the rest:

* every ``Constraint`` is kept, and the variables it mentions are needed;
* an ``Assignment`` ``x = rhs`` (SSA: ``x`` is defined once) is kept iff ``x`` is needed;
  then the variables of ``rhs`` are needed too (a work list over the term DAG, each node
  visited once).

Dropping ``x = rhs`` when nothing kept mentions ``x`` changes no answer: terms are total, so
any model of the rest extends to ``x`` by evaluating ``rhs``. A variable assigned twice (not
SSA) is never dropped.

Traces read values of dropped variables too: ``SlicedValues(backend, slice)`` is a backend
view whose ``values`` first substitutes each dropped variable by its right-hand side
(transitively, memoised), so the value shown is exactly the one the model extends to.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bmc.backends.base import Backend, BackendStats, SatResult
from bmc.symex.equation import Assignment, Constraint, Equation
from bmc.terms.ops import Op
from bmc.terms.sorts import ArraySort
from bmc.terms.store import Term
from bmc.terms.walk import variable_cone


@dataclass(frozen=True, slots=True)
class Slice:
    """The kept VCC conjuncts (in equation order) and the dropped definitions
    (``{variable uid: right-hand side}``)."""

    definitions: tuple[Term, ...]
    dropped: Mapping[int, Term]
    assignments: int                    # scalar definitions before slicing


def slice_definitions(equation: Equation, roots: Sequence[Term]) -> Slice:
    """The conjuncts of ``decide.definitions(equation)`` that ``roots`` depend on."""
    store = equation.store
    defined: dict[int, Term] = {}       # var uid -> rhs, for variables defined once
    twice: set[int] = set()
    seeds: list[Term] = list(roots)
    for step in equation.steps:
        match step:
            case Assignment(lhs=lhs, rhs=rhs):
                if rhs is lhs or isinstance(lhs.sort, ArraySort):
                    continue
                if lhs.op is not Op.VAR or lhs.uid in twice:
                    seeds.append(store.eq(lhs, rhs))
                elif lhs.uid in defined:
                    twice.add(lhs.uid)
                    seeds.append(store.eq(lhs, defined.pop(lhs.uid)))
                    seeds.append(store.eq(lhs, rhs))
                else:
                    defined[lhs.uid] = rhs
            case Constraint(cond=cond):
                seeds.append(cond)
            case _:
                pass
    needed = _needed(seeds, defined)
    out: list[Term] = []
    kept: set[int] = set()
    for step in equation.steps:
        match step:
            case Assignment(lhs=lhs, rhs=rhs):
                if rhs is lhs or isinstance(lhs.sort, ArraySort):
                    continue
                if lhs.uid in defined and lhs.uid not in needed:
                    continue
                if lhs.uid in defined:
                    kept.add(lhs.uid)
                out.append(store.eq(lhs, rhs))
            case Constraint(cond=cond):
                out.append(cond)
            case _:
                pass
    dropped = {uid: rhs for uid, rhs in defined.items() if uid not in kept}
    return Slice(tuple(t for t in out if t is not store.true), dropped, len(defined))


def _needed(seeds: list[Term], defined: Mapping[int, Term]) -> set[int]:
    """Uids of the defined variables the seeds depend on (transitively)."""
    def expand(var: Term) -> tuple[Term, ...]:
        rhs = defined.get(var.uid)
        return () if rhs is None else (rhs,)

    return {var.uid for var in variable_cone(seeds, expand) if var.uid in defined}


class SlicedValues(Backend):
    """``backend`` seen through a slice: ``values`` of terms that mention dropped variables
    are those of the terms with the dropped definitions substituted; everything else is
    passed on."""

    name = "sliced"

    def __init__(self, backend: Backend, dropped: Mapping[int, Term]) -> None:
        super().__init__(backend.store)
        self.inner = backend
        self.name = backend.name
        self._dropped = dropped
        self._memo: dict[int, Term] = {}

    def add(self, formula: Term) -> None:
        self.inner.add(formula)

    def check(self, assumptions: Sequence[Term] = (), timeout: float | None = None
              ) -> SatResult:
        return self.inner.check(assumptions, timeout)

    def values(self, terms: Sequence[Term]) -> list[int | bool]:
        if not self._dropped:
            return self.inner.values(terms)
        return self.inner.values([self.expand(t) for t in terms])

    def stats(self) -> BackendStats:
        return self.inner.stats()

    def expand(self, root: Term) -> Term:
        """``root`` with every dropped variable replaced by its definition (iterative)."""
        memo, dropped, store = self._memo, self._dropped, self.store
        stack: list[tuple[Term, bool]] = [(root, False)]
        while stack:
            term, ready = stack.pop()
            if term.uid in memo:
                continue
            rhs = dropped.get(term.uid) if term.op is Op.VAR else None
            children = (rhs,) if rhs is not None else term.args
            if not ready:
                stack.append((term, True))
                stack.extend((c, False) for c in children if c.uid not in memo)
                continue
            if rhs is not None:
                memo[term.uid] = memo[rhs.uid]
                continue
            args = tuple(memo[a.uid] for a in term.args)
            if all(new is old for new, old in zip(args, term.args)):
                memo[term.uid] = term
            elif term.op is Op.CONST_ARRAY:
                assert isinstance(term.sort, ArraySort)
                memo[term.uid] = store.const_array(args[0], term.sort)
            else:
                memo[term.uid] = store.apply(term.op, args, term.params)
        return memo[root.uid]


__all__ = ["Slice", "slice_definitions", "SlicedValues"]
