"""Tables (Markdown, HTML) and plots (quantile and scatter) of task-run results.

* ``summary_markdown`` / ``summary_html``: one row per configuration (counts, score, CPU
  time, memory), then one row per task with each configuration's verdict and time; the
  HTML page (``results.html``) shows and links the plots written beside it.
* ``cactus_plot``: for each configuration, the CPU time (log scale) of its k-th fastest
  *correctly solved* task against k (the quantile plot of SV-COMP reports); after its
  solved tasks, each configuration's time-outs, unknowns, errors and wrong answers are
  drawn at the time limit, each outcome with its own marker. More than ``FACET_ABOVE``
  configurations also get ``<name>-facets``: one small panel per configuration, drawn in
  colour over the others in grey.
* ``scatter_plot``: CPU time per task of configuration A against B (log-log, the diagonal
  drawn); a task a configuration does not solve correctly sits at the time limit, with the
  marker of its outcome.

Titles give the number of tasks, the unwinding bound(s) and the time limit of the runs.
Each configuration has its own colour, marker and line style (``style``): ten colours,
then the same colours with other markers and dashes, so that 20+ configurations stay apart.
Plots need matplotlib (``pip install 'bmc[bench]'``; the Agg backend, no display) and are
written as ``.png`` and ``.svg`` (text kept as text).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path

from bmc.bench.scoring import Summary
from bmc.errors import UsageError

Record = dict[str, object]

SUMMARY_COLUMNS = ("config", "tasks", "correct", "correct_true", "correct_false", "wrong",
                   "wrong_true", "unknown", "errors", "score", "cpu_s", "max_mem_mb")

_HTML = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>bmc task results</title>
<style>
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
       color: #1f2328; max-width: 1200px; margin: 0 auto; padding: 1.5em 2em 4em; }
h1 { font-size: 1.5em; font-weight: 600; } h2 { font-size: 1.2em; font-weight: 600;
  border-bottom: 1px solid #d0d7de; padding-bottom: .2em; margin-top: 1.8em; }
table { border-collapse: collapse; margin: 1em 0; font-variant-numeric: tabular-nums; }
td, th { border-bottom: 1px solid #d0d7de; padding: 3px 10px; text-align: right; }
th { background: #f6f8fa; } td.l, th.l { text-align: left; }
.wrong { background: #ffcfc9; font-weight: 600; } .correct { background: #dafbe1; }
.unknown { background: #f6f8fa; color: #656d76; }
figure { display: inline-block; margin: .5em 1.5em 1em 0; vertical-align: top; }
figure img { max-width: 100%; border: 1px solid #d0d7de; border-radius: 4px; }
figcaption { font-size: 13px; color: #656d76; }
a { color: #0969da; }
</style>
</head><body>
<h1>bmc task results</h1>
<p class="subtitle">{{ subtitle }}</p>
{% if plots %}
<h2>Plots</h2>
<div id="plots">
{% for p in plots %}<figure class="plot" data-plot="{{ p.name }}"><a href="{{ p.svg }}"><img src="{{ p.png }}" alt="{{ p.caption }}"></a>
<figcaption>{{ p.caption }}: <a href="{{ p.png }}">PNG</a>, <a href="{{ p.svg }}">SVG</a></figcaption></figure>
{% endfor %}</div>
{% endif %}
<h2>Summary</h2>
<table id="summary"><tr>{% for c in columns %}<th{% if loop.first %} class="l"{% endif %}>{{ c }}</th>{% endfor %}</tr>
{% for s in summaries %}<tr>{% for c in columns %}<td{% if loop.first %} class="l"{% endif %}>{{ s[c] }}</td>{% endfor %}</tr>
{% endfor %}</table>
<h2>Tasks</h2>
<table id="tasks"><tr><th class="l">task</th><th>expected</th>{% for c in configs %}<th>{{ c }}</th>{% endfor %}</tr>
{% for t in tasks %}<tr><td class="l">{{ t.task }}</td><td>{{ t.expected }}</td>{% for cell in t.cells %}<td class="{{ cell.kind }}">{{ cell.text }}</td>{% endfor %}</tr>
{% endfor %}</table>
</body></html>
"""


