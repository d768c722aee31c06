"""bmc: a bounded model checker for C.

From Python (e.g. a notebook)::

    import bmc
    result = bmc.verify("prog.c", unwind=11)
    result.verdict, [(p.id, p.status) for p in result.properties]

    bmc.verify(source="int main(void) { int x = 1 << 31; return x; }")

    view = bmc.verify("prog.c", unwind=3, show="vcc")     # a view instead of a result
    view.text, view.data["properties"]                    # what --show-vcc [--json] prints
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bmc.version import __version__

if TYPE_CHECKING:
    from bmc.api import verify


def __getattr__(name: str) -> object:
    """``bmc.verify`` is loaded on first use, so ``import bmc.terms`` (or ``bmc
    --version``) does not import the whole checker."""
    if name == "verify":
        from bmc.api import verify
        return verify
    raise AttributeError(f"module 'bmc' has no attribute {name!r}")


__all__ = ["__version__", "verify"]
