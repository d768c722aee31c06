"""Initialiser lists: which sub-object each initialiser of a braced list sets (C11 6.7.9).

``plan(lowerer, t, init)`` walks an initialiser for an object of type ``t`` (array, struct or
union, nested to any depth) and returns, in source order, ``(path, item, type)`` triples:

* ``path``: the sub-object, a tuple of steps; an ``int`` step is an array index, a
  ``StructField`` step a member (bit-fields included; their step carries the width);
* ``item``: the initialiser expression (an AST node) or a constant (``int``, the bytes of a
  string literal);
* ``type``: the sub-object's type (a scalar, or a struct/union initialised from an
  expression of that type).

Brace elision, designators (``.f``, ``[k]``, GNU ``[a ... b]``, chains like ``.a.b[2]``),
unions (the first named member unless designated) and strings for ``char`` arrays are
handled; later initialisers of the same sub-object come later in the list, so emitting the
assignments in order gives C's "last one wins". Sub-objects without an initialiser are
zero; ``needs_zero`` says whether the plan leaves any (the caller then zero-fills first).
"""

from __future__ import annotations

from typing import Protocol

from pycparser import c_ast
from pycparserext.ext_c_parser import RangeExpression

from bmc.errors import BmcError
from bmc.frontend.literals import string_bytes
from bmc.frontend.scopes import Unsupported
from bmc.ir.ctype import ArrayType, CType, IntType, StructField, StructType, const_leaves

Step = int | StructField
Path = tuple[Step, ...]
PlanItem = tuple[Path, "c_ast.Node | int", CType]


class Host(Protocol):
    """What planning needs from the lowerer."""

    def const_eval(self, node: c_ast.Node) -> int: ...

    def complete(self, t: CType) -> CType: ...

    def type_of(self, node: c_ast.Node) -> CType: ...

    def error(self, message: str, node: c_ast.Node | None) -> Exception: ...

    def unsupported(self, what: str, node: c_ast.Node | None) -> Exception: ...

    def warn(self, message: str) -> None: ...


def is_string(node: c_ast.Node | None) -> bool:
    return isinstance(node, c_ast.Constant) and node.type == "string"


def is_char_array(t: CType) -> bool:
    return isinstance(t, ArrayType) and isinstance(t.element, IntType) \
        and t.element.width == 8


def plan(host: Host, t: CType, init: c_ast.Node) -> list[PlanItem]:
    """The (path, item, type) triples of initialiser ``init`` for an object of type ``t``."""
    out: list[PlanItem] = []
    _Planner(host, out).top(t, init)
    return out


def needs_zero(t: CType, items: list[PlanItem]) -> bool:
    """Whether some byte of the object is not set by ``items`` (so zero-fill it first)."""
    if any(path == () for path, _, _ in items):
        return False                    # the whole object from one expression
    leaves = const_leaves(t)
    if leaves is None:
        return True
    paths = {path for path, _, _ in items}
    return len(paths) < leaves or any(isinstance(ty, StructType) for _, _, ty in items)


def string_size(node: c_ast.Constant) -> int:
    return len(string_bytes(node.value)) + 1


