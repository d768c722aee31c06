"""Dynamic allocation (malloc/calloc/alloca) in symex (a mixin of the symbolic executor).

In: an ``Allocate`` expression and the current state; out: a new object in the object table
(heap or stack state, its size), the pointer to it (or NULL when ``--malloc-may-fail`` picks
failure), the zero fill of calloc, and the ``allocation-limit`` coverage property where the
pointer encoding's offset field is narrower than the target's address space.
"""

from __future__ import annotations

from bmc.errors import UnsupportedFeature
from bmc.ir.expr import AllocKind, Allocate, ObjectState
from bmc.ir.program import SourceLocation
from bmc.ir.properties import PropertyClass
from bmc.symex.equation import Assertion, Assignment, AssignmentKind, Assumption
from bmc.symex.executor_state import ExecutorState
from bmc.symex.objects import allocation_site
from bmc.symex.state import State
from bmc.terms import Term, bv

# Bits of user address space on the target (x86-64: 47, i386: 31): an object-offset field at
# least this wide represents every allocation that can succeed.
_ADDRESS_SPACE_BITS = {64: 47, 32: 31}


class Allocation(ExecutorState):
    """``_allocate`` for ``bmc.symex.executor.Executor``."""

    def _allocate(self, cur: State, alloc: Allocate, loc: SourceLocation) -> Term:
        """A fresh dynamic object; the pointer to it."""
        s, m = self.store, self.memory
        site = allocation_site(alloc.site or f"{alloc.kind.value} at {loc}", loc, self._frames)
        ident = m.new_object(f"dynamic object of {site}", loc)
        size = s.resize(self.tr.term(alloc.size), m.w, False)
        limit = s.bv_const((1 << m.off_bits) - 1, m.w)
        if size.is_const and int(size.value) > int(limit.value):
            raise UnsupportedFeature(f"allocation of {int(size.value)} bytes (more than the "
                                     f"pointer encoding's {int(limit.value)})", loc)
        if not size.is_const:
            fits = s.ule(size, limit)
            if m.off_bits < _ADDRESS_SPACE_BITS.get(m.w, m.w):
                # The encoding cannot represent objects as large as the real address space
                # allows: check that no path needs one. A failure of this property is a
                # coverage gap (INCONCLUSIVE), like an unwinding assertion, never a bug.
                fname = self._frame.info.function.name if self._frame is not None else "main"
                pid = f"{fname}.allocation-limit.1"
                text = (f"allocation size within the pointer encoding's limit of "
                        f"{int(limit.value)} bytes")
                prop = PropertyClass.ALLOCATION_LIMIT
                self._properties.setdefault(pid, (pid, prop, text, loc))
                self._emit(Assertion(fits, self._g(cur), pid, prop, text, loc))
                if self.threads is not None:
                    after = self.threads.stop_option((), cur)
                    if after is None:
                        raise UnsupportedFeature("allocation in a stopped thread", loc)
                    cur.guard = after.guard
            self._emit(Assumption(fits, self._g(cur), loc))
            guard = self.guards.add(cur.guard, fits)
            if guard is not None:
                cur.guard = guard
        state = ObjectState.STACK if alloc.kind is AllocKind.ALLOCA else ObjectState.HEAP
        m.set_object(cur.values, ident, state, size)
        if alloc.kind is not AllocKind.ALLOCA:
            m.heap_ids.append(ident)
            self._heap_size[ident] = size
        elif self._frame is not None:
            self._frame.objects[f"$alloca{ident}"] = ident     # dies with the activation
        pointer = m.pointer(ident)
        if self.layout is not None:
            self._object_keys[ident] = self.layout.points_to.alloc_key.get(alloc, "")
        result = pointer
        if self.options.malloc_may_fail and alloc.kind is not AllocKind.ALLOCA:
            ok = self._fresh("$malloc_ok", bv(1))
            self._emit(Assignment(ok, ok, self._g(cur), AssignmentKind.HIDDEN, "", loc,
                                  "allocation succeeds"))
            succeeded = s.eq(ok, s.bv_const(1, 1))
            self._alloc_ok[ident] = succeeded
            result = s.ite(succeeded, pointer, s.bv_const(0, m.w))
        if alloc.kind is AllocKind.CALLOC:
            if not size.is_const or int(size.value) > 4096:
                raise UnsupportedFeature("calloc of a non-constant or large size", loc)
            assert self.layout is not None
            for cls in self.layout.allocation_classes(alloc):
                cur.values[cls.key] = m.fill(cur.values[cls.key], pointer, int(size.value),
                                             lambda bits: s.bv_const(0, bits))
        return result
