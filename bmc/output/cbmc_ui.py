"""``--json-ui`` and ``--xml-ui``: results and traces in CBMC's machine-readable layouts.

The layouts follow CBMC's own writers (diffblue/cbmc: ``src/goto-programs/
json_goto_trace.cpp``, ``xml_goto_trace.cpp``, ``src/util/json_expr.cpp`` for values and
source locations) and what cbmc-viewer reads from them (model-checking/cbmc-viewer:
``src/cbmc_viewer/tracet.py``, ``resultt.py``, ``srcloct.py``), so tools that consume
CBMC's output read bmc's:

* JSON: an array of ``{"program"}``, ``{"messageText", "messageType"}`` messages,
  ``{"result": [{"description", "property", "sourceLocation", "status", "trace"?}]}`` and
  ``{"cProverStatus": "success" | "failure" | "inconclusive"}``. Trace steps carry
  ``stepType``, ``hidden``, ``thread`` and ``sourceLocation`` (``file``, ``function``,
  ``line`` as strings, ``workingDirectory``), and by type: ``failure`` (``property``,
  ``reason``, ``internal``), ``assignment`` (``lhs``, ``mode``, ``value``,
  ``assignmentType`` ``variable`` / ``actual-parameter``, ``internal``),
  ``function-call`` / ``function-return`` (``function``: ``displayName``, ``identifier``,
  ``sourceLocation``; ``internal``) and ``location-only`` for any other step. Values are
  CBMC's objects: integers ``{"name": "integer", "binary", "width", "type", "data"}``,
  floats ``{"name": "float", "width", "binary", "data"}``, pointers ``{"name": "pointer",
  "data"}`` (the object pointed to, ``NULL``); values CBMC would spell as structured
  objects (structs, arrays) are ``{"name": "unknown", "data": <bmc's text>}``.
* XML: ``<cprover>`` with ``<program>``, ``<message type=><text>``, ``<result property=
  status=>`` holding a ``<goto_trace>`` of ``<assignment>`` (``assignment_type`` ``state``
  / ``actual_parameter``, ``identifier``, ``base_name``, ``display_name``, ``mode``,
  children ``<location>``, ``<type>``, ``<full_lhs>``, ``<full_lhs_value binary=>``),
  ``<function_call>`` / ``<function_return>`` (``<function display_name identifier>``
  with a ``<location>``), ``<failure property= reason=>`` and ``<location-only>``; every
  step has ``hidden``, ``thread`` and ``step_nr``; then ``<cprover-status>``.
* Statuses: CBMC's ``SUCCESS`` / ``FAILURE`` / ``UNKNOWN``, and bmc's qualified ``NOT
  REACHED`` and ``BOUNDED`` (docs/output-contract.md) with the reason in an extra
  ``detail`` key (JSON) or attribute (XML) that CBMC's readers ignore.

A run that ends with an error (usage, input, unsupported C) prints the program and the
error as a message of type ``ERROR`` in the same layout (and the error on stderr, as
always), so a consumer always gets a well-formed document.

Differences that remain: identifiers are bmc's source-level names (``x``), not CBMC's
(``main::1::x``); values CBMC writes as structured objects are text (see above).
"""

from __future__ import annotations

import json
import os
import re

from bmc.ir.program import SourceLocation
from bmc.options import Options
from bmc.result import TraceStep, VerificationResult
from bmc.trace.counterexample import public_function
from bmc.version import __version__
from bmc.output.report import header

_PROVER_STATUS = {"SUCCESSFUL": "success", "FAILED": "failure", "INCONCLUSIVE": "inconclusive"}
_XML_STATUS = {"SUCCESSFUL": "SUCCESS", "FAILED": "FAILURE", "INCONCLUSIVE": "INCONCLUSIVE"}
_CALL = re.compile(r"^call ([A-Za-z_$][\w$]*)\(")
_CHAR = re.compile(r"^(?:'.*'|[A-Za-z_]\w*) \((-?\d+)\)$")   # 'H' (72), RED (5)



def xml_escape(text: str) -> str:
    """``text`` with ``&``, ``<`` and ``>`` as XML entities (``xml.sax.saxutils.escape``'s
    result, without importing it: it imports ``urllib.request``, a tenth of bmc's start-up)."""
    return text.replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;")


def xml_attr(text: str) -> str:
    """``text`` as a quoted XML attribute value, as ``xml.sax.saxutils.quoteattr`` gives it:
    escaped, line breaks and tabs as character references, in double quotes (single quotes
    when it holds a double quote but no single one; else double quotes with ``&quot;``)."""
    text = xml_escape(text).replace("\n", "&#10;").replace("\r", "&#13;").replace("\t", "&#9;")
    if '"' not in text:
        return f'"{text}"'
    if "'" not in text:
        return f"'{text}'"
    return '"' + text.replace('"', "&quot;") + '"'

