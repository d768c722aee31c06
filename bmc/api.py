"""The Python API: ``bmc.verify(...)`` for notebooks and scripts (see the package doc)."""

from __future__ import annotations

import os
import tempfile
from typing import Any

from bmc.errors import UsageError
from bmc.options import VIEWS, Options
from bmc.output.views import View, build_view
from bmc.pipeline import verify as run_pipeline
from bmc.result import VerificationResult


def verify(*files: str, source: str | None = None,
           **options: Any) -> VerificationResult | View:
    """Verify C files (or the C text ``source``) and return the ``VerificationResult``.

    Keyword arguments are ``bmc.options.Options`` fields (``unwind=10``,
    ``data_model="ILP32"``, ``checks={...}``, ``properties=("main.assertion.1",)``,
    ``timeout=5.0`` ...). Errors raise ``bmc.errors.BmcError`` subclasses.

    Each ``result.properties`` entry has a ``status`` (``bmc.result.Status``): SUCCESS,
    FAILURE, UNKNOWN, or a qualified pass with its reason in ``detail``: UNREACHED ("NOT
    REACHED": no path reaches it within the bounds, the vacuity check) and BOUNDED (holds
    only up to a context bound below the one that covers every schedule).
    ``status.holds`` is True for SUCCESS and both qualified passes.

    ``show="loops"|"properties"|"ir"|"ssa"|"vcc"|"memory"|"sequentialized"`` verifies
    nothing and returns that view as a ``bmc.output.views.View``: ``.text`` is what
    ``--show-<name>`` prints (also ``str(view)``), ``.data`` its structured fields (loop ids, property ids,
    ...), ``.to_json()`` the ``--json`` object. ``properties=(...)`` narrows ``show="vcc"``.
    """
    show = options.get("show")
    if show is not None and show not in VIEWS:
        raise UsageError(f"unknown view {show!r} (views: {', '.join(VIEWS)})")

    def run(opts: Options) -> VerificationResult | View:
        return run_pipeline(opts) if opts.show is None else build_view(opts)

    for key in ("checks",):
        if key in options and not isinstance(options[key], frozenset):
            options[key] = frozenset(options[key])
    for key in ("files", "include_dirs", "defines", "unwindset", "properties"):
        if key in options and not isinstance(options[key], tuple):
            options[key] = tuple(options[key])
    if source is None:
        return run(Options(files=tuple(files), **options))
    with tempfile.TemporaryDirectory(prefix="bmc-") as tmp:
        path = os.path.join(tmp, "input.c")
        with open(path, "w", encoding="utf-8") as f:
            f.write(source)
        return run(Options(files=(*files, path), **options))


__all__ = ["verify"]
