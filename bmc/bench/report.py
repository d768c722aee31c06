"""Tables (Markdown, HTML) and plots (quantile and scatter) of task-run results.

* ``summary_markdown`` / ``summary_html``: one row per configuration (counts, score, CPU
  time, memory), then one row per task with each configuration's verdict and time.
* ``cactus_plot``: for each configuration, the CPU time (log scale) of its k-th fastest
  *correctly solved* task against k (the quantile plot of SV-COMP reports).
* ``scatter_plot``: CPU time per task of configuration A against B (log-log, the diagonal
  drawn); tasks neither solves correctly sit at the time limit.

Plots need matplotlib (``pip install 'bmc[bench]'``; the Agg backend, no display) and are
written as ``.png`` and ``.svg``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path

from bmc.bench.scoring import Summary

Record = dict[str, object]

SUMMARY_COLUMNS = ("config", "tasks", "correct", "correct_true", "correct_false", "wrong",
                   "wrong_true", "unknown", "errors", "score", "cpu_s", "max_mem_mb")

_HTML = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>bmc task results</title>
<style>body{font-family:sans-serif} table{border-collapse:collapse;margin:1em 0}
td,th{border:1px solid #bbb;padding:2px 8px;text-align:right} td.l,th.l{text-align:left}
.wrong{background:#f99} .correct{background:#cfc} .unknown{background:#eee}</style>
</head><body>
<h1>bmc task results</h1>
<table><tr>{% for c in columns %}<th>{{ c }}</th>{% endfor %}</tr>
{% for s in summaries %}<tr>{% for c in columns %}<td{% if loop.first %} class="l"{% endif %}>{{ s[c] }}</td>{% endfor %}</tr>
{% endfor %}</table>
<table><tr><th class="l">task</th><th>expected</th>{% for c in configs %}<th>{{ c }}</th>{% endfor %}</tr>
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


def summary_html(records: Sequence[Record], summaries: Sequence[Summary]) -> str:
    from jinja2 import Environment
    configs = [s.config for s in summaries]
    tasks = []
    for task, expected, runs in _by_task(records, configs):
        cells = [dict(zip(("text", "kind"), _cell(runs.get(c)))) for c in configs]
        tasks.append({"task": task, "expected": expected, "cells": cells})
    template = Environment(autoescape=True).from_string(_HTML)
    return template.render(columns=SUMMARY_COLUMNS, summaries=[asdict(s) for s in summaries],
                           configs=configs, tasks=tasks)


# =============================================================================== plots
def _pyplot():  # noqa: ANN202 - matplotlib.pyplot
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def solved_times(records: Sequence[Record], config: str) -> list[float]:
    """Sorted CPU times of the tasks ``config`` solved correctly."""
    return sorted(max(float(r["cpu_s"]), 0.01) for r in records  # type: ignore[arg-type]
                  if r["config"] == config and r["correct"])


def cactus_plot(records: Sequence[Record], configs: Sequence[str], path: Path) -> list[Path]:
    """Quantile plot; writes ``path`` with .png and .svg suffixes, returns them."""
    plt = _pyplot()
    many = len(configs) > 6
    fig, ax = plt.subplots(figsize=(8.4, 4.8) if many else (6.4, 4.2))
    colors = plt.get_cmap("tab20" if many else "tab10")
    styles = ("-", "--", ":", "-.")
    for k, config in enumerate(configs):
        times = solved_times(records, config)
        ax.step(range(1, len(times) + 1), times, where="post", marker=".", label=config,
                color=colors(k % colors.N), linestyle=styles[(k // colors.N + k) % 4]
                if many else "-", linewidth=1.0, markersize=3)
    ax.set_yscale("log")
    ax.set_xlabel("correctly solved tasks")
    ax.set_ylabel("CPU time per task (s)")
    ax.set_title("bmc: quantile plot")
    ax.grid(True, which="both", alpha=0.3)
    if many:
        ax.legend(fontsize="x-small", loc="center left", bbox_to_anchor=(1.01, 0.5))
    else:
        ax.legend(fontsize="small")
    return _save(fig, plt, path)


def scatter_plot(records: Sequence[Record], a: str, b: str, path: Path,
                 limit: float | None = None) -> list[Path]:
    """CPU time per task, ``a`` (x) against ``b`` (y)."""
    plt = _pyplot()
    runs = {(str(r["task"]), str(r["config"])): r for r in records}
    tasks = sorted({t for t, c in runs if c in (a, b)})
    top = limit or max([float(r["cpu_s"]) for r in records] + [1.0])  # type: ignore[arg-type]

    def t(task: str, config: str) -> float:
        r = runs.get((task, config))
        if r is None or not r["correct"]:
            return top
        return max(float(r["cpu_s"]), 0.01)  # type: ignore[arg-type]
    xs = [t(k, a) for k in tasks]
    ys = [t(k, b) for k in tasks]
    fig, ax = plt.subplots(figsize=(4.8, 4.8))
    ax.scatter(xs, ys, s=12)
    ax.plot([0.01, top], [0.01, top], color="grey", linewidth=0.8)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel(f"{a}: CPU time (s)")
    ax.set_ylabel(f"{b}: CPU time (s)")
    ax.set_title("CPU time per task (unsolved at the top/right)")
    ax.grid(True, which="both", alpha=0.3)
    return _save(fig, plt, path)


def _save(fig, plt, path: Path) -> list[Path]:  # noqa: ANN001
    fig.tight_layout()
    out = []
    for suffix in (".png", ".svg"):
        target = path.with_suffix(suffix)
        fig.savefig(target, dpi=110, metadata={"Date": None} if suffix == ".svg" else None)
        out.append(target)
    plt.close(fig)
    return out


def write_all(records: Sequence[Record], summaries: Sequence[Summary], folder: Path,
              scatter: Sequence[str] = ()) -> list[Path]:
    """results.md, and with the bench extra results.html (Jinja2) and the cactus and
    scatter plots (matplotlib); the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    (folder / "results.md").write_text(summary_markdown(records, summaries), encoding="utf-8")
    written.append(folder / "results.md")
    try:
        html = summary_html(records, summaries)
    except ImportError:             # Jinja2 is in the optional bench extra
        html = None
    if html is not None:
        (folder / "results.html").write_text(html, encoding="utf-8")
        written.append(folder / "results.html")
    try:
        _pyplot()
    except ImportError:
        return written
    configs = [s.config for s in summaries]
    written += cactus_plot(records, configs, folder / "cactus")
    if len(scatter) == 2 and all(c in configs for c in scatter):
        written += scatter_plot(records, scatter[0], scatter[1], folder / "scatter")
    return written


__all__ = ["summary_markdown", "summary_html", "cactus_plot", "scatter_plot", "write_all",
           "solved_times"]
