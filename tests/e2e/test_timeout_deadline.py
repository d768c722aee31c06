"""``--timeout`` is a deadline for the whole command (issue 13), on every stopping mechanism.

Each test runs ``python -m bmc`` in a child process on a formula no solver can finish in
seconds (factoring a 64-bit semiprime of two random 32-bit primes) and measures the wall
time of the whole child. The timeout must be the reason of the verdict (exit 5, the
``timeout after 3 s in phase ...`` line), the run must have lasted at least the 3 s (so a
quick answer of any other kind cannot pass), and it must end within 3.5 s. The statistics
must give the sizes that were really built and say which phase did not finish. (Under
heavy load start-up may use up the 3 s before the solver runs: the deadline and the
statistics are still checked, the sizes then are not.)

This is a deadline check, not a speed benchmark: bench/timeouts.py covers every solver.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from bmc_test_helpers import run_bmc_process, z3_available

from bmc.backends.sat_backend import available_sat_solvers

# wall-clock bounds: run alone (.ci/run's second pytest call), never beside xdist workers
pytestmark = pytest.mark.timing

ROOT = Path(__file__).resolve().parents[2]
FACTOR = ROOT / "bench" / "programs" / "factor64.c"      # solve phase cannot finish
MIXER = ROOT / "bench" / "programs" / "mixer64.c"        # encode phase cannot finish
TIMEOUT = 3.0
LIMIT = 3.5
STATS = re.compile(r"^Statistics: (\d+) SSA steps \(\d+ assignments\), (\d+) variables, "
                   r"(\d+) clauses \(phase (\w+) did not finish\); times: ", re.M)


def _timed_run(program: Path, options: list[str]) -> tuple[int, str, float]:
    start = time.monotonic()
    code, out, err = run_bmc_process([str(program), "--timeout", f"{TIMEOUT:g}", "--no-trace",
                                      *options], timeout=60)
    elapsed = time.monotonic() - start
    assert err == "", err
    return code, out, elapsed


def _check_timed_out(code: int, out: str, elapsed: float, phase: str) -> re.Match[str] | None:
    """The timeout verdict and wall time; the statistics' sizes when the run got to
    ``phase`` (on a heavily loaded machine start-up alone may use up the 3 s: then the
    timeout names an earlier phase and the statistics must say there is no formula)."""
    assert code == 5, out
    found = re.search(rf"\ntimeout after {TIMEOUT:g} s in phase (\w+)\n", out)
    assert found is not None, out
    assert out.endswith("VERIFICATION INCONCLUSIVE\n"), out
    # (a property whose check folds to true holds without any solver: SUCCESS is fine)
    assert "reach_error() is reachable: UNKNOWN\n" in out and ": FAILURE\n" not in out, out
    assert elapsed >= TIMEOUT, f"finished after {elapsed:.2f} s: not stopped by the timeout"
    assert elapsed <= LIMIT, f"--timeout {TIMEOUT:g} took {elapsed:.2f} s of wall time"
    if found.group(1) != phase:
        assert found.group(1) in ("parse", "lower", "symex", "encode"), out
        if found.group(1) != "encode":
            assert f"Statistics: phase {found.group(1)} did not finish, no formula" in out
        return None
    stats = STATS.search(out)
    assert stats is not None, out
    assert stats.group(4) == phase
    return stats


SAT_SOLVERS = ["cadical195", "kissat404", "glucose4", "minisat22"]


@pytest.mark.parametrize("backend", SAT_SOLVERS + ["z3"])
def test_timeout_is_a_deadline_for_the_whole_run(backend: str) -> None:
    if backend == "z3":
        if not z3_available:
            pytest.skip("z3-solver is not installed")
        options = ["--backend", "z3"]
    else:
        if backend not in available_sat_solvers():
            pytest.skip(f"{backend} is not built into this pysat")
        options = ["--backend", "sat", "--sat-solver", backend]
    code, out, elapsed = _timed_run(FACTOR, options)
    stats = _check_timed_out(code, out, elapsed, "solve")
    if stats is None:
        return
    steps, variables, clauses = (int(stats.group(k)) for k in (1, 2, 3))
    assert steps > 0 and variables > 0
    if backend != "z3":
        # the 32x32-bit multiplier alone needs thousands of variables and clauses
        assert variables > 1000 and clauses > 1000, out


def test_timeout_stops_the_encoding_and_reports_what_was_built() -> None:
    code, out, elapsed = _timed_run(MIXER, ["--sat-solver", "minisat22"])
    stats = _check_timed_out(code, out, elapsed, "encode")
    if stats is None:
        return
    # what was built when the clock ran out (at least the constant TRUE; far more unless
    # start-up took nearly all the time), never a made-up zero
    assert int(stats.group(2)) >= 1 and int(stats.group(3)) >= 1, out
    assert "solve " not in out.split("times: ", 1)[1].splitlines()[0], out