class _Planner:
    def __init__(self, host: Host, out: list[PlanItem]) -> None:
        self.h = host
        self.out = out

    def top(self, t: CType, init: c_ast.Node) -> None:
        if is_char_array(t) and is_string(init):
            self.string(t, init, ())
        elif isinstance(t, ArrayType | StructType):
            if isinstance(init, c_ast.InitList):
                if (len(init.exprs) == 1 and is_char_array(t) and is_string(init.exprs[0])):
                    self.string(t, init.exprs[0], ())
                else:
                    self.aggregate(t, list(init.exprs), 0, (), True)
            elif isinstance(t, StructType):
                self.out.append(((), init, t))       # struct from an expression
            else:
                raise self.h.error("array initializer must be an initializer list", init)
        else:
            node = _scalar(init)
            if node is not None:
                self.out.append(((), node, t))

    # ------------------------------------------------------------------ pieces
    def string(self, t: CType, node: c_ast.Constant, base: Path) -> None:
        if not is_char_array(t):
            raise self.h.error("array of non-char type initialized from string", node)
        assert isinstance(t, ArrayType) and isinstance(t.element, IntType)
        data = string_bytes(node.value) + [0]
        if t.size is not None:
            data = data[:t.size]
        for i, byte in enumerate(data):
            self.out.append((base + (i,), byte, t.element))

    def _members(self, t: StructType) -> list[StructField]:
        named = [f for f in t.fields if f.name]
        return named[:1] if t.is_union else named

    def aggregate(self, t: CType, items: list[c_ast.Node], pos: int, base: Path,
                  braced: bool) -> int:
        """Initialise the aggregate at ``base`` from ``items[pos:]``; the next position."""
        t = self.h.complete(t)
        index = 0                       # next array index / member position
        members = self._members(t) if isinstance(t, StructType) else []
        while pos < len(items):
            item = items[pos]
            if isinstance(item, c_ast.NamedInitializer):
                if not braced:
                    return pos
                index = self.designated(t, item.name, item.expr, base)
                pos += 1
                if len(item.name) > 1 and pos < len(items) and \
                        not isinstance(items[pos], c_ast.NamedInitializer):
                    raise self.h.unsupported(
                        "positional initialiser after a nested designator", items[pos])
                continue
            step: Step
            if isinstance(t, ArrayType):
                if t.size is not None and index >= t.size:
                    if braced:
                        self.h.warn("excess elements in array initializer")
                        return len(items)
                    return pos
                step, sub = index, t.element
            else:
                assert isinstance(t, StructType)
                if index >= len(members):
                    if braced:
                        self.h.warn(f"excess elements in {t} initializer")
                        return len(items)
                    return pos
                step, sub = members[index], members[index].type
            pos = self.element(sub, items, pos, base + (step,))
            index += 1
        return pos

    def element(self, t: CType, items: list[c_ast.Node], pos: int, path: Path) -> int:
        """Initialise the sub-object ``path`` of type ``t`` from ``items[pos]`` (brace
        elision: from as many items as it takes); the next position."""
        t = self.h.complete(t)
        item = items[pos]
        if isinstance(t, ArrayType | StructType):
            if isinstance(item, c_ast.InitList):
                if len(item.exprs) == 1 and is_char_array(t) and is_string(item.exprs[0]):
                    self.string(t, item.exprs[0], path)
                else:
                    self.aggregate(t, list(item.exprs), 0, path, True)
                return pos + 1
            if is_char_array(t) and is_string(item):
                self.string(t, item, path)
                return pos + 1
            if isinstance(t, StructType) and self._struct_valued(item, t):
                self.out.append((path, item, t))
                return pos + 1
            return self.aggregate(t, items, pos, path, False)
        node = _scalar(item)
        if node is not None:
            self.out.append((path, node, t))
        return pos + 1

    def _struct_valued(self, item: c_ast.Node, t: StructType) -> bool:
        try:
            it = self.h.complete(self.h.type_of(item))
        except (BmcError, Unsupported):     # a bad item is reported when it is lowered
            return False
        return isinstance(it, StructType) and it == t

    def designated(self, t: CType, designators: list[c_ast.Node], value: c_ast.Node,
                   base: Path) -> int:
        """Apply one designated initialiser; the position after the designated member."""
        t = self.h.complete(t)
        first, rest = designators[0], designators[1:]
        targets: list[tuple[Step, CType]] = []
        if isinstance(first, c_ast.ID):
            if not isinstance(t, StructType):
                raise self.h.error("field name not in record or union initializer", first)
            named = [f for f in t.fields if f.name]
            position = next((k for k, f in enumerate(named) if f.name == first.name), None)
            if position is None:
                raise self.h.error(f"{t} has no member named '{first.name}'", first)
            f = named[position]
            targets.append((f, f.type))
            after = position + 1
        else:
            if not isinstance(t, ArrayType):
                raise self.h.error("array index in non-array initializer", first)
            if isinstance(first, RangeExpression):
                lo, hi = self.h.const_eval(first.first), self.h.const_eval(first.last)
            else:
                lo = hi = self.h.const_eval(first)
            if lo < 0 or (t.size is not None and hi >= t.size) or hi < lo:
                raise self.h.error("array index in initializer exceeds array bounds", first)
            targets.extend((k, t.element) for k in range(lo, hi + 1))
            after = hi + 1
        for step, sub in targets:
            path = base + (step,)
            if rest:
                sub = self.h.complete(sub)
                if not isinstance(sub, ArrayType | StructType):
                    raise self.h.error("designator for a scalar member", rest[0])
                self.designated(sub, rest, value, path)
            else:
                self.element(sub, [value], 0, path)
        return after


def _scalar(node: c_ast.Node) -> c_ast.Node | None:
    """A scalar's initialiser without braces (``int x = {5};``); None for ``{}``."""
    while isinstance(node, c_ast.InitList):
        if not node.exprs:
            return None
        node = node.exprs[0]
    return node
