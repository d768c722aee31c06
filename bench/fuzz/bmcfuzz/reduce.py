"""Delta debugging of a disagreement (ours: Zeller's ddmin over lines, plus a block pass).

A candidate is the template with some lines removed. It is *interesting* when gcc still
compiles and runs it without a sanitizer report (the values are computed again: removing a
statement changes them) and bmc still disagrees in the same way. Two passes alternate until
neither removes anything or the test budget is spent:

* blocks: each brace-balanced block (``if``/``for`` with its body, a function) is tried
  away whole, then unwrapped (its first and last line removed, the body kept);
* lines: ddmin over the remaining lines (chunks of n, then complements, n doubling).

The marker lines (``BMC_PRELUDE``, ``BMC_MAIN``, ``BMC_INPUT;``) and, for a ``missed``
disagreement, the observation whose wrong value bmc accepted, are never removed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

Lines = list[str]


class Budget:
    """Counts the tests; ``spent`` once ``limit`` is reached."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.used = 0

    @property
    def spent(self) -> bool:
        return self.used >= self.limit


def _blocks(lines: Sequence[str]) -> list[tuple[int, int]]:
    """(first, last) line indices of the brace-balanced blocks that start with a line ending
    in ``{``, largest first."""
    found = []
    for i, line in enumerate(lines):
        if not line.rstrip().endswith("{") or line.lstrip().startswith("}"):
            continue
        depth = 0
        for j in range(i, len(lines)):
            depth += lines[j].count("{") - lines[j].count("}")
            if depth <= 0:
                if j > i:
                    found.append((i, j))
                break
    return sorted(found, key=lambda b: (b[0] - b[1], b[0]))


def ddmin(units: Lines, keep: Callable[[int], bool], test: Callable[[Lines], bool],
          budget: Budget) -> Lines:
    """Zeller's ddmin on ``units``: a 1-minimal sublist (within the budget) that still
    passes ``test``; units for which ``keep(index)`` holds are never removed."""
    items = list(range(len(units)))
    removable = [i for i in items if not keep(i)]
    fixed = [i for i in items if keep(i)]

    def build(chosen: list[int]) -> Lines:
        return [units[i] for i in sorted(chosen + fixed)]

    n = 2
    while len(removable) >= 2 and not budget.spent:
        size = max(1, len(removable) // n)
        chunks = [removable[k:k + size] for k in range(0, len(removable), size)]
        progressed = False
        for c in chunks:                      # try one chunk's complement (remove the chunk)
            rest = [i for i in removable if i not in set(c)]
            budget.used += 1
            if test(build(rest)):
                removable = rest
                n = max(n - 1, 2)
                progressed = True
                break
            if budget.spent:
                break
        if not progressed:
            if size == 1:
                break
            n = min(n * 2, len(removable))
    if len(removable) == 1 and not budget.spent:
        budget.used += 1
        if test(build([])):
            removable = []
    return build(removable)


def reduce_lines(lines: Lines, protected: Callable[[str], bool],
                 test: Callable[[Lines], bool], budget: Budget) -> Lines:
    """Blocks, then ddmin, repeated until no pass removes a line (or the budget is spent)."""
    current = list(lines)
    while not budget.spent:
        before = len(current)
        changed = True
        while changed and not budget.spent:
            changed = False
            for first, last in _blocks(current):
                if any(protected(x) for x in current[first:last + 1]):
                    continue
                for cand in (current[:first] + current[last + 1:],
                             current[:first] + current[first + 1:last] + current[last + 1:]):
                    budget.used += 1
                    if test(cand):
                        current = cand
                        changed = True
                        break
                    if budget.spent:
                        break
                if changed or budget.spent:
                    break
        current = ddmin(current, lambda i, c=current: protected(c[i]), test, budget)
        if len(current) == before:
            break
    return current
