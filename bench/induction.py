"""Time per answer and the k reached: k-induction, the portfolio and plain deepening.

Usage: python bench/induction.py [--timeout S] [--only NAME] [--max-unwind N]

For each program of bench/programs/induction/ it runs, in this process:

* ``k-induction``: ``--k-induction`` (base case at unwind k, step at k, k = 1, 2, ...);
* ``auto``: ``--strategy auto`` (base cases on the deepening schedule 1, 2, 3, 4, 6 ...,
  steps at k = 1, 2, ...);
* ``deepen``: the default deepening alone (what bmc did before without ``--unwind``).

Prints one row per (program, mode): verdict, how it was found (``proved by k-induction at
k=3``, ``found at unwind 20``, ...), the rounds or depths run, the invariants the proof
assumed, seconds. Figures depend on the machine and its load; bench/results/induction.txt
records one measurement. A warm-up run comes first.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from bmc.options import Options  # noqa: E402
from bmc.pipeline import verify  # noqa: E402

PROGRAMS = HERE / "programs" / "induction"
MODES = ("k-induction", "auto", "deepen")


def run(path: Path, mode: str, timeout: float, max_unwind: int) -> tuple[str, str, int, int,
                                                                         float]:
    """(verdict, how, rounds, invariants, seconds) of one verify call."""
    strategy = None if mode == "deepen" else mode
    gc.collect()
    start = time.perf_counter()
    result = verify(Options(files=(str(path),), trace=False, timeout=timeout,
                            strategy=strategy, max_unwind=max_unwind))
    seconds = time.perf_counter() - start
    s, d = result.strategy, result.deepening
    if s is not None:
        how, rounds, invariants = s.how or s.outcome, len(s.rounds), len(s.invariants)
    elif d is not None:
        how, rounds, invariants = f"{d.outcome} at unwind {d.unwind}", len(d.depths), 0
    else:
        how, rounds, invariants = "-", 0, 0
    return result.verdict.value, how, rounds, invariants, seconds


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--max-unwind", type=int, default=32)
    ap.add_argument("--only", default="", help="substring of the program names to run")
    args = ap.parse_args()
    programs = sorted(p for p in PROGRAMS.glob("*.c") if args.only in p.name)
    run(programs[0], "k-induction", args.timeout, 2)                      # warm-up
    print(f"{'program':18} {'mode':12} {'verdict':13} {'rounds':>6} {'inv':>4} "
          f"{'seconds':>8}  how")
    for path in programs:
        for mode in MODES:
            verdict, how, rounds, inv, seconds = run(path, mode, args.timeout,
                                                     args.max_unwind)
            print(f"{path.stem:18} {mode:12} {verdict:13} {rounds:6} {inv:4} "
                  f"{seconds:8.2f}  {how}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
