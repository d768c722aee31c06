"""Parsing: GNU C accepted, syntax errors with file:line:col, every SV-COMP input parses."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from bmc.errors import ParseError
from bmc.frontend import parse, preprocess
from bmc.options import Options

from fe_testkit import lower_c

SV_DIR = Path(__file__).resolve().parents[4] / "shared" / "benchmarks" / "sv"


def _sv_inputs() -> list[tuple[str, str]]:
    tasks = SV_DIR / "tasks.csv"
    if not tasks.is_file():
        return []
    seen: dict[str, str] = {}
    with tasks.open() as f:
        for row in csv.DictReader(f):
            seen.setdefault(row["input_file"], row["data_model"] or "ILP32")
    return sorted(seen.items())


@pytest.mark.skipif(not _sv_inputs(), reason="SV-COMP benchmarks not present")
@pytest.mark.slow     # the lowering test below parses every input too (about 8 s)
def test_every_sv_comp_input_parses() -> None:
    failures = []
    inputs = _sv_inputs()
    for rel, model in inputs:
        path = str(SV_DIR / rel)
        try:
            parse(preprocess(path, Options(files=(path,), data_model=model)), path)
        except ParseError as e:
            failures.append(e.render())
    assert not failures, "\n".join(failures)
    assert len(inputs) >= 100


GNU_SOURCE = r"""
typedef unsigned int u8_t __attribute__((__mode__(__QI__)));
typedef int word_t __attribute__ ((__mode__ (__word__)));
__extension__ typedef long long ll_t;
extern int ext(int) __asm__("real_ext") __attribute__((__nothrow__, __leaf__));
static __inline__ int twice(int x) { return x + x; }
static __inline int thrice(int x) __attribute__((always_inline));
static inline int thrice(int x) { return 3 * x; }
__thread int tls_unused;
_Float128 unused_float_128;
__float128 unused_float;
unsigned __int128 unused_wide;
__int128_t unused_wide2;
__builtin_va_list unused_va;
int restrict_fn(int *__restrict p, const char *__restrict__ q);
_Noreturn void stop(void);
struct __attribute__((packed)) packed_s { char c; int i; };
__signed__ char signed_c;
int main(void) {
  __const int c = 3;
  __volatile__ int v = 1;
  __typeof__(c) t = twice(c);
  typeof(t) t2 = thrice(t);
  u8_t small = 255;
  word_t w = 1;
  int e = __builtin_expect(t2 > 2, 1);
  int s = ({ int q = 2; q + 1; }) + ({ 4; });
  int el = v ?: 7;
  __extension__ (void) 0;
  return (int) small + (int) sizeof(w) + e + s + el + (int) sizeof(ll_t);
}
"""


def test_gnu_extensions_parse_and_lower() -> None:
    program = lower_c(GNU_SOURCE, name="gnu.c")
    assert "main" in program.functions
    small = program.symbols["main::small"]
    assert small.type.width == 8 and not small.type.signed     # __mode__(__QI__)
    assert program.symbols["main::w"].type.width == 64            # __mode__(__word__), LP64


def test_mode_word_follows_data_model() -> None:
    program = lower_c(GNU_SOURCE, data_model="ILP32", name="gnu.c")
    assert program.symbols["main::w"].type.width == 32


@pytest.mark.parametrize("source, line, col, fragment", [
    ("int main() {\n  int x = ;\n}\n", 2, 11, "before ';'"),
    ("int main() {\n  return 0\n}\n", 3, 1, "before '}'"),
    ("int main() {\n  int x = 1;\n", 3, 0, "end of input"),
])
def test_syntax_errors_have_file_line_col(source: str, line: int, col: int,
                                          fragment: str) -> None:
    with pytest.raises(ParseError) as info:
        lower_c(source, name="bad.c")
    err = info.value
    assert err.where is not None and err.where.file.endswith("bad.c")
    assert err.where.line == line
    if col:
        assert err.where.column == col
    assert fragment in err.message
    assert err.exit_code == 2


def test_parse_reports_location_in_named_file() -> None:
    with pytest.raises(ParseError) as info:
        parse("int f(void) {\n  int x = 1 +;\n}\n", "mem.c")
    assert info.value.where.file == "mem.c"
    assert info.value.where.line == 2


@pytest.mark.skipif(not _sv_inputs(), reason="SV-COMP benchmarks not present")
def test_sv_comp_inputs_lower_or_name_the_unsupported_construct() -> None:
    """Every input lowers to a well-formed program, or is refused as unsupported (pointers,
    threads: later stages); never a parse or type error."""
    from bmc.errors import UnsupportedFeature
    from bmc.frontend import load_program
    from fe_testkit import check_program
    lowered, refused = 0, []
    for rel, model in _sv_inputs():
        path = str(SV_DIR / rel)
        try:
            program = load_program(Options(files=(path,), data_model=model))
        except UnsupportedFeature as e:
            assert e.where is not None and e.where.line > 0
            refused.append(e.what)
            continue
        check_program(program)
        assert not program.undefined_functions, rel
        lowered += 1
    assert lowered >= 70
    assert all(any(k in what for k in ("pointer", "address-of", "POSIX threads", "thread-local storage", "Union"))
               for what in refused), refused
