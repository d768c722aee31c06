"""The loop-summary golden cases of the field abstraction (``fields/loop_*``) under the other
memory models and k-induction: the lines that carry the verdict (exit code,
``VERIFICATION``, the user assertions' results and the ``summarised loops`` count) must
match the case's expectations in every variant (k-induction: ``--unwind`` dropped).
One variant runs by default; the rest are ``slow``."""

from __future__ import annotations

import re

import pytest
from test_regression import CASES, Case, _report, check, output_lines

from bmc_test_helpers import run_bmc

_KEPT = re.compile(r"^\^?(EXIT=|VERIFICATION|\\\[main\\\.assertion|summarised loops)")
VARIANTS = {"typed": ["--memory-model", "typed"],
            "monolithic": ["--memory-model", "monolithic"],
            "k-induction": ["--k-induction"]}
DEFAULT = "fields/loop_needs_effect[k-induction]"


def _argv(case: Case, variant: str) -> list[str]:
    argv = case.argv
    if variant == "k-induction":
        at = argv.index("--unwind")
        argv = argv[:at] + argv[at + 2:]
    return [*argv, *VARIANTS[variant]]


def _params() -> list:
    out = []
    for case in CASES:
        if not case.name.startswith("fields/loop_") or "--field-abstraction" not in case.options:
            continue
        for variant in VARIANTS:
            ident = f"{case.name}[{variant}]"
            marks = [] if ident == DEFAULT else [pytest.mark.slow]
            out.append(pytest.param(case, variant, id=ident, marks=marks))
    return out


@pytest.mark.parametrize("case,variant", _params())
def test_loop_summary_variant(case: Case, variant: str) -> None:
    argv = _argv(case, variant)
    code, out, err = run_bmc(argv, cwd=case.directory)
    lines = output_lines(code, out, err)
    positive = [rx for rx in case.positive if _KEPT.match(rx)]
    negative = [rx for rx in case.negative if _KEPT.match(rx)]
    problems = check(case, lines, positive, negative)
    if problems:
        pytest.fail(_report(case, argv, problems, lines), pytrace=False)
