"""bmc beside CBMC on an SV-COMP task set: verdicts, wall times and formula sizes per task.

Usage: python bench/vs_cbmc.py TASKS [TASKS ...] [--unwind 10] [--timeout 60]
           [--subset all|sequential|pthread|float] [--filter REGEX] [--jobs 1]
           [--cbmc PATH] [--bmc-args '...'] [--cbmc-solver minisat|cadical]
           [--memory-limit MB] [--out FILE] [--json FILE]

TASKS are what ``bmc tasks`` reads (``tasks.csv``, ``.yml`` files, folders; ``bmc.bench.tasks``).
bmc's modules are byte-compiled before the runs, as an installed package's are (with
``PYTHONDONTWRITEBYTECODE`` set, every run would compile them again). For every task the two
tools run one after the other (CBMC, then bmc), each in its own
session, killed at ``timeout + 10`` s as ``shared/tools/sv-eval`` does:

* bmc: the command line of ``bmc tasks`` (``bmc.bench.runner.command``: ``python -m bmc INPUT
  --property-file PRP --data-model DM --unwind N --timeout T`` plus ``--bmc-args``); its
  verdict classified by ``bmc.bench.scoring.classify``; variables and clauses from its
  ``Statistics:`` line.
* CBMC: sv-eval's CBMC command (``reach_error()`` calls turned into ``__CPROVER_assert(0)``,
  ``--32``/``--64``, ``--unwind N --no-standard-checks --unwinding-assertions`` and the
  property's checks) with ``--verbosity 9``; its verdict classified as sv-eval does; variables
  and clauses from its ``N variables, M clauses`` line (the largest when there are several),
  which it prints before solving, so a CBMC run killed at the time limit still has sizes.
  CBMC links its library models (``pthread_create``, ``pthread_mutex_lock``, ``malloc``, the
  math functions, ...) by preprocessing them with ``gcc -m32``/``-m64`` and the system's
  headers; where that fails (``--32`` without Debian's ``gcc-multilib``: no 32-bit
  ``bits/wordsize.h``) it goes on without them and reports ``no body for callee`` failures,
  an incomplete model. The run checks that the preprocessor works for the tasks' data models
  before it starts (and stops saying what to install when not), and a CBMC run that still
  says ``GCC preprocessing failed`` counts as an ``error``, never as data.

Verdicts are scored with ``bmc.bench.scoring.score``. Each row: expected verdict, each tool's
verdict and mark (ok / WRONG / -), wall seconds, variables and clauses, and the ratios
bmc/CBMC of wall time, variables and clauses. The summary: correct and wrong counts per tool,
the tasks only one tool answers correctly, and the median ratios (clauses over tasks where both
have sizes; wall time over tasks where CBMC needs >= 1 s). The header records the machine's
load average at the start and the end, the CPU count and the tool versions.

Subsets: ``sequential`` is every task whose category is not ``concurrency`` (and whose input
does not mention ``pthread``), ``pthread`` the others, ``float`` the ``floats`` category (the
float set's ``tasks.csv`` holds only those).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from bmc.bench.runner import (KILL_SLACK, Settings, command, compile_bytecode,  # noqa: E402
                              run_process)
from bmc.bench.scoring import classify, score  # noqa: E402
from bmc.bench.tasks import Config, Task, load_tasks  # noqa: E402

DEFAULT_CBMC = next((p for p in (ROOT.parent / "shared" / "tools" / "cbmc" / "cbmc",
                     Path("/work/shared/tools/cbmc/cbmc")) if p.exists()),
                    Path("cbmc"))
_BMC_SIZES = re.compile(r"^Statistics:.*?([\d,]+) variables, ([\d,]+) clauses", re.M)
_CBMC_SIZES = re.compile(r"^([\d]+) variables, ([\d]+) clauses", re.M)
_CBMC_FAILED = re.compile(r"^\[([^\]]+)\].*: FAILURE$", re.M)
_RELEVANT = {"unreach-call": r"\.assertion\.", "no-overflow": r"overflow",
             "valid-memsafety": r"pointer|bounds|free|leak|memory",
             "valid-memcleanup": r"leak|memory", "no-data-race": r"race"}
_LIBRARY_FAILED = "GCC preprocessing failed"
_LIBRARY_HEADERS = "#include <pthread.h>\n#include <stdlib.h>\n#include <math.h>\n"
_ERROR_CALL = re.compile(r"(?<!void )(?<!void  )\b(reach_error|__VERIFIER_error)\s*\(\s*\)\s*;")


@dataclass(frozen=True, slots=True)
class Run:
    """One tool on one task."""

    verdict: str           # true | false | unknown | error | timeout
    wall: float
    variables: int | None
    clauses: int | None
    mem_mb: float
    tail: str


@dataclass(frozen=True, slots=True)
class Row:
    """Both tools on one task."""

    task: str
    expected: str
    load: float            # 1-minute load average when the task started
    bmc: Run
    cbmc: Run


# =============================================================================== running
def _run(cmd: Sequence[str], limit: float, memory_mb: int | None,
         env: dict[str, str] | None = None) -> tuple[int, str, float, float, bool]:
    """``cmd`` through ``bmc tasks``' process runner: exit code, output, wall seconds, peak
    RSS (MB), whether it was killed at ``limit`` seconds."""
    done = run_process(cmd, limit, memory_mb, env)
    return done.code, done.text, done.wall, done.usage.ru_maxrss / 1024, done.killed


def _tail(text: str) -> str:
    return " | ".join(text.strip().splitlines()[-2:])[:200]


def run_bmc(task: Task, settings: Settings, extra: Sequence[str]) -> Run:
    """bmc on ``task`` with ``bmc tasks``' command line plus ``extra``."""
    cmd = command(task, Config("vs-cbmc", tuple(extra)), settings)
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPATH=str(ROOT))
    code, text, wall, mem, killed = _run(cmd, settings.timeout + KILL_SLACK,
                                         settings.memory_mb, env)
    sizes = _BMC_SIZES.findall(text)
    variables, clauses = (int(sizes[-1][0].replace(",", "")),
                          int(sizes[-1][1].replace(",", ""))) if sizes else (None, None)
    return Run(classify(code, text, killed), round(wall, 3), variables, clauses,
               round(mem, 1), _tail(text))


