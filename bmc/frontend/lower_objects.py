"""Lowering, part 4: objects (a mixin of ``bmc.frontend.lower._Lowerer``).

In: a global's first use, static and automatic initialisers, member and element accesses of
aggregates, bit-fields; out: the global's ``Var`` (its type completed, its initialiser
emitted into the initialisation function), initialising ``Assign``s (zero-fill first where
``initialisers.needs_zero`` says so), sub-object expressions, and the storage-unit
reads/writes a bit-field access becomes.
"""

from __future__ import annotations

from pycparser import c_ast

from bmc.errors import ParseError
from bmc.frontend.ast_helpers import (
    is_string,
    scalar_init,
)
from bmc.frontend.initialisers import Step, needs_zero
from bmc.frontend.initialisers import plan as init_plan
from bmc.frontend.scopes import (
    FnState,
    FuncInfo,
    GlobalInfo,
    Local,
    NotConstantError,
    Scope,
    Unsupported,
)
from bmc.ir.ctype import (
    ArrayType,
    CType,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    Rank,
    StructField,
    StructType,
    VoidType,
    size_in_bytes,
)
from bmc.ir.expr import (
    Binary,
    BinOp,
    Cast,
    Const,
    Deref,
    Expr,
    Filled,
    Index,
    Ite,
    Nondet,
    PointerAdd,
    Var,
    const_int,
)
from bmc.ir.program import (
    INIT_FUNCTION,
    Assign,
    Function,
    Instruction,
    Return,
    SourceLocation,
    Symbol,
    SymbolKind,
)


def _const_object(decl: c_ast.Decl | None) -> bool:
    """The declared object itself is const (``const int c``, ``char *const p``, not
    ``const char *p``)."""
    t = decl.type if decl is not None else None
    while isinstance(t, c_ast.ArrayDecl):
        t = t.type
    return isinstance(t, c_ast.TypeDecl | c_ast.PtrDecl) and "const" in (t.quals or [])


