"""The fields of a program for the field abstraction, and the fields its properties mention.

In: the instrumented ``Program``. Out: a ``FieldTable``: every *field* (a unit the
abstraction keeps or drops as a whole), which memory access or global belongs to which field,
and why some fields must always be tracked.

A *memory field* is a group of memory accesses of one alias class of the points-to
analysis (``bmc.memory.points_to``) closed under "may touch a common byte": two accesses of
one class whose byte ranges (offsets modulo the stride the analysis knows, sizes) may
overlap are in one field. For a struct accessed only through its members this is one field
per member (``struct dev.state``); an ``int *`` aimed at a member (``&x->f``), a byte-level
or type-punned access, or an access at an unknown offset merges the members it may touch.
An element of an array indexed in place (``d->buf[i]``, ``d->m[i][j]``, ``d->items[i].f``:
the front end reaches it through a pointer to the array, ``points_to.array_element``) is
taken to stay inside the array (``Access.span``, ``may_overlap``), so an array member is a
field of its own (``struct dev.buf[]``; in an array of structs one per member,
``struct dev.items[].f``) beside the other members. That premise holds for indices in
bounds only: the rewriting keeps what an index out of bounds does
(``bmc.abstraction.rewrite``, ``FieldTable.spans``), which keeps dropping sound. A pointer
moved by arithmetic (``q = d->buf; q[i]``), a ``memcpy`` of the struct or a ``char *``
walk over it still merge the members they may touch.
The closure is what makes dropping sound: every access that may read the bytes of a field
is an access of that field (two accesses in different alias classes never touch the same
object: the analysis is sound), so if every read of a field is replaced by a fresh value,
no value written to the field can be observed, and the writes may be dropped.

A *global field* is a scalar global (or function-scope static) that does not live in
memory: its reads and writes are the ``Var`` occurrences. A global array of scalars that
does not live in memory (address never taken, no struct element: ``int a[N][M]`` kept as
an SSA array) is one global field too: its accesses are the ``Index`` chains on its ``Var``
(``a[i]``, ``a[i][j]``), and its whole-array writes (initialisations) belong to it; an
array also read whole (anything but the base of an ``Index``) is forced. Nothing else can
touch its elements (no pointer reaches them), so dropping them is sound as for a scalar,
with threads too: untracked, the abstract program has no access to it at all, so the
sequentializers give it no context copies and no final equalities and place no switch
point after its element accesses (``bmc.abstraction.rewrite`` says why that loses no
execution). Structs and arrays of structs always live in memory (``memory_variables``):
their members are memory fields.

Forced fields (tracked in every abstraction, ``Field.forced`` says why): memory fields that
hold pointers (a fresh pointer may point anywhere, which would merge all memory), that are
accessed whole (struct or array copies), at several types (type punning, byte access), at an
unknown offset or size, by ``memcpy``/``memset`` (ranged operations symex performs itself),
or whose bytes a function without a body or an intrinsic reads (its arguments are not
rewritten); every memory field when some dereferenced pointer may point anywhere; globals a
function without a body or an intrinsic reads. Zero-initialisations (``x = 0`` of a whole
object) belong to no field: they are dropped only when every field they may touch is
untracked (``FieldTable.zero_fields``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bmc.ir.ctype import (ArrayType, CType, FloatType, IntType, PointerType, StructType,
                          contains_pointer, size_in_bytes)
from bmc.ir.expr import (AddressOf, Binary, Cast, Const, Deref, Expr, Index, PointerAdd, Var,
                         children, display_name)
from bmc.ir.checks import checked_expressions
from bmc.ir.memops import RANGE_OPS, range_accesses
from bmc.ir.program import (Assert, Assign, Assume, Call, Free, Function, Goto, Program,
                            Return, SymbolKind)
from bmc.memory.points_to import (Access, Offset, PointsTo, analyse, array_element,
                                  memory_variables, ranges_overlap)

GLOBAL_KINDS = (SymbolKind.GLOBAL, SymbolKind.STATIC_LOCAL)


@dataclass(frozen=True, slots=True)
class Field:
    """One field: ``name`` as reports show it, ``kind`` "memory" or "global", ``forced``
    why it is always tracked ("" if it may be dropped)."""

    index: int
    name: str
    kind: str
    forced: str = ""


@dataclass
class FieldTable:
    """The fields of one program and the lookups the rewriting needs."""

    fields: list[Field]
    access_field: dict[Expr, int]         # memory access expression -> its field
    global_field: dict[str, int]          # global variable name -> its field
    zero_fields: dict[Expr, tuple[int, ...] | None]   # zero write -> fields it may touch
                                                     # (None: unknown, always kept)
    memory_vars: frozenset[str]
    # array element accesses (zero writes included) given their field on the premise that
    # their indices are in bounds (``Access.span``) -> the fields of their alias class (an
    # index out of bounds may reach their bytes)
    spans: dict[Expr, frozenset[int]] = field(default_factory=dict)

    @property
    def forced(self) -> frozenset[int]:
        return frozenset(f.index for f in self.fields if f.forced)

    @property
    def all(self) -> frozenset[int]:
        return frozenset(f.index for f in self.fields)

    def field_of(self, e: Expr) -> int | None:
        """The field an rvalue or lvalue ``e`` reads or writes as a whole, if any."""
        if isinstance(e, Var) and e.name not in self.memory_vars:
            return self.global_field.get(e.name)
        if isinstance(e, Index):
            base: Expr = e
            while isinstance(base, Index):
                base = base.array
            if isinstance(base, Var) and base.name not in self.memory_vars:
                return self.global_field.get(base.name)
        return self.access_field.get(e)         # (an element of an array in memory too)

    def names(self, indices: frozenset[int] | set[int]) -> list[str]:
        return sorted(self.fields[i].name for i in indices)


def discover(program: Program) -> FieldTable:
    """The fields of ``program`` (see the module doc)."""
    mem = memory_variables(program)
    pt = analyse(program, mem)
    index_of = {id(a): i for i, a in enumerate(pt.accesses)}
    groups = _groups(pt)
    group_of: dict[int, int] = {}
    for g, members in enumerate(groups):
        for i in members:
            group_of[i] = g
    forced: dict[int, str] = {}
    for g, members in enumerate(groups):
        why = _forced_reason([pt.accesses[i] for i in members], pt.universal_deref)
        if why:
            forced[g] = why
    access_field: dict[Expr, int] = {}
    for e, a in pt.access_of.items():
        k = index_of.get(id(a))
        if k is not None and k in group_of:
            access_field[e] = group_of[k]
    names = _group_names(program, pt, groups, access_field)
    fields = [Field(g, names[g], "memory", forced.get(g, "")) for g in range(len(groups))]
    global_field: dict[str, int] = {}
    for name, sym in program.symbols.items():
        if sym.kind in GLOBAL_KINDS and name not in mem \
                and _abstractable_global(name, sym.type):
            global_field[name] = len(fields)
            fields.append(Field(len(fields), f"global {display_name(name)}", "global"))
    zero_fields = _zero_fields(pt, groups)
    by_class: dict[int, set[int]] = {}
    for g, members in enumerate(groups):
        by_class.setdefault(pt.class_of(pt.accesses[members[0]].node), set()).add(g)
    spans = {e: frozenset(by_class.get(pt.class_of(a.node), ()))
             for e, a in (*pt.access_of.items(), *pt.zero_of.items()) if a.span is not None}
    table = FieldTable(fields, access_field, global_field, zero_fields, mem, spans)
    for why, e in _whole_array_reads(program, global_field):
        f = table.field_of(e)
        if f is not None and not table.fields[f].forced:
            old = table.fields[f]
            table.fields[f] = Field(old.index, old.name, old.kind, why)
    for why, e in _opaque_reads(program):
        f = table.field_of(e)
        if f is not None and not table.fields[f].forced:
            old = table.fields[f]
            table.fields[f] = Field(old.index, old.name, old.kind, why)
    return table


def _abstractable_global(name: str, t: CType) -> bool:
    while isinstance(t, ArrayType):
        t = t.element
    return isinstance(t, IntType | FloatType) and not name.startswith("__") and "$" not in name


def _whole_array_reads(program: Program, global_field: dict[str, int]) -> list[tuple[str, Var]]:
    """The global array fields read whole: a ``Var`` of array type anywhere but as the base
    of an ``Index`` or the left-hand side of an ``Assign`` (its initialisation)."""
    out: list[tuple[str, Var]] = []
    for f in program.functions.values():
        for ins in f.body:
            stack = [ins.rhs] if isinstance(ins, Assign) and isinstance(ins.lhs, Var) \
                else list(checked_expressions(ins))
            while stack:
                x = stack.pop()
                if isinstance(x, Index):
                    if isinstance(x.type, ArrayType):       # a row of a[i][j] read whole
                        stack.append(x.array)
                        stack.append(x.index)
                        continue
                    base: Expr = x
                    while isinstance(base, Index):
                        stack.append(base.index)
                        base = base.array
                    if not isinstance(base, Var):
                        stack.append(base)
                    continue
                if isinstance(x, Var) and isinstance(x.type, ArrayType) \
                        and x.name in global_field:
                    out.append((f"accessed whole as {x.type} at {ins.loc}", x))
                    continue
                stack.extend(children(x))
    return out


# ----------------------------------------------------------------------------- grouping
def _groups(pt: PointsTo) -> list[list[int]]:
    """The accesses (indices into ``pt.accesses``, zero writes left out) grouped per alias
    class and closed under possible byte overlap; deterministic order."""
    by_class: dict[int, list[int]] = {}
    for i, a in enumerate(pt.accesses):
        if not a.zero:
            by_class.setdefault(pt.class_of(a.node), []).append(i)
    out: list[list[int]] = []
    for members in by_class.values():
        # one representative per distinct (start, size, span): few of them per class
        shapes: dict[tuple[int, int, int | None, tuple[Offset, int] | None], list[int]] = {}
        for i in members:
            a = pt.accesses[i]
            shapes.setdefault((a.start.rem, a.start.mod, a.size, a.span), []).append(i)
        keys = list(shapes)
        parent = list(range(len(keys)))

        def find(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        reps = [pt.accesses[shapes[k][0]] for k in keys]
        for x in range(len(keys)):
            for y in range(x + 1, len(keys)):
                if may_overlap(reps[x], reps[y].start, reps[y].size, reps[y].span):
                    rx, ry = find(x), find(y)
                    if rx != ry:
                        parent[max(rx, ry)] = min(rx, ry)
        merged: dict[int, list[int]] = {}
        for x, k in enumerate(keys):
            merged.setdefault(find(x), []).extend(shapes[k])
        out.extend(sorted(m) for m in merged.values())
    return out


def may_overlap(a: Access, start: Offset, size: int | None,
                span: tuple[Offset, int] | None = None) -> bool:
    """Whether access ``a`` and the bytes ``[start, start + size)`` (within ``span`` if
    given) may share a byte, array element accesses taken to be in bounds (within their
    ``span``: ``bmc.abstraction.rewrite`` keeps what an index out of bounds would do)."""
    if not ranges_overlap(a.start, a.size, start, size):
        return False
    if a.span is not None and not ranges_overlap(a.span[0], a.span[1], start, size):
        return False
    if span is not None and not ranges_overlap(span[0], span[1], a.start, a.size):
        return False
    return a.span is None or span is None \
        or ranges_overlap(a.span[0], a.span[1], span[0], span[1])


def _forced_reason(accesses: list[Access], universal: bool) -> str:
    if universal:
        return "a pointer that may point anywhere is dereferenced"
    types = {str(a.type) for a in accesses}
    for a in accesses:
        if contains_pointer(a.type):
            return f"holds pointers ({a.text} at {a.loc})"
        if not isinstance(a.type, IntType | FloatType):
            return f"accessed whole as {a.type} ({a.text} at {a.loc})"
        if a.size is None or (a.span[0] if a.span is not None else a.start).mod == 1:
            return f"accessed at an unknown offset ({a.text} at {a.loc})"
    if len(types) > 1:
        return f"accessed at several types: {', '.join(sorted(types))}"
    return ""


def _zero_fields(pt: PointsTo, groups: list[list[int]]) -> dict[Expr, tuple[int, ...] | None]:
    """For each zero write: the fields whose accesses it may overlap."""
    out: dict[Expr, tuple[int, ...] | None] = {}
    if pt.universal_deref:
        return {e: None for e in pt.zero_of}
    for e, z in pt.zero_of.items():
        if z.size is None:
            out[e] = None
            continue
        root = pt.class_of(z.node)
        hit: list[int] = []
        for g, members in enumerate(groups):
            if any(pt.class_of(pt.accesses[i].node) == root
                   and may_overlap(pt.accesses[i], z.start, z.size, z.span)
                   for i in members):
                hit.append(g)
        out[e] = tuple(hit)
    return out


def _opaque_reads(program: Program) -> list[tuple[str, Expr]]:
    """Expressions read by code the rewriting leaves alone: the arguments of functions
    without a body and intrinsics (their memory reads and globals), and the byte accesses
    of ranged memory operations."""
    out: list[tuple[str, Expr]] = []
    for f in program.functions.values():
        for ins in f.body:
            if not isinstance(ins, Call) or ins.function in program.functions:
                continue
            where = f"{ins.function} at {ins.loc}"
            if ins.function in RANGE_OPS:
                dst, src = range_accesses(ins)
                out.append((f"copied or set by {where}", dst))
                if src is not None:
                    out.append((f"copied by {where}", src))
            for arg in ins.args:
                stack = [arg]
                while stack:
                    x = stack.pop()
                    out.append((f"read by {where}", x))
                    if not isinstance(x, AddressOf):
                        stack.extend(children(x))
    return out


# ----------------------------------------------------------------------------- names
def _group_names(program: Program, pt: PointsTo, groups: list[list[int]],
                 access_field: dict[Expr, int]) -> list[str]:
    """A readable name per group: ``struct S.f`` from the member accesses' base pointer
    types when known (``struct S.{f,g}`` for a group of several members), else the access
    text; duplicates get ``#n``."""
    members: dict[int, set[str]] = {}
    for e, g in access_field.items():
        name = member_name(e)
        if name is not None:
            members.setdefault(g, set()).add(name)
    found: dict[int, str] = {}
    for g, names in members.items():
        ordered = sorted(names)
        if len(ordered) == 1:
            found[g] = ordered[0]
            continue
        prefix = ordered[0].rsplit(".", 1)[0]
        struct = ordered[0].split(".", 1)[0]         # struct S (of struct S.a[].f)
        if all(n.rsplit(".", 1)[0] == prefix for n in ordered):
            found[g] = f"{prefix}.{{{','.join(n.rsplit('.', 1)[1] for n in ordered)}}}"
        elif all(n.split(".", 1)[0] == struct for n in ordered):
            found[g] = f"{struct}.{{{','.join(n.split('.', 1)[1] for n in ordered)}}}"
        else:
            found[g] = " + ".join(ordered)
    for g, group in enumerate(groups):
        if g not in found:
            found[g] = pt.accesses[group[0]].text
    seen: dict[str, int] = {}
    out: list[str] = []
    for g in range(len(groups)):
        base = found[g]
        n = seen.get(base, 0)
        seen[base] = n + 1
        out.append(base if n == 0 else f"{base}#{n + 1}")
    return out


