"""Memory in symex (a mixin of the symbolic executor): the object table, loads and stores on
the memory-class arrays, and the ranged memory operations.

In: the executor's state, memory model (``bmc.memory.model``) and layout
(``bmc.memory.classes``); out: object ids of memory variables and their life (live, dead),
loads, the store steps (one ``Assignment`` of the class array per class written), and the
ranged updates of memset/memcpy/memmove. With threads, each access of a class array is
noted for the sequentialization (``_precise``: the key being accessed is not noted as an
access of any object).

Ranged operations (``bmc.ir.memops``): memset/memcpy/memmove as one update of the
memory-class arrays instead of a byte loop.

For a destination pointer ``d`` whose possible objects are known (the constant object ids
at the leaves of its ``ite`` tree) and have sizes with a constant bound, every cell ``j`` of
every such object ``o`` becomes (array_set / array_copy in CBMC's terms, spelt out per cell)::

    new[o, j] = ite(object(d) = o  &&  (j - offset(d)) mod 2**offset_bits < n,
                    byte  |  old_src[s + (j - offset(d))],
                    old[o, j])

which is exactly the set of cells the model's loop ``for (i = 0; i < n; i++) d[i] = ...``
writes inside the object (offsets wrap like the loop's pointer arithmetic), for any ``n``
and without unwinding. Source bytes are read from the arrays as they were before the call
(memmove's meaning). Cells outside the destination object are not written: a write there
is out of bounds, a failed check of the call (``bmc.ir.memops.range_checks``), after
which the loop would have changed bytes no in-bounds access can read.

When the cells are known (constant offset and ``n``) only those are stored; a condition
that folds to false stores nothing. The result is the same term on every backend (SAT
eliminates the stores like any other, SMT keeps them), so the memory models and backends
agree by construction.

Not done here (the call returns 0 and the model's byte loop runs, as before): programs with
threads (the sequentialization tracks each access), objects whose size is not bounded by a
constant (``malloc(n)``), pointers whose object is not a constant at the leaves, word-level
classes, and more than ``MAX_CELLS`` cells.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from bmc.errors import UnsupportedFeature
from bmc.ir.ctype import ArrayType, CType, PointerType, size_in_bytes
from bmc.ir.expr import Expr, ObjectState, Query, display_name
from bmc.ir.memops import MEMSET, range_accesses
from bmc.ir.program import Call, Program, SourceLocation, SymbolKind
from bmc.memory.classes import MemoryClass
from bmc.memory.model import SIZE_KEY, Memory, RangedWrite
from bmc.symex.equation import Assignment, AssignmentKind, Location
from bmc.symex.executor_state import ExecutorState, LhsTerms
from bmc.symex.state import Frame, State
from bmc.terms import BVSort, Op, Term, bv

MAX_CELLS = 1 << 16          # cells one call may update (more: the model's loop)
_MAX_LEAVES = 4096           # nodes walked to find a pointer's objects


class SymexMemory(ExecutorState):
    """Objects, loads, stores and ranged operations for ``bmc.symex.executor.Executor``
    (uses its store, memory, layout, translator, threads, guards and emit)."""

    # ------------------------------------------------------------------ objects
    def in_memory(self, name: str) -> bool:
        return name in self._mem_vars

    def var_address(self, name: str) -> Term:
        assert self._frame is not None
        return self.memory.pointer(self._object(self._frame, name))

    def object_query(self, query: Query, pointer: Term) -> Term:
        assert self._state is not None
        m, values = self.memory, self._state.values
        match query:
            case Query.OBJECT:
                return m.object_of(pointer)
            case Query.OFFSET:
                return m.offset_of(pointer)
            case Query.SIZE:
                return m.size_of(values, pointer)
            case Query.STATE:
                return m.state_of(values, pointer)
        raise ValueError(f"unknown pointer query {query}")

    def _object(self, fr: Frame, name: str) -> int:
        """The object id of memory variable ``name`` in frame ``fr``."""
        if name in fr.info.locals:
            ident = fr.objects.get(name)
            if ident is None:
                ident = self.memory.new_object(display_name(name), self._loc)
                self._object_types[ident] = self.program.symbols[name].type
                fr.objects[name] = ident
            return ident
        ident = self._global_objects.get(name)
        if ident is None:
            raise UnsupportedFeature(f"memory object of {display_name(name)}", self._loc)
        return ident

    def _object_size(self, name: str) -> int:
        t = self.program.symbols[name].type
        try:
            return size_in_bytes(t)
        except ValueError:
            raise UnsupportedFeature(f"object of incomplete type {t} ({display_name(name)})",
                                     self._loc) from None

    def _make_live(self, fr: Frame, cur: State, name: str) -> None:
        ident = self._object(fr, name)
        size = self.store.bv_const(self._object_size(name), self.memory.w)
        self.memory.set_object(cur.values, ident, ObjectState.LIVE, size)

    def _init_memory(self, state: State) -> None:
        """The object table and fresh class arrays in ``state``; the globals' objects."""
        assert self.layout is not None
        state.values.update(self.memory.initial_values())
        for cls in self.layout.classes:
            state.values[cls.key] = self._fresh(cls.key, self.memory.memory_sort(cls.cell))
        for name in sorted(self._mem_vars, key=_symbol_order(self.program)):
            sym = self.program.symbols.get(name)
            if sym is None or sym.kind not in (SymbolKind.GLOBAL, SymbolKind.STATIC_LOCAL):
                continue
            ident = self.memory.new_object(sym.source_name or name, sym.loc)
            self._object_types[ident] = sym.type
            self._global_objects[name] = ident
            size = self.store.bv_const(self._object_size(name), self.memory.w)
            live = ObjectState.READONLY if name in self.program.read_only else ObjectState.LIVE
            self.memory.set_object(state.values, ident, live, size)

    # ------------------------------------------------------------------ loads and stores
    def load(self, address: Term, t: CType, access: Expr) -> Term:
        assert self._state is not None and self.layout is not None
        cls = self.layout.access(access)
        if self.threads is None:
            return self.memory.load(self._state.values[cls.key], address, t, cls.cell)
        self.threads.access(cls.key, None, address)
        if self.races is not None:
            self.races.memory((cls.key,), address, t, False, access)
        with self._precise(cls.key):
            return self.memory.load(self._state.values[cls.key], address, t, cls.cell)

    def _store(self, cur: State, address: Term, t: CType, value: Term | None,
               loc: SourceLocation, symbol: str, text: str, signed: bool,
               kind: AssignmentKind | None = None, lhs_terms: LhsTerms = (), *,
               access: Expr | None = None) -> None:
        """Write ``value`` (None: nondet) of type ``t`` at ``address``, the memory access
        ``access`` (which picks the memory class)."""
        assert self.layout is not None
        if access is None and not self.layout.points_to.universal_deref:
            return      # an object symex made up (argv) that no access of the program reads
        fill = self.layout.fill_classes(access) if access is not None else None
        if fill is not None:
            self._store_zeros(cur, fill, address, t, loc, symbol, text, kind, lhs_terms, access)
            return
        cls = self.layout.access(access)
        precise = None
        if self.threads is not None:
            self.threads.access(cls.key, cur, address, write=True)
            if self.races is not None:
                self.races.memory((cls.key,), address, t, True, access, cur)
            if not isinstance(t, ArrayType) or value is not None:
                precise = cls.key
        with self._precise(precise):
            self._store_in_class(cur, cls, address, t, value, loc, symbol, text, signed, kind,
                                 lhs_terms)

    def _store_zeros(self, cur: State, fill: tuple[MemoryClass, ...], address: Term, t: CType,
                     loc: SourceLocation, symbol: str, text: str, kind: AssignmentKind | None,
                     lhs_terms: LhsTerms, access: Expr | None) -> None:
        """An initialisation of the ``t`` at ``address`` with zeros: in every class of the
        objects (``fill``); the last class's step is the visible write (``lhs = 0``)."""
        zero = lambda bits: self.store.bv_const(0, bits)    # noqa: E731
        if self.races is not None:
            self.races.memory(tuple(c.key for c in fill), address, t, True, access, cur)
        hidden = self._symbol_hidden(symbol)
        if self.threads is not None:
            self.threads.note_object(address, write=True)
        for k, c in enumerate(fill):
            with self._precise(c.key):
                cur.values[c.key] = self.memory.fill(cur.values[c.key], address,
                                                     size_in_bytes(t), zero)
            if k == len(fill) - 1 and not hidden and not isinstance(t, ArrayType):
                sort = self.tr.sort(t)
                assert isinstance(sort, BVSort)         # (a scalar or struct: a bit-vector)
                self._class_step(cur, c.key, cur.values[c.key], kind or AssignmentKind.STATE,
                                 symbol or text, loc, text, zero(sort.width), t,
                                 address, lhs_terms)
            else:
                self._class_step(cur, c.key, cur.values[c.key], AssignmentKind.HIDDEN,
                                 symbol or text, loc, text)

    def _store_in_class(self, cur: State, cls: MemoryClass, address: Term, t: CType,
                        value: Term | None, loc: SourceLocation, symbol: str, text: str,
                        signed: bool, kind: AssignmentKind | None, lhs_terms: LhsTerms) -> None:
        m = self.memory
        mem = cur.values[cls.key]
        if isinstance(t, ArrayType):
            if value is None:
                self._havoc_cells(cur, address, t, symbol, (cls,))
                return
            mem = m.store_array(mem, address, t, value)
            shown = None
        else:
            sort = self.tr.sort(t)
            if value is None:
                value = self._nondet(symbol or "$deref", t, sort)
                kind = AssignmentKind.INPUT
            else:
                value = self._fit(value, sort, signed)
            mem = m.store_value(mem, address, value, t)
            shown = value
        cur.values[cls.key] = mem
        hidden = self._symbol_hidden(symbol)
        step_kind = kind or (AssignmentKind.HIDDEN if hidden else AssignmentKind.STATE)
        self._class_step(cur, cls.key, mem, step_kind, symbol or text, loc, text, shown, t,
                         address, lhs_terms)

    def _havoc_cells(self, cur: State, address: Term, t: CType, name: str,
                     classes: tuple[MemoryClass, ...]) -> None:
        """Fresh arbitrary cells for the ``t`` at ``address`` (a re-declared memory variable)
        in each of ``classes``."""
        n = size_in_bytes(t)
        for cls in classes:
            cur.values[cls.key] = self.memory.fill(
                cur.values[cls.key], address, n,
                lambda bits: self._fresh(f"{name}$byte", bv(bits)))

    def _class_step(self, cur: State, key: str, mem: Term, kind: AssignmentKind, symbol: str,
                    loc: SourceLocation, text: str, shown: Term | None = None,
                    t: CType | None = None, address: Term | None = None,
                    lhs_terms: LhsTerms = ()) -> None:
        """The step of a write of class array ``key``, whose value is now ``mem``."""
        self._emit(Assignment(self._fresh(key, mem.sort), mem, self._g(cur), kind, symbol, loc,
                              text, shown, t, address, lhs_terms))

    def _symbol_hidden(self, symbol: str) -> bool:
        """Whether a store to ``symbol`` (a program symbol, else a made-up name) is hidden."""
        return self._hidden(symbol) if symbol in self.program.symbols else False

    @contextmanager
    def _precise(self, key: str | None) -> Iterator[None]:
        """With threads: class array ``key`` is being accessed meanwhile (the access is
        noted with its object, not as one of any object)."""
        if self.threads is None:
            yield
            return
        self.threads.cc.precise = key
        try:
            yield
        finally:
            self.threads.cc.precise = None

    # ------------------------------------------------------------------ ranged operations
    def _range_op(self, fr: Frame, cur: State, ins: Call) -> State:
        """Execute the intrinsic call ``ins`` (memset/memcpy/memmove): the ranged update when
        possible (result 1), else nothing (result 0: the model's loop runs)."""
        done = self._ranged(cur, ins)
        if ins.lhs is not None:
            sort = self.tr.sort(ins.lhs.type)
            assert isinstance(sort, BVSort)             # (the call's int result)
            value = self.store.bv_const(1 if done else 0, sort.width)
            self._assign(fr, cur, ins.lhs, value, ins.loc)
        fr.pc += 1
        return cur

    def _ranged(self, cur: State, ins: Call) -> bool:
        if self.threads is not None or self.layout is None:
            return False
        s, m, tr = self.store, self.memory, self.tr
        layout = self.layout
        dst = tr.term(ins.args[0])
        n = s.resize(tr.term(ins.args[2]), m.w, False)
        dst_access, src_access = range_accesses(ins)
        cls = layout.access(dst_access)
        src_cls = layout.access(src_access) if src_access is not None else None
        if cls.cell != 8 or (src_cls is not None and src_cls.cell != 8):
            return False
        cells = _cells(m, cur.values, dst, n)
        if cells is None:
            return False
        old = cur.values[cls.key]
        if ins.function == MEMSET:
            byte = s.resize(tr.term(ins.args[1]), 8, False)
            src = None
            src_mem = old
        else:
            byte = None
            src = tr.term(ins.args[1])
            assert src_cls is not None
            src_mem = cur.values[src_cls.key]
        low = s.extract(dst, m.off_bits - 1, 0)
        obj = m.object_of(dst)
        mem = old
        previous = _old_cells(m, old, cells)
        mask = (1 << m.off_bits) - 1
        for ident, lo, hi in cells:
            same = s.eq(obj, s.bv_const(ident, m.ob))
            for j in range(lo, hi):
                if low.is_const:            # (the usual case: folded here, not term by term)
                    delta = s.bv_const((j - int(low.value)) & mask, m.off_bits)
                else:
                    delta = s.bvsub(s.bv_const(j, m.off_bits), low)
                inside = s.and_(same, s.ult(s.zero_extend(delta, m.ob), n))
                if inside is s.false:
                    continue
                if byte is not None:
                    value = byte
                elif src is not None and src.is_const and delta.is_const:
                    moved = ((int(src.value) & ~mask)
                             | ((int(src.value) + int(delta.value)) & mask))
                    value = m.read_byte(src_mem, s.bv_const(moved, m.w))
                else:
                    assert src is not None
                    value = m.read_byte(src_mem, m.add(src, s.zero_extend(delta, m.ob)))
                address = m.pointer(ident, j)
                if inside is not s.true:
                    value = s.ite(inside, value, previous[address])
                mem = s.store(mem, address, value)
        if mem is not old:
            m.ranged[mem] = RangedWrite(old, dst, n, tuple(cells), byte, src,
                                        None if src is None else src_mem)
        cur.values[cls.key] = mem
        args = ", ".join(self._source.text(a) for a in ins.args)
        self._class_step(cur, cls.key, mem, AssignmentKind.HIDDEN, "", ins.loc,
                         f"{ins.function}({args})")
        self._range_trace_step(cur, ins, dst, n, byte)
        return True

    def _range_trace_step(self, cur: State, ins: Call, dst: Term, n: Term,
                          byte: Term | None) -> None:
        """A ``range`` step for traces: ``p[0 .. 4] = 1 (in buf[0] .. buf[4])`` or
        ``d[0 .. 4] = s[0 .. 4] (in ...)``, shown when ``n != 0``."""
        s, m = self.store, self.memory
        source = self._source
        ptr = ins.args[0].type
        assert isinstance(ptr, PointerType)
        last = s.bvsub(n, s.bv_const(1, m.w))
        text = f"{source.text(ins.args[0])}[0 .. $last] = "
        size_t = self.program.data_model.size_t
        terms: list[tuple[str, Term, CType]] = [
            ("", dst, ptr), ("", m.add(dst, last), ptr), ("$last", last, size_t)]
        if byte is not None:
            text += "$byte"
            terms.append(("$byte", byte, ptr.target))
        else:
            text += f"{source.text(ins.args[1])}[0 .. $last]"
        guard = s.and_(self._g(cur), s.distinct(n, s.bv_const(0, m.w)))
        self._emit(Location(guard, ins.loc, "range", ins.loc.function or "", text,
                            tuple(terms)))


