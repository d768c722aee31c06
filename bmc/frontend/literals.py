"""C literals: integer constants with C11's typing rules, character and string constants."""

from __future__ import annotations

import re

from bmc.ir.ctype import DataModel, IntType

_INT_LITERAL = re.compile(r"^(0[xX][0-9a-fA-F]+|0[bB][01]+|[0-9]+)([uUlL]*)$")


class LiteralError(ValueError):
    """A malformed or unrepresentable literal (the message is for the user)."""


def integer_literal(text: str, model: DataModel) -> tuple[int, IntType]:
    """Value and type of an integer constant (C11 6.4.4.1, GCC's extension for 0b).

    Unsuffixed decimal constants take the first of int, long, long long that holds the
    value; octal, hex and binary constants may also become unsigned. A decimal constant
    too large for long long becomes unsigned long long (as GCC does, with a warning).
    """
    m = _INT_LITERAL.match(text)
    if m is None:
        raise LiteralError(f"invalid integer constant '{text}'")
    digits, suffix = m.group(1), m.group(2).lower()
    if digits[:2].lower() == "0x":
        value, decimal = int(digits[2:], 16), False
    elif digits[:2].lower() == "0b":
        value, decimal = int(digits[2:], 2), False
    elif len(digits) > 1 and digits[0] == "0":
        if any(c in "89" for c in digits):
            raise LiteralError(f"invalid digit in octal constant '{text}'")
        value, decimal = int(digits, 8), False
    else:
        value, decimal = int(digits), True
    unsigned = "u" in suffix
    longs = suffix.count("l")
    if suffix.replace("u", "") not in ("", "l", "ll") or suffix.count("u") > 1:
        raise LiteralError(f"invalid suffix '{m.group(2)}' on integer constant")
    candidates: list[IntType]
    if unsigned:
        candidates = [model.uint, model.ulong, model.ullong][longs:]
    elif decimal:
        candidates = [model.int_type, model.long_, model.llong][longs:]
    else:
        candidates = [model.int_type, model.uint, model.long_, model.ulong, model.llong,
                      model.ullong][2 * longs:]
    for t in candidates:
        if value <= t.max:
            return value, t
    if value <= model.ullong.max:
        return value, model.ullong
    raise LiteralError(f"integer constant '{text}' is too large for its type")


_SIMPLE_ESCAPES = {
    "n": 10, "t": 9, "r": 13, "0": 0, "\\": 92, "'": 39, '"': 34, "a": 7, "b": 8,
    "f": 12, "v": 11, "?": 63, "e": 27,
}


def decode_escapes(body: str) -> list[int]:
    """The character codes of the inside of a char or string literal."""
    codes: list[int] = []
    i, n = 0, len(body)
    while i < n:
        c = body[i]
        if c != "\\":
            codes.extend(c.encode("utf-8"))
            i += 1
            continue
        if i + 1 >= n:
            raise LiteralError("trailing backslash in literal")
        e = body[i + 1]
        if e in "01234567":
            j = i + 1
            while j < n and j < i + 4 and body[j] in "01234567":
                j += 1
            codes.append(int(body[i + 1:j], 8))
            i = j
        elif e == "x":
            j = i + 2
            while j < n and body[j] in "0123456789abcdefABCDEF":
                j += 1
            if j == i + 2:
                raise LiteralError("\\x used with no following hex digits")
            codes.append(int(body[i + 2:j], 16))
            i = j
        elif e in _SIMPLE_ESCAPES:
            codes.append(_SIMPLE_ESCAPES[e])
            i += 2
        else:
            codes.append(ord(e))
            i += 2
    return codes


def char_literal(text: str, model: DataModel) -> tuple[int, IntType]:
    """Value and type of a character constant: ``int``, the value of the plain ``char``
    (signed on x86, unsigned on ARM and PowerPC: ``model.char_signed``)."""
    prefix, _, rest = text.partition("'")
    body = rest[:-1] if rest.endswith("'") else rest
    codes = decode_escapes(body)
    if not codes:
        raise LiteralError("empty character constant")
    match prefix:
        case "L":
            return codes[-1], model.int_type
        case "u":
            return codes[-1] & 0xFFFF, model.ushort
        case "U":
            return codes[-1], model.uint
        case "u8":
            return codes[-1] & 0xFF, model.uchar
        case "":
            pass
        case _:
            raise LiteralError(f"invalid character constant {text}")
    if len(codes) == 1:
        v = codes[0] & 0xFF
        return (v - 256 if v >= 128 and model.char_signed else v), model.int_type
    value = 0
    for code in codes:                       # GCC: multi-character constants
        value = ((value << 8) | (code & 0xFF)) & 0xFFFFFFFF
    return (value - (1 << 32) if value >= 1 << 31 else value), model.int_type


def string_literal(text: str) -> str:
    """The contents of a (possibly concatenated) narrow string literal as text."""
    parts = re.findall(r'"((?:[^"\\]|\\.)*)"', text, flags=re.S)
    codes: list[int] = []
    for part in parts:
        codes.extend(decode_escapes(part))
    return bytes(c & 0xFF for c in codes).decode("utf-8", errors="replace")


def string_bytes(text: str) -> list[int]:
    """The bytes of a narrow string literal, without the terminating zero."""
    parts = re.findall(r'"((?:[^"\\]|\\.)*)"', text, flags=re.S)
    codes: list[int] = []
    for part in parts:
        codes.extend(c & 0xFF for c in decode_escapes(part))
    return codes
