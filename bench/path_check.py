"""``--path-check`` modes side by side over the golden regression cases (issue 18).

Usage: python bench/path_check.py [--modes recursion,loops] [--filter REGEX] [--jobs 2]
                                  [--chunk 25] [--timeout 60] [--out FILE] [--json FILE]
       python bench/path_check.py --report FILE.jsonl [--modes ...] [--out FILE]

Every ``tests/regression/<suite>/<case>/test.desc`` that is not KNOWNBUG runs once per mode,
with its own options plus ``--path-check MODE`` (skipped: cases whose options already name a
path check, and programs that start threads, where symex makes no path checks). Cases go in
chunks to child processes that import bmc once and run each case's modes one after the other
in-process (``bmc.cli.main.main``, the case directory as cwd; half the cases, by a hash of
the name, in the reverse order, so that the first run's lazy imports do not count against
one mode), so the comparison is of the work itself, not of the interpreter's start-up.
Results are appended to ``--json`` as they come; a rerun with the same file runs only the
cases not answered there in every mode (``--report`` prints the table of such a file).

Per case and mode: the exit code, the lines that carry the verdict (``VERIFICATION ...``,
``SV-COMP ...`` and the property lines ``[...]``), the formula size of the ``Statistics:``
line (the largest, when a run prints several) and the CPU seconds of the run
(``time.process_time``). The table lists the cases whose verdict lines differ between modes
(they must not), the cases whose CPU time changes the most, and totals: clauses summed over
the cases where every mode has a size, CPU summed over every case.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import re
import shlex
import signal
import subprocess
import sys
import threading
import time
import zlib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
REGRESSION = ROOT / "tests" / "regression"
_SIZE = re.compile(r"(\d+) variables, (\d+) clauses")
_VERDICT = re.compile(r"^(VERIFICATION|SV-COMP|\[)")

Case = tuple[str, Path, str, list[str]]      # name, directory, main file, options


def cases(pattern: str) -> list[Case]:
    """Every case to run whose name matches ``pattern``."""
    out = []
    for desc in sorted(REGRESSION.glob("*/*/test.desc")):
        lines = desc.read_text().splitlines()
        if len(lines) < 3 or lines[0].strip() == "KNOWNBUG":
            continue
        name = f"{desc.parent.parent.name}/{desc.parent.name}"
        options = shlex.split(lines[2])
        try:
            threads = "pthread_create" in (desc.parent / lines[1].strip()).read_text(
                errors="replace")
        except OSError:
            threads = False
        if re.search(pattern, name) and not threads \
                and not any(o.startswith("--path-check") for o in options):
            out.append((name, desc.parent, lines[1].strip(), options))
    return out


class _Alarm(Exception):
    pass


def _raise_alarm(signum: int, frame: object) -> None:
    raise _Alarm


def run_modes(directory: Path, argv: list[str], modes: list[str], timeout: float
              ) -> dict[str, Any]:
    """Run ``argv`` once per mode in this process (cwd ``directory``): per mode the exit
    code, CPU seconds, verdict lines and clause count."""
    import bmc.cli.main as cli
    os.chdir(directory)
    result: dict[str, Any] = {}
    order = modes if zlib.crc32(str(directory).encode()) % 2 == 0 else modes[::-1]
    for mode in order:       # half the cases run the modes in the other order (warm-up bias)
        out, err = io.StringIO(), io.StringIO()
        start = time.process_time()
        signal.setitimer(signal.ITIMER_REAL, timeout)
        code: int | str
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = cli.main([*argv, "--path-check", mode])
            except SystemExit as e:
                code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
            except _Alarm:
                code = "timeout"
            except Exception as e:     # noqa: BLE001  (reported, not hidden)
                code = f"exception {type(e).__name__}"
        signal.setitimer(signal.ITIMER_REAL, 0)
        cpu = time.process_time() - start
        text = out.getvalue()
        sizes = [(int(v), int(c)) for v, c in _SIZE.findall(text)]
        result[mode] = {
            "exit": code, "cpu": round(cpu, 3),
            "verdict": [ln for ln in text.splitlines() if _VERDICT.match(ln)],
            "clauses": max(c for _, c in sizes) if sizes else None,
        }
    return result


def worker(modes: list[str], timeout: float) -> None:
    """Read cases (JSON [name, directory, argv]) from stdin, one a line; print one JSON
    result a line as each is done."""
    import bmc.cli.main  # noqa: F401
    import bmc.symex.feasibility  # noqa: F401  (imported before timing, as every mode may)
    signal.signal(signal.SIGALRM, _raise_alarm)
    real_stdout = sys.stdout
    for line in sys.stdin.read().splitlines():
        name, directory, argv = json.loads(line)
        result = run_modes(Path(directory), argv, modes, timeout)
        result["case"] = name
        print(json.dumps(result), file=real_stdout, flush=True)


def run_chunk(chunk: list[Case], modes: list[str], timeout: float,
              sink: Callable[[dict[str, Any]], None]) -> None:
    """Run ``chunk`` in one child process; each result goes to ``sink`` as it comes."""
    cmd = [sys.executable, str(Path(__file__).resolve()), "--worker",
           "--modes", ",".join(modes), "--timeout", str(timeout)]
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write("".join(json.dumps([name, str(directory), [main, *options]]) + "\n"
                             for name, directory, main, options in chunk))
    proc.stdin.close()
    done: set[str] = set()
    for line in proc.stdout:
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        done.add(record["case"])
        sink(record)
    proc.wait()
    for name, *_ in chunk:
        if name not in done:
            sink({"case": name, "error": f"worker ended with {proc.returncode}"})


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--modes", default="recursion,loops")
    ap.add_argument("--filter", default="")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--chunk", type=int, default=25, help="cases per child process")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per mode and case")
    ap.add_argument("--out", type=Path, help="append the table to this file")
    ap.add_argument("--json", type=Path, help="append one JSON object per case")
    ap.add_argument("--report", type=Path, help="only print the table of this JSON file")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    modes = args.modes.split(",")
    if args.worker:
        worker(modes, args.timeout)
        return 0
    start = time.monotonic()
    if args.report is not None:
        latest = {}                              # the last record of each case
        for line in args.report.read_text().splitlines():
            record = json.loads(line)
            if "error" not in record or record["case"] not in latest:
                latest[record["case"]] = record
        records = list(latest.values())
    else:
        done = set()
        if args.json and args.json.exists():     # resume: the cases already answered
            done = {r["case"] for r in map(json.loads, args.json.read_text().splitlines())
                    if "error" not in r and all(m in r for m in modes)}
        todo = [c for c in cases(args.filter) if c[0] not in done]
        chunks = [todo[i:i + args.chunk] for i in range(0, len(todo), args.chunk)]
        records = []
        lock = threading.Lock()

        def sink(record: dict[str, Any]) -> None:
            with lock:
                records.append(record)
                if args.json:
                    with open(args.json, "a", encoding="utf-8") as f:
                        f.write(json.dumps(record) + "\n")

        with ThreadPoolExecutor(args.jobs) as pool:
            list(pool.map(lambda c: run_chunk(c, modes, args.timeout, sink), chunks))
    wall = time.monotonic() - start
    records.sort(key=lambda r: r["case"])
    lines = report(records, modes)
    lines.insert(0, f"{len(records)} cases, modes {', '.join(modes)}, {wall:.0f} s wall, "
                    f"load average at the end {os.getloadavg()[0]:.2f}")
    print("\n".join(lines))
    if args.out:
        with open(args.out, "a", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n\n")
    return 0


def report(records: list[dict[str, Any]], modes: list[str]) -> list[str]:
    """The differences, the largest changes and the totals of ``records``."""
    base, other = modes[0], modes[-1]
    lines: list[str] = []
    ok = [r for r in records if all(m in r for m in modes)]
    for r in records:
        if "error" in r:
            lines.append(f"ERROR {r['case']}: {r['error'][:200]!r}")
    differ = [r for r in ok if any((r[m]["exit"], r[m]["verdict"]) !=
                                   (r[base]["exit"], r[base]["verdict"]) for m in modes)]
    lines.append(f"verdicts differ: {len(differ)}")
    for r in differ:
        lines.append(f"  {r['case']}: " + "; ".join(
            f"{m} exit {r[m]['exit']} {[v for v in r[m]['verdict'] if v.startswith('VER')]}"
            for m in modes))
    sized = [r for r in ok if all(r[m]["clauses"] for m in modes)]
    lines.append(f"clauses over {len(sized)} cases with sizes: " + ", ".join(
        f"{m} {sum(r[m]['clauses'] for r in sized):,}" for m in modes))
    lines.append("CPU seconds over all cases: " + ", ".join(
        f"{m} {sum(r[m]['cpu'] for r in ok):.1f}" for m in modes))
    smaller = sum(r[other]["clauses"] < r[base]["clauses"] for r in sized)
    larger = sum(r[other]["clauses"] > r[base]["clauses"] for r in sized)
    lines.append(f"{other} vs {base}: fewer clauses in {smaller} cases, more in {larger}")
    by_cpu = sorted(ok, key=lambda r: r[other]["cpu"] - r[base]["cpu"])
    lines.append(f"largest CPU changes ({other} - {base}), case: {base} s -> {other} s "
                 "(clauses)")
    for r in by_cpu[:12] + by_cpu[-12:]:
        lines.append(f"  {r['case']}: {r[base]['cpu']:.2f} -> {r[other]['cpu']:.2f} "
                     f"({r[base]['clauses']} -> {r[other]['clauses']})")
    return lines


if __name__ == "__main__":
    raise SystemExit(main())
