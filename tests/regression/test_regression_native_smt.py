"""The golden regression cases again with ``--backend bitwuzla`` and ``--backend cvc5``.

The same selection and rule as ``test_regression_z3_agrees``: each CORE case whose verdict
does not depend on the back end runs with the solver's Python package as the back end, and
the lines that carry the verdict must match the case's expectations (a run stopped by its
30 s ``--timeout`` is skipped, also one it cut after some properties failed: cvc5 needs minutes for some multiplication-overflow proofs).
The memory suite runs by default; all other suites are marked ``slow``. Skipped without the package (extra
``solvers``).
"""

from __future__ import annotations

import importlib.util

import pytest
from test_regression import (_VERDICT_RE, CASES, Case, _param, _report, _z3_eligible,
                             check, output_lines)

from bmc_test_helpers import run_bmc

DEFAULT_SUITES = ("memory",)
SOLVER_SECONDS = 30          # a run the solver cannot finish in time is skipped, not failed


def _params(backend: str) -> list:
    out = []
    for case in CASES:
        if not _z3_eligible(case):
            continue
        param = _param(case)
        marks = list(param.marks)
        if case.name.split("/")[0] not in DEFAULT_SUITES:
            marks.append(pytest.mark.slow)
        out.append(pytest.param(backend, case, id=f"{backend}-{case.name}", marks=marks))
    return out


@pytest.mark.parametrize("backend,case", _params("bitwuzla") + _params("cvc5"))
def test_regression_native_smt_agrees(backend: str, case: Case) -> None:
    if importlib.util.find_spec(backend) is None:
        pytest.skip(f"the {backend} Python package is not installed")
    argv = case.argv + ["--backend", backend, "--timeout", str(SOLVER_SECONDS)]
    code, out, err = run_bmc(argv, cwd=case.directory)
    if code == 5 and f"timeout after {SOLVER_SECONDS} s" in out:
        pytest.skip(f"{backend} did not decide within {SOLVER_SECONDS} s (not a disagreement)")
    lines = output_lines(code, out, err)
    positive = [rx for rx in case.positive if _VERDICT_RE.match(rx)]
    negative = [rx for rx in case.negative if _VERDICT_RE.match(rx)]
    problems = check(case, lines, positive, negative)
    if problems and "did not finish)" in out:
        # the timeout cut the solver after some properties were decided (a FAILED run
        # with the rest UNKNOWN): as above, not a disagreement
        pytest.skip(f"{backend} did not decide every property within {SOLVER_SECONDS} s")
    if problems:
        pytest.fail(_report(case, argv, problems, lines), pytrace=False)