def _location(loc: SourceLocation, function: str, cwd: str) -> dict[str, str]:
    """A source location as CBMC's ``json(source_locationt)`` writes it (a line of 0, as
    in a function's location, is left out)."""
    out: dict[str, str] = {}
    file, line = loc.file, loc.line
    if file:
        out["file"] = file
    if function:
        out["function"] = function
    if line:
        out["line"] = str(line)
    if file:
        out["workingDirectory"] = cwd
    return out


def _callee(step: TraceStep) -> str:
    """The function a call step enters / a return step leaves."""
    if step.kind == "call":
        m = _CALL.match(step.text)
        return m.group(1) if m else step.lhs or step.function
    return step.function


def _function_files(steps: tuple[TraceStep, ...]) -> dict[str, str]:
    """Function -> the file its steps are in (where a call or return step does not
    record the function's definition)."""
    files: dict[str, str] = {}
    for s in steps:
        if s.kind != "call" and s.loc.function and s.loc.file:
            files.setdefault(public_function(s.loc.function), s.loc.file)
    return files


def _definition(step: TraceStep, files: dict[str, str], name: str) -> SourceLocation:
    """Where the function of a call or return step is defined (its file alone when the
    trace does not say)."""
    if step.definition is not None and step.definition.line > 0:
        return step.definition
    return SourceLocation(files.get(name, ""), 0)


def _is_parameter(step: TraceStep) -> bool:
    """A parameter's value at a call: the step belongs to the callee but is at the call."""
    caller = public_function(step.loc.function) if step.loc.function else ""
    return step.kind == "assignment" and bool(caller) and caller != step.function


def _value(step: TraceStep) -> dict[str, object]:
    """A value as CBMC's ``json(exprt)`` writes it (see the module doc)."""
    text = step.value
    if step.bits and step.float_bits:
        # bmc's text adds the exact hexadecimal form in parentheses: CBMC's data is decimal
        return {"name": "float", "width": len(step.bits), "binary": step.bits,
                "data": text.split(" (", 1)[0]}
    if step.bits:
        m = _CHAR.match(text)
        data = m.group(1) if m else text
        return {"name": "integer", "binary": step.bits, "width": len(step.bits),
                "type": step.c_type, "data": data}
    if text == "NULL":
        return {"name": "pointer", "data": "NULL"}
    if text.startswith("&"):
        return {"name": "pointer", "data": text[1:]}
    return {"name": "unknown", "data": text}


def _reason(step: TraceStep) -> str:
    """A failure step's property text as CBMC gives it (without the value read)."""
    text = step.text.removeprefix("violated: ")
    return text.removesuffix(f" (reads {step.value})") if step.value else text


def _shown_as_assignment(step: TraceStep) -> bool:
    return step.kind in ("input", "assignment") or (step.kind == "declaration"
                                                     and bool(step.value))


def _json_step(step: TraceStep, prop: str, cwd: str, files: dict[str, str]
               ) -> dict[str, object]:
    """One trace step in CBMC's JSON trace layout."""
    where = _location(step.loc, step.function, cwd)
    thread = step.thread or 0
    if step.kind == "failure":
        return {"stepType": "failure", "hidden": False, "internal": False, "thread": thread,
                "reason": _reason(step), "property": prop,
                "sourceLocation": where}
    if _shown_as_assignment(step):
        return {"stepType": "assignment", "sourceLocation": where, "mode": "C",
                "value": _value(step), "lhs": step.lhs, "hidden": False, "internal": False,
                "thread": thread,
                "assignmentType": "actual-parameter" if _is_parameter(step) else "variable"}
    if step.kind in ("call", "return"):
        name = _callee(step)
        return {"stepType": "function-call" if step.kind == "call" else "function-return",
                "hidden": False, "internal": False, "thread": thread,
                "function": {"displayName": name, "identifier": name,
                             "sourceLocation": _location(
                                 _definition(step, files, name), name, cwd)},
                "sourceLocation": where}
    return {"stepType": "location-only", "hidden": False, "thread": thread,
            "sourceLocation": where}


def render_json_ui(result: VerificationResult, options: Options) -> str:
    """The whole ``--json-ui`` output (see the module doc)."""
    cwd = os.getcwd()
    out: list[dict[str, object]] = [{"program": f"bmc {__version__}"}]
    if options.verbosity >= 1:
        out.append({"messageText": header(options), "messageType": "STATUS-MESSAGE"})
    for w in result.warnings:
        out.append({"messageText": w, "messageType": "WARNING"})
    results = []
    for p in result.properties:
        entry: dict[str, object] = {"description": p.description, "property": p.id,
                                    "sourceLocation": _location(p.loc, p.loc.function, cwd),
                                    "status": p.status.value}
        if p.detail:
            entry["detail"] = p.detail
        if p.trace is not None:
            files = _function_files(p.trace.steps)
            entry["trace"] = [_json_step(s, p.id, cwd, files) for s in p.trace.steps]
        results.append(entry)
    out.append({"result": results})
    out.append({"cProverStatus": _PROVER_STATUS.get(result.verdict.value, "error")})
    return json.dumps(out, indent=2, ensure_ascii=False) + "\n"


