"""The interval prover end to end: a task-like float program (one input in a range, a
polynomial bound) is proved by interval bisection; the same program with a bound just too
tight FAILS with a trace from the SAT path; --no-float-intervals leaves the proof to the
solver."""

from __future__ import annotations

from pathlib import Path

from conftest import run_bmc

PROGRAM = """
extern float __VERIFIER_nondet_float(void);
extern void abort(void);
extern void __VERIFIER_error(void);
int main(void) {
  float IN = __VERIFIER_nondet_float();
  if (!(IN > -1.0f && IN < 1.0f)) abort();
  float r = IN - (IN * IN * IN) / 6.0f;
  if (!(r <= BOUND && r >= -BOUND)) __VERIFIER_error();
  return 0;
}
"""


def _write(tmp_path: Path, bound: str) -> str:
    path = tmp_path / f"poly_{bound.replace('.', '_')}.c"
    path.write_text(PROGRAM.replace("BOUND", bound))
    return str(path)


def test_polynomial_bound_proved_by_interval_bisection(tmp_path: Path) -> None:
    code, out, err = run_bmc([_write(tmp_path, "0.834f"), "--unwind", "2", "--verbosity", "9",
                              "--no-vacuity-check"])
    assert code == 0, out + err
    assert "VERIFICATION SUCCESSFUL" in out
    assert "1 property proved by interval bisection:" in out + err
    assert "answered by" not in out + err           # no solver call was made
    assert "(0 solver calls)" in out


def test_near_miss_fails_with_a_trace(tmp_path: Path) -> None:
    code, out, err = run_bmc([_write(tmp_path, "0.83f"), "--unwind", "2", "--verbosity", "9"])
    assert code == 10, out + err
    assert "VERIFICATION FAILED" in out
    assert "Trace for main.error-call.1:" in out and "(input)" in out
    assert "proved by interval bisection" not in out + err


def test_no_float_intervals_option(tmp_path: Path) -> None:
    code, out, err = run_bmc([_write(tmp_path, "0.834f"), "--unwind", "2", "--verbosity", "9",
                              "--no-float-intervals", "--no-vacuity-check"])
    assert code == 0, out + err
    assert "proved by interval bisection" not in out + err
