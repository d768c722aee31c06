"""SV-COMP witness format 2.0 (YAML): ``violation_sequence`` and ``invariant_set`` entries.

A violation witness is one entry whose ``content`` is a list of segments, each holding one
``follow`` waypoint (``bmc.output.witness.waypoints``), the last one the ``target``. A correctness
witness is an ``invariant_set`` whose ``content`` lists ``loop_invariant``s: those of a
k-induction proof (``--k-induction``, ``--strategy auto``) that are C expressions over
program variables at a ``for``/``while`` keyword (``bmc.strategy.source_invariants``). A
proof by complete unwinding computes none: the set is empty, which the format allows and
which is trivially valid (a validator has to find the proof itself).

The YAML is emitted here (block style, every string double-quoted as JSON writes it, which
YAML reads alike), so bmc needs no YAML library to write witnesses and the output is
byte-for-byte deterministic.
"""

from __future__ import annotations

import json

from bmc.output.witness.task import TaskInfo
from bmc.output.witness.waypoints import InvariantSite, Waypoint

FORMAT_VERSION = "2.0"

YamlValue = str | int | bool | list["YamlValue"] | dict[str, "YamlValue"]


def _metadata(task: TaskInfo, entry_type: str) -> dict[str, YamlValue]:
    return {
        "format_version": FORMAT_VERSION,
        "uuid": task.uuid(entry_type),
        "creation_time": task.creation_time,
        "producer": {"name": task.producer, "version": task.version},
        "task": {
            "input_files": list(task.input_files),
            "input_file_hashes": {f: h for f, h in task.hashes},
            "specification": task.specification,
            "data_model": task.data_model,
            "language": "C",
        },
    }


def _waypoint(wp: Waypoint) -> dict[str, YamlValue]:
    location: dict[str, YamlValue] = {"file_name": wp.file, "line": wp.line,
                                      "column": wp.column, "function": wp.function}
    body: dict[str, YamlValue] = {"type": wp.kind, "action": "follow", "location": location}
    if wp.kind == "function_return" and wp.constraint:
        body["constraint"] = {"value": wp.constraint, "format": "acsl_expression"}
    elif wp.kind == "assumption":
        body["constraint"] = {"value": wp.constraint, "format": "c_expression"}
    elif wp.kind == "branching":       # "true" / "false": no expression, so no format
        body["constraint"] = {"value": wp.constraint}
    return {"waypoint": body}


def violation_entries(task: TaskInfo, path: tuple[Waypoint, ...]) -> list[YamlValue]:
    content: list[YamlValue] = [{"segment": [_waypoint(wp)]} for wp in path
                                if wp.kind != "function_return" or wp.constraint]
    return [{"entry_type": "violation_sequence",
             "metadata": _metadata(task, "violation_sequence"), "content": content}]


def _invariant(site: InvariantSite) -> dict[str, YamlValue]:
    return {"invariant": {
        "type": "loop_invariant",
        "location": {"file_name": site.file, "line": site.line, "column": site.column,
                     "function": site.function},
        "value": site.expression,
        "format": "c_expression"}}


def correctness_entries(task: TaskInfo,
                        invariants: tuple[InvariantSite, ...] = ()) -> list[YamlValue]:
    content: list[YamlValue] = [_invariant(site) for site in invariants]
    return [{"entry_type": "invariant_set", "metadata": _metadata(task, "invariant_set"),
             "content": content}]


def dump(value: YamlValue) -> str:
    """Block-style YAML of ``value`` (dicts keep their order)."""
    return "\n".join(_lines(value, 0)) + "\n"


def _scalar(value: YamlValue) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=True)
    if isinstance(value, list) and not value:
        return "[]"
    if isinstance(value, dict) and not value:
        return "{}"
    raise TypeError(f"not a YAML scalar: {value!r}")


def _is_scalar(value: YamlValue) -> bool:
    return not isinstance(value, (list, dict)) or not value


def _lines(value: YamlValue, indent: int) -> list[str]:
    pad = " " * indent
    out: list[str] = []
    if isinstance(value, dict) and value:
        for key, item in value.items():
            if _is_scalar(item):
                out.append(f"{pad}{key}: {_scalar(item)}")
            else:
                out.append(f"{pad}{key}:")
                out.extend(_lines(item, indent + 2))
    elif isinstance(value, list) and value:
        for item in value:
            if _is_scalar(item):
                out.append(f"{pad}- {_scalar(item)}")
                continue
            inner = _lines(item, indent + 2)
            out.append(f"{pad}- {inner[0].lstrip()}")
            out.extend(inner[1:])
    else:
        out.append(f"{pad}{_scalar(value)}")
    return out