def cbmc_input(path: Path, folder: Path) -> Path:
    """A copy of ``path`` in ``folder`` whose error-function calls are assertions (CBMC has
    no notion of SV-COMP's error function; sv-eval does the same)."""
    text = path.read_text(errors="replace")
    target = folder / path.name
    target.write_text(_ERROR_CALL.sub(r'__CPROVER_assert(0, "\1");', text))
    return target


def cbmc_command(cbmc: str, task: Task, source: Path, unwind: int, solver: str) -> list[str]:
    """sv-eval's CBMC command line for ``task`` with ``--verbosity 9``."""
    prop = task.property
    flags = ["--no-standard-checks", "--unwinding-assertions"]
    if prop != "unreach-call":
        flags.append("--no-assertions")
    if prop == "no-overflow":
        flags.append("--signed-overflow-check")
    elif prop in ("valid-memsafety", "valid-memcleanup"):
        flags += ["--pointer-check", "--bounds-check", "--memory-leak-check",
                  "--pointer-primitive-check"]
        if prop == "valid-memcleanup":
            flags.append("--memory-cleanup-check")
    model = "--32" if task.data_model == "ILP32" else "--64"
    if solver != "minisat":
        flags += ["--sat-solver", solver]
    return [cbmc, str(source), model, "--unwind", str(unwind), *flags, "--verbosity", "9"]


def classify_cbmc(code: int, text: str, prop: str, killed: bool) -> str:
    """sv-eval's reading of a CBMC run."""
    if killed:
        return "timeout"
    if code == 0:
        return "true"
    if code == 10:
        failed = _CBMC_FAILED.findall(text)
        real = [p for p in failed if not re.search(r"\.unwind\.|\.recursion$", p)
                and re.search(_RELEVANT.get(prop, "."), p)]
        return "false" if real or not failed else "unknown"
    return "unknown" if code == 5 else "error"


def run_cbmc(cbmc: str, task: Task, settings: Settings, solver: str) -> Run:
    with tempfile.TemporaryDirectory() as folder:
        source = cbmc_input(Path(task.input), Path(folder))
        cmd = cbmc_command(cbmc, task, source, settings.unwind, solver)
        code, text, wall, mem, killed = _run(cmd, settings.timeout + KILL_SLACK,
                                             settings.memory_mb)
    sizes = [(int(v), int(c)) for v, c in _CBMC_SIZES.findall(text)]
    variables, clauses = max(sizes) if sizes else (None, None)
    if _LIBRARY_FAILED in text:         # an incomplete model: its answer and sizes mean nothing
        return Run("error", round(wall, 3), variables, clauses, round(mem, 1),
                   "CBMC's library models did not preprocess (gcc -m32 needs gcc-multilib)")
    return Run(classify_cbmc(code, text, task.property, killed), round(wall, 3), variables,
               clauses, round(mem, 1), _tail(text))


