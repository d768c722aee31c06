"""Table-driven programs: the value main returns, or the error lowering reports."""

from __future__ import annotations

import pytest

from bmc.errors import ParseError, UnsupportedFeature
from bmc.ir.expr import Nondet
from bmc.ir.program import Assign, Assume

from fe_testkit import body, lower_c, of_type, run_c

RESULTS = [
    # (source, inputs, expected return value of main)
    ("int f(); int main() { return f(7, 2); }\nint f(a, b) int a; int b; { return a - b; }",
     [], 5),
    ("int f(a) { return a * 3; }\nint main() { return f(4); }", [], 12),
    ("int main() { int f(int); return f(2); }\nint f(int x) { return x + 40; }", [], 42),
    ("int main() { extern int g; return g; }\nint g = 9;", [], 9),
    ("int main() { typedef unsigned char byte; byte b = 511; return b; }", [], 255),
    ("enum color { RED = -2, GREEN, BLUE = GREEN + 5 };\n"
     "int main() { enum color c = BLUE; return c * 10 + GREEN; }", [], 39),
    ("int main() { enum { A = 4, B }; int a[B]; return sizeof(a); }", [], 20),
    ("int main() { unsigned __int128 x = 1; x <<= 100; return (x >> 99) == 2; }", [], 1),
    ("int main() { __int128_t x = -1; __uint128_t y = x; return y > 0; }", [], 1),
    ("int main() { int x = 300; return (signed char) x + !x + +x; }", [], 44 + 0 + 300),
    ("int main(int x) { return x ?: 5; }", [0], 5),
    ("int n; int f(void) { n++; return 6; }\nint main(int x) { int r = x ?: f(); "
     "return r * 10 + n; }", [0], 61),
    ("int n; int f(void) { n++; return 6; }\nint main(int x) { int r = x ?: f(); "
     "return r * 10 + n; }", [3], 30),
    ("int main(int x) { switch (x) { case 1 ... 3: return 10; default: return 0; } }", [2], 10),
    ("int main(int x) { switch (x) { case 1 ... 3: return 10; default: return 0; } }", [4], 0),
    ("int n; int t(void) { n++; return 1; }\n"
     "int main(int a) { if (a && t()) n += 10; return n; }", [1], 11),
    ("int n; int t(void) { n++; return 0; }\n"
     "int main(int a) { if (!(a || t())) n += 10; return n; }", [0], 11),
    ("int n; int t(void) { n++; return 1; }\n"
     "int main(int a) { while (a > 0 && t()) a--; return n; }", [3], 3),
    ("int n; int t(void) { n++; return 1; }\nint main(int a) { a || t(); a && t(); return n; }",
     [0], 1),
    ("int n; void v(void) { n += 1; } void w(void) { n += 10; }\n"
     "int main(int a) { a ? v() : w(); return n; }", [0], 10),
    ("int main() { int a[3] = {[1] = 5}; char s[2][4] = {\"ab\", \"cd\"}; "
     "return a[1] + s[1][1] + sizeof(s); }", [], 5 + 100 + 8),
    ("int main() { char s[] = {\"xyz\"}; return sizeof(s) + s[2]; }", [], 4 + 122),
    ("int a[2][2] = {[1] = {7, 8}}; int main() { return a[1][0] + a[0][1]; }", [], 7),
    ("int m[2][3] = {{1}, [1][2] = 9}; int main() { return m[0][0] + m[1][2]; }", [], 10),
    ("extern int later[]; int main() { return later[2]; }\nint later[4] = {1, 2, 3};", [], 3),
    ("int tent[]; int main() { return sizeof(tent); }", [], 4),
    ("int main() { static char buf[] = \"hi\"; return buf[1] + sizeof(buf); }", [], 105 + 3),
    ("int main() { int x = 2; { return x * 3; } }", [], 6),
    ("int main() { return sizeof(int[3][2]) + _Alignof(long); }", [], 24 + 8),
    ("int main() { int x = 5; return ({ int y = x; y + 1; }) + ({ 2; }); }", [], 8),
    ("#include <stdlib.h>\nint main() { int r = rand(); return r >= 0; }", [5], 1),
    ("int main(void) { int a = 1, b = a + 1, c = b * 3; return c; }", [], 6),
    ("void f(int *p); int main(int argc, char **argv) { return argc; }", [3], 3),
    ("int g(void) { return 2; }\nvoid f(void) { return g(); }\nint main() { f(); return 1; }",
     [], 1),
    ("int f(int x) { if (x) return; return 3; }\nint main() { return f(1); }", [9], 9),
    ("int main() { long long big = 0x7fffffffffffffffLL; return big > 0; }", [], 1),
    ("int main() { unsigned u = 0; u--; return u == 4294967295u; }", [], 1),
    ("int main() { int i; for (i = 0; i < 3; ) { i++; } return i; }", [], 3),
    ("int main() { int s = 0; do { if (s > 5) break; s += 2; continue; } while (1); "
     "return s; }", [], 6),
    ("int main() { int r = 0; switch (2) case 2: r = 8; return r; }", [], 8),
    ("int main() { int r = 0; switch (1) { case 1: { int t = 3; r = t; break; } } return r; }",
     [], 3),
    ("int f(int, int);\nint f(int a, int b) { return a % b; }\nint main() { return f(-7, 3); }",
     [], -1),
    ("int main() { _Bool b = 0; b++; b++; return b; }", [], 1),
    ("int main() { short s = -1; unsigned short u = s; return u; }", [], 65535),
    ("int main() { int x = 10; x = (x++, x + 1); return x; }", [], 12),
    ("int main() { int k = 0; k += (k = 4); return k; }", [], 8),
    ("int main(int x) { switch (x) { case 1: x++; __attribute__((fallthrough)); "
     "case 2: x++; } return x; }", [1], 3),
    ("int main() { L: __attribute__((unused)); return 0; }", [], 0),
    ("int n; int t(void) { n++; return n < 3; }\n"
     "int main(int a) { do { } while (a && t()); return n; }", [1], 3),
    ("int n; int t(void) { n++; return n < 3; }\n"
     "int main(int a) { do { } while (a || t()); return n; }", [0], 3),
    ("int main() { extern int q; int h(int); return q + h(1); }", [4, 5], 9),
    ("int f(int, int b) { return b; }\nint main() { return f(1, 2); }", [], 2),
    ("int main() { __attribute__((unused)) int y = 2; int z __attribute__((unused)) = 1; "
     "return y + z; }", [], 3),
]


