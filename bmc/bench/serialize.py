"""A compact, pickle-friendly copy of a term DAG, rebuilt into a fresh ``TermStore``.

Terms are hash-consed objects of one store, so they cannot be sent to another process as
they are. ``to_wire(roots)`` lists the nodes below ``roots`` children first as plain tuples
``(op name, argument indices, params, sort)``; ``from_wire(wire)`` rebuilds them in a new
store and returns it with the roots. Nodes are rebuilt exactly (no smart-constructor
rewriting), so every backend in ``bmc compare`` receives the very same formula.
"""

from __future__ import annotations

from dataclasses import dataclass

from bmc.terms.ops import Op
from bmc.terms.sorts import Sort
from bmc.terms.store import Term, TermStore
from bmc.terms.walk import postorder

Node = tuple[str, tuple[int, ...], tuple[int | str, ...], Sort]


@dataclass(frozen=True, slots=True)
class Wire:
    """Nodes in postorder and the indices of the roots (in the order given)."""

    nodes: tuple[Node, ...]
    roots: tuple[int, ...]

    @property
    def size(self) -> int:
        """Number of distinct term nodes."""
        return len(self.nodes)

    @property
    def variables(self) -> int:
        return sum(1 for n in self.nodes if n[0] == Op.VAR.value)


def to_wire(roots: list[Term] | tuple[Term, ...]) -> Wire:
    """The DAG below ``roots`` as a ``Wire`` (deterministic: postorder of the roots)."""
    index: dict[int, int] = {}
    nodes: list[Node] = []
    for term in postorder(roots):
        index[term.uid] = len(nodes)
        nodes.append((term.op.value, tuple(index[a.uid] for a in term.args), term.params,
                      term.sort))
    return Wire(tuple(nodes), tuple(index[r.uid] for r in roots))


def from_wire(wire: Wire, store: TermStore | None = None) -> tuple[TermStore, list[Term]]:
    """Rebuild ``wire`` in ``store`` (a new one by default); the store and the roots."""
    store = store if store is not None else TermStore()
    built: list[Term] = []
    for op_name, args, params, sort in wire.nodes:
        op = Op(op_name)
        if op is Op.TRUE:
            term = store.true
        elif op is Op.FALSE:
            term = store.false
        elif op is Op.VAR:
            term = store.var(str(params[0]), sort)
        else:
            # the exact node: the original store already simplified it
            term = store.rebuild(op, tuple(built[k] for k in args), params, sort)
        built.append(term)
    return store, [built[k] for k in wire.roots]


__all__ = ["Wire", "to_wire", "from_wire"]
