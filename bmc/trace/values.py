"""Model values as traces print them: C integers, pointers by target, structs and arrays.

``ValueText(objects, pointer_width, structs)`` knows the memory objects of one equation:

* integers: signed types as signed decimals, unsigned (and unknown) types unsigned;
* plain ``char``: the character and its number, ``'H' (72)``, ``'\\n' (10)``, ``'\\0' (0)``
  (C's escapes); a byte that is no printable ASCII character and has no escape of its own is
  just its number (``-56``, ``200``); ``signed char`` and ``unsigned char`` (``int8_t``,
  ``uint8_t``: small counters as often as characters) are numbers;
* enums: the enumerator and its number, ``CONNECTED (2)`` (a value no enumerator has: the
  number);
* arrays of ``char`` that hold a string (a zero byte, only zero bytes after it, every
  byte before it printable or with an escape): the string, ``"hi"``; other char arrays
  element by element, ``{ 'h', 'i', 200 }`` (characters without their numbers);
* pointers: ``NULL``, ``&x``, ``&a[2]``, ``&s.f``, ``(char *)&x + 1`` (a byte offset that is
  no element or field of the pointer's target type), ``dynamic object of malloc at
  list.c:12`` (``+ 8``: a byte offset into it), ``invalid pointer`` (no object has that id);
  object ids never appear;
* structs: ``{ .a=1, .b={ 2, 3 } }`` (unions: the first member; padding not shown);
  arrays: ``{ 1, 2, 3 }`` (at most ``MAX_ELEMENTS`` elements, then ``...``).

``target(address, access)`` names the place a memory write goes to: ``x``, ``s.a[3]``,
``dynamic object of malloc at list.c:12 + 8`` (dynamic objects are untyped: byte offsets).
"""

from __future__ import annotations

from collections.abc import Iterable

from bmc.ir.ctype import (ArrayType, CType, FloatType, FunctionType, IntType, PointerType,
                          StructType)
from bmc.ir.float_values import value_text
from bmc.ir.source_text import StructTable, same_type
from bmc.memory.model import object_bits
from bmc.symex.equation import MemoryObject

MAX_ELEMENTS = 32


