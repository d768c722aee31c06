"""The symbolic memory: pointer terms, objects and byte-level loads and stores.

Pointer encoding (CBMC's): a pointer of a ``w``-bit data model is a ``w``-bit bit-vector whose
high ``object_bits(w)`` bits are the *object id* and whose low bits are the byte *offset*
into that object; NULL is all zeros (object 0, offset 0). So pointers are ordinary
bit-vectors: they are stored in memory as ``w / 8`` bytes, compared and copied like integers,
and ``==`` / ``<`` compare (object, offset) lexicographically. Offset arithmetic wraps
modulo ``2 ** offset_bits`` without touching the object id.

Objects: every variable that lives in memory (address taken, or of a type containing a
struct), every executed ``malloc``/``calloc``/``alloca`` and every string literal gets an id
when symex first needs it (variables: one per function activation). The object table is
two SMT arrays indexed by object id, kept in the symbolic state like variables (so path
merges ``ite`` them like any array):

* ``$size``: the object's size in bytes (``w`` bits);
* ``$state``: an ``ObjectState`` (invalid, live, heap, freed, dead, alloca).

Memory itself is split into *classes* (``bmc.memory.classes``, chosen by ``--memory-model``):
one array ``$mem.<n>`` per class from pointer values to cells, where a cell is a byte
(byte-level classes: multi-byte values little-endian, byte ``k`` of a value at ``p + k``) or a
whole value (word-level classes, accessed at one aligned scalar type only). Initial contents
are free arrays, so uninitialised memory (``malloc``) holds arbitrary values. Reads walk the
store chain and skip stores whose address provably differs (another constant object id, or
the same base with another constant offset), so accesses through pointers with a known
target cost no more than SSA variables. The object table stays global (one ``$size`` and one
``$state`` for all classes).

Limits (explicit, never silent):

* object ids: 2**16 - 1 objects on LP64, 255 on ILP32; more raise ``UnsupportedFeature``;
* offsets: 48 bits on LP64 (every object an x86-64 process can have), 24 bits on ILP32;
  an allocation larger than that is assumed not to happen, with a warning.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bmc.errors import UnsupportedFeature
from bmc.ir.ctype import (ArrayType, CType, FloatType, IntType, PointerType, StructType,
                          size_in_bytes)
from bmc.ir.expr import ObjectState
from bmc.ir.program import SourceLocation
from bmc.terms import ArraySort, BVSort, Op, Term, TermStore, bv

MEMORY_KEY = "$mem"          # prefix of the class arrays' state keys ("$mem.<n>")
SIZE_KEY = "$size"
STATE_KEY = "$state"
STATE_WIDTH = 8


def object_bits(pointer_width: int) -> int:
    """How many high bits of a pointer hold the object id."""
    return 16 if pointer_width >= 64 else 8


def value_width(t: CType) -> int:
    """Bits of a value of ``t`` (scalars, pointers, structs as their bytes)."""
    match t:
        case IntType(width=w) | PointerType(width=w) | FloatType(width=w):
            return w
        case StructType():
            return 8 * t.size
    raise UnsupportedFeature(f"values of type {t} in memory")


class Memory:
    """Term-level operations on pointers and the memory arrays (no state of its own except
    the object numbering and a read cache)."""

    def __init__(self, store: TermStore, pointer_width: int, big_endian: bool = False) -> None:
        self.s = store
        self.w = pointer_width
        self.big_endian = big_endian     # scalars' bytes in memory, most significant first
        self.ob = object_bits(pointer_width)
        self.off_bits = pointer_width - self.ob
        self.max_objects = (1 << self.ob) - 1
        self.next_id = 1
        self.names: dict[int, str] = {0: "NULL"}
        self.heap_ids: list[int] = []
        self._cache: dict[tuple[Term, Term], Term] = {}
        # value sets of pointers: SSA variables whose object id is one constant (``note``),
        # the constant sizes of objects, and the read cache of covered objects (read_byte)
        self._objects: dict[Term, int | None] = {}
        self.sizes: dict[int, int | None] = {}
        self._cells: dict[tuple[Term, int], frozenset[int]] = {}
        self._covered_cache: dict[tuple[Term, Term], Term] = {}
        self._oob = 0
        # class arrays made by a ranged write (bmc.symex.memory_ops) -> how: reads resolve
        # them in one step instead of walking their per-cell store chain
        self.ranged: dict[Term, RangedWrite] = {}
        self._range_depth = 0

    # ------------------------------------------------------------------ sorts & initial state
    def memory_sort(self, cell: int = 8) -> ArraySort:
        """Sort of a class array with ``cell``-bit cells."""
        return ArraySort(bv(self.w), bv(cell))

    def initial_values(self) -> dict[str, Term]:
        """The empty object table."""
        s = self.s
        return {
            SIZE_KEY: s.const_array(s.bv_const(0, self.w), ArraySort(bv(self.ob), bv(self.w))),
            STATE_KEY: s.const_array(s.bv_const(int(ObjectState.INVALID), STATE_WIDTH),
                                     ArraySort(bv(self.ob), bv(STATE_WIDTH))),
        }

    def new_object(self, name: str, loc: SourceLocation | None) -> int:
        if self.next_id > self.max_objects:
            raise UnsupportedFeature(
                f"more than {self.max_objects} memory objects (pointer encoding limit)", loc)
        ident = self.next_id
        self.next_id += 1
        self.names[ident] = name
        return ident

    # ------------------------------------------------------------------ pointers
    def pointer(self, ident: int, offset: int = 0) -> Term:
        return self.s.bv_const((ident << self.off_bits) | (offset & ((1 << self.off_bits) - 1)),
                               self.w)

    def object_of(self, p: Term) -> Term:
        known = self.object_id(p)
        if known is not None:
            return self.s.bv_const(known, self.ob)
        return self.s.extract(p, self.w - 1, self.off_bits)

    # ------------------------------------------------------------------ value sets
    def note(self, var: Term, value: Term) -> None:
        """The SSA variable ``var`` is defined as ``value``: if ``value``'s object id is one
        constant, so is ``var``'s (its value set is one object, offsets symbolic)."""
        if var.op is Op.VAR and isinstance(var.sort, BVSort) and var.width == self.w \
                and var not in self._objects:
            self._objects[var] = self.object_id(value)

    def object_id(self, p: Term) -> int | None:
        """The object id of the ``w``-bit term ``p`` if it is the same constant in every
        model: constants, ``concat(id, offset)``, ``ite`` of such with one id, and noted SSA
        variables (pointer arithmetic keeps the object bits: ``concat(p[hi:lo], ...)``)."""
        if not isinstance(p.sort, BVSort) or p.width != self.w:
            return None
        if p in self._objects:
            return self._objects[p]
        stack, order = [p], []
        while stack:                    # iterative: ite trees of phis may be deep
            t = stack.pop()
            if t in self._objects:
                continue
            order.append(t)
            for sub in self._object_parts(t):
                if sub not in self._objects:
                    stack.append(sub)
        for t in reversed(order):
            if t not in self._objects:
                self._objects[t] = self._object_step(t)
        return self._objects[p]

    def _object_parts(self, t: Term) -> tuple[Term, ...]:
        """The ``w``-bit subterms whose object ids decide ``t``'s."""
        if t.op is Op.ITE:
            return t.args[1], t.args[2]
        if t.op is Op.CONCAT and t.args[0].width == self.ob:
            hi = t.args[0]
            if hi.op is Op.EXTRACT and hi.args[0].width == self.w \
                    and hi.params == (self.w - 1, self.off_bits):
                return (hi.args[0],)
        return ()

    def _object_step(self, t: Term) -> int | None:
        """``object_id`` of ``t`` given those of its ``_object_parts``."""
        if t.is_const:
            return int(t.value) >> self.off_bits
        if t.op is Op.ITE:
            a, b = self._objects.get(t.args[1]), self._objects.get(t.args[2])
            return a if a is not None and a == b else None
        if t.op is Op.CONCAT and t.args[0].width == self.ob:
            hi = t.args[0]
            if hi.is_const:
                return int(hi.value)
            parts = self._object_parts(t)
            return self._objects.get(parts[0]) if parts else None
        return None

    def offset_of(self, p: Term) -> Term:
        """The offset as an unsigned ``w``-bit value."""
        return self.s.zero_extend(self.s.extract(p, self.off_bits - 1, 0), self.ob)

    def add(self, p: Term, delta: Term) -> Term:
        """``p`` moved by ``delta`` bytes (``delta`` a ``w``-bit two's-complement value)."""
        s = self.s
        if delta.is_const and delta.value == 0:
            return p
        low = s.bvadd(s.extract(p, self.off_bits - 1, 0), s.extract(delta, self.off_bits - 1, 0))
        return s.concat(self.object_of(p), low)

    def add_const(self, p: Term, k: int) -> Term:
        return self.add(p, self.s.bv_const(k % (1 << self.w), self.w))

    # ------------------------------------------------------------------ object table
    def set_object(self, values: dict[str, Term], ident: int, state: ObjectState,
                   size: Term | None) -> None:
        s = self.s
        oid = s.bv_const(ident, self.ob)
        values[STATE_KEY] = s.store(values[STATE_KEY], oid, s.bv_const(int(state), STATE_WIDTH))
        if size is not None:
            values[SIZE_KEY] = s.store(values[SIZE_KEY], oid, size)
            known = int(size.value) if size.is_const else None
            if self.sizes.get(ident, known) != known:
                known = None            # two sizes for one id: none is the size
            self.sizes[ident] = known

    def state_of(self, values: dict[str, Term], p: Term) -> Term:
        return self.s.select(values[STATE_KEY], self.object_of(p))

    def size_of(self, values: dict[str, Term], p: Term) -> Term:
        return self.s.select(values[SIZE_KEY], self.object_of(p))

    def free(self, values: dict[str, Term], p: Term) -> None:
        """The object of ``p`` becomes FREED (object 0, NULL, stays INVALID)."""
        s = self.s
        obj = self.object_of(p)
        is_null = s.eq(obj, s.bv_const(0, self.ob))
        new = s.ite(is_null, s.bv_const(int(ObjectState.INVALID), STATE_WIDTH),
                    s.bv_const(int(ObjectState.FREED), STATE_WIDTH))
        values[STATE_KEY] = s.store(values[STATE_KEY], obj, new)

    # ------------------------------------------------------------------ loads and stores
    def load(self, mem: Term, addr: Term, t: CType, cell: int = 8) -> Term:
        """The value of type ``t`` stored at ``addr`` (bytes in the target's order for a
        scalar, memory order for aggregates; or one cell of a word-level class)."""
        if cell != 8:
            assert value_width(t) == cell, "word-level class read at another width"
            return self.read_byte(mem, addr)
        n = value_width(t) // 8
        value = self.read_byte(mem, addr)
        for k in range(1, n):
            value = self.s.concat(self.read_byte(mem, self.add_const(addr, k)), value)
        return self.to_target_order(value, t)

    def to_target_order(self, value: Term, t: CType | None) -> Term:
        """``value`` (a scalar of type ``t`` in memory order, byte k at bits 8k..8k+7) in
        the target's byte order, and back (the swap is its own inverse). Aggregates (struct,
        union and array values) are byte strings in memory order and are not swapped:
        their members are read and written as scalars through memory."""
        if not self.big_endian or not isinstance(t, IntType | PointerType) \
                or value.width <= 8:
            return value
        s = self.s
        out = s.extract(value, 7, 0)
        for k in range(1, value.width // 8):
            out = s.concat(out, s.extract(value, 8 * k + 7, 8 * k))
        return out

    def store_value(self, mem: Term, addr: Term, value: Term, t: CType | None = None) -> Term:
        """``mem`` with the bytes of ``value`` (of type ``t``: a scalar's bytes go in the
        target's order) written at ``addr`` (one cell if the class's cells are as wide as
        ``value``)."""
        s = self.s
        sort = mem.sort
        assert isinstance(sort, ArraySort) and isinstance(sort.element, BVSort)
        cell = sort.element.width
        if cell != 8:
            assert value.width == cell, "word-level class written at another width"
            return s.store(mem, addr, value)
        value = self.to_target_order(value, t)
        n = value.width // 8
        for k in range(n):
            byte = s.extract(value, 8 * k + 7, 8 * k)
            mem = s.store(mem, self.add_const(addr, k), byte)
        return mem

    def store_array(self, mem: Term, addr: Term, t: ArrayType, value: Term) -> Term:
        """Write a whole array value (an SMT array over flattened elements) at ``addr``."""
        count = 1
        element: CType = t
        while isinstance(element, ArrayType):
            if element.size is None:
                raise UnsupportedFeature(f"array of unknown size {t} in memory")
            count *= element.size
            element = element.element
        es = size_in_bytes(element)
        s = self.s
        for k in range(count):
            v = s.select(value, s.bv_const(k, self.w))
            mem = self.store_value(mem, self.add_const(addr, k * es), v, element)
        return mem

    def fill(self, mem: Term, addr: Term, size: int, value: Callable[[int], Term]) -> Term:
        """``mem`` with every cell of the ``size`` bytes at ``addr`` set to ``value(bits)``."""
        sort = mem.sort
        assert isinstance(sort, ArraySort) and isinstance(sort.element, BVSort)
        cell = sort.element.width
        step = cell // 8
        for k in range(0, size, step):
            mem = self.s.store(mem, self.add_const(addr, k), value(cell))
        return mem

    def read_byte(self, mem: Term, addr: Term) -> Term:
        """The cell of ``mem`` at ``addr`` (resolved through the store chain; ``ite`` of
        memories is resolved branch-wise, iteratively, so deep chains such as the context
        copies of a sequentialization cannot exhaust Python's stack)."""
        cache = self._cache
        found = cache.get((mem, addr))
        if found is not None:
            return found
        s = self.s
        stack = [mem]
        while stack:
            top = stack[-1]
            if (top, addr) in cache:
                stack.pop()
                continue
            a = top
            pending: list[Term] = []
            while True:
                ranged = self.ranged.get(a) if self.ranged else None
                if ranged is not None and self._range_depth < _MAX_RANGE_DEPTH:
                    if (ranged.old, addr) not in cache:
                        pending = [ranged.old]
                        break
                    result = s.ite(self._inside(ranged, addr), self._ranged_value(ranged, addr),
                                   cache[(ranged.old, addr)])
                    break
                if a.op is Op.STORE:
                    j = a.args[1]
                    if j is addr:
                        result = a.args[2]
                        break
                    if self._distinct(j, addr):
                        a = a.args[0]
                        continue
                elif a.op is Op.ITE:
                    then, other = a.args[1], a.args[2]
                    pending = [b for b in (then, other) if (b, addr) not in cache]
                    if not pending:
                        result = s.ite(a.args[0], cache[(then, addr)], cache[(other, addr)])
                    break
                result = self._select(a, addr)
                break
            if pending:
                stack.extend(pending)
                continue
            cache[(top, addr)] = result
            stack.pop()
        return cache[(mem, addr)]

    def _select(self, mem: Term, addr: Term) -> Term:
        """The cell of ``mem`` at ``addr`` where no store of ``mem`` is provably at
        ``addr``. If ``addr``'s object is a known constant whose every byte ``mem`` stores
        at constant addresses on every path (``_covers``), the read is resolved here over the
        chain (``_covered_read``), an in-bounds ``addr`` always meeting its store; else it is
        left to the backend (``select``: reads of the initial memory need consistency
        constraints with every other read, quadratic in the reads)."""
        ident = self.object_id(addr)
        sort = mem.sort
        if ident is not None and isinstance(sort, ArraySort) and sort.element == bv(8) \
                and self._covers(mem, ident):
            return self._covered_read(mem, addr, ident)
        return self.s.select(mem, addr)

    def _covers(self, mem: Term, ident: int) -> bool:
        """Whether every byte of object ``ident`` is stored at a constant address in ``mem``
        on every path (so a read of ``mem`` in the object never reaches its initial cells)."""
        size = self.sizes.get(ident)
        if size is None or not 0 < size <= _MAX_COVERED:
            return False
        return len(self._stored_cells(mem, ident, size)) == size

    def _stored_cells(self, mem: Term, ident: int, size: int) -> frozenset[int]:
        """Offsets below ``size`` of object ``ident`` that ``mem`` stores at constant
        addresses on every path (stores: union, ``ite``: intersection)."""
        memo = self._cells
        stack = [mem]
        while stack:
            top = stack[-1]
            if (top, ident) in memo:
                stack.pop()
                continue
            found: set[int] = set()
            a = top
            while a.op is Op.STORE and (a, ident) not in memo:
                j = a.args[1]
                if j.is_const and int(j.value) >> self.off_bits == ident:
                    k = int(j.value) & ((1 << self.off_bits) - 1)
                    if k < size:
                        found.add(k)
                a = a.args[0]
            rest = memo.get((a, ident))
            if rest is None:
                if a.op is Op.ITE:
                    missing = [b for b in a.args[1:] if (b, ident) not in memo]
                    if missing:
                        stack.extend(missing)
                        continue
                    rest = memo[(a.args[1], ident)] & memo[(a.args[2], ident)]
                else:
                    rest = frozenset()
                memo[(a, ident)] = rest
            memo[(top, ident)] = rest | found if found - rest else rest
            stack.pop()
        return memo[(mem, ident)]

    def _covered_read(self, mem: Term, addr: Term, ident: int) -> Term:
        """The cell of ``mem`` at ``addr`` (in object ``ident``, which ``mem`` covers): read
        over write down the chain, ``ite`` branch-wise; an address no store matches is out
        of the object's bounds (undefined behaviour, which the pointer checks report), so
        the initial memory's cell there is any value: a free variable per (array, address),
        with no consistency constraints against other reads."""
        s = self.s
        cache = self._covered_cache
        stack = [mem]
        while stack:
            top = stack[-1]
            if (top, addr) in cache:
                stack.pop()
                continue
            ranged = self.ranged.get(top) if self.ranged else None
            if ranged is not None and self._range_depth < _MAX_RANGE_DEPTH:
                needs: tuple[Term, ...] = (ranged.old,)
            elif top.op is Op.STORE:
                if top.args[1] is addr:
                    cache[(top, addr)] = top.args[2]
                    stack.pop()
                    continue
                needs = (top.args[0],)
            elif top.op is Op.ITE:
                needs = (top.args[1], top.args[2])
            else:
                needs = ()
            missing = [b for b in needs if (b, addr) not in cache]
            if missing:
                stack.extend(missing)
                continue
            if ranged is not None and self._range_depth < _MAX_RANGE_DEPTH:
                result = s.ite(self._inside(ranged, addr), self._ranged_value(ranged, addr),
                               cache[(ranged.old, addr)])
            elif top.op is Op.STORE:
                j, v = top.args[1], top.args[2]
                rest = cache[(top.args[0], addr)]
                result = rest if self._distinct(j, addr) else s.ite(self._same(j, addr), v, rest)
            elif top.op is Op.ITE:
                result = s.ite(top.args[0], cache[(top.args[1], addr)],
                               cache[(top.args[2], addr)])
            elif top.op is Op.CONST_ARRAY:
                result = top.args[0]
            else:
                result = s.var(f"$oob[{top.uid}.{addr.uid}]", bv(8))
            cache[(top, addr)] = result
            stack.pop()
        return cache[(mem, addr)]

    def _same(self, a: Term, b: Term) -> Term:
        """``a = b`` for two addresses; on the offsets alone when both objects are known to
        be the same constant."""
        s = self.s
        oa, ob = self.object_id(a), self.object_id(b)
        if oa is not None and oa == ob:
            hi = self.off_bits - 1
            return s.eq(s.extract(a, hi, 0), s.extract(b, hi, 0))
        return s.eq(a, b)

    def _inside(self, w: RangedWrite, addr: Term) -> Term:
        """Whether the ranged write ``w`` changed the cell at ``addr``: one of its cells, and
        ``(offset(addr) - offset(dst)) mod 2**offset_bits < n`` in ``dst``'s object."""
        s = self.s
        obj, off = self.object_of(addr), s.extract(addr, self.off_bits - 1, 0)
        cells = s.or_(*(s.and_(s.eq(obj, s.bv_const(ident, self.ob)),
                               s.ule(s.bv_const(lo, self.off_bits), off),
                               s.ult(off, s.bv_const(hi, self.off_bits)))
                        for ident, lo, hi in w.cells))
        if cells is s.false:
            return cells
        delta = s.bvsub(off, s.extract(w.dst, self.off_bits - 1, 0))
        return s.and_(cells, s.eq(obj, self.object_of(w.dst)),
                      s.ult(s.zero_extend(delta, self.ob), w.n))

    def _ranged_value(self, w: RangedWrite, addr: Term) -> Term:
        """The byte ``w`` wrote at ``addr`` (if it wrote there)."""
        if w.src is None:
            assert w.byte is not None
            return w.byte
        assert w.src_mem is not None
        s = self.s
        delta = s.bvsub(s.extract(addr, self.off_bits - 1, 0),
                        s.extract(w.dst, self.off_bits - 1, 0))
        self._range_depth += 1
        try:
            return self.read_byte(w.src_mem, self.add(w.src, s.zero_extend(delta, self.ob)))
        finally:
            self._range_depth -= 1

    def _parts(self, p: Term) -> tuple[Term | int, Term | None, int]:
        """(object id term or constant, offset base or None, constant offset)."""
        if p.is_const:
            v = int(p.value)
            return v >> self.off_bits, None, v & ((1 << self.off_bits) - 1)
        known = self.object_id(p)
        if p.op is Op.CONCAT and p.args[0].width == self.ob:
            obj, low = p.args
            obj_v: Term | int = int(obj.value) if obj.is_const else obj
            base, k = _split_const(low)
            return obj_v if known is None else known, base, k
        return p if known is None else known, p, 0

    def _distinct(self, a: Term, b: Term) -> bool:
        """True if the addresses ``a`` and ``b`` certainly differ."""
        if a.is_const and b.is_const:
            return a is not b
        oa, ba, ka = self._parts(a)
        ob, bb, kb = self._parts(b)
        if isinstance(oa, int) and isinstance(ob, int) and oa != ob:
            return True
        if oa is ob or (isinstance(oa, int) and oa == ob):
            return ba is bb and ka != kb
        return False


@dataclass(frozen=True, slots=True)
class RangedWrite:
    """A memset (``byte``) or memcpy/memmove (``src`` in ``src_mem``) of ``n`` bytes at
    ``dst`` onto the class array ``old``, restricted to ``cells``: (object id, first offset,
    end offset) ranges (``bmc.symex.memory_ops`` builds the equal per-cell store chain)."""

    old: Term
    dst: Term
    n: Term
    cells: tuple[tuple[int, int, int], ...]
    byte: Term | None = None
    src: Term | None = None
    src_mem: Term | None = None


_MAX_RANGE_DEPTH = 200       # nested memcpy source reads resolved in one step (then: chains)
_MAX_COVERED = 4096          # objects up to this size may be read over their stores (_select)


def _split_const(t: Term) -> tuple[Term | None, int]:
    """``t`` as (base, constant) with ``t = base + constant`` (base None: a constant)."""
    if t.is_const:
        return None, int(t.value)
    if t.op is Op.BVADD and t.args[1].is_const:
        base, k = _split_const(t.args[0])
        return base, (k + int(t.args[1].value)) % (1 << t.width)
    return t, 0
