"""Machine floats for the differential tests: a binary32/binary64 bit pattern as a Python
float and back (binary32 through ctypes' C float, rounding to nearest like the hardware)."""

from __future__ import annotations

import ctypes
import struct

from bmc.terms.floats import BINARY64, FloatFormat


def to_float(fmt: FloatFormat, bits: int) -> float:
    """The value of the binary32/binary64 pattern ``bits``."""
    if fmt == BINARY64:
        return struct.unpack("<d", bits.to_bytes(8, "little"))[0]
    return struct.unpack("<f", bits.to_bytes(4, "little"))[0]


def from_float(fmt: FloatFormat, x: float) -> int:
    """The pattern of ``x`` in ``fmt`` (binary32: ``x`` rounded as C's float conversion)."""
    if fmt == BINARY64:
        return int.from_bytes(struct.pack("<d", x), "little")
    return int.from_bytes(struct.pack("<f", ctypes.c_float(x).value), "little")
