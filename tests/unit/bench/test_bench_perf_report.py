"""Phase tracking (bmc perf) and the Markdown/HTML tables and plots of task results."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from bmc.bench.perf import measure, program_set, ratios, render_ratios
from bmc.bench.report import cactus_plot, scatter_plot, solved_times, summary_html, \
    summary_markdown
from bmc.bench.scoring import summarize
from bmc.cli.main import main


def test_measure_a_bench_program() -> None:
    programs = [p for p in program_set() if p.name == "bench/arith.c"]
    assert programs
    row = measure(programs[0])
    assert row["verdict"] in ("SUCCESSFUL", "FAILED", "INCONCLUSIVE")
    assert {"symex", "encode", "solve"} <= set(row["times"])  # type: ignore[arg-type]
    assert row["variables"] and row["clauses"]


def test_compare_two_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = {"programs": {"p": {"times": {"symex": 1.0, "solve": 2.0}, "ssa_steps": 10,
                              "term_nodes": 5, "variables": 4, "clauses": 8}}}
    new = {"programs": {"p": {"times": {"symex": 0.5, "solve": 4.0}, "ssa_steps": 10,
                              "term_nodes": 5, "variables": 4, "clauses": 16}}}
    rows = {(p, k): r for p, k, _, _, r in ratios(old, new)}
    assert rows[("p", "symex")] == 0.5 and rows[("p", "solve")] == 2.0
    assert rows[("p", "clauses")] == 2.0 and rows[("p", "parse")] is None
    assert "geometric mean new/old symex" in render_ratios(ratios(old, new))
    (tmp_path / "a.json").write_text(json.dumps(old))
    (tmp_path / "b.json").write_text(json.dumps(new))
    assert main(["perf", "compare", str(tmp_path / "a.json"), str(tmp_path / "b.json")]) == 0
    assert "symex" in capsys.readouterr().out


RECORDS = [
    {"task": "t1", "config": "a", "expected": "true", "verdict": "true", "correct": True,
     "wrong": False, "score": 2, "cpu_s": 0.5, "wall_s": 0.6, "mem_mb": 30.0},
    {"task": "t1", "config": "b", "expected": "true", "verdict": "false", "correct": False,
     "wrong": True, "score": -16, "cpu_s": 1.5, "wall_s": 1.6, "mem_mb": 31.0},
    {"task": "t2", "config": "a", "expected": "false", "verdict": "timeout",
     "correct": False, "wrong": False, "score": 0, "cpu_s": 60.0, "wall_s": 70, "mem_mb": 9},
    {"task": "t2", "config": "b", "expected": "false", "verdict": "false", "correct": True,
     "wrong": False, "score": 1, "cpu_s": 2.0, "wall_s": 2.2, "mem_mb": 32.0},
]


def test_tables() -> None:
    summaries = [summarize("a", RECORDS), summarize("b", RECORDS)]
    md = summary_markdown(RECORDS, summaries)
    assert "| a | 2 | 1 | 1 | 0 | 0 | 0 | 1 | 0 | 2 |" in md
    assert "| t1 | true | true 0.50s | **false 1.50s** (wrong) |" in md
    pytest.importorskip("jinja2")
    html = summary_html(RECORDS, summaries)
    assert '<td class="wrong">false 1.50s</td>' in html
    assert solved_times(RECORDS, "b") == [2.0]


@pytest.mark.skipif(importlib.util.find_spec("matplotlib") is None,
                    reason="matplotlib not installed")
def test_plots(tmp_path: Path) -> None:
    paths = cactus_plot(RECORDS, ["a", "b"], tmp_path / "cactus")
    paths += scatter_plot(RECORDS, "a", "b", tmp_path / "scatter")
    assert [p.name for p in paths] == ["cactus.png", "cactus.svg", "scatter.png",
                                       "scatter.svg"]
    assert all(p.stat().st_size > 1000 for p in paths)


def test_without_jinja2_only_markdown_is_written(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    import sys
    from bmc.bench.report import write_all
    monkeypatch.setitem(sys.modules, "jinja2", None)         # makes "import jinja2" fail
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    written = write_all(RECORDS, [summarize("a", RECORDS)], tmp_path / "out")
    assert [p.name for p in written] == ["results.md"]


def _many_records(configs: int, tasks: int = 12) -> list[dict]:
    """``configs`` configurations over ``tasks`` tasks (limit 20 s, unwind 5): task 0 a
    time-out, task 1 an unknown, task 2 a wrong answer, the others solved."""
    records = []
    for c in range(configs):
        for t in range(tasks):
            verdict, correct, wrong, cpu = {0: ("timeout", False, False, 20.0),
                                            1: ("unknown", False, False, 3.0),
                                            2: ("false", False, True, 1.0)}.get(
                t, ("true", True, False, 0.1 * (t + 1) * (c + 1)))
            records.append({"task": f"t{t}", "config": f"c{c}", "expected": "true",
                            "verdict": verdict, "correct": correct, "wrong": wrong,
                            "score": 0, "cpu_s": cpu, "wall_s": cpu, "mem_mb": 10.0,
                            "unwind": 5, "timeout": 20.0})
    return records


def test_outcomes_limit_and_title() -> None:
    from bmc.bench.report import outcome, plot_title, style, time_limit, unsolved
    records = _many_records(2)
    assert [outcome(r) for r in records[:4]] == ["timeout", "unknown", "wrong", "solved"]
    assert unsolved(records, "c0") == ["timeout", "unknown", "wrong"]
    assert time_limit(records) == 20.0 and time_limit(RECORDS) == 60.0
    assert plot_title("q", records, ["c0", "c1"]) == "q: 12 tasks, unwind 5, time limit 20 s"
    assert plot_title("q", records, ["c0", "c1", "c2"]).endswith("3 configurations")
    looks = {(str(style(k)["color"]), style(k)["marker"], style(k)["linestyle"])
             for k in range(40)}
    assert len(looks) == 40                      # 40 configurations, 40 distinct looks


@pytest.mark.skipif(importlib.util.find_spec("matplotlib") is None,
                    reason="matplotlib not installed")
def test_plots_mark_unsolved_runs_and_link_from_the_page(tmp_path: Path) -> None:
    """The SVGs keep their text: the titles name tasks, bound and limit, the legends the
    outcomes drawn at the limit; more than ten configurations also get a faceted plot;
    results.html shows every plot and links its SVG."""
    from bmc.bench.report import FACET_ABOVE, write_all
    n = FACET_ABOVE + 2
    records = _many_records(n)
    summaries = [summarize(f"c{c}", records) for c in range(n)]
    written = write_all(records, summaries, tmp_path, ["c0", "c1"])
    names = sorted(p.name for p in written)
    assert names == sorted(["results.md", "results.html", "cactus.png", "cactus.svg",
                            "cactus-facets.png", "cactus-facets.svg", "scatter.png",
                            "scatter.svg"])
    cactus = (tmp_path / "cactus.svg").read_text()
    assert f"12 tasks, unwind 5, time limit 20 s, {n} configurations" in cactus
    for label in ("time-out (at the limit)", "unknown (at the limit)",
                  "wrong answer (at the limit)", "time limit 20 s"):
        assert label in cactus, label
    scatter = (tmp_path / "scatter.svg").read_text()
    assert "c0 vs c1: 12 tasks, unwind 5, time limit 20 s" in scatter
    assert "both solved (9)" in scatter and "time-out (1)" in scatter
    facets = (tmp_path / "cactus-facets.svg").read_text()
    assert all(f">c{c}<" in facets for c in range(n))
    page = (tmp_path / "results.html").read_text()
    for stem in ("cactus", "cactus-facets", "scatter"):
        assert f'<a href="{stem}.svg"><img src="{stem}.png"' in page, stem
    again = tmp_path / "again"
    again.mkdir()
    scatter_plot(records, "c0", "c1", again / "scatter")
    assert (again / "scatter.svg").read_text() == scatter      # deterministic
