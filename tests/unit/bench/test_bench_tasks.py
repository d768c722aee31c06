"""Task sets (.csv, .yml), configurations, classification and SV-COMP scores."""

from __future__ import annotations

from pathlib import Path

import pytest

from bmc.bench.scoring import classify, score, summarize
from bmc.bench.tasks import Config, load_tasks, parse_config
from bmc.errors import UsageError

YML = """format_version: '2.0'
input_files: 'prog.c'
properties:
  - property_file: ../properties/termination.prp
    expected_verdict: true
  - property_file: ../properties/unreach-call.prp
    expected_verdict: false
    subproperty: x
options:
  language: C
  data_model: LP64
"""


def test_yml_gives_one_task_per_supported_property(tmp_path: Path) -> None:
    (tmp_path / "set").mkdir()
    (tmp_path / "set" / "prog.yml").write_text(YML)
    (tmp, ) = load_tasks([str(tmp_path)])
    assert tmp.id == "set/prog.yml#unreach-call"
    assert tmp.expected == "false" and tmp.data_model == "LP64"
    assert tmp.input == str(tmp_path / "set" / "prog.c")
    assert tmp.property == "unreach-call"


def test_csv_is_read_like_sv_eval(tmp_path: Path) -> None:
    (tmp_path / "tasks.csv").write_text(
        "yml,input_file,property,expected_verdict,data_model,category\n"
        "a.yml,c/a.c,unreach-call,true,,loops\n"
        "b.yml,c/b.i,no-overflow,False,LP64,ints\n")
    a, b = load_tasks([str(tmp_path / "tasks.csv")])
    assert a.property_file == str(tmp_path / "c/properties/unreach-call.prp")
    assert a.data_model == "ILP32" and a.category == "loops"
    assert b.expected == "false" and b.data_model == "LP64" and b.property == "no-overflow"


def test_bad_sources() -> None:
    with pytest.raises(UsageError):
        load_tasks(["/no/such/tasks.csv"])


def test_configs() -> None:
    assert parse_config("z3=--backend z3") == Config("z3", ("--backend", "z3"))
    assert parse_config("--memory-model typed") == Config(
        "--memory-model typed", ("--memory-model", "typed"))
    assert parse_config("--unwind=5") == Config("--unwind=5", ("--unwind=5",))


def test_classification_and_score() -> None:
    assert classify(10, "...\nSV-COMP: false(unreach-call)\nVERIFICATION FAILED") == "false"
    assert classify(0, "SV-COMP: unknown") == "unknown"
    assert classify(0, "") == "true"
    assert classify(5, "") == "unknown"
    assert classify(2, "parse error") == "error"
    assert classify(-9, "", killed=True) == "timeout"
    assert (score("true", "true"), score("false", "false"), score("true", "false"),
            score("false", "true"), score("true", "unknown")) == (2, 1, -16, -32, 0)


def test_summary_counts() -> None:
    def rec(expected: str, verdict: str) -> dict[str, object]:
        correct = expected == verdict
        return {"config": "c", "expected": expected, "verdict": verdict, "correct": correct,
                "wrong": verdict in ("true", "false") and not correct,
                "score": score(expected, verdict), "cpu_s": 1.0, "wall_s": 1.5, "mem_mb": 40}
    s = summarize("c", [rec("true", "true"), rec("false", "false"), rec("false", "true"),
                        rec("true", "timeout"), rec("true", "error")])
    assert (s.tasks, s.correct, s.correct_true, s.wrong, s.wrong_true, s.unknown,
            s.errors, s.score) == (5, 2, 1, 1, 1, 1, 1, 2 + 1 - 32)
    assert s.line() == ("tasks 5  correct 2  wrong 1 (wrong-true 1)  unknown/timeout 1  "
                        "error 1  score -29")
    assert s.cpu_s == 5.0 and s.max_mem_mb == 40


def test_backend_names_expand_pysat_and_all() -> None:
    from bmc.bench.runner import backend_names
    from bmc.bench.solvers import pysat_names
    assert backend_names(["pysat"]) == list(pysat_names())
    assert backend_names(["z3", " all", "minisat22", ""]) == ["z3", *pysat_names()]
    assert backend_names(["kissat404", "z3"]) == ["kissat404", "z3"]


def test_tasks_without_tasks_is_a_usage_error(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    from bmc.cli.main import main
    assert main(["tasks", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("bmc: error: no tasks in ") and "unreach-call" in err
    (tmp_path / "prog.yml").write_text(YML)
    assert main(["tasks", str(tmp_path), "--filter", "nomatch"]) == 1
    assert "--filter 'nomatch' matches none of the 1 tasks" in capsys.readouterr().err


def test_tasks_refuse_a_pysat_solver_not_built_here(monkeypatch: pytest.MonkeyPatch) -> None:
    import argparse

    import bmc.backends.sat_backend as sat
    from bmc.bench.runner import configs_from
    from bmc.errors import BackendUnavailable
    monkeypatch.setattr(sat, "available_sat_solvers", lambda: ("cadical195",))
    args = argparse.Namespace(config=[], backends="cadical195,glucose4")
    with pytest.raises(BackendUnavailable, match="'glucose4'; available pysat solvers: "
                                                 "cadical195$"):
        configs_from(args)
    args = argparse.Namespace(config=[], backends="cadical195")
    assert [c.name for c in configs_from(args)] == ["cadical195"]
