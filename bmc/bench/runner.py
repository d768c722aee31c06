"""``bmc tasks``: run configurations of bmc over SV-COMP tasks, resumably, and score them.

Each (task, configuration) runs ``python -m bmc INPUT --property-file PRP --data-model DM
--unwind N --timeout T [config args]`` as a subprocess, exactly the command line
``shared/tools/sv-eval`` uses, in its own session, killed at ``T + 10`` s (sv-eval's limit),
with ``RLIMIT_AS`` set to ``--memory-limit`` when given. CPU time and peak memory come from
``os.wait4``. The verdict is classified as sv-eval does (``bench.scoring``).

Results are appended as JSON lines to ``--results`` as they finish; a rerun skips every
run already there with the same task, config name, config arguments, unwind depth, timeout
and memory limit (``run_key``); a record made with other options (or an old record without
them) is run again, and only matching records are reported. Configs are checked by bmc's
own option parser before any run (``check_configs``). Jobs run on a thread pool
(``--jobs``) or on Dask (``--dask``: a ``LocalCluster`` over loopback, or ``--scheduler
ADDRESS``; see ``bench.sweep``). At the end: one summary per config (sv-eval's line plus CPU time and
memory), the tasks where configs differ, and, with ``--out DIR``, the tables and plots of
``bench.report``.

Before the runs, bmc's own modules are byte-compiled once (``compile_bytecode``), as an
installed package is: a checkout run with ``PYTHONDONTWRITEBYTECODE`` set would otherwise
compile all of them again in every run (about 0.4 s of CPU each).
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import re
import resource
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from bmc.bench.scoring import classify, score, summarize
from bmc.bench.tasks import SUPPORTED, Config, Task, load_tasks, parse_config
from bmc.errors import BmcError, UsageError
from bmc.cli.arguments import parse_options
from bmc.bench.sweep import run_on_dask
from bmc.cli.arguments import Parser, plain_text
from bmc.bench.solvers import pysat_names
from bmc.backends.sat_backend import canonical_solver_name
from bmc.bench.report import write_all

KILL_SLACK = 10.0          # sv-eval kills a run at timeout + 10 s


@dataclass(frozen=True, slots=True)
class Settings:
    """How every run is made."""

    unwind: int = 10
    timeout: float = 30.0
    memory_mb: int | None = None
    python: str = sys.executable


@dataclass(frozen=True, slots=True)
class TaskResult:
    """One (task, config) run: the record of one JSON line."""

    task: str
    config: str
    input: str
    expected: str
    verdict: str
    exit: int
    wall_s: float
    cpu_s: float
    mem_mb: float
    correct: bool
    wrong: bool
    score: int
    tail: str
    args: tuple[str, ...] = ()
    unwind: int = 0
    timeout: float = 0.0
    memory_limit_mb: int | None = None


def run_key(task: str, config: str, args: Sequence[str], settings: Settings
            ) -> tuple[str, str, str]:
    """What makes two runs the same run: task id, config name, the config's arguments and
    the settings (unwind depth, timeout, memory limit)."""
    options = json.dumps([list(args), settings.unwind, float(settings.timeout),
                          settings.memory_mb])
    return task, config, options


def record_key(record: dict[str, Any]) -> tuple[str, str, str] | None:
    """``run_key`` of a results record (None for a record that lacks the run's options)."""
    if "args" not in record or "unwind" not in record or "timeout" not in record:
        return None
    limit = record.get("memory_limit_mb")
    settings = Settings(int(record["unwind"]), float(record["timeout"]),
                        int(limit) if limit is not None else None)
    return run_key(str(record["task"]), str(record["config"]),
                   [str(a) for a in record["args"]], settings)


def command(task: Task, config: Config, settings: Settings) -> list[str]:
    """The bmc command line of one run (sv-eval's, then the config's arguments)."""
    timeout = f"{settings.timeout:g}"
    return [settings.python, "-m", "bmc", task.input, "--property-file", task.property_file,
            "--data-model", task.data_model, "--unwind", str(settings.unwind),
            "--timeout", timeout, *config.args]


def check_configs(tasks: Sequence[Task], configs: Sequence[Config],
                  settings: Settings) -> None:
    """Refuse, before any run, a config whose arguments this bmc does not accept (an
    option it does not know yet, a bad value): each config's command line for the first
    task is parsed by bmc's own option parser. Raises ``UsageError`` naming the config."""
    if not tasks:
        return
    for config in configs:
        argv = command(tasks[0], config, settings)[3:]      # without "python -m bmc"
        try:
            parse_options(argv)
        except BmcError as e:
            raise UsageError(f"configuration {config.name!r} ({' '.join(config.args)}): "
                             f"bmc does not accept it: {e.message}") from None


def _limits(memory_mb: int | None) -> Callable[[], None] | None:
    if not memory_mb:
        return None

    def apply() -> None:
        limit = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    return apply


@dataclass(frozen=True, slots=True)
class ProcessRun:
    """How a command run by ``run_process`` ended."""

    code: int                        # exit code (negative: the signal that ended it)
    text: str                        # stdout and stderr together
    wall: float                      # seconds
    usage: resource.struct_rusage    # the child's own (CPU times, peak RSS in KB)
    killed: bool                     # stopped at the time limit


def run_process(cmd: Sequence[str], limit: float, memory_mb: int | None = None,
                env: dict[str, str] | None = None) -> ProcessRun:
    """Run ``cmd`` in its own session with its address space capped at ``memory_mb``; at
    ``limit`` seconds its whole process group is killed, and after it ends so are the
    processes it left in that group (solver children)."""
    with tempfile.TemporaryFile() as out:
        start = time.monotonic()
        proc = subprocess.Popen(list(cmd), stdout=out, stderr=subprocess.STDOUT, env=env,
                                start_new_session=True, preexec_fn=_limits(memory_mb))
        killed = threading.Event()

        def kill() -> None:
            killed.set()
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        timer = threading.Timer(limit, kill)
        timer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        finally:
            timer.cancel()
        proc.returncode = code = os.waitstatus_to_exitcode(status)
        wall = time.monotonic() - start
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        out.seek(0)
        text = out.read().decode("utf-8", "replace")
    return ProcessRun(code, text, wall, usage, killed.is_set())


def run_task(task: Task, config: Config, settings: Settings) -> TaskResult:
    """Run bmc on one task with one config and classify the result."""
    cmd = command(task, config, settings)
    done = run_process(cmd, settings.timeout + KILL_SLACK, settings.memory_mb,
                       dict(os.environ, PYTHONHASHSEED="0"))
    code, text, wall, usage = done.code, done.text, done.wall, done.usage
    verdict = classify(code, text, done.killed)
    correct = verdict == task.expected
    wrong = verdict in ("true", "false") and not correct
    tail = " | ".join(text.strip().splitlines()[-2:])[:300]
    return TaskResult(task.id, config.name, task.input, task.expected, verdict, code,
                      round(wall, 3), round(usage.ru_utime + usage.ru_stime, 3),
                      round(usage.ru_maxrss / 1024, 1), correct, wrong,
                      score(task.expected, verdict), tail, config.args, settings.unwind,
                      float(settings.timeout), settings.memory_mb)


# =============================================================================== results file
def read_results(path: Path | None) -> list[dict[str, object]]:
    """The records already in a results file (a torn last line is ignored)."""
    if path is None or not path.exists():
        return []
    records = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return records


class _Sink:
    """Appends records to the results file (thread-safe) and keeps them in memory."""

    def __init__(self, path: Path | None, earlier: list[dict[str, object]]) -> None:
        self.path = path
        self.records = list(earlier)
        self.lock = threading.Lock()
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)

    def add(self, result: TaskResult) -> dict[str, object]:
        record = asdict(result)
        record["args"] = list(result.args)          # as it reads back from the file
        with self.lock:
            self.records.append(record)
            if self.path is not None:
                with open(self.path, "a", encoding="utf-8") as fh:
                    fh.write(json.dumps(record, sort_keys=True) + "\n")
        return record


