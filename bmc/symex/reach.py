"""Reachability of dynamic objects at program exit, for ``--memory-leak-check`` (valid-memtrack).

A dynamic object is *lost* at the end of the entry function when it is still allocated and no
chain of pointers leads to it from a global or static variable (all stack frames have ended).

``lost_objects(...)`` builds, for every heap object ``h``, the term "``h`` is lost":

* roots: every pointer slot of every global and static variable, found from its C type
  (pointer members of structs, elements of pointer arrays; SSA globals by their value);
* edges: every pointer-aligned word of every allocated heap object of constant size (heap
  memory is untyped bytes, so any aligned word is read as a possible pointer);
* reach_0(h) = some root points into h; reach_{i+1}(h) = reach_i(h) or some allocated,
  reachable h' holds a word pointing into h. After as many rounds as there are heap objects
  the fixpoint is reached (a chain visits each object at most once).

Direction of the approximations: pointers stored in globals outside pointer-typed slots, or
at unaligned offsets of a heap object, are not followed (this can only report a leak that
is not one, never hide one). A heap word whose *data* happens to equal the encoding of a
pointer into ``h`` counts as a pointer; nondeterministic data is chosen by the solver, so
only a computed integer equal to an encoded pointer value could hide a leak.
Limits (``UnsupportedFeature``, never silent): heap objects of non-constant size, more than
``MAX_OBJECTS`` heap objects or more than ``MAX_WORDS`` words in one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from bmc.errors import UnsupportedFeature
from bmc.ir.ctype import ArrayType, CType, PointerType, StructType, size_in_bytes
from bmc.ir.program import SourceLocation
from bmc.terms import Term, TermStore

MAX_OBJECTS = 32
MAX_WORDS = 64


def pointer_offsets(t: CType) -> Iterator[int]:
    """Byte offsets of the pointer-typed slots inside a value of type ``t``."""
    stack: list[tuple[CType, int]] = [(t, 0)]
    while stack:
        ct, base = stack.pop()
        match ct:
            case PointerType():
                yield base
            case StructType(fields=fields):
                stack.extend((f.type, base + f.offset) for f in reversed(fields))
            case ArrayType(element=element, size=size) if size is not None:
                try:
                    step = size_in_bytes(element)
                except ValueError:
                    continue
                stack.extend((element, base + k * step) for k in reversed(range(size)))
            case _:
                pass


def lost_objects(store: TermStore, heap: list[tuple[int, Term, Term]], roots: list[Term],
                 allocated: Callable[[int], Term], word_at: Callable[[int, int], Term],
                 object_of: Callable[[Term], Term], object_bits: int, pointer_bytes: int,
                 loc: SourceLocation) -> list[Term]:
    """For each ``(ident, size, ok)`` of ``heap``: the term "this object is lost".

    ``roots``: pointer values held by globals; ``allocated(ident)``: the object is live heap
    memory now; ``word_at(ident, offset)``: the pointer-sized word stored there.
    """
    s = store
    if len(heap) > MAX_OBJECTS:
        raise UnsupportedFeature(f"memory-leak check with more than {MAX_OBJECTS} dynamic "
                                 "objects (reachability at exit)", loc)
    words: dict[int, list[Term]] = {}
    for ident, size, _ in heap:
        if not size.is_const:
            raise UnsupportedFeature("memory-leak check (reachability at exit) with a dynamic "
                                     "object of non-constant size", loc)
        count = int(size.value) // pointer_bytes
        if count > MAX_WORDS:
            raise UnsupportedFeature(f"memory-leak check with a dynamic object of more than "
                                     f"{MAX_WORDS} pointer-sized words", loc)
        words[ident] = [object_of(word_at(ident, k * pointer_bytes)) for k in range(count)]

    def points_into(ids: list[Term], ident: int) -> Term:
        target = s.bv_const(ident, object_bits)
        return s.or_(*(s.eq(x, target) for x in ids)) if ids else s.false

    root_ids = [object_of(r) for r in roots]
    live = {ident: s.and_(allocated(ident), ok) for ident, _, ok in heap}
    reach = {ident: points_into(root_ids, ident) for ident, _, _ in heap}
    for _ in range(len(heap)):
        step = {}
        for ident, _, _ in heap:
            via = [s.and_(reach[other], live[other], points_into(words[other], ident))
                   for other, _, _ in heap if other != ident and words[other]]
            step[ident] = s.or_(reach[ident], *via)
        if all(step[i] is reach[i] for i in reach):
            break
        reach = step
    return [s.and_(live[ident], s.not_(reach[ident])) for ident, _, _ in heap]


__all__ = ["lost_objects", "pointer_offsets", "MAX_OBJECTS", "MAX_WORDS"]
