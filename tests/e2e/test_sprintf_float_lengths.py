"""``snprintf``'s length for ``%f``/``%e`` of float and double, against glibc (via gcc).

For a grid of formats, values (carries such as 9.9999996, ties such as 9.5, exponent-digit
boundaries near 1e100 and 1e-100, subnormals, the largest values, NaN, infinities, -0.0)
and the four rounding modes, gcc's run prints ``snprintf(NULL, 0, fmt, v)``; a bmc program
then asserts exactly those lengths (the values reach bmc as bit patterns, so both see the
same doubles), and every assertion must hold, while a program asserting each length plus
one must fail every assertion.
"""

from __future__ import annotations

import struct
import subprocess
from pathlib import Path

import pytest

from bmc_test_helpers import gcc_available, run_bmc

pytestmark = [pytest.mark.gcc,
              pytest.mark.skipif(not gcc_available, reason="gcc is not installed")]

FORMATS = ["%f", "%.0f", "%#.0f", "%.2f", "%+f", "% .1f", "%12.3f", "%e", "%.0e", "%#.0e",
           "%-14.3E", "%+.1e"]
DOUBLES = [0.0, -0.0, 0.5, 9.5, -9.5, 9.4999, 9.9999996, 99.99999949, 0.1, 123456.789,
           1e15, 9.999999999e99, 9.9999995e99, 1e100, -1e100, 1e-100, 9.9999995e-100,
           1.000001e-99, 5e-324, 1.7976931348623157e308, -2.5e300,
           float("inf"), float("-inf"), float("nan"), -float("nan")]
FLOATS = [0.1, 3.4028234663852886e38, 1e-45, 9.99999e9, -7.5]
MODES = ["FE_TONEAREST", "FE_UPWARD", "FE_DOWNWARD", "FE_TOWARDZERO"]


def _bits(v: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", v))[0]


def _f32_bits(v: float) -> int:
    return struct.unpack("<I", struct.pack("<f", v))[0]


def _program(expected: list[int] | None, shift: int = 0,
             modes: list[str] = MODES) -> str:
    """The C program: print every length (``expected`` None) or assert them, for
    ``modes``."""
    lines = ["#include <stdio.h>", "#include <string.h>", "#include <fenv.h>",
             "#include <assert.h>", "int main(void) {", "  double d; float f; int n;",
             "  unsigned long long b; unsigned int c;"]
    k = 0
    for mode in modes:
        lines.append(f"  fesetround({mode});")
        for values, kind in ((DOUBLES, "d"), (FLOATS, "f")):
            for v in values:
                if kind == "d":
                    lines.append(f"  b = {_bits(v)}ULL; memcpy(&d, &b, 8);")
                else:
                    lines.append(f"  c = {_f32_bits(v)}U; memcpy(&f, &c, 4);")
                for fmt in FORMATS:
                    lines.append(f'  n = snprintf(NULL, 0, "{fmt}", {kind});')
                    if expected is None:
                        lines.append('  printf("%d\\n", n);')
                    else:
                        lines.append(f"  assert(n == {expected[k] + shift});")
                    k += 1
    lines += ["  return 0;", "}"]
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def glibc_lengths(tmp_path_factory: pytest.TempPathFactory) -> list[int]:
    d = tmp_path_factory.mktemp("lengths")
    src, exe = d / "lengths.c", d / "lengths"
    src.write_text(_program(None))
    subprocess.run(["gcc", "-O0", "-frounding-math", "-fno-builtin", str(src), "-o", str(exe),
                    "-lm"], check=True, capture_output=True)
    out = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout
    return [int(x) for x in out.split()]


def _of_mode(lengths: list[int], mode: str) -> list[int]:
    per_mode = len(lengths) // len(MODES)
    i = MODES.index(mode)
    return lengths[i * per_mode:(i + 1) * per_mode]


# downward/toward zero mirror upward/nearest on the negative values; the default run checks
# round-to-nearest (each mode takes about 45 s), -m slow the other three
@pytest.mark.parametrize("mode", [
    "FE_TONEAREST", pytest.param("FE_UPWARD", marks=pytest.mark.slow),
    pytest.param("FE_DOWNWARD", marks=pytest.mark.slow),
    pytest.param("FE_TOWARDZERO", marks=pytest.mark.slow)])
def test_lengths_match_glibc(tmp_path: Path, glibc_lengths: list[int], mode: str) -> None:
    src = tmp_path / "check.c"
    src.write_text(_program(_of_mode(glibc_lengths, mode), modes=[mode]))
    code, out, err = run_bmc([str(src), "--unwind", "1", "--no-bounds-check",
                              "--no-pointer-check"], timeout=600)
    failed = [line for line in out.splitlines() if line.endswith(": FAILURE")]
    assert code == 0, (failed[:10], err[-2000:])


@pytest.mark.slow
def test_wrong_lengths_fail(tmp_path: Path, glibc_lengths: list[int]) -> None:
    mode = "FE_UPWARD"
    src = tmp_path / "wrong.c"
    src.write_text(_program(_of_mode(glibc_lengths, mode), shift=1, modes=[mode]))
    code, out, err = run_bmc([str(src), "--unwind", "1", "--no-bounds-check",
                              "--no-pointer-check"], timeout=600)
    statuses = [line.rsplit(": ", 1)[1] for line in out.splitlines()
                if line.startswith("[main.assertion.")]
    assert code == 10 and statuses and set(statuses) == {"FAILURE"}, err[-2000:]
