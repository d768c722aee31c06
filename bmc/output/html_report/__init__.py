"""A static HTML report of a verification run (``--html DIR``, ``bmc report``).

``DIR/index.html`` holds, from the top:

* the verdict, with a count of properties per status;
* the run's settings (``#settings``: version, date, files, backend, data model, bounds,
  strategy, checks, limits, and every other option not at its default);
* how the result was reached (``#how``): for a proof by k-induction the k and the
  invariants the step assumed, the deepening's bounds, and for an inconclusive result
  the reason and the hints (loops not fully unwound, with the ``--unwind`` to try);
* every property with its status (``status-<STATUS>``, one CSS class per status name,
  whatever statuses the result has), linked to its source line and trace;
* for every property with a trace (the failed ones, whatever their status is called):
  one row per step, the step's source line beside it (coloured, linked to the listing),
  its function indented by call depth, the step text
  and the value written or read; runs of four or more loop iterations of the same shape
  are folded (``<details>``: the first and the last shown, the middle ones one click away);
  for programs with threads also the thread, the schedule and the context switches;
* every source file with numbered lines (anchors ``<file id>-L<line>``; failed properties'
  lines and the lines traces pass through are marked).

The page is self-contained (inline CSS, no scripts) and the same for the same run, apart
from the statistics' phase times and the date: ``SOURCE_DATE_EPOCH`` when set
(reproducible reports), else the time of writing. Rendering uses Jinja2 (the
``bench`` extra): ``require_jinja2()`` says so before a run, not after it.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from datetime import datetime, timezone
from pathlib import Path

from bmc.concurrency.schedule import summary, switch_text
from bmc.errors import UsageError
from bmc.options import Options, backend_text
from bmc.output.highlight import CSS as HIGHLIGHT_CSS, highlight
from bmc.output.report import deepening_lines, gap_line, statistics_line, strategy_lines
from bmc.result import PropertyResult, Status, Trace, TraceStep, VerificationResult
from bmc.version import __version__

FOLD_MIN = 4        # a run of this many iterations of one shape or more is folded


@dataclass(frozen=True, slots=True)
class SourceLine:
    number: int
    code: str                         # the line as coloured HTML
    anchor: str
    failing: tuple[str, ...]          # ids of failed properties at this line
    visited: bool                     # a trace passes through this line


@dataclass(frozen=True, slots=True)
class SourceFile:
    name: str
    ident: str                        # anchor prefix: f0, f1 ...
    lines: tuple[SourceLine, ...]


@dataclass(frozen=True, slots=True)
class Row:
    """One row of a trace: a step, or a context switch (``switch`` set)."""

    index: int                        # the step's number (from 1); 0 for a switch
    kind: str
    where: str                        # file:line
    href: str                         # "#f0-L12", "" for files not shown
    line: int
    code: str                         # the step's source line as coloured HTML ("": none)
    function: str
    depth: int                        # call depth (0: the entry function or thread start)
    lhs: str
    value: str
    text: str
    c_type: str = ""
    thread: str = ""
    switch: str = ""


@dataclass(frozen=True, slots=True)
class Block:
    """Rows shown as they are (``folded`` 0), or ``folded`` loop iterations of one shape
    hidden behind a summary line."""

    rows: tuple[Row, ...]
    folded: int = 0

    @property
    def first(self) -> int:
        """The number of the block's first step."""
        return min((r.index for r in self.rows if r.index), default=0)

    @property
    def last(self) -> int:
        return max((r.index for r in self.rows if r.index), default=0)


@dataclass(frozen=True, slots=True)
class TraceView:
    property_id: str
    anchor: str
    description: str
    schedule: str                     # the schedule summary ("" without threads)
    threads: bool
    blocks: tuple[Block, ...]
    steps: int                        # number of steps (rows without the switches)


def anchor_id(text: str) -> str:
    """``text`` as an HTML id (letters, digits and ``-_.``)."""
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in text)