def library_problem(data_models: set[str]) -> str | None:
    """Why CBMC could not link its library models for ``data_models`` (``ILP32``/``LP64``):
    the message of the system ``gcc -E`` that CBMC preprocesses them with, or None."""
    for model in sorted(data_models):
        flag = "-m32" if model == "ILP32" else "-m64"
        try:
            done = subprocess.run(["gcc", flag, "-E", "-x", "c", "-"], input=_LIBRARY_HEADERS,
                                  capture_output=True, text=True, timeout=60, check=False)
        except OSError as e:
            return f"gcc is not available to CBMC ({e})"
        if done.returncode != 0:
            first = next((line for line in done.stderr.splitlines() if "error" in line),
                         done.stderr.strip()[:200])
            return f"gcc {flag} -E cannot read the system headers: {first.strip()}" + (
                " (install gcc-multilib)" if flag == "-m32" else "")
    return None


def run_task(task: Task, settings: Settings, cbmc: str, solver: str,
             extra: Sequence[str]) -> Row:
    load = os.getloadavg()[0]
    cbmc_run = run_cbmc(cbmc, task, settings, solver)
    bmc_run = run_bmc(task, settings, extra)
    return Row(task.id, task.expected, round(load, 2), bmc_run, cbmc_run)


# =============================================================================== report
def _ratio(a: float | None, b: float | None) -> float | None:
    return None if a is None or b is None or b == 0 else a / b


def _mark(expected: str, verdict: str) -> str:
    if verdict == expected:
        return "ok"
    return "WRONG" if verdict in ("true", "false") and expected in ("true", "false") else "-"


def _num(value: int | None) -> str:
    return "-" if value is None else f"{value:,}"


def _fmt_ratio(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


HEADER = (f"{'task':44} {'exp':5} | {'bmc':13} {'wall':>7} {'vars':>10} {'clauses':>11} | "
          f"{'cbmc':13} {'wall':>7} {'vars':>10} {'clauses':>11} | "
          f"{'t-ratio':>7} {'v-ratio':>7} {'c-ratio':>7} {'load':>5}")


def row_line(row: Row) -> str:
    b, c = row.bmc, row.cbmc
    name = row.task if len(row.task) <= 44 else "..." + row.task[-41:]
    return (f"{name:44} {row.expected:5} | "
            f"{_mark(row.expected, b.verdict) + ' ' + b.verdict:13} {b.wall:7.2f} "
            f"{_num(b.variables):>10} {_num(b.clauses):>11} | "
            f"{_mark(row.expected, c.verdict) + ' ' + c.verdict:13} {c.wall:7.2f} "
            f"{_num(c.variables):>10} {_num(c.clauses):>11} | "
            f"{_fmt_ratio(_ratio(b.wall, c.wall)):>7} "
            f"{_fmt_ratio(_ratio(b.variables, c.variables)):>7} "
            f"{_fmt_ratio(_ratio(b.clauses, c.clauses)):>7} {row.load:5.2f}")


def _median(values: list[float]) -> str:
    return f"{statistics.median(values):.3f} over {len(values)} tasks" if values else "-"


def summary(rows: Sequence[Row]) -> list[str]:
    """The summary lines: correct/wrong per tool, one-sided answers, median ratios."""
    lines = []
    for tool in ("bmc", "cbmc"):
        runs = [(r.expected, getattr(r, tool)) for r in rows]
        correct = sum(1 for e, run in runs if run.verdict == e)
        wrong = sum(1 for e, run in runs if _mark(e, run.verdict) == "WRONG")
        points = sum(score(e, run.verdict) for e, run in runs)
        timeouts = sum(1 for _, run in runs if run.verdict == "timeout")
        errors = sum(1 for _, run in runs if run.verdict == "error")
        lines.append(f"{tool:5} correct {correct} of {len(runs)}  wrong {wrong}  "
                     f"timeout {timeouts}  error {errors}  score {points}  "
                     f"wall {sum(run.wall for _, run in runs):.1f} s")
    only_bmc = [r.task for r in rows if r.bmc.verdict == r.expected != r.cbmc.verdict]
    only_cbmc = [r.task for r in rows if r.cbmc.verdict == r.expected != r.bmc.verdict]
    lines.append(f"correct only in bmc ({len(only_bmc)}): {', '.join(only_bmc) or '-'}")
    lines.append(f"correct only in cbmc ({len(only_cbmc)}): {', '.join(only_cbmc) or '-'}")
    clauses = [x for r in rows if (x := _ratio(r.bmc.clauses, r.cbmc.clauses)) is not None]
    variables = [x for r in rows if (x := _ratio(r.bmc.variables, r.cbmc.variables)) is not None]
    walls = [x for r in rows if r.cbmc.wall >= 1.0
             and (x := _ratio(r.bmc.wall, r.cbmc.wall)) is not None]
    all_walls = [x for r in rows if (x := _ratio(r.bmc.wall, r.cbmc.wall)) is not None]
    lines.append(f"median clause ratio bmc/cbmc: {_median(clauses)}")
    lines.append(f"median variable ratio bmc/cbmc: {_median(variables)}")
    lines.append(f"median wall-time ratio bmc/cbmc (cbmc >= 1 s): {_median(walls)}")
    lines.append(f"median wall-time ratio bmc/cbmc (all tasks): {_median(all_walls)}")
    return lines


def select(tasks: list[Task], subset: str, pattern: str) -> list[Task]:
    """The tasks of ``subset`` whose id matches ``pattern``."""
    def threaded(t: Task) -> bool:
        return t.category == "concurrency" or "pthread" in t.input
    keep: dict[str, Callable[[Task], bool]] = {
        "all": lambda t: True,
        "sequential": lambda t: not threaded(t),
        "pthread": threaded,
        "float": lambda t: t.category == "floats" or "float" in t.input,
    }
    return [t for t in tasks if keep[subset](t) and re.search(pattern, t.id)]


def _version(cmd: list[str]) -> str:
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=60, check=False)
    except OSError as e:
        return f"unavailable ({e})"
    return (done.stdout or done.stderr).strip().splitlines()[0] if (done.stdout or done.stderr) \
        else "?"


