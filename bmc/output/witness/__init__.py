"""SV-COMP witnesses: a violation witness for a failure, a correctness witness for a proof.

``write_witness(result, options)`` writes ``options.witness_file`` in
``options.witness_format`` (``yaml``: format 2.0, ``bmc.output.witness.yaml_witness``; ``graphml``:
format 1.0, ``bmc.output.witness.graphml_witness``) and returns what it wrote (``violation`` or
``correctness``), or None with an inconclusive result, which has no witness.
The violation witness follows the first failed property that is not a coverage property
(an unwinding assertion is no violation); the correctness witness states the loop
invariants a k-induction proof found (``StrategyReport.loop_invariants``), if any.
"""

from __future__ import annotations

import sys

from bmc.errors import UsageError
from bmc.options import Options
from bmc.result import PropertyResult, VerificationResult, Verdict
from bmc.ir.properties import COVERAGE_CLASSES
from bmc.output.witness import graphml_witness, yaml_witness
from bmc.output.witness.task import task_info
from bmc.output.witness.waypoints import invariant_sites, waypoints

WITNESS_FORMATS = ("yaml", "graphml")


def witness_property(result: VerificationResult) -> PropertyResult | None:
    """The failed property a violation witness shows (the first with a trace)."""
    for p in result.failed:
        if p.property_class not in COVERAGE_CLASSES and p.trace is not None:
            return p
    return None


def render_witness(result: VerificationResult, options: Options,
                   environ: dict[str, str] | None = None) -> tuple[str, str] | None:
    """``(kind, text)`` of the witness for ``result``, or None (no witness: inconclusive)."""
    graphml = options.witness_format == "graphml"
    if result.verdict is Verdict.FAILED:
        failed = witness_property(result)
        if failed is None:
            return None
        task = task_info(options, failed, environ)
        path = waypoints(failed, task.input_files)
        text = graphml_witness.violation_witness(task, path) if graphml else \
            yaml_witness.dump(yaml_witness.violation_entries(task, path))
        return "violation", text
    if result.verdict is Verdict.SUCCESSFUL:
        task = task_info(options, None, environ)
        proved = result.strategy.loop_invariants if result.strategy is not None else ()
        sites = invariant_sites(proved, task.input_files)
        text = graphml_witness.correctness_witness(task, sites) if graphml else \
            yaml_witness.dump(yaml_witness.correctness_entries(task, sites))
        return "correctness", text
    return None


def write_witness(result: VerificationResult, options: Options) -> str | None:
    """Write the witness file; the kind written, or None when there is none."""
    assert options.witness_file is not None
    rendered = render_witness(result, options)
    if rendered is None:
        return None
    kind, text = rendered
    if options.witness_file == "-":
        sys.stdout.write(text)
        return kind
    try:
        with open(options.witness_file, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    except OSError as e:
        raise UsageError(f"cannot write witness {options.witness_file}: "
                         f"{e.strerror or e}") from None
    return kind


__all__ = ["WITNESS_FORMATS", "render_witness", "write_witness", "witness_property"]