@pytest.mark.parametrize("source, inputs, expected", RESULTS)
def test_program_result(source: str, inputs: list[int], expected: int) -> None:
    assert run_c(source, inputs).result == expected


ERRORS = [
    ("int main() { int x = 1 ? 2 : (void) 0; return x; }", ParseError, "void value"),
    ("void v(void); int main() { return v() ? 1 : 2; }", ParseError, "void value"),
    ("int main() { int x; return x[0]; }", ParseError, "neither array nor pointer"),
    ("int a[3]; int main() { return a[a]; }", ParseError, "subscript is not an integer"),
    ("int main() { void v; return 0; }", ParseError, "declared void"),
    ("int main() { int a[]; return 0; }", ParseError, "array size missing"),
    ("int main(int x) { switch (x) { default: ; default: ; } return 0; }", ParseError,
     "multiple default"),
    ("int g = 1; int g = 2; int main() { return g; }", ParseError, "redefinition of 'g'"),
    ("int f(void) { return 1; } int f(void) { return 2; } int main() { return f(); }",
     ParseError, "redefinition of 'f'"),
    ("int main() { long long long x; return 0; }", ParseError, "too long"),
    ("int main() { signed unsigned x; return 0; }", ParseError, "signed"),
    ("int main() { int x = (1, 2) = 3; return x; }", ParseError, "lvalue required"),
    ("int main() { int x; (x) = 1; x + 1 = 2; return 0; }", ParseError, "lvalue required"),
    ("enum { E = 3 }; int main() { E = 4; return 0; }", ParseError, "lvalue required"),
    ("int main() { return __VERIFIER_nondet_unknownthing() * 0; }", None, None),
    ("int main() { __builtin_va_list v; int x = v; return x; }", UnsupportedFeature,
     "conversion of a pointer to an integer"),
    ("int main() { _Complex double z; return 0; }", None, None),
    ("typedef int v4 __attribute__((vector_size(16))); v4 g; int main() { return g[0]; }",
     UnsupportedFeature, "vector types"),
    ("struct s { int a; }; int f(struct s v) { return 0; } int main() { return f(0); }",
     UnsupportedFeature, "conversion from int to struct"),
    ("double d(void); int main() { return d() > 0; }", None, None),
    ("int *p(void); int main() { return p() != 0; }", UnsupportedFeature, "pointer"),
    ("int *p(void) { return 0; } int main() { p(); return 0; }", None, None),
    ("int v(int n, ...) { return n; } int main() { return v(1, 2); }", None, None),
    ("struct s { int a; }; int v(int n, ...) { return n; } "
     "int main() { struct s x = {1}; return v(1, x); }", UnsupportedFeature,
     "argument of type struct s"),
    ("int v(int n) { __builtin_va_list ap; __builtin_va_start(ap, n); return n; } "
     "int main() { return v(1); }", ParseError, "'va_start' used in function with fixed"),
    ("int g; int *p = &g + 1; int *q = p; int main() { return 0; }", None, None),
    ("int g; int *p = &g; int *q = p; int main() { return *q; }", ParseError,
     "it reads the value of 'p'"),
    ("int g; long l = (long)&g; int main() { return l != 0; }", UnsupportedFeature,
     "an address converted to an integer"),
    ("__thread int t; int *p = &t; int main() { return *p; }", ParseError,
     "thread-local"),
    ("int main() { int x; static int *p = &x; return *p; }", ParseError,
     "'x' is an automatic variable"),
    ("int main() { int (*fp)(void); return fp(); }", None, None),
    ("int main() { return (int) (char *) 0; }", None, None),
    ("int main() { return main; }", UnsupportedFeature, "pointer to an integer"),
    ("int main() { int x = 1; L: goto *&&L; }", None, None),
    ("void *__VERIFIER_nondet_pointer(void); int main() { return "
     "__VERIFIER_nondet_pointer() != 0; }", UnsupportedFeature, "pointer"),
    ("int main() { return nondet_pointer() != 0; }", UnsupportedFeature, "pointer"),
    ("int main() { float f = 1; return 0; }", None, None),
    ("int main() { int x = 0; x = (int) 1.5f; return x; }", None, None),
    ("int main() { _Float16 q = 1; return 0; }", UnsupportedFeature, "_Float16"),
    ("int main() { _Complex double z = 1; return 0; }", UnsupportedFeature, "complex"),
    ("int main() { int s = sizeof(struct q { int a; }); return s; }", None, None),
    ("int main() { int x = 1; __typeof__(&x) p; return 0; }", None, None),
    ("int main() { int x = (int) { 4 }; return x; }", None, None),
    ("int main() { int a[2]; int b = a; return b; }", UnsupportedFeature,
     "pointer to an integer"),
    ("__thread int t; int main() { __thread int u; return 0; }", ParseError,
     "thread-local variable 'u' at block scope must be static"),
    ("int main() { static __thread int u; return u; }", None, None),
    ("int main() { _Static_assert(0, \"never\"); return 0; }", ParseError,
     "static assertion failed: never"),
    ("_Static_assert(1 == 2, \"file scope\"); int main() { return 0; }", ParseError,
     "static assertion failed"),
    ("int f(void v); int main() { return 0; }", None, None),
    ("#include <setjmp.h>\nint main() { return 0; }", None, None),
    ("int longjmp(); int main() { longjmp(); return 0; }", UnsupportedFeature, "longjmp"),
    ("int main() { char c = 'ab'; return c; }", None, None),
    ("int main() { return 0x; }", ParseError, ""),
    ("int main() { return 1uu; }", ParseError, ""),
    ("int main() { return 0b12; }", ParseError, ""),
]


