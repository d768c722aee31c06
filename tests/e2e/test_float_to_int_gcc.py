"""Float -> integer conversions, in range or not, against gcc's x86 code (docs/floats.md).

For every floating source type and integer destination, gcc (-O0) converts many values
(edges of every width, NaN, infinities, random magnitudes) and prints the results; bmc
then checks a program asserting the same results (``--no-float-conversion-check``: the
out-of-range ones are undefined in C, here the machine's value is what is compared).
x86-64 runs hosted; i386 (``--32``, gcc -m32) runs freestanding (no 32-bit libc is
needed: the results are written with a system call), and is skipped if gcc cannot build
such a program.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bmc_test_helpers import default_sample, gcc_available, gcc_hex_outputs, run_bmc

pytestmark = [pytest.mark.gcc,
              pytest.mark.skipif(not gcc_available, reason="gcc is not installed")]

DESTS_64 = ["signed char", "unsigned char", "short", "unsigned short", "int", "unsigned int",
            "long", "unsigned long"]
DESTS_32 = DESTS_64 + ["long long", "unsigned long long"]
SUFFIX = {"float": "f", "double": "", "long double": "L"}
EDGES = ["-5.0", "-1.5", "-0.5", "-0.0", "0.75", "127.9", "128.0", "-128.9", "-129.0",
         "255.5", "256.0", "300.0", "-300.0", "32767.5", "32768.0", "-32769.0", "65535.0",
         "65536.0", "70000.0", "-70000.0", "2147483647.0", "2147483648.0", "-2147483648.0",
         "-2147483649.0", "4294967295.0", "4294967296.0", "1e10", "-1e10",
         "9223372036854775807.0", "9223372036854775808.0", "-9223372036854775808.0",
         "-9223372036854779904.0", "18446744073709549568.0", "18446744073709551615.0",
         "18446744073709551616.0", "1e20", "-1e20", "1e30", "-1e300"]
SPECIALS = ["__builtin_nan(\"\")", "-__builtin_nan(\"\")", "__builtin_inf()",
            "-__builtin_inf()"]


def _literals(src: str) -> list[str]:
    rng = random.Random(src)
    out = [v + SUFFIX[src] for v in EDGES]
    for _ in range(40):
        v = rng.uniform(-1.0, 1.0) * 2.0 ** rng.randint(0, 70)
        out.append(repr(v) + SUFFIX[src])
    if src == "float":
        out = [v for v in out if "e300" not in v]         # not a float literal (inf)
    out += [f"({src}){s}" for s in SPECIALS]
    return out


def _pairs(dests: list[str]) -> list[tuple[str, str]]:
    return [(s, d) for s in ("float", "double", "long double") for d in dests]


PRINT_HOSTED = '#include <stdio.h>\nstatic void num(unsigned long long v) { printf("%llx\\n", v); }\n'
PRINT_FREESTANDING = (
    "static void out(const char *p, int n) { int r; __asm__ volatile (\"int $0x80\" : "
    "\"=a\"(r) : \"a\"(4), \"b\"(1), \"c\"(p), \"d\"(n) : \"memory\"); }\n"
    "static void num(unsigned long long v) { char b[17]; int i; for (i = 0; i < 16; i++) "
    "b[i] = \"0123456789abcdef\"[(v >> (60 - 4 * i)) & 15]; b[16] = 10; out(b, 17); }\n"
    "int main(void);\n"
    "void _start(void) { main(); __asm__ volatile (\"int $0x80\" :: \"a\"(1), \"b\"(0)); "
    "for (;;); }\n")


def _reference(tmp_path: Path, src: str, dst: str, values: list[str], m32: bool) -> list[int]:
    body = "".join(f"  s = {v}; d = ({dst})s; num((unsigned long long)d);\n" for v in values)
    program = (PRINT_FREESTANDING if m32 else PRINT_HOSTED) + \
        f"int main(void) {{\n  volatile {src} s; volatile {dst} d;\n{body}  return 0;\n}}\n"
    flags = ["-m32", "-static", "-nostdlib", "-ffreestanding", "-fno-pic",
             "-fno-stack-protector"] if m32 else []
    return gcc_hex_outputs(tmp_path, program, flags, m32, "a freestanding program")


def _check(tmp_path: Path, src: str, dst: str, m32: bool, symbolic: bool) -> None:
    values = _literals(src)
    if symbolic:
        values = [v for v in values if "nan" not in v][::6]
    ref = _reference(tmp_path, src, dst, values, m32)
    decl = f"{src} nondet_s(void);\n"
    blocks = []
    for k, (v, r) in enumerate(zip(values, ref)):
        init = f"nondet_s(); __CPROVER_assume(s == {v})" if symbolic else v
        blocks.append(f"  {{ {src} s = {init}; {dst} d = ({dst})s;\n"
                      f"    __CPROVER_assert(d == ({dst}){r}ull, \"{k}: ({dst}){v}\"); }}\n")
    c_file = tmp_path / "check.c"
    c_file.write_text(decl + "int main(void) {\n" + "".join(blocks) + "  return 0;\n}\n")
    argv = [str(c_file), "--no-float-conversion-check"] + (["--32"] if m32 else [])
    code, out, err = run_bmc(argv, timeout=900)
    assert code == 0 and "VERIFICATION SUCCESSFUL" in out, out + err


@pytest.mark.parametrize("src,dst", default_sample(
    _pairs(DESTS_64), [f"{s}-to-{d}".replace(" ", "_") for s, d in _pairs(DESTS_64)], 2))
def test_x86_64_conversion_matches_gcc(src: str, dst: str, tmp_path: Path) -> None:
    _check(tmp_path, src, dst, m32=False, symbolic=False)


@pytest.mark.parametrize("src,dst", default_sample(
    _pairs(DESTS_32), [f"{s}-to-{d}".replace(" ", "_") for s, d in _pairs(DESTS_32)], 2))
def test_i386_conversion_matches_gcc(src: str, dst: str, tmp_path: Path) -> None:
    _check(tmp_path, src, dst, m32=True, symbolic=False)


@pytest.mark.parametrize("src,dst,m32", [("double", "unsigned int", False),
                                         ("float", "unsigned long", False),
                                         ("long double", "signed char", False),
                                         ("double", "unsigned long long", True),
                                         ("float", "short", True)])
def test_symbolic_conversion_matches_gcc(src: str, dst: str, m32: bool,
                                         tmp_path: Path) -> None:
    _check(tmp_path, src, dst, m32=m32, symbolic=True)
