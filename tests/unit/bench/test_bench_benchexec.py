"""The BenchExec tool-info module, checked with BenchExec's own tester."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("benchexec")

from bmc.bench.benchexec_toolinfo import result_of  # noqa: E402

SV = Path(__file__).resolve().parents[4] / "shared" / "benchmarks" / "sv" / "c"
MODULE = "bmc.bench.benchexec_toolinfo"


def test_results_from_output_and_exit_code() -> None:
    import benchexec.result as r
    assert result_of(0, ["SV-COMP: true", "VERIFICATION SUCCESSFUL"]) == r.RESULT_TRUE_PROP
    assert result_of(10, ["SV-COMP: false(unreach-call)"]) == r.RESULT_FALSE_REACH
    assert result_of(10, ["SV-COMP: false(no-overflow)"]) == r.RESULT_FALSE_OVERFLOW
    assert result_of(10, ["SV-COMP: false(valid-deref)"]) == r.RESULT_FALSE_DEREF
    assert result_of(10, ["SV-COMP: false(valid-free)"]) == r.RESULT_FALSE_FREE
    assert result_of(5, ["SV-COMP: unknown"]) == r.RESULT_UNKNOWN
    assert result_of(10, ["VERIFICATION FAILED"]) == r.RESULT_FALSE_PROP
    assert result_of(5, []) == r.RESULT_UNKNOWN
    assert result_of(2, ["x.c:1:2: error: bad"]).startswith(r.RESULT_ERROR)


@pytest.mark.skipif(shutil.which("bmc") is None, reason="bmc not installed on PATH")
def test_benchexec_tool_info_tester(tmp_path: Path) -> None:
    output = tmp_path / "out.log"
    output.write_text("bmc 0.1.0: x.c\nSV-COMP: false(unreach-call)\nVERIFICATION FAILED\n")
    argv = [sys.executable, "-m", "benchexec.test_tool_info", MODULE, "--no-container",
            "--tool-output", str(output)]
    task = SV / "bitvector-regression" / "integerpromotion-2.yml"
    if task.exists():
        argv += ["--task-definition", str(task)]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    text = proc.stdout + proc.stderr
    assert "Name of tool: “bmc”" in text or "Name of tool: \"bmc\"" in text
    assert "Version: “0.1.0”" in text or "0.1.0" in text
    assert "false(unreach-call)" in text
    if task.exists():
        assert "--data-model', 'ILP32'" in text
