"""``--json-ui`` / ``--xml-ui`` in CBMC's layouts (``bmc.output.cbmc_ui``).

The expected keys, elements and attributes are those CBMC's writers emit
(diffblue/cbmc: src/goto-programs/json_goto_trace.cpp, src/goto-programs/xml_goto_trace.cpp,
src/util/json_expr.cpp) and cbmc-viewer reads (model-checking/cbmc-viewer:
src/cbmc_viewer/tracet.py, resultt.py, srcloct.py).
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape, quoteattr
from pathlib import Path

import pytest

from bmc_test_helpers import run_bmc

from bmc.output.cbmc_ui import xml_attr, xml_escape

PROGRAM = """\
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int twice(int v) { return v + v; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 100) return 0;
  char c = 'H';
  int *p = &x;
  int *q = 0;
  int z = twice(x);
  assert(z != 14);
  return 0;
}
"""

STEP_KEYS = {
    "assignment": {"stepType", "sourceLocation", "mode", "value", "lhs", "hidden", "internal",
                   "thread", "assignmentType"},
    "failure": {"stepType", "hidden", "internal", "thread", "reason", "property",
                "sourceLocation"},
    "function-call": {"stepType", "hidden", "internal", "thread", "function",
                      "sourceLocation"},
    "function-return": {"stepType", "hidden", "internal", "thread", "function",
                        "sourceLocation"},
    "location-only": {"stepType", "hidden", "thread", "sourceLocation"},
}


def _run(tmp_path: Path, ui: str) -> str:
    (tmp_path / "p.c").write_text(PROGRAM)
    code, out, _ = run_bmc(["p.c", ui, "--unwind", "2"], cwd=tmp_path)
    assert code == 10
    return out


def test_json_ui_layout(tmp_path: Path):
    doc = json.loads(_run(tmp_path, "--json-ui"))
    assert doc[0] == {"program": doc[0]["program"]} and doc[0]["program"].startswith("bmc ")
    assert doc[-1] == {"cProverStatus": "failure"}
    messages = [e for e in doc if "messageText" in e]
    assert all(set(m) == {"messageText", "messageType"} for m in messages)
    [results] = [e["result"] for e in doc if "result" in e]
    prop = next(r for r in results if r["property"] == "main.assertion.1")
    assert set(prop) == {"description", "property", "sourceLocation", "status", "trace"}
    assert prop["status"] == "FAILURE" and prop["description"] == "assertion z != 14"
    assert prop["sourceLocation"]["line"] == "11"
    trace = prop["trace"]
    for step in trace:
        assert set(step) == STEP_KEYS[step["stepType"]], step
        assert isinstance(step["hidden"], bool) and isinstance(step["thread"], int)
        loc = step["sourceLocation"]
        assert {"file", "function", "line", "workingDirectory"} == set(loc)
        assert isinstance(loc["line"], str)
    by_lhs = {s["lhs"]: s for s in trace if s["stepType"] == "assignment"}
    assert by_lhs["x"]["value"] == {"name": "integer", "binary": f"{7:032b}", "width": 32,
                                    "type": "int", "data": "7"}
    assert by_lhs["c"]["value"] == {"name": "integer", "binary": f"{72:08b}", "width": 8,
                                    "type": "char", "data": "72"}
    assert by_lhs["p"]["value"] == {"name": "pointer", "data": "x"}
    assert by_lhs["q"]["value"] == {"name": "pointer", "data": "NULL"}
    assert by_lhs["v"]["assignmentType"] == "actual-parameter"
    assert by_lhs["x"]["assignmentType"] == "variable" and by_lhs["x"]["mode"] == "C"
    call = next(s for s in trace if s["stepType"] == "function-call")
    ret = next(s for s in trace if s["stepType"] == "function-return")
    for step in (call, ret):
        assert step["function"]["displayName"] == step["function"]["identifier"] == "twice"
        assert step["function"]["sourceLocation"]["file"] == "p.c"
        assert step["function"]["sourceLocation"]["line"] == "3"      # the definition
    failure = trace[-1]
    assert failure["stepType"] == "failure" and failure["property"] == "main.assertion.1"
    assert failure["reason"] == "assertion z != 14"


def test_xml_ui_layout(tmp_path: Path):
    root = ET.fromstring(_run(tmp_path, "--xml-ui"))
    assert root.tag == "cprover"
    assert root.find("program").text.startswith("bmc ")
    assert root.find("cprover-status").text == "FAILURE"
    result = next(r for r in root.iter("result") if r.get("property") == "main.assertion.1")
    assert result.get("status") == "FAILURE"
    steps = list(result.find("goto_trace"))
    assert [s.get("step_nr") for s in steps] == [str(n) for n in range(1, len(steps) + 1)]
    for step in steps:
        assert step.tag in ("assignment", "function_call", "function_return", "failure",
                            "location-only")
        assert step.get("hidden") == "false" and step.get("thread") == "0"
        loc = step.find("location")
        assert loc is not None and loc.get("file") == "p.c" and loc.get("line")
    assigns = {s.get("identifier"): s for s in steps if s.tag == "assignment"}
    x = assigns["x"]
    assert x.get("assignment_type") == "state" and x.get("mode") == "C"
    assert x.get("base_name") == x.get("display_name") == "x"
    assert x.find("type").text == "int" and x.find("full_lhs").text == "x"
    assert x.find("full_lhs_value").text == "7"
    assert x.find("full_lhs_value").get("binary") == f"{7:032b}"
    assert assigns["v"].get("assignment_type") == "actual_parameter"
    for tag in ("function_call", "function_return"):
        step = next(s for s in steps if s.tag == tag)
        function = step.find("function")
        assert function.get("display_name") == function.get("identifier") == "twice"
        assert function.find("location").get("file") == "p.c"
        assert function.find("location").get("line") == "3"
    failure = steps[-1]
    assert failure.tag == "failure" and failure.get("property") == "main.assertion.1"
    assert failure.get("reason") == "assertion z != 14"


@pytest.mark.parametrize("ui", ["--json-ui", "--xml-ui"])
def test_cbmc_viewer_reads_the_output(tmp_path: Path, ui: str):
    """cbmc-viewer (PyPI ``cbmc-viewer``, optional) parses the traces and results."""
    tracet = pytest.importorskip("cbmc_viewer.tracet")
    resultt = pytest.importorskip("cbmc_viewer.resultt")
    name = tmp_path / ("out.json" if ui == "--json-ui" else "out.xml")
    name.write_text(_run(tmp_path, ui))
    if ui == "--json-ui":
        traces = tracet.TraceFromCbmcJson([str(name)], str(tmp_path)).traces
        result = resultt.ResultFromCbmcJson([str(name)])
    else:
        traces = tracet.TraceFromCbmcXml([str(name)], str(tmp_path)).traces
        result = resultt.ResultFromCbmcXml([str(name)])
    assert result.prover == "failure"
    assert "main.assertion.1" in result.results[False]
    kinds = [s["kind"] for s in traces["main.assertion.1"]]
    assert kinds[-1] == "failure" and "function-call" in kinds and "parameter-assignment" in kinds


@pytest.mark.parametrize("ui", ["--json-ui", "--xml-ui"])
def test_errors_are_well_formed_documents(tmp_path: Path, ui: str):
    """A usage or input error still prints a document: the message with type ERROR."""
    code, out, err = run_bmc(["missing.c", ui], cwd=tmp_path)
    assert code == 2 and "missing.c: error: file not found" in err
    if ui == "--json-ui":
        doc = json.loads(out)
        assert doc[-1] == {"messageText": "missing.c: error: file not found",
                           "messageType": "ERROR"}
    else:
        root = ET.fromstring(out)
        message = root.find("message")
        assert message.get("type") == "ERROR"
        assert message.find("text").text == "missing.c: error: file not found"


def test_xml_quoting_is_saxutils_quoting() -> None:
    for text in ("", "plain", "a<b && c>d", 'say "hi"', "it's", "both ' and \"", "a\nb\r\tc",
                 "&amp; already", "<\"'>"):
        assert xml_escape(text) == escape(text)
        assert xml_attr(text) == quoteattr(text)
