"""Malformed input, unsupported constructs and bad options: one clear error line, the right
exit code, never a traceback (output contract: "Errors").

Input errors (exit 2) and unsupported constructs (exit 6) name the place:
``prog.c:<line>:<col>: error: ...`` (the column may be missing for unsupported constructs);
the line is one of those marked ``// <-`` in the program. Option errors (exit 1) are
``bmc: error: ...``. Stderr holds exactly one non-empty line and stdout no verdict.
"""

from __future__ import annotations

import re

import pytest

from bmc_test_helpers import run_bmc, run_bmc_process

HEADER = "#include <assert.h>\nint __VERIFIER_nondet_int(void);\n\n"
OK_PROGRAM = HEADER + "int main(void) {\n  int x = __VERIFIER_nondet_int();\n  assert(x == x);\n  return 0;\n}\n"


def _marked_lines(source: str) -> list[int]:
    """The lines marked ``// <-``: the error may be reported at any of them."""
    lines = [n for n, line in enumerate(source.splitlines(), 1) if "// <-" in line]
    assert lines, "no // <- marker"
    return lines


# id, program, expected exit, regex the message must match (after "error: "), column required
INPUT_ERRORS = [
    ("syntax_missing_semicolon", HEADER + """int main(void) {
  int x = 1
  return x; // <-
}
""", 2, r".", True),
    ("syntax_bad_expression", HEADER + """int main(void) {
  int x = 3 * / 4; // <-
  return x;
}
""", 2, r".", True),
    ("undeclared_variable", HEADER + """int main(void) {
  int x = 1;
  total = x + 1; // <-
  return 0;
}
""", 2, r"\btotal\b", True),
    ("undeclared_in_expression", HEADER + """int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x < bound); // <-
  return 0;
}
""", 2, r"\bbound\b", True),
    ("assign_to_rvalue", HEADER + """int main(void) {
  int x = 1;
  x + 1 = 2; // <-
  return x;
}
""", 2, r".", True),
    ("assign_to_constant", HEADER + """int main(void) {
  5 = 3; // <-
  return 0;
}
""", 2, r".", True),
    ("wrong_arity_too_few", HEADER + """int add(int a, int b) {
  return a + b;
}

int main(void) {
  return add(1); // <-
}
""", 2, r"\badd\b", True),
    ("wrong_arity_too_many", HEADER + """int neg(int a) {
  return -a;
}

int main(void) {
  return neg(1, 2); // <-
}
""", 2, r"\bneg\b", True),
    ("break_outside_loop", HEADER + """int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x)
    break; // <-
  return 0;
}
""", 2, r"break", True),
    ("continue_outside_loop", HEADER + """int main(void) {
  continue; // <-
  return 0;
}
""", 2, r"continue", True),
    ("increment_rvalue", HEADER + """int main(void) {
  int x = 1;
  (x + 1)++; // <-
  return x;
}
""", 2, r".", True),
    ("redeclared_variable", HEADER + """int main(void) {
  int x = 1;
  int x = 2; // <-
  return x;
}
""", 2, r"\bx\b", True),
    ("unsupported_vla_3d", HEADER + """int main(int n) {
  int grid[n][n][n]; // <-
  return 0;
}
""", 6, r"unsupported", False),
    ("flexible_array_in_union", HEADER + """int main(void) {
  union packet { int len; char data[]; } s; s.len = 1; // <-
  return s.len;
}
""", 2, r"flexible array member in union", False),
    ("unsupported_through_a_pointer", HEADER + """struct s { _Complex double z; int n; };
int main(void) {
  struct s *p = 0;
  return p ? p->n : 0; // <-
}
""", 6, r"unsupported: complex types", False),
    ("unsupported_float16", HEADER + """int main(void) {
  _Float16 f = 1.5f; f = f * 2.0f; // <-
  return 0;
}
""", 6, r"unsupported", False),
    ("unsupported_float16_param", HEADER + """int half(_Float16 d) { return 0; } // <-

int main(void) {
  return half(2); // <-
}
""", 6, r"unsupported", False),
    ("unsupported_sscanf", "#include <stdio.h>\n" + HEADER + """int main(void) {
  char a[4]; a[0] = 0; sscanf(a, "%c", a); // <-
  return 0;
}
""", 6, r"unsupported", False),
]


def _check_error_output(code, out, err, expected_exit):
    assert "Traceback" not in out + err, f"traceback:\n{err}"
    assert code == expected_exit, f"expected exit {expected_exit}, got {code}\nstdout:\n{out}\nstderr:\n{err}"
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, f"expected exactly one error line on stderr, got {len(lines)}:\n{err}"
    assert "VERIFICATION" not in out, f"a verdict was printed for an erroneous run:\n{out}"
    return lines[0]