def member_name(e: Expr) -> str | None:
    """``struct S.f`` if ``e`` is a read of member ``f`` through a ``struct S`` pointer or
    variable (``*(int *)((char *)p + 4)``, ``*(int *)p``, ``*(int *)&s``)."""
    if not isinstance(e, Deref):
        return None
    element = array_element(e)
    if element is None:
        return _pointer_member(e.pointer)
    array = _pointer_member(element.array)          # struct S.a[] (an array member)
    if array is None or not isinstance(element.element, StructType):
        return array
    inner = _member(element.element, element.inner)    # struct T.f: then struct S.a[].f
    return None if inner is None else f"{array}.{inner.split('.', 1)[1]}"


def _pointer_member(p: Expr) -> str | None:
    """``struct S.f`` if ``p`` points to member ``f`` of a ``struct S``."""
    offset = 0
    while True:
        match p:
            case Cast(operand=inner) if isinstance(inner.type, PointerType):
                if isinstance(inner.type.target, StructType):
                    return _member(inner.type.target, offset)
                p = inner
            case PointerAdd(pointer=inner, index=Const(value=k), scale=s):
                offset += k * s
                p = inner
            case Binary() | Index():
                return None
            case AddressOf(var=v) if isinstance(v.type, StructType):
                return _member(v.type, offset)
            case _:
                if isinstance(p.type, PointerType) and isinstance(p.type.target, StructType):
                    return _member(p.type.target, offset)
                return None


