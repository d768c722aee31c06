"""Memory classes per memory model, and how each class is encoded.

In: the program, its memory variables and ``--memory-model``. Out: a ``MemoryLayout``: the
classes (one SMT array ``$mem.<n>`` each in symex), the class of every memory access, the
classes that hold the bytes of every abstract object, and each class's encoding.

Models:

* ``alias`` (default): the alias classes of the points-to analysis (``points_to``): two
  accesses share an array only if they may touch the same object. Inside an alias class the
  accessed types are split further with the same eager unification as ``typed`` (below),
  so a list node's ``int`` field and ``next`` pointer get separate word-level arrays unless
  some access may overlap both. (After a dereference of a pointer that may point anywhere,
  everything is one alias class and is not split.)
* ``typed``: Burstall-style, one class per accessed type (arrays count as their element
  type), made sound by *eager type unification*: two accesses that may touch overlapping
  bytes of the same object (same alias class, overlapping byte ranges; an unknown offset
  overlaps everything) at different types merge their types' classes. So an ``int`` written
  through a ``char *`` merges ``int`` and ``char``; a struct copied whole merges with its
  field types; a struct accessed as its first member merges the two. Every merge is recorded
  with the two accesses that caused it (``--show-memory``). An object's bytes may be spread
  over several type classes (each byte is only ever accessed through one of them).
* ``monolithic``: one class for everything.

Encodings (chosen per class, stated by ``--show-memory``):

* *byte-level* (cells of 8 bits, little-endian concat/extract of multi-byte values) when the
  class is accessed at more than one type or size, or possibly misaligned; otherwise
  *word-level*: one cell per value (the class is accessed at one scalar type only, at offsets
  that are multiples of its size), so a read or write is one select or store instead of one
  per byte. Both are exact for the accesses the class has.
* *bit-vector* when every access of the class is a direct access of a variable at a constant
  offset: then every address is a constant and symex resolves each read through the store
  chain to the stored cell, so the class is in effect a vector of cell variables: only reads
  of the initial contents remain, at constant indices (SAT: one fresh variable per cell;
  Z3: a select at a constant index). Otherwise *array*: an SMT array (Z3 arrays; for SAT the
  read-over-write/Ackermann elimination of ``bmc.encodings.arrays``). Both use the same
  store-chain terms; the choice is made by the accesses, not by a separate code path.
"""

from __future__ import annotations

from dataclasses import dataclass

from bitarray import bitarray

from bmc.ir.ctype import ArrayType, CType, FloatType, IntType, PointerType, Rank
from bmc.ir.expr import Allocate, Expr, Var
from bmc.ir.program import Program
from bmc.memory.model import Memory
from bmc.memory.points_to import (Access, Offset, PointsTo, analyse, memory_variables,
                                  ranges_overlap)
from bmc.terms import Term

MODELS = ("alias", "typed", "monolithic")
MEMORY_PREFIX = "$mem"


@dataclass(frozen=True, slots=True)
class MemoryClass:
    """One memory class: its state key, members and encoding."""

    index: int
    key: str                     # "$mem.<index>": the state's array of this class
    label: str                   # "alias class 1", "types int, char", "all memory"
    members: tuple[str, ...]     # objects whose bytes (some of them) live here
    types: tuple[str, ...]       # types it is accessed at
    cell: int                    # bits per array element (8: byte-level)
    encoding: str                # "bit-vector" | "array"
    reason: str                  # why this encoding

    @property
    def byte_level(self) -> bool:
        return self.cell == 8


