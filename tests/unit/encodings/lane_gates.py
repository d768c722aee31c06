"""Test support: ``LaneGates``, the ``Gates`` interface evaluated bit-parallel, so that one
circuit evaluation computes the outputs for thousands of inputs (the floating-point circuits
are compared exhaustively with ``bmc.terms.floats`` that way)."""

from __future__ import annotations

from collections.abc import Iterable


class Lane:
    """A literal of ``LaneGates``: one bit per test input (bit k = input k)."""

    __slots__ = ("v", "mask")

    def __init__(self, v: int, mask: int) -> None:
        self.v, self.mask = v, mask

    def __neg__(self) -> Lane:
        return Lane(self.v ^ self.mask, self.mask)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Lane) and other.v == self.v

    def __hash__(self) -> int:
        return hash(self.v)


class LaneGates:
    """The ``Gates`` interface evaluated on ``lanes`` inputs at once (no CNF): a circuit
    built on ``Lane`` inputs computes its outputs for every lane in one pass."""

    def __init__(self, lanes: int) -> None:
        self.lanes = lanes
        self.mask = (1 << lanes) - 1
        self.true = Lane(self.mask, self.mask)
        self.false = Lane(0, self.mask)

    def _l(self, v: int) -> Lane:
        return Lane(v, self.mask)

    def const(self, value: bool) -> Lane:
        return self.true if value else self.false

    def is_const(self, lit: Lane) -> bool:
        return lit.v in (0, self.mask)

    def and2(self, a: Lane, b: Lane) -> Lane:
        return self._l(a.v & b.v)

    def or2(self, a: Lane, b: Lane) -> Lane:
        return self._l(a.v | b.v)

    def and_n(self, lits: Iterable[Lane]) -> Lane:
        v = self.mask
        for x in lits:
            v &= x.v
        return self._l(v)

    def or_n(self, lits: Iterable[Lane]) -> Lane:
        v = 0
        for x in lits:
            v |= x.v
        return self._l(v)

    def implies(self, a: Lane, b: Lane) -> Lane:
        return self._l((a.v ^ self.mask) | b.v)

    def xor2(self, a: Lane, b: Lane) -> Lane:
        return self._l(a.v ^ b.v)

    def xor3(self, a: Lane, b: Lane, c: Lane) -> Lane:
        return self._l(a.v ^ b.v ^ c.v)

    def xor_n(self, lits: Iterable[Lane]) -> Lane:
        v = 0
        for x in lits:
            v ^= x.v
        return self._l(v)

    def eq(self, a: Lane, b: Lane) -> Lane:
        return self._l(a.v ^ b.v ^ self.mask)

    def ite(self, c: Lane, a: Lane, b: Lane) -> Lane:
        return self._l((c.v & a.v) | ((c.v ^ self.mask) & b.v))

    def maj(self, a: Lane, b: Lane, c: Lane) -> Lane:
        return self._l((a.v & b.v) | (a.v & c.v) | (b.v & c.v))

    def const_vector(self, value: int, width: int) -> list[Lane]:
        return [self.true if (value >> i) & 1 else self.false for i in range(width)]

    def add_clause(self, lits: Iterable[Lane]) -> None:
        """Redundant lemma clauses: check they hold on every lane."""
        v = 0
        for x in lits:
            v |= x.v
        assert v == self.mask, "a lemma clause of the circuit is false on some input"

    def vector(self, values: list[int], width: int) -> list[Lane]:
        """Input vector: lane k carries ``values[k]``."""
        out = []
        for i in range(width):
            v = 0
            for k, x in enumerate(values):
                if (x >> i) & 1:
                    v |= 1 << k
            out.append(self._l(v))
        return out

    def read(self, vec: list[Lane]) -> list[int]:
        """The value of ``vec`` on each lane."""
        columns = [format(x.v, f"0{self.lanes}b")[::-1] for x in vec]
        return [sum(1 << i for i, col in enumerate(columns) if col[k] == "1")
                for k in range(self.lanes)]
