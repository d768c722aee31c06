"""Bad or unsupported input: the right error class, message and file:line:col."""

from __future__ import annotations

import pytest

from bmc.errors import InputError, ParseError, PreprocessError, UnsupportedFeature

from fe_testkit import lower_c


def _error(source: str, cls: type, **kwargs):
    with pytest.raises(cls) as info:
        lower_c(source, name="err.c", **kwargs)
    err = info.value
    assert err.where is not None and err.where.file.endswith("err.c")
    return err


@pytest.mark.parametrize("source, line, col, message", [
    ("int main() {\n  return y;\n}\n", 2, 10, "'y' undeclared"),
    ("int main() {\n  int x;\n  3 = x;\n}\n", 3, 3, "lvalue required"),
    ("int main() {\n  int a[2], b[2];\n  a = b;\n}\n", 3, 3, "array type"),
    ("int f(int a, int b) { return a; }\nint main() {\n  return f(1);\n}\n", 3, 10,
     "too few arguments to function 'f'"),
    ("int f(void) { return 0; }\nint main() {\n  return f(1);\n}\n", 3, 10,
     "too many arguments to function 'f'"),
    ("int main() {\n  break;\n}\n", 2, 3, "break statement not within loop or switch"),
    ("int main() {\n  while (1) { }\n  continue;\n}\n", 3, 3, "continue statement not within"),
    ("int main() {\nL: ;\nL: ;\n  return 0;\n}\n", 3, 1, "duplicate label 'L'"),
    ("int main() {\n  goto nowhere;\n}\n", 2, 3, "label 'nowhere' used but not defined"),
    ("int main(int x) {\n  switch (x) { case 1: case 1: ; }\n}\n", 2, 24, "duplicate case value"),
    ("int main() {\n  case 3: ;\n}\n", 2, 3, "not within a switch"),
    ("int main() {\n  unknown_t v;\n}\n", 2, 13, "syntax error before 'v'"),
    ("void f(void) { }\nint main() {\n  int x = f();\n}\n", 3, 11, "void value not ignored"),
    ("int g = 1;\nint h = g + 1;\nint main() {\n  return h;\n}\n", 2, 9, "not constant"),
    ("int main() {\n  int x = 08;\n}\n", 2, 11, "octal"),
    ("int main() {\n  int x = 1;\n  int x = 2;\n}\n", 3, 7, "redeclaration of 'x'"),
    ("int f(int p) {\n  int p = 2;\n  return p;\n}\nint main() { return f(1); }\n", 2, 7,
     "redeclaration of 'p'"),
])
def test_parse_errors(source: str, line: int, col: int, message: str) -> None:
    err = _error(source, ParseError)
    assert message in err.message
    assert (err.where.line, err.where.column) == (line, col)
    assert err.exit_code == 2
    assert err.render().startswith(f"{err.where.file}:{line}:{col}: error: ")


@pytest.mark.parametrize("source, line, what", [
    ("int main() {\n  int x; long p = &x;\n  return 0;\n}\n", 2, "pointer to an integer"),
    ("int g;\nint main() {\n  int *p = g;\n  return 0;\n}\n", 3, "integer to a pointer"),
    ("int main() {\n  int x = 0;\n  int y = &x;\n  return y;\n}\n", 3,
     "pointer to an integer"),
    ("int main() {\n  int *p = L\"ab\";\n  return 0;\n}\n", 2, "wide"),
    ("int main() {\n  _Float16 d = 1.5;\n  return 0;\n}\n", 2, "floating type _Float16"),
    ("int main() {\n  int x = (_Float16)2.5 > 1;\n  return x;\n}\n", 2, "_Float16"),
    ("int puts2(const char *);\nint main() {\n  puts2(\"hi\");\n  return 0;\n}\n", 3,
     "pointer arguments"),
    ("int main(int n) {\n  int a[n][n][n];\n  a[0][0][0] = 1;\n  return 0;\n}\n",
     2, "variable-length arrays"),
    ("int main(int n) {\n  int a[n];\n  void *p = &a;\n  return 0;\n}\n", 3,
     "address of a variable-length array"),
    ("int main() {\n  __asm__ volatile (\"nop\");\n  return 0;\n}\n", 2, "inline assembly"),
    ("#include <stdio.h>\nint main() {\n  char a[2];\n  sscanf(a, \"%c\", a);\n  return 0;\n}\n",
     4, "sscanf"),
    ("union u { int a; _Float16 b; } gu;\nint main() {\n  return gu.a;\n}\n", 3,
     "_Float16"),
    ("int a[3];\nint f(int x) { return x; }\nint main() {\n  return f(a);\n}\n", 4,
     "pointer to an integer"),
])
def test_unsupported_features_name_the_construct(source: str, line: int, what: str) -> None:
    err = _error(source, UnsupportedFeature)
    assert what in err.what
    assert err.where.line == line
    assert err.exit_code == 6
    assert "unsupported" in err.render()


