"""Realistic programs that used to blow up (issue 18), bmc and CBMC side by side.

Usage: python bench/blowup.py [--family NAME ...] [--member TEXT ...] [--timeout S]
                              [--cbmc PATH] [--no-cbmc] [--bmc-args '...'] [--no-deepening]
                              [--out FILE] [--quick]

Four scalable families (sources in bench/programs/blowup/, parameters as -D macros):

* tokenizer (N line length, K token slots): a nondet NUL-terminated line split in place at
  spaces by a ``char *p`` walking it in nested ``while`` loops; planted bug: the slot check
  lets a (K+1)-th token write ``tok[K]`` (reachable from N >= 2K+1);
* calc (L buffer length, D recursion depth): recursive-descent ``expr -> term -> factor ->
  expr`` over a nondet buffer (mutual recursion, loops in each level);
* duff (L copy length): Duff's device, a ``switch`` jumping into an 8-way ``do ... while``;
* crc8 (L buffer length): table-driven CRC-8 equal to the bitwise one for every buffer.

Each member runs in a fresh process for each tool (bmc as ``python -m bmc --json``, CBMC
with ``--verbosity 9`` for its formula size), with the same bound (``--unwind``); tokenizer
members also run bmc without options (deepening: no bound given). Printed per member: both
verdicts, wall time, CPU time (user + system, ``wait4`` of the child: on a shared machine the
fairer figure), peak RSS (``wait4``), variables and clauses, and the ratios bmc/CBMC. A run over ``--timeout`` is killed and reported as ``timeout``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
PROGRAMS = HERE / "programs" / "blowup"
CBMC = HERE.parent.parent / "shared" / "tools" / "cbmc" / "cbmc"


@dataclass(frozen=True)
class Member:
    """One program of a family: its source, macros and the bound both tools get."""

    family: str
    name: str
    source: str
    defines: tuple[str, ...]
    unwind: int | None
    deepening: bool = False          # also run bmc with no bound (its default mode)
    extra: tuple[str, ...] = field(default=())


def members(quick: bool) -> list[Member]:
    """The members of every family (``quick``: the smallest of each)."""
    out: list[Member] = []
    for n in ((6,) if quick else (6, 9, 12)):
        out.append(Member("tokenizer", f"tokenizer N={n} K=4", "tokenizer.c",
                          (f"N={n}", "K=4"), n + 1, deepening=True))
    for length, depth in (((4, 2),) if quick else ((4, 2), (6, 3))):
        out.append(Member("calc", f"calc L={length} D={depth}", "calc.c",
                          (f"L={length}", f"D={depth}"), length + 1))
    for length in ((16,) if quick else (16, 32, 64)):
        out.append(Member("duff", f"duff L={length}", "duff.c", (f"L={length}",), length + 1))
    for length in ((4,) if quick else (4, 8, 16)):
        out.append(Member("crc8", f"crc8 L={length}", "crc8.c", (f"L={length}",), 257))
    return out


@dataclass
class Run:
    verdict: str
    wall: float
    cpu: float
    peak_mb: int
    variables: int | None
    clauses: int | None


def run(cmd: list[str], timeout: float) -> tuple[str, float, float, int]:
    """stdout, wall time, CPU time and peak RSS (MB) of ``cmd`` in a fresh process (''
    on timeout)."""
    start = time.perf_counter()
    # cwd: the programs' folder, so that ``python -m bmc`` imports the bmc PYTHONPATH names
    # (not a checkout in the current directory): before/after runs of two trees
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            cwd=PROGRAMS)
    timer = threading.Timer(timeout, proc.kill)
    timer.start()
    assert proc.stdout is not None
    out = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)       # this child's own peak RSS
    timer.cancel()
    proc.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - start
    if wall >= timeout:
        out = ""
    return out, wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss // 1024


def run_bmc(m: Member, timeout: float, bounded: bool, extra: list[str]) -> Run:
    cmd = [sys.executable, "-m", "bmc", str(PROGRAMS / m.source), "--json", "--no-trace",
           *(f"-D{d}" for d in m.defines), *m.extra, *extra]
    if bounded and m.unwind is not None:
        cmd += ["--unwind", str(m.unwind)]
    out, wall, cpu, peak = run(cmd, timeout)
    if not out:
        return Run("timeout", wall, cpu, peak, None, None)
    data = json.loads(out)
    stats = data.get("stats", {})
    return Run(data["verdict"], wall, cpu, peak, stats.get("variables"),
               stats.get("clauses"))


_SIZE = re.compile(r"(\d+) variables, (\d+) clauses")


def run_cbmc(m: Member, timeout: float, cbmc: Path) -> Run:
    cmd = [str(cbmc), str(PROGRAMS / m.source), "--verbosity", "9",
           *(f"-D{d}" for d in m.defines)]
    if m.unwind is not None:
        cmd += ["--unwind", str(m.unwind)]
    out, wall, cpu, peak = run(cmd, timeout)
    sizes = [(int(v), int(c)) for v, c in _SIZE.findall(out)]
    if "VERIFICATION SUCCESSFUL" in out:
        verdict = "SUCCESSFUL"
    elif "VERIFICATION FAILED" in out:
        verdict = "FAILED"
    else:
        verdict = "timeout" if wall >= timeout else "error"
    v, c = max(sizes, key=lambda s: s[1]) if sizes else (None, None)
    return Run(verdict, wall, cpu, peak, v, c)


def _ratio(a: float | None, b: float | None) -> str:
    return f"{a / b:.2f}" if a is not None and b else "-"


def _cells(r: Run | None) -> list[str]:
    if r is None:
        return ["-"] * 6
    return [r.verdict, f"{r.wall:.1f}", f"{r.cpu:.1f}", str(r.peak_mb),
            str(r.variables or "-"), str(r.clauses or "-")]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--family", action="append", help="only these families (repeatable)")
    ap.add_argument("--member", action="append", help="only members whose name contains this")
    ap.add_argument("--timeout", type=float, default=300.0)
    ap.add_argument("--cbmc", type=Path, default=CBMC)
    ap.add_argument("--no-cbmc", action="store_true")
    ap.add_argument("--quick", action="store_true", help="the smallest member of each family")
    ap.add_argument("--out", help="append the table to this file")
    ap.add_argument("--bmc-args", default="", help="extra bmc arguments")
    ap.add_argument("--no-deepening", action="store_true",
                    help="skip the runs without a bound")
    args = ap.parse_args()
    extra = shlex.split(args.bmc_args)
    header = ("member | bound | bmc verdict | bmc s | bmc cpu | bmc MB | bmc vars | "
              "bmc clauses | cbmc verdict | cbmc s | cbmc cpu | cbmc MB | cbmc vars | "
              "cbmc clauses | time x | cpu x | RSS x | clauses x")
    commit = subprocess.run(["git", "-C", str(HERE), "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip() or "?"
    lines = [f"# {shlex.join(sys.argv)}; commit {commit}; load average at the start "
             f"{os.getloadavg()[0]:.1f}", header]
    print("\n".join(lines), flush=True)
    for m in members(args.quick):
        if args.family and m.family not in args.family:
            continue
        if args.member and not any(s in m.name for s in args.member):
            continue
        mine = run_bmc(m, args.timeout, True, extra)
        theirs = None if args.no_cbmc or not args.cbmc.exists() \
            else run_cbmc(m, args.timeout, args.cbmc)
        row = [m.name, f"--unwind {m.unwind}", *_cells(mine), *_cells(theirs)]
        if theirs is not None:
            row += [_ratio(mine.wall, theirs.wall), _ratio(mine.cpu, theirs.cpu),
                    _ratio(mine.peak_mb, theirs.peak_mb), _ratio(mine.clauses, theirs.clauses)]
        lines.append(" | ".join(row))
        print(lines[-1], flush=True)
        if m.deepening and not args.no_deepening:
            deep = run_bmc(m, args.timeout, False, extra)
            row = [m.name, "default (deepening)", *_cells(deep)]
            lines.append(" | ".join(row))
            print(lines[-1], flush=True)
    lines.append(f"# load average at the end {os.getloadavg()[0]:.1f}")
    print(lines[-1])
    if args.out:
        with open(args.out, "a", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
