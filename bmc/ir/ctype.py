"""C types and the machine model (ILP32 / LP64).

Types are frozen values with concrete widths: the front end builds them for one data model,
so later stages never ask the model again. Integer types carry their conversion rank and
signedness; ``_Bool`` is an 8-bit unsigned integer type whose values are 0 and 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Rank(int, Enum):
    """Integer conversion rank (C11 6.3.1.1)."""

    BOOL = 0
    CHAR = 1
    SHORT = 2
    INT = 3
    LONG = 4
    LONG_LONG = 5
    INT128 = 6


@dataclass(frozen=True, slots=True)
class IntType:
    """An integer type: ``name`` as C spells it, width in bits, signedness and rank.

    ``enumerators``: an enum type's constants (name, value), for printing values
    (``CONNECTED (2)``); not part of the type's identity (an enum *is* its integer type)."""

    name: str
    width: int
    signed: bool
    rank: Rank
    enumerators: tuple[tuple[str, int], ...] = field(default=(), compare=False, repr=False)

    @property
    def is_bool(self) -> bool:
        return self.rank is Rank.BOOL

    @property
    def min(self) -> int:
        return -(1 << (self.width - 1)) if self.signed else 0

    @property
    def max(self) -> int:
        return (1 << (self.width - 1)) - 1 if self.signed else (1 << self.width) - 1

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, slots=True)
class FloatType:
    """A real floating type: IEEE format ``(eb, sb)`` (``sb`` counts the hidden bit) and
    ``width`` = 8 * sizeof bits.

    A value of a floating type is its *memory image* (``width`` bits, little-endian like any
    scalar): for ``float`` and ``double`` exactly the packed IEEE pattern; for gcc's x86
    ``long double`` the 80-bit x87 pattern (sign, 15-bit exponent, explicit integer bit,
    63-bit fraction) zero-padded to 12 bytes (ILP32) or 16 (LP64). Arithmetic converts
    to the packed ``(15, 64)`` form and back (``bmc.symex.floats``), so memory, structs,
    unions and ``memcpy`` see exactly the bytes gcc stores."""

    name: str
    eb: int
    sb: int
    width: int
    align: int

    @property
    def packed_width(self) -> int:
        return self.eb + self.sb

    @property
    def is_x87(self) -> bool:
        return self.width != self.packed_width

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, slots=True)
class VoidType:
    """``void``; with ``stands_for`` (not compared), the target of a pointer to a type bmc
    cannot represent, with the reason: such a pointer may be declared, passed and compared,
    but dereferencing it or doing arithmetic on it is refused with that reason."""

    stands_for: str = field(default="", compare=False)

    def __str__(self) -> str:
        return "void"


@dataclass(frozen=True, slots=True)
class ArrayType:
    """``element[size]``; ``size`` is None for an incomplete array type (``int a[]``)."""

    element: CType
    size: int | None

    def __str__(self) -> str:
        dims = []
        t: CType = self
        while isinstance(t, ArrayType):
            dims.append("[]" if t.size is None else f"[{t.size}]")
            t = t.element
        return f"{t}{''.join(dims)}"


@dataclass(frozen=True, slots=True)
class PointerType:
    """``target *``, ``width`` bits wide.

    Values are (object id, offset) packed into ``width`` bits, see ``bmc.memory.layout``."""

    target: CType
    width: int

    def __str__(self) -> str:
        return f"{self.target} *"


@dataclass(frozen=True, slots=True)
class StructField:
    """A member at byte ``offset``; a bit-field's ``bit_width`` bits start at bit
    ``bit_offset`` of the ``unit``-bit storage unit at ``offset`` (``unit`` 0: the width of
    its type), which lies inside the struct. ``align``: the member's alignment in bytes
    as gcc's ``__alignof__(s.m)`` gives it (0: its type's)."""

    name: str
    type: CType
    offset: int                 # bytes
    bit_width: int | None = None
    bit_offset: int = 0
    unit: int = 0
    align: int = 0


@dataclass(frozen=True, slots=True)
class StructType:
    """A struct or union with laid-out fields; ``size`` in bytes."""

    tag: str
    fields: tuple[StructField, ...]
    size: int
    align: int
    is_union: bool = False
    complete: bool = True       # False: a reference to a struct still being defined
                                # (``struct node *next`` inside ``struct node``); the
                                # front end looks the complete type up by ``tag``

    def __str__(self) -> str:
        return f"{'union' if self.is_union else 'struct'} {self.tag}"

    def field(self, name: str) -> StructField | None:
        for f in self.fields:
            if f.name == name:
                return f
        return None


