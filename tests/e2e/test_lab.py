"""Every exercise of the teaching lab (docs/lab/) works as its sheet says: the buggy program
as handed out gets the sheet's verdict and fails the sheet's properties, and the grader
turns it down naming them; the instructors' solution passes the grader. Judged through
``bmc.lab`` (verdicts, property ids, statuses), never by the wording of output lines."""

from __future__ import annotations

import json
from fnmatch import fnmatchcase
from pathlib import Path

import pytest

from bmc.cli.subcommands import registered
from bmc.lab.cli import lab_main
from bmc.lab.grade import grade
from bmc.lab.sheets import Exercise, Sheet, all_sheets
from bmc_test_helpers import REPO_ROOT, run_bmc

LAB = REPO_ROOT / "docs" / "lab"
SHEETS = all_sheets(LAB / "sheets")
SOLUTIONS = LAB / "solutions"
EXERCISES = [pytest.param(sheet, ex, id=f"{sheet.name}-{ex.number}")
             for sheet in SHEETS for ex in sheet.exercises]
TOPICS = ("assertions", "loops", "arrays", "heap", "overflow", "floats", "induction",
          "threads")


def test_the_kit_has_its_sheets() -> None:
    assert 6 <= len(SHEETS) <= 10
    names = " ".join(s.name for s in SHEETS)
    assert all(topic in names for topic in TOPICS), names
    for sheet in SHEETS:
        assert (sheet.path / "README.md").is_file(), sheet.name
        assert (SOLUTIONS / sheet.name / "README.md").is_file(), sheet.name
    assert (LAB / "tutorial.md").is_file()


@pytest.mark.parametrize("sheet,ex", EXERCISES)
def test_buggy_program_fails_as_the_sheet_says(sheet: Sheet, ex: Exercise) -> None:
    report = grade(sheet, ex, sheet.path / ex.program)
    assert not report.passed, f"{sheet.name} {ex.program}: the buggy program passes"
    assert report.verdict == ex.buggy, report.reasons
    for pattern in ex.buggy_fails:
        failed = [pid for pid in report.failed if fnmatchcase(pid, pattern)]
        assert failed, f"no failed property matches {pattern}: {report.failed}"
        if ex.buggy == "FAILED" and not pattern.endswith(".unwind.0"):
            assert any(failed[0] in reason and "trace:" in reason
                       for reason in report.reasons), report.reasons


@pytest.mark.parametrize("sheet,ex", EXERCISES)
def test_solution_passes_the_grader(sheet: Sheet, ex: Exercise) -> None:
    solution = SOLUTIONS / sheet.name / ex.program
    assert solution.is_file(), f"no solution {solution}"
    assert ex.program in (SOLUTIONS / sheet.name / "README.md").read_text()
    report = grade(sheet, ex, solution)
    assert report.passed, report.reasons
    assert report.verdict == ex.expect


def test_lab_check_a_directory_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = lab_main(["check", "05", str(SOLUTIONS / "05-overflow"), "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["passed"]
    assert [e["number"] for e in data["exercises"]] == [1, 2, 3]


def test_lab_check_fails_with_exit_10(capsys: pytest.CaptureFixture[str]) -> None:
    buggy = LAB / "sheets" / "05-overflow" / "midpoint.c"
    assert lab_main(["check", "05-overflow", str(buggy)]) == 10
    out = capsys.readouterr().out
    assert "exercise 1" in out and "midpoint.overflow.1" in out
    assert "0 of 1 exercises passed" in out


def test_lab_list_names_every_exercise(capsys: pytest.CaptureFixture[str]) -> None:
    assert lab_main(["list", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [s["sheet"] for s in data["sheets"]] == [s.name for s in SHEETS]
    programs = {(s["sheet"], e["program"]) for s in data["sheets"] for e in s["exercises"]}
    assert programs == {(s.name, e.program) for s in SHEETS for e in s.exercises}


def test_bmc_lab_is_a_subcommand() -> None:
    if "lab" not in registered():
        pytest.skip("the installed metadata predates the lab entry point: pip install -e .")
    code, out, err = run_bmc(["lab", "list", "07"], cwd=REPO_ROOT)
    assert code == 0, err
    assert "07-induction" in out and "twice.c" in out


def test_sheet_programs_are_where_the_sheets_say() -> None:
    for sheet in SHEETS:
        listed = {ex.program for ex in sheet.exercises}
        present = {p.name for p in sheet.path.glob("*.c")}
        assert listed == present, sheet.name
        assert listed == {p.name for p in (SOLUTIONS / sheet.name).glob("*.c")}, sheet.name


def test_solutions_differ_from_the_sheets() -> None:
    for sheet in SHEETS:
        for ex in sheet.exercises:
            assert Path(sheet.path / ex.program).read_text() != \
                (SOLUTIONS / sheet.name / ex.program).read_text()
