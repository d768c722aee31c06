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
from bmc.cli.main import main

SV = Path(__file__).resolve().parents[2].parent / "shared" / "benchmarks" / "sv"
SV_EVAL = SV.parent.parent / "tools" / "sv-eval"
FILTER = "bitvector-regression"
needs_sv = pytest.mark.skipif(not (SV / "tasks.csv").exists() or not SV_EVAL.exists(),
                              reason="shared SV-COMP tasks or sv-eval missing")


def _tasks() -> list:
    import re
    return [t for t in load_tasks([str(SV / "tasks.csv")]) if re.search(FILTER, t.input)]


@needs_sv
@pytest.mark.slow                    # about 8 s: the resume test below covers the runner
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
    page = (tmp_path / "out" / "results.html").read_text()
    assert '<table id="summary">' in page and '<table id="tasks">' in page
    if importlib.util.find_spec("matplotlib"):
        for name in ("cactus.png", "cactus.svg", "scatter.png", "scatter.svg"):
            assert (tmp_path / "out" / name).stat().st_size > 1000
        for stem in ("cactus", "scatter"):       # the page shows and links the plots
            assert f'<a href="{stem}.svg"><img src="{stem}.png"' in page
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


# ------------------------------------------------------------------ configurations
PROPERTIES = {"unreach-call": "CHECK( init(main()), LTL(G ! call(reach_error())) )\n",
              "valid-memsafety": "CHECK( init(main()), LTL(G valid-free) )\n"
                                 "CHECK( init(main()), LTL(G valid-deref) )\n"
                                 "CHECK( init(main()), LTL(G valid-memtrack) )\n"}
POINTER_TASKS = {
    # name: (source, property, expected)
    "swap_ok": ("""extern void reach_error(void);
struct pair { int a; int b; };
void swap(int *x, int *y) { int t = *x; *x = *y; *y = t; }
int main(void) {
  struct pair p;
  p.a = 1;
  p.b = 2;
  swap(&p.a, &p.b);
  if (p.a != 2 || p.b != 1) reach_error();
  return 0;
}
""", "unreach-call", True),
    "alias_bug": ("""extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = 0, b = 0;
  int *p = __VERIFIER_nondet_int() ? &a : &b;
  *p = 5;
  if (a == 5) reach_error();
  return 0;
}
""", "unreach-call", False),
    "heap_oob": ("""#include <stdlib.h>
int main(void) {
  int *q = malloc(3 * sizeof(int));
  if (!q) return 0;
  for (int i = 0; i <= 3; i++) q[i] = i;
  free(q);
  return 0;
}
""", "valid-memsafety", False),
}


def _pointer_task_set(root: Path) -> Path:
    """A folder of SV-COMP task definitions (format 2.0) for the pointer programs."""
    (root / "properties").mkdir(parents=True)
    for name, text in PROPERTIES.items():
        (root / "properties" / f"{name}.prp").write_text(text)
    (root / "set").mkdir()
    for name, (source, prop, expected) in POINTER_TASKS.items():
        (root / "set" / f"{name}.c").write_text(source)
        (root / "set" / f"{name}.yml").write_text(
            f"format_version: '2.0'\ninput_files: '{name}.c'\nproperties:\n"
            f"  - property_file: ../properties/{prop}.prp\n"
            f"    expected_verdict: {'true' if expected else 'false'}\n"
            "options:\n  language: C\n  data_model: ILP32\n")
    return root / "set"


@pytest.mark.slow                    # about 9 s
def test_memory_models_are_configurations(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("yaml")
    folder = _pointer_task_set(tmp_path / "tasks")
    results = tmp_path / "mm.jsonl"
    argv = ["tasks", str(folder), "--unwind", "5", "--timeout", "30", "--jobs", "2",
            "--results", str(results), "--quiet"]
    for model in ("alias", "typed", "monolithic"):
        argv += ["--config", f"{model}=--memory-model {model}"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    records = [json.loads(line) for line in results.read_text().splitlines()]
    assert len(records) == 3 * len(POINTER_TASKS)
    for r in records:
        assert r["args"] == ["--memory-model", r["config"]]
        assert r["correct"], r                 # every model answers every task correctly
    for model in ("alias", "typed", "monolithic"):
        assert f"[{model}] tasks 3  correct 3  wrong 0" in out
    assert "0 tasks where the configs' verdicts differ" in out


def test_unknown_option_fails_before_any_run(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("yaml")
    folder = _pointer_task_set(tmp_path / "tasks")
    results = tmp_path / "cb.jsonl"
    code = main(["tasks", str(folder), "--results", str(results),
                 "--config", "alias=--memory-model alias",
                 "--config", "cb2=--concurrency-encoding nonesuch"])
    err = capsys.readouterr().err
    assert code == 1
    assert "configuration 'cb2' (--concurrency-encoding nonesuch): bmc does not accept it" in err
    assert "--concurrency-encoding" in err and not results.exists()


def test_resume_reruns_when_the_options_change(tmp_path: Path) -> None:
    pytest.importorskip("yaml")
    tasks = load_tasks([str(_pointer_task_set(tmp_path / "tasks"))])[:1]
    results = tmp_path / "r.jsonl"
    config = [Config("m", ("--memory-model", "typed"))]
    run_all(tasks, config, Settings(unwind=5, timeout=30), results=results)
    run_all(tasks, config, Settings(unwind=5, timeout=30), results=results)
    assert len(results.read_text().splitlines()) == 1          # resumed: nothing new
    records = run_all(tasks, config, Settings(unwind=6, timeout=30), results=results)
    assert len(results.read_text().splitlines()) == 2          # another unwind: run again
    assert [r["unwind"] for r in records] == [6]
    other = [Config("m", ("--memory-model", "monolithic"))]    # same name, other args
    records = run_all(tasks, other, Settings(unwind=6, timeout=30), results=results)
    assert len(results.read_text().splitlines()) == 3
    assert records[0]["args"] == ["--memory-model", "monolithic"]
