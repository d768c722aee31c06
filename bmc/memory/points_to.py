"""A sound, flow-insensitive points-to analysis over the instrumented IR (Steensgaard style).

In: the ``Program`` symex executes and the names of its memory variables. Out: a
``PointsTo`` result that maps every memory access of the program (a memory ``Var``, an
``Index`` chain on one, a ``Deref``) to an *alias class* of abstract objects, plus the byte
range and type of the access inside the objects, for the class encodings
(``bmc.memory.classes``).

Abstract objects: every memory variable (globals, statics, locals, parameters, string
literals and functions made memory objects by the front end) and every allocation site
(``Allocate`` node; two equal nodes are one site).

Algorithm (Steensgaard's unification, field-insensitive, one pass plus a short fixpoint):

* Every variable has a *location node*; a memory variable's location node is its object.
  Every location class has at most one *content* class: the locations the pointers stored
  there may point to. ``val(e)`` of a pointer-valued expression is the class of locations
  it may point to. ``x = e`` unifies ``content(loc x)`` with ``val(e)``; unifying two classes
  unifies their contents (so the result is a partition: the alias classes).
* Pointer arithmetic keeps the class (``PointerAdd(p, ...)`` has ``val(p)``); integers do not
  carry pointers, instead every way an integer can become a pointer makes it point to
  *anything* (the universal class ``U``, whose content is ``U``):
  a cast from an integer to a pointer (except the constant 0), a nondeterministic value of a
  type containing pointers, a pointer parameter of the entry function, any expression or
  instruction this module does not know (other stages may add IR nodes), a call of a
  function without a body (its result and the memory its pointer arguments reach), and
  memory *reinterpretation*: a location class whose bytes are written at a non-pointer type
  (other than the constant 0) in a range that may overlap the bytes of a pointer read from
  it (byte copies of pointers, unions of an integer and a pointer, ``*(long *)&p = ...``).
  Ranges use a small offset analysis (exact byte offset, or unknown with a known alignment;
  an unknown offset overlaps everything) iterated to a fixpoint with the unification.
* Points-to sets are the union-find classes themselves (Steensgaard: a pointer points to a
  whole class); ``classes`` keeps each memory class's members as a ``bitarray`` over the
  object indices.
* An access *through a pointer* into ``U``'s class may touch any object: then every object
  is merged into one class (the monolithic split). Direct accesses of a variable that was
  merged into ``U`` only touch that variable and trigger nothing.

Assumption (documented, the one place the analysis trusts C): a pointer read from memory
that was never written (indeterminate bytes of ``malloc``ed or uninitialised storage) is not
given targets. Using such a pointer is undefined behaviour, and the pointer-dereference
check fails for it whenever the arbitrary value may be invalid; only a program that
dereferences an indeterminate pointer *and* constrains it to a valid object (``assume(p ==
&x)``), or runs with ``--no-pointer-check``, can see different values per memory model.
Misaligned pointer-typed accesses (undefined behaviour, C11 6.3.2.3p7) are likewise assumed
not to happen when their offset is unknown; with a known misaligned offset they count as
reinterpretation.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace
from math import gcd

from bmc.ir.ctype import (ArrayType, CType, PointerType, StructType, contains_pointer,
                          size_in_bytes)
from bmc.ir.expr import (AddressOf, Allocate, Binary, Cast, Const, Deref, Expr, Filled, Index,
                         Ite, Nondet, PointerAdd, PointerDiff, PointerQuery, Unary, Var,
                         children, display_name, to_text)
from bmc.ir.memops import RANGE_OPS, range_accesses
from bmc.ir.program import (Assert, Assign, Assume, AtomicBegin, AtomicEnd, Call, Dead, Decl,
                            Free, Function, Goto, Havoc, Program, Return, Skip,
                            SourceLocation)

# intrinsics that only name a mutex or what a thread waits for (bmc.frontend.threads)
LOCK_MARKERS = frozenset({"__bmc_mutex_held", "__bmc_mutex_released", "__bmc_block_point"})
UNIVERSAL = 0         # the node of the universal class ("anything")


# =============================================================================== results
@dataclass(frozen=True, slots=True)
class AbstractObject:
    """One abstract memory object: a memory variable or an allocation site."""

    index: int
    key: str                  # "var:<unique name>" or "alloc:<n>"
    name: str                 # for --show-memory: "x", "dynamic object of malloc at f.c:3"
    kind: str                 # "variable" | "dynamic" | "read-only"
    loc: SourceLocation | None


@dataclass(frozen=True, slots=True)
class Offset:
    """An abstract byte offset: ``rem`` exactly if ``mod`` is 0, else any value congruent to
    ``rem`` modulo ``mod`` (``mod`` 1: anything). E.g. ``&a[i].f`` is ``offsetof f`` modulo
    ``sizeof a[0]``."""

    rem: int
    mod: int = 0

    @property
    def known(self) -> int | None:
        return self.rem if self.mod == 0 else None

    def join(self, other: Offset) -> Offset:
        m = gcd(self.mod, other.mod, self.rem - other.rem)
        return Offset(self.rem % m, m) if m else self

    def add(self, k: int) -> Offset:
        return Offset(self.rem + k if self.mod == 0 else (self.rem + k) % self.mod, self.mod)

    def scaled(self, scale: int) -> Offset:
        """Plus an unknown multiple of ``scale``."""
        m = gcd(self.mod, scale)
        return Offset(self.rem % m, m) if m else self

    def aligned(self, size: int) -> bool:
        """Whether the offset is certainly a multiple of ``size``."""
        return self.rem % size == 0 and self.mod % size == 0


ZERO = Offset(0)
ANY_OFFSET = Offset(0, 1)


def ranges_overlap(a: Offset, a_size: int | None, b: Offset, b_size: int | None) -> bool:
    """Whether ``[a, a + a_size)`` and ``[b, b + b_size)`` may share a byte (None: unknown
    size, overlaps everything)."""
    if a_size is None or b_size is None:
        return True
    if a_size <= 0 or b_size <= 0:
        return False
    g = gcd(a.mod, b.mod)
    delta = a.rem - b.rem                    # a - b is delta modulo g (exactly, if g == 0)
    low, high = -a_size + 1, b_size - 1      # overlap iff low <= a - b <= high
    if g == 0:
        return low <= delta <= high
    first = low + (delta - low) % g
    return first <= high


@dataclass(frozen=True, slots=True)
class Access:
    """One memory access site: the location class it touches, its type and byte range."""

    node: int                 # location node (``PointsTo.class_of`` resolves it)
    type: CType
    start: Offset             # first byte, relative to the object
    size: int | None          # bytes (None: unknown, e.g. an incomplete type)
    write: bool
    direct: bool              # a variable access (not through a pointer)
    loc: SourceLocation
    text: str                 # source text for --show-memory
    zero: bool = False        # a write of the constant 0 (initialisation): any class may
                              # hold the bytes, so it constrains no type (``classes``)
    # an element of an array through a pointer to the array (``array_element``): the
    # array's first byte and size; the access stays inside it when its indices are in
    # bounds (``start``/``size`` hold for any index)
    span: tuple[Offset, int] | None = None


@dataclass(frozen=True, slots=True)
class ArrayElement:
    """``*e`` as an element of an array reached through a pointer to the array: ``array``
    that pointer (type ``T (*)[N]``), ``indices`` the (index, length) per dimension,
    outermost first, ``size`` the array's bytes. With every index in ``[0, length)`` the
    access lies inside the array."""

    array: Expr
    indices: tuple[tuple[Expr, int], ...]
    size: int
    element: CType            # the innermost element's type
    inner: int                # the access's first byte inside that element


def array_element(e: Expr) -> ArrayElement | None:
    """``e`` (a ``Deref``) as an element of an array member or array object the front end
    indexes through a pointer to the array (``d->buf[i]`` is ``*((int *)(int (*)[4])((char
    *)d + 4) + i)``, ``d->m[i][j]`` and ``d->items[i].f`` likewise), reading bytes inside
    one element; None for any other shape (an ``int *`` moved by arithmetic, constant
    indices only: their offsets are exact)."""
    if not isinstance(e, Deref):
        return None
    size = _size(e.type)
    if size is None:
        return None
    x: Expr = e.pointer
    inner = 0                                # bytes from the element's start
    while True:
        if isinstance(x, Cast) and isinstance(x.operand.type, PointerType) \
                and not _array_pointer(x.operand.type):
            x = x.operand
        elif isinstance(x, PointerAdd) and isinstance(x.index, Const) \
                and _decayed(x.pointer, x.scale) is None:
            inner += x.index.value * x.scale
            x = x.pointer
        else:
            break
    levels: list[tuple[Expr, int]] = []
    outer: tuple[Expr, int] | None = None
    element_size = None
    element: CType | None = None
    while isinstance(x, PointerAdd):
        array = _decayed(x.pointer, x.scale)
        if array is None:
            break
        t = array.type
        assert isinstance(t, PointerType) and isinstance(t.target, ArrayType)
        if t.target.size is None or t.target.size <= 0:
            break
        if element_size is None:
            if inner < 0 or inner + size > x.scale:
                return None                      # leaves the element
            element = t.target.element
        elif x.scale != element_size:
            break
        levels.append((x.index, t.target.size))
        element_size = x.scale * t.target.size
        outer = (array, element_size)
        x = array
    if outer is None or element is None or all(isinstance(i, Const) for i, _ in levels):
        return None
    return ArrayElement(outer[0], tuple(reversed(levels)), outer[1], element, inner)


def _array_pointer(t: CType) -> bool:
    return isinstance(t, PointerType) and isinstance(t.target, ArrayType)


def _decayed(p: Expr, scale: int) -> Expr | None:
    """The pointer to an array (of elements of ``scale`` bytes) that ``p`` converts to a
    pointer to its first element through casts, if any."""
    while isinstance(p, Cast) and isinstance(p.type, PointerType):
        a = p.operand
        if isinstance(a.type, PointerType) and isinstance(a.type.target, ArrayType):
            return a if _size(a.type.target.element) == scale else None
        p = a
    return None


@dataclass
class PointsTo:
    """The analysis result: objects, the class (root node) of each, and every access."""

    objects: list[AbstractObject]
    object_node: dict[str, int]           # object key -> node
    accesses: list[Access]
    access_of: dict[Expr, Access]          # Deref / Index / memory Var -> its access
    zero_of: dict[Expr, Access]            # the same for writes of the constant 0
    var_access: dict[str, Access]          # memory variable name -> whole-variable access
    alloc_key: dict[Allocate, str]         # allocation site -> object key
    parent: list[int]
    universal_deref: bool                  # some access through a pointer may touch anything
    reasons: list[str]                     # why classes point to "anything" (--show-memory)

    def find(self, n: int) -> int:
        return find_root(self.parent, n)

    def class_of(self, node: int) -> int:
        """The alias class (root node) of a node; everything is one class after a
        universal dereference."""
        return UNIVERSAL if self.universal_deref else self.find(node)


def memory_variables(program: Program) -> frozenset[str]:
    """Variables that live in memory: address taken, or of a type containing a struct."""
    names = set(program.address_taken)
    for name, sym in program.symbols.items():
        t = sym.type
        while isinstance(t, ArrayType):
            t = t.element
        if isinstance(t, StructType):
            names.add(name)
    return frozenset(names)


def analyse(program: Program, memory_vars: frozenset[str]) -> PointsTo:
    """Run the analysis over every function body of ``program``."""
    return _Analysis(program, memory_vars).run()


# =============================================================================== analysis
def pointer_slots(t: CType, base: int = 0) -> list[tuple[int, int]]:
    """Byte ranges ``(start, size)`` of the pointers inside a value of type ``t``."""
    match t:
        case PointerType(width=w):
            return [(base, w // 8)]
        case StructType(fields=fs):
            out: list[tuple[int, int]] = []
            for f in fs:
                out.extend(pointer_slots(f.type, base + f.offset))
            return out
        case ArrayType(element=e, size=n) if n is not None and contains_pointer(e):
            es = size_in_bytes(e)
            if n > 64:
                return [(base, n * es)]          # one range for long arrays (coarser)
            out = []
            for k in range(n):
                out.extend(pointer_slots(e, base + k * es))
            return out
    return []


def data_slots(t: CType, base: int = 0) -> list[tuple[int, int | None]]:
    """Byte ranges ``(start, size)`` of the non-pointer scalars inside a value of type ``t``
    (size None: unknown, overlaps everything)."""
    match t:
        case PointerType():
            return []
        case StructType(fields=fs) if contains_pointer(t):
            out: list[tuple[int, int | None]] = []
            for f in fs:
                out.extend(data_slots(f.type, base + f.offset))
            return out
        case ArrayType(element=e, size=n) if n is not None and n <= 64 \
                and contains_pointer(e):
            es = size_in_bytes(e)
            out = []
            for k in range(n):
                out.extend(data_slots(e, base + k * es))
            return out
    return [(base, _size(t))]


def _size(t: CType) -> int | None:
    try:
        return size_in_bytes(t)
    except ValueError:
        return None


class _Analysis:
    def __init__(self, program: Program, memory_vars: frozenset[str]) -> None:
        self.program = program
        self.memory_vars = memory_vars
        self.parent: list[int] = [UNIVERSAL]
        self.content: dict[int, int] = {UNIVERSAL: UNIVERSAL}
        self.var_node: dict[str, int] = {}
        self.objects: list[AbstractObject] = []
        self.object_node: dict[str, int] = {}
        self.alloc_key: dict[Allocate, str] = {}
        self.accesses: list[Access] = []
        self.access_of: dict[Expr, Access] = {}
        self.zero_of: dict[Expr, Access] = {}
        self.var_access: dict[str, Access] = {}
        # (holder node, value expression): the holder's content receives the value
        self.flows: list[tuple[int, Expr]] = []
        # offsets of the pointers held in a location class (root -> Offset)
        self.offsets: dict[int, Offset] = {}
        self.reasons: list[str] = []
        self._loc: SourceLocation | None = None
        self._function: Function | None = None
        self._written: dict[int, Expr | None] = {}     # access index -> value written
        self._access_expr: list[Expr] = []             # access index -> its expression

    # ------------------------------------------------------------------ union-find
    def _new(self) -> int:
        self.parent.append(len(self.parent))
        return len(self.parent) - 1

    def find(self, n: int) -> int:
        return find_root(self.parent, n)

    def unify(self, a: int, b: int) -> int:
        """Merge the classes of ``a`` and ``b`` and, recursively, their contents."""
        work = [(a, b)]
        result = -1
        while work:
            x, y = work.pop()
            rx, ry = self.find(x), self.find(y)
            if rx == ry:
                result = rx if result < 0 else result
                continue
            if ry == UNIVERSAL or (rx != UNIVERSAL and ry < rx):
                rx, ry = ry, rx          # keep U (else the older node) as the root
            self.parent[ry] = rx
            if result < 0:
                result = rx
            cx, cy = self.content.get(rx), self.content.pop(ry, None)
            if rx == UNIVERSAL:
                if cy is not None:
                    work.append((UNIVERSAL, cy))
            elif cy is not None:
                if cx is None:
                    self.content[rx] = cy
                else:
                    work.append((cx, cy))
            ox, oy = self.offsets.get(rx), self.offsets.pop(ry, None)
            if oy is not None:
                self.offsets[rx] = oy if ox is None else ox.join(oy)
        return self.find(a)

    def content_of(self, n: int) -> int:
        r = self.find(n)
        c = self.content.get(r)
        if c is None:
            c = self._new()
            self.content[r] = c
        return c

    # ------------------------------------------------------------------ objects
    def _loc_of_var(self, name: str) -> int:
        node = self.var_node.get(name)
        if node is None:
            node = self._new()
            self.var_node[name] = node
            if name in self.memory_vars:
                sym = self.program.symbols.get(name)
                ro = name in getattr(self.program, "read_only", frozenset())
                text = (sym.source_name if sym is not None and sym.source_name
                        else display_name(name))
                self._add_object(f"var:{name}", text, "read-only" if ro else "variable",
                                 sym.loc if sym is not None else None, node)
        return node

    def _add_object(self, key: str, name: str, kind: str, loc: SourceLocation | None,
                    node: int) -> None:
        self.objects.append(AbstractObject(len(self.objects), key, name, kind, loc))
        self.object_node[key] = node

    def _alloc_node(self, alloc: Allocate) -> int:
        key = self.alloc_key.get(alloc)
        if key is None:
            key = f"alloc:{len(self.alloc_key)}"
            self.alloc_key[alloc] = key
            site = alloc.site or f"{alloc.kind.value} at {self._loc}"
            self._add_object(key, f"dynamic object of {site}", "dynamic", self._loc,
                             self._new())
        return self.object_node[key]

    # ------------------------------------------------------------------ driver
    def run(self) -> PointsTo:
        program = self.program
        entry = program.functions.get(program.entry)
        for name in program.symbols:                # objects in symbol-table order
            if name in self.memory_vars:
                self._loc_of_var(name)
        if entry is not None:
            for param in entry.params:
                if contains_pointer(param.type):
                    self.unify(self.content_of(self._loc_of_var(param.name)), UNIVERSAL)
        for function in program.functions.values():
            self._function = function
            for ins in function.body:
                self._loc = ins.loc
                self._instruction(ins)
        self._fixpoint()
        universal = any(not a.direct and self.find(a.node) == UNIVERSAL
                        for a in self.accesses)
        return PointsTo(self.objects, self.object_node, self.accesses, self.access_of,
                        self.zero_of, self.var_access, self.alloc_key, self.parent, universal,
                        self.reasons)

    def _instruction(self, ins: object) -> None:
        match ins:
            case Assign(lhs=lhs, rhs=rhs):
                holder = self._lvalue(lhs, write=True, value=rhs)
                self._flow(holder, rhs)
            case Assume(cond=c) | Assert(cond=c):
                self.val(c)
            case Goto(cond=c):
                if c is not None:
                    self.val(c)
            case Call(lhs=lhs, function=name, args=args):
                callee = self.program.functions.get(name)
                if callee is None and name in LOCK_MARKERS:
                    for a in args:                   # the concurrency stage only reads
                        self.val(a)                  # the mutex's address
                    return
                if callee is None and name in RANGE_OPS:
                    self._range_op(ins)
                    return
                if callee is None:
                    for a in args:                   # unknown code: anything reachable
                        v = self.val(a)
                        if v is not None:
                            self.unify(v, UNIVERSAL)
                    if lhs is not None:
                        self._flow(self._lvalue(lhs, write=True, value=Nondet(lhs.type)),
                                   None)
                    return
                for param, arg in zip(callee.params, args):
                    self._write_var(param)
                    self._flow(self._loc_of_var(param.name), arg)
                for arg in args[len(callee.params):]:    # variadic extras: escape
                    v = self.val(arg)
                    if v is not None:
                        self.unify(v, UNIVERSAL)
                if lhs is not None:
                    holder = self._lvalue(lhs, write=True, value=callee.return_var)
                    if callee.return_var is not None:
                        self._flow(holder, callee.return_var)
            case Return(value=v):
                function = self._function
                if v is not None and function is not None and function.return_var is not None:
                    self._write_var(function.return_var)
                    self._flow(self._loc_of_var(function.return_var.name), v)
                elif v is not None:
                    self._unknown(v)
            case Free(pointer=p):
                self.val(p)
            case Decl(var=v) | Dead(var=v):
                self._loc_of_var(v.name)
            case Skip() | AtomicBegin() | AtomicEnd() | Havoc():
                pass
            case _:
                # an instruction added by another stage: everything it mentions escapes
                if is_dataclass(ins):
                    for f in fields(ins):
                        value = getattr(ins, f.name)
                        if _is_expr(value):
                            self._unknown(value)
                            self._lvalue_unknown(value)

    def _range_op(self, call: Call) -> None:
        """A ranged memory operation (``bmc.ir.memops``): the accesses of its byte loop,
        ``*d = *s`` (memcpy, memmove) or ``*p = byte`` (memset)."""
        dst, src = range_accesses(call)
        value = src if src is not None else call.args[1]
        self._flow(self._lvalue(dst, write=True, value=value), value)
        self.val(call.args[2])
        if call.lhs is not None:
            done = Const(1, call.lhs.type)
            self._flow(self._lvalue(call.lhs, write=True, value=done), done)

    def _write_var(self, var: Var) -> None:
        if var.name in self.memory_vars:
            self._record(var, self._loc_of_var(var.name), var.type, ZERO, True, True, var)

    # ------------------------------------------------------------------ flows
    def _flow(self, holder: int, value: Expr | None) -> None:
        """The content of ``holder`` may receive ``value`` (None: anything)."""
        if value is None:
            self.unify(self.content_of(holder), UNIVERSAL)
            return
        v = self.val(value)
        if v is not None:
            self.unify(self.content_of(holder), v)
        self.flows.append((holder, value))

    def _lvalue(self, e: Expr, write: bool, value: Expr | None) -> int:
        """The location node written by an assignment to ``e`` (records the access)."""
        match e:
            case Var(name=n):
                node = self._loc_of_var(n)
                if n in self.memory_vars:
                    self._record(e, node, e.type, ZERO, write, True, value)
                return node
            case Index():
                base, consts = _index_base(e)
                if isinstance(base, Var):
                    node = self._loc_of_var(base.name)
                    for i in _indices(e):
                        self.val(i)
                    if base.name in self.memory_vars:
                        self._record(e, node, e.type, _index_offset(e), write, True, value)
                    return node
                if isinstance(base, Deref):
                    node = self._pointer_target(base.pointer)
                    for i in _indices(e):
                        self.val(i)
                    self._record(e, node, e.type, ANY_OFFSET, write, False, value)
                    return node
                self._unknown_children(e)
                return UNIVERSAL
            case Deref(pointer=p):
                node = self._pointer_target(p)
                self._record(e, node, e.type, ANY_OFFSET, write, False, value)
                return node
        self._unknown(e)
        return UNIVERSAL

    def _lvalue_unknown(self, e: Expr) -> None:
        if isinstance(e, Var | Index | Deref):
            self.unify(self.content_of(self._lvalue(e, True, None)), UNIVERSAL)

    def _pointer_target(self, p: Expr) -> int:
        v = self.val(p)
        return self._new() if v is None else v    # no target: NULL or indeterminate

    def _record(self, e: Expr, node: int, t: CType, start: Offset, write: bool, direct: bool,
                value: Expr | None) -> None:
        access = Access(node, t, start, _size(t), write, direct, self._loc or _NOWHERE,
                        to_text(e), write and value is not None and _is_zero(value))
        self.accesses.append(access)
        self._written[len(self.accesses) - 1] = value
        self._access_expr.append(e)
        if not access.zero:
            if isinstance(e, Var):
                self.var_access.setdefault(e.name, access)
            self.access_of.setdefault(e, access)

    # ------------------------------------------------------------------ values
    def val(self, e: Expr) -> int | None:
        """The class ``e``'s value may point to (None: no pointer), recording the accesses
        made by reads inside ``e``. Iterative over the expression tree."""
        results: list[int | None] = []
        stack: list[tuple[Expr, bool]] = [(e, False)]
        while stack:
            x, ready = stack.pop()
            if not ready:
                match x:
                    case Var(name=n):
                        node = self._loc_of_var(n)
                        if n in self.memory_vars:
                            self._record(x, node, x.type, ZERO, False, True, None)
                        results.append(self.content_of(node)
                                       if contains_pointer(x.type) else None)
                        continue
                    case AddressOf(var=v):
                        results.append(self._loc_of_var(v.name))
                        continue
                    case Allocate(size=n):
                        self.val(n)
                        results.append(self._alloc_node(x))
                        continue
                    case Index() | Deref():
                        node = self._lvalue(x, False, None)
                        results.append(self.content_of(node)
                                       if contains_pointer(x.type) else None)
                        continue
                    case Nondet(type=t):
                        results.append(UNIVERSAL if contains_pointer(t) else None)
                        continue
                    case Const(value=v, type=t):
                        # a non-null pointer constant is an arbitrary address
                        results.append(UNIVERSAL if isinstance(t, PointerType) and v else None)
                        continue
                kids = _children(x)
                if kids is None:
                    self._unknown_children(x)
                    results.append(UNIVERSAL)
                    continue
                stack.append((x, True))
                for k in reversed(kids):
                    stack.append((k, False))
                continue
            kids = _children(x)
            assert kids is not None
            count = len(kids)
            args = results[len(results) - count:]
            del results[len(results) - count:]
            results.append(self._combine(x, args))
        assert len(results) == 1
        return results[0]

    def _combine(self, x: Expr, args: list[int | None]) -> int | None:
        match x:
            case PointerAdd():
                return args[0]
            case Cast(operand=a, type=t):
                if isinstance(t, PointerType) and not isinstance(a.type, PointerType):
                    if isinstance(a, Const) and a.value == 0:
                        return None
                    if isinstance(a, Cast) and isinstance(a.operand.type, PointerType):
                        return self.val(a.operand)      # (T *)(long)p round trip
                    return UNIVERSAL
                return args[0] if isinstance(t, PointerType | StructType) else None
            case Ite():
                picked = [a for a in args[1:] if a is not None]
                if not picked:
                    return None
                return self.unify(picked[0], picked[-1]) if len(picked) == 2 else picked[0]
            case Filled():
                return args[0]
            case Unary() | Binary() | PointerDiff() | PointerQuery():
                return None
        return UNIVERSAL

    def _unknown(self, e: Expr) -> None:
        v = self.val(e)
        if v is not None:
            self.unify(v, UNIVERSAL)

    def _unknown_children(self, x: object) -> None:
        if is_dataclass(x):
            for f in fields(x):
                value = getattr(x, f.name)
                if _is_expr(value):
                    self._unknown(value)

    # ------------------------------------------------------------------ fixpoint
    def _fixpoint(self) -> None:
        """Offsets of stored pointers, access ranges, and reinterpretation -> U, until
        nothing changes."""
        while True:
            self._offsets_fixpoint()
            if not self._reinterpretation():
                return

    def _off(self, e: Expr) -> Offset | None:
        """The offset of the pointer value of ``e`` (None: no pointer)."""
        match e:
            case AddressOf() | Allocate():
                return ZERO
            case PointerAdd(pointer=p, index=i, scale=k):
                base = self._off(p)
                if base is None:
                    return None
                if isinstance(i, Const):
                    return base.add(i.value * k)
                return base.scaled(k)
            case Cast(operand=a, type=t):
                if isinstance(t, PointerType) and not isinstance(a.type, PointerType):
                    if isinstance(a, Const) and a.value == 0:
                        return None
                    if isinstance(a, Cast) and isinstance(a.operand.type, PointerType):
                        return self._off(a.operand)
                    return ANY_OFFSET
                return self._off(a) if isinstance(t, PointerType) else None
            case Ite(then=a, else_=b):
                oa, ob = self._off(a), self._off(b)
                if oa is None:
                    return ob
                return oa if ob is None else oa.join(ob)
            case Var(name=n):
                return self.offsets.get(self.find(self._loc_of_var(n)))
            case Index(array=a):
                root, _ = _index_base(e)
                if isinstance(root, Var):
                    return self.offsets.get(self.find(self._loc_of_var(root.name)))
                if isinstance(root, Deref):
                    return self.offsets.get(self.find(self._pointer_target_known(root)))
                return ANY_OFFSET
            case Deref():
                return self.offsets.get(self.find(self._pointer_target_known(e)))
            case Const(value=v, type=t):
                return ANY_OFFSET if isinstance(t, PointerType) and v else None
            case Nondet() | Filled():
                return ANY_OFFSET
        return None if not isinstance(getattr(e, "type", None), PointerType) else ANY_OFFSET

    def _pointer_target_known(self, d: Deref) -> int:
        access = self.access_of.get(d)
        if access is not None:
            return access.node
        return UNIVERSAL

    def _offsets_fixpoint(self) -> None:
        changed = True
        self.offsets[UNIVERSAL] = ANY_OFFSET
        while changed:
            changed = False
            for holder, value in self.flows:
                o = self._off(value)
                if o is None:
                    continue
                r = self.find(holder)
                old = self.offsets.get(r)
                new = o if old is None else old.join(o)
                if new != old:
                    self.offsets[r] = new
                    changed = True
        # the start of every access through a pointer
        for k, a in enumerate(self.accesses):
            if a.direct:
                continue
            e = self._access_expr[k]
            start = self._deref_start(e)
            span = self._span(e)
            if start != a.start or span != a.span:
                self.accesses[k] = replace(a, start=start, span=span)
        self._refresh_index()

    def _deref_start(self, e: Expr) -> Offset:
        if isinstance(e, Deref):
            o = self._off(e.pointer)
            return ANY_OFFSET if o is None else o
        if isinstance(e, Index):
            base, _ = _index_base(e)
            if isinstance(base, Deref):
                o = self._off(base.pointer)
                return _index_offset(e, ANY_OFFSET if o is None else o)
        return ANY_OFFSET

    def _span(self, e: Expr) -> tuple[Offset, int] | None:
        element = array_element(e)
        if element is None:
            return None
        o = self._off(element.array)
        return None if o is None else (o, element.size)

    def _refresh_index(self) -> None:
        """Expression -> access maps (non-zero accesses only: a zero write picks its classes
        by the objects it touches)."""
        self.access_of = {}
        self.var_access = {}
        for e, a in zip(self._access_expr, self.accesses):
            if a.zero:
                continue
            if isinstance(e, Var):
                self.var_access.setdefault(e.name, a)
            self.access_of.setdefault(e, a)
        self.zero_of = {e: a for e, a in zip(self._access_expr, self.accesses) if a.zero}

    def _anything(self, root: int) -> bool:
        """Whether the pointers stored in class ``root`` already point to anything."""
        c = self.content.get(root)
        return root == UNIVERSAL or (c is not None and self.find(c) == UNIVERSAL)

    def _reinterpretation(self) -> bool:
        """Make the content of classes whose pointer bytes may be forged point to U;
        True if some class changed."""
        reads: dict[int, list[tuple[Offset, int, Access]]] = {}
        writes: dict[int, list[tuple[Offset, int | None, Access]]] = {}
        for k, a in enumerate(self.accesses):
            r = self.find(a.node)
            if self._anything(r):
                continue
            if not a.write:
                for off, size in pointer_slots(a.type):
                    reads.setdefault(r, []).append((a.start.add(off), size, a))
                continue
            value = self._written.get(k)
            if value is not None and _is_zero(value):
                continue
            # pointer slots of the written type copy pointers faithfully (forging only if
            # misaligned at a known offset); every other written byte may forge a pointer
            for off, size in pointer_slots(a.type):
                s = a.start.add(off)
                if s.known is not None and s.known % size:
                    writes.setdefault(r, []).append((s, size, a))
            for off, data_size in data_slots(a.type):
                writes.setdefault(r, []).append((a.start.add(off), data_size, a))
        changed = False
        for r, ws in writes.items():
            rs = reads.get(r)
            if not rs or self._anything(self.find(r)):
                continue
            hit = _overlap(rs, ws)
            if hit is not None:
                (ra, wa) = hit
                self.reasons.append(
                    f"pointer {ra.text} at {ra.loc} may read bytes written as {wa.type} by "
                    f"{wa.text} at {wa.loc}: its targets are unknown")
                self.unify(self.content_of(r), UNIVERSAL)
                changed = True
        return changed


_NOWHERE = SourceLocation("<built-in>", 0)


def _overlap(rs, ws):
    for rstart, rsize, ra in rs:
        for wstart, wsize, wa in ws:
            if ranges_overlap(rstart, rsize, wstart, wsize or None):
                return ra, wa
    return None


def _is_zero(e: Expr) -> bool:
    while isinstance(e, Filled | Cast):
        e = e.value if isinstance(e, Filled) else e.operand
    return isinstance(e, Const) and e.value == 0


def _is_expr(value: object) -> bool:
    return type(value).__module__ == "bmc.ir.expr" and is_dataclass(value)


def _children(x: Expr) -> tuple[Expr, ...] | None:
    try:
        return children(x)
    except TypeError:
        return None


def _index_base(e: Expr) -> tuple[Expr, int]:
    depth = 0
    while isinstance(e, Index):
        e = e.array
        depth += 1
    return e, depth


def _indices(e: Expr) -> list[Expr]:
    out = []
    while isinstance(e, Index):
        out.append(e.index)
        e = e.array
    return out


def _index_offset(e: Index, start: Offset = ZERO) -> Offset:
    """Offset of the element an ``Index`` chain designates, from its base's start."""
    chain = []
    x: Expr = e
    while isinstance(x, Index):
        chain.append(x)
        x = x.array
    off = start
    for node in reversed(chain):
        t = node.array.type
        assert isinstance(t, ArrayType)
        es = _size(t.element)
        if es is None:
            return ANY_OFFSET
        if isinstance(node.index, Const):
            off = off.add(node.index.value * es)
        else:
            off = off.scaled(es)
    return off


def find_root(parent: list[int], n: int) -> int:
    """Union-find: the root of ``n`` in ``parent``, compressing the path on the way."""
    root = n
    while parent[root] != root:
        root = parent[root]
    while parent[n] != root:
        parent[n], n = root, parent[n]
    return root
