"""IR expressions: typed, side-effect free, with every C conversion explicit.

The front end lowers C expressions to these: implicit conversions become ``Cast`` nodes,
operands of arithmetic and comparisons already have their common type, and side effects
(assignments, ++, calls, nondet values) have been moved into instructions with temporaries.
So a consumer never needs C's conversion rules: it reads the type on each node.

Meaning of each node (``type`` is always the C type of the result):

* ``Const(value)``: an integer constant; ``value`` is the mathematical value in ``type``'s
  range (negative for negative signed values).
* ``Var(name)``: a program variable, by its unique name (see ``Symbol``).
* ``Unary(op, a)`` and ``Binary(op, a, b)``: C operators on integers. For arithmetic,
  bitwise and comparison operators both operands have the same type, the usual arithmetic
  conversion of the source operands; for shifts each operand has its own promoted type. DIV
  and MOD truncate toward zero; SHR is arithmetic for signed left operands. Comparisons and
  LNOT/LAND/LOR yield 0 or 1 of type ``int``. LAND/LOR appear only when the right operand is
  side-effect free; they are still short-circuit for the purpose of checks.
* ``Cast(a)``: conversion to ``type`` (to ``_Bool``: ``a != 0``; otherwise wrap or extend).
  Between a pointer and an integer type it keeps the bits (the pointer's (object, offset)
  encoding, zero-extended or truncated), so a pointer converted to an integer and back is
  the same pointer; the front end makes these only for explicit C casts.
* ``Index(array, index)``: element read of an array-typed expression.
* ``Ite(cond, then, else)``: C's ``?:`` on side-effect-free operands (short-circuit for
  checks).
* ``Filled(value)``: an array value with every element equal to ``value`` (used for zero
  initialisation; nest for multi-dimensional arrays).
* ``Nondet()``: an arbitrary value of ``type``; only ever the whole right-hand side of an
  ``Assign``, and each execution gives a fresh value.

Floating point (``FloatType``; see ``bmc.symex.floats`` for the terms):

* ``Const(value)`` of a floating type: ``value`` is the bit pattern of the value's memory
  image (the packed IEEE bits for float and double, the x87 bits for long double).
* ``FloatOp(op, args)``: every operation that reads or yields a floating value other than
  a plain copy (``Var``, ``Index``, ``Deref``, ``Ite``, ``Const``). ``Unary``, ``Binary``
  and ``Cast`` never have floating operands or results. The rounded operations (``ROUNDED``)
  take the rounding mode first: an integer expression numbered as CBMC's
  ``__CPROVER_rounding_mode`` (0 nearest-even, 1 down, 2 up, 3 toward zero, 4 ties away).
  Comparisons and classifications yield ``int`` 0/1 (NaN unordered, -0 == +0);
  ``CONVERT`` is float <-> float, integer -> float (rounded) and float -> integer (the
  rounding mode chosen by the front end: toward zero for C's conversion; a value out of
  range gives the x86 indefinite value, and the conversion check reports it; an optional
  third argument ``Const(N)`` on x86 targets: gcc's code, the low bits of the N-bit signed
  conversion, docs/floats.md);
  ``TO_BOOL`` is ``x != 0`` (NaN is true); ``LDEXP``, ``FREXP`` and ``EXPONENT`` are the
  exponent arithmetic of ``<math.h>``'s ``ldexp``, ``frexp`` and ``ilogb`` (exact, except
  ``LDEXP``'s one rounding into the subnormal range or past the largest finite number).

Memory (pointers, address-taken variables, structs, the heap; see ``bmc.memory``):

* Every variable whose address is taken (``Program.address_taken``) and every variable whose
  type contains a struct or union lives in *memory*: symex reads and writes its bytes there
  instead of keeping an SSA value, so ``Var`` and ``Index`` nodes of such variables keep
  their meaning. Values of struct type are bit-vectors of ``8 * size`` bits (little-endian
  bytes), so struct assignment, arguments and results copy bytes.
* ``AddressOf(var)``: the address of a memory variable (``&a[i]``, ``&s.f`` are
  ``PointerAdd`` of it). Function pointers are ``AddressOf`` a one-byte read-only variable
  ``$fn.<function>`` standing for the function (``type`` is then a pointer to the function
  type); calls through pointers are lowered to comparisons with these and direct ``Call``s.
  String literals are read-only ``char`` array variables ``$stringN`` (``Program.read_only``:
  their object state is READONLY and writes through pointers to them are checked).
* ``Deref(pointer)``: the object of ``type`` at ``pointer`` (an lvalue or a value); field
  access ``p->f`` is ``Deref(PointerAdd(p, offsetof f, 1))`` with the field's type.
* ``PointerAdd(pointer, index, scale)``: ``pointer`` moved by ``index * scale`` bytes
  (``index`` any integer type, sign-extended by its signedness; no overflow check applies to
  the scaling, which is address arithmetic, not C arithmetic).
* ``PointerDiff(a, b, scale)``: ``(offset(a) - offset(b)) / scale`` as ``type``
  (``ptrdiff_t``).
* ``PointerQuery(query, pointer)``: the object id, offset, object size or object state of a
  pointer; only the checks (``ir.checks``) make these.
* ``Allocate(size, kind)``: a fresh object of ``size`` bytes (``malloc``, ``calloc``,
  ``alloca``); like ``Nondet`` only ever the whole right-hand side of an ``Assign``. An
  ``alloca`` assigned directly to a variable is a variable-length array: its object dies at
  the variable's ``Dead``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum

from bmc.ir.ctype import ArrayType, CType, FloatType, IntType, PointerType, size_in_bytes
from bmc.ir.float_values import c_literal


class UnOp(str, Enum):
    NEG = "-"
    BITNOT = "~"
    LNOT = "!"


class BinOp(str, Enum):
    ADD = "+"
    SUB = "-"
    MUL = "*"
    DIV = "/"
    MOD = "%"
    SHL = "<<"
    SHR = ">>"
    BITAND = "&"
    BITOR = "|"
    BITXOR = "^"
    LT = "<"
    LE = "<="
    GT = ">"
    GE = ">="
    EQ = "=="
    NE = "!="
    LAND = "&&"
    LOR = "||"


COMPARISON_OPS = frozenset({BinOp.LT, BinOp.LE, BinOp.GT, BinOp.GE, BinOp.EQ, BinOp.NE})
LOGICAL_OPS = frozenset({BinOp.LAND, BinOp.LOR})
SHIFT_OPS = frozenset({BinOp.SHL, BinOp.SHR})


class FOp(str, Enum):
    """Floating-point operations of ``FloatOp`` (values are the C spelling, for text)."""

    ADD = "+"                 # (rm, a, b)
    SUB = "-"
    MUL = "*"
    DIV = "/"
    SQRT = "sqrt"             # (rm, a)
    ROUND = "round_to_integral"  # (rm, a)
    CONVERT = "convert"       # (rm, a): to ``type``
    NEG = "neg"               # (a): the sign bit flipped
    ABS = "fabs"              # (a): the sign bit cleared
    COPYSIGN = "copysign"     # (a, b)
    REM = "remainder"         # (a, b): IEEE remainder (exact, fp.rem)
    FMOD = "fmod"             # (a, b): C's fmod, the truncated remainder (exact)
    LT = "<"                  # (a, b) -> int
    LE = "<="
    GT = ">"
    GE = ">="
    EQ = "=="
    NE = "!="
    TO_BOOL = "to_bool"       # (a) -> a != 0
    IS_NAN = "isnan"          # (a) -> int
    IS_INF = "isinf"
    IS_ZERO = "iszero"
    IS_NORMAL = "isnormal"
    IS_SUBNORMAL = "issubnormal"
    SIGNBIT = "signbit"
    IS_SIGNALING = "issignaling"  # (a) -> int: a NaN with the quiet bit clear
    QUIET = "quiet"           # (a): a NaN with its quiet bit set, other values unchanged
    LDEXP = "ldexp"           # (rm, a, n): a * 2^n for an integer n, rounded once (NaN quieted)
    FREXP = "frexp"           # (a): a scaled by a power of two into 0.5 <= |a| < 1 (finite
    #                           nonzero a; zeros and infinities unchanged, NaN quieted)
    EXPONENT = "exponent"     # (a) -> int: floor(log2 |a|) for finite nonzero a, else 0


ROUNDED = frozenset({FOp.ADD, FOp.SUB, FOp.MUL, FOp.DIV, FOp.SQRT, FOp.ROUND, FOp.CONVERT,
                     FOp.LDEXP})
FLOAT_COMPARISONS = frozenset({FOp.LT, FOp.LE, FOp.GT, FOp.GE, FOp.EQ, FOp.NE})


@dataclass(frozen=True, slots=True)
class Const:
    value: int
    type: CType


@dataclass(frozen=True, slots=True)
class Var:
    name: str
    type: CType


@dataclass(frozen=True, slots=True)
class Unary:
    op: UnOp
    operand: Expr
    type: CType


@dataclass(frozen=True, slots=True)
class Binary:
    op: BinOp
    left: Expr
    right: Expr
    type: CType


@dataclass(frozen=True, slots=True)
class Cast:
    operand: Expr
    type: CType


@dataclass(frozen=True, slots=True)
class Index:
    array: Expr
    index: Expr
    type: CType


@dataclass(frozen=True, slots=True)
class Ite:
    cond: Expr
    then: Expr
    else_: Expr
    type: CType


@dataclass(frozen=True, slots=True)
class Filled:
    value: Expr
    type: ArrayType


@dataclass(frozen=True, slots=True)
class Nondet:
    type: CType


class Query(str, Enum):
    OBJECT = "OBJECT"            # the object id (0 for NULL)
    OFFSET = "OFFSET"            # the byte offset, unsigned
    SIZE = "OBJECT_SIZE"         # the size in bytes of the object pointed to
    STATE = "OBJECT_STATE"       # ObjectState of the object pointed to


class ObjectState(int, Enum):
    """Values of ``PointerQuery(STATE, p)``."""

    INVALID = 0          # no object (never allocated, or an arbitrary pointer)
    LIVE = 1             # a live variable
    HEAP = 2             # a live dynamic object (malloc, calloc)
    FREED = 3            # a dynamic object after free
    DEAD = 4             # a variable whose lifetime ended
    STACK = 5            # a live alloca object (not freeable)
    READONLY = 6         # a string literal or a function: may be read, never written


class AllocKind(str, Enum):
    MALLOC = "malloc"
    CALLOC = "calloc"
    ALLOCA = "alloca"


@dataclass(frozen=True, slots=True)
class AddressOf:
    var: Var
    type: PointerType


@dataclass(frozen=True, slots=True)
class Deref:
    pointer: Expr
    type: CType


@dataclass(frozen=True, slots=True)
class PointerAdd:
    pointer: Expr
    index: Expr
    scale: int
    type: PointerType


@dataclass(frozen=True, slots=True)
class PointerDiff:
    left: Expr
    right: Expr
    scale: int
    type: IntType


@dataclass(frozen=True, slots=True)
class PointerQuery:
    query: Query
    pointer: Expr
    type: IntType


@dataclass(frozen=True, slots=True)
class Allocate:
    size: Expr
    kind: AllocKind
    type: PointerType
    site: str = ""               # source text for traces ("malloc at main.c:7")


@dataclass(frozen=True, slots=True)
class FloatOp:
    op: FOp
    args: tuple[Expr, ...]
    type: CType


Expr = (Const | Var | Unary | Binary | Cast | Index | Ite | Filled | Nondet | AddressOf | Deref
        | PointerAdd | PointerDiff | PointerQuery | Allocate | FloatOp)


def children(e: Expr) -> tuple[Expr, ...]:
    """Direct sub-expressions of ``e``."""
    match e:
        case Const() | Var() | Nondet():
            return ()
        case Unary(operand=a) | Cast(operand=a):
            return (a,)
        case AddressOf(var=v):
            return (v,)
        case Deref(pointer=p) | PointerQuery(pointer=p):
            return (p,)
        case PointerAdd(pointer=p, index=i):
            return (p, i)
        case PointerDiff(left=a, right=b):
            return (a, b)
        case Allocate(size=n):
            return (n,)
        case Binary(left=a, right=b):
            return (a, b)
        case Index(array=a, index=i):
            return (a, i)
        case Ite(cond=c, then=t, else_=f):
            return (c, t, f)
        case Filled(value=v):
            return (v,)
        case FloatOp(args=args):
            return args
    raise TypeError(f"not an IR expression: {e!r}")


def subexpressions(e: Expr) -> Iterator[Expr]:
    """``e`` and everything below it, parents first."""
    stack = [e]
    while stack:
        x = stack.pop()
        yield x
        stack.extend(reversed(children(x)))


def variables(e: Expr) -> list[str]:
    """Names of the variables read by ``e`` (first occurrence order)."""
    seen: dict[str, None] = {}
    for x in subexpressions(e):
        if isinstance(x, Var):
            seen.setdefault(x.name)
    return list(seen)


def const_int(value: int, t: IntType) -> Const:
    """``value`` converted to ``t`` as C does (wrap modulo 2**width, signed reading)."""
    v = value & ((1 << t.width) - 1)
    if t.is_bool:
        v = 1 if value else 0
    elif t.signed and v >> (t.width - 1):
        v -= 1 << t.width
    return Const(v, t)


class ExprPrinter:
    """C-like text of IR expressions, the lowered form the IR holds (``to_text``: --show-ir,
    property descriptions).

    ``text`` prints each node through ``text`` and ``paren`` of its operands, so a subclass
    that overrides them prints every operator shape in its own terms:
    ``bmc.ir.source_text.SourceText`` (traces) undoes the front end's lowering of member
    access, decay and subscripts and uses this class for the operators (unary, binary,
    cast, subscript, ``?:``, pointer difference)."""

    def text(self, e: Expr) -> str:
        """The text of ``e``."""
        match e:
            case Const(value=v, type=FloatType() as t):
                return float_text(v, t)
            case FloatOp(op=FOp.CONVERT, args=args, type=t):
                return f"({t}){self.paren(args[1])}"
            case FloatOp(op=op, args=args):
                return self._float_op(op, args)
            case Const(value=v, type=t):
                suffix = ""
                if isinstance(t, IntType) and not t.is_bool:
                    suffix = ("" if t.signed else "u") + ("l" if t.rank >= 4 else "")
                    if t.rank < 3:
                        return f"({t}){v}"
                return f"{v}{suffix}"
            case Var(name=n):
                return display_name(n)
            case Unary(op=op, operand=a):
                return f"{op.value}{self.paren(a)}"
            case Binary(op=op, left=a, right=b):
                return f"{self.paren(a)} {op.value} {self.paren(b)}"
            case Cast(operand=a, type=t):
                return f"({t}){self.paren(a)}"
            case Index(array=a, index=i):
                return f"{self.paren(a)}[{self.text(i)}]"
            case Ite(cond=c, then=t, else_=f):
                return f"{self.paren(c)} ? {self.paren(t)} : {self.paren(f)}"
            case Filled(value=v):
                return f"{{{self.text(v)}, ...}}"
            case Nondet(type=t):
                return f"nondet_{str(t).replace(' ', '_')}()"
            case AddressOf(var=v):
                return f"&{display_name(v.name)}"
            case Deref(pointer=p):
                return f"*{self.paren(p)}"
            case PointerAdd(pointer=p, index=i, scale=k, type=t):
                natural = _target_size(t)
                if natural == k:
                    return f"{self.paren(p)} + {self.paren(i)}"
                scaled = '' if k == 1 else f' * {k}'
                return f"({t})((char *){self.paren(p)} + {self.paren(i)}{scaled})"
            case PointerDiff(left=a, right=b):
                return f"{self.paren(a)} - {self.paren(b)}"
            case PointerQuery(query=q, pointer=p):
                return f"__CPROVER_{q.value}({self.text(p)})"
            case Allocate(size=n, kind=k):
                return f"{k.value}({self.text(n)})"
        raise TypeError(f"not an IR expression: {e!r}")

    def paren(self, e: Expr) -> str:
        """The text of ``e`` as an operand: in parentheses unless it is atomic."""
        text = self.text(e)
        return text if isinstance(e, Const | Var | Index | Nondet | AddressOf | PointerQuery) \
            or is_call_like(e) else f"({text})"

    def _float_op(self, op: FOp, args: tuple[Expr, ...]) -> str:
        values = args[1:] if op in ROUNDED else args
        match op:
            case FOp.ADD | FOp.SUB | FOp.MUL | FOp.DIV | FOp.LT | FOp.LE | FOp.GT | FOp.GE \
                    | FOp.EQ | FOp.NE:
                return f"{self.paren(values[0])} {op.value} {self.paren(values[1])}"
            case FOp.NEG:
                return f"-{self.paren(values[0])}"
            case FOp.TO_BOOL:
                return self.text(values[0])
            case FOp.ROUND:                          # floor, ceil, trunc, round; else rint
                mode = args[0]
                name = _ROUND_NAMES.get(mode.value, "rint") if isinstance(mode, Const) \
                    else "rint"
                return f"{name}{_FLOAT_SUFFIX.get(str(values[0].type), '')}" \
                       f"({self.text(values[0])})"
        return f"{op.value}({', '.join(self.text(v) for v in values)})"


def is_call_like(e: Expr) -> bool:
    """A floating operation printed as a function call (``floor(x)``, ``fabs(x)``): atomic
    as an operand."""
    return isinstance(e, FloatOp) and e.op not in _INFIX_FLOAT_OPS


_INFIX_FLOAT_OPS = frozenset({FOp.ADD, FOp.SUB, FOp.MUL, FOp.DIV, FOp.LT, FOp.LE, FOp.GT,
                              FOp.GE, FOp.EQ, FOp.NE, FOp.NEG, FOp.CONVERT, FOp.TO_BOOL})

# the C functions that round to an integral value in one mode (``bmc.terms.floats.RoundingMode``
# values: 1 downward, 2 upward, 3 toward zero, 4 to nearest, ties away); the suffix of the
# function's float and long double variants
_ROUND_NAMES = {1: "floor", 2: "ceil", 3: "trunc", 4: "round"}
_FLOAT_SUFFIX = {"float": "f", "long double": "l"}

LOWERED = ExprPrinter()


def to_text(e: Expr) -> str:
    """C-like text of an expression (for --show-ir and property descriptions)."""
    return LOWERED.text(e)


def float_text(bits: int, t: FloatType) -> str:
    """A floating constant as C source (``0.1``, ``-0.0``, ``INFINITY``, ``NAN``)."""
    return c_literal(bits, t)


def _target_size(t: PointerType) -> int | None:
    try:
        return size_in_bytes(t.target)
    except ValueError:
        return None


def display_name(unique_name: str) -> str:
    """The source-level name inside a unique name (``main::1::x`` -> ``x``)."""
    return unique_name.rsplit("::", 1)[-1]