class ObjectLowering:
    """Methods of the lowerer; state and the other parts live in ``_Lowerer``."""

    # ------------------------------------------------------------------ globals
    def use_global(self, info: GlobalInfo, node: c_ast.Node) -> Var:
        if info.var is not None:
            return info.var
        if info.failure is not None:
            raise self.unsupported(info.failure, node)
        decl = self._defining_decl(info)
        try:
            t = self._global_type(info, decl)
        except Unsupported as u:
            info.failure = f"{u.what} (variable '{info.source_name}')"
            raise self.unsupported(info.failure, node) from None
        problem = self._object_problem(t)
        if problem is not None:
            info.failure = f"{problem} (variable '{info.source_name}')"
            raise self.unsupported(info.failure, node)
        decl_loc = self._loc_of(decl, "")
        var = Var(info.name, t)
        info.var = var
        self.symbols[info.name] = Symbol(info.name, info.source_name, t, SymbolKind.GLOBAL,
                                         decl_loc, "")
        if any("_Thread_local" in d.storage or "__thread" in d.storage for d in info.decls):
            self.thread_local.setdefault(info.name)
        init_loc = self._loc_of(decl, INIT_FUNCTION)
        if all("extern" in d.storage for d in info.decls) and decl.init is None:
            self.warn(f"variable {info.source_name} is declared but never defined; "
                      "its initial value is nondeterministic")
            body: list[Instruction] = [Assign(var, Nondet(t), init_loc)]
        else:
            body = self.static_init(var, t, decl.init, init_loc, info.scope, decl)
        self.inits.append(((0, info.order[0] * 1_000_000 + info.order[1]), body))
        return var

    @staticmethod
    def _defining_decl(info: GlobalInfo) -> c_ast.Decl:
        with_init = [d for d in info.decls if d.init is not None]
        if len(with_init) > 1:
            raise ParseError(f"redefinition of '{info.source_name}'",
                             SourceLocation(with_init[1].coord.file, with_init[1].coord.line,
                                            with_init[1].coord.column or 0))
        if with_init:
            return with_init[0]
        tentative = [d for d in info.decls if "extern" not in d.storage]
        return tentative[-1] if tentative else info.decls[-1]

    def _global_type(self, info: GlobalInfo, decl: c_ast.Decl) -> CType:
        t = self.resolve(decl.type, info.scope)
        if isinstance(t, ArrayType) and t.size is None:
            for other in info.decls:
                ot = self.resolve(other.type, info.scope)
                if isinstance(ot, ArrayType) and ot.size is not None:
                    return ot
            if decl.init is not None:
                return self._complete_array(t, decl.init, decl)
            if "extern" not in decl.storage:
                self.warn(f"array '{info.source_name}' assumed to have one element")
                return ArrayType(t.element, 1)
        return t

    def _init_function(self) -> Function:
        body: list[Instruction] = []
        for _, instructions in sorted(self.inits, key=lambda item: item[0]):
            body.extend(instructions)
        body.append(Return(None, SourceLocation("<built-in>", 0, 0, INIT_FUNCTION)))
        return Function(INIT_FUNCTION, FunctionType(VoidType(), ()), (), tuple(body),
                        SourceLocation("<built-in>", 0, 0, INIT_FUNCTION))

    # ------------------------------------------------------------------ initialisers
    def zero(self, t: CType) -> Expr:
        match t:
            case ArrayType(element=e):
                return Filled(self.zero(e), t)
            case IntType() | PointerType() | StructType() | FloatType():
                return Const(0, t)
        raise Unsupported(f"zero value of {t}")

    def static_init(self, var: Var, t: CType, init: c_ast.Node | None,
                    loc: SourceLocation, scope: Scope,
                    decl: c_ast.Decl | None = None) -> list[Instruction]:
        """Initialisation of a global or static: constant values only (arbitrary with
        --nondet-static, unless the object is const)."""
        if self.options.nondet_static and not _const_object(decl):
            return [Assign(var, Nondet(t), loc)]
        if init is None:
            return [Assign(var, self.zero(t), loc)]
        if isinstance(t, ArrayType | StructType):
            def value_of(item: c_ast.Node, ty: CType) -> Expr:
                if isinstance(ty, StructType):
                    raise self.error("initializer element is not constant", item)
                return self._const_convert(item, ty, scope)
            return self._init_aggregate(var, t, init, loc, value_of)
        node = scalar_init(init)
        if node is None:
            return [Assign(var, self.zero(t), loc)]
        return [Assign(var, self._const_convert(node, t, scope), loc)]

    def _const_convert(self, node: c_ast.Node, t: CType, scope: Scope) -> Expr:
        if isinstance(t, PointerType):
            return self._address_constant(node, t, scope)
        if isinstance(t, FloatType) or self.float_typed(node, scope):
            return self.float_const(node, t, scope)
        value = self.const_expr(node, scope)
        if not isinstance(t, IntType):
            raise self.unsupported(f"initialiser of type {t}", node)
        return const_int(value.value, t)

    def _address_constant(self, node: c_ast.Node, t: PointerType, scope: Scope) -> Expr:
        """A static pointer initialiser: a null pointer constant, ``&global``, a global
        array, or casts of these."""
        saved = self.fn
        if scope is not self.fn.scope:
            self.fn = FnState(self.fn.name, [scope])
        try:
            e = self._address_expr(node)
        finally:
            self.fn = saved
        return self.convert(e, t, node)

    def _address_expr(self, node: c_ast.Node) -> Expr:
        match node:
            case c_ast.Cast(to_type=to_type, expr=inner):
                target = self.resolve(to_type)
                return self.convert(self._address_expr(inner), target, node)
            case c_ast.UnaryOp(op="&", expr=c_ast.ID(name=name)):
                entry = self.fn.scope.lookup(name)
                if isinstance(entry, FuncInfo):
                    return self.function_address(entry, node)
                if isinstance(entry, GlobalInfo):
                    return self.address_of(self.use_global(entry, node), node)
                if isinstance(entry, Local) and self.symbols.get(entry.var.name) is not None \
                        and self.symbols[entry.var.name].kind is SymbolKind.STATIC_LOCAL:
                    return self.address_of(entry.var, node)
            case c_ast.ID(name=name):
                entry = self.fn.scope.lookup(name)
                if isinstance(entry, FuncInfo):
                    return self.function_address(entry, node)
                if isinstance(entry, GlobalInfo):
                    var = self.use_global(entry, node)
                    if isinstance(var.type, ArrayType):
                        return self.decay(var, node)
            case c_ast.Constant(type="string"):
                return self.decay(self.string_literal(node), node)
        try:
            value = self.const_expr(node)
        except NotConstantError:
            raise self.unsupported("non-constant pointer initialiser", node) from None
        return value

    def local_init(self, var: Var, t: CType, init: c_ast.Node, loc: SourceLocation) -> None:
        if isinstance(t, ArrayType | StructType):
            def value_of(item: c_ast.Node, ty: CType) -> Expr:
                return self.convert(self.rvalue(item), ty, item)
            items = self._init_aggregate(var, t, init, loc, value_of)
            for ins in items:
                self.emit(ins)
            return
        node = scalar_init(init)
        value = self.zero(t) if node is None else self.convert(self.rvalue(node), t, node)
        self.emit(Assign(var, value, loc))

    def _sub_object(self, e: Expr, step: Step) -> Expr:
        """The element ``step`` (an index) or member ``step`` (a field) of aggregate ``e``."""
        if isinstance(step, int):
            assert isinstance(e.type, ArrayType)
            index = Const(step, self.model.int_type if step <= self.model.int_type.max
                          else self.model.long_)
            if isinstance(e, Var | Index):
                return Index(e, index, e.type.element)
            start = self.decay(e, None)
            return Deref(PointerAdd(start, index, size_in_bytes(e.type.element), start.type),
                         e.type.element)
        return self._field(self.address_of(e, None), step)

    def _field(self, address: Expr, f: StructField) -> Expr:
        """The member ``f`` of the struct at ``address``."""
        if f.bit_width is not None:
            return self._bit_field_read(address, f)
        target = self._pointer_to(f.type)
        if f.offset == 0:
            field_address: Expr = Cast(address, target)
        else:
            field_address = PointerAdd(address, Const(f.offset, self.model.long_), 1, target)
        return Deref(field_address, f.type)

    # ------------------------------------------------------------------ bit-fields
    def _container(self, address: Expr, f: StructField) -> Deref:
        """The storage unit (an unsigned integer of the field type's size) holding ``f``."""
        assert isinstance(f.type, IntType)
        width = f.unit or f.type.width
        unit = self._int_of_width(width, False) if width & (width - 1) == 0 else \
            IntType(f"unsigned __bmc_unit{width}", width, False, Rank.LONG_LONG)
        pointer = self._pointer_to(unit)
        at: Expr = Cast(address, pointer) if f.offset == 0 else \
            PointerAdd(address, Const(f.offset, self.model.long_), 1, pointer)
        return Deref(at, unit)

    def _bit_field_parts(self, address: Expr, f: StructField
                         ) -> tuple[IntType, int, int, Expr, IntType]:
        """Bit-field ``f`` at ``address``: (declared type, width, bit offset, its storage
        unit as an lvalue, the unit's type)."""
        t = f.type
        assert isinstance(t, IntType) and f.bit_width is not None
        container = self._container(address, f)
        unit = container.type
        assert isinstance(unit, IntType)
        return t, f.bit_width, f.bit_offset, container, unit

    def _bit_field_read(self, address: Expr, f: StructField) -> Expr:
        """The value of bit-field ``f``: extracted, sign-extended for signed types, of type
        ``int`` when narrower than ``int`` (as gcc promotes it), else the declared type.
        The expression is registered so that ``lvalue`` users can write the field."""
        t, w, off, container, unit = self._bit_field_parts(address, f)
        result = self.model.int_type if w < self.model.int_ else t
        if w == unit.width:
            value: Expr = container
        else:
            shifted = container if off == 0 else \
                Binary(BinOp.SHR, container, Const(off, unit), unit)
            value = Binary(BinOp.BITAND, shifted, Const((1 << w) - 1, unit), unit)
        if t.is_bool:
            value = Cast(value, t)
        elif t.signed and w < t.width:
            wide = self.model.int_type if w + 2 <= self.model.int_ else self.model.llong
            v = Cast(value, wide)
            half, full = Const(1 << (w - 1), wide), Const(1 << w, wide)
            it = self.model.int_type
            value = Binary(BinOp.SUB, v, Ite(Binary(BinOp.GE, v, half, it), full,
                                            Const(0, wide), wide), wide)
        value = self.convert(value, result, None) if value.type != result else value
        if value.type != result:
            value = Cast(value, result)
        self.bit_fields[id(value)] = (value, address, f)
        return value

    def _bit_field_write(self, address: Expr, f: StructField, value: Expr,
                         loc: SourceLocation) -> Assign:
        """``container = (container & ~mask) | ((value & ones) << offset)``."""
        t, w, off, container, unit = self._bit_field_parts(address, f)
        v = self.convert(value, t, None)
        if w == t.width and not t.is_bool:
            # a full-width field in a wider unit (packed): as unsigned, so the mask fits
            t = self._int_of_width(w, False)
            v = Cast(v, t)

        if w == unit.width:
            return Assign(container, Cast(v, unit) if v.type != unit else v, loc)
        ones = (1 << w) - 1
        bits = Cast(Binary(BinOp.BITAND, v, Const(ones, t), t), unit) if not t.is_bool \
            else Cast(v, unit)
        if off:
            bits = Binary(BinOp.SHL, bits, Const(off, unit), unit)
        keep = Const(((1 << unit.width) - 1) ^ (ones << off), unit)
        new = Binary(BinOp.BITOR, Binary(BinOp.BITAND, container, keep, unit), bits, unit)
        return Assign(container, new, loc)

    def assign(self, target: Expr, value: Expr, loc: SourceLocation) -> Assign:
        """``target = value`` (a bit-field target writes its storage unit)."""
        found = self.bit_fields.get(id(target))
        if found is not None and found[0] is target:
            _, address, f = found
            return self._bit_field_write(address, f, value, loc)
        return Assign(target, value, loc)

    def _init_aggregate(self, var: Var, t: CType, init: c_ast.Node, loc: SourceLocation,
                        value_of) -> list[Instruction]:
        """Assignments initialising aggregate ``var`` (zero-fill first when needed);
        ``value_of(item, type)`` lowers one initialiser."""
        items = init_plan(self, t, init)
        out: list[Instruction] = []
        if needs_zero(t, items):
            out.append(Assign(var, self.zero(t), loc))
        for path, item, ty in items:
            value = const_int(item, ty) if isinstance(item, int) and isinstance(ty, IntType) \
                else value_of(item, ty)
            target: Expr = var
            for step in path:
                target = self._sub_object(target, step)
            out.append(self.assign(target, value, loc))
        return out

    def _complete_array(self, t: ArrayType, init: c_ast.Node, node: c_ast.Node) -> ArrayType:
        """``T a[] = {...}``: the size comes from the initialiser."""
        if not (isinstance(init, c_ast.InitList) or is_string(init)):
            raise self.error("invalid initializer for an array", node)
        items = init_plan(self, t, init)
        size = max((path[0] for path, _, _ in items if path and isinstance(path[0], int)),
                   default=-1) + 1
        return ArrayType(t.element, size)
