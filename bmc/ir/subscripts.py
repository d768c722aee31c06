"""The array subscripts on the access path of a dereference (sub-object bounds).

The front end keeps ``a[i]`` as an ``Index`` only when ``a`` is a variable (or an element
of one); every other subscripted array (a struct or union member ``s.name[i]``,
``p->name[i]``, ``arr[k].name[i]``, the row ``s.m[i]`` of ``s.m[i][j]``, ``(*pa)[i]``) is
lowered to pointer form: the array decays to a pointer to its first element and the access
is ``Deref(PointerAdd(Cast(&array, E *), i, sizeof E))``. The object-level pointer checks
then only see that the access stays inside the enclosing *object*, so ``s.name[8]`` of
``char name[8]`` would silently land in the next field.

``subscripts(p)`` finds those decays again: walking from the dereferenced pointer towards
its root through pointer casts and pointer additions, every ``PointerAdd(d, i)`` whose
pointer ``d`` is a decay (a cast of a pointer to ``E[N]`` to a pointer to ``E``) is a
subscript of an ``N``-element array (member offsets, ``PointerAdd(&s, offset, 1)``, are
stepped over; any other pointer arithmetic ends the path), and C requires ``0 <= i < N``
for the access (C11 6.5.2.1 and 6.5.6p8: ``E1[E2]`` is ``*((E1)+(E2))`` and may not leave
the array).

Design decisions:

* Only accesses are checked (a ``Deref``), not address computations: ``&s.name[8]`` is one
  past the end, and ``&s.name[9]`` is pointer arithmetic (``--pointer-overflow-check``).
* Pointer arithmetic on a pointer *variable* is checked against the whole object, as CBMC
  does: pointers carry (object, offset), not the sub-object they were derived from, so
  ``char *q = &s.name[0]; q[9]`` and ``*(&s.name[0] + 9)`` are in bounds if ``s`` has 10
  bytes or more. Only a subscript applied directly to the decayed array is bounded by it.
* ``*(s.name + i)`` is the same expression as ``s.name[i]`` in C and in the IR, and gets
  the same check.
* An explicit cast is a pointer value too: ``(int *)m`` of ``int m[3][4]`` (or
  ``(int *)&m[0]``) would look like the decay of the row ``m[0]``, so the front end
  converts it through ``void *`` (``Cast(Cast(&m[0], void *), int *)``), which is no decay:
  ``((int *)m)[6]`` is checked against ``m`` as ``q[6]`` with ``int *q = (int *)m`` is.
* Flexible array members (``int data[]``, GNU ``int data[0]``) have no bound of their own:
  only the object-level checks apply to them.
"""

from __future__ import annotations

from dataclasses import dataclass

from bmc.ir.ctype import ArrayType, PointerType, StructType
from bmc.ir.expr import Cast, Const, Deref, Expr, PointerAdd
from bmc.ir.source_text import same_type


@dataclass(frozen=True, slots=True)
class Subscript:
    """``array[index]`` on an access path; ``array`` is the array lvalue (a ``Deref`` of
    array type, for descriptions) with ``size`` elements."""

    array: Deref
    index: Expr
    size: int


def decayed_array(d: Expr) -> Deref | None:
    """The array lvalue when ``d`` is the decay ``Cast(&array, E *)`` of an array of ``E``
    with a known, non-zero number of elements (else None)."""
    if not isinstance(d, Cast) or not isinstance(d.type, PointerType):
        return None
    source = d.operand.type
    if not isinstance(source, PointerType) or not isinstance(source.target, ArrayType):
        return None
    at = source.target
    if not at.size or not same_type(at.element, d.type.target):
        return None
    return Deref(d.operand, at)


def subscripts(pointer: Expr) -> list[Subscript]:
    """The subscripts of decayed arrays on the access path of ``*pointer``, outermost
    array first (``s.m[i][j]``: ``s.m`` by ``i``, then ``s.m[i]`` by ``j``)."""
    found: list[Subscript] = []
    p = pointer
    while True:
        match p:
            case Cast(operand=q, type=PointerType()) if isinstance(q.type, PointerType):
                p = q
            case PointerAdd(pointer=d, index=i) if (array := decayed_array(d)) is not None:
                assert isinstance(array.type, ArrayType) and array.type.size
                found.append(Subscript(array, i, array.type.size))
                p = d
            case PointerAdd(pointer=q, index=Const(), scale=1) if _is_struct_pointer(q):
                p = q                           # the address of a member
            case _:
                break                           # a pointer value, or pointer arithmetic
    found.reverse()
    return found


def _is_struct_pointer(q: Expr) -> bool:
    return isinstance(q.type, PointerType) and isinstance(q.type.target, StructType)


__all__ = ["Subscript", "decayed_array", "subscripts"]
