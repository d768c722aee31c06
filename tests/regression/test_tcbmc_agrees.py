"""The tcbmc encoding agrees with Lal–Reps on every ``tests/regression/threads`` case.

* Per-thread bound style (the default of ``--concurrency-encoding tcbmc``): the schedules
  are Lal–Reps' at the same K, so every verdict expectation of the case (exit code,
  ``VERIFICATION`` line, property lines) must hold unchanged.
* Global bound style with ``--context-bound auto``: a bound that covers every schedule (or
  the capped one). When both runs are complete (exit 0 or 10) the verdicts are equal; a
  failure under Lal–Reps is a real one, so tcbmc may not say SUCCESSFUL. Slow (the global
  style's formula grows with the square of the number of contexts; a run past 60 s is
  INCONCLUSIVE and compares with nothing). About 9 minutes.
"""

from __future__ import annotations

import re

import pytest

from bmc_test_helpers import run_bmc
from test_regression import _VERDICT_RE, CASES, Case, check, output_lines

TCBMC = ["--concurrency-encoding", "tcbmc"]
THREADS = [c for c in CASES if c.name.startswith("threads/") and c.level == "CORE"
           and not any(o.startswith("--show-") for o in c.options)]


def _exit_regex_is_verdict(case: Case) -> bool:
    return any(re.search(rx, f"EXIT={code}") for rx in case.positive if rx.startswith("^EXIT=")
               for code in (0, 5, 10))


def test_enough_thread_cases():
    assert len(THREADS) >= 20


@pytest.mark.parametrize("case", [pytest.param(c, id=c.name) for c in THREADS])
def test_per_thread_style_same_verdicts(case: Case):
    argv = case.argv + TCBMC
    code, out, err = run_bmc(argv, cwd=case.directory)
    lines = output_lines(code, out, err)
    positive = [rx for rx in case.positive if _VERDICT_RE.match(rx) or rx == "^SIGNAL=0$"]
    negative = [rx for rx in case.negative if _VERDICT_RE.match(rx) or rx == "Traceback"]
    problems = check(case, lines, positive, negative)
    assert not problems, f"{case.name} under tcbmc: {problems}\n" + "\n".join(lines)


def _auto(options: tuple[str, ...]) -> list[str]:
    out: list[str] = []
    skip = False
    for o in options:
        if skip:
            skip = False
            continue
        if o == "--context-bound":
            skip = True
            continue
        out.append(o)
    return out + ["--context-bound", "auto"]


@pytest.mark.slow
@pytest.mark.parametrize("case", [pytest.param(c, id=c.name) for c in THREADS
                                  if _exit_regex_is_verdict(c)])
def test_global_style_auto_agrees(case: Case):
    base = [case.main, *_auto(case.options)]
    lal, lal_out, lal_err = run_bmc(base, cwd=case.directory)
    tc, tc_out, tc_err = run_bmc(base + TCBMC + ["--context-bound-style", "global",
                                                  "--timeout", "60"], cwd=case.directory)
    assert tc in (0, 5, 10), tc_out + tc_err
    if lal == 10:
        assert tc in (5, 10), f"lal-reps finds a violation, tcbmc says {tc}:\n{tc_out}"
    if lal in (0, 10) and tc in (0, 10):
        assert lal == tc, f"lal-reps exit {lal}, tcbmc exit {tc}:\n{lal_out}\n{tc_out}"
