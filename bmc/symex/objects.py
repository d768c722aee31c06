"""The table of memory objects an equation carries, for naming pointer targets in traces."""

from __future__ import annotations

from collections.abc import Mapping

from bmc.ir.ctype import CType
from bmc.symex.equation import MemoryObject

DYNAMIC_PREFIX = "dynamic object of "


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


def _readable(name: str) -> str:
    """Internal object names in words: ``$compound_literal`` is ``compound literal``."""
    if not name.startswith("$"):
        return name
    words = name.lstrip("$").rstrip("0123456789").replace("_", " ").strip()
    return words or "internal object"


__all__ = ["memory_objects", "DYNAMIC_PREFIX"]
