"""Overhead of bmc next to CBMC (issue 20): start-up time and peak memory of a long loop.

Three measurements, each of a child process (wall time from the parent, peak RSS from the
child's own ``rusage`` via ``os.wait4``):

* ``bmc --version`` and CBMC's ``--version``;
* a trivial program (one assertion that holds) checked by both;
* the loop below, unwound N times with ``--no-unwinding-assertions`` for each bound of
  ``--bounds`` (default 500 1000 2000): peak RSS and wall time of both, and bmc's own
  symex and encode times and CNF size from its statistics line (they should grow linearly
  in N), CBMC's from ``--verbosity 9``::

      unsigned n = nondet; unsigned s = 0;
      for (unsigned i = 0; i < n; i++) s += i ^ n;
      assert(s != 12345);

Usage:

    python bench/overhead.py [--bounds 500 1000 2000] [--repeat 3] [--bmc-root DIR]
                             [--out bench/results/overhead.txt] [--label TEXT]

``--bmc-root`` runs the bmc of another checkout (its directory goes on PYTHONPATH), to
measure before/after. Its modules are byte-compiled first, as an installed package's are. The table goes to stdout and is appended to ``--out``.
"""

from __future__ import annotations

import argparse
import compileall
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CBMC = ROOT.parent / "shared" / "tools" / "cbmc" / "cbmc"
RESULTS = ROOT / "bench" / "results" / "overhead.txt"
TIME = "/usr/bin/time" if os.path.exists("/usr/bin/time") else ""

LOOP = """unsigned int __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    s += i ^ n;
  __CPROVER_assert(s != 12345, "s");
  return 0;
}
"""
TRIVIAL = """int main(void) {
  int x = 1;
  __CPROVER_assert(x == 1, "x");
  return 0;
}
"""
BMC_TIMES = re.compile(r"symex ([\d.]+)s, encode ([\d.]+)s(?:, solve ([\d.]+)s)?")
BMC_SIZE = re.compile(r"([\d,]+) variables, ([\d,]+) clauses")
CBMC_SIZE = re.compile(r"^(\d+) variables, (\d+) clauses", re.M)
CBMC_SYMEX = re.compile(r"Runtime Symex: ([\d.]+)s")
CBMC_CONVERT = re.compile(r"Runtime Convert SSA: ([\d.]+)s")


@dataclass
class Run:
    """One child process: wall seconds, peak RSS (MB), exit code, output, CPU seconds."""

    seconds: float
    rss_mb: float
    code: int
    output: str
    cpu: float = 0.0           # user + system of the command (and the children it waited for)