def _xml_location(loc: SourceLocation, function: str, cwd: str) -> str:
    attrs = _location(loc, function, cwd)
    if "workingDirectory" in attrs:
        attrs["working-directory"] = attrs.pop("workingDirectory")
    return "<location " + " ".join(f"{k}={xml_attr(v)}" for k, v in attrs.items()) + "/>"


def _xml_step(step: TraceStep, n: int, prop: str, cwd: str, files: dict[str, str]) -> str:
    common = f'hidden="false" thread="{step.thread or 0}" step_nr="{n}"'
    where = _xml_location(step.loc, step.function, cwd)
    if step.kind == "failure":
        reason = _reason(step)
        return (f"<failure {common} reason={xml_attr(reason)} property={xml_attr(prop)}>"
                f"{where}</failure>")
    if _shown_as_assignment(step):
        kind = "actual_parameter" if _is_parameter(step) else "state"
        binary = f" binary={xml_attr(step.bits)}" if step.bits else ""
        c_type = f"<type>{xml_escape(step.c_type)}</type>" if step.c_type else ""
        return (f"<assignment {common} assignment_type=\"{kind}\" mode=\"C\" "
                f"identifier={xml_attr(step.lhs)} base_name={xml_attr(step.lhs)} "
                f"display_name={xml_attr(step.lhs)}>{where}{c_type}"
                f"<full_lhs>{xml_escape(step.lhs)}</full_lhs>"
                f"<full_lhs_value{binary}>{xml_escape(step.value)}</full_lhs_value></assignment>")
    if step.kind in ("call", "return"):
        name = _callee(step)
        tag = "function_call" if step.kind == "call" else "function_return"
        function_loc = _xml_location(_definition(step, files, name), name, cwd)
        return (f"<{tag} {common}><function display_name={xml_attr(name)} "
                f"identifier={xml_attr(name)}>{function_loc}</function>{where}</{tag}>")
    return f"<location-only {common}>{where}</location-only>"


def render_xml_ui(result: VerificationResult, options: Options) -> str:
    """The whole ``--xml-ui`` output (see the module doc)."""
    cwd = os.getcwd()
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', "<cprover>",
             f"<program>bmc {xml_escape(__version__)}</program>"]
    if options.verbosity >= 1:
        lines.append('<message type="STATUS-MESSAGE">'
                     f"<text>{xml_escape(header(options))}</text></message>")
    for w in result.warnings:
        lines.append(f'<message type="WARNING"><text>{xml_escape(w)}</text></message>')
    for p in result.properties:
        head = f"<result property={xml_attr(p.id)} status={xml_attr(p.status.value)}"
        if p.detail:
            head += f" detail={xml_attr(p.detail)}"
        if p.trace is None:
            lines.append(head + "/>")
            continue
        lines.append(head + ">")
        lines.append("  <goto_trace>")
        files = _function_files(p.trace.steps)
        lines.extend(f"    {_xml_step(step, n, p.id, cwd, files)}"
                     for n, step in enumerate(p.trace.steps, 1))
        lines.append("  </goto_trace>")
        lines.append("</result>")
    lines.append(f"<cprover-status>{_XML_STATUS.get(result.verdict.value, 'ERROR')}"
                 "</cprover-status>")
    lines.append("</cprover>")
    return "\n".join(lines) + "\n"


def render_error(ui: str, message: str) -> str:
    """What ``--json-ui`` / ``--xml-ui`` print when the run ends with an error (usage,
    input, unsupported feature): the program and the message, type ``ERROR``, as CBMC
    routes its error messages through the same output."""
    if ui == "json-ui":
        return json.dumps([{"program": f"bmc {__version__}"},
                           {"messageText": message, "messageType": "ERROR"}],
                          indent=2, ensure_ascii=False) + "\n"
    return "\n".join(['<?xml version="1.0" encoding="UTF-8"?>', "<cprover>",
                      f"<program>bmc {xml_escape(__version__)}</program>",
                      f'<message type="ERROR"><text>{xml_escape(message)}</text></message>',
                      "</cprover>"]) + "\n"


__all__ = ["render_error", "render_json_ui", "render_xml_ui", "xml_escape", "xml_attr"]
