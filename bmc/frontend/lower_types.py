"""Lowering, part 1: C types from declarations (a mixin of ``bmc.frontend.lower._Lowerer``).

In: pycparser declarator/type nodes and the current scope; out: ``bmc.ir.ctype`` types —
base and typedef names, ``mode`` attributes, function and parameter types, struct/union layout
as gcc does it on x86 (bit-fields included), completion of incomplete types, alignment, and
enumerators as constants.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from pycparser import c_ast
from pycparserext.ext_c_parser import (
    AttributeSpecifier,
    FuncDeclExt,
    TypeDeclExt,
    TypeOfDeclaration,
    TypeOfExpression,
)

from bmc.errors import BmcError, ParseError
from bmc.frontend.layout import Member, field_align, lay_out, type_align
from bmc.frontend.scopes import (
    BadEnum,
    EnumConst,
    GlobalInfo,
    Local,
    NotConstantError,
    Scope,
    TagEntry,
    TypedefEntry,
    Unsupported,
)
from bmc.ir.ctype import (
    ArrayType,
    CType,
    FunctionType,
    IntType,
    PointerType,
    StructType,
    VoidType,
)
from bmc.frontend.lower_floats import float_type
from bmc.frontend.lowering_state import LoweringState
from bmc.frontend.varargs import va_list_type
from bmc.frontend.ast_helpers import (
    FLOAT_NAMES,
    TYPE_KEYWORDS,
    MODE_WIDTHS,
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
                except Unsupported as u:
                    target = VoidType(stands_for=u.what)
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
                return self._enum_type(node, scope)
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
            if any(self._layout_attributes(getattr(node, "attributes", ()), scope)):
                raise Unsupported(f"packed or aligned attribute on a declaration of "
                                  f"{'union' if is_union else 'struct'} {node.name} that "
                                  "is not its definition")
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
            packed, user_align = self._layout_attributes(getattr(node, "attributes", ()),
                                                         scope)
            members = [self._member(d, scope, packed, k == len(node.decls) - 1, is_union)
                       for k, d in enumerate(node.decls)]
            if self.options.os_name == "windows" and \
                    any(m.bit_width is not None for m in members):
                raise Unsupported("bit-fields in the Microsoft (Windows) struct layout")
            result = lay_out(tag, members, is_union, self.model, getattr(node, "pack", 0),
                             user_align)
        except BaseException:
            del self.struct_types[id(node)]
            raise
        self.struct_types[id(node)] = result
        self.struct_tags[tag] = result
        return result

    def _member(self, d: c_ast.Node, scope: Scope, packed: bool, last: bool,
                is_union: bool) -> Member:
        """What member declaration ``d`` of a struct (``packed``: the struct is; ``last``: it
        is the last member; ``is_union``: of a union) says. A flexible array member (``T data[];``, the last member)
        is laid out as gcc lays it out, as GNU's ``T data[0]``: no size, its offset aligned
        for ``T``; accesses through it are checked against the object it lies in."""
        if not isinstance(d, c_ast.Decl):
            what = "#pragma inside a struct definition" if isinstance(d, c_ast.Pragma) \
                else f"struct member {type(d).__name__}"
            raise Unsupported(what)
        t = self.complete(self.resolve(d.type, scope))
        if isinstance(t, StructType) and not t.complete:
            raise Unsupported(f"field of incomplete type {t}")
        if isinstance(t, ArrayType) and t.size is None:
            if is_union:
                raise self.error("flexible array member in union", d)
            if not last:
                raise self.error("flexible array member not at end of struct", d)
            t = ArrayType(t.element, 0)
        if isinstance(t, FunctionType | VoidType):
            raise Unsupported(f"field of type {t}")
        own_packed, own_align = self._layout_attributes(self._entity_attributes(d), scope)
        own_align = self._max_align(own_align, self._alignas(d, scope))
        width = None if d.bitsize is None else self._bit_width(d, t, scope)
        return Member(d.name or "", t, width, packed or own_packed, own_align,
                      self._type_user_align(d.type, scope),
                      d.name is None and width is None and isinstance(t, StructType))

    def _bit_width(self, d: c_ast.Decl, t: CType, scope: Scope) -> int:
        """The width of bit-field ``d`` of type ``t``, checked as gcc does."""
        if not isinstance(t, IntType):
            raise Unsupported(f"bit-field of type {t}")
        try:
            width = self.const_eval(d.bitsize, scope)
        except NotConstantError:
            raise self.error("bit-field width not an integer constant", d.bitsize) from None
        if width < 0 or width > t.width or (t.is_bool and width > 1):
            raise self.error(f"width of bit-field '{d.name}' exceeds its type", d.bitsize)
        if width == 0 and d.name is not None:
            raise self.error(f"zero width for bit-field '{d.name}'", d.bitsize)
        return width

    # ------------------------------------------------------------------ alignment
    def _layout_attributes(self, exprs: Iterable[c_ast.Node], scope: Scope
                           ) -> tuple[bool, int | None]:
        """(``packed``, the largest ``aligned`` value or None) among GNU attribute
        expressions; attributes that change the layout otherwise are refused."""
        packed, align = False, None
        for e in exprs:
            match e:
                case c_ast.ID(name=name) | c_ast.FuncCall(name=c_ast.ID(name=name)):
                    pass
                case _:
                    continue
            word = name.strip("_")
            args = e.args.exprs if isinstance(e, c_ast.FuncCall) and e.args else []
            if word == "packed":
                packed = True
            elif word == "aligned":
                align = self._max_align(align, self._aligned_value(args, e, scope))
            elif word in ("scalar_storage_order", "ms_struct"):
                raise Unsupported(f"__attribute__(({word}))")
        return packed, align

    def _aligned_value(self, args: list[c_ast.Node], node: c_ast.Node, scope: Scope) -> int:
        """The value of ``aligned(N)``; ``aligned`` alone is the target's largest
        alignment (16 on x86)."""
        if not args:
            if (self.options.arch or "x86_64") not in ("x86_64", "i386", "amd64", "i486",
                                                       "i586", "i686", "x32"):
                raise Unsupported("__attribute__((aligned)) without a value on "
                                  f"{self.options.arch}")
            return 16
        try:
            value = self.const_eval(args[0], scope)
        except NotConstantError:
            raise self.error("requested alignment is not an integer constant",
                             args[0]) from None
        if value <= 0 or value & (value - 1):
            raise self.error("requested alignment is not a positive power of 2", node)
        return value

    @staticmethod
    def _max_align(a: int | None, b: int | None) -> int | None:
        return b if a is None else a if b is None else max(a, b)

    def _alignas(self, d: c_ast.Node, scope: Scope) -> int | None:
        """The largest ``_Alignas`` of declaration ``d`` (0 counts as none)."""
        found: int | None = None
        for spec in getattr(d, "align", None) or ():
            arg = spec.alignment
            value: int | None
            if isinstance(arg, c_ast.Typename):
                t = self.complete(self.resolve(arg, scope))
                value = self._type_user_align(arg, scope) or field_align(t, self.model)
            else:
                value = self._aligned_value([arg], spec, scope) \
                    if not self._is_zero(arg, scope) else None
            found = self._max_align(found, value)
        return found

    def _is_zero(self, node: c_ast.Node, scope: Scope) -> bool:
        try:
            return self.const_eval(node, scope) == 0
        except NotConstantError:
            return False

    @staticmethod
    def _entity_attributes(d: c_ast.Node) -> list[c_ast.Node]:
        """The GNU attribute expressions of declaration ``d`` that apply to what it
        declares: among its specifiers and after its declarator."""
        exprs: list[c_ast.Node] = []
        for spec in getattr(d, "funcspec", None) or ():
            if isinstance(spec, AttributeSpecifier):
                exprs.extend(spec.exprlist.exprs)
        return exprs + TypeResolution._declarator_attributes(d.type)

    @staticmethod
    def _declarator_attributes(node: c_ast.Node) -> list[c_ast.Node]:
        """The GNU attribute expressions after declarator ``node`` (on its innermost
        ``TypeDecl``, where pycparserext keeps them)."""
        while not isinstance(node, c_ast.TypeDecl) and hasattr(node, "type"):
            node = node.type
        attributes = getattr(node, "attributes", None)
        if isinstance(node, TypeDeclExt) and attributes is not None:
            return list(attributes.exprs)
        return []

    def _type_user_align(self, node: c_ast.Node | None, scope: Scope) -> int | None:
        """The alignment the type written at declarator ``node`` has from an aligned
        typedef (None: its natural alignment)."""
        while isinstance(node, c_ast.Typename | c_ast.Decl | c_ast.ArrayDecl):
            node = node.type
        if not isinstance(node, c_ast.TypeDecl) or \
                not isinstance(node.type, c_ast.IdentifierType):
            return None
        names = node.type.names
        if len(names) != 1 or names[0] in TYPE_KEYWORDS:
            return None
        entry = scope.lookup(names[0])
        if not isinstance(entry, TypedefEntry):
            return None
        _, own = self._layout_attributes(self._declarator_attributes(entry.node), entry.scope)
        return own if own is not None else self._type_user_align(entry.node, entry.scope)

    def alignof(self, node: c_ast.UnaryOp) -> int:
        """gcc's value of ``_Alignof(x)`` / ``__alignof__(x)``: of a type name, the C11
        alignment or the type's own (they differ on i386 for ``double`` and ``long long``);
        of a variable or member, its declared alignment; else its type's own."""
        operand = node.expr
        c11 = node.op == "_Alignof"
        try:
            t = self.resolve(operand) if isinstance(operand, c_ast.Typename) \
                else self.type_of(operand)
        except Unsupported as u:
            raise self.unsupported(u.what, operand) from None
        t = self.complete(t)
        if isinstance(t, StructType) and not t.complete:
            raise self.error(f"invalid application of '{node.op}' to incomplete type {t}",
                             node)
        if isinstance(operand, c_ast.Typename):
            user = self._type_user_align(operand, self.fn.scope)
            if user is not None:
                return user
            return field_align(t, self.model) if c11 else type_align(t, self.model)
        if isinstance(t, FunctionType):
            return 1
        match operand:
            case c_ast.ID(name=name):
                declared = self._declared_align(name)
                if declared is not None:
                    return declared
            case c_ast.StructRef(name=base, type=kind, field=c_ast.ID(name=member)):
                st = self.complete(self.type_of(base))
                if kind == "->" and isinstance(st, PointerType):
                    st = self.complete(st.target)
                f = st.field(member) if isinstance(st, StructType) else None
                if f is not None and f.bit_width is not None:
                    raise self.error("'__alignof' applied to a bit-field", node)
                if f is not None and f.align:
                    return f.align
        return type_align(t, self.model)

    def _declared_align(self, name: str) -> int | None:
        """The alignment variable ``name`` is declared with (its type's own raised by
        ``aligned``/``_Alignas``, or an aligned typedef's); None: not a variable."""
        entry = self.fn.scope.lookup(name)
        decls: list[c_ast.Node] = []
        if isinstance(entry, GlobalInfo):
            decls, scope = entry.decls, entry.scope
        elif isinstance(entry, Local) and entry.decl is not None:
            decls, scope = [entry.decl], self.fn.scope
        if not decls:
            return None
        written = decls[0].type
        try:
            t = self.complete(self.resolve(written, scope))
        except Unsupported:
            while isinstance(written, c_ast.ArrayDecl):    # a variable-length array: its
                written = written.type                      # element's alignment
            try:
                t = self.complete(self.resolve(written, scope))
            except Unsupported:
                return None
        align = self._type_user_align(written, scope) or type_align(t, self.model)
        for d in decls:
            _, own = self._layout_attributes(self._entity_attributes(d), scope)
            align = max(align, own or 1, self._alignas(d, scope) or 1)
        return align

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

    def _enum_type(self, node: c_ast.Enum, scope: Scope) -> IntType:
        """The type of an enum as gcc chooses it: ``unsigned int`` when no value is
        negative, else ``int``, while the values fit (it matters: ``e - 1 < 0`` is false
        for an enum of unsigned type), else the first wider integer type that holds them
        all; with ``__attribute__((packed))`` the smallest one (an unsigned type when no
        value is negative). On Windows targets (MSVC) ``int``."""
        m = self.model
        if node.values is None and node.name:
            entry = scope.lookup_tag(f"enum {node.name}")
            if entry is None:
                return m.int_type
            node, scope = entry.node, entry.scope
        packed, align = self._layout_attributes(getattr(node, "attributes", ()), scope)
        if align is not None:
            raise Unsupported("aligned attribute on an enum")
        named: list[tuple[str, int]] = []
        for item in node.values.enumerators if node.values is not None else ():
            const = scope.lookup(item.name)
            if isinstance(const, EnumConst):
                named.append((item.name, const.value))
        if not named:
            return m.int_type
        values = [v for _, v in named]
        lo, hi = min(values), max(values)
        if self.options.os_name == "windows" and m.int_type.min <= lo and hi <= m.int_type.max:
            chosen = m.int_type             # MSVC: int, whatever the values
        elif not packed and lo >= 0 and hi <= m.uint.max:
            chosen = m.uint                 # gcc: unsigned int when no value is negative
        elif not packed and m.int_type.min <= lo and hi <= m.int_type.max:
            chosen = m.int_type
        else:
            candidates = [m.uchar, m.ushort, m.uint, m.ulong, m.ullong] if lo >= 0 else \
                [m.schar, m.short_, m.int_type, m.long_, m.llong]
            if not packed:
                candidates = [t for t in candidates if t.width >= m.int_]
            chosen = next((t for t in candidates if t.min <= lo and hi <= t.max), m.llong)
        # the constants travel with the type for traces (``st = CONNECTED (2)``); they are
        # no part of its identity: the type equals ``chosen``
        return replace(chosen, enumerators=tuple(named))

    def _register_enums(self, node: c_ast.Node | None, scope: Scope) -> None:
        """Declare the enumerators of every enum definition inside a declaration's type."""
        while node is not None:
            match node:
                case c_ast.Enum(values=values) if values is not None:
                    if node.name:
                        scope.tags[f"enum {node.name}"] = TagEntry(node, scope)
                    self._declare_enumerators(values, scope)
                    return
                case c_ast.Struct() | c_ast.Union():
                    if node.name is not None and node.decls is not None:
                        scope.tags[node.name] = TagEntry(node, scope)
                    for d in node.decls or ():
                        if isinstance(d, c_ast.Decl):
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
