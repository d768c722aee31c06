"""``bmc lab``: ``list [SHEET]`` shows the sheets and their exercises, ``check SHEET
SUBMISSION [--exercise N]`` grades a fixed program (or a directory of them).

Exit codes of ``check``: 0 every exercise graded passed, 10 one did not, 1 usage error.
"""

from __future__ import annotations

import argparse
import json
import shlex
from collections.abc import Sequence
from pathlib import Path

from bmc.errors import EXIT_FAILURE, EXIT_SUCCESS, UsageError
from bmc.lab.grade import ExerciseReport, grade
from bmc.lab.sheets import VERDICTS, Exercise, Sheet, all_sheets, default_root, find_sheet


def lab_parser() -> argparse.ArgumentParser:
    """The parser of ``bmc lab``."""
    p = argparse.ArgumentParser(
        prog="bmc lab", description="The teaching lab: list the lab sheets, grade solutions.")
    p.add_argument("--sheets", metavar="DIR", default=None,
                   help="the directory of the sheets (default: docs/lab/sheets)")
    sub = p.add_subparsers(dest="command", required=True)
    ls = sub.add_parser("list", help="the sheets and their exercises")
    ls.add_argument("sheet", nargs="?", help="only this sheet (name, number or directory)")
    ls.add_argument("--json", action="store_true", help="one JSON object")
    ck = sub.add_parser("check", help="grade a submission",
                        description="Verify SUBMISSION with the options the sheet prescribes "
                                    "and report per exercise. SUBMISSION is a C file or a "
                                    "directory holding the sheet's programs by name.")
    ck.add_argument("sheet", help="the sheet: name (02-loops), number (2) or directory")
    ck.add_argument("submission", help="the fixed program, or a directory of them")
    ck.add_argument("--exercise", type=int, metavar="N", help="grade exercise N only")
    ck.add_argument("--json", action="store_true", help="one JSON object")
    return p


def command_line(exercise: Exercise, program: str) -> str:
    """The ``bmc`` command the exercise's check runs."""
    return shlex.join(["bmc", program, *exercise.options])


def select(sheet: Sheet, submission: Path, number: int | None
           ) -> list[tuple[Exercise, Path]]:
    """The exercises to grade and the file each is graded on."""
    if submission.is_dir():
        chosen = [sheet.exercise(number)] if number is not None else list(sheet.exercises)
        return [(ex, submission / ex.program) for ex in chosen]
    if not submission.is_file():
        raise UsageError(f"no such submission: {submission}")
    if number is not None:
        return [(sheet.exercise(number), submission)]
    named = [ex for ex in sheet.exercises if ex.program == submission.name]
    if len(named) == 1 or len(sheet.exercises) == 1:
        return [(named[0] if named else sheet.exercises[0], submission)]
    raise UsageError(f"which exercise of {sheet.name} is {submission.name}? name the file as "
                     "the sheet's program or give --exercise N")


def check(sheet: Sheet, submission: Path, number: int | None) -> list[ExerciseReport]:
    """Grade ``submission`` (a missing file of a directory fails its exercise)."""
    reports = []
    for ex, path in select(sheet, submission, number):
        if path.is_file():
            reports.append(grade(sheet, ex, path))
        else:
            reports.append(ExerciseReport(
                sheet=sheet.name, number=ex.number, name=ex.name, submission=str(path),
                options=ex.options, verdict="MISSING", failed=(),
                reasons=(f"no file {path}",)))
    return reports


def render_check(sheet: Sheet, reports: Sequence[ExerciseReport]) -> str:
    """The text report of ``bmc lab check``."""
    lines = [f"sheet {sheet.name}: {sheet.title}"]
    for r in reports:
        mark = "PASS" if r.passed else "FAIL"
        ex = sheet.exercise(r.number)
        ran = f": {command_line(ex, r.submission)} gives VERIFICATION {r.verdict}" \
            if r.verdict in VERDICTS else ""
        lines.append(f"exercise {r.number} ({r.name}): {mark}{ran}")
        lines += [f"  - {reason}" for reason in r.reasons]
    passed = sum(r.passed for r in reports)
    lines.append(f"{passed} of {len(reports)} exercises passed")
    return "\n".join(lines) + "\n"


def report_json(sheet: Sheet, reports: Sequence[ExerciseReport]) -> dict[str, object]:
    """The ``--json`` object of ``bmc lab check``."""
    return {"sheet": sheet.name, "passed": all(r.passed for r in reports),
            "exercises": [{"number": r.number, "name": r.name, "submission": r.submission,
                           "options": list(r.options), "passed": r.passed,
                           "verdict": r.verdict, "failed": list(r.failed),
                           "reasons": list(r.reasons)} for r in reports]}


def sheet_json(sheet: Sheet) -> dict[str, object]:
    """A sheet as ``bmc lab list --json`` shows it."""
    return {"sheet": sheet.name, "title": sheet.title, "exercises": [
        {"number": ex.number, "name": ex.name, "program": ex.program,
         "options": list(ex.options), "expect": ex.expect, "must_hold": list(ex.must_hold),
         "must_assert": list(ex.must_assert), "must_reach": list(ex.must_reach)} for ex in sheet.exercises]}


def render_list(sheets: Sequence[Sheet]) -> str:
    """The text of ``bmc lab list``."""
    lines = []
    for sheet in sheets:
        lines.append(f"{sheet.name}: {sheet.title}")
        lines += [f"  {ex.number}. {ex.name}: {command_line(ex, ex.program)}"
                  for ex in sheet.exercises]
    return "\n".join(lines) + "\n"


def lab_main(argv: Sequence[str]) -> int:
    """``bmc lab list|check ...``; returns the exit code."""
    args = lab_parser().parse_args(list(argv))
    root = Path(args.sheets) if args.sheets else default_root()
    if args.command == "list":
        sheets = (find_sheet(args.sheet, root),) if args.sheet else all_sheets(root)
        if args.json:
            print(json.dumps({"sheets": [sheet_json(s) for s in sheets]}))
        else:
            print(render_list(sheets), end="")
        return EXIT_SUCCESS
    sheet = find_sheet(args.sheet, root)
    reports = check(sheet, Path(args.submission), args.exercise)
    if args.json:
        print(json.dumps(report_json(sheet, reports)))
    else:
        print(render_check(sheet, reports), end="")
    return EXIT_SUCCESS if all(r.passed for r in reports) else EXIT_FAILURE


__all__ = ["lab_parser", "lab_main", "check", "select", "render_check", "render_list",
           "report_json", "sheet_json", "command_line"]