def run(cmd: list[str], env: dict[str, str] | None = None) -> Run:
    """Run ``cmd`` to the end; wall time and the child's own peak RSS.

    The child is started through ``/usr/bin/time`` when it exists, whose ``%M`` is the
    peak RSS of the command alone: Linux keeps a process's RSS high-water mark across
    ``execve``, so a child forked straight from this Python process would report at least
    this process's own RSS (``os.wait4``'s figure, the fallback)."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as out, tempfile.NamedTemporaryFile("r") as rss:
        wrapped = [TIME, "-f", "%U %S %M", "-o", rss.name, *cmd] if TIME else cmd
        proc = subprocess.Popen(wrapped, stdout=out, stderr=subprocess.STDOUT, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        text = out.read().decode(errors="replace")
        figures = rss.read().split()
    kb = int(figures[-1]) if TIME and figures and figures[-1].isdigit() else usage.ru_maxrss
    try:
        cpu = float(figures[-3]) + float(figures[-2])
    except (IndexError, ValueError):
        cpu = usage.ru_utime + usage.ru_stime
    return Run(seconds, kb / 1024, proc.returncode, text, cpu)


def bmc_cmd(*args: str) -> list[str]:
    return [sys.executable, "-m", "bmc", *args]


def bmc_env(root: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(root)}


def verdict(text: str) -> str:
    for word in ("VERIFICATION SUCCESSFUL", "VERIFICATION FAILED", "INCONCLUSIVE"):
        if word in text:
            return word.split()[-1]
    return "?"


def best(runs: list[Run]) -> tuple[float, float, float]:
    """(median wall seconds, max peak RSS MB, median CPU seconds) of repeated runs."""
    return (statistics.median(r.seconds for r in runs), max(r.rss_mb for r in runs),
            statistics.median(r.cpu for r in runs))


def startup(root: Path, repeat: int, work: Path) -> list[str]:
    """Wall and CPU seconds (medians) and peak RSS of the start-up commands, bmc and CBMC
    in turn (CPU time is the figure to compare on a loaded machine)."""
    trivial = work / "trivial.c"
    trivial.write_text(TRIVIAL)
    env = bmc_env(root)
    rows = [f"{'start-up':<28}{'bmc s':>9}{'bmc cpu':>9}{'bmc MB':>9}"
            f"{'cbmc s':>9}{'cbmc cpu':>9}{'cbmc MB':>9}"]
    for label, bargs, cargs in (("--version", ["--version"], ["--version"]),
                                ("--help", ["--help"], ["--help"]),
                                ("trivial program", [str(trivial)], [str(trivial)])):
        bruns: list[Run] = []
        cruns: list[Run] = []
        for _ in range(repeat):             # in turn, so that both see the same load
            bruns.append(run(bmc_cmd(*bargs), env))
            cruns.append(run([str(CBMC), *cargs]))
        b, c = best(bruns), best(cruns)
        rows.append(f"{label:<28}{b[0]:>9.3f}{b[2]:>9.3f}{b[1]:>9.1f}"
                    f"{c[0]:>9.3f}{c[2]:>9.3f}{c[1]:>9.1f}")
    return rows


def loop(root: Path, bounds: list[int], work: Path) -> list[str]:
    source = work / "loop.c"
    source.write_text(LOOP)
    env = bmc_env(root)
    rows = [f"{'unwind':>7} | {'bmc':<8}{'wall s':>8}{'RSS MB':>8}{'symex':>7}{'encode':>8}"
            f"{'vars':>9}{'clauses':>10} | {'cbmc':<8}{'wall s':>8}{'RSS MB':>8}{'symex':>7}"
            f"{'convert':>8}{'vars':>9}{'clauses':>10} | {'RSS x':>6}"]
    for n in bounds:
        common = [str(source), "--unwind", str(n), "--no-unwinding-assertions"]
        b = run(bmc_cmd(*common), env)
        c = run([str(CBMC), *common, "--verbosity", "9"])
        bt = BMC_TIMES.search(b.output)
        bs = BMC_SIZE.search(b.output)
        cs = CBMC_SIZE.search(c.output)
        cy, cv = CBMC_SYMEX.search(c.output), CBMC_CONVERT.search(c.output)
        rows.append(
            f"{n:>7} | {verdict(b.output):<8}{b.seconds:>8.1f}{b.rss_mb:>8.1f}"
            f"{float(bt.group(1)) if bt else float('nan'):>7.2f}"
            f"{float(bt.group(2)) if bt else float('nan'):>8.2f}"
            f"{bs.group(1).replace(',', '') if bs else '?':>9}"
            f"{bs.group(2).replace(',', '') if bs else '?':>10} | "
            f"{verdict(c.output):<8}{c.seconds:>8.1f}{c.rss_mb:>8.1f}"
            f"{float(cy.group(1)) if cy else float('nan'):>7.2f}"
            f"{float(cv.group(1)) if cv else float('nan'):>8.2f}"
            f"{cs.group(1) if cs else '?':>9}{cs.group(2) if cs else '?':>10} | "
            f"{b.rss_mb / c.rss_mb:>6.2f}")
        print(rows[-1], flush=True)
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bounds", type=int, nargs="*", default=[500, 1000, 2000])
    ap.add_argument("--repeat", type=int, default=3, help="start-up runs per measurement")
    ap.add_argument("--bmc-root", type=Path, default=ROOT)
    ap.add_argument("--out", type=Path, default=RESULTS)
    ap.add_argument("--label", default="")
    ap.add_argument("--no-startup", action="store_true")
    args = ap.parse_args(argv)
    if not CBMC.exists():
        print(f"CBMC not found at {CBMC}", file=sys.stderr)
        return 2
    # as an installed package: no run compiles bmc's modules again (PYTHONDONTWRITEBYTECODE)
    compileall.compile_dir(str(args.bmc_root / "bmc"), quiet=2)
    version = run(bmc_cmd("--version"), bmc_env(args.bmc_root)).output.strip()
    lines = [f"# {args.label or 'bmc at ' + str(args.bmc_root)} ({version}); "
             f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
             f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores",
             "# python bench/overhead.py " + " ".join(argv if argv is not None
                                                       else sys.argv[1:])]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        if not args.no_startup:
            lines += startup(args.bmc_root, args.repeat, work)
            print("\n".join(lines), flush=True)
        if args.bounds:
            lines += loop(args.bmc_root, args.bounds, work)
    text = "\n".join(lines) + "\n"
    if args.no_startup or not args.bounds:
        print(text, end="")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("a") as f:
        f.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
