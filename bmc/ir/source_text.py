"""IR expressions printed as the C source wrote them (for traces).

The front end lowers ``p->a[3]`` to ``*((int *)((int[4] *)p) + 3)`` and ``s.f`` to
``*(int *)((char *)&s + 4)``; ``to_text`` prints that lowered form. ``SourceText`` undoes the
lowering patterns the front end uses for member access, array decay and subscripts:

* ``Deref(PointerAdd(q, offset, 1))`` / ``Deref(Cast(q))`` where ``q`` points to a struct or
  union with a field of the access type at that offset: ``q->f`` (or ``l.f`` when ``q`` is
  ``&l``);
* ``Cast(q, E *)`` where ``q`` points to an array of ``E``: the array ``l`` itself (decay;
  ``(*q)`` when ``q`` is a pointer-to-array variable or read);
* ``Deref(PointerAdd(d, i, sizeof E))`` with ``d`` a decayed array ``l``: ``l[i]``; with any
  other pointer ``p``: ``p[i]``; ``Deref(p)``: ``*p``.

String literals (the front end's read-only objects ``$string1`` ...) print as the literal
the source wrote (``"hello"``), given the names of ``literal_names``.

The operators (unary, binary, cast, subscript, ``?:``, pointer difference) print as
``ExprPrinter`` prints them, with their operands in source terms; anything else (constants,
floating-point operations, queries ...) prints as ``to_text`` does, operands included. Struct
types referenced before their definition (``struct node *next`` inside ``struct node``) are
looked up by tag in a ``StructTable``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from bmc.ir.ctype import (ArrayType, CType, FunctionType, PointerType, StructField,
                          StructType, VoidType, size_in_bytes)
from bmc.ir.expr import (AddressOf, Binary, Cast, Const, Deref, Expr, ExprPrinter, Index, Ite,
                         PointerAdd, PointerDiff, Unary, Var, display_name, is_call_like,
                         to_text)
from bmc.ir.program import Symbol


class StructTable:
    """Complete struct and union types by (is_union, tag)."""

    def __init__(self, types: Iterable[CType] = ()) -> None:
        self._by_tag: dict[tuple[bool, str], StructType] = {}
        for t in types:
            self.add(t)

    def add(self, t: CType) -> None:
        """Record every complete struct type reachable from ``t`` (iteratively)."""
        stack: list[CType] = [t]
        seen: set[int] = set()
        while stack:
            x = stack.pop()
            if id(x) in seen:
                continue
            seen.add(id(x))
            match x:
                case StructType(complete=True, tag=tag, is_union=u, fields=fields):
                    self._by_tag.setdefault((u, tag), x)
                    stack.extend(f.type for f in fields)
                case PointerType(target=target) | ArrayType(element=target):
                    stack.append(target)
                case FunctionType(result=r, params=ps):
                    stack.append(r)
                    stack.extend(ps)

    def resolve(self, t: CType) -> CType:
        """``t`` with an incomplete struct reference replaced by the complete type."""
        if isinstance(t, StructType) and not t.complete:
            return self._by_tag.get((t.is_union, t.tag), t)
        return t

    def size(self, t: CType) -> int | None:
        try:
            return size_in_bytes(self.resolve(t))
        except ValueError:
            return None


def same_type(a: CType, b: CType) -> bool:
    """Equal C types, ignoring whether a struct reference is complete."""
    return a == b or str(a) == str(b)


def field_at(st: StructType, offset: int, t: CType) -> StructField | None:
    """The field of ``st`` at byte ``offset`` whose type is ``t`` (first one for unions)."""
    for f in st.fields:
        if f.offset == offset and f.bit_width is None and same_type(f.type, t):
            return f
    return None


class SourceText(ExprPrinter):
    """Source-level text of IR expressions (see the module docstring)."""

    def __init__(self, structs: StructTable, names: Mapping[str, str] | None = None) -> None:
        self.structs = structs
        self.names = dict(names or {})

    def name(self, var: Var) -> str:
        """A variable's name in the source (a string literal's text)."""
        return self.names.get(var.name) or display_name(var.name)

    def lvalue(self, e: Expr) -> str:
        """Text of an lvalue or of any expression, in source terms."""
        return self.text(e)

    def text(self, e: Expr) -> str:
        """The source-level text of ``e``."""
        match e:
            case Deref(pointer=p, type=t):
                return self._deref(p, t)
            case Cast(operand=q, type=PointerType(target=elem)) \
                    if (arr := self._decayed(q, elem)) is not None:
                return arr
            case PointerAdd() | Cast(type=PointerType()) \
                    if (lv := self._address_of(e, False)) is not None:
                return f"&{lv}"
            case AddressOf(var=v):
                return f"&{self.name(v)}"
            case Var() if e.name in self.names:
                return self.names[e.name]
            case PointerAdd(pointer=p, index=i, scale=k, type=PointerType(target=target)):
                natural = self.structs.size(target)
                if natural is not None and abs(k) == natural:
                    sign = "+" if k > 0 else "-"
                    return f"{self.paren(p)} {sign} {self.paren(i)}"
                return to_text(e)
            case Cast(operand=Cast(operand=a, type=PointerType(target=VoidType())),
                      type=PointerType() as t) if isinstance(a.type, PointerType):
                return f"({t}){self.paren(a)}"        # (T *)(void *)p reads as (T *)p
            case PointerDiff() | Index() | Unary() | Binary() | Cast() | Ite():
                return super().text(e)          # the operator, operands in source terms
        return to_text(e)

    # ------------------------------------------------------------------ patterns
    def _deref(self, p: Expr, t: CType) -> str:
        member = self._member(p, t)
        if member is not None:
            return member
        lv = self._address_of(p)
        if lv is not None:
            return lv
        if isinstance(p, Deref):
            return f"*{self.text(p)}"           # **pp, not *(*pp)
        return f"*{self.paren(p)}"

    def _member(self, p: Expr, t: CType) -> str | None:
        """``q->f`` when ``p`` is the address of field ``f`` of ``*q`` (``l.f`` if q == &l)."""
        found = self._field_address(p, t)
        if found is None:
            return None
        q, f = found
        base = self._address_of(q)
        if base is not None:
            return f"{base}.{f.name}"
        return f"{self.paren(q)}->{f.name}"

    def _field_address(self, p: Expr, t: CType) -> tuple[Expr, StructField] | None:
        match p:
            case PointerAdd(pointer=q, index=Const(value=off), scale=1):
                pass
            case Cast(operand=q):
                off = 0
            case _:
                return None
        if not isinstance(q.type, PointerType):
            return None
        st = self.structs.resolve(q.type.target)
        if not isinstance(st, StructType):
            return None
        f = field_at(st, off, t)
        return (q, f) if f is not None else None

    def _address_of(self, p: Expr, subscripts: bool = True) -> str | None:
        """``l`` when the pointer expression ``p`` is ``&l`` for a source lvalue ``l``
        (``subscripts``: also ``q[i]`` for ``q + i`` with any pointer ``q``)."""
        while isinstance(p, Cast) and same_type(p.type, p.operand.type):
            p = p.operand                        # a cast to the pointer's own type
        if isinstance(p.type, PointerType) and (m := self._member(p, p.type.target)) is not None:
            return m
        match p:
            case AddressOf(var=v):
                return self.name(v)
            case PointerAdd(pointer=d, index=i, scale=k, type=PointerType(target=elem)) \
                    if k > 0 and self.structs.size(elem) == k:
                if isinstance(d, Cast) and isinstance(d.type, PointerType):
                    arr = self._decayed(d.operand, d.type.target)
                    if arr is not None:
                        return f"{arr}[{self.text(i)}]"
                if subscripts:
                    return f"{self.paren(d)}[{self.text(i)}]"
        return None

    def _decayed(self, q: Expr, elem: CType) -> str | None:
        """The array ``l`` when ``q`` is ``&l`` and ``l`` is an array of ``elem``
        (``(*pa)`` when ``q`` is a pointer variable or a pointer read from memory)."""
        if not isinstance(q.type, PointerType):
            return None
        at = q.type.target
        if not isinstance(at, ArrayType) or not same_type(at.element, elem):
            return None
        lv = self._address_of(q)
        if lv is None and isinstance(q, Var | Deref):
            return f"(*{self.text(q)})"
        return lv

    def paren(self, e: Expr) -> str:
        """The source text of ``e`` as an operand: in parentheses unless it is atomic."""
        text = self.text(e)
        simple = isinstance(e, Const | Var | Index | AddressOf) or is_call_like(e) or (
            isinstance(e, Deref) and not text.startswith("*"))
        if simple or text.isidentifier():
            return text
        if isinstance(e, Cast) and isinstance(e.type, PointerType) \
                and not text.startswith("("):
            return text          # a decayed array or a field address: already atomic
        return f"({text})"


def declaration(t: CType, name: str) -> str:
    """The C declaration of ``name`` with type ``t``, without the ``;``: ``int x``,
    ``char buf[8]``, ``int *p``, ``struct s *a[2]``, ``int (*f)[4]``."""
    dims = ""
    while isinstance(t, ArrayType):
        dims += "[]" if t.size is None else f"[{t.size}]"
        t = t.element
    inner = name + dims
    stars = ""
    while isinstance(t, PointerType):
        stars += "*"
        t = t.target
    if isinstance(t, ArrayType | FunctionType) and stars:
        inner = f"({stars}{inner})"
        stars = ""
        if isinstance(t, FunctionType):
            params = ", ".join(str(p) for p in t.params) or "void"
            return f"{t.result} {inner}({params}{', ...' if t.variadic else ''})"
        return declaration(t, inner)
    return f"{t} {stars}{inner}"


def literal_names(symbols: Mapping[str, Symbol]) -> dict[str, str]:
    """The string literal objects (``$stringN``) of a program, with their source text."""
    return {name: sym.source_name for name, sym in symbols.items()
            if name.startswith("$string") and sym.source_name}


__all__ = ["SourceText", "declaration", "literal_names", "StructTable", "field_at", "same_type"]