@dataclass
class MemoryLayout:
    """Classes of one memory model and the lookups symex needs."""

    model: str
    classes: list[MemoryClass]
    points_to: PointsTo
    unified: list[str]                       # typed: which types were merged and why
    _access_class: dict[int, int]            # id(Access) -> class index
    _object_classes: dict[str, tuple[int, ...]]
    _alias_classes: dict[int, tuple[int, ...]]   # alias class root -> its classes
    _fill_targets: dict[int, tuple[int, ...]]    # id(zero write) -> classes it fills

    def access(self, e: Expr | None) -> MemoryClass:
        """The class of the memory access ``e`` (a memory Var, an Index chain on one, or a
        Deref / Index chain on a Deref).

        ``e`` None: a write by symex itself into an object it made up (the strings of
        ``argv``): such objects are reachable only through pointers the analysis gives the
        target "anything", so either every object is in one class, or no access of the
        program reads them; class 0 serves both."""
        if e is None:
            return self.classes[0]
        a = self.points_to.access_of.get(e)
        if a is None and isinstance(e, Var):
            a = self.points_to.var_access.get(e.name)
        return self._class_of(a, f"memory access {e!r}")

    def location_classes(self, e: Expr) -> tuple[MemoryClass, ...]:
        """Every class that may hold bytes of the objects the access ``e`` may touch (where a
        write of zeros goes)."""
        pt = self.points_to
        a = pt.access_of.get(e) or pt.zero_of.get(e)
        if a is None and isinstance(e, Var):
            a = pt.var_access.get(e.name)
            if a is None:
                return self.variable_classes(e.name)
        if a is None:
            return self.access_classes_fallback(e)
        return tuple(self.classes[i] for i in self._alias_classes.get(pt.class_of(a.node), ()))

    def fill_classes(self, e: Expr) -> tuple[MemoryClass, ...] | None:
        """For a write through ``e`` that the analysis only saw writing the constant 0: the
        classes to fill with zeros (every class holding bytes of its objects); None for an
        ordinary access (``access``)."""
        pt = self.points_to
        if e in pt.access_of or (isinstance(e, Var) and e.name in pt.var_access):
            return None
        z = pt.zero_of.get(e)
        if z is None:
            return None
        return tuple(self.classes[i] for i in self._fill_targets.get(id(z), ()))

    def access_classes_fallback(self, e: Expr) -> tuple[MemoryClass, ...]:
        if len(self.classes) == 1:
            return (self.classes[0],)
        raise ValueError(f"memory access {e!r} was not seen by the points-to analysis")

    def variable(self, name: str) -> MemoryClass:
        """The class of a whole-variable access of memory variable ``name``."""
        return self._class_of(self.points_to.var_access.get(name), f"memory variable {name}")

    def _class_of(self, a: Access | None, what: str) -> MemoryClass:
        """The class of access ``a``; with one class, also of an access the analysis did
        not see (``what`` names it in the error otherwise)."""
        if a is None:
            if len(self.classes) == 1:
                return self.classes[0]
            raise ValueError(f"{what} was not seen by the points-to analysis")
        return self.classes[self._access_class[id(a)]]

    def object_classes(self, key: str) -> tuple[MemoryClass, ...]:
        """Every class that may hold bytes of the object ``key``."""
        return tuple(self.classes[i] for i in self._object_classes.get(key, ()))

    def variable_classes(self, name: str) -> tuple[MemoryClass, ...]:
        return self.object_classes(f"var:{name}")

    def allocation_classes(self, alloc: Allocate) -> tuple[MemoryClass, ...]:
        key = self.points_to.alloc_key.get(alloc)
        if key is None:
            return tuple(self.classes) if len(self.classes) == 1 else ()
        return self.object_classes(key)


def build_layout(program: Program, memory_vars: frozenset[str], model: str) -> MemoryLayout:
    """Analyse ``program`` and split its memory as ``model`` says."""
    if model not in MODELS:
        raise ValueError(f"unknown memory model {model!r}")
    pt = analyse(program, memory_vars)
    match model:
        case _ if pt.universal_deref:
            # a pointer that may point anywhere is dereferenced: one byte-level class in
            # every model (objects symex makes up, like argv's strings, live there too)
            groups, labels, unified = _monolithic(pt)
            labels = ["all memory (a pointer that may point anywhere is dereferenced)"]
        case "monolithic":
            groups, labels, unified = _monolithic(pt)
        case "typed":
            groups, labels, unified = _typed(pt)
        case _:
            groups, labels, unified = _alias(pt)
    return _layout(model, pt, groups, labels, unified)


# =============================================================================== grouping
# A grouping: list of (accesses, object keys) per class, in a deterministic order.
Group = tuple[list[Access], list[str]]


