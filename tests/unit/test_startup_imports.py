"""``bmc --version``, ``--help`` and option errors are answered without importing the checker.

Each command runs in a fresh interpreter (``python -m bmc``) that reports, at exit, which
modules it imported; the front end, the pipeline, the solvers and the output formats must
not be among them. (No timing here: start-up times are measured by bench/overhead.py.)
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Run bmc's console, then print the imported module names (os._exit skips atexit hooks, so
# the names are printed from sys.exit's SystemExit, which every early answer raises).
PROBE = """
import sys
sys.argv = ["bmc", *sys.argv[1:]]
from bmc.cli.entry import console
try:
    console()
finally:
    print("MODULES", " ".join(sorted(sys.modules)), file=sys.stderr)
"""

HEAVY = ("bmc.pipeline", "bmc.frontend", "bmc.symex", "bmc.checker", "bmc.backends",
         "bmc.encodings", "bmc.output", "bmc.strategy", "bmc.terms", "pycparser", "pysat",
         "z3", "jinja2", "bitwuzla", "cvc5")


def imported(*args: str) -> tuple[int, set[str], str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True,
                          text=True, env=env, timeout=60, check=False)
    line = [x for x in done.stderr.splitlines() if x.startswith("MODULES ")]
    assert line, done.stderr
    return done.returncode, set(line[-1].split()[1:]), done.stdout + done.stderr


@pytest.mark.parametrize("args", [("--version",), ("--help",), ("--no-such-option",),
                                  ("prog.c", "--unwind", "many")])
def test_early_answers_import_nothing_heavy(args: tuple[str, ...]) -> None:
    code, modules, text = imported(*args)
    assert code == (0 if args[0] in ("--version", "--help") else 1), text
    heavy = sorted(m for m in modules if m.startswith(HEAVY))
    assert heavy == []


def test_version_imports_no_option_parser() -> None:
    _, modules, text = imported("--version")
    assert "bmc 0." in text
    assert not {"argparse", "bmc.cli.arguments", "bmc.options"} & modules


def test_the_probe_sees_a_heavy_import() -> None:
    """A module imported before the answer is reported (so the check above can fail)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    probe = PROBE.replace("from bmc.cli.entry", "import pycparser\nfrom bmc.cli.entry")
    done = subprocess.run([sys.executable, "-c", probe, "--version"], capture_output=True,
                          text=True, env=env, timeout=60, check=False)
    assert "pycparser" in done.stderr.split("MODULES", 1)[1].split()
