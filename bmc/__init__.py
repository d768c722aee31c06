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

__version__ = "0.1.0"

if TYPE_CHECKING:
    from bmc.result import VerificationResult
    from bmc.output.views import View


def verify(*files: str, source: str | None = None,
           **options: object) -> VerificationResult | View:
    """Verify C files (or the C text ``source``) and return the ``VerificationResult``.

    Keyword arguments are ``bmc.options.Options`` fields (``unwind=10``,
    ``data_model="ILP32"``, ``checks={...}``, ``properties=("main.assertion.1",)``,
    ``timeout=5.0`` ...). Errors raise ``bmc.errors.BmcError`` subclasses.

    ``show="loops"|"properties"|"ir"|"ssa"|"vcc"|"memory"|"sequentialized"`` verifies
    nothing and returns that view as a ``bmc.output.views.View``: ``.text`` is what ``--show-<name>``
    prints (also ``str(view)``), ``.data`` its structured fields (loop ids, property ids,
    ...), ``.to_json()`` the ``--json`` object. ``properties=(...)`` narrows ``show="vcc"``.
    """
    import os
    import tempfile

    from bmc.options import VIEWS, Options
    from bmc.pipeline import verify as run_pipeline
    from bmc.output.views import build_view

    show = options.get("show")
    if show is not None and show not in VIEWS:
        from bmc.errors import UsageError
        raise UsageError(f"unknown view {show!r} (views: {', '.join(VIEWS)})")

    def run(opts: Options) -> VerificationResult | View:
        return run_pipeline(opts) if opts.show is None else build_view(opts)

    for key in ("checks",):
        if key in options and not isinstance(options[key], frozenset):
            options[key] = frozenset(options[key])  # type: ignore[arg-type]
    for key in ("files", "include_dirs", "defines", "unwindset", "properties"):
        if key in options and not isinstance(options[key], tuple):
            options[key] = tuple(options[key])  # type: ignore[arg-type]
    if source is None:
        return run(Options(files=tuple(files), **options))  # type: ignore[arg-type]
    with tempfile.TemporaryDirectory(prefix="bmc-") as tmp:
        path = os.path.join(tmp, "input.c")
        with open(path, "w", encoding="utf-8") as f:
            f.write(source)
        return run(Options(files=(*files, path), **options))  # type: ignore[arg-type]


__all__ = ["__version__", "verify"]