@pytest.mark.parametrize("data_model", ["LP64", "ILP32"])
def test_unused_unsupported_declarations_are_fine(data_model: str) -> None:
    source = ("#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n"
              "#include <pthread.h>\n#include <stdint.h>\n#include <limits.h>\n"
              "#include <stdbool.h>\n#include <stddef.h>\n#include <assert.h>\n"
              "#include <math.h>\n#include <errno.h>\n#include <stdarg.h>\n"
              "#include <inttypes.h>\n#include <unistd.h>\n#include <sys/types.h>\n"
              "struct node { struct node *next; double w; } *head;\n"
              "typedef void (*handler_t)(int);\nhandler_t handlers[4];\n"
              "float unused_f(float x) { return x * 2.0f; }\n"
              "int main(int argc, char **argv) {\n  char *unused_p;\n  struct node n;\n"
              "  bool b = true;\n  int32_t i = INT32_MAX;\n  return b + (i == INT_MAX);\n}\n")
    program = lower_c(source, data_model=data_model)
    assert list(program.functions) == ["__bmc_initialize", "main"]
    assert [p.name for p in program.functions["main"].params] == ["main::argc", "main::argv"]


def test_missing_file_is_an_input_error() -> None:
    from bmc.frontend import load_program
    from bmc.options import Options
    with pytest.raises(InputError) as info:
        load_program(Options(files=("/nonexistent/nope.c",)))
    assert "file not found" in info.value.message
    assert info.value.exit_code == 2


def test_missing_include_is_a_preprocess_error() -> None:
    err = _error("int x;\n#include <no_such_header.h>\nint main() { return 0; }\n",
                 PreprocessError)
    assert err.where.line == 2
    assert "no_such_header.h" in err.message


def test_preprocessor_error_directive() -> None:
    err = _error("int x;\n\n#error stop here\nint main() { return 0; }\n", PreprocessError)
    assert err.where.line == 3 and "stop here" in err.message


def test_missing_entry_function() -> None:
    with pytest.raises(InputError) as info:
        lower_c("int f(void) { return 0; }\n", name="err.c")
    assert "entry function 'main'" in info.value.message
    program = lower_c("int f(void) { return 0; }\n", entry="f")
    assert program.entry == "f"


def test_thread_local_variables_are_marked() -> None:
    program = lower_c("__thread int t;\nint u;\nint f(void) { static _Thread_local int n; "
                      "return n; }\nint main() {\n  return t + u + f();\n}\n")
    assert sorted(program.thread_local) == ["f::n", "t"]


def test_block_scope_thread_local_must_be_static() -> None:
    err = _error("int main() {\n  __thread int t;\n  return t;\n}\n", ParseError)
    assert "must be static" in err.message and err.where.line == 2


def test_errors_never_leak_python_exceptions() -> None:
    bad_sources = [
        "int main() { int a[2] = {1, 2, 3}; return a[5]; }",
        "int main() { return sizeof(struct undefined_tag); }",
        "int main() { int x = 1 / 0; return x; }",
        "enum e { A = 1 << 40 }; int main() { return A; }",
        "int main() { int a[-1]; return 0; }",
        "int main() { return ((int (*)(void)) 0)(); }",
        "int main() { int x; x(); }",
        "int main() { return 1 ? : 2; }",
        "static int s[] = { [1 ... 3] = 4 }; int main() { return s[2]; }",
        "int main() { int x = ({ }); return 0; }",
        "int main() { typedef int T; T t = 3; return t; }",
        "int main() { return __func__[0]; }",
        "int main() { long double d; return 0; }",
        "int main() { unsigned long long x = 18446744073709551615u; return x == 0; }",
        "int main() { return 99999999999999999999999; }",
    ]
    from bmc.errors import BmcError
    for src in bad_sources:
        try:
            lower_c(src)
        except BmcError:
            pass
