"""Concrete evaluation of terms under an assignment of the variables."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from bmc.terms import semantics
from bmc.terms.ops import Op
from bmc.terms.store import Term
from bmc.terms.walk import fold


class Evaluator:
    """Evaluates terms given ``{variable name: value}``; missing variables take defaults."""

    def __init__(self, assignment: Mapping[str, object]) -> None:
        self.assignment = assignment
        self._memo: dict[int, object] = {}

    def _handle(self, term: Term, args: list[object]) -> object:
        return HANDLERS[term.op](self, term, args)

    def __call__(self, term: Term) -> object:
        return fold([term], self._handle, self._memo)[term.uid]

    def many(self, terms: Iterable[Term]) -> list[object]:
        terms = list(terms)
        memo = fold(terms, self._handle, self._memo)
        return [memo[t.uid] for t in terms]


def _leaf_const(ev: Evaluator, term: Term, args: list[object]) -> object:
    return term.value


def _leaf_var(ev: Evaluator, term: Term, args: list[object]) -> object:
    if term.name in ev.assignment:
        return ev.assignment[term.name]
    return semantics.default_value(term.sort)


def _apply(ev: Evaluator, term: Term, args: list[object]) -> object:
    return semantics.apply(term.op, args, term.params, [a.sort for a in term.args], term.sort)


HANDLERS = {op: _apply for op in Op}
HANDLERS.update({Op.TRUE: _leaf_const, Op.FALSE: _leaf_const, Op.BV_CONST: _leaf_const,
                 Op.VAR: _leaf_var})


def evaluate(term: Term, assignment: Mapping[str, object]) -> object:
    """Value of ``term`` under ``assignment``."""
    return Evaluator(assignment)(term)
