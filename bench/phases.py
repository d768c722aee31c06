"""Per-phase times and formula sizes for a few programs, and the growth of symex and encoding
time with the unwind depth on a single-loop program.

Usage: python bench/phases.py [--backend sat|z3] [--depths 10,100,1000] [--json FILE]

Prints one row per (program, unwind) with the time of each phase (parse/lower, instrument,
symex, encode, solve), SSA steps, CNF variables and clauses, and then the ratios
time(1000)/time(100) for symex and encode (target: at most 12, i.e. linear growth).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from bmc.options import Options  # noqa: E402
from bmc.pipeline import verify  # noqa: E402

PROGRAMS = [("arith.c", 1), ("array_sum.c", 17)]
LOOP = "single_loop.c"


def measure(program: str, unwind: int, backend: str) -> dict[str, object]:
    """Run bmc once and return its statistics as a flat dict."""
    options = Options(files=(str(HERE / "programs" / program),), unwind=unwind,
                      backend=backend, trace=False, unwinding_assertions=True)
    result = verify(options)
    times = dict(result.stats.times.entries)
    return {"program": program, "unwind": unwind, "verdict": result.verdict.value,
            "ssa_steps": result.stats.ssa_steps, "variables": result.stats.variables,
            "clauses": result.stats.clauses, **{f"t_{k}": round(v, 4) for k, v in times.items()}}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--backend", default="sat")
    ap.add_argument("--depths", default="10,100,1000")
    ap.add_argument("--json", help="also write the rows as JSON lines to this file")
    args = ap.parse_args()
    depths = [int(d) for d in args.depths.split(",")]
    rows = [measure(p, u, args.backend) for p, u in PROGRAMS]
    rows += [measure(LOOP, d, args.backend) for d in depths]
    keys = sorted({k for r in rows for k in r}, key=lambda k: (not k.startswith(("program", "unwind", "verdict")), k))
    print(" | ".join(keys))
    for r in rows:
        print(" | ".join(str(r.get(k, "")) for k in keys))
    loop_rows = {r["unwind"]: r for r in rows if r["program"] == LOOP}
    if 100 in loop_rows and 1000 in loop_rows:
        for phase in ("symex", "encode"):
            a, b = loop_rows[100].get(f"t_{phase}"), loop_rows[1000].get(f"t_{phase}")
            if a and b:
                print(f"{phase}: time(1000)/time(100) = {float(b) / float(a):.2f} (target <= 12)")
        c100, c1000 = loop_rows[100]["clauses"], loop_rows[1000]["clauses"]
        if c100:
            print(f"clauses: size(1000)/size(100) = {int(c1000) / int(c100):.2f}")
    if args.json:
        with open(args.json, "w") as fh:
            for r in rows:
                fh.write(json.dumps(r) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
