"""Every value of every floating format prints in traces (text, hex, JSON number)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from bmc.ir.ctype import FloatType
from bmc.ir.float_values import as_python_float, decimal_text, hex_text, value_text
from bmc.result import TraceStep
from bmc.ir.program import SourceLocation
from bmc.trace.float_steps import float_step

_F32 = FloatType("float", 8, 24, 32, 4)
_F64 = FloatType("double", 11, 53, 64, 8)
_X87 = FloatType("long double", 15, 64, 128, 16)
_X87_96 = FloatType("long double", 15, 64, 96, 4)
_F128 = FloatType("_Float128", 15, 113, 128, 16)
FORMATS = [_F32, _F64, _X87, _X87_96, _F128]


def _images(t: FloatType) -> list[int]:
    """Zeros, the smallest and largest subnormals and normals, infinities, NaNs with
    payloads, x87's odd encodings, and random images."""
    rng = random.Random(t.width * 31 + t.sb)
    mant = t.sb - 1
    if t.width in (96, 128) and t.sb == 64:            # x87: explicit integer bit
        def img(sign: int, exp: int, frac: int, integer: int | None = None) -> int:
            j = int(exp != 0) if integer is None else integer
            return sign << 79 | exp << 64 | j << 63 | frac
        top = 0x7FFF
        out = [img(s, e, f) for s in (0, 1) for e, f in (
            (0, 0), (0, 1), (0, (1 << 63) - 1), (1, 0), (top - 1, (1 << 63) - 1),
            (top, 0), (top, 1), (top, 1 << 62), (top, (1 << 63) - 1), (0x3FFF + 1024, 5))]
        out += [img(0, 5, 7, integer=0), img(1, 0, 3, integer=1), img(0, top, 0, integer=0)]
        out += [rng.getrandbits(80) for _ in range(30)]
        return out
    top = (1 << t.eb) - 1

    def img(sign: int, exp: int, frac: int) -> int:
        return sign << (t.width - 1) | exp << mant | frac
    out = [img(s, e, f) for s in (0, 1) for e, f in (
        (0, 0), (0, 1), (0, (1 << mant) - 1), (1, 0), (top - 1, (1 << mant) - 1),
        (top, 0), (top, 1), (top, 1 << (mant - 1)), (top, (1 << mant) - 1))]
    out += [rng.getrandbits(t.width) for _ in range(30)]
    return out


@pytest.mark.parametrize("t", FORMATS, ids=lambda t: f"{t.name}-{t.width}")
def test_every_value_prints(t: FloatType) -> None:
    loc = SourceLocation("f.c", 1, "main")
    for image in _images(t):
        text = value_text(image, t)
        assert text and decimal_text(image, t) in text
        hex_text(image, t)
        number = as_python_float(image, t)
        json.dumps(number, allow_nan=False)          # a finite JSON number or a string
        step = float_step(TraceStep("assignment", loc, "main", "x", text), image, t)
        assert step.float_bits.startswith("0x")


def test_x87_beyond_double_range_prints_exact_text() -> None:
    # 2^1100 as an x87 value: finite, not a double
    image = (0x3FFF + 1100) << 64 | 1 << 63
    assert as_python_float(image, _X87) == decimal_text(image, _X87)
    assert value_text(image, _X87).endswith("(0x1p+1100)")
    assert float(decimal_text(image, _X87)) == float("inf")   # beyond double: text, no crash


def test_binary128_largest_finite_prints() -> None:
    image = (0x7FFE << 112) | ((1 << 112) - 1)
    text = decimal_text(image, _F128)
    assert text == "1.189731495357231765085759326628007e+4932"   # shortest round trip


def test_long_double_beyond_double_in_a_counterexample(tmp_path: Path) -> None:
    src = tmp_path / "big.c"
    src.write_text("int main(void) { long double x = 1e309L; long double y = -1e4000L;\n"
                   "  __CPROVER_assert(x == 0 || y == 0, \"big\"); return 0; }\n")
    run = subprocess.run([sys.executable, "-m", "bmc", str(src), "--json"],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 10, run.stdout + run.stderr
    assert "1e+309" in run.stdout and "-1e+4000" in run.stdout
