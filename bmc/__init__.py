"""bmc: a bounded model checker for C.

From Python (e.g. a notebook)::

    import bmc
    result = bmc.verify("prog.c", unwind=11)
    result.verdict, [(p.id, p.status) for p in result.properties]

    bmc.verify(source="int main(void) { int x = 1 << 31; return x; }")
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__version__ = "0.1.0"

if TYPE_CHECKING:
    from bmc.result import VerificationResult


def verify(*files: str, source: str | None = None, **options: object) -> VerificationResult:
    """Verify C files (or the C text ``source``) and return the ``VerificationResult``.

    Keyword arguments are ``bmc.options.Options`` fields (``unwind=10``,
    ``data_model="ILP32"``, ``checks={...}``, ``properties=("main.assertion.1",)``,
    ``timeout=5.0`` ...). Errors raise ``bmc.errors.BmcError`` subclasses.
    """
    import os
    import tempfile

    from bmc.options import Options
    from bmc.pipeline import verify as run_pipeline

    for key in ("checks",):
        if key in options and not isinstance(options[key], frozenset):
            options[key] = frozenset(options[key])  # type: ignore[arg-type]
    for key in ("files", "include_dirs", "defines", "unwindset", "properties"):
        if key in options and not isinstance(options[key], tuple):
            options[key] = tuple(options[key])  # type: ignore[arg-type]
    if source is None:
        return run_pipeline(Options(files=tuple(files), **options))  # type: ignore[arg-type]
    with tempfile.TemporaryDirectory(prefix="bmc-") as tmp:
        path = os.path.join(tmp, "input.c")
        with open(path, "w", encoding="utf-8") as f:
            f.write(source)
        return run_pipeline(Options(files=(*files, path), **options))  # type: ignore[arg-type]


__all__ = ["__version__", "verify"]
