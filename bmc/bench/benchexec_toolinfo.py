"""BenchExec tool-info module for bmc (``<tool>bmc.bench.benchexec_toolinfo</tool>``).

Command line: ``bmc [options] INPUT --property-file PRP --data-model ILP32|LP64
[--timeout T]`` (T from BenchExec's CPU-time limit when set and no ``--timeout`` is among
the options). Result: the ``SV-COMP: ...`` line when present (``true``, ``false(<prop>)``,
``unknown``), else the exit code (0 true, 10 false, 5 unknown); anything else is an error.

Check it with ``python -m benchexec.test_tool_info bmc.bench.benchexec_toolinfo``.
"""

from __future__ import annotations

import re

import benchexec.result as result
import benchexec.tools.template

_FALSE = {
    "unreach-call": result.RESULT_FALSE_REACH,
    "no-overflow": result.RESULT_FALSE_OVERFLOW,
    "valid-deref": result.RESULT_FALSE_DEREF,
    "valid-free": result.RESULT_FALSE_FREE,
    "valid-memtrack": result.RESULT_FALSE_MEMTRACK,
    "valid-memcleanup": result.RESULT_FALSE_MEMCLEANUP,
    "valid-memsafety": result.RESULT_FALSE_PROP,
    "no-data-race": result.RESULT_FALSE_DATARACE,
    "termination": result.RESULT_FALSE_TERMINATION,
}
_SVCOMP = re.compile(r"^SV-COMP:\s*(true|unknown|false(?:\(([\w-]+)\))?)\s*$", re.I)


def result_of(exit_code: int | None, lines: list[str]) -> str:
    """The BenchExec result for an exit code and the output lines (usable without a run)."""
    for line in reversed(lines):
        m = _SVCOMP.match(line.strip())
        if m:
            answer = m.group(1).lower()
            if answer == "true":
                return result.RESULT_TRUE_PROP
            if answer == "unknown":
                return result.RESULT_UNKNOWN
            return _FALSE.get((m.group(2) or "").lower(), result.RESULT_FALSE_PROP)
    match exit_code:
        case 0:
            return result.RESULT_TRUE_PROP
        case 10:
            return result.RESULT_FALSE_PROP
        case 5:
            return result.RESULT_UNKNOWN
    errors = [line for line in lines if "error" in line.lower()]
    detail = errors[-1].strip()[:60] if errors else f"exit code {exit_code}"
    return f"{result.RESULT_ERROR} ({detail})"


class Tool(benchexec.tools.template.BaseTool2):
    """bmc: a bounded model checker for C written in Python."""

    def executable(self, tool_locator):  # noqa: ANN001, ANN201
        return tool_locator.find_executable("bmc")

    def version(self, executable):  # noqa: ANN001, ANN201
        text = self._version_from_tool(executable, arg="--version")
        return text.split()[-1] if text else ""

    def name(self):  # noqa: ANN201
        return "bmc"

    def project_url(self):  # noqa: ANN201
        return "https://example.invalid/bmc"

    def cmdline(self, executable, options, task, rlimits):  # noqa: ANN001, ANN201
        options = list(options)
        if task.property_file and "--property-file" not in options:
            options += ["--property-file", task.property_file]
        data_model = (task.options or {}).get("data_model") if task.options else None
        if data_model and "--data-model" not in options:
            options += ["--data-model", str(data_model)]
        if rlimits.cputime and "--timeout" not in options:
            options += ["--timeout", str(rlimits.cputime)]
        return [executable, *options, *task.input_files_or_identifier]

    def determine_result(self, run):  # noqa: ANN001, ANN201
        code = run.exit_code.value if run.exit_code else None
        if run.was_timeout:
            return result.RESULT_TIMEOUT
        return result_of(code, list(run.output))


__all__ = ["Tool", "result_of"]
