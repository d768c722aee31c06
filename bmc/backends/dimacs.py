"""DIMACS CNF output of bit-blasted Bool roots (``--dimacs FILE``).

``write_dimacs(roots, store, out)`` eliminates arrays, bit-blasts, asserts every root and
writes ``p cnf V C``, the clauses, then one comment per variable term in first-blasted
order: ``c <name> <lits...>`` (LSB first; Bool variables have one literal). Variable 1 is
the constant TRUE (forced by the first clause). The output is deterministic: the same
terms give the same text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TextIO

from bmc.encodings.arrays import ArrayEliminator
from bmc.encodings.bitblast import BitBlaster
from bmc.encodings.gates import Gates
from bmc.terms.sorts import BoolSort
from bmc.terms.store import Term, TermStore


@dataclass(frozen=True, slots=True)
class DimacsInfo:
    """Sizes of what was written and each variable's literals."""

    variables: int
    clauses: int
    symbols: tuple[tuple[str, tuple[int, ...]], ...]


def write_dimacs(roots: Sequence[Term], store: TermStore, out: TextIO) -> DimacsInfo:
    """Write the CNF of ``AND(roots)`` to ``out``; returns the sizes and the symbol map."""
    for r in roots:
        if not isinstance(r.sort, BoolSort):
            raise TypeError(f"DIMACS roots must be Bool, got {r.sort}")
    gates = Gates(keep=True)
    blaster = BitBlaster(store, gates)
    elim = ArrayEliminator(store).eliminate(roots)
    for term in (*elim.roots, *elim.constraints):
        blaster.assert_true(term)
    clauses = gates.clauses
    assert clauses is not None
    out.write(f"p cnf {gates.num_vars} {len(clauses)}\n")
    out.writelines(" ".join(map(str, c)) + " 0\n" for c in clauses)
    symbols = tuple((s.term.name, s.lits) for s in blaster.symbols())
    for name, lits in symbols:
        out.write(f"c {name} {' '.join(map(str, lits))}\n")
    return DimacsInfo(gates.num_vars, len(clauses), symbols)
