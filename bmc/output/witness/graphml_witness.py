"""SV-COMP witness format 1.0 (GraphML): a witness automaton written with ElementTree.

A violation witness is a path ``N0 -> N1 -> ... -> Nk`` from the ``entry`` node to the
``violation`` node; each edge is one waypoint (``bmc.output.witness.waypoints``) with its
``startline``: an input stored in a variable is an ``assumption`` (``x == 7;``) in
``assumption.scope``, other results ``\\result == 7;`` with ``assumption.resultfunction``;
calls give ``enterFunction`` and their returns ``returnFromFunction`` edges (a call still
open at the violation gets none: the function stack is balanced), branch decisions
``control`` edges (``condition-true``/``-false``) at the condition's line, only for a
condition on the keyword's line without ``&&``, ``||`` or ``?:``: validators split those
into several assume edges of one line, which a single control edge would match too early;
the last edge leads to the violation node at the failing line. A correctness witness is the
entry node with one node per loop head whose ``invariant`` a k-induction proof found, reached
by an ``enterLoopHead`` edge at the loop's line and leading back to the entry; without
invariants the entry node alone, the trivially valid witness the format allows.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from bmc.output.witness.task import TaskInfo
from bmc.output.witness.waypoints import InvariantSite, Waypoint, condition_text

GRAPHML_NS = "http://graphml.graphdrawing.org/xmlns"

# (id, for, attr.name, attr.type, default)
_KEYS: tuple[tuple[str, str, str, str, str | None], ...] = (
    ("witness-type", "graph", "witness-type", "string", None),
    ("sourcecodelang", "graph", "sourcecodelang", "string", None),
    ("producer", "graph", "producer", "string", None),
    ("specification", "graph", "specification", "string", None),
    ("programfile", "graph", "programfile", "string", None),
    ("programhash", "graph", "programhash", "string", None),
    ("architecture", "graph", "architecture", "string", None),
    ("creationtime", "graph", "creationtime", "string", None),
    ("entry", "node", "isEntryNode", "boolean", "false"),
    ("violation", "node", "isViolationNode", "boolean", "false"),
    ("invariant", "node", "invariant", "string", None),
    ("invariant.scope", "node", "invariant.scope", "string", None),
    ("startline", "edge", "startline", "int", None),
    ("assumption", "edge", "assumption", "string", None),
    ("assumption.scope", "edge", "assumption.scope", "string", None),
    ("assumption.resultfunction", "edge", "assumption.resultfunction", "string", None),
    ("enterFunction", "edge", "enterFunction", "string", None),
    ("returnFrom", "edge", "returnFromFunction", "string", None),
    ("control", "edge", "control", "string", None),
    ("enterLoopHead", "edge", "enterLoopHead", "boolean", "false"),
)


def _data(parent: ET.Element, key: str, text: str) -> None:
    ET.SubElement(parent, "data", {"key": key}).text = text


def _graph(task: TaskInfo, witness_type: str) -> tuple[ET.Element, ET.Element]:
    root = ET.Element("graphml", {"xmlns": GRAPHML_NS,
                                  "xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance"})
    for key_id, domain, name, kind, default in _KEYS:
        key = ET.SubElement(root, "key", {"id": key_id, "for": domain,
                                          "attr.name": name, "attr.type": kind})
        if default is not None:
            ET.SubElement(key, "default").text = default
    graph = ET.SubElement(root, "graph", {"edgedefault": "directed"})
    _data(graph, "witness-type", witness_type)
    _data(graph, "sourcecodelang", "C")
    _data(graph, "producer", f"{task.producer} {task.version}")
    _data(graph, "specification", task.specification)
    program = task.input_files[0] if task.input_files else ""
    _data(graph, "programfile", program)
    _data(graph, "programhash", task.file_hash(program))
    _data(graph, "architecture", task.architecture)
    _data(graph, "creationtime", task.creation_time)
    return root, graph


def _node(graph: ET.Element, index: int, flag: str = "") -> str:
    node = ET.SubElement(graph, "node", {"id": f"N{index}"})
    if flag:
        _data(node, flag, "true")
    return f"N{index}"


def _edge(graph: ET.Element, source: str, target: str, wp: Waypoint) -> None:
    edge = ET.SubElement(graph, "edge", {"source": source, "target": target})
    _data(edge, "startline", str(wp.line))
    if wp.kind == "function_enter":
        _data(edge, "enterFunction", wp.result_function)
    elif wp.kind == "function_return" and wp.variable:
        _data(edge, "assumption", f"{wp.variable} == {wp.value};")
        _data(edge, "assumption.scope", wp.function)
    elif wp.kind == "function_return":
        if wp.value:
            _data(edge, "assumption", f"\\result == {wp.value};")
            _data(edge, "assumption.scope", wp.function)
            _data(edge, "assumption.resultfunction", wp.result_function)
        if wp.entered:
            _data(edge, "returnFrom", wp.result_function)
    elif wp.kind == "branching":
        _data(edge, "control", f"condition-{wp.constraint}")


def _graphml_waypoint(wp: Waypoint) -> bool:
    if wp.kind != "branching":
        return True
    condition = condition_text(wp)
    return condition is not None and not any(op in condition for op in ("&&", "||", "?"))


def _returned_calls_only(path: tuple[Waypoint, ...]) -> tuple[Waypoint, ...]:
    """``path`` without the ``function_enter`` waypoints of calls still open at the
    violation: every ``enterFunction`` edge then has its ``returnFromFunction`` edge, the
    function stack the witness linter checks (``--strictChecking``) is empty at the
    violation node, and the waypoints inside the open calls still guide a validator."""
    open_calls: list[int] = []
    for index, wp in enumerate(path):
        if wp.kind == "function_enter":
            open_calls.append(index)
        elif wp.kind == "function_return" and wp.entered and open_calls:
            open_calls.pop()
    dropped = set(open_calls)
    return tuple(wp for index, wp in enumerate(path) if index not in dropped)


def violation_witness(task: TaskInfo, path: tuple[Waypoint, ...]) -> str:
    root, graph = _graph(task, "violation_witness")
    path = _returned_calls_only(tuple(wp for wp in path if _graphml_waypoint(wp)))
    previous = _node(graph, 0, "entry")
    for index, wp in enumerate(path, start=1):
        current = _node(graph, index, "violation" if wp.kind == "target" else "")
        _edge(graph, previous, current, wp)
        previous = current
    return _serialise(root)


def correctness_witness(task: TaskInfo, invariants: tuple[InvariantSite, ...] = ()) -> str:
    root, graph = _graph(task, "correctness_witness")
    entry = _node(graph, 0, "entry")
    heads: dict[tuple[str, int, str], list[str]] = {}      # one node per loop head
    columns: dict[tuple[str, int], set[int]] = {}
    for site in invariants:
        heads.setdefault((site.file, site.line, site.function), []).append(site.expression)
        columns.setdefault((site.file, site.line), set()).add(site.column)
    # GraphML locates by line only: two loops on one line would share their invariants
    heads = {k: v for k, v in heads.items() if len(columns[k[:2]]) == 1}
    for index, ((_, line, function), expressions) in enumerate(heads.items(), start=1):
        head = _node(graph, index)
        node = graph.find(f"node[@id='{head}']")
        assert node is not None
        _data(node, "invariant", " && ".join(f"({e})" for e in expressions))
        _data(node, "invariant.scope", function)
        edge = ET.SubElement(graph, "edge", {"source": entry, "target": head})
        _data(edge, "startline", str(line))
        _data(edge, "enterLoopHead", "true")
        ET.SubElement(graph, "edge", {"source": head, "target": entry})
    return _serialise(root)


def _serialise(root: ET.Element) -> str:
    ET.indent(root, space=" ")
    return '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' + \
        ET.tostring(root, encoding="unicode") + "\n"
