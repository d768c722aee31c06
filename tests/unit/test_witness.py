"""SV-COMP witnesses (``--witness``): YAML format 2.0 and GraphML 1.0, structure and content."""

from __future__ import annotations

import hashlib
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from bmc_test_helpers import (run_bmc, witnesslint, witnesslint_missing,
                              yaml_witness_problems)

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
    assert kinds == [("function_return", 7), ("function_return", 8), ("branching", 9),
                     ("function_enter", 10), ("function_return", 10), ("branching", 11),
                     ("target", 12)]
    lines = [w["location"]["line"] for w in wps]
    assert lines == sorted(lines), "a straight-line path: waypoints in line order"
    assert [w["constraint"] for w in wps if w["type"] == "branching"] == \
        [{"value": "false"}, {"value": "true"}]
    wps = [w for w in wps if w["type"] != "branching"]
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
    # lines 9 and 11 test `||`/`&&` conditions: validators split them into several assume
    # edges of one line, so GraphML gets no control edge for them (YAML's branching does)
    assert {"startline": "10", "enterFunction": "twice"} == data[2]
    assert not [d for d in data if "control" in d]
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


def _linter() -> None:
    reason = witnesslint_missing()
    if reason is not None:
        pytest.skip(reason)


@pytest.mark.parametrize("program", ["fail", "pass"])
def test_graphml_witness_passes_witnesslint(task, tmp_path: Path, program: str):
    """The SV-COMP witness linter (../shared/tools/witnesslint) accepts bmc's violation
    and correctness witnesses in GraphML."""
    _linter()
    code, witness, _ = task(FAILING if program == "fail" else PASSING, "--unwind", "5",
                            "--witness-format", "graphml", witness="w.graphml")
    assert code == (10 if program == "fail" else 0)
    assert witnesslint(witness, tmp_path / "prog.c") == []


@pytest.mark.parametrize("program", ["fail", "pass"])
def test_yaml_witness_passes_what_witnesslint_checks(task, tmp_path: Path, program: str):
    """The linter has no checker for format 2.0: its checks that have a YAML counterpart
    hold for the YAML witnesses (program hash, producer, creation time, locations inside
    the file), with the format's own rules (``_lint_violation``, ``_lint_correctness``)."""
    source = FAILING if program == "fail" else PASSING
    code, witness, _ = task(source, "--unwind", "5")
    assert code == (10 if program == "fail" else 0)
    entry = _entry(witness)
    assert yaml_witness_problems(entry, tmp_path) == []
    (_lint_violation if program == "fail" else _lint_correctness)(entry, {"prog.c": source})


def _graphml_variant(witness: Path, name: str, old: str, new: str) -> Path:
    text = witness.read_text()
    assert old in text, old
    variant = witness.with_name(name)
    variant.write_text(text.replace(old, new, 1))
    return variant


def test_witnesslint_rejects_broken_witnesses(task, tmp_path: Path):
    """The linter runs and can fail: a wrong program hash, an edge to a node that is not
    declared, a return from a function never entered (the strict run), a line past the
    end of the program are each rejected."""
    _linter()
    code, witness, _ = task(VOID_CALL, "--witness-format", "graphml", witness="v.graphml")
    assert code == 10
    program = tmp_path / "prog.c"
    assert witnesslint(witness, program) == []
    digest = hashlib.sha256(program.read_bytes()).hexdigest()
    other = hashlib.sha256(b"another program").hexdigest()
    wrong_hash = _graphml_variant(witness, "hash.graphml", digest, other)
    assert any("Programhash does not match" in p for p in witnesslint(wrong_hash, program))
    _, graph = _graphml(witness)
    last = graph.findall(f"{GRAPHML}edge")[-1]
    dangling = _graphml_variant(witness, "dangling.graphml",
                                f'source="{last.get("source")}" target="{last.get("target")}"',
                                f'source="{last.get("source")}" target="N99"')
    assert any("Node N99 has not been declared" in p for p in witnesslint(dangling, program))
    unbalanced = _graphml_variant(witness, "unbalanced.graphml",
                                  '<data key="enterFunction">set</data>',
                                  '<data key="returnFrom">set</data>')
    problems = witnesslint(unbalanced, program)
    assert problems and all(p.startswith("witnesslint --strictChecking") for p in problems)
    assert "Trying to return from function 'set'" in problems[0]
    past_the_end = _graphml_variant(witness, "line.graphml", '<data key="startline">9</data>',
                                    '<data key="startline">99</data>')
    assert witnesslint(past_the_end, program) == ["startline 99 is no line of prog.c"]


