"""SARIF 2.1.0 logs of a verification result (``--sarif FILE``).

One run of the driver ``bmc``; one result per failed property, with rule id
``bmc.<property class>`` (``bmc.assertion``, ``bmc.array_bounds``, ``bmc.overflow`` ...),
the property's physical location (artifact URI relative to the working directory, as the
input was named, with ``uriBaseId`` ``%SRCROOT%``; absolute paths as ``file://`` URIs) and
its trace as a code flow: one thread flow whose locations are the trace's steps in order,
each with the step's text as message. Failed coverage properties (unwinding assertions and
other gaps that make a result inconclusive) are results of level ``warning``, violations
of level ``error``. A property that holds only in a qualified sense is a result too, of
level ``none``: ``NOT REACHED`` (no path reaches it within the bounds: the vacuity check)
of kind ``review``, ``BOUNDED`` (holds only up to a context bound below the one that covers
every schedule) of kind ``open``; their message gives the detail. Deterministic: no times,
rules in order of first use.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import PurePosixPath
from urllib.parse import quote

from bmc.version import __version__
from bmc.errors import UsageError
from bmc.options import Options
from bmc.result import PropertyResult, Status, TraceStep, VerificationResult
from bmc.ir.properties import COVERAGE_CLASSES, PropertyClass

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
SARIF_VERSION = "2.1.0"

# property class -> (rule name, short description)
_RULES: dict[str, tuple[str, str]] = {
    PropertyClass.ASSERTION: ("AssertionViolation", "A user assertion can fail"),
    PropertyClass.ERROR_CALL: ("ErrorFunctionReachable", "An error function (reach_error) is reachable"),
    PropertyClass.OVERFLOW: ("ArithmeticOverflow", "Arithmetic overflow on a signed (or checked) type"),
    PropertyClass.DIVISION_BY_ZERO: ("DivisionByZero", "Division or remainder by zero"),
    PropertyClass.UNDEFINED_SHIFT: ("UndefinedShift", "A shift with undefined behaviour"),
    PropertyClass.ARRAY_BOUNDS: ("ArrayBounds", "An array index out of bounds"),
    PropertyClass.POINTER_DEREFERENCE: ("InvalidDereference", "A dereference of an invalid pointer"),
    PropertyClass.FREE: ("InvalidFree", "An invalid or double free"),
    PropertyClass.MEMORY_LEAK: ("MemoryLeak", "A dynamic object is lost"),
    PropertyClass.MEMORY_CLEANUP: ("MemoryNotFreed", "A dynamic object is not freed at exit"),
    PropertyClass.UNWIND: ("UnwindingAssertion", "A loop is not fully unwound within the bound"),
    PropertyClass.RECURSION: ("RecursionUnwinding", "A recursion is not fully unwound within the bound"),
    PropertyClass.DATA_RACE: ("DataRace", "Two threads access shared data in a race"),
    PropertyClass.DEADLOCK: ("Deadlock", "Every live thread is blocked"),
}


def _rule(property_class: str) -> dict[str, object]:
    name, text = _RULES.get(property_class, (
        "".join(part.capitalize() for part in property_class.replace("_", "-").split("-")),
        f"A {property_class} property fails"))
    return {"id": f"bmc.{property_class}", "name": name, "shortDescription": {"text": text},
            "defaultConfiguration": {"level": _level(property_class)}}


def _level(property_class: str) -> str:
    return "warning" if property_class in COVERAGE_CLASSES else "error"


def artifact_location(path: str) -> dict[str, object]:
    """A relative path as a URI reference under ``%SRCROOT%``; an absolute one as file://."""
    posix = path.replace(os.sep, "/")
    if os.path.isabs(path):
        return {"uri": "file://" + quote(posix)}
    return {"uri": quote(str(PurePosixPath(posix))), "uriBaseId": "%SRCROOT%"}


def _physical(file: str, line: int, column: int = 0) -> dict[str, object]:
    region: dict[str, object] = {"startLine": max(line, 1)}
    if column > 0:
        region["startColumn"] = column
    return {"artifactLocation": artifact_location(file), "region": region}


def _location(file: str, line: int, function: str, message: str = "") -> dict[str, object]:
    loc: dict[str, object] = {"physicalLocation": _physical(file, line)}
    if function and not function.startswith("<"):
        loc["logicalLocations"] = [{"name": function, "kind": "function"}]
    if message:
        loc["message"] = {"text": message}
    return loc


