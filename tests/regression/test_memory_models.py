"""Every golden regression case under each memory model: the verdicts must agree.

For each case whose options do not fix ``--memory-model`` (and are not a view, export or
usage-error case), bmc runs in-process once per model (alias, typed, monolithic) and the
lines that carry the verdict are compared: the exit code, the ``VERIFICATION ...`` line, the
``SV-COMP:`` line and every property result line (``[id] ...: SUCCESS|FAILURE|...``).

The default run covers every CORE case of the ``memory_models`` suite and a fixed sample of
one in ``SAMPLE_EVERY`` of the other memory-heavy suites' CORE cases (names starting with
``memory``, ``pointer`` or ``traces``; ``in_default_sample``: a stable hash of the case
name). Everything else is marked ``slow``: ``-m slow`` runs the rest of those suites and the
sweep over every other case, so default and slow together are the whole matrix.
"""

from __future__ import annotations

import re

import pytest

from bmc_test_helpers import in_default_sample, run_bmc
from test_regression import CASES, Case, _expected_exit_is_verdict

MODELS = ("alias", "typed", "monolithic")
_FIXED = ("--memory-model", "--show-", "--dimacs", "--smt2", "--help", "--version")
_VERDICT_LINE = re.compile(r"^(VERIFICATION |SV-COMP: |\[[^\]]+\] )")
_FAST_SUITES = ("memory", "pointer", "traces")
_WHOLE_SUITES = ("memory_models",)      # in the default run whole (CORE cases)
SAMPLE_EVERY = 4                         # of the other _FAST_SUITES cases, by name
_RACE_LINE = re.compile(r"^\[[^\]]*\.data-race\.\d+\] (.*)$")


def _eligible(case: Case) -> bool:
    if case.level == "KNOWNBUG" or not _expected_exit_is_verdict(case):
        return False
    return not any(opt.startswith(_FIXED) for opt in case.options)


def _param(case: Case):
    suite = case.name.split("/")[0]
    fast = suite in _WHOLE_SUITES or (suite.startswith(_FAST_SUITES)
                                      and in_default_sample(case.name, SAMPLE_EVERY))
    marks = [] if fast and case.level == "CORE" else [pytest.mark.slow]
    return pytest.param(case, id=case.name, marks=marks)


def verdict_lines(code: int, out: str) -> list[str]:
    """The exit code and the output lines that carry the verdict (trace lines excluded).

    Data-race properties exist for the access sites to state that threads share, which
    depends on the memory classes (a coarser model shares more): of those only the failing
    sites are compared, without their ids (the numbering counts every site)."""
    kept = []
    for line in out.splitlines():
        line = line.strip()
        if not _VERDICT_LINE.match(line):
            continue
        race = _RACE_LINE.match(line)
        if race is None:
            kept.append(line)
        elif line.endswith(": FAILURE"):
            kept.append(f"data race {race.group(1)}")
    return [f"EXIT={code}", *sorted(k for k in kept if k.startswith("data race ")),
            *(k for k in kept if not k.startswith("data race "))]


@pytest.mark.parametrize("case", [_param(c) for c in CASES if _eligible(c)])
def test_models_agree(case: Case):
    seen: dict[str, list[str]] = {}
    for model in MODELS:
        code, out, _ = run_bmc([*case.argv, "--memory-model", model], cwd=case.directory)
        seen[model] = verdict_lines(code, out)
    base = seen["alias"]
    for model in MODELS[1:]:
        assert seen[model] == base, (
            f"{case.name}: --memory-model {model} disagrees with alias\n"
            f"alias: {base}\n{model}: {seen[model]}")
