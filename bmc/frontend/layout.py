"""Struct and union layout as gcc does it (System V x86 and the other non-MS targets).

In: the members of one definition with what their declarations say about packing and
alignment (``Member``), the ``#pragma pack`` value and the struct's own attributes; out:
the laid-out ``StructType``. ``type_align`` and ``field_align`` are gcc's two alignments of
a type: ``__alignof__(T)`` (``TYPE_ALIGN``) and C11 ``_Alignof(T)``, which is also the
alignment of a member of type ``T`` (i386 caps ``double``, ``long long`` and arrays of them
at 4 inside structs).

The rules (gcc's ``stor-layout.c`` with ``PCC_BITFIELD_TYPE_MATTERS``):

* a member's alignment is its type's field alignment (an aligned typedef's alignment, which
  can be lower, as it is), or what ``aligned(N)`` / ``_Alignas`` on the member asks for if
  that is at least the type's own alignment (on i386 ``_Alignas(4) long long`` stays 4,
  ``_Alignas(double) long long`` too); ``packed`` (on the member or the struct) makes it 1 unless the member itself
  says ``aligned(N)``, which then counts as given; ``#pragma pack(N)`` caps the result at N;
* a bit-field of a struct that is neither packed nor under ``#pragma pack`` moves to the
  next boundary of its type's alignment when it would span more such units than its type
  has; otherwise it starts at the next free bit (or the next boundary of its own
  ``aligned(N)``, capped by ``#pragma pack``); a zero-width bit-field aligns the next
  member to its type's alignment whatever the packing, and only named bit-fields raise the
  struct's alignment (to their type's, capped by packing);
* the struct's alignment is the largest member alignment, at least its own ``aligned(N)``
  (which ``#pragma pack`` does not cap); its size is rounded up to it.

A bit-field is read and written through a storage unit that lies inside the struct: the
unit of its own type at a boundary of that type's size when it fits, else the smallest
unit of 8 to 128 bits that covers the field and fits, else exactly the bytes it touches.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bmc.ir.ctype import (
    ArrayType,
    CType,
    DataModel,
    FloatType,
    IntType,
    PointerType,
    StructField,
    StructType,
    size_in_bytes,
)


@dataclass(frozen=True, slots=True)
class Member:
    """One member declaration: name ("" if none), type, bit-field width (None: not a
    bit-field), whether it is packed (its own or the struct's attribute), the alignment
    its declaration asks for (``aligned(N)``/``_Alignas``, None: none), the alignment
    of its type when that comes from an aligned typedef (None: none), and whether it is an
    anonymous struct/union whose members become the enclosing struct's."""

    name: str
    type: CType
    bit_width: int | None = None
    packed: bool = False
    user_align: int | None = None
    type_user_align: int | None = None
    flatten: bool = False


def is_i386(model: DataModel) -> bool:
    """The i386 System V ABI (gcc -m32 on x86): ``double``/``long long`` fields 4-aligned."""
    return model.pointer == 32 and model.long_double == 96


def type_align(t: CType, model: DataModel) -> int:
    """gcc's ``__alignof__(t)`` (the type's own alignment) in bytes."""
    match t:
        case ArrayType(element=e):
            return type_align(e, model)
        case StructType(align=a):
            return a
        case IntType(width=w) | PointerType(width=w):
            return max(1, w // 8)
        case FloatType(width=w, align=a):
            return w // 8 if w <= 64 else a
    return 1


def field_align(t: CType, model: DataModel) -> int:
    """C11 ``_Alignof(t)``: the alignment of a member of type ``t`` in bytes."""
    a = type_align(t, model)
    if is_i386(model):
        e = t
        while isinstance(e, ArrayType):
            e = e.element
        if isinstance(e, IntType) or isinstance(e, FloatType) and e.width == 64:
            return min(a, 4)
    return a


def _round_up(n: int, a: int) -> int:
    return (n + a - 1) // a * a


def _excess_unit_span(position: int, width: int, align_bits: int, type_bits: int) -> bool:
    """Whether a bit-field at bit ``position`` spans more ``align_bits`` units than its
    type (of ``type_bits``) has."""
    offset = position % align_bits
    return (offset + width + align_bits - 1) // align_bits > type_bits // align_bits


def _storage_unit(start: int, width: int, type_bits: int, size: int) -> tuple[int, int, int]:
    """(byte offset, bit offset in the unit, unit bits) of a bit-field at bit ``start`` of
    ``width`` bits in a struct of ``size`` bytes: a unit of 8 to 128 bits inside the struct
    if one covers the field, else exactly the bytes the field touches (3, 5, 6, 7 ... bytes
    in a packed struct)."""
    candidates = [(type_bits, (start - start % type_bits) // 8)]
    for unit in (8, 16, 32, 64, 128):
        if unit >= start % 8 + width:
            candidates += [(unit, (start - start % unit) // 8), (unit, start // 8),
                           (unit, size - unit // 8)]
    for unit, at in candidates:
        if 0 <= at and 8 * at <= start and start + width <= 8 * at + unit \
                and at + unit // 8 <= size:
            return at, start - 8 * at, unit
    return start // 8, start % 8, 8 * ((start % 8 + width + 7) // 8)   # exactly its bytes


def lay_out(tag: str, members: list[Member], is_union: bool, model: DataModel,
            pack: int = 0, user_align: int | None = None) -> StructType:
    """The struct (or union) ``tag`` with ``members``, under ``#pragma pack(pack)`` (0:
    none) and with the struct's own ``aligned`` value."""
    bits = 0                          # next free bit (structs)
    end = 0                           # the bit after the last member
    record = max(1, user_align or 1)
    placed: list[tuple[Member, int, int]] = []       # member, first bit, alignment
    for m in members:
        t = m.type
        ta = m.type_user_align or type_align(t, model)
        fa = ta if m.type_user_align else field_align(t, model)
        start = 0 if is_union else bits
        if m.bit_width is not None:
            assert isinstance(t, IntType)       # (lower_types._bit_width refuses the rest)
            w = m.bit_width
            if w == 0:
                if not is_union:
                    bits = _round_up(start, 8 * fa)
                    end = max(end, bits)
                continue
            if not m.packed and not pack and _excess_unit_span(start, w, 8 * fa, t.width):
                start = _round_up(start, 8 * fa)
            if m.user_align is not None:            # aligned(N) on the bit-field itself
                own = m.user_align
                if m.name and w in (8, 16, 32, 64, 128) and (start == 0 or start & -start >= w) \
                        and not (m.packed and w > 8):
                    own = max(own, w // 8)          # gcc makes it a plain w-bit field
                own = min(own, pack) if pack else own
                start = _round_up(start, 8 * own)
                if m.name:
                    record = max(record, own)
            if m.name:
                record = max(record, min(fa, pack) if pack else 1 if m.packed else fa)
            placed.append((m, start, 0))
            stop = start + w
        else:
            if m.packed:
                a = m.user_align or 1
            elif m.user_align is not None and m.user_align >= ta:
                a = m.user_align
            else:
                a = fa          # the type's alignment wins (i386 caps it at 4 in structs)
            if pack:
                a = min(a, pack)
            start = _round_up(start, 8 * a)
            record = max(record, a)
            placed.append((m, start, a))
            stop = start + 8 * size_in_bytes(t)
        if not is_union:
            bits = stop
        end = max(end, stop)
    size = _round_up((end + 7) // 8, record)
    fields: list[StructField] = []
    for m, start, a in placed:
        if m.bit_width is not None:
            if m.name:
                assert isinstance(m.type, IntType)
                at, offset, unit = _storage_unit(start, m.bit_width, m.type.width, size)
                fields.append(StructField(m.name, m.type, at, m.bit_width, offset, unit))
        elif m.flatten and isinstance(m.type, StructType):
            fields.extend(replace(f, offset=start // 8 + f.offset) for f in m.type.fields)
        else:
            fields.append(StructField(m.name, m.type, start // 8, align=a))
    return StructType(tag, tuple(fields), size, record, is_union)