def _by_task(records: Sequence[Record], configs: Sequence[str]
             ) -> list[tuple[str, str, dict[str, Record]]]:
    table: dict[str, tuple[str, dict[str, Record]]] = {}
    for r in records:
        if r["config"] in configs:
            entry = table.setdefault(str(r["task"]), (str(r["expected"]), {}))
            entry[1][str(r["config"])] = r
    return [(task, expected, runs) for task, (expected, runs) in table.items()]


def _cell(r: Record | None) -> tuple[str, str]:
    if r is None:
        return "-", "unknown"
    kind = "correct" if r["correct"] else "wrong" if r["wrong"] else "unknown"
    return f"{r['verdict']} {float(r['cpu_s']):.2f}s", kind  # type: ignore[arg-type]


CAPTIONS = {"cactus": "quantile plot (CPU time of the k-th fastest correct answer)",
            "cactus-facets": "quantile plot, one panel per configuration",
            "scatter": "CPU time per task, one configuration against another"}


def summary_markdown(records: Sequence[Record], summaries: Sequence[Summary]) -> str:
    configs = [s.config for s in summaries]
    lines = ["| " + " | ".join(SUMMARY_COLUMNS) + " |",
             "|" + "|".join("---" for _ in SUMMARY_COLUMNS) + "|"]
    for s in summaries:
        row = asdict(s)
        lines.append("| " + " | ".join(str(row[c]) for c in SUMMARY_COLUMNS) + " |")
    lines += ["", "| task | expected | " + " | ".join(configs) + " |",
              "|---|---|" + "|".join("---" for _ in configs) + "|"]
    for task, expected, runs in _by_task(records, configs):
        cells = []
        for c in configs:
            text, kind = _cell(runs.get(c))
            cells.append(f"**{text}** (wrong)" if kind == "wrong" else text)
        lines.append(f"| {task} | {expected} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def summary_html(records: Sequence[Record], summaries: Sequence[Summary],
                 plots: Sequence[Path] = ()) -> str:
    """The results page; ``plots`` are the plot files written beside it (each .png is
    shown, linked to its .svg)."""
    from jinja2 import Environment
    configs = [s.config for s in summaries]
    tasks = []
    for task, expected, runs in _by_task(records, configs):
        cells = [dict(zip(("text", "kind"), _cell(runs.get(c)))) for c in configs]
        tasks.append({"task": task, "expected": expected, "cells": cells})
    template = Environment(autoescape=True).from_string(_HTML)
    shown = [{"name": p.stem, "png": p.name, "svg": p.with_suffix(".svg").name,
              "caption": CAPTIONS.get(p.stem, p.stem)}
             for p in plots if p.suffix == ".png"]
    return template.render(columns=SUMMARY_COLUMNS, summaries=[asdict(s) for s in summaries],
                           configs=configs, tasks=tasks, plots=shown,
                           subtitle=plot_title("runs", records, configs).removeprefix(
                               "runs: "))


# =============================================================================== plots
FACET_ABOVE = 10           # more configurations than this: also a faceted cactus plot

# how a run that is not a correct answer is drawn at the time limit: (label, marker)
OUTCOMES: dict[str, tuple[str, str]] = {
    "timeout": ("time-out", "x"),
    "unknown": ("unknown", "^"),
    "error": ("error", "s"),
    "wrong": ("wrong answer", "X"),
}
_MARKERS = ("o", "s", "^", "D", "v", "P", "*", "<", ">", "h")
_DASHES = ("-", "--", "-.", ":")


def _pyplot():  # noqa: ANN202 - matplotlib.pyplot
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def require_matplotlib() -> None:
    """Raise ``UsageError`` when matplotlib is missing (call before the runs to plot)."""
    try:
        _pyplot()
    except ImportError as e:
        raise UsageError("plots need matplotlib: pip install 'bmc[bench]' (nothing was "
                         "run)") from e