class SourceFiles:
    """The program's files by the names locations use (as given, the base name, the
    absolute path). ``texts`` gives the text of files not read from disk (``source=``)."""

    def __init__(self, paths: Sequence[str], texts: Mapping[str, str] | None = None) -> None:
        self.ident: dict[str, str] = {}
        self.files: list[tuple[str, str, list[str]]] = []
        texts = texts or {}
        for k, path in enumerate(dict.fromkeys((*paths, *texts))):
            if path in texts:
                lines = texts[path].splitlines()
            else:
                try:
                    lines = Path(path).read_text(errors="replace").splitlines()
                except OSError:
                    continue
            ident = f"f{k}"
            self.files.append((path, ident, lines))
            for key in (path, Path(path).name, str(Path(path).resolve())):
                self.ident.setdefault(key, ident)
        self._lines = {ident: lines for _, ident, lines in self.files}

    def ident_of(self, file: str) -> str:
        return self.ident.get(file) or self.ident.get(Path(file).name) or ""

    def href(self, file: str, line: int) -> str:
        ident = self.ident_of(file)
        return f"#{ident}-L{line}" if ident and line else ""

    def line(self, file: str, line: int) -> str:
        """The text of ``file``'s line ``line`` ("" when not known)."""
        lines = self._lines.get(self.ident_of(file), [])
        return lines[line - 1] if 0 < line <= len(lines) else ""


def _depths(steps: Sequence[TraceStep]) -> list[int]:
    """Each step's call depth (per thread): a ``call`` step is at the caller's depth, the
    steps after it one deeper until the callee's ``return`` step."""
    depth: dict[int | None, int] = {}
    out = []
    for step in steps:
        d = depth.get(step.thread, 0)
        out.append(d)
        if step.kind == "call":
            depth[step.thread] = d + 1
        elif step.kind == "return":
            depth[step.thread] = max(d - 1, 0)
    return out


def trace_rows(trace: Trace, files: SourceFiles) -> list[Row]:
    """The rows of a trace in order (steps, and with threads the context switches)."""
    rows: list[Row] = []
    previous: int | None = None
    threads = bool(trace.schedule)
    for k, (step, depth) in enumerate(zip(trace.steps, _depths(trace.steps)), 1):
        if threads and previous is not None and step.thread is not None \
                and step.thread != previous:
            rows.append(Row(0, "switch", "", "", 0, "", "", 0, "", "", "",
                            switch=switch_text(previous, step.thread)))
        if step.thread is not None:
            previous = step.thread
        source = files.line(step.loc.file, step.loc.line)
        rows.append(Row(k, step.kind, str(step.loc), files.href(step.loc.file, step.loc.line),
                        step.loc.line, highlight(source.strip()) if source else "",
                        step.function, depth, step.lhs, step.value, step.text,
                        c_type=step.c_type, thread=step.thread_name))
    return rows


def _iterations(rows: Sequence[Row]) -> list[list[Row]]:
    """``rows`` cut where control goes back to an earlier line of the same function
    activation (a loop's next iteration). A callee's first steps at the line of its call
    (the parameters bound) do not count as its lines."""
    groups: list[list[Row]] = [[]]
    # per thread, the activations: [the line of the call, the last line seen (0: none)]
    stacks: dict[str, list[list[int]]] = {}
    for row in rows:
        if not row.index:
            groups[-1].append(row)
            continue
        stack = stacks.setdefault(row.thread, [[0, 0]])
        frame = stack[-1]
        if frame[1] == 0 and row.line == frame[0]:
            pass                                    # a parameter bound at the call's line
        else:
            if frame[1] and row.line < frame[1] and groups[-1]:
                groups.append([])
            frame[1] = row.line
        groups[-1].append(row)
        if row.kind == "call":
            stack.append([row.line, 0])
        elif row.kind == "return" and len(stack) > 1:
            stack.pop()
    return groups


def _shape(group: Sequence[Row]) -> tuple[tuple[str, str, int, str, str], ...]:
    return tuple((r.function, r.kind, r.line, r.lhs, r.switch) for r in group)


def fold_repeats(rows: Sequence[Row], minimum: int = FOLD_MIN) -> list[Block]:
    """``rows`` as blocks: each run of ``minimum`` or more consecutive iterations of the
    same shape (functions, kinds, lines, left-hand sides) keeps its first and last
    iteration and folds the ones between; a failure step is never folded."""
    groups = _iterations(rows)
    blocks: list[Block] = []
    k = 0
    while k < len(groups):
        end = k + 1
        while end < len(groups) and _shape(groups[end]) == _shape(groups[k]):
            end += 1
        run = groups[k:end]
        middle = [r for g in run[1:-1] for r in g]
        if len(run) >= minimum and not any(r.kind == "failure" for r in middle):
            blocks.append(Block(tuple(run[0])))
            blocks.append(Block(tuple(middle), folded=len(run) - 2))
            blocks.append(Block(tuple(run[-1])))
        else:
            blocks.append(Block(tuple(r for g in run for r in g)))
        k = end
    merged: list[Block] = []
    for block in blocks:                    # adjacent unfolded blocks become one
        if merged and not block.folded and not merged[-1].folded:
            merged[-1] = Block(merged[-1].rows + block.rows)
        elif block.rows:
            merged.append(block)
    return merged