def _cells(m: Memory, values: dict[str, Term], dst: Term, n: Term
           ) -> list[tuple[int, int, int]] | None:
    """(object id, first offset, end offset) of the cells the operation may write, in a
    fixed order; None when they are not known or too many."""
    idents = _objects(m, dst)
    if idents is None:
        return None
    known = _constant_offset(m, dst)
    out: list[tuple[int, int, int]] = []
    total = 0
    for ident in idents:
        if ident == 0:
            continue                    # NULL: no cells (a failed check)
        bound = _bound(values[SIZE_KEY], m, ident)
        if bound is None:
            return None
        lo, hi = 0, bound
        if known is not None and n.is_const and known + int(n.value) <= 1 << m.off_bits:
            lo, hi = max(0, known), min(bound, known + int(n.value))
        if hi <= lo:
            continue
        total += hi - lo
        if total > MAX_CELLS:
            return None
        out.append((ident, lo, hi))
    return out


def _old_cells(m: Memory, old: Term, cells: list[tuple[int, int, int]]) -> dict[Term, Term]:
    """The value of every cell in ``old``: one walk down its constant-address stores (a
    per-cell ``read_byte`` would walk them once per cell), ``read_byte`` for the rest."""
    wanted = {m.pointer(ident, j) for ident, lo, hi in cells for j in range(lo, hi)}
    found: dict[Term, Term] = {}
    a = old
    while a.op is Op.STORE and a.args[1].is_const and len(found) < len(wanted):
        if a.args[1] in wanted:
            found.setdefault(a.args[1], a.args[2])
        a = a.args[0]
    for address in sorted(wanted - found.keys(), key=lambda t: t.value):
        found[address] = m.read_byte(a, address)
    return found


