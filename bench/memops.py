"""End-to-end time and peak memory of memset/memcpy with a symbolic size of up to 4096 bytes
(issue 13: ranged memory operations instead of byte loops; target: under 5 s each).

Usage: python bench/memops.py [--backend sat|z3] [--out FILE]

Each program runs in a fresh process (``bmc`` console entry, so imports count too); the
table lists verdict, wall time, CPU time (the machine may be shared: CPU time is the
steadier figure), the phase times bmc reports and the peak RSS.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PROGRAMS = ("memset_4096.c", "memcpy_4096.c")


def measure(program: str, backend: str) -> dict[str, object]:
    """Run bmc on ``program`` in a child process; its verdict, times and peak memory."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    before, cpu0 = usage.ru_maxrss, usage.ru_utime + usage.ru_stime
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "bmc", str(HERE / "programs" / program),
                           "--backend", backend, "--json", "--no-trace"],
                          capture_output=True, text=True)
    wall = time.perf_counter() - start
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    peak, cpu = usage.ru_maxrss, usage.ru_utime + usage.ru_stime - cpu0
    data = json.loads(proc.stdout)
    return {"program": program, "backend": backend, "verdict": data["verdict"],
            "wall_s": round(wall, 2), "cpu_s": round(cpu, 2), "peak_mb": max(peak, before) // 1024,
            **{k: round(v, 3) for k, v in data["stats"]["times"].items()}}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--backend", default="sat")
    ap.add_argument("--out", help="append the table to this file")
    args = ap.parse_args()
    rows = [measure(p, args.backend) for p in PROGRAMS]
    keys = list(rows[0])
    lines = [" | ".join(keys)] + [" | ".join(str(r.get(k, "")) for k in keys) for r in rows]
    print("\n".join(lines))
    if args.out:
        with open(args.out, "a", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
