"""cli and pipeline: options, error exits, and small end-to-end runs."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bmc_test_helpers import run_bmc, run_bmc_process

from bmc.cli.arguments import build_parser, options_from_args, parse_options, plain_text
from bmc.cli.property_file import parse_property_file
from bmc.errors import InputError, UsageError
from bmc.options import STANDARD_CHECKS, Options


def opts(*argv: str) -> Options:
    return options_from_args(build_parser().parse_args(["prog.c", *argv]))


def write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


# =============================================================================== parsing
def test_defaults() -> None:
    o = opts()
    assert o.files == ("prog.c",) and o.entry == "main" and o.unwind is None
    assert o.checks == STANDARD_CHECKS and o.backend == "sat" and o.trace
    assert o.unwinding_assertions and o.data_model == "LP64"


def test_check_flags_in_order() -> None:
    assert opts("--no-standard-checks").checks == frozenset()
    assert opts("--no-standard-checks", "--bounds-check").checks == {"bounds"}
    assert opts("--bounds-check", "--no-standard-checks").checks == {"bounds"}
    assert "bounds" not in opts("--no-bounds-check").checks
    assert "unsigned-overflow" in opts("--unsigned-overflow-check").checks
    assert "conversion" in opts("--conversion-check").checks
    assert opts("--no-div-by-zero-check", "--div-by-zero-check").checks == STANDARD_CHECKS
    assert "signed-overflow" not in opts("--no-signed-overflow-check").checks
    assert "undefined-shift" not in opts("--no-undefined-shift-check").checks
    assert "pointer" not in opts("--no-pointer-check").checks
    assert {"memory-leak", "memory-cleanup", "pointer-overflow"} <= opts(
        "--memory-leak-check", "--memory-cleanup-check", "--pointer-overflow-check").checks


def test_data_model_aliases() -> None:
    for flag in ("--ILP32", "--32"):
        assert opts(flag).data_model == "ILP32"
    assert opts("--ILP32", "--64").data_model == "LP64"
    assert opts("--data-model", "ILP32").data_model == "ILP32"


def test_backend_options() -> None:
    assert opts("--z3").backend == "z3"
    assert opts("--backend", "z3").backend == "z3"
    o = opts("--smt-solver", "z3 -in")
    assert o.backend == "smt" and o.smt_solver == "z3 -in"
    with pytest.raises(UsageError, match="conflicts"):
        opts("--z3", "--backend", "sat")
    with pytest.raises(UsageError, match="conflicts"):
        opts("--smt-solver", "z3 -in", "--backend", "sat")


def test_unwinding_options() -> None:
    o = opts("--unwind", "5", "--unwindset", "main.0:3,main.1:4", "--unwindset", "main.0:7")
    assert o.unwind == 5
    assert o.unwindset == (("main.0", 7), ("main.1", 4))
    assert not opts("--no-unwinding-assertions").unwinding_assertions


def test_misc_options() -> None:
    o = opts("--function", "f", "-I", "inc", "-D", "N=3", "-D", "DEBUG", "--property", "a.b.1",
             "--property", "a.b.1", "--show-ir", "--no-trace", "--timeout", "2.5", "--json",
             "--memory-model", "typed", "--verbosity", "0", "--smt2", "o.smt2")
    assert o.entry == "f" and o.include_dirs == ("inc",) and o.defines == ("N=3", "DEBUG")
    assert o.properties == ("a.b.1",) and o.show == "ir" and not o.trace
    assert o.timeout == 2.5 and o.json and o.memory_model == "typed" and o.verbosity == 0
    assert o.smt2_file == "o.smt2"


def test_property_files(tmp_path: Path) -> None:
    unreach = write(tmp_path, "u.prp", "CHECK( init(main()), LTL(G ! call(reach_error())) )\n")
    assert parse_property_file(unreach) == ("unreach-call", "main")
    overflow = write(tmp_path, "o.prp", "CHECK( init(main()), LTL(G ! overflow) )\n")
    assert parse_property_file(overflow) == ("no-overflow", "main")
    mem = write(tmp_path, "m.prp", "CHECK( init(main()), LTL(G valid-free) )\n"
                                    "CHECK( init(main()), LTL(G valid-deref) )\n"
                                    "CHECK( init(main()), LTL(G valid-memtrack) )\n")
    assert parse_property_file(mem)[0] == "valid-memsafety"
    term = write(tmp_path, "t.prp", "CHECK( init(main()), LTL(F end) )\n")
    assert parse_property_file(term)[0] == "termination"
    race = write(tmp_path, "r.prp", "CHECK( init(main()), LTL(G ! data-race) )\n")
    assert parse_property_file(race)[0] == "no-data-race"
    with pytest.raises(UsageError):
        parse_property_file(write(tmp_path, "bad.prp", "hello\n"))
    with pytest.raises(InputError):
        parse_property_file(str(tmp_path / "missing.prp"))
    o = opts("--property-file", unreach)
    assert o.svcomp_property == "unreach-call" and o.property_file == unreach


# =============================================================================== errors
def test_version_and_help() -> None:
    code, out, err = run_bmc(["--version"])
    assert (code, out, err) == (0, "bmc 0.1.0\n", "")
    code, out, err = run_bmc(["--help"])
    assert code == 0 and err == ""
    for flag in ("--unwind", "--unwindset", "--no-unwinding-assertions", "--ILP32", "--z3",
                 "--sat-solver", "--smt-solver", "--smt2", "--dimacs", "--no-standard-checks",
                 "--no-bounds-check", "--conversion-check", "--property-file", "--show-loops",
                 "--show-vcc", "--no-trace", "--timeout", "--json", "--memory-model",
                 "--verbosity", "--version"):
        assert flag in out, flag
    for group in ("input", "unwinding", "checks", "solver", "output"):
        assert f"{group}:" in out


def test_help_folds_checks_and_lists_cbmc_options_apart() -> None:
    """--help: a check and its --no- form share one entry that says the default; CBMC's
    spellings are left to --help-cbmc, which lists them (and they still parse)."""
    code, out, _ = run_bmc(["--help"])
    assert code == 0
    assert re.search(r"^  --bounds-check, --no-bounds-check\n.*\(default: on\)", out,
                     re.M | re.S)
    assert re.search(r"--unsigned-overflow-check, --no-unsigned-overflow-check\n\s+"
                     r"unsigned arithmetic wrap-around \(default: off\)", out)
    assert "do not check" not in out
    assert "CBMC compatibility" not in out and "--stop-on-fail" not in out
    assert "--help-cbmc" in out and "1, 2, 3, 4, 6, 8, 12" in out
    assert not any(len(line) > 80 for line in out.splitlines()[:3])   # a short usage
    code, cbmc_help, _ = run_bmc(["--help-cbmc"])
    assert code == 0 and "CBMC compatibility" in cbmc_help
    for flag in ("--stop-on-fail", "--error-label", "--json-ui", "--arch", "--win32",
                 "--floatbv", "--no-built-in-assertions"):
        assert flag in cbmc_help, flag


@pytest.mark.parametrize("argv,enabled", [
    (["--no-bounds-check"], False), (["--bounds-check"], True),
    (["--no-standard-checks", "--bounds-check"], True),
    (["--bounds-check", "--no-bounds-check"], False)])
def test_folded_check_flags_still_toggle(argv: list[str], enabled: bool) -> None:
    options = parse_options(["x.c", *argv])
    assert options is not None and ("bounds" in options.checks) is enabled


def test_help_texts_without_rst_markup() -> None:
    for command in ("tasks", "perf", "compare", "report", "lab"):
        code, out, _ = run_bmc([command, "--help"])
        assert code == 0 and "``" not in out and ":func:" not in out, command
    assert plain_text("``bmc tasks`` runs :func:`run_task` ``x``") == "bmc tasks runs run_task x"


def test_perf_run_without_programs_says_why(tmp_path) -> None:
    code, out, err = run_bmc(["perf", "run", "--programs", str(tmp_path), "--sv",
                              str(tmp_path)])
    assert code == 2 and out == "" and "no programs to measure" in err


@pytest.mark.parametrize("argv,message", [
    ([], "no input files"),
    (["x.c", "--unwind", "0"], "argument --unwind: expected a positive integer"),
    (["x.c", "--unwind", "ten"], "argument --unwind"),
    (["x.c", "--unwindset", "main.0"], "argument --unwindset: expected ID:N"),
    (["x.c", "--bogus"], "unrecognized arguments: --bogus"),
    (["x.c", "--backend", "cvc"], "invalid choice: 'cvc'"),
    (["x.c", "--data-model", "LP32"], "invalid choice"),
    (["x.c", "--timeout", "0"], "argument --timeout"),
    (["x.c", "--verbosity", "-2"], "argument --verbosity"),
    (["x.c", "-D", "1ABC"], "argument -D"),
    (["x.c", "--show-ir", "--show-ssa"], "not allowed with"),
    (["x.c", "--z3", "--backend", "smt"], "--z3 conflicts with --backend smt"),
    (["x.c", "--backend", "smt"], "--backend smt needs a solver command"),
    (["x.c", "--unw", "3"], "unrecognized arguments"),
])
def test_usage_errors_exit_1_with_one_line(argv: list[str], message: str) -> None:
    code, out, err = run_bmc(argv)
    assert code == 1
    assert out == ""
    assert message in err
    assert err.startswith("bmc: error: ") and err.count("\n") == 1
    assert "Traceback" not in err


def test_missing_file_exits_2(tmp_path: Path) -> None:
    code, out, err = run_bmc(["nofile.c"], cwd=tmp_path)
    assert (code, out, err) == (2, "", "nofile.c: error: file not found\n")


def test_missing_property_file_exits_2(tmp_path: Path) -> None:
    write(tmp_path, "p.c", "int main(void) { return 0; }\n")
    code, _, err = run_bmc(["p.c", "--property-file", "none.prp"], cwd=tmp_path)
    assert (code, err) == (2, "none.prp: error: file not found\n")


def test_internal_errors_are_one_line(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import bmc.cli.main as cli
    import bmc.pipeline as pipeline

    def boom(options: Options, **kwargs: object) -> None:
        raise RuntimeError("boom")

    write(tmp_path, "p.c", "int main(void) { return 0; }\n")
    monkeypatch.setattr(pipeline, "verify", boom)
    monkeypatch.delenv("PYTEST_CURRENT_TEST", raising=False)
    monkeypatch.delenv("BMC_DEBUG", raising=False)
    monkeypatch.chdir(tmp_path)
    import contextlib
    import io
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        code = cli.main(["p.c"])
    assert code == 1
    assert err.getvalue().startswith("bmc: internal error: RuntimeError: boom")
    assert "Traceback" not in err.getvalue()


def test_process_exit_codes(tmp_path: Path) -> None:
    code, out, _ = run_bmc_process(["--version"])
    assert (code, out) == (0, "bmc 0.1.0\n")
    code, _, err = run_bmc_process(["--unwind"])
    assert code == 1 and "Traceback" not in err


# =============================================================================== end to end
def _pipeline_available() -> bool:
    try:
        import bmc.backends  # noqa: F401
        import bmc.frontend  # noqa: F401
        import bmc.symex  # noqa: F401
    except ImportError:
        return False
    return True


e2e = pytest.mark.skipif(not _pipeline_available(), reason="front end / symex / backends missing")

FAILING = """\
int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x * 2;
  __CPROVER_assert(x < 10, "x < 10");
  return y;
}
"""
LOOP = """\
int main(void) {
  int s = 0;
  for (int i = 0; i < 4; i++)
    s += i;
  __CPROVER_assert(s == 6, "s == 6");
  return 0;
}
"""


@e2e
def test_failure_with_trace(tmp_path: Path) -> None:
    write(tmp_path, "f.c", FAILING)
    code, out, err = run_bmc(["f.c", "--unwind", "1"], cwd=tmp_path)
    assert code == 10, err
    lines = out.splitlines()
    assert lines[0] == ("bmc 0.1.0: f.c, data model LP64, unwind 1, backend sat/cadical195, "
                        "malloc never fails")
    assert "[main.assertion.1] line 5 x < 10: FAILURE" in lines
    assert any(line.startswith("[main.overflow.1] line 4 ") for line in lines)
    assert "Trace for main.assertion.1:" in lines
    assert any(line.startswith("  f.c:3 main: x = ") and line.endswith(" (input)")
               for line in lines)
    assert lines[-1] == "VERIFICATION FAILED"


@e2e
def test_success_and_gap(tmp_path: Path) -> None:
    write(tmp_path, "l.c", LOOP)
    code, out, _ = run_bmc(["l.c", "--unwind", "5"], cwd=tmp_path)
    assert code == 0 and out.endswith("VERIFICATION SUCCESSFUL\n")
    code, out, _ = run_bmc(["l.c", "--unwind", "3"], cwd=tmp_path)
    assert code == 5
    assert "Loops not fully unwound (this result is not a proof):" in out
    assert "  main.0 at l.c:3 (bound 3): try --unwind 5\n" in out
    assert "[main.unwind.0] line 3 unwinding assertion loop 0: FAILURE" in out
    assert out.endswith("VERIFICATION INCONCLUSIVE\n")
    code, out, _ = run_bmc(["l.c", "--unwindset", "main.0:5"], cwd=tmp_path)
    assert code == 0


@e2e
def test_json_output(tmp_path: Path) -> None:
    write(tmp_path, "f.c", FAILING)
    code, out, _ = run_bmc(["f.c", "--unwind", "1", "--json"], cwd=tmp_path)
    assert code == 10
    data = json.loads(out)
    assert data["verdict"] == "FAILED"
    failed = [p for p in data["properties"] if p["status"] == "FAILURE"]
    assert failed and failed[0]["trace"][-1]["kind"] == "failure"


@e2e
def test_views(tmp_path: Path) -> None:
    write(tmp_path, "l.c", LOOP)
    code, out, _ = run_bmc(["l.c", "--show-loops"], cwd=tmp_path)
    assert (code, out) == (0, "Loop main.0: file l.c line 3 function main\n")
    code, out, _ = run_bmc(["l.c", "--show-properties"], cwd=tmp_path)
    assert code == 0 and "[main.assertion.1] line 5 s == 6" in out
    for view in ("ir", "ssa", "vcc"):
        code, out, err = run_bmc(["l.c", f"--show-{view}", "--unwind", "5"], cwd=tmp_path)
        assert code == 0 and out and "VERIFICATION" not in out, (view, err)


@e2e
@pytest.mark.parametrize("view", ["loops", "properties", "ir", "ssa", "vcc", "memory",
                                  "sequentialized", "frames"])
def test_views_with_json_are_one_object_with_the_text(tmp_path: Path, view: str) -> None:
    write(tmp_path, "l.c", LOOP)
    code, text, _ = run_bmc(["l.c", f"--show-{view}", "--unwind", "5"], cwd=tmp_path)
    assert code == 0
    code, out, _ = run_bmc(["l.c", f"--show-{view}", "--unwind", "5", "--json"],
                           cwd=tmp_path)
    assert code == 0 and out.count("\n") == 1
    data = json.loads(out)
    assert (data["tool"], data["view"], data["text"]) == ("bmc", view, text)
    if view == "loops":
        assert data["loops"] == [{"id": "main.0", "function": "main", "file": "l.c",
                                  "line": 3, "inside": None}]
    if view == "ssa":
        assert data["loops"] == [{"id": "main.0", "bound": 5, "max_iterations": 4,
                                  "complete": True}]
    if view == "vcc":
        assert "main.assertion.1" in data["properties"] + data["trivial"]
    if view == "sequentialized":
        assert data["threads"] is False
    if view == "frames":
        assert [f["function"] for f in data["frames"]] == ["main"]


@e2e
def test_property_narrows_show_vcc(tmp_path: Path) -> None:
    write(tmp_path, "f.c", FAILING)
    code, full, _ = run_bmc(["f.c", "--show-vcc", "--unwind", "1"], cwd=tmp_path)
    assert code == 0 and "main.assertion.1 [assertion]" in full
    assert "main.overflow.1 [overflow]" in full
    code, out, _ = run_bmc(["f.c", "--show-vcc", "--unwind", "1", "--property",
                            "main.assertion.1", "--json"], cwd=tmp_path)
    data = json.loads(out)
    assert code == 0 and data["properties"] == ["main.assertion.1"] and not data["trivial"]
    assert "main.assertion.1 [assertion]" in data["text"]
    assert "main.overflow.1" not in data["text"]
    code, _, err = run_bmc(["f.c", "--show-vcc", "--property", "main.nope.1"], cwd=tmp_path)
    assert code == 1 and "unknown property main.nope.1" in err


@e2e
def test_exports_with_json(tmp_path: Path) -> None:
    write(tmp_path, "f.c", FAILING)
    code, out, _ = run_bmc(["f.c", "--unwind", "1", "--smt2", "o.smt2", "--json"],
                           cwd=tmp_path)
    assert code == 0 and json.loads(out)["wrote"] == ["o.smt2"]


@e2e
def test_exports(tmp_path: Path) -> None:
    write(tmp_path, "f.c", FAILING)
    code, out, _ = run_bmc(["f.c", "--unwind", "1", "--smt2", "o.smt2", "--dimacs", "o.cnf"],
                           cwd=tmp_path)
    assert (code, out) == (0, "wrote o.smt2\nwrote o.cnf\n")
    smt = (tmp_path / "o.smt2").read_text()
    assert "(check-sat)" in smt and "(set-logic QF_BV)" in smt
    cnf = (tmp_path / "o.cnf").read_text()
    assert any(line.startswith("p cnf ") for line in cnf.splitlines())


@e2e
def test_unknown_unwindset_and_property_ids(tmp_path: Path) -> None:
    write(tmp_path, "l.c", LOOP)
    code, _, err = run_bmc(["l.c", "--unwindset", "main.4:2"], cwd=tmp_path)
    assert code == 1 and "unknown loop id 'main.4'" in err and "main.0" in err
    code, _, err = run_bmc(["l.c", "--property", "main.nope.1"], cwd=tmp_path)
    assert code == 1 and "unknown property main.nope.1" in err
    code, out, _ = run_bmc(["l.c", "--property", "main.assertion.1", "--unwind", "5"],
                           cwd=tmp_path)
    # the named property and the loop's unwinding assertion (always decided)
    assert code == 0 and "** 0 of 2 failed" in out and "[main.unwind.0]" in out


@e2e
def test_parse_error_exits_2(tmp_path: Path) -> None:
    write(tmp_path, "bad.c", "int main(void) { int x = ; }\n")
    code, out, err = run_bmc(["bad.c"], cwd=tmp_path)
    assert code == 2 and out == ""
    assert err.startswith("bad.c:1:") and "error:" in err and "Traceback" not in err


@e2e
def test_svcomp_lines(tmp_path: Path) -> None:
    write(tmp_path, "sv.c", "void reach_error(void) {}\n"
                            "int __VERIFIER_nondet_int(void);\n"
                            "int main(void) {\n"
                            "  int x = __VERIFIER_nondet_int();\n"
                            "  if (x == 3) reach_error();\n"
                            "  return x + 1;\n"
                            "}\n")
    write(tmp_path, "u.prp", "CHECK( init(main()), LTL(G ! call(reach_error())) )\n")
    write(tmp_path, "o.prp", "CHECK( init(main()), LTL(G ! overflow) )\n")
    write(tmp_path, "m.prp", "CHECK( init(main()), LTL(G valid-memcleanup) )\n")
    code, out, _ = run_bmc(["sv.c", "--property-file", "u.prp"], cwd=tmp_path)
    assert code == 10 and "SV-COMP: false(unreach-call)\n" in out
    assert "overflow" not in out.split("** Results:")[1]
    code, out, _ = run_bmc(["sv.c", "--property-file", "o.prp"], cwd=tmp_path)
    assert code == 10 and "SV-COMP: false(no-overflow)\n" in out
    assert "error-call" not in out
    code, out, _ = run_bmc(["sv.c", "--property-file", "m.prp"], cwd=tmp_path)
    assert code == 0 and "SV-COMP: true\n" in out      # no heap: nothing to clean up


@e2e
def test_undefined_function_makes_a_pass_inconclusive(tmp_path: Path) -> None:
    write(tmp_path, "u.c", "int g;\nint update(void);\nint main(void) {\n"
                           "  int r = update();\n  (void)r;\n"
                           "  __CPROVER_assert(g == 0, \"g == 0\");\n  return 0;\n}\n")
    code, out, _ = run_bmc(["u.c"], cwd=tmp_path)
    assert code == 5
    assert "warning: function update has no body" in out
    assert "update" in out.splitlines()[-2]
    assert out.endswith("VERIFICATION INCONCLUSIVE\n")


@e2e
def test_symbolic_loop_gets_no_suggestion(tmp_path: Path) -> None:
    write(tmp_path, "s.c", "unsigned __VERIFIER_nondet_uint(void);\nint main(void) {\n"
                           "  unsigned n = __VERIFIER_nondet_uint();\n"
                           "  for (unsigned i = 0; i < n; i++) {}\n  return 0;\n}\n")
    code, out, _ = run_bmc(["s.c", "--unwind", "2"], cwd=tmp_path)
    assert code == 5 and \
        "  main.0 at s.c:4 (bound 2): try a larger --unwind (or --k-induction)\n" in out


@e2e
def test_probe_only_for_loops_with_a_constant_exit(tmp_path: Path) -> None:
    """The suggestion probe runs for a loop whose exit test is decided without inputs (a
    counter, here beside an input-dependent break) and not for one every exit of which
    depends on inputs (it would spend its budget to find nothing): no 'suggest' time."""
    write(tmp_path, "c.c", "int nondet(void);\nint main(void) {\n  int i = 0, s = 0;\n"
                           "  while (1) { if (nondet()) break; if (i >= 8) { s = 1; break; } i++; }\n"
                           "  return s;\n}\n")
    code, out, _ = run_bmc(["c.c", "--unwind", "3"], cwd=tmp_path)
    assert code == 5 and "  main.0 at c.c:4 (bound 3): try --unwind 9\n" in out
    assert ", suggest " in out
    write(tmp_path, "n.c", "int nondet(void);\nint main(void) {\n  int x = 0;\n"
                           "  while (1) { if (nondet()) break; if (x != 0) break; x = 0; }\n"
                           "  return 0;\n}\n")
    code, out, _ = run_bmc(["n.c", "--unwind", "5"], cwd=tmp_path)
    assert code == 5
    assert "  main.0 at n.c:4 (bound 5): try a larger --unwind (or --k-induction)\n" in out
    assert "Statistics: " in out and ", suggest " not in out


@e2e
def test_timeout_is_inconclusive(tmp_path: Path) -> None:
    write(tmp_path, "t.c", "unsigned __VERIFIER_nondet_uint(void);\nint main(void) {\n"
                           "  unsigned n = __VERIFIER_nondet_uint(), s = 1;\n"
                           "  for (unsigned i = 0; i < n; i++) s = s * 3 + i * s;\n"
                           "  __CPROVER_assert(s != 7, \"s\");\n  return 0;\n}\n")
    code, out, _ = run_bmc(["t.c", "--unwind", "100000", "--timeout", "0.5"], cwd=tmp_path)
    assert code == 5
    assert "\ntimeout after 0.5 s in phase " in out
    assert out.endswith("VERIFICATION INCONCLUSIVE\n")


def test_bmc_report_writes_the_html_report(tmp_path: Path):
    """``bmc report`` is a verification run whose --html defaults to bmc-report/."""
    pytest.importorskip("jinja2", reason="the HTML report needs jinja2 (extra bench)")
    (tmp_path / "p.c").write_text("int main(void) { int x = 1; __CPROVER_assert(x == 2, "
                                  "\"x is two\"); return 0; }\n")
    code, out, _ = run_bmc(["report", "p.c"], cwd=tmp_path)
    assert code == 10 and "VERIFICATION FAILED" in out
    page = (tmp_path / "bmc-report" / "index.html").read_text()
    assert "x is two" in page
    code, _, _ = run_bmc(["report", "p.c", "--html", "elsewhere"], cwd=tmp_path)
    assert code == 10 and (tmp_path / "elsewhere" / "index.html").exists()
    code, out, _ = run_bmc(["report", "--help"], cwd=tmp_path)
    assert code == 0 and out.startswith("usage: bmc report") and "bmc-report/" in out


def test_float_sat_solver_only_without_an_explicit_sat_solver() -> None:
    assert (opts().sat_solver, opts().float_sat_solver) == ("cadical195", "glucose4")
    assert opts("--float-sat-solver", "minisat22").float_sat_solver == "minisat22"
    assert opts("--float-sat-solver", "same").float_sat_solver is None
    assert (opts("--sat-solver", "cadical195").sat_solver,
            opts("--sat-solver", "cadical195").float_sat_solver) == ("cadical195", None)
    assert opts("--portfolio", "minisat22,glucose4").float_sat_solver is None
