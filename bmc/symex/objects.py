"""The table of memory objects an equation carries, for naming pointer targets in traces."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bmc.ir.ctype import CType
from bmc.ir.program import SourceLocation
from bmc.symex.equation import MemoryObject
from bmc.symex.state import Frame

DYNAMIC_PREFIX = "dynamic object of "
LIBRARY_FILE = "<builtin-library>/libc.c"     # bmc.frontend.libmodels.LIBRARY_FILE (symex
                                              # does not import the front end)


def memory_objects(names: Mapping[int, str], types: Mapping[int, CType]
                   ) -> tuple[MemoryObject, ...]:
    """One ``MemoryObject`` per object id (NULL, id 0, excluded), in id order.

    ``names`` are the memory's object names, ``types`` the declared types of variables'
    objects. Dynamic objects made by the same allocation site (a loop, repeated calls) get
    `` (2)``, `` (3)``... after the first, so every dynamic object has its own name.
    Internal names (``$compound_literal``) are put in words (``compound literal``).
    """
    seen: dict[str, int] = {}
    out: list[MemoryObject] = []
    for ident in sorted(names):
        if ident == 0:
            continue
        name = _readable(names[ident])
        dynamic = name.startswith(DYNAMIC_PREFIX)
        if dynamic:
            n = seen.get(name, 0) + 1
            seen[name] = n
            if n > 1:
                name = f"{name} ({n})"
        out.append(MemoryObject(ident, name, types.get(ident), dynamic))
    return tuple(out)


def allocation_site(site: str, loc: SourceLocation, frames: Sequence[Frame]) -> str:
    """How traces name a dynamic object's allocation (``site``: the front end's
    ``malloc at list.c:12``). An allocation inside a library model (``calloc``,
    ``realloc``: ``bmc/frontend/models``) is named after the model and the user's call of it
    (``calloc at list.c:7``)."""
    if loc.file != LIBRARY_FILE:
        return site
    stack = list(reversed(frames))
    for inner, outer in zip(stack, stack[1:]):
        if outer.function.loc.file == LIBRARY_FILE or inner.function.loc.file != LIBRARY_FILE:
            continue
        if outer.pc < len(outer.function.body):
            call = outer.function.body[outer.pc].loc
            name = inner.function.name.removeprefix("__bmc_")
            return f"{name} at {call.file.rsplit('/', 1)[-1]}:{call.line}"
    return site


def _readable(name: str) -> str:
    """Internal object names in words: ``$compound_literal`` is ``compound literal``."""
    if not name.startswith("$"):
        return name
    words = name.lstrip("$").rstrip("0123456789").replace("_", " ").strip()
    return words or "internal object"


__all__ = ["allocation_site", "memory_objects", "DYNAMIC_PREFIX"]
