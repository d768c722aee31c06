"""Floating values in trace steps: the JSON number (or text) and the bits of the value."""

from __future__ import annotations

from dataclasses import replace

from bmc.ir.ctype import CType, FloatType
from bmc.ir.float_values import as_python_float
from bmc.result import TraceStep


def float_step(step: TraceStep, value: int | bool | None, ctype: CType | None) -> TraceStep:
    """``step`` with ``float_bits``/``float_value`` set when it shows a floating value."""
    if not isinstance(ctype, FloatType) or value is None or isinstance(value, bool):
        return step
    return replace(step, float_bits=f"0x{value:0{ctype.width // 4}x}",
                   float_value=as_python_float(value, ctype))