PACKAGE = Path(__file__).resolve().parents[1]


def compile_bytecode(package: Path = PACKAGE) -> bool:
    """Byte-compile the modules of ``package`` (default: this bmc) into its ``__pycache__``
    folders, where they are stale or missing; False if that could not be done (a read-only
    install, which then has its bytecode already or compiles as before)."""
    try:
        return bool(compileall.compile_dir(str(package), quiet=2))
    except OSError:
        return False


def run_all(tasks: Sequence[Task], configs: Sequence[Config], settings: Settings, *,
            jobs: int = 1, results: Path | None = None, dask: bool = False,
            scheduler: str | None = None, progress: bool = False,
            on_result: Callable[[dict[str, object]], None] | None = None
            ) -> list[dict[str, object]]:
    """Run every (task, config) not yet in ``results``; every record, in task/config
    order (deterministic whatever order the runs finished in)."""
    check_configs(tasks, configs, settings)
    compile_bytecode()
    earlier = read_results(results)
    done = {record_key(r) for r in earlier}
    todo = [(t, c) for t in tasks for c in configs
            if run_key(t.id, c.name, c.args, settings) not in done]
    sink = _Sink(results, earlier)
    bar = _progress(len(todo)) if progress else None

    def finished(result: TaskResult) -> None:
        record = sink.add(result)
        if bar is not None:
            bar.update(1)
        if on_result is not None:
            on_result(record)

    if dask:
        run_on_dask(todo, settings, finished, run_task, jobs=jobs, scheduler=scheduler)
    else:
        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            futures = [pool.submit(run_task, t, c, settings) for t, c in todo]
            for future in as_completed(futures):
                finished(future.result())
    if bar is not None:
        bar.close()
    wanted = {run_key(t.id, c.name, c.args, settings): k
              for k, (t, c) in enumerate((t, c) for t in tasks for c in configs)}
    latest = {key: r for r in sink.records if (key := record_key(r)) in wanted}
    return [latest[key] for key in sorted(latest, key=lambda k: wanted[k])]


