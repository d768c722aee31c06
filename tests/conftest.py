"""Shared fixtures and helpers for the test suites.

``run_bmc(argv, cwd=None)`` runs the checker in-process (``bmc.cli.main``) and returns
``(exit_code, stdout, stderr)``. It never lets an exception escape: an uncaught exception
becomes exit code 1 with its traceback on stderr (what ``python -m bmc`` would show), so
tests that check "no Traceback" and the expected exit code fail with a readable message.
A run that exceeds ``RUN_TIMEOUT`` seconds is interrupted (SIGALRM) and reported as exit
code -14 with ``TIMEOUT`` on stderr.

``run_bmc_process(argv, cwd=None)`` does the same through ``python -m bmc`` in a child
process (for the few tests that must see the real process exit code and streams).

``z3_available`` / ``gcc_available`` say whether the optional tools are installed.

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


class _RunTimeout(Exception):
    pass


def _on_alarm(signum, frame):  # pragma: no cover - only on timeouts
    raise _RunTimeout()


def run_bmc(argv, cwd=None, timeout: float | None = None) -> tuple[int, str, str]:
    """Run ``bmc.cli.main(argv)`` in-process with cwd ``cwd``; return (exit, stdout, stderr)."""
    try:
        import bmc.cli as cli
    except Exception:  # the CLI is not there (yet) or does not import
        pytest.fail("cannot import bmc.cli:\n" + traceback.format_exc())
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


def _in_main_thread() -> bool:
    import threading
    return threading.current_thread() is threading.main_thread()


@pytest.fixture
def bmc_runner():
    """The in-process runner as a fixture (``bmc_runner(argv, cwd=...)``)."""
    return run_bmc


# Make the helpers importable under a unique name (see the module docstring).
sys.modules.setdefault("bmc_test_helpers", sys.modules[__name__])