def _monolithic(pt: PointsTo) -> tuple[list[Group], list[str], list[str]]:
    return [(list(pt.accesses), [o.key for o in pt.objects])], ["all memory"], []


def _alias(pt: PointsTo) -> tuple[list[Group], list[str], list[str]]:
    """The alias classes, each split further by accessed type where accesses of different
    types never overlap (the same eager unification as typed, inside one alias class)."""
    if pt.universal_deref:
        return _alias_classes(pt)
    return _split_by_type(pt, per_alias=True)


def _alias_classes(pt: PointsTo) -> tuple[list[Group], list[str], list[str]]:
    by_root: dict[int, Group] = {}
    for obj in pt.objects:                                  # object order first
        root = pt.class_of(pt.object_node[obj.key])
        by_root.setdefault(root, ([], []))[1].append(obj.key)
    for a in pt.accesses:
        root = pt.class_of(a.node)
        by_root.setdefault(root, ([], []))[0].append(a)
    groups = list(by_root.values())
    labels = [f"alias class {k}" for k in range(len(groups))]
    if pt.universal_deref:
        labels = ["all memory (a pointer that may point anywhere is dereferenced)"]
    return groups, labels, []


def unit_type(t: CType) -> CType:
    """The type a class records for an access (arrays: their element type)."""
    while isinstance(t, ArrayType):
        t = t.element
    return t


def _overlaps(a: Access, b: Access) -> bool:
    return ranges_overlap(a.start, a.size, b.start, b.size)


def _typed(pt: PointsTo) -> tuple[list[Group], list[str], list[str]]:
    return _split_by_type(pt, per_alias=False)


def _split_by_type(pt: PointsTo, per_alias: bool) -> tuple[list[Group], list[str], list[str]]:
    """Groups of accessed types, eagerly unified where accesses may overlap: over the whole
    program (typed) or inside each alias class (alias)."""
    parent: dict[str, str] = {}
    order: dict[str, int] = {}
    alias_number: dict[int, int] = {}
    for obj in pt.objects:
        alias_number.setdefault(pt.class_of(pt.object_node[obj.key]), len(alias_number))

    def find(x: str) -> str:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def key(a: Access) -> str:
        k = str(unit_type(a.type))
        if per_alias:
            root = pt.class_of(a.node)
            k = f"{alias_number.setdefault(root, len(alias_number))}:{k}"
        if k not in parent:
            parent[k] = k
            order[k] = len(order)
        return k

    unified: list[str] = []
    by_alias: dict[int, list[Access]] = {}
    for a in pt.accesses:
        if not a.zero:
            key(a)
            by_alias.setdefault(pt.class_of(a.node), []).append(a)
    for accesses in by_alias.values():
        # distinct (type, range) shapes only; the first access of each shape explains it
        shapes: dict[tuple[str, object, object], Access] = {}
        for a in accesses:
            shapes.setdefault((key(a), a.start, a.size), a)
        items = list(shapes.values())
        for i, a in enumerate(items):
            for b in items[i + 1:]:
                ka, kb = key(a), key(b)
                ra, rb = find(ka), find(kb)
                if ra == rb or not _overlaps(a, b):
                    continue
                if order[rb] < order[ra]:
                    ra, rb = rb, ra
                parent[rb] = ra
                ta, tb = str(unit_type(a.type)), str(unit_type(b.type))
                unified.append(f"{ta} ~ {tb}: {a.text} ({ta}) at {a.loc} and {b.text} ({tb}) "
                               f"at {b.loc} may access the same bytes")
    groups_by_root: dict[str, Group] = {}
    for k in sorted(parent, key=order.__getitem__):
        groups_by_root.setdefault(find(k), ([], []))
    for a in pt.accesses:
        if not a.zero:
            groups_by_root[find(key(a))][0].append(a)
    # objects: every type class accessed in the object's alias class
    for obj in pt.objects:
        root = pt.class_of(pt.object_node[obj.key])
        seen: dict[str, None] = {}
        for a in by_alias.get(root, ()):
            seen.setdefault(find(key(a)))
        for r in seen:
            groups_by_root[r][1].append(obj.key)
    groups = [g for g in groups_by_root.values()]
    labels = []
    for r, (accesses, _) in groups_by_root.items():
        names = sorted({key(a) for a in accesses}, key=lambda k: order[k])
        types = ", ".join(k.split(":", 1)[1] if per_alias else k for k in names)
        if per_alias:
            labels.append(f"alias class {r.split(':', 1)[0]}, type {types}")
        else:
            labels.append(f"type {types}")
    if not groups:
        groups, labels = [([], [o.key for o in pt.objects])], ["no accesses"]
    return groups, labels, unified


