"""Floating-point operators rewritten into bit-level terms (``--fp-encoding bitblast``).

An SMT backend normally decides ``Op.FP_*`` terms with the solver's FloatingPoint theory.
With ``--fp-encoding bitblast`` each such term is replaced, before the solver sees it, by
the very circuit the SAT backend uses (``float_circuits``), built over Bool *terms* instead
of CNF literals: ``TermGates`` is a ``Gates`` whose gates are recorded as ``and``/``xor``/
``ite`` terms (structural hashing and constant folding included), operand bits are
``((_ extract i i) x) = #b1`` and the result is the concatenation of its bits. The formula
the solver gets is then pure bit-vector logic (``QF_BV``), the same one for every solver,
so the classic comparison "bit-blasting versus native FP theory" can be run on the SMT
solvers too.

The circuits' only clause that is not a gate definition is a redundant lemma of the
integer divider (valid for every input); ``TermGates`` drops it, which loses nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from bmc.encodings.float_blast import FLOAT_HANDLERS
from bmc.encodings.gates import Gates, Lit
from bmc.terms.sorts import BoolSort
from bmc.terms.store import Term, TermStore
from bmc.terms.walk import postorder

FP_OPS = frozenset(FLOAT_HANDLERS)


class TermGates(Gates):
    """``Gates`` whose literals stand for Bool terms of ``store`` (no clauses are made)."""

    def __init__(self, store: TermStore) -> None:
        self.store = store
        self._terms: list[Term | None] = [None]      # variable -> its Bool term
        super().__init__()
        self._terms[self.true] = store.true
        self._bits: dict[int, list[Lit]] = {}        # bit-vector term uid -> its bits

    def new_var(self) -> Lit:
        self._terms.append(None)
        return super().new_var()

    def _emit(self, clause: list[int]) -> None:
        self.num_clauses += 1          # gate definitions live in the terms, not in clauses

    def _define(self, kind: str, out: Lit, inputs: tuple[Lit, ...]) -> None:
        s, t = self.store, [self.term(x) for x in inputs]
        match kind:
            case "and":
                made = s.and_(*t)
            case "xor":      # two or three inputs (``xor3``)
                made = s.xor(t[0], t[1]) if len(t) == 2 else s.xor(s.xor(t[0], t[1]), t[2])
            case "ite":
                made = s.ite(t[0], t[1], t[2])
            case _:   # maj
                made = s.or_(s.and_(t[0], t[1]), s.and_(t[0], t[2]), s.and_(t[1], t[2]))
        self._terms[out] = made

    def term(self, lit: Lit) -> Term:
        """The Bool term a literal stands for."""
        made = self._terms[abs(lit)]
        assert made is not None, f"literal {lit} has no term"
        return made if lit > 0 else self.store.not_(made)

    def bits(self, bv: Term) -> list[Lit]:
        """Literals for the bits of a bit-vector term, LSB first (constants fold)."""
        if bv.is_const:
            return self.const_vector(int(bv.value), bv.width)
        cached = self._bits.get(bv.uid)
        if cached is None:
            one = self.store.bv_const(1, 1)
            cached = []
            for i in range(bv.width):
                v = self.new_var()
                self._terms[v] = self.store.eq(self.store.extract(bv, i, i), one)
                cached.append(v)
            self._bits[bv.uid] = cached
        return cached

    def vector(self, lits: Sequence[Lit]) -> Term:
        """The bit-vector term whose bits (LSB first) are ``lits``."""
        s = self.store
        one, zero = s.bv_const(1, 1), s.bv_const(0, 1)
        out: Term | None = None
        for lit in lits:                          # LSB first: each next bit goes on top
            bit = s.ite(self.term(lit), one, zero)
            out = bit if out is None else s.concat(bit, out)
        assert out is not None
        return out


class FloatLowering:
    """Rewrites terms so that no ``Op.FP_*`` is left (memoised across calls, so a growing
    formula is lowered once)."""

    def __init__(self, store: TermStore) -> None:
        self.store = store
        self.gates = TermGates(store)
        self._memo: dict[int, Term] = {}
        self.lowered_ops = 0

    def lower(self, term: Term) -> Term:
        """``term`` with every floating-point operator replaced by its circuit."""
        memo = self._memo
        for t in postorder([term], memo):
            args = tuple(memo.get(a.uid, a) for a in t.args)
            if t.op in FP_OPS:
                memo[t.uid] = self._circuit(t, args)
                self.lowered_ops += 1
            elif any(a is not b for a, b in zip(args, t.args)):
                memo[t.uid] = self.store.rebuild(t.op, args, t.params, t.sort)
            else:
                memo[t.uid] = t
        return memo.get(term.uid, term)

    def _circuit(self, t: Term, args: tuple[Term, ...]) -> Term:
        bits = [self.gates.bits(a) for a in args]
        out = FLOAT_HANDLERS[t.op](self.gates, t, bits)
        if isinstance(t.sort, BoolSort):
            return self.gates.term(out)                      # type: ignore[arg-type]
        return self.gates.vector(out)                        # type: ignore[arg-type]


__all__ = ["TermGates", "FloatLowering", "FP_OPS"]
