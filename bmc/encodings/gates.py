"""Tseitin gates over CNF literals, with constant folding and structural hashing.

Literals are pysat-style ints: a variable ``v > 0`` and its negation ``-v``. Variable 1 is
the constant TRUE (forced by the unit clause ``[1]``), so ``Gates.true == 1`` and
``Gates.false == -1``; every gate folds constants and trivial cases (``and(a, -a)``,
``xor(a, a)``, ``ite(c, a, a)`` ...) before making a variable.

Structural hashing: each gate is keyed by a normalised form of its inputs, so asking twice
for the same function returns the same literal and adds no clauses:

* ``and`` keys are the sorted, de-duplicated input literals (``or`` is ``-and`` of the
  negations, so ``or(a, b)`` and ``and(-a, -b)`` share one gate);
* ``xor`` keys are the sorted input *variables*; the parity of the negations moves to the
  output literal (``xor(-a, b) == -xor(a, b)``); the same for the three-input ``xor3``;
* ``ite`` keys have a positive condition and a positive then-branch (``ite(-c, a, b) ==
  ite(c, b, a)``, ``ite(c, -a, -b) == -ite(c, a, b)``);
* ``maj`` (the full-adder carry) keys are the sorted inputs with at most one negative
  literal (``maj(-a, -b, -c) == -maj(a, b, c)``).

The hash tables are keyed by the normalised inputs packed into one int (32 bits per
literal, offset by ``2**31``; an ``and`` of more than two inputs keeps its tuple): an int
key takes about a third of the memory of a tuple of ints, and a long unrolling makes
hundreds of thousands of gates.

Clauses go to a sink: a callback (the SAT backend streams them into an incremental pysat
solver) and/or the ``clauses`` list (DIMACS output). Clauses are simplified against the
constants before they leave: a clause with TRUE is dropped, FALSE literals are removed (an
all-false clause becomes ``[false]`` so it stays non-empty).

``watch(every, callback)`` calls ``callback()`` after each ``every`` clauses (the
bit-blaster's deadline poll; the callback may raise to stop the encoding).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

Lit = int
_OFF = 1 << 31          # literal offset in packed hash keys (literals are below 2**31)
Bits = list[Lit] | Lit   # a vector (LSB first) for bit-vectors, one literal for Bool
ClauseSink = Callable[[list[int]], object]


class Gates:
    """A CNF builder: gate constructors return literals, clauses go to the sink(s).

    ``sink``: called with each clause (a fresh list, not to be mutated) as it is made.
    ``keep``: also collect the clauses in ``self.clauses``.
    """

    def __init__(self, sink: ClauseSink | None = None, keep: bool = False) -> None:
        self._sink = sink
        self.clauses: list[list[int]] | None = [] if keep else None
        self.num_vars = 0
        self.num_clauses = 0
        self.num_gates = 0
        # packed keys (see the module doc); ``_and`` also has tuple keys (3+ inputs)
        self._and: dict[int | tuple[int, ...], int] = {}
        self._xor: dict[int, int] = {}
        self._ite: dict[int, int] = {}
        self._maj: dict[int, int] = {}
        self._xor3: dict[int, int] = {}
        self._watch_every = 0
        self._watch_next = -1             # clause count of the next callback; -1: none
        self._watch: Callable[[], object] | None = None
        self.true: Lit = self.new_var()
        self.false: Lit = -self.true
        self._emit([self.true])

    # ------------------------------------------------------------------ plumbing
    def new_var(self) -> Lit:
        """A fresh unconstrained variable (as a positive literal)."""
        self.num_vars += 1
        return self.num_vars

    def const(self, value: bool) -> Lit:
        return self.true if value else self.false

    def is_const(self, lit: Lit) -> bool:
        return lit == self.true or lit == self.false

    def set_sink(self, sink: ClauseSink | None) -> None:
        """Send the clauses from now on to ``sink`` (earlier ones are the caller's)."""
        self._sink = sink

    def watch(self, every: int, callback: Callable[[], object]) -> None:
        """Call ``callback()`` after each ``every`` clauses from now on."""
        self._watch, self._watch_every = callback, every
        self._watch_next = self.num_clauses + every

    def _emit(self, clause: list[int]) -> None:
        self.num_clauses += 1
        if self.clauses is not None:
            self.clauses.append(clause)
        if self._sink is not None:
            self._sink(clause)   # clause lists are fresh and never mutated afterwards
        if self.num_clauses == self._watch_next:
            self._watch_next += self._watch_every
            assert self._watch is not None
            self._watch()

    def add_clause(self, lits: Iterable[Lit]) -> None:
        """Add a clause, simplified against the constants and duplicate literals."""
        out: list[int] = []
        seen: set[int] = set()
        for lit in lits:
            if lit == self.true or -lit in seen:
                return  # satisfied or tautological
            if lit == self.false or lit in seen:
                continue
            seen.add(lit)
            out.append(lit)
        self._emit(out if out else [self.false])

    def _gate(self) -> Lit:
        self.num_gates += 1
        return self.new_var()

    def _define(self, kind: str, out: Lit, inputs: tuple[Lit, ...]) -> None:
        """Called once per new gate ``out = kind(inputs)`` (``and``, ``xor``, ``ite``,
        ``maj``; positive ``out``): a hook for builders of other than CNF
        (``bmc.encodings.float_terms``); the CNF builder needs nothing here."""

    # ------------------------------------------------------------------ AND / OR
    def and2(self, a: Lit, b: Lit) -> Lit:
        """``a AND b``."""
        t = self.true
        if a == -t or b == -t or a == -b:
            return -t
        if a == t or a == b:
            return b
        if b == t:
            return a
        key = (a, b) if a < b else (b, a)
        return self._and_key(key)

    def and_n(self, lits: Iterable[Lit]) -> Lit:
        """Conjunction of any number of literals (TRUE when empty)."""
        t = self.true
        uniq: set[int] = set()
        for lit in lits:
            if lit == -t or -lit in uniq:
                return -t
            if lit != t:
                uniq.add(lit)
        if not uniq:
            return t
        if len(uniq) == 1:
            return next(iter(uniq))
        return self._and_key(tuple(sorted(uniq)))

    def _and_key(self, key: tuple[int, ...]) -> Lit:
        packed = ((key[0] + _OFF) << 32 | (key[1] + _OFF)) if len(key) == 2 else key
        out = self._and.get(packed)
        if out is not None:
            return out
        out = self._gate()
        self._and[packed] = out
        self._define("and", out, key)
        for lit in key:
            self._emit([-out, lit])
        self._emit([out, *(-lit for lit in key)])
        return out

    def or2(self, a: Lit, b: Lit) -> Lit:
        """``a OR b``."""
        return -self.and2(-a, -b)

    def or_n(self, lits: Iterable[Lit]) -> Lit:
        """Disjunction of any number of literals (FALSE when empty)."""
        return -self.and_n(-lit for lit in lits)

    def implies(self, a: Lit, b: Lit) -> Lit:
        return -self.and2(a, -b)

    # ------------------------------------------------------------------ XOR / EQ
    def xor2(self, a: Lit, b: Lit) -> Lit:
        """``a XOR b``."""
        t = self.true
        if a == b:
            return -t
        if a == -b:
            return t
        if a == t:
            return -b
        if a == -t:
            return b
        if b == t:
            return -a
        if b == -t:
            return a
        flip = (a < 0) != (b < 0)
        va, vb = abs(a), abs(b)
        key = (va, vb) if va < vb else (vb, va)
        packed = key[0] << 32 | key[1]
        out = self._xor.get(packed)
        if out is None:
            out = self._gate()
            self._xor[packed] = out
            x, y = key
            self._define("xor", out, key)
            self._emit([-out, x, y])
            self._emit([-out, -x, -y])
            self._emit([out, -x, y])
            self._emit([out, x, -y])
        return -out if flip else out

    def xor3(self, a: Lit, b: Lit, c: Lit) -> Lit:
        """Parity of three literals (the full-adder sum): one gate, 8 clauses (two ``xor2``
        gates would take a variable more for the same clauses). Constant or repeated
        inputs fall back to ``xor2``."""
        t = self.true
        va, vb, vc = abs(a), abs(b), abs(c)
        if t in (va, vb, vc) or va == vb or va == vc or vb == vc:
            return self.xor2(self.xor2(a, b), c)
        flip = ((a < 0) + (b < 0) + (c < 0)) % 2 == 1
        x, y, z = sorted((va, vb, vc))
        packed = x << 64 | y << 32 | z
        out = self._xor3.get(packed)
        if out is None:
            out = self._gate()
            self._xor3[packed] = out
            self._define("xor", out, (x, y, z))
            for sx in (1, -1):
                for sy in (1, -1):
                    for sz in (1, -1):
                        # the inputs this clause is about: each literal false, i.e. an
                        # input is 1 exactly where its sign is negative
                        odd = ((sx < 0) + (sy < 0) + (sz < 0)) % 2 == 1
                        self._emit([sx * x, sy * y, sz * z, out if odd else -out])
        return -out if flip else out

    def xor_n(self, lits: Iterable[Lit]) -> Lit:
        out = self.false
        for lit in lits:
            out = self.xor2(out, lit)
        return out

    def eq(self, a: Lit, b: Lit) -> Lit:
        """``a <-> b``."""
        return -self.xor2(a, b)

    # ------------------------------------------------------------------ ITE / MAJ
    def ite(self, c: Lit, a: Lit, b: Lit) -> Lit:
        """``if c then a else b``."""
        t = self.true
        if c == t or a == b:
            return a
        if c == -t:
            return b
        if c < 0:
            c, a, b = -c, b, a
        if a == t or a == c:
            return self.or2(c, b)
        if a == -t or a == -c:
            return self.and2(-c, b)
        if b == t or b == -c:
            return self.or2(-c, a)
        if b == -t or b == c:
            return self.and2(c, a)
        if a == -b:
            return self.eq(c, a)
        flip = a < 0
        if flip:
            a, b = -a, -b
        packed = c << 64 | a << 32 | (b + _OFF)
        out = self._ite.get(packed)
        if out is None:
            out = self._gate()
            self._ite[packed] = out
            self._define("ite", out, (c, a, b))
            self._emit([-c, -a, out])
            self._emit([-c, a, -out])
            self._emit([c, -b, out])
            self._emit([c, b, -out])
            self._emit([-a, -b, out])   # redundant, helps propagation
            self._emit([a, b, -out])
        return -out if flip else out

    def maj(self, a: Lit, b: Lit, c: Lit) -> Lit:
        """At least two of three (the full-adder carry)."""
        t = self.true
        for x, y, z in ((a, b, c), (b, c, a), (c, a, b)):
            if x == t:
                return self.or2(y, z)
            if x == -t:
                return self.and2(y, z)
            if x == y:
                return x
            if x == -y:
                return z
        x, y, z = sorted((a, b, c))
        flip = (x < 0) + (y < 0) + (z < 0) >= 2
        if flip:
            x, y, z = sorted((-x, -y, -z))
        packed = (x + _OFF) << 64 | (y + _OFF) << 32 | (z + _OFF)
        out = self._maj.get(packed)
        if out is None:
            out = self._gate()
            self._maj[packed] = out
            self._define("maj", out, (x, y, z))
            for p, q in ((x, y), (x, z), (y, z)):
                self._emit([-p, -q, out])
                self._emit([p, q, -out])
        return -out if flip else out

    # ------------------------------------------------------------------ vectors
    def new_vector(self, width: int) -> list[Lit]:
        """``width`` fresh variables, LSB first."""
        return [self.new_var() for _ in range(width)]

    def const_vector(self, value: int, width: int) -> list[Lit]:
        """The constant ``value`` (modulo ``2**width``) as literals, LSB first."""
        return [self.true if (value >> i) & 1 else self.false for i in range(width)]

    def assert_lit(self, lit: Lit) -> None:
        """Force ``lit`` true."""
        self.add_clause([lit])

    def stats(self) -> tuple[int, int]:
        """(variables, clauses) so far."""
        return self.num_vars, self.num_clauses


def lits_value(lits: Sequence[Lit], model_value: Callable[[Lit], bool]) -> int:
    """The unsigned int a literal vector (LSB first) has under ``model_value``."""
    value = 0
    for i, lit in enumerate(lits):
        if model_value(lit):
            value |= 1 << i
    return value
