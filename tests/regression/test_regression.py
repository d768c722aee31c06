"""Golden regression cases in CBMC's ``test.desc`` format.

Every ``tests/regression/<suite>/<case>/test.desc`` is one case:

    line 1   level: CORE | THOROUGH | KNOWNBUG
    line 2   the main file (relative to the case directory)
    line 3   the options, one line (split with shlex)
    then     regexes that must each match some output line
    --       (optional) then regexes that must match no output line
    --       (optional, second one) then free-form comments

The output lines are stdout's lines, then stderr's, then the pseudo-lines ``EXIT=<code>``
and ``SIGNAL=0``. bmc runs in-process (``bmc.cli.main.main``) with the case directory as cwd and
argv = [main file] + options. KNOWNBUG cases are expected to fail (xfail, not strict);
THOROUGH cases are marked ``slow``.

Each CORE case whose verdict does not depend on the back end (no view, no --dimacs,
--sat-solver, --smt2 or --backend, an exit code of 0, 5 or 10) runs a second time with
``--backend z3``; the lines that carry the verdict (``EXIT=``, ``VERIFICATION``,
``SV-COMP:`` and property lines ``[...]``) must match the same expectations: both back ends
agree. The default run checks this on a fixed sample of about one in ``Z3_SAMPLE_EVERY`` of
those cases, spread over the suites (``in_default_sample``: a stable hash of the case name);
the others are marked ``slow``, so ``-m slow`` completes the matrix.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

import pytest

from bmc_test_helpers import in_default_sample, run_bmc, z3_available

HERE = Path(__file__).resolve().parent
LEVELS = ("CORE", "THOROUGH", "KNOWNBUG")

# Options after which the back end does not matter or is fixed by the case itself.
_BACKEND_BOUND = ("--dimacs", "--sat-solver", "--smt2", "--backend", "--smt-solver",
                  "--show-", "--help", "--version")
# Expectations that carry the verdict (checked again under --backend z3).
_VERDICT_RE = re.compile(r"^\^?(EXIT=|VERIFICATION|SV-COMP|\\\[)")
# The default run's z3 agreement cases: about one in Z3_SAMPLE_EVERY (the rest are slow),
# less the cases whose z3 run alone takes over 20 s (measured on the 2-core machine).
Z3_SAMPLE_EVERY = 8
Z3_HEAVY = ("floats/nan_check_fmod_fail", "checks/overflow_mul_pass")


@dataclass(frozen=True)
class Case:
    name: str            # suite/case
    directory: Path
    level: str
    main: str
    options: tuple[str, ...]
    positive: tuple[str, ...]
    negative: tuple[str, ...]

    @property
    def argv(self) -> list[str]:
        return [self.main, *self.options]


def parse_desc(path: Path) -> Case:
    lines = path.read_text().splitlines()
    if len(lines) < 3:
        raise ValueError(f"{path}: needs at least level, main file and options lines")
    level, main, options = lines[0].strip(), lines[1].strip(), lines[2].strip()
    if level not in LEVELS:
        raise ValueError(f"{path}: level {level!r} is not one of {LEVELS}")
    positive: list[str] = []
    negative: list[str] = []
    section = 0
    for raw in lines[3:]:
        line = raw.rstrip("\n")
        if line.strip() == "--":
            section += 1
            continue
        if not line.strip():
            continue
        if section == 0:
            positive.append(line)
        elif section == 1:
            negative.append(line)
        # section >= 2: comments
    for rx in positive + negative:
        re.compile(rx)  # a broken regex is a broken case: fail at collection
    name = f"{path.parent.parent.name}/{path.parent.name}"
    return Case(name, path.parent, level, main, tuple(shlex.split(options)),
                tuple(positive), tuple(negative))


def all_cases() -> list[Case]:
    return [parse_desc(p) for p in sorted(HERE.glob("*/*/test.desc"))]


CASES = all_cases()


def _param(case: Case):
    marks = []
    if case.level == "THOROUGH":
        marks.append(pytest.mark.slow)
    if case.level == "KNOWNBUG":
        marks.append(pytest.mark.xfail(reason=f"KNOWNBUG: {case.name}", strict=False))
    return pytest.param(case, id=case.name, marks=marks)


def _z3_param(case: Case):
    param = _param(case)
    if in_default_sample(case.name, Z3_SAMPLE_EVERY) and case.name not in Z3_HEAVY:
        return param
    return pytest.param(case, id=case.name, marks=[*param.marks, pytest.mark.slow])


def _expected_exit_is_verdict(case: Case) -> bool:
    exits = [rx for rx in case.positive if rx.startswith("^EXIT=")]
    if not exits:
        return False
    return all(not re.search(rx, f"EXIT={code}") for rx in exits for code in (1, 2, 6)) and \
        all(any(re.search(rx, f"EXIT={code}") for code in (0, 5, 10)) for rx in exits)


def _z3_eligible(case: Case) -> bool:
    if case.level != "CORE":
        return False
    if any(opt.startswith(_BACKEND_BOUND) for opt in case.options):
        return False
    return _expected_exit_is_verdict(case)


def output_lines(code: int, out: str, err: str) -> list[str]:
    return out.splitlines() + err.splitlines() + [f"EXIT={code}", "SIGNAL=0"]


def check(case: Case, lines: list[str], positive, negative) -> list[str]:
    problems = []
    for rx in positive:
        if not any(re.search(rx, line) for line in lines):
            problems.append(f"no line matches      {rx}")
    for rx in negative:
        hits = [line for line in lines if re.search(rx, line)]
        if hits:
            problems.append(f"forbidden match      {rx}   (line: {hits[0]!r})")
    return problems


def _report(case: Case, argv: list[str], problems: list[str], lines: list[str]) -> str:
    return (f"{case.name}: bmc {' '.join(shlex.quote(a) for a in argv)}\n"
            + "\n".join("  " + p for p in problems)
            + "\n--- output ---\n" + "\n".join(lines))


@pytest.mark.parametrize("case", [_param(c) for c in CASES])
def test_regression(case: Case):
    code, out, err = run_bmc(case.argv, cwd=case.directory)
    lines = output_lines(code, out, err)
    problems = check(case, lines, case.positive, case.negative)
    if problems:
        pytest.fail(_report(case, case.argv, problems, lines), pytrace=False)


@pytest.mark.z3
@pytest.mark.parametrize("case", [_z3_param(c) for c in CASES if _z3_eligible(c)])
def test_regression_z3_agrees(case: Case):
    if not z3_available:
        pytest.skip("z3-solver is not installed")
    argv = case.argv + ["--backend", "z3"]
    code, out, err = run_bmc(argv, cwd=case.directory)
    lines = output_lines(code, out, err)
    positive = [rx for rx in case.positive if _VERDICT_RE.match(rx)]
    negative = [rx for rx in case.negative if _VERDICT_RE.match(rx)]
    problems = check(case, lines, positive, negative)
    if problems:
        pytest.fail(_report(case, argv, problems, lines), pytrace=False)


def test_enough_cases():
    """The suite promises at least 70 cases, each with a main file and an EXIT expectation."""
    assert len(CASES) >= 70, f"only {len(CASES)} regression cases"
    for case in CASES:
        assert any(rx.startswith("^EXIT=") for rx in case.positive), f"{case.name}: no ^EXIT= line"
        assert "^SIGNAL=0$" in case.positive, f"{case.name}: no ^SIGNAL=0$ line"
        if not case.name.startswith("errors/missing"):
            assert (case.directory / case.main).is_file(), f"{case.name}: {case.main} missing"
