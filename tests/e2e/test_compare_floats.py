"""``bmc compare`` on a float program: bit-blasting (pysat) against the native FP theories of
Z3, Bitwuzla and cvc5, and those solvers under ``--fp-encoding bitblast`` (``:bitblast``).
Backends that are not installed are left out."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from bmc.bench.compare import compare, render_text
from bmc.bench.solvers import parse_specs
from bmc.cli.main import main
from bmc.errors import UsageError
from bmc.options import Options

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "floats" / "round_trip.c"
MODULES = {"z3": "z3", "bitwuzla-py": "bitwuzla", "cvc5-py": "cvc5"}
SMT = [name for name, module in MODULES.items() if importlib.util.find_spec(module)]


def test_float_program_all_encodings_agree_with_sizes() -> None:
    names = ["cadical195", "minisat22"] + [n + suffix for n in SMT
                                           for suffix in ("", ":bitblast")]
    c = compare(Options(files=(str(EXAMPLE),)), parse_specs(names), jobs=2, timeout=120)
    rows = {r.backend: r for r in c.rows}
    assert list(rows) == names
    assert not c.disagreement and c.exit_code == 0
    # the first assertion holds, the second fails, for every backend and encoding
    assert {r.statuses for r in c.rows} == {("success", "failure")}, \
        [(r.backend, r.verdict, r.note) for r in c.rows]
    assert {r.verdict for r in c.rows} == {"FAILED"}
    assert c.fp_ops > 0
    for name in ("cadical195", "minisat22"):          # CNF sizes; FP bit-blasted
        assert rows[name].variables > 0 and rows[name].clauses > 0
        assert rows[name].fp_ops == 0
    for name in SMT:
        native, blasted = rows[name], rows[name + ":bitblast"]
        assert native.fp_ops == c.fp_ops and native.terms > 0 and native.clauses == 0
        assert blasted.fp_ops == 0 and blasted.terms > 10 * native.terms
    text = render_text(c)
    assert "fp ops" in text and f"({c.fp_ops} floating-point operators)" in text


def test_fp_encoding_option_makes_smt_backends_bitblast() -> None:
    specs = parse_specs(["cadical195", "z3", "bitwuzla", "cvc5-py:bitblast"],
                        fp_encoding="bitblast")
    assert [s.name for s in specs] == ["cadical195", "z3:bitblast", "bitwuzla-py:bitblast",
                                       "cvc5-py:bitblast"]
    assert [s.fp_encoding for s in specs] == ["native", "bitblast", "bitblast", "bitblast"]
    with pytest.raises(UsageError, match="always bit-blast"):
        parse_specs(["cadical195:bitblast"])


@pytest.mark.parametrize("backend", [n.removesuffix("-py") for n in SMT])
def test_bitblast_backend_gives_the_sat_backend_answer(
        backend: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``--backend B --fp-encoding bitblast`` outside compare: same statuses, a trace whose
    values are real (the failing input is one whose last bit is set)."""
    main([str(EXAMPLE), "--json"])
    sat = json.loads(capsys.readouterr().out)
    code = main([str(EXAMPLE), "--json", "--backend", backend, "--fp-encoding", "bitblast"])
    got = json.loads(capsys.readouterr().out)
    assert code == 10
    assert [p["status"] for p in got["properties"]] == [p["status"] for p in sat["properties"]]
    trace = got["properties"][1]["trace"]
    x = next(int(s["bits"], 16) for s in trace if s.get("lhs") == "x")
    y = next(int(s["bits"], 16) for s in trace if s.get("lhs") == "y")
    assert x & 1 and x != y and 0x3F800000 <= x <= 0x40000000


def test_compare_command_line_with_fp_encoding(capsys: pytest.CaptureFixture[str]) -> None:
    if not SMT:
        pytest.skip("no SMT solver package installed")
    code = main(["compare", str(EXAMPLE), "--json", "--fp-encoding", "bitblast",
                 "--backends", f"minisat22,{SMT[0]}"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    assert [r["backend"] for r in data["rows"]] == ["minisat22", f"{SMT[0]}:bitblast"]
    assert data["fp_ops"] > 0 and data["rows"][1]["fp_ops"] == 0


def test_smt2_export_with_fp_bitblast_is_pure_bit_vectors(tmp_path: Path) -> None:
    native, blasted = tmp_path / "native.smt2", tmp_path / "blasted.smt2"
    assert main([str(EXAMPLE), "--smt2", str(native)]) == 0
    assert main([str(EXAMPLE), "--smt2", str(blasted), "--fp-encoding", "bitblast"]) == 0
    assert "(fp.add" in native.read_text()
    text = blasted.read_text()
    assert "(set-logic QF_BV)" in text and "fp." not in text and "to_fp" not in text
