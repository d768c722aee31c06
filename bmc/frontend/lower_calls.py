"""Lowering, part 3: function calls (a mixin of ``bmc.frontend.lower._Lowerer``).

In: a pycparser call node; out: IR instructions — calls of defined functions with argument
conversion, calls through function pointers (candidate chains), nondet and bodiless calls,
the specials (assertions, assumptions, allocation, free, atomic sections, threads) named in
``bmc.frontend.specials``, and ``offsetof`` (a call with a type name to the parser).
"""

from __future__ import annotations

from pycparser import c_ast

from bmc.errors import UnsupportedFeature
from bmc.frontend import cprover_calls as cprover
from bmc.frontend import function_pointers as fp
from bmc.frontend import gnu_builtins as gnu
from bmc.frontend import specials as bi
from bmc.frontend import varargs
from bmc.frontend.ast_helpers import is_string
from bmc.frontend.fold import NotConstant
from bmc.frontend.libmodels import lower_range_op
from bmc.frontend.literals import (
    string_literal,
)
from bmc.frontend.lowering_state import LoweringState
from bmc.frontend.side_effects import is_side_effect_free
from bmc.frontend.specials import no_body_value_name
from bmc.frontend.scopes import (
    BadVar,
    FuncInfo,
    GlobalInfo,
    Label,
    Local,
    NotConstantError,
    Unsupported,
)
from bmc.frontend.stdio_calls import lower_output_call
from bmc.frontend.threads import FUNCTION_ARGUMENT, lower_thread_call
from bmc.ir.ctype import (
    ArrayType,
    CType,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    StructType,
    VoidType,
    promote,
    size_in_bytes,
)
from bmc.ir.expr import (
    AddressOf,
    Allocate,
    AllocKind,
    Binary,
    BinOp,
    Cast,
    Const,
    Expr,
    Nondet,
    PointerQuery,
    Query,
    Unary,
    UnOp,
    Var,
)
from bmc.ir.properties import PropertyClass
from bmc.ir.program import (
    Assert,
    Assign,
    Assume,
    AtomicBegin,
    AtomicEnd,
    Call,
    Free,
    SourceLocation,
    Symbol,
    SymbolKind,
)


