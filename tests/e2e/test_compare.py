"""``bmc compare``: one VCC, several solvers, a table, disagreements flagged."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from bmc.bench.compare import EXIT_DISAGREE, compare, render_text
from bmc.bench.solvers import parse_specs
from bmc.cli import main
from bmc.options import Options

SEED = Path(__file__).resolve().parents[2].parent / "shared" / "seed-examples"
E16B = SEED / "E16b_slam_mutant_ge.c"
PROGRAMS = Path(__file__).resolve().parents[2] / "bench" / "programs"
HAS_Z3 = importlib.util.find_spec("z3") is not None


def _program() -> Path:
    return E16B if E16B.exists() else PROGRAMS / "arith.c"


def test_solvers_agree_and_table_has_sizes() -> None:
    names = ["cadical195", "minisat22", "glucose4"] + (["z3"] if HAS_Z3 else [])
    c = compare(Options(files=(str(_program()),), unwind=1), parse_specs(names), jobs=2,
                timeout=60)
    assert [r.backend for r in c.rows] == names
    assert not c.disagreement and c.exit_code == 0
    verdicts = {r.verdict for r in c.rows}
    assert len(verdicts) == 1 and verdicts <= {"FAILS", "HOLDS"}
    sat = c.rows[0]
    assert sat.variables > 0 and sat.clauses > 0 and sat.peak_mb > 0
    text = render_text(c)
    assert "all answering backends agree" in text and "peak MB" in text


def test_wrong_backend_is_flagged(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["compare", str(_program()), "--unwind", "1",
                 "--backends", "minisat22,cadical195,test-wrong"])
    out, err = capsys.readouterr()
    assert code == EXIT_DISAGREE
    assert "!!! DISAGREEMENT" in out and "backends disagree" in err
    wrong = [line for line in out.splitlines() if line.startswith("test-wrong")]
    assert wrong and "!!" in wrong[0]
    assert not any(line.startswith("minisat22") and "!!" in line for line in out.splitlines())


def test_missing_backend_is_skipped_not_fatal(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["compare", str(PROGRAMS / "arith.c"), "--unwind", "1", "--json",
                 "--backends", "minisat22", "--smt-solver", "no-such-solver-xyz --in"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    rows = {r["backend"]: r for r in data["rows"]}
    assert rows["smt:no-such-solver-xyz --in"]["verdict"] == "SKIPPED"
    assert rows["minisat22"]["verdict"] in ("FAILS", "HOLDS")


def test_checking_options_apply(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["compare", str(PROGRAMS / "arith.c"), "--unwind", "1", "--json",
                 "--backends", "minisat22", "--no-standard-checks"])
    data = json.loads(capsys.readouterr().out)
    assert code in (0, 5)
    assert data["properties"] >= 0


def test_ordinary_command_line_is_unchanged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    # a C file literally named "compare" is still verified, not taken as the subcommand
    (tmp_path / "compare").write_text("int main(void) { return 0; }\n")
    monkeypatch.chdir(tmp_path)
    code = main(["compare", "--no-trace"])
    out = capsys.readouterr().out
    assert code in (0, 2) and "bmc compare:" not in out
