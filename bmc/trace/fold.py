"""Folding the loops of bmc's library models in traces.

A call of ``strlen``, ``memcpy`` ... runs the C model in ``bmc/frontend/models/libc.c``,
whose loops add a few steps per byte: a trace through a 100-byte ``memcpy`` (or the trace of
a failed unwinding assertion in one) would be hundreds of model steps. ``fold`` keeps, per
run of consecutive steps inside the library (one thread), the first iteration (with what
comes before the loop) and the last one (with what comes after it), and puts one ``elided``
step in between: ``... 97 more loop iterations in strlen not shown ...`` (``value``: the
number of iterations left out).

Iterations are told apart by source lines: the models put one statement on a line and
have no ``goto``, so inside one activation control goes back to an earlier (or the same)
line only at a loop's back edge. Runs of at most ``KEEP`` iterations, the user's own
code and the failure step are never folded.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bmc.frontend.libmodels import LIBRARY_FILE
from bmc.result import TraceStep

KEEP = 3          # iterations of one run shown in full (more: first and last only)


def _in_library(step: TraceStep) -> bool:
    return step.loc.file == LIBRARY_FILE and step.kind not in ("failure", "elided")


def fold(steps: Sequence[TraceStep]) -> list[TraceStep]:
    """``steps`` with the middle iterations of long library loops replaced by one step."""
    out: list[TraceStep] = []
    k = 0
    while k < len(steps):
        if not _in_library(steps[k]):
            out.append(steps[k])
            k += 1
            continue
        end = k
        while end < len(steps) and _in_library(steps[end]) \
                and steps[end].function == steps[k].function \
                and steps[end].thread == steps[k].thread:
            end += 1
        out.extend(_fold_run(steps[k:end]))
        k = end
    return out


def _fold_run(run: Sequence[TraceStep]) -> list[TraceStep]:
    """One activation's steps: first and last iteration, the rest counted."""
    groups: list[list[TraceStep]] = [[run[0]]]
    for prev, step in zip(run, run[1:]):
        if step.loc.line <= prev.loc.line:
            groups.append([])            # control went back: a loop's next iteration
        groups[-1].append(step)
    if len(groups) <= KEEP:
        return list(run)
    n = len(groups) - 2
    first = groups[1][0]
    elided = replace(first, kind="elided", lhs="", value=str(n), target="",
                     text=f"... {n} more loop iterations in {first.function} not shown ...")
    return [*groups[0], elided, *groups[-1]]


__all__ = ["fold", "KEEP"]
