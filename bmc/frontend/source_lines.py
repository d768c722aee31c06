"""Lines of the user's source files, for tools that locate tokens by column (witnesses).

Parsers see the preprocessed text, whose columns may differ from the file's (comments,
macros); witnesses need the file's own columns, so they read the line and find the token.
"""

from __future__ import annotations

import os
from functools import lru_cache


@lru_cache(maxsize=64)
def _read_lines(path: str, mtime_ns: int) -> tuple[str, ...]:
    with open(path, encoding="utf-8", errors="replace") as f:
        return tuple(f.read().splitlines())


def source_line(path: str, line: int) -> str:
    """Line ``line`` (from 1) of ``path``, "" when there is none (cached by absolute path
    and modification time)."""
    try:
        absolute = os.path.abspath(path)
        lines = _read_lines(absolute, os.stat(absolute).st_mtime_ns)
    except OSError:
        return ""
    return lines[line - 1] if 0 < line <= len(lines) else ""


__all__ = ["source_line"]
