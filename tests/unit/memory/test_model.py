"""The byte-level memory: pointer encoding, little-endian loads/stores, store skipping."""

from __future__ import annotations

from bmc.ir.ctype import LP64, ILP32
from bmc.ir.expr import ObjectState
from bmc.memory.model import STATE_KEY, Memory, object_bits
from bmc.terms import Op, TermStore, bv


def test_object_bits_and_null():
    assert object_bits(64) == 16 and object_bits(32) == 8
    m = Memory(TermStore(), 64)
    assert m.pointer(0).value == 0
    assert m.pointer(3, 5).value == (3 << 48) | 5


def test_pointer_parts_and_offset_wrap():
    s = TermStore()
    m = Memory(s, 32)
    p = m.pointer(2, 7)
    assert m.object_of(p).value == 2
    assert m.offset_of(p).value == 7
    q = m.add_const(p, -8)                       # offset wraps inside the offset bits
    assert m.object_of(q).value == 2
    assert m.offset_of(q).value == (1 << 24) - 1


def test_little_endian_roundtrip_with_constant_addresses():
    s = TermStore()
    m = Memory(s, 64)
    mem = s.var("mem", m.memory_sort())
    p = m.pointer(1)
    mem = m.store_value(mem, p, s.bv_const(0x01020304, 32))
    assert m.load(mem, p, LP64.int_type).value == 0x01020304
    assert m.load(mem, m.add_const(p, 1), LP64.uchar).value == 0x03
    assert m.load(mem, p, LP64.short_).value == 0x0304


def test_reads_skip_stores_to_other_objects():
    s = TermStore()
    m = Memory(s, 64)
    mem = s.var("mem", m.memory_sort())
    i = s.var("i", bv(64))
    a = m.add(m.pointer(1), i)                    # symbolic offset into object 1
    b = m.add(m.pointer(2), i)                    # the same offset into object 2
    written = m.store_value(mem, a, s.bv_const(7, 8))
    assert m.read_byte(written, a).value == 7
    other = m.read_byte(written, b)
    assert other.op is Op.SELECT and other.args[0] is mem   # the store was skipped
    # same base, different constant offsets: skipped too
    c = m.add_const(a, 1)
    assert m.read_byte(written, c).args[0] is mem


def test_object_table_and_free():
    s = TermStore()
    m = Memory(s, 32)
    values = m.initial_values()
    ident = m.new_object("x", None)
    m.set_object(values, ident, ObjectState.HEAP, s.bv_const(8, 32))
    p = m.pointer(ident)
    assert m.state_of(values, p).value == ObjectState.HEAP
    assert m.size_of(values, p).value == 8
    m.free(values, p)
    assert m.state_of(values, p).value == ObjectState.FREED
    m.free(values, m.pointer(0))                 # free(NULL): object 0 stays invalid
    assert m.state_of(values, m.pointer(0)).value == ObjectState.INVALID
    assert set(values) == {STATE_KEY, "$size"}
    assert ILP32.pointer == 32


def test_word_level_cells_store_and_fill():
    s = TermStore()
    m = Memory(s, 64)
    mem = s.var("mem32", m.memory_sort(32))
    p = m.pointer(1)
    q = m.add_const(p, 4)
    mem = m.store_value(mem, p, s.bv_const(7, 32))          # one store, not four
    assert mem.op is Op.STORE and mem.args[0].op is Op.VAR
    assert m.load(mem, p, LP64.int_type, 32).value == 7
    filled = m.fill(mem, p, 8, lambda bits: s.bv_const(0, bits))   # two 32-bit cells
    assert m.load(filled, p, LP64.int_type, 32).value == 0
    assert m.load(filled, q, LP64.int_type, 32).value == 0