class _Bar:
    def __init__(self, total: int) -> None:
        self.total, self.count = total, 0

    def update(self, n: int) -> None:
        self.count += n
        print(f"\r{self.count}/{self.total}", end="", file=sys.stderr, flush=True)

    def close(self) -> None:
        print(file=sys.stderr)


def _progress(total: int):  # noqa: ANN202 - tqdm or _Bar
    try:
        from tqdm import tqdm
        return tqdm(total=total, unit="run", file=sys.stderr)
    except ImportError:
        return _Bar(total)


# =============================================================================== output
def differences(records: Iterable[dict[str, object]], configs: Sequence[str]
                ) -> list[tuple[str, dict[str, str]]]:
    """Tasks whose verdict differs between configs: (task, {config: verdict})."""
    by_task: dict[str, dict[str, str]] = {}
    for r in records:
        by_task.setdefault(str(r["task"]), {})[str(r["config"])] = str(r["verdict"])
    return [(task, verdicts) for task, verdicts in by_task.items()
            if len({verdicts.get(c, "-") for c in configs}) > 1]


def build_parser() -> argparse.ArgumentParser:
    p = Parser(prog="bmc tasks", description=plain_text(__doc__),
                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("sources", nargs="+", metavar="TASKS",
                   help="tasks.csv files, task .yml files, or folders of .yml files")
    p.add_argument("--root", help="folder the CSV paths are relative to (default: its own)")
    p.add_argument("--config", action="append", default=[], metavar="[NAME=]ARGS",
                   help="a configuration: extra bmc arguments, e.g. "
                        "'z3=--backend z3' or 'kissat=--sat-solver kissat404' (repeatable; "
                        "default: one config 'default' with no extra arguments)")
    p.add_argument("--backends", metavar="LIST",
                   help="shorthand: one config per name (pysat solver names, z3, bitwuzla, "
                        "cvc5; 'pysat' = every pysat solver built here, 'all' = those and "
                        "z3)")
    p.add_argument("--unwind", type=int, default=10)
    p.add_argument("--timeout", type=float, default=30.0, help="seconds per run (bmc "
                   "--timeout; the run is killed 10 s later)")
    p.add_argument("--memory-limit", type=int, metavar="MB", help="address-space limit")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--filter", default="", help="regex on the input path")
    p.add_argument("--results", type=Path, help="JSON-lines results file (resumable: "
                   "runs already in it are skipped)")
    p.add_argument("--out", type=Path, help="write tables and plots to this folder")
    p.add_argument("--scatter", metavar="A,B", help="configs of the scatter plot "
                   "(default: the first two)")
    p.add_argument("--dask", action="store_true", help="run on Dask (LocalCluster unless "
                   "--scheduler)")
    p.add_argument("--scheduler", metavar="ADDRESS", help="an existing Dask scheduler "
                   "(implies --dask)")
    p.add_argument("--progress", action="store_true", help="progress bar on stderr")
    p.add_argument("--quiet", action="store_true", help="no line per run")
    return p


def backend_names(names: Iterable[str]) -> list[str]:
    """``--backends`` names with ``pysat`` (every pysat solver built here, as pysat lists
    them) and ``all`` (those and z3) expanded, in order, without duplicates."""
    out: list[str] = []
    for raw in names:
        name = raw.strip()
        expanded = [*pysat_names(), *(["z3"] if name == "all" else [])] \
            if name in ("pysat", "all") else [name] if name else []
        out += [n for n in expanded if n not in out]
    return out


def configs_from(args: argparse.Namespace) -> list[Config]:
    configs = [parse_config(c) for c in args.config]
    if args.backends:
        for name in backend_names(args.backends.split(",")):
            if name in ("z3", "bitwuzla", "cvc5"):
                configs.append(Config(name, ("--backend", name)))
            else:           # a pysat solver not built here: BackendUnavailable naming those built
                canonical_solver_name(name)
                configs.append(Config(name, ("--sat-solver", name)))
    if not configs:
        configs = [Config("default")]
    names = [c.name for c in configs]
    if len(set(names)) != len(names):
        raise UsageError("configuration names must differ: " + ", ".join(names))
    return configs


def no_tasks_message(sources: Sequence[str], found: int, pattern: str) -> str:
    """Why ``bmc tasks`` has nothing to run: no task in ``sources``, or ``--filter``
    dropped all ``found``."""
    where = ", ".join(sources)
    if found:
        return f"--filter {pattern!r} matches none of the {found} tasks in {where}"
    return (f"no tasks in {where}: expected a tasks.csv, task-definition .yml files or a "
            f"folder of them, with a property bmc checks ({', '.join(SUPPORTED)})")


def main(argv: Sequence[str]) -> int:
    """``bmc tasks``; exit 0, or 1 when some run gave a wrong verdict (like sv-eval)."""
    args = build_parser().parse_args(list(argv))
    found = load_tasks(args.sources, args.root)
    tasks = [t for t in found if re.search(args.filter, t.input)]
    if not tasks:
        raise UsageError(no_tasks_message(args.sources, len(found), args.filter))
    configs = configs_from(args)
    settings = Settings(args.unwind, args.timeout, args.memory_limit)

    def line(r: dict[str, Any]) -> None:
        if args.quiet or args.progress:
            return
        mark = "ok " if r["correct"] else ("WRONG" if r["wrong"] else "-  ")
        print(f"{mark} {r['verdict']:8} exp={r['expected']:5} {float(r['wall_s']):7.2f}s "
              f"[{r['config']}] {r['task']}", flush=True)

    records = run_all(tasks, configs, settings, jobs=args.jobs, results=args.results,
                      dask=args.dask or bool(args.scheduler), scheduler=args.scheduler,
                      progress=args.progress, on_result=line)
    names = [c.name for c in configs]
    summaries = [summarize(name, records) for name in names]
    print()
    for s in summaries:
        print(f"[{s.config}] {s.line()}  cpu {s.cpu_s:.1f}s  max mem {s.max_mem_mb:.0f} MB")
    if len(names) > 1:
        diffs = differences(records, names)
        print(f"\n{len(diffs)} tasks where the configs' verdicts differ")
        for task, verdicts in diffs[:50]:
            print("  " + task + ": " + ", ".join(f"{c}={verdicts.get(c, '-')}"
                                                 for c in names))
    if args.out:
        pair = args.scatter.split(",") if args.scatter else names[:2]
        for path in write_all(records, summaries, args.out, pair):
            print(f"wrote {path}")
    return 1 if any(s.wrong for s in summaries) else 0


__all__ = ["Settings", "TaskResult", "ProcessRun", "run_process", "command", "check_configs", "run_key", "record_key",
           "compile_bytecode", "PACKAGE",
           "backend_names", "run_task", "run_all", "read_results",
           "differences", "main"]
