"""``bmc tasks``: reproduces sv-eval's counts, resumes, compares configs, plots, Dask."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bmc.bench.runner import Settings, run_all
from bmc.bench.scoring import summarize
from bmc.bench.tasks import Config, load_tasks
from bmc.cli import main

SV = Path(__file__).resolve().parents[2].parent / "shared" / "benchmarks" / "sv"
SV_EVAL = SV.parent.parent / "tools" / "sv-eval"
FILTER = "bitvector-regression"
needs_sv = pytest.mark.skipif(not (SV / "tasks.csv").exists() or not SV_EVAL.exists(),
                              reason="shared SV-COMP tasks or sv-eval missing")


def _tasks() -> list:
    import re
    return [t for t in load_tasks([str(SV / "tasks.csv")]) if re.search(FILTER, t.input)]


@needs_sv
def test_reproduces_sv_eval_counts(tmp_path: Path) -> None:
    out = tmp_path / "sv-eval.jsonl"
    env = dict(os.environ, BMC=f"{sys.executable} -m bmc")
    proc = subprocess.run([sys.executable, str(SV_EVAL), str(SV / "tasks.csv"), "--filter",
                           FILTER, "--unwind", "5", "--timeout", "20", "--jobs", "2",
                           "--quiet", "--json", str(out)], capture_output=True, text=True,
                          env=env, timeout=120)
    expected = {r["input"]: r["verdict"] for r in map(json.loads, out.read_text().splitlines())}
    summary_line = proc.stdout.strip().splitlines()[-1]
    records = run_all(_tasks(), [Config("default")], Settings(unwind=5, timeout=20), jobs=2)
    ours = {r["task"].split("#")[0]: r["verdict"] for r in records}
    assert ours == expected
    assert summarize("default", records).line() == summary_line


@needs_sv
def test_resume_configs_tables_and_plots(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("jinja2")
    results = tmp_path / "r.jsonl"
    argv = ["tasks", str(SV / "tasks.csv"), "--filter", FILTER, "--unwind", "5",
            "--timeout", "20", "--jobs", "2", "--results", str(results), "--quiet",
            "--config", "cadical=--sat-solver cadical195",
            "--config", "minisat=--sat-solver minisat22", "--out", str(tmp_path / "out")]
    assert main(argv) == 0
    first = capsys.readouterr().out
    n = len(_tasks())
    assert len(results.read_text().splitlines()) == 2 * n
    assert f"[cadical] tasks {n}  correct" in first and "[minisat] tasks" in first
    md = (tmp_path / "out" / "results.md").read_text()
    assert "| cadical |" in md and "| config |" in md
    assert "<table>" in (tmp_path / "out" / "results.html").read_text()
    if importlib.util.find_spec("matplotlib"):
        for name in ("cactus.png", "cactus.svg", "scatter.png", "scatter.svg"):
            assert (tmp_path / "out" / name).stat().st_size > 1000
    # a rerun finds every run done: nothing is appended, the summary is the same
    assert main(argv) == 0
    assert len(results.read_text().splitlines()) == 2 * n
    second = capsys.readouterr().out
    assert [ln for ln in first.splitlines() if ln.startswith("[")] == \
        [ln for ln in second.splitlines() if ln.startswith("[")]


@needs_sv
@pytest.mark.skipif(importlib.util.find_spec("distributed") is None,
                    reason="dask.distributed not installed")
def test_sweep_on_a_local_dask_cluster(tmp_path: Path) -> None:
    tasks = _tasks()[:2]
    configs = [Config("cadical"), Config("z3ish", ("--sat-solver", "minisat22"))]
    results = tmp_path / "dask.jsonl"
    records = run_all(tasks, configs, Settings(unwind=5, timeout=20), jobs=2,
                      results=results, dask=True)
    assert [(r["task"], r["config"]) for r in records] == \
        [(t.id, c.name) for t in tasks for c in configs]
    assert all(r["verdict"] in ("true", "false", "unknown") for r in records)
    assert len(results.read_text().splitlines()) == 4
