"""Iterative walks over the term DAG (no recursion: SSA chains can be very deep)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

from bmc.terms.store import Term

R = TypeVar("R")


def postorder(roots: Iterable[Term]) -> Iterator[Term]:
    """Each term reachable from ``roots`` once, children before parents."""
    seen: set[int] = set()
    for root in roots:
        if root.uid in seen:
            continue
        stack: list[tuple[Term, bool]] = [(root, False)]
        while stack:
            term, expanded = stack.pop()
            if expanded:
                yield term
                continue
            if term.uid in seen:
                continue
            seen.add(term.uid)
            stack.append((term, True))
            for arg in reversed(term.args):
                if arg.uid not in seen:
                    stack.append((arg, False))


def fold(roots: Iterable[Term], handler: Callable[[Term, list[R]], R],
         memo: dict[int, R] | None = None) -> dict[int, R]:
    """Bottom-up evaluation: ``handler(term, [results of args])``, memoised by uid.

    Returns the memo (uid -> result); pass one in to share work between calls.
    """
    results: dict[int, R] = {} if memo is None else memo
    for term in postorder(t for t in roots if t.uid not in results):
        if term.uid not in results:
            results[term.uid] = handler(term, [results[a.uid] for a in term.args])
    return results


def free_variables(roots: Iterable[Term]) -> list[Term]:
    """Variables below ``roots`` in first-reached order."""
    from bmc.terms.ops import Op
    return [t for t in postorder(roots) if t.op is Op.VAR]


def size(roots: Iterable[Term]) -> int:
    """Number of distinct nodes below ``roots``."""
    return sum(1 for _ in postorder(roots))