# =============================================================================== encodings
def _layout(model: str, pt: PointsTo, groups: list[Group], labels: list[str],
            unified: list[str]) -> MemoryLayout:
    index_of = {o.key: o.index for o in pt.objects}
    # alias class root -> the classes holding bytes of its objects
    alias_classes: dict[int, list[int]] = {}
    for index, (accesses, objects) in enumerate(groups):
        roots = [pt.class_of(a.node) for a in accesses if not a.zero]
        roots += [pt.class_of(pt.object_node[k]) for k in objects]
        for root in roots:
            found = alias_classes.setdefault(root, [])
            if index not in found:
                found.append(index)
    # a write of zeros goes to the classes of the accesses that overlap it (the only
    # places its bytes are ever read from)
    proper_by_root: dict[int, list[tuple[Access, int]]] = {}
    for index, (accesses, _) in enumerate(groups):
        for a in accesses:
            if not a.zero:
                proper_by_root.setdefault(pt.class_of(a.node), []).append((a, index))
    fills: dict[int, list[Access]] = {}
    fill_targets: dict[int, tuple[int, ...]] = {}
    for z in pt.accesses:
        if z.zero:
            targets: dict[int, None] = {}
            for a, index in proper_by_root.get(pt.class_of(z.node), ()):
                if index not in targets and _overlaps(a, z):
                    targets[index] = None
            fill_targets[id(z)] = tuple(targets)
            for index in targets:
                fills.setdefault(index, []).append(z)
    classes: list[MemoryClass] = []
    access_class: dict[int, int] = {}
    object_classes: dict[str, list[int]] = {}
    for index, ((accesses, objects), label) in enumerate(zip(groups, labels)):
        proper = [a for a in accesses if not a.zero]
        cell, encoding, reason = _encoding(proper, fills.get(index, []), pt.universal_deref)
        types = tuple(dict.fromkeys(str(unit_type(a.type)) for a in proper))
        bits = bitarray(len(pt.objects))           # members as a set over object indices
        bits.setall(0)
        for k in objects:
            bits[index_of[k]] = 1
        members = tuple(pt.objects[i].name for i in bits.search(1))     # in object order
        classes.append(MemoryClass(index, f"{MEMORY_PREFIX}.{index}", label, members, types,
                                   cell, encoding, reason))
        for a in proper:
            access_class[id(a)] = index
        for k in objects:
            object_classes.setdefault(k, []).append(index)
    return MemoryLayout(model, classes, pt, unified, access_class,
                        {k: tuple(v) for k, v in object_classes.items()},
                        {k: tuple(v) for k, v in alias_classes.items()}, fill_targets)


def _encoding(accesses: list[Access], fills: list[Access],
              universal: bool = False) -> tuple[int, str, str]:
    """(cell bits, "bit-vector"|"array", why) for a class with these accesses and these
    writes of zeros (which may cover bytes of several classes, written cell by cell)."""
    if universal:
        return 8, "array", "byte-level array: a pointer that may point anywhere is dereferenced"
    direct = all(a.direct and a.start.known is not None for a in accesses + fills)
    encoding = "bit-vector" if direct else "array"
    units = {unit_type(a.type) for a in accesses}
    why_enc = ("every access is a variable at a constant offset" if direct
               else "accessed through pointers or at variable offsets")
    if len(units) != 1:
        kinds = ", ".join(sorted(str(u) for u in units)) or "nothing"
        return 8, encoding, f"byte-level: accessed as {kinds}; {why_enc}"
    (unit,) = units
    if not isinstance(unit, IntType | PointerType | FloatType) or unit.width <= 8:
        return 8, encoding, f"byte-level: {unit} values; {why_enc}"
    size = unit.width // 8
    for a in accesses + fills:
        if not a.start.aligned(size) or (a.zero and (a.size is None or a.size % size)):
            return 8, encoding, f"byte-level: {a.text} at {a.loc} may be misaligned; {why_enc}"
    return unit.width, encoding, f"word-level: only aligned {unit} accesses; {why_enc}"