def test_yaml_witness_checks_reject_broken_entries(task, tmp_path: Path):
    """The YAML counterparts of the linter's checks fail: a hash of another file, a
    location past the end of the file, a producer without version."""
    _, witness, _ = task(FAILING)
    assert yaml_witness_problems(_entry(witness), tmp_path) == []
    entry = _entry(witness)
    entry["metadata"]["task"]["input_file_hashes"]["prog.c"] = "0" * 64
    assert yaml_witness_problems(entry, tmp_path) == \
        ["the hash of prog.c is not the file's SHA-256"]
    entry = _entry(witness)
    entry["content"][-1]["segment"][0]["waypoint"]["location"]["line"] = 99
    assert [p for p in yaml_witness_problems(entry, tmp_path)
            if p.startswith("location outside prog.c")]
    entry = _entry(witness)
    del entry["metadata"]["producer"]["version"]
    assert yaml_witness_problems(entry, tmp_path) == \
        ["producer without name or version: {'name': 'bmc'}"]


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
    assert [w["type"] for w in wps] == ["function_return", "function_enter", "branching",
                                        "target"]
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
    assert len(_waypoints(_entry(witness))) == 7


def test_unwritable_witness_is_a_usage_error(task, tmp_path: Path):
    code, _, err = task(FAILING, witness="missing-dir/w.yml")
    assert code == 1 and "cannot write witness missing-dir/w.yml" in err


# ------------------------------------------------------------------ branching waypoints
ELSE_BRANCH = """\
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int r;
  if (x > 10) {
    r = 1;
  } else {
    r = 2;
  }
  int i = 0;
  while (i < x) i++;
  if (r == 2 && i == 2) reach_error();
  return 0;
}
"""


def test_branching_waypoint_for_the_else_branch(task):
    """The failure needs the else-branch of line 6: a ``branching`` waypoint at the ``if``
    keyword with constraint ``false``; the loop's decisions (x == 2) follow in order."""
    code, witness, _ = task(ELSE_BRANCH, "--unwind", "4")
    assert code == 10
    wps = _waypoints(_entry(witness))
    branching = [(w["location"]["line"], w["location"]["column"], w["constraint"]["value"])
                 for w in wps if w["type"] == "branching"]
    assert branching == [(6, 3, "false"), (12, 3, "true"), (12, 3, "true"), (12, 3, "false"),
                         (13, 3, "true")]
    src = ELSE_BRANCH.splitlines()
    for w in wps:
        if w["type"] == "branching":
            loc = w["location"]
            assert src[loc["line"] - 1][loc["column"] - 1:].startswith(("if", "while"))
            assert w["constraint"] == {"value": w["constraint"]["value"]}   # no format
            assert loc["function"] == "main"
    _lint_violation(_entry(witness), {"prog.c": ELSE_BRANCH})


def test_graphml_branching_edges(task):
    _, witness, _ = task(ELSE_BRANCH, "--unwind", "4", "--witness-format", "graphml",
                         witness="b.graphml")
    _, graph = _graphml(witness)
    controls = [(d["startline"], d["control"]) for d in map(_data, graph.findall(f"{GRAPHML}edge"))
                if "control" in d]
    # line 13 tests `&&`: no control edge (validators split it into two assume edges)
    assert controls == [("6", "condition-false"), ("12", "condition-true"),
                        ("12", "condition-true"), ("12", "condition-false")]


SIDE_EFFECT_CONDITION = """\
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int g;
int bump(void) { g++; return g; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 0 && bump() > 0) {
    reach_error();
  }
  return 0;
}
"""


def test_constant_decisions_give_no_waypoint(task):
    """A decision no input can change (a loop with constant bounds) constrains nothing."""
    source = ELSE_BRANCH.replace("while (i < x) i++;", "while (i < 2) i++;")
    _, witness, _ = task(source, "--unwind", "4")
    lines = [w["location"]["line"] for w in _waypoints(_entry(witness))
             if w["type"] == "branching"]
    assert 6 in lines and 12 not in lines


def test_split_condition_gives_no_branching_waypoint(task):
    """``&&`` with a side effect on its right is two jumps: no single decision to report
    (the witness only constrains the path less)."""
    code, witness, _ = task(SIDE_EFFECT_CONDITION)
    assert code == 10
    wps = _waypoints(_entry(witness))
    assert not [w for w in wps if w["type"] == "branching" and w["location"]["line"] == 7]
    assert wps[-1]["type"] == "target"


def test_no_branch_steps_without_witness(tmp_path: Path):
    """Branch decisions are recorded only for witnesses: the trace is unchanged."""
    (tmp_path / "p.c").write_text(ELSE_BRANCH)
    (tmp_path / "u.prp").write_text(UNREACH)
    args = ["p.c", "--property-file", "u.prp", "--unwind", "4", "--trace"]
    _, plain, _ = run_bmc(args, cwd=tmp_path)
    _, with_witness, _ = run_bmc([*args, "--witness", "w.yml"], cwd=tmp_path)
    def trace(out: str) -> list[str]:
        return [line for line in out.splitlines() if "statistics" not in line.lower()]
    assert trace(plain) == trace(with_witness)
    assert "x = 2" in plain
    assert "branch" not in plain


