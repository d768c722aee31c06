"""A static HTML report of a verification run (``--html DIR``), in the manner of cbmc-viewer.

``DIR/index.html`` holds the verdict, every property with its status (linked to its source
line), every source file with numbered lines (anchors ``<file id>-L<line>``; the lines of
failed properties marked), and for every failed property its trace: one row per step with
the step's location linked to its source line, its function, the left-hand side and value;
for programs with threads also the thread column, the schedule and context-switch rows.
The page is self-contained (inline CSS, no scripts) and deterministic (no time stamps).
Rendering uses Jinja2 (the ``bench`` extra).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from bmc.version import __version__
from bmc.concurrency.schedule import summary, switch_text
from bmc.errors import UsageError
from bmc.options import Options
from bmc.result import PropertyResult, Status, Trace, VerificationResult


@dataclass(frozen=True, slots=True)
class SourceLine:
    number: int
    text: str
    anchor: str
    failing: tuple[str, ...]          # ids of failed properties at this line


@dataclass(frozen=True, slots=True)
class SourceFile:
    name: str
    ident: str                        # anchor prefix: f0, f1 ...
    lines: tuple[SourceLine, ...]


@dataclass(frozen=True, slots=True)
class Row:
    """One row of a trace table: a step, or a context switch (``switch`` set)."""

    index: int
    kind: str
    where: str                        # file:line
    href: str                         # "#f0-L12", "" for files not shown
    function: str
    lhs: str
    value: str
    text: str
    thread: str = ""
    switch: str = ""


@dataclass(frozen=True, slots=True)
class TraceView:
    property_id: str
    anchor: str
    description: str
    schedule: str                     # the schedule summary ("" without threads)
    threads: bool
    rows: tuple[Row, ...]


def _anchor_id(text: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in text)


class _Files:
    """The program's files by the names locations use (as given, and the base name)."""

    def __init__(self, paths: tuple[str, ...]) -> None:
        self.ident: dict[str, str] = {}
        self.files: list[tuple[str, str, list[str]]] = []
        for k, path in enumerate(paths):
            try:
                lines = Path(path).read_text(errors="replace").splitlines()
            except OSError:
                continue
            ident = f"f{k}"
            self.files.append((path, ident, lines))
            for key in (path, Path(path).name, str(Path(path).resolve())):
                self.ident.setdefault(key, ident)

    def href(self, file: str, line: int) -> str:
        ident = self.ident.get(file) or self.ident.get(Path(file).name)
        return f"#{ident}-L{line}" if ident and line else ""


def _trace_view(prop: PropertyResult, trace: Trace, files: _Files) -> TraceView:
    rows: list[Row] = []
    previous: int | None = None
    threads = bool(trace.schedule)
    for k, step in enumerate(trace.steps, 1):
        if threads and previous is not None and step.thread is not None \
                and step.thread != previous:
            rows.append(Row(0, "switch", "", "", "", "", "", "",
                            switch=switch_text(previous, step.thread)))
        if step.thread is not None:
            previous = step.thread
        rows.append(Row(k, step.kind, str(step.loc), files.href(step.loc.file, step.loc.line),
                        step.function, step.lhs, step.value, step.text,
                        thread=step.thread_name))
    return TraceView(prop.id, f"trace-{_anchor_id(prop.id)}", prop.description,
                     summary(trace.schedule) if threads else "", threads, tuple(rows))


def build_context(result: VerificationResult, options: Options) -> dict[str, object]:
    """What the template shows, as plain values."""
    files = _Files(options.files)
    failing: dict[tuple[str, int], list[str]] = {}
    for p in result.properties:
        if p.status is Status.FAILURE:
            ident = files.ident.get(p.loc.file) or files.ident.get(Path(p.loc.file).name)
            if ident:
                failing.setdefault((ident, p.loc.line), []).append(p.id)
    sources = tuple(
        SourceFile(path, ident, tuple(
            SourceLine(n, text, f"{ident}-L{n}", tuple(failing.get((ident, n), ())))
            for n, text in enumerate(lines, 1)))
        for path, ident, lines in files.files)
    properties = [{
        "id": p.id, "class": p.property_class, "description": p.description,
        "where": str(p.loc), "href": files.href(p.loc.file, p.loc.line),
        "function": p.loc.function, "status": p.status.value, "detail": p.detail,
        "trace": f"#trace-{_anchor_id(p.id)}" if p.trace is not None
        and p.status is Status.FAILURE else ""} for p in result.properties]
    traces = tuple(_trace_view(p, p.trace, files) for p in result.properties
                   if p.status is Status.FAILURE and p.trace is not None)
    return {
        "version": __version__, "files": ", ".join(options.files),
        "verdict": result.verdict.value, "reason": result.reason,
        "failed": len(result.failed), "total": len(result.properties),
        "properties": properties, "sources": sources, "traces": traces,
        "warnings": result.warnings, "notes": result.notes,
        "gaps": [{"loop": g.loop_id, "where": str(g.loc), "bound": g.bound,
                  "href": files.href(g.loc.file, g.loc.line)} for g in result.gaps],
    }


def render(result: VerificationResult, options: Options) -> str:
    """The report page as HTML text."""
    try:
        import jinja2
    except ImportError as e:           # pragma: no cover - the bench extra is missing
        raise UsageError("--html needs Jinja2: pip install 'bmc[bench]'") from e
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(Path(__file__).parent / "templates")),
        autoescape=True, trim_blocks=True, lstrip_blocks=True,
        undefined=jinja2.StrictUndefined)
    return env.get_template("report.html.j2").render(**build_context(result, options))


def write_report(directory: str, result: VerificationResult, options: Options) -> Path:
    """Write ``directory/index.html`` (the directory is created); returns its path."""
    out = Path(directory)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise UsageError(f"cannot create the report directory {directory}: {e}") from e
    page = out / "index.html"
    page.write_text(render(result, options), encoding="utf-8")
    return page
