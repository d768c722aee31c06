"""Is ``--timeout`` honoured? The wall time of whole ``bmc`` runs on formulas too hard to finish.

Usage: python bench/timeouts.py [--timeout 3] [--repeat 1] [--programs factor64,mixer64]
                                [--solvers all|NAME,...] [--smt-solver 'z3 -in']

For each program in ``bench/programs`` and each backend (every pysat solver here, z3,
bitwuzla, cvc5 when installed, and ``--backend smt`` with ``--smt-solver`` or the ``z3``
binary next to this Python, if any) it runs ``python -m bmc PROG --timeout T`` in a child
process and prints the exit code, the phase the timeout names, the wall time and its ratio
to T. A row is ``ok`` when the exit code is 5, the output says ``timeout after T s`` and the
wall time is within 10% of T (and not below it, but for the 10 ms granularity of the
process start time).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from bmc.backends import available_backends  # noqa: E402
from bmc.backends.sat_backend import available_sat_solvers  # noqa: E402


def configurations(solvers: str, smt_solver: str | None) -> list[tuple[str, list[str]]]:
    """(label, bmc options) per backend to try."""
    names = list(available_sat_solvers()) if solvers == "all" else solvers.split(",")
    out = [(n, ["--backend", "sat", "--sat-solver", n]) for n in names
           if n in available_sat_solvers()]
    backends = available_backends()
    for name in ("z3", "bitwuzla", "cvc5"):
        if (solvers == "all" or name in names) and name in backends:
            out.append((name, ["--backend", name]))
    if smt_solver is None:
        z3_binary = Path(sys.executable).parent / "z3"
        found = str(z3_binary) if z3_binary.exists() else shutil.which("z3")
        smt_solver = f"{found} -in" if found else None
    if smt_solver and (solvers == "all" or "smt" in names):
        out.append((f"smt ({smt_solver.split()[0].rsplit('/', 1)[-1]})",
                    ["--backend", "smt", "--smt-solver", smt_solver]))
    return out


def run_once(program: Path, options: list[str], timeout: float) -> tuple[int, str, float]:
    """Exit code, the phase named by the timeout message (or '-'), wall seconds."""
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "bmc", str(program), "--no-trace",
                           "--timeout", f"{timeout:g}", *options], capture_output=True,
                          text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                          timeout=timeout * 10 + 30, check=False)
    wall = time.monotonic() - start
    match = re.search(rf"timeout after {timeout:g} s in phase (\w+)", done.stdout)
    return done.returncode, match.group(1) if match else "-", wall


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--timeout", type=float, default=3.0)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--programs", default="factor64,mixer64")
    ap.add_argument("--solvers", default="all")
    ap.add_argument("--smt-solver", default=None)
    args = ap.parse_args()
    bad = 0
    print(f"{'program':10} {'backend':14} {'exit':>4} {'phase':7} {'wall s':>7} {'ratio':>6}")
    for prog in args.programs.split(","):
        path = HERE / "programs" / f"{prog}.c"
        for label, options in configurations(args.solvers, args.smt_solver):
            for _ in range(args.repeat):
                code, phase, wall = run_once(path, options, args.timeout)
                ratio = wall / args.timeout
                # (bmc's clock starts at the process start, read in 10 ms clock ticks)
                ok = code == 5 and phase != "-" and 0.99 <= ratio <= 1.1
                bad += not ok
                print(f"{prog:10} {label:14} {code:>4} {phase:7} {wall:7.2f} {ratio:6.3f}"
                      f"  {'ok' if ok else 'LATE/WRONG'}", flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