def show_memory(layout: MemoryLayout) -> str:
    """``--show-memory``: the classes, their members, encodings, and the typed merges."""
    pt = layout.points_to
    if not pt.objects and not pt.accesses:
        return (f"Memory model: {layout.model}\n"
                "no memory objects: every variable stays an SSA variable\n")
    lines = [f"Memory model: {layout.model}",
             f"{len(layout.classes)} class{'es' if len(layout.classes) != 1 else ''}, "
             f"{len(pt.objects)} object{'s' if len(pt.objects) != 1 else ''}"]
    for c in layout.classes:
        level = "byte-level" if c.byte_level else f"word-level ({c.cell}-bit cells)"
        lines.append(f"class {c.index} ({c.label}): {c.encoding}, {level}")
        lines.append(f"  members: {', '.join(c.members) if c.members else '(none)'}")
        lines.append(f"  accessed as: {', '.join(c.types) if c.types else '(not accessed)'}")
        lines.append(f"  encoding: {c.reason}")
    if layout.model == "typed":
        lines.append("unified types:" if layout.unified else "unified types: none")
        lines.extend(f"  {u}" for u in layout.unified)
    placed = {m for c in layout.classes for m in c.members}
    unplaced = [o.name for o in pt.objects if o.name not in placed]
    if unplaced:
        lines.append(f"no class (only zero-initialised, or never accessed): {', '.join(unplaced)}")
    if pt.reasons:
        lines.append("pointers with unknown targets:")
        lines.extend(f"  {r}" for r in pt.reasons)
    if pt.universal_deref:
        lines.append("note: a pointer that may point anywhere is dereferenced, so every "
                     "object is in one class")
    return "\n".join(lines) + "\n"


def show_program_memory(program: Program, model: str) -> str:
    """``--show-memory`` for an instrumented program (the layout symex would use)."""
    return show_memory(build_layout(program, memory_variables(program), model))


def load_object(layout: MemoryLayout, memory: Memory, values: dict[str, Term], key: str,
                ident: int, offset: int, width: int) -> Term:
    """The ``width``-bit little-endian value at byte ``offset`` of the concrete object
    ``ident`` (abstract object ``key``), read byte by byte from whichever class holds each
    byte (for symex code that reads memory without an IR access, e.g. reachability).

    A byte that no access of the program reads or writes is read from the object's first
    class (or, without any, the first class): its value is arbitrary in every model."""
    pt = layout.points_to
    s = memory.s
    node = pt.object_node.get(key)
    root = pt.class_of(node) if node is not None else None
    owners: list[tuple[Access, MemoryClass]] = []
    if root is not None:
        for a in pt.accesses:
            if not a.zero and pt.class_of(a.node) == root:
                owners.append((a, layout.classes[layout._access_class[id(a)]]))
    fallback = (layout.object_classes(key) or tuple(layout.classes))[0]
    value: Term | None = None
    for k in range(width // 8):
        o = offset + k
        cls = fallback
        for a, c in owners:
            if ranges_overlap(a.start, a.size, Offset(o), 1):
                cls = c
                break
        mem = values[cls.key]
        if cls.byte_level:
            byte = memory.read_byte(mem, memory.pointer(ident, o))
        else:
            step = cls.cell // 8
            cell = memory.read_byte(mem, memory.pointer(ident, o - o % step))
            byte = s.extract(cell, 8 * (o % step) + 7, 8 * (o % step))
        value = byte if value is None else s.concat(byte, value)
    assert value is not None
    if memory.big_endian and width > 8:          # a scalar (a pointer) in target order
        value = memory.to_target_order(value, IntType("", width, False, Rank.CHAR))
    return value