# ------------------------------------------------------------------ correctness invariants
INDUCTIVE = """\
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int x = 0;
  unsigned int y = 0;
  while (x < n) {
    x++;
    y++;
  }
  if (x != y) reach_error();
  return 0;
}
"""


def test_k_induction_correctness_witness_has_loop_invariants(task, tmp_path: Path):
    code, witness, _ = task(INDUCTIVE, "--k-induction")
    assert code == 0
    entry = _entry(witness)
    assert entry["entry_type"] == "invariant_set"
    invariants = [item["invariant"] for item in entry["content"]]
    assert invariants, "the proof assumed proved invariants: the witness states them"
    for inv in invariants:
        assert inv["type"] == "loop_invariant" and inv["format"] == "c_expression"
        assert inv["location"] == {"file_name": "prog.c", "line": 7, "column": 3,
                                   "function": "main"}
    values = {inv["value"] for inv in invariants}
    assert {"x <= y", "x >= y"} <= values
    assert all(set(re_identifiers(v)) <= {"x", "y", "n"} for v in values)
    _lint_correctness(entry, {"prog.c": INDUCTIVE})
    _check_invariants_hold(tmp_path, INDUCTIVE, 7, values)


def test_graphml_correctness_witness_invariant_node(task):
    _, witness, _ = task(INDUCTIVE, "--k-induction", "--witness-format", "graphml",
                         witness="c.graphml")
    keys, graph = _graphml(witness)
    assert keys["invariant"] == "node" and keys["enterLoopHead"] == "edge"
    nodes = {n.get("id"): _data(n) for n in graph.findall(f"{GRAPHML}node")}
    heads = [i for i, d in nodes.items() if "invariant" in d]
    assert len(heads) == 1
    assert "(x <= y)" in nodes[heads[0]]["invariant"]
    assert nodes[heads[0]]["invariant.scope"] == "main"
    edges = [(e.get("source"), e.get("target"), _data(e)) for e in graph.findall(f"{GRAPHML}edge")]
    assert ("N0", heads[0], {"startline": "7", "enterLoopHead": "true"}) in edges
    assert (heads[0], "N0", {}) in edges


def test_complete_unwinding_proof_has_an_empty_invariant_set(task):
    code, witness, _ = task(PASSING, "--k-induction")
    assert code == 0
    assert _entry(witness)["content"] == []


def re_identifiers(text: str) -> list[str]:
    return re.findall(r"[A-Za-z_]\w*", text)


def _check_invariants_hold(tmp_path: Path, source: str, line: int, values: set[str]) -> None:
    """The invariants are C expressions that mean what bmc proved: pycparser parses them,
    and asserting them at the top of the loop body holds in a bounded check."""
    from pycparser import c_parser
    parser = c_parser.CParser()
    for value in values:
        parser.parse(f"int x, y, n, i, s; int f(void) {{ return {value}; }}")
    lines = source.splitlines()
    head = lines[line - 1]
    assert head.rstrip().endswith("{")
    check = " ".join(f"if (!({v})) reach_error();" for v in sorted(values))
    lines[line - 1] = f"{head} {check}"
    (tmp_path / "checked.c").write_text("\n".join(lines) + "\n")
    code, out, _ = run_bmc(["checked.c", "--property-file", "unreach-call.prp", "--unwind", "6",
                            "--no-unwinding-assertions"], cwd=tmp_path)
    assert code == 0, out


# ------------------------------------------------------------------ what witnesslint checks
WAYPOINT_TYPES = {"assumption", "target", "function_enter", "function_return", "branching"}


def _check_location(loc: dict, sources: dict[str, str]) -> None:
    assert set(loc) <= {"file_name", "line", "column", "function"}
    assert isinstance(loc["file_name"], str) and loc["file_name"] in sources
    assert isinstance(loc["line"], int) and isinstance(loc.get("column", 1), int)
    lines = sources[loc["file_name"]].splitlines()
    assert 1 <= loc["line"] <= len(lines)
    assert 1 <= loc.get("column", 1) <= len(lines[loc["line"] - 1])
    assert isinstance(loc.get("function", ""), str)


def _check_metadata(entry: dict, sources: dict[str, str]) -> None:
    assert set(entry) == {"entry_type", "metadata", "content"}
    meta = entry["metadata"]
    assert set(meta) == {"format_version", "uuid", "creation_time", "producer", "task"}
    assert meta["format_version"] == "2.0"
    producer = meta["producer"]
    assert isinstance(producer["name"], str) and isinstance(producer["version"], str)
    task = meta["task"]
    assert set(task) == {"input_files", "input_file_hashes", "specification", "data_model",
                         "language"}
    assert set(task["input_files"]) == set(task["input_file_hashes"]) == set(sources)
    assert task["data_model"] in ("ILP32", "LP64") and task["language"] == "C"


