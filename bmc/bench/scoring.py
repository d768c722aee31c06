"""Classifying a ``bmc`` run and scoring it the SV-COMP way (as ``shared/tools/sv-eval`` does).

The verdict is the ``SV-COMP: true|false(...)|unknown`` line of the output when there is
one, else the exit code (0 true, 10 false, 5 unknown, anything else ``error``); a run killed
at its time limit is ``timeout``. Score: +2 correct true, +1 correct false, -16 wrong false,
-32 wrong true, 0 otherwise.
"""

from __future__ import annotations

from typing import Any

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

SCORE = {("true", "true"): 2, ("false", "false"): 1, ("true", "false"): -16,
         ("false", "true"): -32}
_SVCOMP = re.compile(r"^SV-COMP:\s*(true|false|unknown)", re.M | re.I)


def classify(exit_code: int, output: str, killed: bool = False) -> str:
    """true | false | unknown | error | timeout."""
    if killed:
        return "timeout"
    m = _SVCOMP.search(output)
    if m:
        return m.group(1).lower()
    return {0: "true", 10: "false", 5: "unknown"}.get(exit_code, "error")


def score(expected: str, verdict: str) -> int:
    return SCORE.get((expected, verdict), 0)


@dataclass(frozen=True, slots=True)
class Summary:
    """Counts of one configuration over a task set."""

    config: str
    tasks: int = 0
    correct: int = 0
    correct_true: int = 0
    correct_false: int = 0
    wrong: int = 0
    wrong_true: int = 0
    unknown: int = 0          # unknown and timeout (sv-eval's "unknown/timeout")
    errors: int = 0
    score: int = 0
    cpu_s: float = 0.0
    wall_s: float = 0.0
    max_mem_mb: float = 0.0

    def line(self) -> str:
        """sv-eval's summary line."""
        return (f"tasks {self.tasks}  correct {self.correct}  wrong {self.wrong} "
                f"(wrong-true {self.wrong_true})  unknown/timeout {self.unknown}  "
                f"error {self.errors}  score {self.score}")


def summarize(config: str, results: Iterable[Mapping[str, Any]]) -> Summary:
    """The ``Summary`` of result records (``runner.TaskResult`` dicts) of ``config``."""
    rows = [r for r in results if r["config"] == config]
    correct = [r for r in rows if r["correct"]]
    wrong = [r for r in rows if r["wrong"]]
    errors = sum(1 for r in rows if r["verdict"] == "error")
    return Summary(
        config=config, tasks=len(rows), correct=len(correct),
        correct_true=sum(1 for r in correct if r["verdict"] == "true"),
        correct_false=sum(1 for r in correct if r["verdict"] == "false"),
        wrong=len(wrong), wrong_true=sum(1 for r in wrong if r["verdict"] == "true"),
        unknown=len(rows) - len(correct) - len(wrong) - errors, errors=errors,
        score=sum(int(r["score"]) for r in rows),
        cpu_s=round(sum(float(r["cpu_s"]) for r in rows), 2),
        wall_s=round(sum(float(r["wall_s"]) for r in rows), 2),
        max_mem_mb=max((float(r["mem_mb"]) for r in rows), default=0.0))


__all__ = ["SCORE", "classify", "score", "Summary", "summarize"]
