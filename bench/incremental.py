"""Time per answer: incremental deepening (``--incremental``, and the default without
``--unwind``) against single runs at a fixed ``--unwind``.

Usage: python bench/incremental.py [--timeout S] [--only NAME] [--out FILE]

For each program of bench/programs/incremental/ it measures, in this process (phases as in
``bmc.pipeline.verify``, wall time of the call):

* ``deepen``: the default schedule 1, 2, 3, 4, 6, 8, 12 ... with a fresh solver per depth
  (what ``bmc --incremental`` and a plain ``bmc prog.c`` run);
* ``reuse``: the same schedule on one solver (activation literals, ``reuse_solver``);
* ``linear``: 1, 2, 3, ... ; ``doubling``: 1, 2, 4, 8 ... (fresh solvers);
* ``fixed K``: one run at the depth K the deepening settled at, for the loops it deepened
  (``--unwindset loop:K``), the others at 100 (as the deepening treats them): the last depth
  alone, i.e. the cost of a user who guessed the right bound;
* ``fixed 100``: one run at ``--unwind 100`` (what the default did before: every loop
  unwound until its condition is false, at most 100 times).

Prints one row per (program, mode): verdict, depth reached, seconds. Figures depend on the
machine and its load; bench/results/incremental.txt records one measurement. A warm-up
run comes first (imports and solver libraries load once per process).
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from bmc.options import DeepeningOptions, Options, ScheduleKind  # noqa: E402
from bmc.pipeline import verify  # noqa: E402

PROGRAMS = HERE / "programs" / "incremental"
MODES = ("deepen", "reuse", "linear", "doubling")


def run(path: Path, timeout: float, **kw: object) -> tuple[str, str, float, tuple[str, ...]]:
    """(verdict, depth text, seconds, loops deepened) of one verify call."""
    deepening = kw.pop("deepening", DeepeningOptions())
    gc.collect()
    start = time.perf_counter()
    result = verify(Options(files=(str(path),), trace=False, timeout=timeout,
                            deepening=deepening, **kw))  # type: ignore[arg-type]
    seconds = time.perf_counter() - start
    d = result.deepening
    depth = f"{d.outcome} at {d.unwind} ({len(d.depths)} depths)" if d is not None else "-"
    deepened = tuple(loop for loop, _ in d.depths[0].incomplete) if d and d.depths else ()
    return result.verdict.value, depth, seconds, deepened


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--only", default="", help="substring of the program names to run")
    ap.add_argument("--out", help="also append the table to this file")
    args = ap.parse_args()
    run(PROGRAMS / "two_loops.c", args.timeout)      # warm-up: imports, solver libraries
    rows: list[str] = [f"{'program':<26} {'mode':<10} {'verdict':<13} {'depth':<28} seconds"]
    print(rows[0], flush=True)
    for path in sorted(PROGRAMS.glob("*.c")):
        if args.only not in path.name:
            continue
        settled, deepened = None, ()
        for mode in MODES:
            deepening = DeepeningOptions(
                schedule=ScheduleKind.MIDPOINTS if mode in ("deepen", "reuse") else
                ScheduleKind(mode), reuse_solver=mode == "reuse")
            verdict, depth, seconds, loops = run(path, args.timeout, deepening=deepening)
            if mode == "deepen":
                settled = depth.split(" at ")[1].split(" ")[0] if " at " in depth else None
                deepened = loops
            rows.append(f"{path.name:<26} {mode:<10} {verdict:<13} {depth:<28} {seconds:7.2f}")
            print(rows[-1], flush=True)
        for bound in dict.fromkeys(b for b in (settled, "100") if b and b != "0"):
            verdict, depth, seconds, _ = run(path, args.timeout, unwind=100, unwindset=tuple(
                (loop, int(bound)) for loop in deepened))
            rows.append(f"{path.name:<26} {'fixed ' + bound:<10} {verdict:<13} {depth:<28} "
                        f"{seconds:7.2f}")
            print(rows[-1], flush=True)
    if args.out:
        with open(args.out, "a", encoding="utf-8") as out:
            out.write("\n".join(rows) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