def _objects(m: Memory, p: Term) -> list[int] | None:
    """The object ids at the leaves of pointer ``p``'s ``ite`` tree (sorted); None when some
    leaf's object is not a constant."""
    def below(pointer: bool, t: Term) -> tuple[bool, Term] | None:
        if pointer and t.op is Op.CONCAT and t.args[0].width == m.ob:
            return False, t.args[0]                 # (object, offset): the object
        if not pointer and t.op is Op.EXTRACT and t.params == (m.w - 1, m.off_bits) \
                and t.args[0].width == m.w:
            return True, t.args[0]                  # the object field of a pointer
        return None
    leaves = _const_leaves(True, p, below)
    if leaves is None:
        return None
    return sorted({value >> m.off_bits if pointer else value for pointer, value in leaves})


def _constant_offset(m: Memory, p: Term) -> int | None:
    if p.is_const:
        return int(p.value) & ((1 << m.off_bits) - 1)
    if p.op is Op.CONCAT and p.args[1].is_const:
        return int(p.args[1].value)
    return None


def _bound(sizes: Term, m: Memory, ident: int) -> int | None:
    """The largest size object ``ident`` may have (the constants at the leaves of its size
    term); None when a leaf is not a constant."""
    size = m.read_byte(sizes, m.s.bv_const(ident, m.ob))
    leaves = _const_leaves(False, size, lambda flag, t: None)
    if leaves is None:
        return None
    return max((value for _, value in leaves), default=0)


