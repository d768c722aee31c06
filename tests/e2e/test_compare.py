"""``bmc compare``: one VCC, several solvers, a table, disagreements flagged."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from bmc.bench.compare import EXIT_DISAGREE, compare, render_text, verdict_of
from bmc.bench.solvers import parse_specs
from bmc.cli.main import main
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
    assert len(verdicts) == 1 and verdicts <= {"FAILED", "SUCCESSFUL", "INCONCLUSIVE"}
    assert len({r.statuses for r in c.rows}) == 1
    sat = c.rows[0]
    assert sat.variables > 0 and sat.clauses > 0 and sat.peak_mb > 0 and sat.iterations >= 1
    text = render_text(c)
    assert "all answering backends agree" in text and "peak MB" in text


@pytest.mark.parametrize("program,unwind", [(PROGRAMS / "arith.c", 1),
                                            (PROGRAMS / "array_sum.c", 3),
                                            (PROGRAMS / "array_sum.c", 20),
                                            (PROGRAMS / "single_loop.c", 2),
                                            (E16B, 1)])
def test_statuses_and_verdict_match_bmc(program: Path, unwind: int,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    """compare decides property by property like ``bmc FILE``: same statuses, same verdict
    (unwinding assertions that fail make both INCONCLUSIVE, not FAILED)."""
    if not program.exists():
        pytest.skip(f"{program} not present")
    main([str(program), "--unwind", str(unwind), "--json"])
    expected = json.loads(capsys.readouterr().out)
    c = compare(Options(files=(str(program),), unwind=unwind), parse_specs(["minisat22"]),
                timeout=60)
    row = c.rows[0]
    assert list(c.properties) == [p["id"] for p in expected["properties"]]
    # compare answers SUCCESS / FAILURE / UNKNOWN per property: bmc FILE's qualified forms of
    # SUCCESS (NOT REACHED from the vacuity check, BOUNDED) are SUCCESS there
    holds = {"NOT REACHED": "SUCCESS", "BOUNDED": "SUCCESS"}
    assert [s.upper() for s in row.statuses] == [holds.get(p["status"], p["status"])
                                                 for p in expected["properties"]]
    if expected["verdict"] != "INCONCLUSIVE" or expected["gaps"]:
        assert row.verdict == expected["verdict"]


def test_verdict_rules() -> None:
    assert verdict_of(["success", "failure"], ["assertion", "unwind"]) == "INCONCLUSIVE"
    assert verdict_of(["failure", "failure"], ["assertion", "unwind"]) == "FAILED"
    assert verdict_of(["unknown", "success"], ["assertion", "unwind"]) == "UNKNOWN"
    assert verdict_of(["unknown", "failure"], ["assertion", "overflow"]) == "FAILED"
    assert verdict_of(["success"], ["assertion"]) == "SUCCESSFUL"
    assert verdict_of([], []) == "SUCCESSFUL"


def test_wrong_backend_is_flagged(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["compare", str(_program()), "--unwind", "1",
                 "--backends", "minisat22,cadical195,test-wrong"])
    out, err = capsys.readouterr()
    assert code == EXIT_DISAGREE
    assert "!!! DISAGREEMENT" in out and "backends disagree on" in err
    wrong = [line for line in out.splitlines() if line.startswith("test-wrong")]
    assert wrong and "!!" in wrong[0]
    assert not any(line.startswith("minisat22") and "!!" in line for line in out.splitlines())
    conflict = [line for line in out.splitlines() if "holds with test-wrong" in line]
    assert conflict and "fails with minisat22, cadical195" in conflict[0]


def test_missing_backend_is_skipped_not_fatal(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["compare", str(PROGRAMS / "arith.c"), "--unwind", "1", "--json",
                 "--backends", "minisat22", "--smt-solver", "no-such-solver-xyz --in"])
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    assert code == 0
    assert captured.err == ("bmc compare: note: smt:no-such-solver-xyz --in is skipped: "
                            "command 'no-such-solver-xyz' not found\n")
    rows = {r["backend"]: r for r in data["rows"]}
    assert rows["smt:no-such-solver-xyz --in"]["verdict"] == "SKIPPED"
    assert "not found" in rows["smt:no-such-solver-xyz --in"]["note"]
    assert rows["minisat22"]["verdict"] in ("FAILED", "SUCCESSFUL", "INCONCLUSIVE")


def test_missing_python_package_is_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    import bmc.bench.solvers as solvers
    real = importlib.util.find_spec

    def find_spec(name: str, *args: object) -> object:
        return None if name in ("bitwuzla", "cvc5") else real(name, *args)
    monkeypatch.setattr(solvers.importlib.util, "find_spec", find_spec)
    c = compare(Options(files=(str(PROGRAMS / "arith.c"),), unwind=1),
                parse_specs(["minisat22", "bitwuzla-py", "cvc5-py"]), timeout=60)
    rows = {r.backend: r for r in c.rows}
    assert rows["bitwuzla-py"].verdict == rows["cvc5-py"].verdict == "SKIPPED"
    assert "pip install" in rows["cvc5-py"].note and c.exit_code == 0


def test_python_package_backends_agree() -> None:
    specs = [s for s in parse_specs(["minisat22", "bitwuzla-py", "cvc5-py"])
             if s.kind != "package" or importlib.util.find_spec(s.arg.removesuffix("-py"))]
    if len(specs) == 1:
        pytest.skip("neither bitwuzla nor cvc5 is installed")
    c = compare(Options(files=(str(PROGRAMS / "array_sum.c"),), unwind=3), specs, timeout=60)
    assert not c.disagreement and len({r.statuses for r in c.rows}) == 1
    assert all(r.verdict in ("FAILED", "SUCCESSFUL", "INCONCLUSIVE") for r in c.rows)


def test_checking_options_apply(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["compare", str(PROGRAMS / "arith.c"), "--unwind", "1", "--json",
                 "--backends", "minisat22", "--no-standard-checks"])
    data = json.loads(capsys.readouterr().out)
    assert code in (0, 5)
    assert isinstance(data["properties"], list)


def test_ordinary_command_line_is_unchanged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    # a C file literally named "compare" is still verified, not taken as the subcommand
    (tmp_path / "compare").write_text("int main(void) { return 0; }\n")
    monkeypatch.chdir(tmp_path)
    code = main(["compare", "--no-trace"])
    out = capsys.readouterr().out
    assert code in (0, 2) and "bmc compare:" not in out


@pytest.mark.skipif(importlib.util.find_spec("matplotlib") is None,
                    reason="matplotlib not installed")
def test_plot_of_the_backends(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--plot FILE draws the backends' times (stdout keeps the JSON) and names the
    program, bound and limit; stderr says where it wrote."""
    code = main(["compare", str(PROGRAMS / "arith.c"), "--unwind", "1", "--json",
                 "--backends", "minisat22", "--timeout", "30", "--plot",
                 str(tmp_path / "times.png")])
    captured = capsys.readouterr()
    assert code == 0 and json.loads(captured.out)["rows"]
    assert f"bmc compare: wrote {tmp_path / 'times.svg'}" in captured.err
    svg = (tmp_path / "times.svg").read_text()
    assert "bmc compare arith.c: 1 backend," in svg and "unwind 1, time limit 30 s" in svg
    assert ">minisat22<" in svg


def test_plot_draws_backends_without_an_answer_at_the_limit(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    from bmc.bench.report import compare_plot
    rows = [("a", "SUCCESSFUL", 0.5, False), ("b", "TIMEOUT", 30.0, False),
            ("c", "MEMOUT", 2.0, False), ("d", "FAILED", 1.0, True),
            ("e", "SKIPPED", 0.0, False)]
    compare_plot(rows, tmp_path / "p", 30.0, "title of the plot")
    svg = (tmp_path / "p.svg").read_text()
    for text in ("title of the plot", "time-out (at the limit)",
                 "out of memory (at the limit)", "!! d", "!! disagrees", "time limit 30 s"):
        assert text in svg, text
    assert ">e<" not in svg                          # skipped: not drawn
