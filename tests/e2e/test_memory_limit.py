"""``--memory-limit``: a run that grows past it ends INCONCLUSIVE (exit 5) naming the limit,
the size reached and the phase, instead of meeting the kernel's OOM killer."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bmc.checker.run import DEFAULT_MEMORY_SHARE, machine_memory, memory_limit, resident_memory
from bmc.options import Options

GROWING = """
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assert(int);
int main(void) {
  unsigned s = 0, n = __VERIFIER_nondet_uint();
  for (unsigned i = 0; i < n; i++) s += i ^ n;
  __VERIFIER_assert(s != 12345);
  return 0;
}
"""


def _bmc(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    return subprocess.run([sys.executable, "-m", "bmc", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)


@pytest.mark.skipif(resident_memory() is None, reason="needs /proc/self/statm (Linux)")
def test_run_past_the_limit_is_inconclusive(tmp_path: Path) -> None:
    (tmp_path / "grow.c").write_text(GROWING)
    done = _bmc("grow.c", "--unwind", "3000", "--no-unwinding-assertions",
                "--memory-limit", "150", cwd=tmp_path)
    assert done.returncode == 5, done.stderr
    assert "VERIFICATION INCONCLUSIVE" in done.stdout
    assert "memory limit of 150 MB reached (" in done.stdout
    assert " MB resident) in phase " in done.stdout


def test_limit_values() -> None:
    assert memory_limit(Options(memory_limit=0)) is None
    assert memory_limit(Options(memory_limit=512)) == 512 << 20
    total = machine_memory()
    if total is not None:
        assert memory_limit(Options()) == int(total * DEFAULT_MEMORY_SHARE)


def test_negative_limit_is_a_usage_error(tmp_path: Path) -> None:
    (tmp_path / "grow.c").write_text(GROWING)
    done = _bmc("grow.c", "--memory-limit", "-1", cwd=tmp_path)
    assert done.returncode == 1
    assert "--memory-limit" in done.stderr