def _const_leaves(flag: bool, root: Term, below: Callable[[bool, Term], tuple[bool, Term] | None]
                  ) -> list[tuple[bool, int]] | None:
    """The constants at the leaves of ``root``'s ``ite`` tree, each with the flag of its walk
    (``flag`` at the root); a node that is neither goes on at ``below(flag, node)`` (a new
    flag and term). None when ``below`` gives None or more than ``_MAX_LEAVES`` nodes are
    met."""
    found: list[tuple[bool, int]] = []
    seen: set[int] = set()
    stack: list[tuple[bool, Term]] = [(flag, root)]
    while stack:
        flag, t = stack.pop()
        if t.uid in seen:
            continue
        seen.add(t.uid)
        if len(seen) > _MAX_LEAVES:
            return None
        if t.is_const:
            found.append((flag, int(t.value)))
        elif t.op is Op.ITE:
            stack.extend(((flag, t.args[2]), (flag, t.args[1])))
        else:
            step = below(flag, t)
            if step is None:
                return None
            stack.append(step)
    return found


def _symbol_order(program: Program) -> Callable[[str], int]:
    """Sort key of symbol names: their order in the program's symbol table."""
    order = {name: i for i, name in enumerate(program.symbols)}
    return lambda name: order.get(name, len(order))


__all__ = ["SymexMemory", "MAX_CELLS"]
