"""Deep but finite syntax trees: a larger recursion limit while parsing and lowering."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def deep_recursion(limit: int = 30_000) -> Iterator[None]:
    """Raise Python's recursion limit for the duration (recursive descent over C syntax)."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, limit))
    try:
        yield
    finally:
        sys.setrecursionlimit(old)