def trace_view(prop: PropertyResult, trace: Trace, files: SourceFiles) -> TraceView:
    rows = trace_rows(trace, files)
    threads = bool(trace.schedule)
    return TraceView(prop.id, f"trace-{anchor_id(prop.id)}", prop.description,
                     summary(trace.schedule) if threads else "", threads,
                     tuple(fold_repeats(rows)), sum(1 for r in rows if r.index))


def report_date() -> str:
    """``SOURCE_DATE_EPOCH`` (UTC) when set, else now (UTC), as ``2026-11-27 16:30 UTC``."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
    try:
        when = datetime.fromtimestamp(int(epoch), timezone.utc) if epoch \
            else datetime.now(timezone.utc)
    except (ValueError, OverflowError, OSError):
        when = datetime.now(timezone.utc)
    return when.strftime("%Y-%m-%d %H:%M UTC")


# options the settings block never lists (outputs and plumbing, not settings of the run)
_NOT_SETTINGS = frozenset(("files", "show", "json", "clock_start", "notes", "html_dir",
                           "ui", "verbosity", "trace"))
_LISTED = frozenset(("backend", "sat_solver", "smt_solver", "fp_encoding", "data_model",
                     "unwind", "unwindset", "max_unwind", "incremental", "strategy",
                     "checks", "timeout", "memory_limit", "context_bound",
                     "unwinding_assertions"))


def _text(value: object) -> str:
    if isinstance(value, (tuple, list, frozenset, set)):
        items = sorted(map(_text, value)) if isinstance(value, (frozenset, set)) \
            else [_text(v) for v in value]
        return ", ".join(items) or "(none)"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(getattr(value, "value", value))


def settings(options: Options, result: VerificationResult) -> list[tuple[str, str]]:
    """The run's settings as (name, value) rows."""
    bounds = "auto (deepening until every loop is complete)" if options.unwind is None \
        and not options.incremental else f"--unwind {options.unwind}" \
        if options.unwind is not None else "incremental deepening"
    if options.max_unwind is not None:
        bounds += f", --max-unwind {options.max_unwind}"
    if options.unwindset:
        bounds += ", --unwindset " + ",".join(f"{i}:{n}" for i, n in options.unwindset)
    if not options.unwinding_assertions:
        bounds += " (unwinding assertions off)"
    rows = [
        ("bmc version", __version__),
        ("date", report_date()),
        ("files", " ".join(options.files) or "(none)"),
        ("backend", backend_text(options) + (f" (used: {result.stats.backend})"
                                             if result.stats.backend and result.stats.backend
                                             not in backend_text(options) else "")),
        ("data model", options.data_model),
        ("bounds", bounds),
        ("strategy", _text(options.strategy) if options.strategy is not None
         else "bounded model checking"),
        ("checks", _text(options.checks)),
        ("timeout", f"{options.timeout:g} s" if options.timeout else "none"),
        ("memory limit", "default share of the machine" if options.memory_limit is None
         else "none" if options.memory_limit == 0 else f"{options.memory_limit} MB"),
    ]
    if options.context_bound is not None:
        rows.append(("context bound", _text(options.context_bound)))
    defaults = Options()
    other = [f"{f.name.replace('_', '-')}={_text(getattr(options, f.name))}"
             for f in fields(Options) if f.name not in _NOT_SETTINGS | _LISTED
             and getattr(options, f.name) != getattr(defaults, f.name)]
    rows.append(("other options", "; ".join(other) or "(all at their defaults)"))
    rows.append(("statistics", statistics_line(result.stats).removeprefix("Statistics: ")))
    return rows