class ValueText:
    """Formats values of one equation's model (see the module docstring)."""

    def __init__(self, objects: Iterable[MemoryObject], pointer_width: int,
                 structs: StructTable) -> None:
        self.objects = {o.ident: o for o in objects}
        self.structs = structs
        self.width = pointer_width
        self.off_bits = pointer_width - object_bits(pointer_width) if pointer_width else 0

    # ------------------------------------------------------------------ values
    def value(self, value: int | bool, ctype: CType | None) -> str:
        """``value`` (the bits of a ``ctype``) as C would show it."""
        if isinstance(value, bool):
            return "1" if value else "0"
        t = self.structs.resolve(ctype) if ctype is not None else None
        match t:
            case IntType() if t.name == "char" and is_char(t):
                return char_text(value, t)
            case IntType(enumerators=named) if named:
                return enum_text(value, t)
            case IntType(width=w, signed=True) if value >> (w - 1) & 1:
                return str(value - (1 << w))
            case FloatType():
                return value_text(value, t)
            case PointerType(target=target) if self.off_bits:
                return self.pointer(value, target)
            case PointerType():
                return hex(value)
            case StructType():
                return self._struct(value, t)
            case ArrayType():
                return self._array(value, t)
        return str(value)

    def pointer(self, value: int, target: CType | None) -> str:
        ident, offset = self._split(value)
        if ident == 0:
            return "NULL" if offset == 0 else f"NULL {_signed_offset(offset)}"
        obj = self.objects.get(ident)
        if obj is None:
            return "invalid pointer"
        if obj.ctype is None:
            return obj.name if offset == 0 else f"{obj.name} {_signed_offset(offset)}"
        if isinstance(target, FunctionType) and offset == 0:
            return f"&{obj.name}"                          # a function pointer
        path = self.path(obj.ctype, offset, target)
        if path is not None:
            return f"&{obj.name}{path}"
        part, rest = self.nearest(obj.ctype, offset)
        if rest == 0:
            cast = "" if target is None else f"({_pointer_text(target)})"
            return f"{cast}&{obj.name}{part}"
        return f"(char *)&{obj.name}{part} {_signed_offset(rest)}"

    def target(self, address: int, access: CType | None) -> str:
        """The object (and the part of it) a write of type ``access`` at ``address`` changes;
        "" when the address is no object's."""
        ident, offset = self._split(address)
        obj = self.objects.get(ident)
        if obj is None:
            return ""
        if obj.ctype is not None:
            path = self.path(obj.ctype, offset, access)
            if path is not None:
                return obj.name + path
            part, rest = self.nearest(obj.ctype, offset)
            return obj.name + part if rest == 0 else f"byte {rest} of {obj.name}{part}"
        return obj.name if offset == 0 else f"{obj.name} {_signed_offset(offset)}"

    def nearest(self, t: CType, offset: int) -> tuple[str, int]:
        """The path to the innermost field or element of ``t`` containing byte ``offset``
        (the outermost one when several start there), and the offset left inside it."""
        parts: list[str] = []
        while offset != 0:
            t = self.structs.resolve(t)
            match t:
                case StructType(fields=fields):
                    for f in fields:
                        size = self.structs.size(f.type)
                        if f.bit_width is None and size is not None \
                                and f.offset <= offset < f.offset + size:
                            parts.append(f".{f.name}")
                            t, offset = f.type, offset - f.offset
                            break
                    else:
                        break
                case ArrayType(element=e, size=n):
                    es = self.structs.size(e)
                    if not es or offset < 0 or (n is not None and offset >= n * es):
                        break
                    k, offset = divmod(offset, es)
                    parts.append(f"[{k}]")
                    t = e
                case _:
                    break
        return "".join(parts), offset

    def path(self, t: CType, offset: int, access: CType | None) -> str | None:
        """``.f[2]``-style path to the part of an object of type ``t`` at byte ``offset``
        that has type ``access`` ("" the whole object); None if there is no such part."""
        parts: list[str] = []
        while True:
            t = self.structs.resolve(t)
            if offset == 0 and (access is None or same_type(t, access)):
                return "".join(parts)
            match t:
                case StructType(fields=fields, is_union=union):
                    for f in fields:
                        size = self.structs.size(f.type)
                        if f.bit_width is not None or size is None:
                            continue
                        if not f.offset <= offset < f.offset + size:
                            continue
                        if union:   # members overlap: take the first that fits exactly
                            rest = self.path(f.type, offset - f.offset, access)
                            if rest is None:
                                continue
                            return "".join(parts) + f".{f.name}" + rest
                        parts.append(f".{f.name}")
                        t, offset = f.type, offset - f.offset
                        break
                    else:
                        return None
                case ArrayType(element=e, size=n):
                    es = self.structs.size(e)
                    if not es or offset < 0:
                        return None
                    k, offset = divmod(offset, es)
                    if n is not None and k >= n:
                        ok = (k == n and offset == 0 and access is not None
                              and same_type(e, access))
                        return "".join(parts) + f"[{k}]" if ok else None
                    parts.append(f"[{k}]")
                    t = e
                case _:
                    return None

    # ------------------------------------------------------------------ aggregates
    def _struct(self, value: int, st: StructType) -> str:
        items: list[str] = []
        for f in st.fields:
            if f.bit_width is not None:
                bits = (value >> (8 * f.offset + f.bit_offset)) & ((1 << f.bit_width) - 1)
                ft = f.type
                if isinstance(ft, IntType) and ft.signed and bits >> (f.bit_width - 1) & 1:
                    bits -= 1 << f.bit_width
                items.append(f".{f.name}={bits}")
            else:
                size = self.structs.size(f.type)
                if size is None:
                    continue
                part = (value >> (8 * f.offset)) & ((1 << (8 * size)) - 1)
                items.append(f".{f.name}={self.value(part, f.type)}")
            if st.is_union:
                break
        return "{ " + ", ".join(items) + " }" if items else "{ }"

    def _array(self, value: int, at: ArrayType) -> str:
        es = self.structs.size(at.element)
        if not es or at.size is None:
            return str(value)
        element = self.structs.resolve(at.element)
        if isinstance(element, IntType) and element.name == "char" and is_char(element):
            return _char_array(value, at.size, element)
        items = []
        for k in range(min(at.size, MAX_ELEMENTS)):
            part = (value >> (8 * es * k)) & ((1 << (8 * es)) - 1)
            items.append(self.value(part, at.element))
        if at.size > MAX_ELEMENTS:
            items.append("...")
        return "{ " + ", ".join(items) + " }"

    # ------------------------------------------------------------------ pointers
    def _split(self, value: int) -> tuple[int, int]:
        """(object id, signed byte offset) of a pointer value."""
        ident = value >> self.off_bits
        offset = value & ((1 << self.off_bits) - 1)
        if offset >> (self.off_bits - 1):
            offset -= 1 << self.off_bits
        return ident, offset