@pytest.mark.parametrize("source, cls, fragment", ERRORS)
def test_errors_and_edge_cases(source: str, cls: type | None, fragment: str | None) -> None:
    from bmc.errors import BmcError
    if cls is None:
        try:
            lower_c(source)
        except BmcError:
            pass
        return
    with pytest.raises(cls) as info:
        lower_c(source)
    assert fragment in info.value.message
    assert info.value.where is not None and info.value.where.line >= 1


def test_rand_is_non_negative_nondet() -> None:
    program = lower_c("#include <stdlib.h>\nint main() { return rand(); }")
    b = body(program)
    assert any(isinstance(i, Assign) and isinstance(i.rhs, Nondet) for i in b)
    assert of_type(b, Assume)


def test_unknown_nondet_suffix_warns_and_is_int() -> None:
    program = lower_c("int main() { return __VERIFIER_nondet_foo(); }")
    assert any("__VERIFIER_nondet_foo" in w for w in program.warnings)
    assert not program.undefined_functions


def test_extern_only_variable_is_nondet_with_warning() -> None:
    program = lower_c("extern int ext_only;\nint main() { return ext_only; }")
    assert any("ext_only" in w and "never defined" in w for w in program.warnings)
    init = program.functions["__bmc_initialize"]
    assert isinstance(init.body[0], Assign) and isinstance(init.body[0].rhs, Nondet)


def test_return_value_in_void_function_warns() -> None:
    program = lower_c("int g(void) { return 2; }\nvoid f(void) { return g(); }\n"
                      "int main() { f(); return 1; }")
    assert any("'return' with a value" in w for w in program.warnings)


def test_static_globals_in_two_files_get_unique_names(tmp_path) -> None:
    from bmc.frontend import load_program
    from bmc.options import Options
    from fe_testkit import execute
    a, b = tmp_path / "a.c", tmp_path / "b.c"
    a.write_text("static int s = 1;\nint get_b(void);\nint main() { return s * 10 + get_b(); }\n")
    b.write_text("static int s = 2;\nint get_b(void) { return s; }\n")
    program = load_program(Options(files=(str(a), str(b))))
    assert execute(program).result == 12
    names = sorted(n for n, sym in program.symbols.items() if sym.source_name == "s")
    assert len(names) == 2 and names[0] == "s"