@pytest.mark.parametrize("source,expected_exit,message,need_column",
                         [pytest.param(*c[1:], id=c[0]) for c in INPUT_ERRORS])
def test_input_error(tmp_path, source, expected_exit, message, need_column):
    (tmp_path / "prog.c").write_text(source)
    code, out, err = run_bmc(["prog.c", "--unwind", "1"], cwd=tmp_path)
    line = _check_error_output(code, out, err, expected_exit)
    col = r":(\d+)" if need_column else r"(?::(\d+))?"
    m = re.match(r"^prog\.c:(\d+)" + col + r": error: (.+)$", line)
    assert m, f"not a 'prog.c:line{':col' if need_column else ''}: error: message' line: {line!r}"
    expected_lines = _marked_lines(source)
    assert int(m.group(1)) in expected_lines, \
        f"error reported at line {m.group(1)}, expected {' or '.join(map(str, expected_lines))}: {line!r}"
    if m.group(2) is not None:
        assert int(m.group(2)) >= 1, line
    assert re.search(message, m.group(3)), f"message does not match {message!r}: {line!r}"


def test_missing_file(tmp_path):
    code, out, err = run_bmc(["does_not_exist.c", "--unwind", "1"], cwd=tmp_path)
    line = _check_error_output(code, out, err, 2)
    assert re.match(r"^(bmc|does_not_exist\.c): error: ", line), line
    assert "does_not_exist.c" in line, line


@pytest.mark.parametrize("options,mentions", [
    pytest.param(["--unwind", "x"], "unwind", id="unwind_not_a_number"),
    pytest.param(["--unwind", "-1"], "unwind", id="unwind_negative"),
    pytest.param(["--frobnicate"], "frobnicate", id="unknown_option"),
    pytest.param(["--data-model", "foo"], "foo", id="bad_data_model"),
    pytest.param(["--property", "main.assertion.9"], r"main\.assertion\.9", id="unknown_property_id"),
    pytest.param(["--unwindset", "main.0"], "unwindset|main\\.0", id="unwindset_without_bound"),
    pytest.param(["--backend", "nosuchsolver"], "nosuchsolver|backend", id="unknown_backend"),
])
def test_bad_option(tmp_path, options, mentions):
    (tmp_path / "prog.c").write_text(OK_PROGRAM)
    code, out, err = run_bmc(["prog.c", *options], cwd=tmp_path)
    line = _check_error_output(code, out, err, 1)
    assert line.startswith("bmc: error: "), line
    assert re.search(mentions, line), f"the message should name {mentions!r}: {line!r}"


UNSUPPORTED_PRP = {
    "termination": "CHECK( init(main()), LTL(F end) )\n",
    "garbage": "this is not a property file\n",
}


@pytest.mark.parametrize("kind", sorted(UNSUPPORTED_PRP))
def test_unsupported_property_file(tmp_path, kind):
    """A property the tool cannot check is refused: a usage error (1) or unsupported (6)."""
    (tmp_path / "prog.c").write_text(OK_PROGRAM)
    (tmp_path / "prop.prp").write_text(UNSUPPORTED_PRP[kind])
    code, out, err = run_bmc(["prog.c", "--unwind", "1", "--property-file", "prop.prp"], cwd=tmp_path)
    assert "Traceback" not in out + err, err
    assert code in (1, 6), f"expected exit 1 or 6, got {code}\n{out}\n{err}"
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, f"expected exactly one error line on stderr:\n{err}"
    assert re.match(r"^(bmc|prop\.prp|prog\.c)(:\d+)*: error: ", lines[0]), lines[0]
    assert "SV-COMP: true" not in out and "VERIFICATION" not in out, out


@pytest.mark.parametrize("argv,expected_exit", [
    pytest.param(["missing.c"], 2, id="missing_file"),
    pytest.param(["prog.c", "--frobnicate"], 1, id="unknown_option"),
    pytest.param(["bad.c"], 2, id="syntax_error"),
])
def test_process_exit_code(tmp_path, argv, expected_exit):
    """The real process (python -m bmc) exits with the code and prints no traceback."""
    (tmp_path / "prog.c").write_text(OK_PROGRAM)
    (tmp_path / "bad.c").write_text("int main(void) { return 0 }\n")
    code, out, err = run_bmc_process(argv, cwd=tmp_path)
    _check_error_output(code, out, err, expected_exit)