def _flow_location(index: int, step: TraceStep) -> dict[str, object]:
    message = step.text or f"{step.lhs} = {step.value}"
    flow: dict[str, object] = {
        "location": _location(step.loc.file, step.loc.line, step.function, message),
        "executionOrder": index,
        "kinds": [_KINDS.get(step.kind, step.kind)],
    }
    if step.thread is not None:
        flow["properties"] = {"thread": step.thread, "threadName": step.thread_name}
    return flow


# trace step kind -> SARIF threadFlowLocation kind (SARIF 3.38.8 lists these as examples)
_KINDS = {"call": "call", "return": "return", "input": "acquire", "failure": "exit",
          PropertyClass.FREE: "release"}


# qualified statuses -> SARIF result kind (3.27.9; the level of a kind other than "fail"
# is "none")
_QUALIFIED_KINDS = {Status.UNREACHED: "review", Status.BOUNDED: "open"}


def _result(p: PropertyResult, rule_index: int) -> dict[str, object]:
    kind = _QUALIFIED_KINDS.get(p.status)
    text = f"[{p.id}] {p.description}"
    result: dict[str, object] = {
        "ruleId": f"bmc.{p.property_class}",
        "ruleIndex": rule_index,
        **({"kind": kind, "level": "none"} if kind is not None
           else {"level": _level(p.property_class)}),
        "message": {"text": f"{text}: {p.status.value} ({p.detail})" if kind else text},
        "locations": [_location(p.loc.file, p.loc.line, p.loc.function)],
        "partialFingerprints": {"bmcPropertyId/v1": p.id},
        "properties": {"propertyId": p.id, "status": p.status.value},
    }
    if p.trace is not None and p.trace.steps:
        result["codeFlows"] = [{
            "message": {"text": f"counterexample for {p.id}"},
            "threadFlows": [{"locations": [_flow_location(i, s)
                                           for i, s in enumerate(p.trace.steps, start=1)]}],
        }]
    return result


def sarif_log(result: VerificationResult, options: Options) -> dict[str, object]:
    """The SARIF log (as Python data) of ``result``."""
    rules: list[dict[str, object]] = []
    index: dict[str, int] = {}
    results: list[dict[str, object]] = []
    for p in result.properties:
        if p.status is not Status.FAILURE and p.status not in _QUALIFIED_KINDS:
            continue
        if p.property_class not in index:
            index[p.property_class] = len(rules)
            rules.append(_rule(p.property_class))
        results.append(_result(p, index[p.property_class]))
    run: dict[str, object] = {
        "tool": {"driver": {"name": "bmc", "version": __version__,
                            "semanticVersion": __version__,
                            "rules": rules}},
        "artifacts": [{"location": artifact_location(f), "sourceLanguage": "c"}
                      for f in options.files],
        "invocations": [{"executionSuccessful": True,
                         "properties": {"verdict": result.verdict.value,
                                        "svcomp": result.svcomp}}],
        "results": results,
        "columnKind": "unicodeCodePoints",
    }
    if any(not os.path.isabs(f) for f in options.files) and \
            not os.environ.get("SOURCE_DATE_EPOCH"):
        run["originalUriBaseIds"] = {"%SRCROOT%": {"uri": _cwd_uri()}}
    return {"$schema": SARIF_SCHEMA, "version": SARIF_VERSION, "runs": [run]}


def _cwd_uri() -> str:
    """The working directory as a file:// URI ending in ``/`` (SARIF 3.14.14); left out
    when ``SOURCE_DATE_EPOCH`` asks for reproducible output (the relative URIs then stand
    alone, as GitHub code scanning reads them: relative to the repository root)."""
    cwd = os.getcwd().replace(os.sep, "/").rstrip("/") + "/"
    return "file://" + quote(cwd if cwd.startswith("/") else "/" + cwd)


def render_sarif(result: VerificationResult, options: Options) -> str:
    return json.dumps(sarif_log(result, options), indent=2, ensure_ascii=False) + "\n"


def write_sarif(result: VerificationResult, options: Options) -> None:
    assert options.sarif_file is not None
    if options.sarif_file == "-":
        sys.stdout.write(render_sarif(result, options))
        return None
    try:
        with open(options.sarif_file, "w", encoding="utf-8", newline="\n") as f:
            f.write(render_sarif(result, options))
    except OSError as e:
        raise UsageError(f"cannot write SARIF log {options.sarif_file}: "
                         f"{e.strerror or e}") from None


__all__ = ["sarif_log", "render_sarif", "write_sarif", "artifact_location"]
