"""bmc.strategy.deepening: the schedule, the progress line, when deepening applies, and that a
shared solver (activation literals) answers as fresh solvers do."""

from __future__ import annotations

from pathlib import Path

import pytest

from bmc.cli.arguments import build_parser, options_from_args
from bmc.errors import UsageError
from bmc.output.report import gap_advice
from bmc.strategy.deepening import applies, progress_line, schedule
from bmc.ir.program import SourceLocation
from bmc.options import DeepeningOptions, Options
from bmc.pipeline import verify
from bmc.result import Deepening, DepthRecord, UnwindGap, Verdict


def opts(*argv: str) -> Options:
    return options_from_args(build_parser().parse_args(["prog.c", *argv]))


def test_schedule_midpoints_ends_at_the_limit() -> None:
    assert list(schedule(100)) == [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 100]
    assert list(schedule(8)) == [1, 2, 3, 4, 6, 8]
    assert list(schedule(1)) == [1]
    assert list(schedule(5, "linear")) == [1, 2, 3, 4, 5]
    assert list(schedule(20, "doubling")) == [1, 2, 4, 8, 16, 20]


def test_schedule_overshoots_a_depth_by_at_most_half() -> None:
    tried = list(schedule(10_000))
    for need in range(1, 10_001):
        first = next(k for k in tried if k >= need)
        assert first <= max(need + 1, need * 3 // 2 + 1)


def test_progress_line() -> None:
    loc = SourceLocation("prog.c", 7, "main")
    assert progress_line(DepthRecord(3, 12, 0, (("main.0", loc),), 0.1)) == \
        "unwind 3: 12 properties, 0 failed, loops incomplete: main.0 (line 7)"
    assert progress_line(DepthRecord(8, 2, 1, (), 0.1)) == \
        "unwind 8: 2 properties, 1 failed, every loop complete"


def test_gap_advice_names_the_bound() -> None:
    gap = UnwindGap("main.0", SourceLocation("prog.c", 7, "main"), 100, None)
    default = Deepening("max-unwind", 100, 100, explicit=False)
    assert gap_advice(gap, default) == \
        "loop main.0 (line 7) not complete at the default bound 100; try a larger --unwind " \
        "(or --k-induction)"
    given = Deepening("max-unwind", 5, 5, explicit=True, limit_given=True)
    assert gap_advice(UnwindGap("main.0", gap.loc, 5, 257), given) == \
        "loop main.0 (line 7) not complete at --max-unwind 5; try --unwind 257"
    user = UnwindGap("main.0", gap.loc, 5, 7, user_bound=True)
    assert gap_advice(user, default) == \
        "loop main.0 (line 7) not complete at its --unwindset bound 5; try --unwindset main.0:7"
    runaway = UnwindGap("main.0", gap.loc, 8, None, runaway=True)
    assert gap_advice(runaway, default).endswith(
        "so no bound completes it: try --k-induction or --strategy auto")


def test_when_deepening_applies() -> None:
    assert applies(opts())                                 # the default
    assert applies(opts("--incremental", "--max-unwind", "7"))
    assert not applies(opts("--unwind", "3"))
    assert not applies(opts("--no-unwinding-assertions"))  # completeness not observable
    assert opts("--incremental").incremental and opts("--max-unwind", "4").max_unwind == 4


@pytest.mark.parametrize("argv", [("--incremental", "--unwind", "3"),
                                  ("--max-unwind", "5", "--unwind", "3"),
                                  ("--incremental", "--no-unwinding-assertions")])
def test_usage_errors(argv: tuple[str, ...]) -> None:
    with pytest.raises(UsageError):
        opts(*argv)


BUG = """unsigned nondet_uint(void);
int main(void) {
  unsigned x = nondet_uint(); int n = 0;
  while (x > 1) { x /= 2; n++; }
  __CPROVER_assert(n != 3, "n never 3");
  return 0;
}
"""
SAFE = """unsigned char nondet_uchar(void);
int main(void) {
  unsigned char x = nondet_uchar(); int n = 0;
  while (x > 1) { x = x / 2; n++; }
  __CPROVER_assert(n <= 7, "at most 7");
  return 0;
}
"""


@pytest.mark.parametrize("reuse", [False, True])
def test_shared_solver_answers_as_fresh_ones(tmp_path: Path, reuse: bool) -> None:
    """A depth's VCC is retired before the next: a bug at depth 4 is found there (not
    masked by depth 3's definitions), and a proof needs every loop complete. (Loop path
    checks off: with them the probe proves both loops end by themselves and one check at
    the maximum answers, so there would be no schedule to test.)"""
    bug, safe = tmp_path / "bug.c", tmp_path / "safe.c"
    bug.write_text(BUG)
    safe.write_text(SAFE)
    deepening = DeepeningOptions(reuse_solver=reuse)
    found = verify(Options(files=(str(bug),), incremental=True, deepening=deepening,
                           path_check="recursion"))
    assert found.verdict is Verdict.FAILED and found.deepening is not None
    assert (found.deepening.outcome, found.deepening.unwind) == ("found", 4)
    assert [d.failed for d in found.deepening.depths] == [0, 0, 0, 1]
    proof = verify(Options(files=(str(safe),), incremental=True, deepening=deepening,
                           path_check="recursion"))
    assert proof.verdict is Verdict.SUCCESSFUL and proof.deepening is not None
    assert (proof.deepening.outcome, proof.deepening.unwind) == ("complete", 8)
    assert all(d.incomplete for d in proof.deepening.depths[:-1])
    short = verify(Options(files=(str(safe),), incremental=True, max_unwind=6, deepening=deepening))
    assert short.verdict is Verdict.INCONCLUSIVE and short.deepening is not None
    assert (short.deepening.outcome, short.deepening.unwind) == ("max-unwind", 6)
    assert [g.loop_id for g in short.gaps] == ["main.0"]
