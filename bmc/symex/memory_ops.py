"""Symex of the ranged memory operations (``bmc.ir.memops``): memset/memcpy/memmove as one
update of the memory-class arrays instead of a byte loop.

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

from typing import Any

from bmc.ir.ctype import PointerType
from bmc.ir.memops import MEMSET, range_accesses
from bmc.ir.program import Call
from bmc.memory.model import SIZE_KEY, Memory, RangedWrite
from bmc.symex.equation import Assignment, AssignmentKind, Location
from bmc.symex.state import Frame, State
from bmc.terms import Op, Term

MAX_CELLS = 1 << 16          # cells one call may update (more: the model's loop)
_MAX_LEAVES = 4096           # nodes walked to find a pointer's objects


def range_op(ex: Any, fr: Frame, cur: State, ins: Call) -> State:
    """Execute the intrinsic call ``ins`` (the executor ``ex``'s ``_call`` hook): the ranged
    update when possible (result 1), else nothing (result 0: the model's loop runs)."""
    done = _ranged(ex, cur, ins)
    if ins.lhs is not None:
        value = ex.store.bv_const(1 if done else 0, ex.tr.sort(ins.lhs.type).width)
        ex._assign(fr, cur, ins.lhs, value, ins.loc)
    fr.pc += 1
    return cur


def _ranged(ex: Any, cur: State, ins: Call) -> bool:
    if ex.threads is not None or ex.layout is None:
        return False
    s, m = ex.store, ex.memory
    layout = ex.layout
    dst = ex.tr.term(ins.args[0])
    n = s.resize(ex.tr.term(ins.args[2]), m.w, False)
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
        byte = s.resize(ex.tr.term(ins.args[1]), 8, False)
        src = None
        src_mem = old
    else:
        byte = None
        src = ex.tr.term(ins.args[1])
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
                moved = (int(src.value) & ~mask) | ((int(src.value) + int(delta.value)) & mask)
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
    guard = ex._g(cur)
    ex._emit(Assignment(ex._fresh(cls.key, mem.sort), mem, guard, AssignmentKind.HIDDEN,
                        "", ins.loc, _text(ex, ins)))
    _trace_step(ex, cur, ins, dst, n, byte)
    return True


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
    found: set[int] = set()
    seen: set[int] = set()
    stack: list[tuple[bool, Term]] = [(True, p)]      # (is a pointer, term)
    while stack:
        pointer, t = stack.pop()
        if t.uid in seen:
            continue
        seen.add(t.uid)
        if len(seen) > _MAX_LEAVES:
            return None
        if t.is_const:
            found.add(int(t.value) >> m.off_bits if pointer else int(t.value))
        elif t.op is Op.ITE:
            stack.extend(((pointer, t.args[2]), (pointer, t.args[1])))
        elif pointer and t.op is Op.CONCAT and t.args[0].width == m.ob:
            stack.append((False, t.args[0]))
        elif not pointer and t.op is Op.EXTRACT and t.params == (m.w - 1, m.off_bits) \
                and t.args[0].width == m.w:
            stack.append((True, t.args[0]))
        else:
            return None
    return sorted(found)


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
    best = 0
    stack = [size]
    seen: set[int] = set()
    while stack:
        t = stack.pop()
        if t.uid in seen:
            continue
        seen.add(t.uid)
        if len(seen) > _MAX_LEAVES:
            return None
        if t.is_const:
            best = max(best, int(t.value))
        elif t.op is Op.ITE:
            stack.extend((t.args[1], t.args[2]))
        else:
            return None
    return best


def _text(ex: Any, ins: Call) -> str:
    args = ", ".join(ex._source.text(a) for a in ins.args)
    return f"{ins.function}({args})"


def _trace_step(ex: Any, cur: State, ins: Call, dst: Term, n: Term, byte: Term | None) -> None:
    """A ``range`` step for traces: ``p[0 .. 4] = 1 (in buf[0] .. buf[4])`` or
    ``d[0 .. 4] = s[0 .. 4] (in ...)``, shown when ``n != 0``."""
    s, m = ex.store, ex.memory
    source = ex._source
    ptr = ins.args[0].type
    assert isinstance(ptr, PointerType)
    last = s.bvsub(n, s.bv_const(1, m.w))
    text = f"{source.text(ins.args[0])}[0 .. $last] = "
    size_t = ex.program.data_model.size_t
    terms = [("", dst, ptr), ("", m.add(dst, last), ptr), ("$last", last, size_t)]
    if byte is not None:
        text += "$byte"
        terms.append(("$byte", byte, ptr.target))
    else:
        text += f"{source.text(ins.args[1])}[0 .. $last]"
    guard = s.and_(ex._g(cur), s.distinct(n, s.bv_const(0, m.w)))
    ex._emit(Location(guard, ins.loc, "range", ins.loc.function or "", text, tuple(terms)))