@dataclass(frozen=True, slots=True)
class FunctionType:
    result: CType
    params: tuple[CType, ...]
    variadic: bool = False
    has_prototype: bool = True

    def __str__(self) -> str:
        ps = ", ".join(str(p) for p in self.params) or "void"
        return f"{self.result} ({ps}{', ...' if self.variadic else ''})"


CType = IntType | FloatType | VoidType | ArrayType | PointerType | StructType | FunctionType


@dataclass(frozen=True, slots=True)
class DataModel:
    """Widths in bits of the C integer types and pointers, the signedness of plain
    ``char`` and the byte order of memory (``bmc.ir.target`` builds them per --arch)."""

    name: str
    short: int
    int_: int
    long: int
    long_long: int
    pointer: int
    char_signed: bool = True      # x86: plain char is signed; ARM, PowerPC: unsigned
    big_endian: bool = False      # byte k of a multi-byte scalar in memory: little-endian
    long_double: int = 128        # sizeof(long double) * 8 (x86-64: 80-bit x87 in 16 bytes)
    # the format of a long double wider than 64 bits: "x87" (x86), "binary128" (AArch64,
    # RISC-V, s390x, MIPS64, SPARC ...) or "double-double" (PowerPC's IBM format)
    long_double_format: str = "x87"

    # the standard integer types of this model ---------------------------------------
    @property
    def bool_(self) -> IntType:
        return IntType("_Bool", 8, False, Rank.BOOL)

    @property
    def char(self) -> IntType:
        return IntType("char", 8, self.char_signed, Rank.CHAR)

    @property
    def schar(self) -> IntType:
        return IntType("signed char", 8, True, Rank.CHAR)

    @property
    def uchar(self) -> IntType:
        return IntType("unsigned char", 8, False, Rank.CHAR)

    @property
    def short_(self) -> IntType:
        return IntType("short", self.short, True, Rank.SHORT)

    @property
    def ushort(self) -> IntType:
        return IntType("unsigned short", self.short, False, Rank.SHORT)

    @property
    def int_type(self) -> IntType:
        return IntType("int", self.int_, True, Rank.INT)

    @property
    def uint(self) -> IntType:
        return IntType("unsigned int", self.int_, False, Rank.INT)

    @property
    def long_(self) -> IntType:
        return IntType("long", self.long, True, Rank.LONG)

    @property
    def ulong(self) -> IntType:
        return IntType("unsigned long", self.long, False, Rank.LONG)

    @property
    def llong(self) -> IntType:
        return IntType("long long", self.long_long, True, Rank.LONG_LONG)

    @property
    def ullong(self) -> IntType:
        return IntType("unsigned long long", self.long_long, False, Rank.LONG_LONG)

    @property
    def int128(self) -> IntType:
        return IntType("__int128", 128, True, Rank.INT128)

    @property
    def uint128(self) -> IntType:
        return IntType("unsigned __int128", 128, False, Rank.INT128)

    @property
    def float_(self) -> FloatType:
        return FloatType("float", 8, 24, 32, 4)

    @property
    def double(self) -> FloatType:
        # i386 System V (the 12-byte long double) aligns double to 4 inside structs
        i386 = self.pointer == 32 and self.long_double == 96
        return FloatType("double", 11, 53, 64, 4 if i386 else 8)

    @property
    def long_double_type(self) -> FloatType | None:
        """``long double``: gcc's x86 x87 80-bit format in 12 (i386) or 16 bytes, IEEE
        binary128, or the double format where it is 64 bits; None for IBM double-double
        (PowerPC), which bmc does not model."""
        if self.long_double == 64:
            return FloatType("long double", 11, 53, 64, self.double.align)
        if self.long_double_format == "binary128" and self.long_double == 128:
            return FloatType("long double", 15, 113, 128, 16)
        if self.long_double_format != "x87" or self.long_double not in (96, 128):
            return None
        return FloatType("long double", 15, 64, self.long_double,
                         16 if self.long_double == 128 else 4)

    @property
    def float128(self) -> FloatType:
        """GNU ``_Float128`` / ``__float128``: IEEE binary128 (16 bytes, aligned to 16)."""
        return FloatType("_Float128", 15, 113, 128, 16)

    @property
    def size_t(self) -> IntType:
        """gcc: -m32 unsigned int, x86-64 unsigned long, Windows x64 unsigned long long."""
        if self.pointer == self.int_:
            return self.uint
        return self.ulong if self.pointer == self.long else self.ullong

    @property
    def ptrdiff_t(self) -> IntType:
        if self.pointer == self.int_:
            return self.int_type
        return self.long_ if self.pointer == self.long else self.llong


