"""Iterative walks over the term DAG (no recursion: SSA chains can be very deep)."""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Iterator
from typing import TypeVar

from bmc.terms.ops import Op
from bmc.terms.store import Term

R = TypeVar("R")


def postorder(roots: Iterable[Term], done: Container[int] = ()) -> Iterator[Term]:
    """Each term reachable from ``roots`` once, children before parents.

    Terms whose uid is in ``done`` are neither yielded nor walked below.
    """
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
            if term.uid in seen or term.uid in done:
                continue
            seen.add(term.uid)
            stack.append((term, True))
            for arg in reversed(term.args):
                if arg.uid not in seen and arg.uid not in done:
                    stack.append((arg, False))


def fold(roots: Iterable[Term], handler: Callable[[Term, list[R]], R],
         memo: dict[int, R] | None = None) -> dict[int, R]:
    """Bottom-up evaluation: ``handler(term, [results of args])``, memoised by uid.

    Returns the memo (uid -> result); pass one in to share work between calls.
    """
    results: dict[int, R] = {} if memo is None else memo
    for term in postorder(roots, results):
        results[term.uid] = handler(term, [results[a.uid] for a in term.args])
    return results


def free_variables(roots: Iterable[Term]) -> list[Term]:
    """Variables below ``roots`` in first-reached order."""
    return [t for t in postorder(roots) if t.op is Op.VAR]


def variable_cone(roots: Iterable[Term], expand: Callable[[Term], Iterable[Term]],
                  seen: set[int] | None = None) -> Iterator[Term]:
    """Each variable below ``roots`` once (iterative DAG walk); after a variable is yielded
    the walk goes on into the terms ``expand(variable)`` returns (its definitions, say).
    Terms whose uid is in ``seen`` are skipped; pass one in to share it between walks (it
    is updated in place)."""
    visited: set[int] = set() if seen is None else seen
    stack = list(roots)
    while stack:
        term = stack.pop()
        if term.uid in visited:
            continue
        visited.add(term.uid)
        if term.op is Op.VAR:
            yield term
            stack.extend(expand(term))
        else:
            stack.extend(term.args)


def size(roots: Iterable[Term]) -> int:
    """Number of distinct nodes below ``roots``."""
    return sum(1 for _ in postorder(roots))
