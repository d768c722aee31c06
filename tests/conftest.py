"""Shared fixtures and helpers for the test suites.

``run_bmc(argv, cwd=None)`` runs the checker in-process (``bmc.cli.main.main``) and returns
``(exit_code, stdout, stderr)``. It never lets an exception escape: an uncaught exception
becomes exit code 1 with its traceback on stderr (what ``python -m bmc`` would show), so
tests that check "no Traceback" and the expected exit code fail with a readable message.
A run that exceeds ``RUN_TIMEOUT`` seconds is interrupted (SIGALRM) and reported as exit
code -14 with ``TIMEOUT`` on stderr.

``run_bmc_process(argv, cwd=None)`` does the same through ``python -m bmc`` in a child
process (for the few tests that must see the real process exit code and streams).

``z3_available`` / ``gcc_available`` say whether the optional tools are installed.

``witnesslint(witness, program)`` runs the SV-COMP witness linter beside the project
(``../shared/tools/witnesslint``) on a GraphML witness and returns what it objects to;
``witnesslint_missing()`` says why it cannot run here (no ``../shared``, no ``lxml``);
``yaml_witness_problems(entry, directory)`` checks the same of a YAML 2.0 witness entry.
``in_default_sample(name, every)`` picks the cases of an agreement matrix (the golden cases
re-run under another back end, memory model or encoding) that the default run keeps: about
one in ``every``, chosen by a stable hash (CRC-32) of the case name, so the sample is the
same in every run and every pytest-xdist worker, and a new case joins it or not by its name
alone. The matrix modules mark the other cases ``slow`` (``-m slow`` runs them).

Test modules import these as ``from bmc_test_helpers import run_bmc, z3_available``: this
conftest registers itself under that name, so the import does not depend on which
``conftest`` module happens to be first on ``sys.path``.
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import os
import shutil
import signal
import subprocess
import sys
import traceback
import zlib
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]
SHARED_DIR = REPO_ROOT.parent / "shared"

# Seconds one in-process bmc run may take before the test gives up on it.
RUN_TIMEOUT = float(os.environ.get("BMC_TEST_RUN_TIMEOUT", "120"))

z3_available = importlib.util.find_spec("z3") is not None
gcc_available = shutil.which("gcc") is not None


WITNESSLINT = SHARED_DIR / "tools" / "witnesslint" / "witnesslinter.py"


def gcc_hex_outputs(tmp_path: Path, program: str, flags: list[str], m32: bool, what: str,
                    libraries: tuple[str, ...] = ()) -> list[int]:
    """Build ``program`` with ``gcc -O0 -w`` plus ``flags`` (the caller's ``-m32`` ones
    included) and ``libraries`` in ``tmp_path``, run it and return the hexadecimal words it
    prints. A build that fails under ``m32`` skips the test ("gcc -m32 cannot build WHAT":
    no multilib); any other failure fails it."""
    c_file, exe = tmp_path / "ref.c", tmp_path / "ref"
    c_file.write_text(program)
    build = subprocess.run(["gcc", "-O0", "-w", *flags, str(c_file), "-o", str(exe),
                            *libraries], capture_output=True, text=True)
    if build.returncode != 0:
        if m32:
            pytest.skip(f"gcc -m32 cannot build {what}: {build.stderr[:200]}")
        raise AssertionError(build.stderr)
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60, check=True)
    return [int(word, 16) for word in run.stdout.split()]


def witnesslint_missing() -> str | None:
    """Why the witness linter cannot run on this machine, or None when it can."""
    if not WITNESSLINT.is_file():
        return (f"the SV-COMP witness linter is not at {WITNESSLINT} "
                "(no ../shared beside the repository)")
    if importlib.util.find_spec("lxml") is None:
        return "lxml (extra dev) is not installed: the SV-COMP witness linter needs it"
    return None


def witnesslint(witness: Path, program: Path) -> list[str]:
    """The linter's objections to the GraphML ``witness`` of ``program``; empty: it conforms.

    Two runs, each must exit 0: the default checks with the program (keys and values, nodes,
    the program's SHA-256 against ``programhash``), then ``--strictChecking`` on a copy of
    the witness in an empty directory, for the function stack along every path
    (``enterFunction``/``returnFromFunction``). That run goes without the program (the
    witness names it relative to the run; the empty directory does not hold it): this
    linter version collects no function names of a program (a TODO of its own) and would
    object to every name in the witness. Its other check that needs the program, every
    ``startline`` a line of the program, is done here."""
    import tempfile
    import xml.etree.ElementTree as ET
    witness, program = Path(witness).resolve(), Path(program).resolve()
    problems: list[str] = []

    def lint(args: list[str], cwd: Path, label: str) -> None:
        proc = subprocess.run([sys.executable, str(WITNESSLINT), *args], cwd=cwd, check=False,
                              capture_output=True, text=True, timeout=120)
        if proc.returncode != 0:
            said = [line for line in (proc.stdout + proc.stderr).splitlines()
                    if line.startswith(("WARNING", "ERROR", "CRITICAL"))]
            problems.append(f"{label}: exit {proc.returncode}: "
                            + ("; ".join(said) or proc.stdout + proc.stderr))

    lint(["--witness", str(witness), str(program)], program.parent, "witnesslint")
    lines = len(program.read_text(errors="replace").split("\n"))      # as the linter counts
    for data in ET.parse(witness).iter("{http://graphml.graphdrawing.org/xmlns}data"):
        if data.get("key") in ("startline", "endline") and \
                not 1 <= int(data.text or "0") <= lines:
            problems.append(f"{data.get('key')} {data.text} is no line of {program.name}")
    with tempfile.TemporaryDirectory() as alone:
        copy = Path(alone) / witness.name
        copy.write_bytes(witness.read_bytes())
        lint(["--strictChecking", "--witness", copy.name], Path(alone),
             "witnesslint --strictChecking")
    return problems


_CREATION_TIME = r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})"


def yaml_witness_problems(entry: dict, directory: Path) -> list[str]:
    """What the witness linter checks of a GraphML witness, for a YAML 2.0 entry (the
    linter has no YAML checker): a named producer with a version, a specification, an
    ISO 8601 creation time with its zone, for every input file (relative to
    ``directory``) the SHA-256 of the file, and every location inside its input file (a
    line of the file, a column of the line)."""
    import hashlib
    import re
    problems: list[str] = []
    meta = entry.get("metadata", {})
    producer, task = meta.get("producer", {}), meta.get("task", {})
    if not (producer.get("name") and producer.get("version")):
        problems.append(f"producer without name or version: {producer!r}")
    if not task.get("specification"):
        problems.append("no specification")
    if not re.fullmatch(_CREATION_TIME, str(meta.get("creation_time", ""))):
        problems.append(f"creation time not ISO 8601: {meta.get('creation_time')!r}")
    files = task.get("input_files") or []
    if not files or set(files) != set(task.get("input_file_hashes", {})):
        problems.append(f"input files {files!r} and their hashes do not correspond")
    sources: dict[str, list[str]] = {}
    for name in files:
        data = (directory / name).read_bytes()
        if task.get("input_file_hashes", {}).get(name) != hashlib.sha256(data).hexdigest():
            problems.append(f"the hash of {name} is not the file's SHA-256")
        sources[name] = data.decode("utf-8", "replace").splitlines()
    locations = [item["invariant"]["location"] for item in entry.get("content", [])
                 if "invariant" in item]
    locations += [element["waypoint"]["location"] for item in entry.get("content", [])
                  for element in item.get("segment", [])]
    for loc in locations:
        lines = sources.get(loc.get("file_name"))
        line, column = loc.get("line", 0), loc.get("column", 1)
        if lines is None:
            problems.append(f"location in a file that is no input file: {loc!r}")
        elif not 1 <= line <= len(lines) or not 1 <= column <= len(lines[line - 1]):
            problems.append(f"location outside {loc['file_name']}: {loc!r}")
    return problems


class _RunTimeout(Exception):
    pass


def _on_alarm(signum, frame):  # pragma: no cover - only on timeouts
    raise _RunTimeout()


def run_bmc(argv, cwd=None, timeout: float | None = None) -> tuple[int, str, str]:
    """Run ``bmc.cli.main.main(argv)`` in-process with cwd ``cwd``; return (exit, stdout, stderr)."""
    try:
        import bmc.cli.main as cli
    except Exception:  # the CLI is not there (yet) or does not import
        pytest.fail("cannot import bmc.cli.main:\n" + traceback.format_exc())
    out, err = io.StringIO(), io.StringIO()
    old_cwd = os.getcwd()
    limit = RUN_TIMEOUT if timeout is None else timeout
    use_alarm = limit > 0 and hasattr(signal, "SIGALRM") and _in_main_thread()
    old_handler = None
    try:
        if cwd is not None:
            os.chdir(cwd)
        if use_alarm:
            old_handler = signal.signal(signal.SIGALRM, _on_alarm)
            signal.setitimer(signal.ITIMER_REAL, limit)
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = cli.main(list(argv))
            except SystemExit as e:
                if e.code is None:
                    code = 0
                elif isinstance(e.code, int):
                    code = e.code
                else:
                    print(e.code, file=sys.stderr)
                    code = 1
            except _RunTimeout:
                print(f"TIMEOUT: bmc run exceeded {limit:g} s", file=sys.stderr)
                code = -14
            except KeyboardInterrupt:
                raise
            except BaseException:  # what the real process would print
                traceback.print_exc(file=sys.stderr)
                code = 1
    finally:
        if use_alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old_handler if old_handler is not None else signal.SIG_DFL)
        os.chdir(old_cwd)
    if code is None:
        code = 0
    return int(code), out.getvalue(), err.getvalue()


def run_bmc_process(argv, cwd=None, timeout: float | None = None) -> tuple[int, str, str]:
    """Run ``python -m bmc argv`` as a child process; return (exit, stdout, stderr)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO_ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    try:
        proc = subprocess.run([sys.executable, "-m", "bmc", *argv], cwd=cwd, env=env,
                              capture_output=True, text=True,
                              timeout=RUN_TIMEOUT if timeout is None else timeout)
    except subprocess.TimeoutExpired as e:
        return -14, e.stdout or "", (e.stderr or "") + "\nTIMEOUT"
    return proc.returncode, proc.stdout, proc.stderr


def in_default_sample(name: str, every: int) -> bool:
    """Whether the case called ``name`` is in the default run's 1-in-``every`` sample."""
    return zlib.crc32(name.encode()) % every == 0


def default_sample(values: list, ids: list[str], every: int, heavy: tuple[str, ...] = ()
                   ) -> list:
    """``pytest.param``s of ``values`` (a tuple is the arguments of one case) named ``ids``:
    the 1-in-``every`` sample of ``in_default_sample`` runs by default (less the ``heavy``
    ones), the others are marked ``slow``, so the default run and ``-m slow`` together are the
    whole matrix."""
    out = []
    for value, name in zip(values, ids):
        args = value if isinstance(value, tuple) else (value,)
        fast = in_default_sample(name, every) and name not in heavy
        marks = () if fast else (pytest.mark.slow,)
        out.append(pytest.param(*args, id=name, marks=marks))
    return out


def _in_main_thread() -> bool:
    import threading
    return threading.current_thread() is threading.main_thread()


@pytest.fixture
def bmc_runner():
    """The in-process runner as a fixture (``bmc_runner(argv, cwd=...)``)."""
    return run_bmc


# Make the helpers importable under a unique name (see the module docstring).
sys.modules.setdefault("bmc_test_helpers", sys.modules[__name__])