class CallLowering(LoweringState):
    """Methods of the lowerer; its state and the other parts' methods are declared in
    ``LoweringState``."""

    def call(self, node: c_ast.FuncCall, want: bool) -> Expr | None:
        args = [] if node.args is None else list(getattr(node.args, "exprs", None)
                                                 or getattr(node.args, "types", None) or [])
        loc = self.loc(node)
        if isinstance(node.name, c_ast.ID) and node.name.name in bi.OFFSETOF \
                and len(args) == 2 and isinstance(args[0], c_ast.Typename):
            return self.offsetof(args[0], args[1], node)
        if not isinstance(node.name, c_ast.ID) or \
                isinstance(self.fn.scope.lookup(node.name.name), Local | GlobalInfo):
            p = self.rvalue(node.name)
            if isinstance(p, Cast) and isinstance(p.operand, AddressOf):
                p = p.operand
            if isinstance(p, AddressOf) and p.var.name in self.fn_objects:
                info = self.fn_objects[p.var.name]
                return self.named_call(info.source_name, info, args, node, loc, want)
            return self.indirect_call(p, args, node, loc, want)
        name = node.name.name
        if name in bi.LIBRARY_ALIASES and self.fn.scope.lookup(name) is None:
            name = bi.LIBRARY_ALIASES[name]
        entry = self.fn.scope.lookup(name)
        if isinstance(entry, BadVar):
            raise self.unsupported(f"{entry.what} (call through '{name}')", node)
        named = entry if isinstance(entry, FuncInfo) else self.external_funcs.get(name)
        return self.named_call(name, named, args, node, loc, want)

    def offsetof(self, type_name: c_ast.Typename, designator: c_ast.Node,
                 node: c_ast.Node) -> Expr:
        """``offsetof(type, designator)`` (``__builtin_offsetof``): the byte offset of a
        member, a member of a member or an array element (``a[2].b``) in the struct or
        union; an integer constant expression unless an index is not constant."""
        try:
            t = self.complete(self.resolve(type_name))
        except Unsupported as u:
            raise self.unsupported(u.what, type_name) from None
        if not isinstance(t, StructType) or not t.complete:
            raise self.error(f"offsetof of a member of {t}, which is not a complete struct "
                             "or union", node)
        size_t = self.model.size_t
        _, offset = self._member_offset(t, designator, node)
        return offset if isinstance(offset, Expr) else Const(offset % (1 << size_t.width),
                                                             size_t)

    def _member_offset(self, t: CType, d: c_ast.Node, node: c_ast.Node
                       ) -> tuple[CType, int | Expr]:
        """(type, offset in ``t``) of offsetof designator ``d``."""
        match d:
            case c_ast.ID(name=name):
                return self._field_offset(t, name, 0, node)
            case c_ast.StructRef(name=base, type=".", field=c_ast.ID(name=name)):
                inner, at = self._member_offset(t, base, node)
                return self._field_offset(inner, name, at, node)
            case c_ast.ArrayRef(name=base, subscript=index):
                inner, at = self._member_offset(t, base, node)
                if not isinstance(inner, ArrayType):
                    raise self.error("subscripted value in offsetof is not an array", d)
                step = size_in_bytes(inner.element)
                size_t = self.model.size_t
                try:
                    k = self.const_eval(index)
                except NotConstantError:
                    scaled = Binary(BinOp.MUL, self.convert(self.rvalue(index), size_t, index),
                                    Const(step, size_t), size_t)
                    base_at = at if isinstance(at, Expr) else Const(at, size_t)
                    return inner.element, Binary(BinOp.ADD, base_at, scaled, size_t)
                if isinstance(at, Expr):
                    return inner.element, Binary(BinOp.ADD, at, Const(k * step % (
                        1 << size_t.width), size_t), size_t)
                return inner.element, at + k * step
        raise self.error("invalid member designator in offsetof", d)

    def _field_offset(self, t: CType, name: str, at: int | Expr, node: c_ast.Node
                      ) -> tuple[CType, int | Expr]:
        t = self.complete(t)
        f = t.field(name) if isinstance(t, StructType) else None
        if f is None:
            raise self.error(f"{t} has no member named '{name}'", node)
        if f.bit_width is not None:
            raise self.error(f"attempt to take address of bit-field '{name}'", node)
        if isinstance(at, Expr):
            size_t = self.model.size_t
            return f.type, Binary(BinOp.ADD, at, Const(f.offset, size_t), size_t)
        return f.type, at + f.offset

    def named_call(self, name: str, info: FuncInfo | None, args: list[c_ast.Node],
                   node: c_ast.FuncCall, loc: SourceLocation, want: bool) -> Expr | None:
        has_body = info is not None and info.definition is not None
        if name.startswith("__CPROVER_") and not has_body:
            if name in cprover.PRIMITIVES:
                return cprover.lower_cprover_call(self, name, args, node, loc, want)
            if name in cprover.UNSUPPORTED:
                raise self.unsupported(f"CBMC primitive {name}", node)
        if not has_body:
            handled, value = self.math_call(name, args, node, loc, want)
            if handled:
                return value
            if gnu.is_gnu_builtin(name):
                return gnu.lower_gnu_builtin(self, name, args, node, loc, want)
        special = bi.special_of(name, has_body)
        if special is None and info is None and name == "assert":
            # CBMC's regression tests call assert without <assert.h>: as CBMC, built in
            self.warn("implicit declaration of function 'assert': taken as the assertion "
                      "(as <assert.h>'s)")
            special = bi.Special.VERIFIER_ASSERT
        if special is not None:
            return self.special_call(special, name, info, args, node, loc, want)
        if info is not None and info.definition is not None:
            return self.defined_call(info, args, node, loc, want)
        suffix = bi.nondet_suffix(name)
        if suffix is not None:
            return self.nondet_call(name, suffix, info, args, node, loc, want)
        return self.undefined_call(name, info, args, node, loc, want)

    def function_address(self, info: FuncInfo, node: c_ast.Node) -> Expr:
        """``f`` / ``&f`` as a value: the address of the function's read-only object."""
        if not self._may_name_static():
            raise NotConstant("initializer element is not constant")
        ftype = self._signature(info, node)
        if ftype is None:
            raise self.unsupported(f"address of an undeclared function '{info.source_name}'",
                                   node)
        name = f"$fn.{info.name}"
        self.fn_objects[name] = info
        uchar = self.model.uchar
        if name not in self.symbols:
            self.symbols[name] = Symbol(name, info.source_name, uchar, SymbolKind.GLOBAL,
                                        self._loc_of(info.decls[0] if info.decls else node,
                                                     ""), "")
            self.address_taken.setdefault(name)
            self.read_only.setdefault(name)
        return AddressOf(Var(name, uchar), self._pointer_to(ftype))

    def indirect_call(self, p: Expr, args: list[c_ast.Node], node: c_ast.FuncCall,
                      loc: SourceLocation, want: bool) -> Expr | None:
        """A call through a function pointer: compare with each candidate's address and
        call it directly (see ``bmc.frontend.function_pointers``)."""
        ftype = self.complete(p.type.target) if isinstance(p.type, PointerType) else None
        if not isinstance(ftype, FunctionType):
            raise self.error(f"called object of type {p.type} is not a function", node)
        text = self.source_text(node.name)
        values = self._arguments(text, ftype, args, node, defined=True)
        if not isinstance(p, Var | Const):
            tmp = self.new_tmp(p.type, loc)
            self.emit(Assign(tmp, p, loc))
            p = tmp
        values = [v if isinstance(v, Var | Const) else self._spill(v, loc) for v in values]
        if self.fn_address_names is None:
            self.fn_address_names = fp.address_taken_functions(self.units)
        candidates: list[FuncInfo] = []
        for info in self.all_funcs:
            if info.source_name not in self.fn_address_names or info.definition is None:
                continue
            try:
                sig = self._signature(info, node)
            except UnsupportedFeature:
                continue          # e.g. floats: never compatible with a pointer bmc has
            if sig is not None and fp.compatible(sig, ftype) \
                    and len(values) >= len(sig.params) \
                    and (len(values) == len(sig.params) or sig.variadic):
                candidates.append(info)
        if len(candidates) > fp.MANY_TARGETS:
            self.warn(fp.many_targets_note(text, f"{loc.file}:{loc.line}",
                                           [c.source_name for c in candidates]))
        lhs: Var | None = None
        if not isinstance(ftype.result, VoidType):
            problem = self._object_problem(ftype.result)
            if problem is not None:
                raise self.unsupported(f"functions returning {problem}", node)
            lhs = self.new_tmp(ftype.result, loc) if want else None
        end = Label()
        it = self.model.int_type
        for info in candidates:
            sig = self._signature(info, node)
            assert sig is not None
            address = self.function_address(info, node)
            skip = Label()
            self.goto(skip, Binary(BinOp.NE, p, Cast(address, p.type), it), loc)
            call_args = tuple(self.convert(v, t, node) for v, t in zip(values, sig.params))
            if sig.variadic:
                call_args += (varargs.argument_object(self, values[len(sig.params):], node,
                                                      loc),)
            if not self.discarding:
                self._enqueue(info)
            result = None if lhs is None or isinstance(sig.result, VoidType) else lhs
            if result is not None and sig.result != result.type:
                raw = self.new_tmp(sig.result, loc)
                self.emit(Call(raw, info.name, call_args, loc))
                self.emit(Assign(result, self.convert(raw, result.type, node), loc))
            else:
                self.emit(Call(result, info.name, call_args, loc))
            self.goto(end, None, loc)
            self.place(skip)
        null = Const(0, p.type)
        self.emit(Assert(Binary(BinOp.NE, p, null, it), "pointer_dereference",
                         "dereference failure: function pointer NULL", loc))
        self.emit(Assert(Binary(BinOp.EQ, p, null, it), "pointer_dereference",
                         "dereference failure: invalid function pointer", loc))
        self.emit(Assume(Const(0, it), loc))
        self.place(end)
        return lhs

    def _spill(self, e: Expr, loc: SourceLocation) -> Var:
        tmp = self.new_tmp(e.type, loc)
        self.emit(Assign(tmp, e, loc))
        return tmp

    def _arguments(self, name: str, ftype: FunctionType | None, args: list[c_ast.Node],
                   node: c_ast.Node, defined: bool = False) -> list[Expr]:
        """Arguments converted to the parameter types (default promotions beyond them)."""
        if ftype is not None and ftype.has_prototype:
            n = len(ftype.params)
            if len(args) < n or (len(args) > n and not ftype.variadic):
                few = "few" if len(args) < n else "many"
                raise self.error(f"too {few} arguments to function '{name}'", node)
        elif ftype is not None and len(args) < len(ftype.params):
            raise self.error(f"too few arguments to function '{name}'", node)
        out: list[Expr] = []
        for i, arg in enumerate(args):
            e = self.rvalue(arg)
            if ftype is not None and i < len(ftype.params):
                pt = self.complete(ftype.params[i])
                problem = self._object_problem(pt)
                if problem is None and isinstance(pt, PointerType) and not defined:
                    problem = "pointer arguments to functions without a body"
                if problem is not None:
                    raise self.unsupported(f"{problem} (argument {i + 1} of '{name}')", arg)
                out.append(self.convert(e, pt, arg))
            else:
                if isinstance(e.type, FloatType):       # default argument promotion
                    out.append(self.convert(e, self.float_rank_type(e.type, self.model.double),
                                            arg))
                    continue
                if defined and ftype is not None and ftype.variadic \
                        and isinstance(e.type, PointerType):
                    out.append(e)
                    continue
                if not isinstance(e.type, IntType):
                    raise self.unsupported(f"argument of type {e.type} without a prototype "
                                           f"or to a variadic function ('{name}')", arg)
                out.append(self.convert(e, promote(e.type, self.model), arg))
        return out

    def defined_call(self, info: FuncInfo, args: list[c_ast.Node], node: c_ast.FuncCall,
                     loc: SourceLocation, want: bool) -> Expr | None:
        ftype = self._signature(info, node)
        assert ftype is not None
        values = self._arguments(info.source_name, ftype, args, node, defined=True)
        if ftype.variadic:
            values = values[:len(ftype.params)] + [
                varargs.argument_object(self, values[len(ftype.params):], node, loc)]
        values = values[:len(ftype.params) + ftype.variadic]
        if isinstance(ftype.result, VoidType):
            lhs = None
        else:
            problem = self._object_problem(ftype.result)
            if problem is not None:
                raise self.unsupported(f"functions returning {problem}", node)
            lhs = self.new_tmp(ftype.result, loc) if want else None
        if not self.discarding:
            self._enqueue(info)
        self.emit(Call(lhs, info.name, tuple(values), loc))
        if want and isinstance(ftype.result, VoidType):
            return None
        return lhs

    def nondet_call(self, name: str, suffix: str, info: FuncInfo | None,
                    args: list[c_ast.Node], node: c_ast.FuncCall, loc: SourceLocation,
                    want: bool) -> Expr | None:
        ftype = self._signature(info, node) if info is not None else None
        for arg in args:
            self.expr(arg, want=False)
        if ftype is not None:
            t: CType = ftype.result
        else:
            if suffix in bi.UNSUPPORTED_NONDET_SUFFIXES:
                raise self.unsupported(f"nondeterministic {suffix} values ({name})", node)
            found = bi.nondet_type(suffix, self.model)
            if found is None:
                self.warn(f"implicit declaration of function '{name}'; its result is an "
                          "arbitrary int")
                found = self.model.int_type
            t = found
        if isinstance(t, VoidType):
            return None
        if not isinstance(t, IntType | FloatType):
            raise self.unsupported(f"{self._object_problem(t)} ({name})", node)
        if not want:
            return None
        tmp = self.new_tmp(t, loc)
        self.emit(Assign(tmp, Nondet(t), loc))
        return tmp

    def undefined_call(self, name: str, info: FuncInfo | None, args: list[c_ast.Node],
                       node: c_ast.FuncCall, loc: SourceLocation, want: bool) -> Expr | None:
        if info is None:
            self.warn(f"implicit declaration of function '{name}'")
            ftype: FunctionType | None = None
        else:
            ftype = self._signature(info, node)
        self._arguments(name, ftype, args, node)
        result: CType = ftype.result if ftype is not None else self.model.int_type
        if not self.discarding:
            self.warn(f"function {name} has no body; its result is nondeterministic")
            self.undefined.setdefault(name)
        void = isinstance(result, VoidType)
        if not void:
            problem = self._object_problem(result)
            if problem is None and isinstance(result, PointerType | StructType):
                problem = f"pointer or struct type {result} without a body"
            if problem is not None:
                raise self.unsupported(f"functions returning {problem} ({name})", node)
        # CBMC's property <caller>.no-body.<callee> (bmc.checker.no_body), and the made-up result
        # in a visible variable return_value_<callee>, so that a counterexample through
        # the call shows (and the verdict knows) that it depends on the missing body
        if not is_side_effect_free(name):
            self.emit(Assert(Const(0, self.model.int_type), PropertyClass.NO_BODY,
                             f"no body for callee {name}", loc,
                             f"{self.fn.name}.no-body.{name}"))
        elif void or not want:
            return None
        ghost = self._no_body_value(name, self.model.int_type if void else result, loc)
        self.emit(Assign(ghost, Const(0, ghost.type) if void else Nondet(result), loc))
        if void or not want:
            return None
        tmp = self.new_tmp(result, loc)
        self.emit(Assign(tmp, ghost, loc))
        return tmp

    def _no_body_value(self, name: str, t: CType, loc: SourceLocation) -> Var:
        """The variable ``return_value_<name>`` of the current function (bmc.checker.no_body)."""
        source = no_body_value_name(name)
        symbol = self.unique_local(source)
        self.symbols[symbol] = Symbol(symbol, source, t, SymbolKind.LOCAL, loc, self.fn.name)
        return Var(symbol, t)

    def special_call(self, special: bi.Special, name: str, info: FuncInfo | None,
                     args: list[c_ast.Node], node: c_ast.FuncCall, loc: SourceLocation,
                     want: bool) -> Expr | None:
        it = self.model.int_type
        S = bi.Special
        match special:
            case S.ERROR_CALL:
                self.emit(Assert(Const(0, it), "error-call", f"{name}() is reachable", loc))
                self.emit(Assume(Const(0, it), loc, exit=True))
                return None
            case S.ASSERT_FAIL:
                text = string_literal(args[0].value) if args and is_string(args[0]) \
                    else "false"
                self.emit(Assert(Const(0, it), "assertion", f"assertion {text}", loc))
                self.emit(Assume(Const(0, it), loc, exit=True))
                return None
            case S.BMC_ASSERT | S.CPROVER_ASSERT | S.VERIFIER_ASSERT:
                if not args:
                    raise self.error(f"too few arguments to function '{name}'", node)
                cond = self.to_bool(self.scalar(args[0]))
                if special is S.CPROVER_ASSERT:
                    text = string_literal(args[1].value) if len(args) > 1 and \
                        is_string(args[1]) else f"assertion {self.source_text(args[0])}"
                elif special is S.BMC_ASSERT and len(args) > 1 and is_string(args[1]):
                    text = f"assertion {string_literal(args[1].value)}"
                else:
                    text = f"assertion {self.source_text(args[0])}"
                self.emit(Assert(cond, "assertion", text, loc))
                return None
            case S.ASSUME:
                if len(args) != 1:
                    raise self.error(f"'{name}' takes one argument", node)
                self.emit(Assume(self.to_bool(self.scalar(args[0])), loc))
                return None
            case S.STOP | S.UNREACHABLE:
                for arg in args:
                    self.expr(arg, want=False)
                self.emit(Assume(Const(0, it), loc, exit=special is S.STOP))
                return None
            case S.ATOMIC_BEGIN:
                self.emit(AtomicBegin(loc))
                return None
            case S.ATOMIC_END:
                self.emit(AtomicEnd(loc))
                return None
            case S.EXPECT:
                if len(args) != 2:
                    raise self.error("__builtin_expect takes two arguments", node)
                value = self.expr(args[0], want)
                self.expr(args[1], want=False)
                return value
            case S.ABS:
                if len(args) != 1:
                    raise self.error(f"'{name}' takes one argument", node)
                t = {"labs": self.model.long_, "__builtin_labs": self.model.long_,
                     "llabs": self.model.llong, "__builtin_llabs": self.model.llong
                     }.get(name, it)
                x = self.convert(self.scalar(args[0]), t, args[0])
                if not isinstance(x, Const):
                    # always a temporary: its three uses tell the checks' descriptions that
                    # this is abs(x) (bmc.ir.checks), not a conditional the source wrote
                    tmp = self.new_tmp(t, loc)
                    self.emit(Assign(tmp, x, loc))
                    x = tmp
                return self._ite(Binary(BinOp.LT, x, Const(0, t), it),
                                 Unary(UnOp.NEG, x, t), x, t) if want else None
            case S.RAND:
                if not want:
                    return None
                tmp = self.new_tmp(it, loc)
                self.emit(Assign(tmp, Nondet(it), loc))
                self.emit(Assume(Binary(BinOp.GE, tmp, Const(0, it), it), loc))
                return tmp
            case S.OUTPUT:
                return lower_output_call(self, name, args, node, loc, want)
            case S.MALLOC | S.CALLOC | S.ALLOCA:
                return self.allocation(special, name, args, node, loc, want)
            case S.FREE | S.FREE_CHECK | S.RELEASE:
                if len(args) != 1:
                    raise self.error(f"'{name}' takes one argument", node)
                p = self.rvalue(args[0])
                if not isinstance(p.type, PointerType):
                    if isinstance(p, Const) and p.value == 0:
                        return None
                    raise self.error(f"passing {p.type} to parameter of type 'void *'", node)
                self.emit(Free(p, loc, checked=special is not S.RELEASE,
                               release=special is not S.FREE_CHECK))
                return None
            case S.THREADS:
                start = None
                at = FUNCTION_ARGUMENT.get(name)
                if at is not None and len(args) > at:
                    f = args[at]
                    if isinstance(f, c_ast.UnaryOp) and f.op == "&":
                        f = f.expr
                    if isinstance(f, c_ast.Cast):
                        f = f.expr
                    start = f.name if isinstance(f, c_ast.ID) else None
                return lower_thread_call(self, name, args, start, node, loc, want)
            case S.OBJECT_SIZE:
                if len(args) != 1:
                    raise self.error(f"'{name}' takes one argument", node)
                p = self.rvalue(args[0])
                if not isinstance(p.type, PointerType):
                    raise self.error(f"'{name}' needs a pointer", node)
                size_t = self.model.size_t
                return PointerQuery(Query.SIZE, p, size_t) if want else None
            case S.RANGE_OP:
                return lower_range_op(self, name, args, node, loc, want)
            case S.VARARGS:
                return varargs.lower_builtin(self, name, args, node, loc, want)
            case S.MEMORY | S.UNSUPPORTED:
                raise self.unsupported(bi.unsupported_what(special, name), node)
        raise self.unsupported(f"builtin {name}", node)

    def has_call(self, node: c_ast.Node) -> bool:
        """Whether the expression ``node`` contains a function call."""
        stack = [node]
        while stack:
            n = stack.pop()
            if isinstance(n, c_ast.FuncCall):
                return True
            stack.extend(child for _, child in n.children())
        return False

    def allocation(self, special: bi.Special, name: str, args: list[c_ast.Node],
                   node: c_ast.FuncCall, loc: SourceLocation, want: bool) -> Expr | None:
        """malloc(n), calloc(n, m), alloca(n): ``tmp = Allocate(size)``."""
        S = bi.Special
        size_t = self.model.size_t
        expected = 2 if special is S.CALLOC else 1
        if len(args) != expected:
            raise self.error(f"'{name}' takes {expected} argument(s)", node)
        sizes = [self.convert(self.rvalue(a), size_t, a) for a in args]
        for a, e in zip(args, sizes):
            if not isinstance(e.type, IntType):
                raise self.error(f"size argument of '{name}' is not an integer", a)
        size = sizes[0]
        if special is S.CALLOC:
            # the product is computed exactly: a wrapping calloc size is a failure in C
            # (calloc returns NULL); non-constant sizes use the C model __bmc_calloc
            a, b = sizes
            if not (isinstance(a, Const) and isinstance(b, Const)):
                model = self.external_funcs.get("__bmc_calloc")
                if model is None or model.definition is None:
                    raise self.unsupported("calloc with non-constant arguments", node)
                ftype = self._signature(model, node)
                assert ftype is not None
                result = self.new_tmp(ftype.result, loc) if want else None
                if not self.discarding:
                    self._enqueue(model)
                self.emit(Call(result, model.name, (a, b), loc))
                return result
            if a.value * b.value > size_t.max:
                raise self.unsupported("calloc of more than SIZE_MAX bytes", node)
            size = Const(a.value * b.value, size_t)
        kind = {S.MALLOC: AllocKind.MALLOC, S.CALLOC: AllocKind.CALLOC,
                S.ALLOCA: AllocKind.ALLOCA}[special]
        t = self._pointer_to(VoidType())
        tmp = self.new_tmp(t, loc)
        site = f"{kind.value} at {loc.file.rsplit('/', 1)[-1]}:{loc.line}"
        self.emit(Assign(tmp, Allocate(size, kind, t, site), loc))
        return tmp if want else None
