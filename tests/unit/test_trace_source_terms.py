"""Traces in source terms (issue 13): characters, string literals, declarations, callee
parameters, no internal names.

Unit tests of the character formatting in ``ValueText`` and of ``declaration``; end-to-end
checks of the text and ``--json`` traces of small programs.
"""

from __future__ import annotations

import json
from pathlib import Path

from bmc.ir.ctype import LP64, ArrayType, FunctionType, IntType, PointerType, Rank
from bmc.ir.source_text import StructTable, declaration
from bmc.trace.values import ValueText, char_text
from bmc_test_helpers import run_bmc

CHAR, INT = LP64.char, LP64.int_type
SCHAR = IntType("signed char", 8, True, Rank.CHAR)
UCHAR = IntType("unsigned char", 8, False, Rank.CHAR)


def text(value: int, ctype: object) -> str:
    return ValueText((), 64, StructTable()).value(value, ctype)  # type: ignore[arg-type]


def test_characters_show_the_character_and_its_number():
    assert text(72, CHAR) == "'H' (72)"
    assert text(10, CHAR) == "'\\n' (10)"
    assert text(0, CHAR) == "'\\0' (0)"
    assert text(39, CHAR) == "'\\'' (39)"
    assert text(92, CHAR) == "'\\\\' (92)"
    assert text(200 - 256, CHAR) == "-56"                 # no character: just the number
    assert char_text(200, UCHAR) == "200"
    assert char_text(0x1B, CHAR) == "27"


def test_other_8_bit_types_stay_numbers():
    assert text(72, IntType("_Bool", 8, False, Rank.BOOL)) == "72"
    assert text(72, INT) == "72"
    # signed/unsigned char are int8_t/uint8_t: counters as often as characters
    assert text(10, UCHAR) == "10"
    assert text(200, UCHAR) == "200"
    assert text(200, SCHAR) == "-56"
    assert text(65, SCHAR) == "65"


def test_char_arrays_holding_a_string_show_the_string():
    hi = ArrayType(CHAR, 6)
    assert text(int.from_bytes(b"hi\0\0\0\0", "little"), hi) == '"hi"'
    assert text(int.from_bytes(b'a"\n\\\0\0', "little"), hi) == '"a\\"\\n\\\\"'
    # bytes after the terminator, or a byte without a character: element by element
    assert text(int.from_bytes(b"hi\0x\0\0", "little"), hi) == \
        "{ 'h', 'i', '\\0', 'x', '\\0', '\\0' }"
    assert text(int.from_bytes(b"h\xc8\0\0\0\0", "little"), hi) == \
        "{ 'h', -56, '\\0', '\\0', '\\0', '\\0' }"
    # arrays of signed/unsigned char (int8_t, uint8_t) are numbers
    assert text(int.from_bytes(b"hi\0", "little"), ArrayType(UCHAR, 3)) == "{ 104, 105, 0 }"
    assert text(int.from_bytes(b"abcdef", "little"), hi) == \
        "{ 'a', 'b', 'c', 'd', 'e', 'f' }"                  # no terminator


def test_declarations_print_as_c_declares_them():
    assert declaration(INT, "x") == "int x"
    assert declaration(ArrayType(CHAR, 8), "buf") == "char buf[8]"
    assert declaration(PointerType(INT, 64), "p") == "int *p"
    assert declaration(ArrayType(PointerType(CHAR, 64), 2), "v") == "char *v[2]"
    assert declaration(PointerType(ArrayType(INT, 4), 64), "q") == "int (*q)[4]"
    assert declaration(PointerType(FunctionType(INT, (INT,)), 64), "f") == "int (*f)(int)"


PROGRAM = r"""
#include <assert.h>
#include <string.h>
int g = 5;
int twice(int n) { return 2 * n; }
int main(void) {
  char c = 'H';
  unsigned char nl = '\n';
  int x;
  char buf[8];
  int y = twice(3);
  int r = strcmp("ab", "ab");
  assert(c != 'H' || nl != 10 || y != 6 || r != 0 || x != 7 || g != 5);
  return 0;
}
"""


def run(tmp_path: Path, source: str, *options: str) -> tuple[int, str]:
    (tmp_path / "main.c").write_text(source)
    return run_bmc(["main.c", "--unwind", "5", *options], cwd=tmp_path)[:2]


def trace_of(out: str) -> list[str]:
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("Trace for"))
    end = lines.index("", start)
    return lines[start + 1:end]


def test_trace_in_source_terms(tmp_path: Path):
    code, out = run(tmp_path, PROGRAM)
    assert code == 10
    trace = trace_of(out)
    assert "  main.c:4 <globals>: g = 5" in trace
    assert "  main.c:7 main: c = 'H' (72)" in trace
    assert "  main.c:8 main: nl = 10" in trace              # unsigned char: a number
    assert "  main.c:9 main: int x; (uninitialised: 7)" in trace
    assert "  main.c:10 main: char buf[8];" in trace
    assert "  main.c:11 main: call twice(3)" in trace
    assert "  main.c:11 twice: n = 3" in trace                  # the callee's parameter
    assert "  main.c:12 main: call strcmp(\"ab\", \"ab\")" in trace
    assert "  main.c:12 strcmp: s1 = &\"ab\"[0]" in trace
    for line in trace:
        assert "$" not in line and "__bmc" not in line, line
        assert " x = " not in line                                # no assignment to x


def test_json_trace_in_source_terms(tmp_path: Path):
    (tmp_path / "main.c").write_text(PROGRAM)
    code, out, _ = run_bmc(["main.c", "--unwind", "5", "--json"], cwd=tmp_path)
    assert code == 10
    prop = next(p for p in json.loads(out)["properties"] if p["status"] == "FAILURE")
    steps = prop["trace"]
    decl = next(s for s in steps if s["lhs"] == "x")
    assert decl["kind"] == "declaration" and decl["value"] == "7"
    assert decl["text"] == "int x; (uninitialised: 7)"
    arr = next(s for s in steps if s["lhs"] == "buf")
    assert arr["kind"] == "declaration" and arr["value"] == "" \
        and arr["text"] == "char buf[8];"
    c = next(s for s in steps if s["lhs"] == "c")
    assert c["value"] == "'H' (72)"
    n = next(s for s in steps if s["lhs"] == "n")
    assert n["function"] == "twice" and n["line"] == 11
    assert next(s for s in steps if s["lhs"] == "g")["function"] == "<globals>"


def test_library_file_name_agrees_with_the_front_end():
    from bmc.frontend.libmodels import LIBRARY_FILE
    from bmc.symex import objects
    assert objects.LIBRARY_FILE == LIBRARY_FILE
