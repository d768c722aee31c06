"""Lowering, part 4: objects (a mixin of ``bmc.frontend.lower._Lowerer``).

In: a global's first use, static and automatic initialisers, member and element accesses of
aggregates, bit-fields; out: the global's ``Var`` (its type completed, its initialiser
emitted into the initialisation function), initialising ``Assign``s (zero-fill first where
``initialisers.needs_zero`` says so), sub-object expressions, and the storage-unit
reads/writes a bit-field access becomes.
"""

from __future__ import annotations

from pycparser import c_ast

from bmc.errors import BmcError, ParseError
from bmc.frontend.ast_helpers import (
    is_string,
    scalar_init,
)
from bmc.frontend.fold import NotConstant, evaluate
from bmc.frontend.initialisers import Step, needs_zero
from bmc.frontend.initialisers import plan as init_plan
from bmc.frontend.lowering_state import LoweringState
from bmc.frontend.scopes import (
    FnState,
    GlobalInfo,
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
    AddressOf,
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
    subexpressions,
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


class ObjectLowering(LoweringState):
    """Methods of the lowerer; its state and the other parts' methods are declared in
    ``LoweringState``."""

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
                return self._complete_array(
                    t, self._gnu_literal_init(decl.init, t, info.scope), decl)
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
        init = self._gnu_literal_init(init, t, scope)
        if init is None:
            return [Assign(var, self.zero(t), loc)]
        if isinstance(t, ArrayType | StructType):
            def value_of(item: c_ast.Node, ty: CType) -> Expr:
                if isinstance(ty, StructType):
                    return self._struct_constant(item, ty, scope)
                return self._const_convert(item, ty, scope)
            return self._init_aggregate(var, t, init, loc, value_of)
        node = scalar_init(init)
        if node is None:
            return [Assign(var, self.zero(t), loc)]
        return [Assign(var, self._const_convert(node, t, scope), loc)]

    def _struct_constant(self, item: c_ast.Node, t: StructType, scope: Scope) -> Expr:
        """A struct member of a static object initialised by an expression: only a
        compound literal of the struct's type is constant (GNU C: as its brace list; here
        the value of an unnamed static object initialised by that list)."""
        if isinstance(item, c_ast.CompoundLiteral):
            try:
                lt = self.complete(self.resolve(item.type, scope))
            except Unsupported as u:
                raise self.unsupported(f"{u.what} (compound literal)", item) from None
            if lt == self.complete(t):
                saved = self.fn
                self.fn = FnState(self.fn.name, [scope])
                try:
                    return self._static_literal(item, lt)
                finally:
                    self.fn = saved
        raise self.error("initializer element is not constant", item)

    def _const_convert(self, node: c_ast.Node, t: CType, scope: Scope) -> Expr:
        if isinstance(t, PointerType):
            return self._address_constant(node, t, scope)
        if isinstance(t, FloatType) or self.float_typed(node, scope):
            return self.float_const(node, t, scope)
        try:
            value = self.const_expr(node, scope)
        except NotConstantError:
            if self._has_address(node, scope):
                raise self.unsupported("an address converted to an integer in a static "
                                       "initialiser", node) from None
            raise
        if not isinstance(t, IntType):
            raise self.unsupported(f"initialiser of type {t}", node)
        return const_int(value.value, t)

    def _has_address(self, node: c_ast.Node, scope: Scope) -> bool:
        """Whether ``node``, lowered as an address constant would be, takes an address."""
        try:
            with self.address_evaluation(scope):
                e = self.rvalue(node)
        except (NotConstant, BmcError, Unsupported):
            return False
        return any(isinstance(x, AddressOf) for x in subexpressions(e))

    def _address_constant(self, node: c_ast.Node, t: PointerType, scope: Scope) -> Expr:
        """A static pointer initialiser: an address constant (C11 6.6p9): a null pointer
        constant, or the address of a static-storage object (a global, a function-scope
        static, a string literal, a file-scope compound literal) or function, through ``&``,
        array decay, ``.``/``[]`` with constant indices, pointer casts and the addition or
        subtraction of integer constants. Anything else is an error, as in C."""
        try:
            with self.address_evaluation(scope):
                e = self.convert(self.rvalue(node), t, node)
                return self._address_value(e)
        except NotConstant as nc:
            raise NotConstantError(nc.reason, self.loc(node)) from None

    def _address_value(self, e: Expr) -> Expr:
        """``e`` checked to be an address constant, its integer parts folded; NotConstant
        (saying why) if it is not one."""
        match e:
            case Const():
                return e
            case AddressOf(var=v):        # address mode only gives static objects
                if v.name in self.thread_local:
                    raise NotConstant("initializer element is not constant: the address of "
                                      "a thread-local object")
                return e
            case Cast(operand=x, type=PointerType()) if isinstance(x.type, PointerType):
                return Cast(self._address_value(x), e.type)
            case PointerAdd(pointer=p, index=i, scale=scale, type=pt):
                return PointerAdd(self._address_value(p), self._integer_value(i), scale, pt)
            case Ite(cond=c, then=x, else_=y):
                return self._address_value(x if evaluate(c) else y)
            case Var(name=name):
                sym = self.symbols.get(name)
                shown = sym.source_name if sym is not None and sym.source_name else name
                raise NotConstant(f"initializer element is not constant: it reads the value "
                                  f"of '{shown}'")
            case Deref() | Index():
                raise NotConstant("initializer element is not constant: it reads memory")
        if isinstance(e.type, IntType):
            return self._integer_value(e)
        raise NotConstant("initializer element is not constant")

    def _integer_value(self, e: Expr) -> Const:
        """An integer part of an address constant, folded (NotConstant naming what it
        reads if it is not constant)."""
        try:
            return Const(evaluate(e), e.type)
        except NotConstant:
            for x in subexpressions(e):
                if isinstance(x, Var | Deref | Index):
                    self._address_value(x)
            raise

    def _static_literal(self, node: c_ast.CompoundLiteral, t: CType) -> Var:
        """A file-scope compound literal in a static initialiser: an unnamed object of
        static storage duration with a constant initialiser (C11 6.5.2.5p5)."""
        n = 1
        while f"$compound_literal{n}" in self.symbols:
            n += 1
        name = f"$compound_literal{n}"
        var = Var(name, t)
        self.symbols[name] = Symbol(name, "compound literal", t, SymbolKind.GLOBAL,
                                    self._loc_of(node, ""), "")
        body = self.static_init(var, t, node.init, self._loc_of(node, INIT_FUNCTION),
                                self.fn.scope)
        self.inits.append(((-1, len(self.inits)), body))
        return var

    def _gnu_literal_init(self, init: c_ast.Node | None, t: CType,
                          scope: Scope) -> c_ast.Node | None:
        """GNU C: a static object initialised by a compound literal of its own type is
        initialised by the literal's brace list; other initialisers are returned as they
        are."""
        if not isinstance(init, c_ast.CompoundLiteral):
            return init
        try:
            lt = self.complete(self.resolve(init.type, scope))
        except Unsupported:
            return init
        ot = self.complete(t)
        if isinstance(lt, ArrayType) and isinstance(ot, ArrayType):
            same = lt.element == ot.element and (lt.size is None or ot.size is None
                                                 or lt.size == ot.size)
        else:
            same = lt == ot
        return init.init if same else init

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
            assert isinstance(start.type, PointerType)      # an array decays to a pointer
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
        bits: Expr = Cast(Binary(BinOp.BITAND, v, Const(ones, t), t), unit) if not t.is_bool \
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