LP64 = DataModel("LP64", short=16, int_=32, long=64, long_long=64, pointer=64)
ILP32 = DataModel("ILP32", short=16, int_=32, long=32, long_long=64, pointer=32,
                  long_double=96)
LLP64 = DataModel("LLP64", short=16, int_=32, long=32, long_long=64, pointer=64)   # Windows
LP32 = DataModel("LP32", short=16, int_=16, long=32, long_long=64, pointer=32)      # --16
DATA_MODELS = {"LP64": LP64, "ILP32": ILP32, "LLP64": LLP64, "LP32": LP32}


def is_integer(t: CType) -> bool:
    return isinstance(t, IntType)


def is_scalar(t: CType) -> bool:
    return isinstance(t, IntType | PointerType | FloatType)



def size_in_bytes(t: CType) -> int:
    """``sizeof(t)``; raises ValueError for incomplete or function types."""
    match t:
        case IntType(width=w) | FloatType(width=w):
            return w // 8
        case PointerType(width=w):
            return w // 8
        case ArrayType(element=e, size=n):
            if n is None:
                raise ValueError(f"sizeof applied to incomplete array type {t}")
            return n * size_in_bytes(e)
        case StructType(size=s):
            return s
        case VoidType():
            return 1          # GNU C: sizeof(void) == 1
        case FunctionType():
            raise ValueError("sizeof applied to a function type")
    raise ValueError(f"sizeof of unknown type {t}")


def promote(t: IntType, model: DataModel) -> IntType:
    """Integer promotion (C11 6.3.1.1p2): ranks below int become int (or unsigned int)."""
    if t.rank < Rank.INT:
        return model.int_type if t.width < model.int_ or t.signed else model.uint
    return t


def usual_arithmetic_conversion(a: IntType, b: IntType, model: DataModel) -> IntType:
    """The common type of two integer operands (C11 6.3.1.8)."""
    a, b = promote(a, model), promote(b, model)
    if a == b:
        return a
    if a.signed == b.signed:
        return a if a.rank >= b.rank else b
    signed, unsigned = (a, b) if a.signed else (b, a)
    if unsigned.rank >= signed.rank:
        return unsigned
    if signed.width > unsigned.width:
        return signed
    return _unsigned_of(signed, model)


def _unsigned_of(t: IntType, model: DataModel) -> IntType:
    match t.rank:
        case Rank.CHAR:
            return model.uchar
        case Rank.SHORT:
            return model.ushort
        case Rank.INT:
            return model.uint
        case Rank.LONG:
            return model.ulong
        case Rank.LONG_LONG:
            return model.ullong
        case Rank.INT128:
            return model.uint128
    return t


def const_leaves(t: CType) -> int | None:
    """How many scalar sub-objects (named members, elements, bit-fields) cover an object of
    type ``t``; None if no set of them covers every value byte (unions, incomplete
    arrays)."""
    match t:
        case IntType() | PointerType() | FloatType():
            return 1
        case ArrayType(element=e, size=n):
            inner = const_leaves(e)
            return None if inner is None or n is None else n * inner
        case StructType(is_union=False, fields=fields):
            total = 0
            for f in fields:
                if not f.name:
                    continue
                inner = const_leaves(f.type)
                if inner is None:
                    return None
                total += inner
            return total
    return None


def pointer_object_bits(pointer_width: int) -> int:
    """How many high bits of a pointer value hold the object id (the rest is the byte
    offset); the memory model's encoding (``bmc.memory.model.object_bits``), stated here so
    the front end can fold integer-to-pointer constants without importing the memory."""
    return 16 if pointer_width >= 64 else 8


def contains_pointer(t: CType) -> bool:
    """True if a value of ``t`` holds a pointer (itself, an element, or a member)."""
    while isinstance(t, ArrayType):
        t = t.element
    if isinstance(t, StructType):
        return any(contains_pointer(f.type) for f in t.fields)
    return isinstance(t, PointerType)
