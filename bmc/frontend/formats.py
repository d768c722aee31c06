"""printf format strings: the pieces a literal format consists of (C11 7.21.6.1).

``parse_format(text)`` splits a format into literal text and conversion specifications
(flags, field width, precision, length modifier, conversion character). It knows nothing of
the IR: ``bmc.frontend.stdio_calls`` checks the arguments against the conversions and emits
the calls of the model helpers. A conversion bmc does not model (``%n``, wide characters,
``L`` on an integer conversion, an incomplete specification) raises ``FormatUnsupported``
naming it. Floating conversions (``%f %F %e %E %g %G %a %A``, ``L`` for long double) parse.
"""

from __future__ import annotations

from dataclasses import dataclass

FLAGS = "-+ #0"
LENGTHS = ("hh", "h", "ll", "l", "j", "z", "t", "q", "L")
INTEGER = "diouxX"
FLOATING = "fFeEgGaA"


class FormatUnsupported(Exception):
    """A conversion specification bmc does not model (the message names it)."""


@dataclass(frozen=True)
class Conversion:
    """One ``%...`` specification; ``width``/``precision`` None: absent, -1: ``*``."""

    text: str              # as written, e.g. "%-8.3s"
    flags: str
    width: int | None
    precision: int | None
    length: str            # "", "hh", "h", "l", "ll", "j", "z", "t", "L" (long double)
    conv: str              # d i o u x X c s p f F e E g G a A

    @property
    def floating(self) -> bool:
        return self.conv in FLOATING

    @property
    def arguments(self) -> int:
        """How many arguments the specification consumes (``*`` takes one each)."""
        return 1 + (self.width == -1) + (self.precision == -1)


@dataclass(frozen=True)
class Format:
    """A parsed format: the bytes of literal text (``%%`` counts 1) and the conversions."""

    literal_length: int
    conversions: tuple[Conversion, ...]


def parse_format(text: str) -> Format:
    """Parse ``text`` (the format's characters, without the terminating NUL)."""
    literal = 0
    conversions: list[Conversion] = []
    i, n = 0, len(text)
    while i < n:
        if text[i] != "%":
            literal += 1
            i += 1
            continue
        start = i
        i += 1
        if i < n and text[i] == "%":
            literal += 1
            i += 1
            continue
        flags = ""
        while i < n and text[i] in FLAGS:
            flags += text[i]
            i += 1
        width, i = _number(text, i)
        precision: int | None = None
        if i < n and text[i] == ".":
            precision, i = _number(text, i + 1)
            if precision is None:
                precision = 0
        length = ""
        for candidate in LENGTHS:
            if text.startswith(candidate, i):
                length = candidate
                i += len(candidate)
                break
        if i >= n:
            raise FormatUnsupported(f"incomplete conversion specification '{text[start:]}'")
        conv = text[i]
        i += 1
        spec = text[start:i]
        if conv in FLOATING:
            if length not in ("", "l", "L"):
                raise FormatUnsupported(f"conversion specification '{spec}'")
            conversions.append(Conversion(spec, flags, width, precision,
                                          "L" if length == "L" else "", conv))
            continue
        if length == "L":
            raise FormatUnsupported(f"conversion specification '{spec}' (L on an integer "
                                    "conversion)")
        if conv == "n":
            raise FormatUnsupported(f"conversion '{spec}' (writes through its argument)")
        if conv in "cs" and length == "l":
            raise FormatUnsupported(f"wide-character conversion '{spec}'")
        if conv not in INTEGER + "csp":
            raise FormatUnsupported(f"conversion specification '{spec}'")
        if length == "q":
            length = "ll"
        conversions.append(Conversion(spec, flags, width, precision, length, conv))
    return Format(literal, tuple(conversions))


def _number(text: str, i: int) -> tuple[int | None, int]:
    """A decimal field at ``i`` (None if absent, -1 for ``*``) and the index after it."""
    if i < len(text) and text[i] == "*":
        return -1, i + 1
    j = i
    while j < len(text) and text[j].isdigit():
        j += 1
    return (int(text[i:j]) if j > i else None), j
