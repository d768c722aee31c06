"""The lab's autograder (``bmc.lab``): reading sheets, choosing exercises, and judging
submissions by verdict, property ids and statuses, with reasons that name the property."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from bmc.errors import UsageError
from bmc.lab.cli import check, lab_main, select
from bmc.lab.grade import grade, options_for, short_trace, states, verdict_reasons
from bmc.lab.sheets import find_sheet, load_sheet
from bmc.location import SourceLocation
from bmc.result import PropertyResult, Status, Trace, TraceStep, Verdict, VerificationResult

PROGRAM = """\
#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int twice(int x) { return x + x; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= x && x < 100);
  int y = twice(x);
  assert(y >= x);
  assert(y % 2 == 0);
reached:
  return 0;
}
"""

SHEET = """\
title = "A test sheet"

[[exercise]]
number = 1
name = "double"
program = "twice.c"
options = ["--unwind", "2"]
must_hold = ["main.assertion.*"]
must_assert = ["y % 2 == 0"]
must_reach = ["reached"]
buggy_fails = ["main.assertion.2"]

[[exercise]]
number = 2
name = "other"
program = "other.c"
"""


@pytest.fixture
def sheet_dir(tmp_path: Path) -> Path:
    d = tmp_path / "sheets" / "01-test"
    d.mkdir(parents=True)
    (d / "exercises.toml").write_text(SHEET)
    (d / "twice.c").write_text(PROGRAM.replace("x + x", "x + x + 1"))
    return d


def submit(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "twice.c"
    path.write_text(text)
    return path


def test_load_sheet(sheet_dir: Path) -> None:
    sheet = load_sheet(sheet_dir)
    assert sheet.name == "01-test" and sheet.title == "A test sheet"
    ex = sheet.exercise(1)
    assert ex.options == ("--unwind", "2") and ex.must_reach == ("reached",)
    assert sheet.exercise(2).expect == "SUCCESSFUL" and sheet.exercise(2).options == ()
    with pytest.raises(UsageError, match="no exercise 3"):
        sheet.exercise(3)


@pytest.mark.parametrize("bad,message", [
    ('[[exercise]]\nnumber = 1\nname = "a"\nprogram = "a.c"\nexpect = "PASSED"\n', "expect"),
    ('[[exercise]]\nnumber = 1\nname = "a"\nprogram = "a.c"\n' * 2, "repeat"),
    ('title = "x"\n', "no \\[\\[exercise\\]\\]"),
    ('[[exercise]]\nname = "a"\nprogram = "a.c"\n', "number"),
    ('[[exercise]]\nnumber = 1\nname = "a"\nprogram = "a.c"\noptions = "--unwind 2"\n',
     "list of strings"),
    ("title = \n", "exercises.toml"),
])
def test_malformed_sheets_are_usage_errors(tmp_path: Path, bad: str, message: str) -> None:
    (tmp_path / "exercises.toml").write_text(bad)
    with pytest.raises(UsageError, match=message):
        load_sheet(tmp_path)


def test_find_sheet_by_number_name_or_directory(sheet_dir: Path) -> None:
    root = sheet_dir.parent
    assert find_sheet("1", root).path == sheet_dir
    assert find_sheet("01", root).path == sheet_dir
    assert find_sheet("01-test", root).path == sheet_dir
    assert find_sheet(str(sheet_dir), root / "nowhere").path == sheet_dir
    with pytest.raises(UsageError, match="no lab sheet '7'"):
        find_sheet("7", root)


def test_a_correct_submission_passes(sheet_dir: Path, tmp_path: Path) -> None:
    report = grade(load_sheet(sheet_dir), load_sheet(sheet_dir).exercise(1),
                   submit(tmp_path, PROGRAM))
    assert report.passed and report.verdict == "SUCCESSFUL" and report.failed == ()


def test_a_wrong_submission_fails_naming_the_property(sheet_dir: Path, tmp_path: Path) -> None:
    sheet = load_sheet(sheet_dir)
    report = grade(sheet, sheet.exercise(1), sheet_dir / "twice.c")
    assert not report.passed and report.verdict == "FAILED"
    assert report.failed == ("main.assertion.2",)
    reason = next(r for r in report.reasons if r.startswith("main.assertion.2"))
    assert "still fails" in reason and "line 10" in reason
    assert "(input, line 6)" in reason         # the trace's input x


def test_a_vacuous_fix_is_caught(sheet_dir: Path, tmp_path: Path) -> None:
    sheet = load_sheet(sheet_dir)
    vacuous = PROGRAM.replace("x + x", "x + x + 1").replace(
        "  int y = twice(x);", "  __VERIFIER_assume(0);\n  int y = twice(x);")
    report = grade(sheet, sheet.exercise(1), submit(tmp_path, vacuous))
    assert report.verdict == "SUCCESSFUL" and not report.passed
    unreached = [r for r in report.reasons if r.startswith("main.assertion.")]
    assert [r.split(" ", 1)[0] for r in unreached] == ["main.assertion.1", "main.assertion.2"]
    assert all("is never reached (" in r and "does not count as a fix" in r for r in unreached)
    assert set(report.reasons) - set(unreached) <= {
        "label reached is never reached: the fixed program must still get there (no "
        "assume(0), exit or endless wait before it)"}


def test_a_missing_label_or_assertion_fails(sheet_dir: Path, tmp_path: Path) -> None:
    sheet = load_sheet(sheet_dir)
    no_label = PROGRAM.replace("reached:\n", "")
    report = grade(sheet, sheet.exercise(1), submit(tmp_path, no_label))
    assert [r.split(":")[0] for r in report.reasons] == ["label reached is missing"]
    no_assert = PROGRAM.replace("  assert(y % 2 == 0);\n", "")
    report = grade(sheet, sheet.exercise(1), submit(tmp_path, no_assert))
    assert report.reasons == ("the assertion y % 2 == 0 is missing: keep it",)
    none = PROGRAM.replace("  assert(y % 2 == 0);\n", "").replace("  assert(y >= x);\n", "")
    report = grade(sheet, sheet.exercise(1), submit(tmp_path, none))
    assert "main.assertion.* is missing: keep the check the sheet asks for" in report.reasons


def test_a_submission_that_does_not_compile(sheet_dir: Path, tmp_path: Path) -> None:
    sheet = load_sheet(sheet_dir)
    report = grade(sheet, sheet.exercise(1), submit(tmp_path, "int main(void) { return x; }"))
    assert report.verdict == "ERROR" and not report.passed
    assert report.reasons[0].startswith("bmc could not check it:")


def test_select_exercises(sheet_dir: Path, tmp_path: Path) -> None:
    sheet = load_sheet(sheet_dir)
    by_name = submit(tmp_path, PROGRAM)
    assert [ex.number for ex, _ in select(sheet, by_name, None)] == [1]
    assert [ex.number for ex, _ in select(sheet, by_name, 2)] == [2]
    other = tmp_path / "mine.c"
    other.write_text(PROGRAM)
    with pytest.raises(UsageError, match="which exercise"):
        select(sheet, other, None)
    reports = check(sheet, tmp_path, None)          # a directory: files by name
    assert [(r.number, r.passed) for r in reports] == [(1, True), (2, False)]
    assert reports[1].verdict == "MISSING" and "other.c" in reports[1].reasons[0]


def test_lab_check_exit_codes(sheet_dir: Path, tmp_path: Path,
                              capsys: pytest.CaptureFixture[str]) -> None:
    root = str(sheet_dir.parent)
    good = submit(tmp_path, PROGRAM)
    assert lab_main(["--sheets", root, "check", "1", str(good)]) == 0
    assert "1 of 1 exercises passed" in capsys.readouterr().out
    assert lab_main(["--sheets", root, "check", "1", str(sheet_dir / "twice.c")]) == 10
    out = capsys.readouterr().out
    assert "FAIL" in out and "main.assertion.2 still fails" in out
    with pytest.raises(UsageError, match="no such submission"):
        lab_main(["--sheets", root, "check", "1", str(tmp_path / "nothing.c")])


LOC = SourceLocation("p.c", 5, 0, "main")


def test_short_trace() -> None:
    steps = (TraceStep("input", LOC, "main", "x", "7"),
             TraceStep("call", LOC, "main", text="call f(x)"),
             *(TraceStep("assignment", SourceLocation("p.c", 6 + k), "main", "y", str(k))
               for k in range(5)),
             TraceStep("failure", LOC, "main", text="violated"))
    assert short_trace(Trace(steps)) == \
        "x = 7 (input, line 5); ...; y = 2 (line 8); y = 3 (line 9); y = 4 (line 10)"
    assert short_trace(None) == "no trace"


def test_verdict_reasons_for_an_incomplete_loop() -> None:
    unwind = PropertyResult("main.unwind.0", "unwind", "unwinding assertion loop 0", LOC,
                            Status.FAILURE)
    held = PropertyResult("main.assertion.1", "assertion", "assertion x", LOC, Status.SUCCESS)
    result = VerificationResult(Verdict.INCONCLUSIVE, (held, unwind))
    reasons = verdict_reasons(result, "SUCCESSFUL")
    assert reasons[0] == "expected VERIFICATION SUCCESSFUL, got VERIFICATION INCONCLUSIVE"
    assert reasons[1].startswith("main.unwind.0 fails: the loop at line 5 is not fully unwound")
    assert verdict_reasons(result, "INCONCLUSIVE") == []


def test_every_run_has_a_timeout(sheet_dir: Path, tmp_path: Path) -> None:
    sheet = load_sheet(sheet_dir)
    ex = sheet.exercise(1)
    assert options_for(ex, sheet_dir / "twice.c").timeout == 60.0
    timed = replace(ex, options=("--timeout", "5"), timeout=30.0)
    assert options_for(timed, sheet_dir / "twice.c").timeout == 5.0
    assert options_for(replace(ex, timeout=30.0), sheet_dir / "twice.c").timeout == 30.0


@pytest.mark.parametrize("description,condition,same", [
    ("assertion m >= x", "m >= x", True),
    ("assertion m>=x", "m >= x", True),
    ("assert(m >= x)", "m >= x", True),
    ("assertion `m >= x`", "m >= x", True),
    ("assertion m >= x + 1", "m >= x", False),
    ("assertion (m >= x) || 1", "m >= x", False),
    ("assertion y == x", "x", False),
])
def test_must_assert_matches_the_whole_condition(description: str, condition: str,
                                                 same: bool) -> None:
    assert states(description, condition) is same