def _commit() -> str:
    """bmc's git commit (``BMC_COMMIT`` names it for a copy outside git)."""
    done = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                          capture_output=True, text=True, check=False)
    return done.stdout.strip() if done.returncode == 0 else "? (not a git checkout)"


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("tasks", nargs="+", help="tasks.csv, .yml files or folders")
    ap.add_argument("--unwind", type=int, default=10)
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--subset", choices=("all", "sequential", "pthread", "float"),
                    default="all")
    ap.add_argument("--filter", default="", help="regex on the task id")
    ap.add_argument("--jobs", type=int, default=1,
                    help="tasks run at a time (default 1; both tools of a task in turn)")
    ap.add_argument("--cbmc", default=os.environ.get("CBMC", str(DEFAULT_CBMC)))
    ap.add_argument("--cbmc-solver", default="minisat", choices=("minisat", "cadical"))
    ap.add_argument("--bmc-args", default="", help="extra bmc arguments")
    ap.add_argument("--memory-limit", type=int, default=None, metavar="MB")
    ap.add_argument("--out", type=Path, help="write the table to this file too")
    ap.add_argument("--json", type=Path, help="one JSON object per task")
    args = ap.parse_args(argv)

    if not Path(args.cbmc).exists():
        ap.error(f"CBMC not found at {args.cbmc} (give --cbmc PATH)")
    tasks = select(load_tasks(args.tasks), args.subset, args.filter)
    if (problem := library_problem({t.data_model for t in tasks})) is not None:
        ap.error(f"CBMC would run without its library models: {problem}")
    settings = Settings(args.unwind, args.timeout, args.memory_limit)
    extra = args.bmc_args.split()
    compile_bytecode(ROOT / "bmc")      # as installed: no run compiles bmc's modules again
    load_start = os.getloadavg()
    bmc_version = _version([sys.executable, "-m", "bmc", "--version"])
    commit = os.environ.get("BMC_COMMIT") or _commit()
    cbmc_version = _version([args.cbmc, "--version"])
    header = [
        f"# python bench/vs_cbmc.py {' '.join(sys.argv[1:] if argv is None else argv)}",
        f"# {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; {len(tasks)} tasks; "
        f"unwind {args.unwind}, timeout {args.timeout:g} s (killed at +{KILL_SLACK:g} s), "
        f"jobs {args.jobs}; {os.cpu_count()} CPUs",
        f"# bmc: {bmc_version} (commit {commit}) {' '.join(extra)}; cbmc: {cbmc_version} "
        f"(--sat-solver {args.cbmc_solver})",
        "# load average at start (1/5/15 min): "
        + " ".join(f"{x:.2f}" for x in load_start),
        HEADER,
    ]
    out = open(args.out, "w", encoding="utf-8") if args.out else None

    def emit(line: str) -> None:
        print(line, flush=True)
        if out is not None:
            out.write(line + "\n")
            out.flush()

    for line in header:
        emit(line)
    rows: list[Row] = []
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for row in pool.map(lambda t: run_task(t, settings, args.cbmc, args.cbmc_solver,
                                               extra), tasks):
            rows.append(row)
            emit(row_line(row))
    emit("# load average at end (1/5/15 min): "
         + " ".join(f"{x:.2f}" for x in os.getloadavg()))
    for line in summary(rows):
        emit(line)
    if out is not None:
        out.close()
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(asdict(row)) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
