"""SV-COMP witnesses (``--witness``): YAML format 2.0 and GraphML 1.0, structure and content."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from bmc_test_helpers import run_bmc

yaml = pytest.importorskip("yaml", reason="PyYAML (extra dev) reads the YAML witnesses")

UNREACH = "CHECK( init(main()), LTL(G ! call(reach_error())) )\n"

FAILING = """\
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int twice(int v) {
  return v + v;
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (x < 0 || x > 100) return 0;
  int z = twice(x);
  if (z == 14 && y == -3) {
    reach_error();
  }
  return 0;
}
"""

PASSING = """\
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int s = 0;
  for (int i = 0; i < 4; i++) {
    s += i;
  }
  if (s != 6) reach_error();
  return 0;
}
"""

INCONCLUSIVE = """\
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int s = 0;
  for (int i = 0; i < n; i++) s++;
  return 0;
}
"""

GRAPHML = "{http://graphml.graphdrawing.org/xmlns}"


@pytest.fixture
def task(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")

    def make(source: str, *options: str, name: str = "prog.c",
             witness: str = "w.yml") -> tuple[int, Path, str]:
        (tmp_path / name).write_text(source)
        (tmp_path / "unreach-call.prp").write_text(UNREACH)
        code, out, err = run_bmc([name, "--property-file", "unreach-call.prp",
                                  "--witness", witness, *options], cwd=tmp_path)
        return code, tmp_path / witness, err
    return make


def _entry(path: Path) -> dict:
    entries = yaml.safe_load(path.read_text())
    assert isinstance(entries, list) and len(entries) == 1
    return entries[0]


def _waypoints(entry: dict) -> list[dict]:
    out = []
    for item in entry["content"]:
        segment = item["segment"]
        follows = [w["waypoint"] for w in segment if w["waypoint"]["action"] == "follow"]
        assert len(follows) == 1, "each segment has exactly one follow waypoint"
        out.append(follows[0])
    return out


def test_yaml_violation_metadata(task, tmp_path: Path):
    code, witness, err = task(FAILING)
    assert code == 10
    assert "wrote violation witness (yaml)" in err
    entry = _entry(witness)
    assert entry["entry_type"] == "violation_sequence"
    meta = entry["metadata"]
    assert meta["format_version"] == "2.0"
    assert meta["creation_time"] == "2023-11-14T22:13:20Z"
    assert meta["producer"] == {"name": "bmc", "version": "0.1.0"}
    digest = hashlib.sha256((tmp_path / "prog.c").read_bytes()).hexdigest()
    assert meta["task"] == {"input_files": ["prog.c"], "input_file_hashes": {"prog.c": digest},
                            "specification": UNREACH.strip(), "data_model": "LP64",
                            "language": "C"}
    assert len(meta["uuid"]) == 36


def test_yaml_violation_waypoints(task):
    _, witness, _ = task(FAILING)
    wps = _waypoints(_entry(witness))
    kinds = [(w["type"], w["location"]["line"]) for w in wps]
    assert kinds == [("function_return", 7), ("function_return", 8), ("function_enter", 10),
                     ("function_return", 10), ("target", 12)]
    lines = [w["location"]["line"] for w in wps]
    assert lines == sorted(lines), "a straight-line path: waypoints in line order"
    nondet_x, nondet_y = wps[0], wps[1]
    assert nondet_x["constraint"] == {"value": "\\result == 7", "format": "acsl_expression"}
    assert nondet_y["constraint"]["value"] == "\\result == -3"
    # columns (from 1) point at the closing parenthesis of the call
    src = FAILING.splitlines()
    for w in wps[:4]:
        loc = w["location"]
        assert src[loc["line"] - 1][loc["column"] - 1] == ")"
        assert loc["function"] == "main" and loc["file_name"] == "prog.c"
    assert wps[3]["constraint"]["value"] == "\\result == 14"
    target = wps[-1]
    assert "constraint" not in target
    assert target["location"]["function"] == "main"
    assert src[11][target["location"]["column"] - 1:].startswith("reach_error();")


def test_yaml_witness_is_deterministic(task):
    _, first, _ = task(FAILING, witness="a.yml")
    _, second, _ = task(FAILING, witness="b.yml")
    assert first.read_text() == second.read_text()


def test_yaml_correctness_witness(task):
    code, witness, err = task(PASSING, "--unwind", "5")
    assert code == 0
    assert "wrote correctness witness (yaml)" in err
    entry = _entry(witness)
    assert entry["entry_type"] == "invariant_set"
    assert entry["content"] == []
    assert entry["metadata"]["task"]["specification"] == UNREACH.strip()


def test_ilp32_data_model(task):
    _, witness, _ = task(FAILING, "--32")
    assert _entry(witness)["metadata"]["task"]["data_model"] == "ILP32"


def test_inconclusive_writes_no_witness(task):
    code, witness, err = task(INCONCLUSIVE, "--unwind", "2")
    assert code == 5
    assert not witness.exists()
    assert "no witness written" in err


def test_failed_assertion_target_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Without --property-file the specification follows the failed property's class."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "0")
    (tmp_path / "a.c").write_text("#include <assert.h>\nint main(void) {\n  int a = 3;\n"
                                  "  a = a * 2;\n  assert(a == 7);\n  return 0;\n}\n")
    code, _, _ = run_bmc(["a.c", "--witness", "a.yml"], cwd=tmp_path)
    assert code == 10
    entry = _entry(tmp_path / "a.yml")
    assert entry["metadata"]["task"]["specification"] == "CHECK( init(main()), LTL(G assert) )"
    target = _waypoints(entry)[-1]
    assert (target["type"], target["location"]["line"], target["location"]["column"]) == \
        ("target", 5, 3)


def _graphml(path: Path) -> tuple[dict[str, str], ET.Element]:
    root = ET.parse(path).getroot()
    keys = {k.get("id"): k.get("for") for k in root.findall(f"{GRAPHML}key")}
    graph = root.find(f"{GRAPHML}graph")
    assert graph is not None and graph.get("edgedefault") == "directed"
    return keys, graph


def _data(element: ET.Element) -> dict[str, str]:
    return {d.get("key"): d.text or "" for d in element.findall(f"{GRAPHML}data")}


def test_graphml_violation(task, tmp_path: Path):
    code, witness, _ = task(FAILING, "--witness-format", "graphml", witness="w.graphml")
    assert code == 10
    keys, graph = _graphml(witness)
    info = _data(graph)
    for key in ("witness-type", "sourcecodelang", "producer", "specification", "programfile",
                "programhash", "architecture", "creationtime"):
        assert keys.get(key) == "graph", key
        assert info[key], key
    assert info["witness-type"] == "violation_witness"
    assert info["programhash"] == hashlib.sha256((tmp_path / "prog.c").read_bytes()).hexdigest()
    assert info["architecture"] == "64bit"
    nodes = graph.findall(f"{GRAPHML}node")
    entries = [n for n in nodes if _data(n).get("entry") == "true"]
    violations = [n for n in nodes if _data(n).get("violation") == "true"]
    assert len(entries) == 1 and len(violations) == 1
    edges = graph.findall(f"{GRAPHML}edge")
    assert edges[-1].get("target") == violations[0].get("id")
    assert edges[0].get("source") == entries[0].get("id")
    data = [_data(e) for e in edges]
    assert data[0]["assumption"] == "x == 7;" and data[0]["assumption.scope"] == "main"
    assert data[1]["assumption"] == "y == -3;"
    assert {"startline": "10", "enterFunction": "twice"} == data[2]
    assert data[-1]["startline"] == "12"
    ids = {n.get("id") for n in nodes}
    assert all(e.get("source") in ids and e.get("target") in ids for e in edges)


def test_graphml_witness_conflicts_with_witness(task):
    code, witness, _ = task(PASSING, "--unwind", "5", "--graphml-witness", "c.graphml",
                            witness="unused.yml")
    assert code == 1       # --graphml-witness conflicts with --witness


def test_graphml_correctness_witness(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "0")
    (tmp_path / "p.c").write_text(PASSING)
    (tmp_path / "u.prp").write_text(UNREACH)
    code, _, _ = run_bmc(["p.c", "--property-file", "u.prp", "--unwind", "5",
                          "--graphml-witness", "c.graphml"], cwd=tmp_path)
    assert code == 0
    _, graph = _graphml(tmp_path / "c.graphml")
    assert _data(graph)["witness-type"] == "correctness_witness"
    assert _data(graph)["specification"] == UNREACH.strip()
    nodes = graph.findall(f"{GRAPHML}node")
    assert [_data(n) for n in nodes] == [{"entry": "true"}]


def test_witness_format_needs_witness(tmp_path: Path):
    (tmp_path / "p.c").write_text(PASSING)
    code, _, err = run_bmc(["p.c", "--witness-format", "graphml"], cwd=tmp_path)
    assert code == 1 and "--witness-format needs --witness" in err


def _witnesslint() -> list[str] | None:
    exe = shutil.which("witnesslint")
    if exe:
        return [exe]
    try:
        import witnesslint  # noqa: F401
    except ImportError:
        return None
    import sys
    return [sys.executable, "-m", "witnesslint.linter"]


@pytest.mark.parametrize("fmt", ["yaml", "graphml"])
@pytest.mark.parametrize("program", ["fail", "pass"])
def test_witnesslint_accepts(task, tmp_path: Path, fmt: str, program: str):
    lint = _witnesslint()
    if lint is None:
        pytest.skip("witnesslint (sosy-lab/sv-witnesses) is not on PyPI and not installed; "
                    "install it from the sv-witnesses repository to run this test")
    name = f"w.{fmt}"
    task(FAILING if program == "fail" else PASSING, "--unwind", "5",
         "--witness-format", fmt, witness=name)
    proc = subprocess.run([*lint, "--witness", name, "--ignoreSelfLoops", "prog.c"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr


VOID_CALL = """\
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int g;
void set(int v) {
  g = v;
}
int main(void) {
  set(__VERIFIER_nondet_int());
  if (g == 5) reach_error();
  return 0;
}
"""


def test_graphml_calls_are_balanced(task):
    """Every enterFunction edge before the violation has its returnFromFunction edge,
    also for a void function (the witness linter checks the function stack)."""
    _, witness, _ = task(VOID_CALL, "--witness-format", "graphml", witness="v.graphml")
    _, graph = _graphml(witness)
    stack: list[str] = []
    for edge in graph.findall(f"{GRAPHML}edge"):
        data = _data(edge)
        if "returnFrom" in data:
            assert stack and stack.pop() == data["returnFrom"]
        if "enterFunction" in data:
            stack.append(data["enterFunction"])
    assert stack == []
    assert any(_data(e).get("assumption") == "\\result == 5;" for e in
               graph.findall(f"{GRAPHML}edge"))


def test_yaml_void_return_has_no_constraintless_waypoint(task):
    _, witness, _ = task(VOID_CALL)
    wps = _waypoints(_entry(witness))
    assert [w["type"] for w in wps] == ["function_return", "function_enter", "target"]
    assert all("constraint" in w for w in wps if w["type"] == "function_return")


THREADS = """\
#include <pthread.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int g;
void *worker(void *arg) {
  g = __VERIFIER_nondet_int();
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(g != 5);
  return 0;
}
"""


def test_threads_witness_is_the_target_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "0")
    (tmp_path / "t.c").write_text(THREADS)
    code, _, _ = run_bmc(["t.c", "--unwind", "1", "--witness", "t.yml"], cwd=tmp_path)
    assert code == 10
    wps = _waypoints(_entry(tmp_path / "t.yml"))
    assert [(w["type"], w["location"]["line"]) for w in wps] == [("target", 13)]


def test_graphml_is_deterministic(task):
    _, first, _ = task(FAILING, "--witness-format", "graphml", witness="a.graphml")
    _, second, _ = task(FAILING, "--witness-format", "graphml", witness="b.graphml")
    assert first.read_text() == second.read_text()
    assert "<data key=\"creationtime\">2023-11-14T22:13:20Z</data>" in first.read_text()


def test_no_trace_still_writes_the_violation_witness(task):
    code, witness, err = task(FAILING, "--no-trace")
    assert code == 10 and "wrote violation witness" in err
    assert [w["type"] for w in _waypoints(_entry(witness))][-1] == "target"
    assert len(_waypoints(_entry(witness))) == 5


def test_unwritable_witness_is_a_usage_error(task, tmp_path: Path):
    code, _, err = task(FAILING, witness="missing-dir/w.yml")
    assert code == 1 and "cannot write witness missing-dir/w.yml" in err
