"""The Python API: ``bmc.verify(...)`` for notebooks and scripts (see the package doc).

``verify`` returns a ``Result`` (a ``bmc.result.VerificationResult`` that also keeps the
program's source text) or, with ``show=``, a ``RichView`` (a ``bmc.output.views.View``).
Both display themselves in Jupyter (``_repr_html_``: the verdict, the property table, the
traces beside their source lines; the views coloured); ``result.html()`` gives the same
fragment as a string. With ``source="..."`` the C text is checked from a temporary file
that is gone when ``verify`` returns: every location, message and view then names the
file ``<source>`` (``SOURCE_NAME``) and the result keeps the text.
"""

from __future__ import annotations

import enum
import os
import tempfile
from dataclasses import dataclass, fields, is_dataclass, replace
from pathlib import Path
from typing import Any, TypeVar

from bmc.errors import BmcError, UsageError
from bmc.options import VIEWS, Options
from bmc.output.notebook import result_html, view_html
from bmc.output.views import View, build_view
from bmc.pipeline import verify as run_pipeline
from bmc.result import VerificationResult

SOURCE_NAME = "<source>"          # the file name of ``verify(source=...)``'s text

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Result(VerificationResult):
    """A ``VerificationResult`` from ``bmc.verify`` with the text of the program's files
    (``sources``: (file name, text) pairs, as locations name the files), so that its
    display shows the source lines beside the trace steps."""

    sources: tuple[tuple[str, str], ...] = ()

    def html(self) -> str:
        """The result as an HTML fragment (``bmc.output.notebook.result_html``)."""
        return result_html(self, (), dict(self.sources))

    def _repr_html_(self) -> str:
        return self.html()

    def source_line(self, file: str, line: int) -> str:
        """Line ``line`` (from 1) of ``file`` as it was verified ("" if unknown)."""
        text = dict(self.sources).get(file)
        lines = text.splitlines() if text is not None else []
        return lines[line - 1] if 0 < line <= len(lines) else ""


@dataclass(frozen=True, slots=True)
class RichView(View):
    """A ``View`` from ``bmc.verify(show=...)``, displayed as a table (loops, properties)
    or coloured text in Jupyter."""

    def html(self) -> str:
        """The view as an HTML fragment (``bmc.output.notebook.view_html``)."""
        return view_html(self.name, self.text, self.data)

    def _repr_html_(self) -> str:
        return self.html()


def relabel(value: T, old: str, new: str) -> T:
    """``value`` with every ``old`` in its strings replaced by ``new``, through frozen
    dataclasses, tuples, lists and dicts (enums are left as they are)."""
    if isinstance(value, enum.Enum):
        return value
    if isinstance(value, str):
        return value.replace(old, new)  # type: ignore[return-value]
    if isinstance(value, tuple):
        return tuple(relabel(v, old, new) for v in value)  # type: ignore[return-value]
    if isinstance(value, list):
        return [relabel(v, old, new) for v in value]  # type: ignore[return-value]
    if isinstance(value, dict):
        return {relabel(k, old, new): relabel(v, old, new)  # type: ignore[return-value]
                for k, v in value.items()}
    if is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in fields(value):
            if f.init:
                before = getattr(value, f.name)
                after = relabel(before, old, new)
                if after is not before:
                    changes[f.name] = after
        return replace(value, **changes) if changes else value
    return value


def _read(path: str) -> str | None:
    try:
        return Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None


def _rich(value: VerificationResult | View, texts: dict[str, str]) -> Result | RichView:
    if isinstance(value, View):
        return RichView(value.name, value.text, value.data)
    pairs = tuple((name, text) for name, text in texts.items())
    return Result(**{f.name: getattr(value, f.name) for f in fields(value) if f.init},
                  sources=pairs)


def verify(*files: str, source: str | None = None, **options: Any) -> Result | RichView:
    """Verify C files (or the C text ``source``) and return the result (a ``Result``).

    Keyword arguments are ``bmc.options.Options`` fields (``unwind=10``,
    ``data_model="ILP32"``, ``checks={...}``, ``properties=("main.assertion.1",)``,
    ``timeout=5.0`` ...). Errors raise ``bmc.errors.BmcError`` subclasses.

    Each ``result.properties`` entry has a ``status`` (``bmc.result.Status``): SUCCESS,
    FAILURE, UNKNOWN, or a qualified pass with its reason in ``detail``: UNREACHED ("NOT
    REACHED": no path reaches it within the bounds, the vacuity check) and BOUNDED (holds
    only up to a context bound below the one that covers every schedule).
    ``status.holds`` is True for SUCCESS and both qualified passes.

    ``show="loops"|"properties"|"ir"|"ssa"|"vcc"|"memory"|"sequentialized"`` verifies
    nothing and returns that view (a ``RichView``): ``.text`` is what ``--show-<name>``
    prints (also ``str(view)``), ``.data`` its structured fields (loop ids, property ids,
    ...), ``.to_json()`` the ``--json`` object. ``properties=(...)`` narrows ``show="vcc"``.

    ``source``: C text checked as the file ``<source>`` (locations, messages and views
    name it so; ``result.sources`` keeps the text). In Jupyter both results and views
    display as HTML (``_repr_html_``).
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
    texts = {path: text for path in files if (text := _read(path)) is not None}
    if source is None:
        return _rich(run(Options(files=tuple(files), **options)), texts)
    with tempfile.TemporaryDirectory(prefix="bmc-") as tmp:
        path = os.path.join(tmp, "input.c")
        with open(path, "w", encoding="utf-8") as f:
            f.write(source)
        try:
            value = relabel(run(Options(files=(*files, path), **options)), path, SOURCE_NAME)
        except BmcError as e:             # the error names <source>, not the file gone
            e.message = e.message.replace(path, SOURCE_NAME)
            e.args = (e.message, *e.args[1:])
            e.where = relabel(e.where, path, SOURCE_NAME)
            raise
    return _rich(value, {**texts, SOURCE_NAME: source})


__all__ = ["Result", "RichView", "SOURCE_NAME", "relabel", "verify"]