_ESCAPES = {0: "0", 7: "a", 8: "b", 9: "t", 10: "n", 11: "v", 12: "f", 13: "r", 92: "\\"}
CHAR_NAMES = ("char", "signed char", "unsigned char")


def is_char(t: IntType) -> bool:
    """One of C's three character types (not ``_Bool``, not other 8-bit integers)."""
    return t.width == 8 and t.name in CHAR_NAMES and not t.is_bool


def enum_text(value: int, t: IntType) -> str:
    """A value of an enum type: ``CONNECTED (2)`` (the first enumerator with that value),
    or the number alone when no enumerator has it."""
    number = value - (1 << t.width) if t.signed and value >> (t.width - 1) & 1 else value
    name = next((n for n, v in t.enumerators if v == number), None)
    return f"{name} ({number})" if name is not None else str(number)


def _signed_byte(byte: int, t: IntType) -> int:
    return byte - 256 if t.signed and byte >= 128 else byte


def char_literal(byte: int, quote: str = "'") -> str | None:
    """``byte`` as in a C literal delimited by ``quote``: with the quotes for ``'``
    (``'H'``, ``'\\n'``), without them inside a string (``quote`` ``"``); None when it is
    no printable ASCII character and has no escape of its own."""
    if byte in _ESCAPES:
        body = "\\" + _ESCAPES[byte]
    elif byte == ord(quote):
        body = "\\" + quote
    elif 0x20 <= byte < 0x7F:
        body = chr(byte)
    else:
        return None
    return f"'{body}'" if quote == "'" else body


def char_text(value: int, t: IntType) -> str:
    """A character value: ``'H' (72)``, ``'\\0' (0)``, or the number alone (``-56``)."""
    byte = value & 0xFF
    number = _signed_byte(byte, t)
    literal = char_literal(byte)
    return f"{literal} ({number})" if literal is not None else str(number)


def _char_array(value: int, size: int, t: IntType) -> str:
    """A char array as a string literal when it holds one, else its characters."""
    data = [(value >> (8 * k)) & 0xFF for k in range(size)]
    if 0 in data:
        end = data.index(0)
        body = [char_literal(b, '"') for b in data[:end]]
        if all(b == 0 for b in data[end:]) and all(c is not None for c in body):
            return '"' + "".join(c for c in body if c is not None) + '"'
    items = []
    for b in data[:MAX_ELEMENTS]:
        literal = char_literal(b)
        items.append(literal if literal is not None else str(_signed_byte(b, t)))
    if size > MAX_ELEMENTS:
        items.append("...")
    return "{ " + ", ".join(items) + " }"


def _pointer_text(target: CType) -> str:
    text = str(target)
    return f"{text}*" if text.endswith("*") else f"{text} *"


def _signed_offset(offset: int) -> str:
    return f"+ {offset}" if offset >= 0 else f"- {-offset}"


__all__ = ["ValueText", "MAX_ELEMENTS", "char_literal", "char_text", "enum_text", "is_char"]