def how_lines(result: VerificationResult) -> list[tuple[str, bool]]:
    """How the result was reached, as (line, indented): the strategy's lines (k, the
    invariants), the deepening's, and why the result is inconclusive. The unwinding hints
    are the gaps' (``build_context``)."""
    lines = [(line.strip(), line.startswith("  "))
             for line in (*strategy_lines(result), *deepening_lines(result))]
    if result.reason:
        lines.append((result.reason, False))
    return lines


def build_context(result: VerificationResult, options: Options,
                  texts: Mapping[str, str] | None = None) -> dict[str, object]:
    """What the template shows, as plain values."""
    files = SourceFiles(options.files, texts)
    failing: dict[tuple[str, int], list[str]] = {}
    for p in result.properties:
        if p.status is Status.FAILURE:
            ident = files.ident_of(p.loc.file)
            if ident:
                failing.setdefault((ident, p.loc.line), []).append(p.id)
    traces = tuple(trace_view(p, p.trace, files) for p in result.properties
                   if p.trace is not None)
    visited = {r.href.lstrip("#") for t in traces for b in t.blocks for r in b.rows if r.href}
    sources = tuple(
        SourceFile(path, ident, tuple(
            SourceLine(n, highlight(text), f"{ident}-L{n}",
                       tuple(failing.get((ident, n), ())), f"{ident}-L{n}" in visited)
            for n, text in enumerate(lines, 1)))
        for path, ident, lines in files.files)
    traced = {t.property_id for t in traces}
    properties = [{
        "id": p.id, "class": _text(p.property_class), "description": p.description,
        "where": str(p.loc), "href": files.href(p.loc.file, p.loc.line),
        "function": p.loc.function, "status": p.status.value, "detail": p.detail,
        "trace": f"#trace-{anchor_id(p.id)}" if p.id in traced else ""}
        for p in result.properties]
    counts = Counter(p.status.value for p in result.properties)
    invariants = [] if result.strategy is None else [
        {"loop": i.loop, "expression": i.expression, "where": str(i.loc),
         "href": files.href(i.loc.file, i.loc.line)} for i in result.strategy.loop_invariants]
    return {
        "version": __version__, "files": ", ".join(options.files),
        "verdict": result.verdict.value, "reason": result.reason,
        "failed": len(result.failed), "total": len(result.properties),
        "counts": sorted(counts.items()), "settings": settings(options, result),
        "how": how_lines(result), "invariants": invariants,
        "properties": properties, "sources": sources, "traces": traces,
        "warnings": result.warnings, "notes": result.notes,
        "highlight_css": HIGHLIGHT_CSS,
        "gaps": [{"loop": g.loop_id, "where": str(g.loc), "bound": g.bound,
                  "hint": gap_line(g).rpartition(": ")[2],
                  "href": files.href(g.loc.file, g.loc.line)} for g in result.gaps],
    }


def require_jinja2() -> None:
    """Raise ``UsageError`` when Jinja2 is missing (call before the run that needs it)."""
    try:
        import jinja2  # noqa: F401
    except ImportError as e:
        raise UsageError("--html needs Jinja2: pip install 'bmc[bench]' (nothing was "
                         "verified or written)") from e


def render(result: VerificationResult, options: Options,
           texts: Mapping[str, str] | None = None) -> str:
    """The report page as HTML text."""
    require_jinja2()
    import jinja2
    import markupsafe
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(Path(__file__).parent / "templates")),
        autoescape=True, trim_blocks=True, lstrip_blocks=True,
        undefined=jinja2.StrictUndefined)
    env.filters["html"] = markupsafe.Markup
    return env.get_template("report.html.j2").render(**build_context(result, options, texts))


def write_report(directory: str, result: VerificationResult, options: Options) -> Path:
    """Write ``directory/index.html`` (the directory is created); returns its path. The
    page is rendered first: nothing is created when rendering fails."""
    page_text = render(result, options)
    out = Path(directory)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise UsageError(f"cannot create the report directory {directory}: {e}") from e
    page = out / "index.html"
    try:
        page.write_text(page_text, encoding="utf-8")
    except OSError as e:
        raise UsageError(f"cannot write the report {page}: {e}") from e
    return page


__all__ = ["Block", "Row", "SourceFiles", "TraceView", "build_context", "fold_repeats",
           "how_lines", "render", "report_date", "require_jinja2", "settings", "trace_rows",
           "trace_view", "write_report", "anchor_id"]
