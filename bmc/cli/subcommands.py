"""Subcommands of ``bmc``: ``bmc NAME ARGS...`` runs the handler registered under NAME.

Handlers register themselves as entry points of the group ``bmc.subcommands`` (see
pyproject.toml: the benchmarking package registers ``compare``, ``tasks`` and ``perf``, the
command line its own ``report``), so the command line never imports the packages that
provide them. A first argument that names an existing file is always a file.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

GROUP = "bmc.subcommands"

Handler = Callable[[list[str]], int]


@cache
def registered() -> dict[str, EntryPoint]:
    """The registered subcommands by name, in name order (read once per process: the
    command line asks up to three times)."""
    from importlib.metadata import entry_points     # 35 ms: only when a name is looked up
    return {ep.name: ep for ep in sorted(entry_points(group=GROUP), key=lambda e: e.name)}


def subcommand_name(argv: Sequence[str]) -> str | None:
    """The subcommand ``argv`` starts with, or None for an ordinary ``bmc FILE ...``."""
    if not argv or argv[0].startswith("-") or os.path.exists(argv[0]) \
            or not argv[0].isidentifier():
        return None
    return argv[0] if argv[0] in registered() else None


def find_subcommand(argv: Sequence[str]) -> Handler | None:
    """The handler of the subcommand ``argv`` starts with, or None."""
    name = subcommand_name(argv)
    if name is None:
        return None
    handler: Handler = registered()[name].load()
    return handler


__all__ = ["GROUP", "registered", "subcommand_name", "find_subcommand"]
