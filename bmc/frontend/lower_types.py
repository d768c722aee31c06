"""Lowering, part 1: C types from declarations (a mixin of ``bmc.frontend.lower._Lowerer``).

In: pycparser declarator/type nodes and the current scope; out: ``bmc.ir.ctype`` types —
base and typedef names, ``mode`` attributes, function and parameter types, struct/union layout
as gcc does it on x86 (bit-fields included), completion of incomplete types, alignment, and
enumerators as constants.
"""

from __future__ import annotations

from dataclasses import replace

from pycparser import c_ast
from pycparserext.ext_c_parser import (
    FuncDeclExt,
    TypeDeclExt,
    TypeOfDeclaration,
    TypeOfExpression,
)

from bmc.errors import BmcError, ParseError
from bmc.frontend.scopes import (
    BadEnum,
    EnumConst,
    NotConstantError,
    Scope,
    TagEntry,
    TypedefEntry,
    Unsupported,
)
from bmc.ir.ctype import (
    ArrayType,
    CType,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    StructField,
    StructType,
    VoidType,
    size_in_bytes,
)
from bmc.frontend.lower_floats import float_type
from bmc.frontend.lowering_state import LoweringState
from bmc.frontend.varargs import va_list_type
from bmc.frontend.ast_helpers import (
    FLOAT_NAMES,
    TYPE_KEYWORDS,
    MODE_WIDTHS,
    round_up,
    attribute_calls,
)