def style(k: int) -> dict[str, object]:
    """Colour, marker and line style of the ``k``-th configuration: tab10's ten colours,
    each round of ten with the next marker and dash pattern (40 configurations before a
    combination repeats)."""
    from matplotlib import colormaps
    colours = colormaps["tab10"]
    return {"color": colours(k % 10), "marker": _MARKERS[(k // 10 + k) % len(_MARKERS)],
            "linestyle": _DASHES[(k // 10) % len(_DASHES)]}


def outcome(r: Record) -> str:
    """``solved`` (a correct answer), ``wrong``, or the verdict: timeout, unknown, error
    (a correct-but-unscored answer counts as unknown)."""
    if r["correct"]:
        return "solved"
    if r["wrong"]:
        return "wrong"
    verdict = str(r["verdict"])
    return verdict if verdict in OUTCOMES else "unknown"


def time_limit(records: Sequence[Record]) -> float:
    """The runs' time limit (their ``timeout``), else the longest CPU time (at least 1 s)."""
    limits = [float(r.get("timeout") or 0) for r in records]  # type: ignore[arg-type]
    if any(limits):
        return max(limits)
    return max([float(r["cpu_s"]) for r in records] + [1.0])  # type: ignore[arg-type]


def plot_title(what: str, records: Sequence[Record], configs: Sequence[str]) -> str:
    """``what: 12 tasks, unwind 5, time limit 20 s`` (and the configurations' count)."""
    chosen = [r for r in records if r["config"] in configs]
    tasks = len({r["task"] for r in chosen})
    unwinds = sorted({int(r["unwind"]) for r in chosen if r.get("unwind")})  # type: ignore
    parts = [f"{tasks} task{'s' if tasks != 1 else ''}"]
    if unwinds:
        parts.append("unwind " + "/".join(map(str, unwinds)))
    parts.append(f"time limit {time_limit(chosen):g} s")
    if len(configs) > 2:
        parts.append(f"{len(configs)} configurations")
    return f"{what}: {', '.join(parts)}"


def solved_times(records: Sequence[Record], config: str) -> list[float]:
    """Sorted CPU times of the tasks ``config`` solved correctly."""
    return sorted(max(float(r["cpu_s"]), 0.01) for r in records  # type: ignore[arg-type]
                  if r["config"] == config and r["correct"])


def unsolved(records: Sequence[Record], config: str) -> list[str]:
    """The outcomes of ``config``'s runs that are not correct answers, in ``OUTCOMES``
    order."""
    found = [outcome(r) for r in records if r["config"] == config]
    return [o for o in OUTCOMES for _ in range(found.count(o))]


def _cactus_axes(ax, records: Sequence[Record], configs: Sequence[str],  # noqa: ANN001
                 limit: float, highlight: str | None = None) -> None:
    """One configuration's line per config (``highlight``: only it in colour), and its
    unsolved runs at the limit."""
    for k, config in enumerate(configs):
        look = style(k)
        if highlight is not None and config != highlight:
            look = {"color": "0.8", "marker": "", "linestyle": "-"}
        times = solved_times(records, config)
        ax.step(range(1, len(times) + 1), times, where="post", label=config,
                linewidth=1.6 if config == highlight else 1.0, markersize=3,
                markevery=max(1, len(times) // 12) or 1, zorder=3 if config == highlight
                else 2, **look)
        rest = unsolved(records, config)
        if highlight is not None and config != highlight:
            continue
        for name, (_, marker) in OUTCOMES.items():
            xs = [len(times) + 1 + i for i, o in enumerate(rest) if o == name]
            if xs:
                ax.scatter(xs, [limit] * len(xs), marker=marker, s=28, color=look["color"],
                           **_edge(name), zorder=4, clip_on=False)
    ax.axhline(limit, color="grey", linestyle=":", linewidth=0.9)
    ax.set_yscale("log")
    ax.grid(True, which="both", alpha=0.3)


def _edge(kind: str) -> dict[str, object]:
    """A black edge for the wrong answers' markers (the others have none to set)."""
    return {"edgecolors": "black", "linewidths": 0.6} if kind == "wrong" else {}


def _outcome_legend(ax, records: Sequence[Record], limit: float) -> None:  # noqa: ANN001
    """A second legend: the markers of the outcomes present, and the time-limit line."""
    from matplotlib.lines import Line2D
    present = {outcome(r) for r in records}
    handles = [Line2D([], [], color="grey", linestyle=":", label=f"time limit {limit:g} s")]
    handles += [Line2D([], [], color="0.3", marker=marker, linestyle="none",
                       markeredgecolor="black" if name == "wrong" else "0.3",
                       label=f"{label} (at the limit)")
                for name, (label, marker) in OUTCOMES.items() if name in present]
    ax.add_artist(ax.legend(handles=handles, fontsize="x-small", loc="lower right",
                            framealpha=0.9))


def cactus_plot(records: Sequence[Record], configs: Sequence[str], path: Path) -> list[Path]:
    """Quantile plot; writes ``path`` with .png and .svg suffixes (and with more than
    ``FACET_ABOVE`` configurations ``<path>-facets``), returns the files written."""
    plt = _pyplot()
    limit = time_limit([r for r in records if r["config"] in configs])
    many = len(configs) > 6
    fig, ax = plt.subplots(figsize=(9.6, 5.4) if many else (7.2, 4.6))
    _cactus_axes(ax, records, configs, limit)
    ax.set_xlabel("correctly solved tasks (then the runs without a correct answer)")
    ax.set_ylabel("CPU time per task (s)")
    ax.set_title(plot_title("bmc quantile plot", records, configs), fontsize="medium")
    _outcome_legend(ax, records, limit)
    if many:
        ax.legend(fontsize="x-small", loc="upper left", bbox_to_anchor=(1.01, 1.0),
                  ncols=2 if len(configs) > 20 else 1)
    else:
        ax.legend(fontsize="small", loc="upper left")
    written = _save(fig, plt, path)
    if len(configs) > FACET_ABOVE:
        written += _cactus_facets(records, configs, path.with_name(path.name + "-facets"),
                                  limit)
    return written


def _step_xy(times: Sequence[float]) -> list[tuple[float, float]]:
    """The corners of a post-step line through (k, times[k-1])."""
    xy: list[tuple[float, float]] = []
    for k, t in enumerate(times, 1):
        if xy:
            xy.append((k, xy[-1][1]))
        xy.append((k, t))
    return xy


def _cactus_facets(records: Sequence[Record], configs: Sequence[str], path: Path,
                   limit: float) -> list[Path]:
    """One panel per configuration: its line and unsolved runs in colour over the others'
    lines in grey (one line collection per panel, fixed margins: fast with many panels)."""
    from matplotlib.collections import LineCollection
    plt = _pyplot()
    columns = 5
    rows = -(-len(configs) // columns)
    fig, axes = plt.subplots(rows, columns, figsize=(2.6 * columns, 2.1 * rows + 0.8),
                             sharex=True, sharey=True, squeeze=False)
    fig.subplots_adjust(left=0.06, right=0.99, bottom=0.6 / (2.1 * rows + 0.8) + 0.02,
                        top=1 - 0.7 / (2.1 * rows + 0.8), wspace=0.08, hspace=0.12)
    lines = {c: _step_xy(solved_times(records, c)) for c in configs}
    most = max((len(solved_times(records, c)) + len(unsolved(records, c)) for c in configs),
               default=1)
    for k, ax in enumerate(axes.flat):
        if k >= len(configs):
            ax.set_visible(False)
            continue
        config, look = configs[k], style(k)
        ax.add_collection(LineCollection([xy for c, xy in lines.items() if c != config
                                          and xy], colors="0.82", linewidths=0.8))
        if lines[config]:
            xs, ys = zip(*lines[config])
            ax.plot(xs, ys, color=look["color"], linestyle=look["linestyle"], linewidth=1.6)
        solved = len(solved_times(records, config))
        for i, name in enumerate(unsolved(records, config)):
            ax.plot([solved + 1 + i], [limit], marker=OUTCOMES[name][1], color=look["color"],
                    markersize=5, linestyle="none", clip_on=False,
                    **({"markeredgecolor": "black"} if name == "wrong" else {}))
        ax.axhline(limit, color="grey", linestyle=":", linewidth=0.9)
        ax.text(0.03, 0.95, config, transform=ax.transAxes, fontsize="small",
                color=look["color"], va="top", fontweight="bold")
        ax.tick_params(labelsize="x-small")
    first = axes.flat[0]
    first.set_yscale("log")
    for ax in axes.flat:              # minor ticks on 24 log axes cost seconds to draw
        ax.minorticks_off()
    first.set_xlim(0, most + 1)
    low = min((t for xy in lines.values() for _, t in xy), default=0.01)
    first.set_ylim(low * 0.8, limit * 1.3)
    fig.suptitle(plot_title("bmc quantile plot, one panel per configuration", records,
                            configs), fontsize="medium")
    fig.supxlabel("correctly solved tasks, then the runs without a correct answer",
                  fontsize="small")
    fig.supylabel("CPU time per task (s)", fontsize="small")
    return _save(fig, plt, path, layout=False)


def scatter_plot(records: Sequence[Record], a: str, b: str, path: Path,
                 limit: float | None = None) -> list[Path]:
    """CPU time per task, ``a`` (x) against ``b`` (y); a run without a correct answer at
    the limit, with its outcome's marker."""
    plt = _pyplot()
    runs = {(str(r["task"]), str(r["config"])): r for r in records}
    tasks = sorted({t for t, c in runs if c in (a, b)})
    top = limit or time_limit([r for r in records if r["config"] in (a, b)])

    def point(task: str, config: str) -> tuple[float, str]:
        r = runs.get((task, config))
        if r is None:
            return top, "unknown"
        kind = outcome(r)
        return (max(float(r["cpu_s"]), 0.01), kind) if kind == "solved"             else (top, kind)  # type: ignore[arg-type]
    points = [(point(t, a), point(t, b)) for t in tasks]
    fig, ax = plt.subplots(figsize=(5.6, 5.6))
    groups: dict[str, list[tuple[float, float]]] = {}
    for (x, kx), (y, ky) in points:
        kind = "solved" if kx == ky == "solved" else             next(o for o in OUTCOMES if o in (kx, ky))
        groups.setdefault(kind, []).append((x, y))
    for kind in ("solved", *OUTCOMES):
        if kind not in groups:
            continue
        xs, ys = zip(*groups[kind])
        label, marker = ("both solved", "o") if kind == "solved" else OUTCOMES[kind]
        ax.scatter(xs, ys, s=22, marker=marker, label=f"{label} ({len(xs)})",
                   color="tab:blue" if kind == "solved" else "tab:red" if kind == "wrong"
                   else "tab:orange", **_edge(kind), zorder=3, clip_on=False)
    low = 0.01
    ax.plot([low, top], [low, top], color="grey", linewidth=0.8)
    for factor in (10.0,):
        ax.plot([low, top / factor], [low * factor, top], color="grey", linewidth=0.5,
                linestyle=":")
        ax.plot([low * factor, top], [low, top / factor], color="grey", linewidth=0.5,
                linestyle=":")
    ax.axhline(top, color="grey", linestyle=":", linewidth=0.9)
    ax.axvline(top, color="grey", linestyle=":", linewidth=0.9)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlim(low, top * 1.5)
    ax.set_ylim(low, top * 1.5)
    ax.set_xlabel(f"{a}: CPU time (s)")
    ax.set_ylabel(f"{b}: CPU time (s)")
    ax.set_title(plot_title(f"{a} vs {b}", records, (a, b)) + "\n"
                 "(no correct answer: at the limit; dotted: 10x)", fontsize="small")
    ax.legend(fontsize="x-small", loc="upper left")
    ax.grid(True, which="both", alpha=0.3)
    return _save(fig, plt, path)


# how a ``bmc compare`` backend without an answer is drawn at the limit: (label, marker)
NO_ANSWER: dict[str, tuple[str, str]] = {
    "TIMEOUT": ("time-out", "x"),
    "MEMOUT": ("out of memory", "s"),
    "UNKNOWN": ("unknown", "^"),
    "ERROR": ("error", "d"),
    "CRASHED": ("crashed", "d"),
}


def compare_plot(rows: Sequence[tuple[str, str, float, bool]], path: Path, limit: float,
                 title: str) -> list[Path]:
    """``bmc compare --plot``: one bar per backend (``rows``: name, verdict, wall seconds,
    disagrees), fastest first; a backend without an answer is a marker at ``limit`` (its
    outcome's), one that disagrees is red and marked ``!!``; skipped backends are left
    out. Writes ``path`` .png and .svg."""
    plt = _pyplot()
    shown = [r for r in rows if r[1] != "SKIPPED"]
    answered = sorted((r for r in shown if r[1] not in NO_ANSWER), key=lambda r: (r[2], r[0]))
    rest = [r for r in shown if r[1] in NO_ANSWER]
    order = answered + rest
    fig, ax = plt.subplots(figsize=(9.0, 1.4 + 0.28 * max(len(order), 1)))
    ys = list(range(len(order)))[::-1]
    for y, (name, verdict, wall, disagrees) in zip(ys, order):
        if verdict in NO_ANSWER:
            ax.plot([limit], [y], marker=NO_ANSWER[verdict][1], color="tab:orange",
                    linestyle="none", markersize=7, clip_on=False)
            continue
        ax.barh(y, max(wall, 0.001), color="tab:red" if disagrees else "tab:blue",
                height=0.7)
        ax.text(max(wall, 0.001) * 1.05, y, f"{wall:.2f} s {verdict}", va="center",
                fontsize="x-small")
    ax.set_yticks(ys, [f"!! {r[0]}" if r[3] else r[0] for r in order], fontsize="small")
    ax.axvline(limit, color="grey", linestyle=":", linewidth=0.9)
    ax.set_xscale("log")
    low = min([r[2] for r in answered if r[2] > 0] + [limit / 100])
    ax.set_xlim(low / 2, limit * 1.6)
    ax.set_xlabel("wall time per backend (s, log scale)")
    from matplotlib.lines import Line2D
    handles = [Line2D([], [], color="grey", linestyle=":", label=f"time limit {limit:g} s")]
    handles += [Line2D([], [], color="tab:orange", marker=marker, linestyle="none",
                       label=f"{label} (at the limit)")
                for verdict, (label, marker) in NO_ANSWER.items()
                if any(r[1] == verdict for r in rest)]
    if any(r[3] for r in order):
        handles.append(Line2D([], [], color="tab:red", linewidth=6, label="!! disagrees"))
    ax.legend(handles=handles, fontsize="x-small", loc="upper left",
              bbox_to_anchor=(1.01, 1.0))
    ax.set_ylim(-0.6, len(order) - 0.4)
    ax.set_title(title, fontsize="small")
    ax.grid(True, axis="x", which="both", alpha=0.3)
    return _save(fig, plt, path)


def _save(fig, plt, path: Path, layout: bool = True) -> list[Path]:  # noqa: ANN001
    if layout:
        fig.tight_layout()
    out = []
    with plt.rc_context({"svg.fonttype": "none", "svg.hashsalt": "bmc"}):
        for suffix in (".png", ".svg"):
            target = path.with_name(path.name + suffix)
            fig.savefig(target, dpi=110, metadata={"Date": None} if suffix == ".svg"
                        else None)
            out.append(target)
    plt.close(fig)
    return out


def write_all(records: Sequence[Record], summaries: Sequence[Summary], folder: Path,
              scatter: Sequence[str] = ()) -> list[Path]:
    """results.md, and with the bench extra the cactus and scatter plots (matplotlib) and
    results.html (Jinja2), which shows and links them; the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    (folder / "results.md").write_text(summary_markdown(records, summaries), encoding="utf-8")
    written.append(folder / "results.md")
    plots: list[Path] = []
    try:
        _pyplot()
    except ImportError:
        pass
    else:
        configs = [s.config for s in summaries]
        plots += cactus_plot(records, configs, folder / "cactus")
        if len(scatter) == 2 and all(c in configs for c in scatter):
            plots += scatter_plot(records, scatter[0], scatter[1], folder / "scatter")
    try:
        html = summary_html(records, summaries, plots)
    except ImportError:             # Jinja2 is in the optional bench extra
        html = None
    if html is not None:
        (folder / "results.html").write_text(html, encoding="utf-8")
        written.append(folder / "results.html")
    return written + plots


__all__ = ["summary_markdown", "summary_html", "cactus_plot", "scatter_plot", "write_all",
           "solved_times", "unsolved", "outcome", "time_limit", "plot_title", "style",
           "OUTCOMES", "CAPTIONS", "FACET_ABOVE", "NO_ANSWER", "compare_plot", "require_matplotlib"]
