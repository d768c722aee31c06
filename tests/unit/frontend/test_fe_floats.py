"""Floating point in the front end and its value helpers: literals against Python's
correctly rounded reader, text that reads back exactly, the x87 image, constant folding
against the symbolic translation."""

from __future__ import annotations

import math
import struct
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bmc.frontend.lower_floats import fold, literal_value
from bmc.ir.ctype import LP64, ILP32
from bmc.ir.expr import Const, FloatOp, FOp
from bmc.ir.float_values import (decimal_text, from_fraction, hex_text, image_of, packed_of,
                                 value_text)
from bmc.symex.floats import float_term, pack, unpack
from bmc.terms import TermStore

D, F, LD = LP64.double, LP64.float_, LP64.long_double_type


def bits_of(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


@pytest.mark.parametrize("text", ["0.1", "1e308", "4.9e-324", "2.5e-324", "0x1.8p3", ".5",
                                  "1.", "123456789012345678901234567890", "0x.8p1",
                                  "1.7976931348623158e308", "2.2250738585072011e-308"])
def test_double_literals_round_like_python(text: str) -> None:
    value, kind = literal_value(text)
    assert kind == "double"
    expected = float.fromhex(text) if text.startswith("0x") else float(text)
    assert from_fraction(value, D) == bits_of(expected)


def test_suffixes_pick_the_type() -> None:
    assert literal_value("1.5f")[1] == "float"
    assert literal_value("0x1p-3F")[1] == "float"
    assert literal_value("2.0L")[1] == "long double"
    assert literal_value("0x1fp0")[1] == "double"      # 'f' is a hex digit here


@given(st.floats(allow_nan=False, allow_infinity=False))
@settings(max_examples=300)
def test_decimal_text_reads_back_and_hex_matches_python(x: float) -> None:
    b = bits_of(x)
    text = decimal_text(b, D)
    assert float(text) == x and math.copysign(1, float(text)) == math.copysign(1, x)
    if x != 0:
        assert float.fromhex(hex_text(b, D)) == x


@given(st.integers(0, (1 << 80) - 1))
@settings(max_examples=300)
def test_x87_image_round_trip(image: int) -> None:
    packed = packed_of(image, LD)
    again = packed_of(image_of(packed, LD), LD)
    assert again == packed                      # canonical images denote the same value


def test_x87_invalid_operands_read_as_nan() -> None:
    unnormal = 0x3fff << 64                     # exponent of 1.0, integer bit clear
    assert decimal_text(unnormal, LD) == "nan"
    assert from_fraction(Fraction(1), LD) == 0x3fff8000000000000000   # explicit integer bit
    assert ILP32.long_double_type.width == 96 and LP64.long_double_type.width == 128


def test_value_text_forms() -> None:
    assert value_text(bits_of(0.1), D) == "0.1 (0x1.999999999999ap-4)"
    assert value_text(bits_of(-0.0), D) == "-0.0"
    assert value_text(bits_of(-math.inf), D) == "-inf"
    assert value_text(0x7fc00000, F) == "nan"


OPS = [FOp.ADD, FOp.SUB, FOp.MUL, FOp.DIV]
SPECIAL = [0.0, -0.0, 1.0, -1.5, 1e308, 5e-324, math.inf, -math.inf, math.nan, 0.1, 3.0]


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("mode", [0, 1, 2, 3])
def test_folding_agrees_with_the_terms(op: FOp, mode: int) -> None:
    """The front end's constant folding and symex's terms (folded by the store) agree,
    bit for bit, NaNs included (x86's default NaN and propagation)."""
    s = TermStore()
    it = LP64.int_type
    for a in SPECIAL:
        for b in SPECIAL:
            e = FloatOp(op, (Const(mode, it), Const(bits_of(a), D), Const(bits_of(b), D)), D)
            folded = fold(e)
            assert isinstance(folded, Const)
            term = float_term(s, e, [s.bv_const(mode, 32), s.bv_const(bits_of(a), 64),
                                     s.bv_const(bits_of(b), 64)])
            assert term.is_const and term.value == folded.value, (op, mode, a, b)


def test_x87_terms_pack_and_unpack_constants() -> None:
    s = TermStore()
    image = s.bv_const(0x3ffbcccccccccccccccd, 128)
    packed = unpack(s, image, LD)
    assert packed.is_const and pack(s, packed, LD).value == 0x3ffbcccccccccccccccd