def _member(t: StructType, offset: int) -> str | None:
    for f in t.fields:
        try:
            size = size_in_bytes(f.type)
        except ValueError:
            continue
        if f.offset <= offset < f.offset + size:
            if isinstance(f.type, StructType):
                inner = _member(f.type, offset - f.offset)
                return None if inner is None else f"{t}.{f.name}.{inner.split('.', 1)[1]}"
            if isinstance(f.type, ArrayType):
                return f"{t}.{f.name}[]"
            return f"{t}.{f.name}"
    return None


# ----------------------------------------------------------------------------- seeds
def reads(table: FieldTable, e: Expr) -> set[int]:
    """The fields ``e`` reads."""
    out: set[int] = set()
    stack = [e]
    while stack:
        x = stack.pop()
        f = table.field_of(x)
        if f is not None:
            out.add(f)
        if isinstance(x, AddressOf):
            continue
        stack.extend(children(x))
    return out


def _local_reads(e: Expr) -> set[str]:
    return {x.name for x in _walk(e) if isinstance(x, Var)}


def _walk(e: Expr) -> list[Expr]:
    out, stack = [], [e]
    while stack:
        x = stack.pop()
        out.append(x)
        stack.extend(children(x))
    return out


def seeds(program: Program, table: FieldTable) -> dict[int, str]:
    """The fields the properties mention: read by an assertion's condition, or
    (transitively) by an assignment to a variable or field such a condition reads;
    each with the reason (``mentioned by <property id>``)."""
    why: dict[int, str] = {}
    names: dict[str, str] = {}          # variables (and "#field" keys) -> reason
    asserts = sorted((a for _, _, a in program.assertions()),
                     key=lambda a: a.property_class != "assertion")   # user assertions first
    for a in asserts:
        reason = f"mentioned by {a.property_id or a.description}"
        for f in reads(table, a.cond):
            why.setdefault(f, reason)
        for v in _local_reads(a.cond):
            names.setdefault(v, reason)
    for f, reason in why.items():
        names.setdefault(f"#{f}", reason)
    changed = True
    while changed:
        changed = False
        for fn in program.functions.values():
            for ins in fn.body:
                for target, value in _flows(program, fn, ins):
                    key = _key(table, target)
                    if key is None or key not in names:
                        continue
                    reason = names[key]
                    for f in reads(table, value):
                        if f not in why:
                            why[f] = f"{reason} (through an assignment at {ins.loc})"
                            names[f"#{f}"] = why[f]
                            changed = True
                    for v in _local_reads(value):
                        if v not in names:
                            names[v] = reason
                            changed = True
    return why


def _key(table: FieldTable, target: Expr) -> str | None:
    f = table.field_of(target)
    if f is not None:
        return f"#{f}"
    if isinstance(target, Var):
        return target.name
    return None


def _flows(program: Program, fn: Function, ins: object) -> list[tuple[Expr, Expr]]:
    """(target, value) pairs ``ins`` assigns (arguments to parameters, returns)."""
    match ins:
        case Assign(lhs=lhs, rhs=rhs):
            return [(lhs, rhs)]
        case Call(function=name, args=args):
            callee = program.functions.get(name)
            if callee is None:
                return []
            out: list[tuple[Expr, Expr]] = list(zip(callee.params, args))
            if ins.lhs is not None and callee.return_var is not None:
                out.append((ins.lhs, callee.return_var))
            return out
        case Return(value=v) if v is not None and fn.return_var is not None:
            return [(fn.return_var, v)]
        case Assume() | Assert() | Goto() | Free():
            return []
    return []


__all__ = ["Field", "FieldTable", "discover", "may_overlap", "member_name", "reads", "seeds"]