class TypeResolution(LoweringState):
    """Methods of the lowerer; its state and the other parts' methods are declared in
    ``LoweringState``."""

    def resolve(self, node: c_ast.Node, scope: Scope | None = None) -> CType:
        """The C type a declarator/type-name denotes; raises Unsupported or ParseError."""
        scope = scope or self.fn.scope
        match node:
            case c_ast.Typename() | c_ast.Decl():
                return self.resolve(node.type, scope)
            case c_ast.TypeDecl():
                base = self._base_type(node.type, scope)
                if isinstance(node, TypeDeclExt):
                    base = self._apply_mode(base, getattr(node, "attributes", None), node)
                return base
            case c_ast.ArrayDecl():
                element = self.resolve(node.type, scope)
                if isinstance(element, FunctionType | VoidType):
                    raise self.error(f"declaration of array of {element}", node)
                if isinstance(element, ArrayType) and element.size is None:
                    raise self.error("array type has incomplete element type", node)
                return ArrayType(element, self._array_size(node.dim, scope))
            case c_ast.PtrDecl():
                try:
                    target = self.resolve(node.type, scope)
                except Unsupported:
                    target = VoidType()
                return PointerType(target, self.model.pointer)
            case c_ast.FuncDecl() | FuncDeclExt():
                return self._function_type(node, scope, None)[0]
            case c_ast.Struct() | c_ast.Union():         # an anonymous member
                return self._struct_type(node, scope)
        raise Unsupported(f"type construct {type(node).__name__}")

    def _array_size(self, dim: c_ast.Node | None, scope: Scope) -> int | None:
        if dim is None:
            return None
        try:
            size = self.const_eval(dim, scope)
        except NotConstantError:
            raise Unsupported("variable-length arrays") from None
        if size < 0:
            raise self.error("size of array is negative", dim)
        return size

    def _base_type(self, node: c_ast.Node, scope: Scope) -> CType:
        match node:
            case c_ast.IdentifierType(names=names):
                return self._named_type(names, scope, node)
            case c_ast.Struct() | c_ast.Union():
                return self._struct_type(node, scope)
            case c_ast.Enum():
                return self.model.int_type
            case TypeOfExpression(expr=e):
                t = self.type_of(e)
                return t
            case TypeOfDeclaration(declaration=d):
                return self.resolve(d, scope)
        raise Unsupported(f"type construct {type(node).__name__}")

    def _named_type(self, names: list[str], scope: Scope, node: c_ast.Node) -> CType:
        m = self.model
        if len(names) == 1 and names[0] not in TYPE_KEYWORDS:
            return self._typedef(names[0], scope, node)
        words = ["signed" if w in ("__signed__", "__signed") else w for w in names]
        if any(w in FLOAT_NAMES for w in words):
            return float_type(words, m)
        if any(w in ("_Complex", "__complex__", "__complex") for w in words):
            raise Unsupported("complex types")
        unsigned = "unsigned" in words
        if unsigned and "signed" in words:
            raise self.error("both 'signed' and 'unsigned' in declaration specifiers", node)
        longs = words.count("long")
        if "void" in words:
            return VoidType()
        if "_Bool" in words:
            return m.bool_
        if "__int128" in words:
            return m.uint128 if unsigned else m.int128
        if "char" in words:
            return m.uchar if unsigned else (m.schar if "signed" in words else m.char)
        if "short" in words:
            return m.ushort if unsigned else m.short_
        if longs == 1:
            return m.ulong if unsigned else m.long_
        if longs == 2:
            return m.ullong if unsigned else m.llong
        if longs > 2:
            raise self.error("'long long long' is too long", node)
        return m.uint if unsigned else m.int_type

    def _typedef(self, name: str, scope: Scope, node: c_ast.Node) -> CType:
        entry = scope.lookup(name)
        if isinstance(entry, TypedefEntry):
            if entry.failure is not None:
                raise entry.failure
            if entry.resolved is None:
                try:
                    entry.resolved = self.resolve(entry.node, entry.scope)
                except Unsupported as e:
                    entry.failure = e
                    raise
            return entry.resolved
        match name:
            case "__int128_t":
                return self.model.int128
            case "__uint128_t":
                return self.model.uint128
            case "__builtin_va_list":
                return va_list_type(self.model.pointer)
        raise self.error(f"unknown type name '{name}'", node)

    def _apply_mode(self, base: CType, attributes: c_ast.Node | None,
                    node: c_ast.Node) -> CType:
        """GCC's ``__attribute__((__mode__(QI/HI/SI/DI/TI/word)))`` on integer typedefs."""
        if attributes is None or not isinstance(base, IntType):
            return base
        for attr in attribute_calls(attributes):
            name = attr.name.name.strip("_") if isinstance(attr.name, c_ast.ID) else ""
            if name == "vector_size":
                raise Unsupported("vector types")
            if name != "mode" or attr.args is None or not attr.args.exprs:
                continue
            arg = attr.args.exprs[0]
            mode = arg.name.strip("_") if isinstance(arg, c_ast.ID) else ""
            width = self.model.pointer if mode in ("word", "pointer") \
                else MODE_WIDTHS.get(mode)
            if width is None:
                raise Unsupported(f"machine mode {mode}")
            return self._int_of_width(width, base.signed and not base.is_bool)
        return base

    def _int_of_width(self, width: int, signed: bool) -> IntType:
        m = self.model
        candidates = [m.schar, m.short_, m.int_type, m.long_, m.llong, m.int128] if signed \
            else [m.uchar, m.ushort, m.uint, m.ulong, m.ullong, m.uint128]
        return next(t for t in candidates if t.width == width)

    def _function_type(self, node: c_ast.Node, scope: Scope,
                       kr_decls: list[c_ast.Decl] | None
                       ) -> tuple[FunctionType, list[tuple[str | None, CType, c_ast.Node]]]:
        """The type of a function declarator and its parameters (name, type, node)."""
        result = self.resolve(node.type, scope)
        if isinstance(result, ArrayType | FunctionType):
            raise self.error("function cannot return an array or a function", node)
        params: list[tuple[str | None, CType, c_ast.Node]] = []
        variadic = False
        has_prototype = node.args is not None
        kr = {d.name: d for d in kr_decls or ()}
        if node.args is not None:
            items = list(node.args.params)
            if (len(items) == 1 and isinstance(items[0], c_ast.Typename | c_ast.Decl)
                    and items[0].name is None):
                try:
                    if isinstance(self.resolve(items[0], scope), VoidType):
                        items = []
                except Unsupported:
                    pass
            for p in items:
                match p:
                    case c_ast.EllipsisParam():
                        variadic = True
                    case c_ast.ID(name=pname):
                        has_prototype = False
                        d = kr.get(pname)
                        t = self.resolve(d, scope) if d is not None else self.model.int_type
                        params.append((pname, self._adjust_param(t), d or p))
                    case c_ast.Typename() | c_ast.Decl():
                        t = self._adjust_param(self._param_type(p.type, scope))
                        if isinstance(t, VoidType):
                            raise self.error("'void' must be the only parameter", p)
                        params.append((p.name, t, p))
                    case _:
                        raise self.error("invalid parameter declaration", p)
        ftype = FunctionType(result, tuple(t for _, t, _ in params), variadic, has_prototype)
        return ftype, params

    def _param_type(self, node: c_ast.Node, scope: Scope) -> CType:
        """A parameter's declared type; an array parameter's outer size is not evaluated
        (``int a[n]`` is ``int *a``), so variably sized parameters need no VLA."""
        if isinstance(node, c_ast.ArrayDecl) and node.dim is not None:
            try:
                return self.resolve(node, scope)
            except (Unsupported, ParseError) as e:
                if isinstance(e, Unsupported) and e.what != "variable-length arrays":
                    raise
                # the size names other parameters (``int n, int a[n]``): it does not matter
                return PointerType(self.resolve(node.type, scope), self.model.pointer)
        return self.resolve(node, scope)

    def _adjust_param(self, t: CType) -> CType:
        match t:
            case ArrayType(element=e):
                return PointerType(e, self.model.pointer)
            case FunctionType():
                return PointerType(t, self.model.pointer)
        return t

    def _struct_type(self, node: c_ast.Node, scope: Scope) -> StructType:
        """The laid-out type of a struct/union specifier (definitions are memoised by node;
        a reference to a tag being defined gives an incomplete placeholder)."""
        is_union = isinstance(node, c_ast.Union)
        if node.decls is None:
            entry = scope.lookup_tag(node.name) if node.name else None
            if entry is None:
                return StructType(node.name or "?", (), 0, 1, is_union, complete=False)
            node, scope = entry.node, entry.scope
        done = self.struct_types.get(id(node))
        if done is not None:
            return done
        self.struct_count += 1
        base = node.name or "$anon"
        tag = base if base not in self.struct_tags and node.name else \
            f"{base}${self.struct_count}"
        placeholder = StructType(tag, (), 0, 1, is_union, complete=False)
        self.struct_types[id(node)] = placeholder
        if node.name is not None:
            scope.tags.setdefault(node.name, TagEntry(node, scope))
        try:
            fields: list[StructField] = []
            bits, size, align = 0, 0, 1        # next free bit (structs), size in bytes
            for d in node.decls:
                if not isinstance(d, c_ast.Decl):
                    raise Unsupported(f"struct member {type(d).__name__}")
                t = self.complete(self.resolve(d.type, scope))
                if isinstance(t, StructType) and not t.complete:
                    raise Unsupported(f"field of incomplete type {t}")
                if isinstance(t, ArrayType) and t.size is None:
                    raise Unsupported("flexible array members")
                if isinstance(t, FunctionType | VoidType):
                    raise Unsupported(f"field of type {t}")
                a = self._align_of(t)
                n = size_in_bytes(t)
                if d.bitsize is not None:
                    field, bits = self._bit_field(d, t, 0 if is_union else bits, scope)
                    if field is not None:
                        fields.append(field)
                        align = max(align, a)       # unnamed bit-fields do not align
                    size = max(size, (bits + 7) // 8)
                    continue
                here = 0 if is_union else round_up((bits + 7) // 8, a)
                if d.name is None and isinstance(t, StructType):
                    fields.extend(replace(f, offset=here + f.offset) for f in t.fields)
                else:
                    fields.append(StructField(d.name or "", t, here))
                bits = (here + n) * 8
                size = max(size, here + n)
                align = max(align, a)
        except BaseException:
            del self.struct_types[id(node)]
            raise
        result = StructType(tag, tuple(fields), round_up(size, align), align, is_union)
        self.struct_types[id(node)] = result
        self.struct_tags[tag] = result
        return result

    def _bit_field(self, d: c_ast.Decl, t: CType, bits: int, scope: Scope
                   ) -> tuple[StructField | None, int]:
        """Lay out bit-field ``d`` of type ``t`` at the first free bit ``bits`` as gcc does
        on x86 (a field never crosses a boundary of its type's size; width 0 moves to the
        next boundary); (the field or None if unnamed, the next free bit)."""
        if not isinstance(t, IntType):
            raise Unsupported(f"bit-field of type {t}")
        try:
            width = self.const_eval(d.bitsize, scope)
        except NotConstantError:
            raise self.error("bit-field width not an integer constant", d.bitsize) from None
        unit = t.width
        if width < 0 or width > unit or (t.is_bool and width > 1):
            raise self.error(f"width of bit-field '{d.name}' exceeds its type", d.bitsize)
        if width == 0:
            if d.name is not None:
                raise self.error(f"zero width for bit-field '{d.name}'", d.bitsize)
            return None, round_up(bits, unit)
        if unit == 64 and self.model.pointer == 32:
            raise Unsupported("64-bit bit-fields on ILP32")
        if bits // unit != (bits + width - 1) // unit:
            bits = round_up(bits, unit)
        start = bits - bits % unit
        field = StructField(d.name, t, start // 8, width, bits - start) if d.name else None
        return field, bits + width

    def complete(self, t: CType) -> CType:
        """``t`` with an incomplete struct placeholder replaced by the completed type."""
        if isinstance(t, StructType) and not t.complete:
            found = self.struct_tags.get(t.tag)
            if found is None:
                entry = self.fn.scope.lookup_tag(t.tag)
                if entry is not None:
                    found = self._struct_type(entry.node, entry.scope)
            if found is not None and found.complete:
                return found
        return t

    def _align_of(self, t: CType) -> int:
        match t:
            case ArrayType(element=e):
                return self._align_of(e)
            case StructType(align=a):
                return a
            case IntType(width=w):
                if w == 64 and self.model.pointer == 32:
                    return 4                    # i386 System V: long long in structs
                return max(1, w // 8)
            case PointerType(width=w):
                return w // 8
            case FloatType(align=a):
                return a
        return 1

    def _register_enums(self, node: c_ast.Node | None, scope: Scope) -> None:
        """Declare the enumerators of every enum definition inside a declaration's type."""
        while node is not None:
            match node:
                case c_ast.Enum(values=values) if values is not None:
                    self._declare_enumerators(values, scope)
                    return
                case c_ast.Struct() | c_ast.Union():
                    if node.name is not None and node.decls is not None:
                        scope.tags[node.name] = TagEntry(node, scope)
                    for d in node.decls or ():
                        self._register_enums(d.type, scope)
                    return
                case c_ast.TypeDecl() | c_ast.ArrayDecl() | c_ast.PtrDecl() | \
                        c_ast.Typename() | c_ast.Decl():
                    node = node.type
                case c_ast.FuncDecl() | FuncDeclExt():
                    node = node.type
                case _:
                    return

    def _declare_enumerators(self, values: c_ast.EnumeratorList, scope: Scope) -> None:
        next_value = 0
        for item in values.enumerators:
            try:
                if item.value is not None:
                    next_value = self.const_eval(item.value, scope)
                t = self.model.int_type
                if not t.min <= next_value <= t.max:
                    t = self.model.llong if next_value <= self.model.llong.max \
                        else self.model.ullong
                scope.names[item.name] = EnumConst(next_value, t)
            except BmcError as e:
                scope.names[item.name] = BadEnum(e)
            except Unsupported as u:
                scope.names[item.name] = BadEnum(self.unsupported(u.what, item))
            next_value += 1