def _lint_violation(entry: dict, sources: dict[str, str]) -> None:
    """The format 2.0 rules for a violation_sequence: segments of one follow waypoint
    each, known types and actions, constraints where required, exactly one target, last."""
    _check_metadata(entry, sources)
    assert entry["entry_type"] == "violation_sequence"
    targets = 0
    for n, item in enumerate(entry["content"]):
        assert set(item) == {"segment"}
        for element in item["segment"]:
            wp = element["waypoint"]
            assert wp["type"] in WAYPOINT_TYPES and wp["action"] in ("follow", "avoid")
            _check_location(wp["location"], sources)
            if wp["type"] == "target":
                targets += 1
                assert n == len(entry["content"]) - 1 and "constraint" not in wp
            elif wp["type"] == "branching":
                assert wp["constraint"]["value"] in ("true", "false")
            elif wp["type"] == "function_return":
                assert wp["constraint"]["format"] == "acsl_expression"
            elif wp["type"] == "assumption":
                assert wp["constraint"]["format"] == "c_expression"
    assert targets == 1


def _lint_correctness(entry: dict, sources: dict[str, str]) -> None:
    """The format 2.0 rules for an invariant_set: loop invariants at a loop keyword."""
    _check_metadata(entry, sources)
    assert entry["entry_type"] == "invariant_set"
    for item in entry["content"]:
        inv = item["invariant"]
        assert set(inv) == {"type", "location", "value", "format"}
        assert inv["type"] == "loop_invariant" and inv["format"] == "c_expression"
        assert isinstance(inv["value"], str) and inv["value"]
        loc = inv["location"]
        _check_location(loc, sources)
        text = sources[loc["file_name"]].splitlines()[loc["line"] - 1]
        assert text[loc["column"] - 1:].startswith(("for", "while"))


def test_lint_rules_hold_for_the_basic_witnesses(task):
    _, witness, _ = task(FAILING)
    _lint_violation(_entry(witness), {"prog.c": FAILING})
    _, witness, _ = task(PASSING, "--unwind", "5", witness="c.yml")
    _lint_correctness(_entry(witness), {"prog.c": PASSING})


LIBRARY_FAILURE = """\
#include <string.h>
int main(void) {
  char buf[6] = "ab";
  strcat(buf, "cdef");
  return 0;
}
"""


def test_failure_inside_a_library_model_targets_the_call(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch):
    """A failure in bmc's libc model: the target is the statement in the program that
    called it (a witness names input files only)."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "0")
    (tmp_path / "s.c").write_text(LIBRARY_FAILURE)
    code, _, _ = run_bmc(["s.c", "--unwind", "8", "--witness", "s.yml"], cwd=tmp_path)
    assert code == 10
    entry = _entry(tmp_path / "s.yml")
    target = _waypoints(entry)[-1]
    assert target["type"] == "target"
    assert target["location"] == {"file_name": "s.c", "line": 4, "column": 3,
                                  "function": "main"}
    _lint_violation(entry, {"s.c": LIBRARY_FAILURE})


OPEN_CALL = """\
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int nondet_pick(void) {
  int v = __VERIFIER_nondet_int();
  return v;
}
void check(int a) {
  if (a == 3) reach_error();
}
int main(void) {
  int x = nondet_pick();
  check(x);
  return 0;
}
"""


def test_graphml_function_stack_is_balanced_at_the_violation(task, tmp_path: Path):
    """A program's own ``nondet_pick`` (a body, not an input) is entered and returned from;
    ``check``, still open at the violation, gets no ``enterFunction`` in GraphML (the
    linter's strict function-stack check), while the YAML witness keeps its
    ``function_enter``."""
    code, witness, _ = task(OPEN_CALL, "--witness-format", "graphml", witness="o.graphml")
    assert code == 10
    _, graph = _graphml(witness)
    data = [_data(e) for e in graph.findall(f"{GRAPHML}edge")]
    assert [(d.get("enterFunction"), d.get("returnFrom")) for d in data
            if "enterFunction" in d or "returnFrom" in d] == \
        [("nondet_pick", None), (None, "nondet_pick")]
    assert {"startline": "4", "assumption": "v == 3;", "assumption.scope": "nondet_pick"} in data
    assert data[-1] == {"startline": "8"}
    _linter()
    assert witnesslint(witness, tmp_path / "prog.c") == []
    _, witness, _ = task(OPEN_CALL, witness="o.yml")
    wps = _waypoints(_entry(witness))
    assert [(w["type"], w["location"]["line"]) for w in wps] == \
        [("function_enter", 11), ("function_return", 4), ("function_return", 11),
         ("function_enter", 12), ("branching", 8), ("target", 8)]
