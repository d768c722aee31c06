"""Lowering: type-check a pycparser AST and translate it to the goto-style IR.

This is the only module (with its helpers in ``bmc.frontend``) that reads ``pycparser.c_ast``.

How it works:

* A first pass over every file's top level records typedefs, enumerators, global variables
  and functions *without* resolving their types. Types are resolved on first use, so the
  thousands of glibc declarations in a ``.i`` file (pointers, structs, floats) cost nothing
  and cause no error unless reachable code uses them.
* Functions are lowered from the entry point along the call graph (a FIFO worklist), so
  only reachable functions are translated. Globals and function-scope statics get their
  symbol and their initialisation in ``INIT_FUNCTION`` when reachable code first uses them.
* Expressions lower to side-effect-free IR expressions; assignments, ``++``/``--``, calls
  and nondet values become instructions with temporaries (``f::$tmpN``). ``&&``, ``||``
  and ``?:`` whose later operands have side effects become branches; otherwise they stay
  ``Binary(LAND/LOR)`` / ``Ite``. Every implicit conversion becomes a ``Cast`` (constants
  that keep their value are converted in place).
* Loops follow ``bmc.ir.program``'s conventions. Each loop has exactly one backward goto:
  ``continue`` jumps *forward* to the increment / condition block that ends in it. A loop
  whose condition is absent or constant starts with a ``Skip`` (so nested loops never share
  a head), and ``do``-``while`` loops always start with one.
* Names: globals keep their name, locals are ``f::x`` (``f::N::x`` when ``f::x`` is taken by
  another declaration, N the block number), statics ``f::x`` like locals, temporaries
  ``f::$tmpN``, return slots ``f::$return``.
* ``Dead`` ends a block's locals on the structured exits of the block (its end, ``break``,
  ``continue``); ``return`` ends all of a function's locals implicitly, ``goto`` does not
  end any.

Pointers, structs and unions (see ``bmc.ir.expr`` for the memory nodes): ``&``, ``*``,
``->``, ``.`` and ``p[i]`` lower to ``AddressOf``/``Deref``/``PointerAdd``; an array used as a
value decays to ``&a[0]``; every variable whose address is taken is collected in
``Program.address_taken``. Structs and unions are laid out as gcc does (``layout``:
packed, aligned, ``#pragma pack``, bit-fields; ``long long`` members are 4-aligned on i386). ``malloc``/``calloc``/``alloca`` become ``Assign(tmp,
Allocate(...))`` and ``free`` a ``Free`` instruction. ``realloc`` and the ``mem*``/``str*``
functions are C models (``models/libc.c``, see ``libmodels``) declared after the user's files
and lowered like user code when called.

More C (see the modules named):

* initialiser lists for arrays, structs and unions, nested, with designators and zero-fill of
  the rest (``initialisers``); compound literals are unnamed block-scope objects;
* string literals are read-only ``char`` array objects ``$stringN`` (``Program.read_only``);
  a write through a pointer to one fails the check "write to a read-only object";
* explicit casts between pointers and integers keep the bits (round trips are exact); a
  nonzero integer constant becomes a pointer into the NULL object (every dereference is
  flagged); a non-constant integer converted to a pointer gives a warning;
* function pointers (``function_pointers``): addresses of one-byte read-only objects; calls
  through them become comparisons with each compatible address-taken function and direct
  calls, ending in the "function pointer NULL" / "invalid function pointer" properties;
* static initialisers hold constants and address constants (C11 6.6p9: ``&a[1]``, ``a + 1``,
  ``&s.y``, ``(char *)&x + 1``, ``"abc" + 1``), lowered in ``address_mode`` and checked
  to read no value (``lower_objects``); file-scope compound literals there are static
  objects;
* variadic functions get a hidden ``va_list`` parameter pointing to an argument object each
  call builds (``varargs``);
* bit-fields are laid out as gcc does on x86 and read/written through their storage unit;
* variable-length arrays are ``alloca``-like objects of the runtime size (``T *`` locals),
  ``sizeof`` uses the saved size; the object is dead when the block ends. In a 2-D VLA
  ``a[n][m]``, ``a[i]`` is the row pointer ``a + i * m``.

Still rejected (``UnsupportedFeature``): VLAs of more than two
variable dimensions, ``&`` of a VLA and ``sizeof`` of a row of a 2-D VLA, wide string
literals, bit-fields on Windows targets, implicit pointer <-> integer conversions, and pointer
arguments to functions without a body.

Variables of types bmc cannot represent (floats, function pointers...) are recorded but only
rejected (``UnsupportedFeature``) when code reads or writes them, so an unused ``argv`` or
``FILE *`` does not stop verification. Parameters of such types are left out of
``Function.params`` (a call that passes them is rejected at the argument).

Assertions and their text (``specials`` lists every recognised name):

* ``assert(e)`` from the bundled ``<assert.h>`` is ``__bmc_assert((e), #e)``: the
  preprocessor's stringification gives the description ``assertion <source text of e>``;
* glibc's expansion in ``.i`` files calls ``__assert_fail("e", file, line, func)``: an
  ``Assert(0)`` (described by its first argument) and ``Assume(0)`` on the failing branch;
* ``reach_error()`` / ``__VERIFIER_error()`` (with or without a body) are
  ``Assert(0, "error-call", "<name>() is reachable")`` followed by ``Assume(0)``;
* ``__CPROVER_assert(c, "msg")`` is described by ``msg``; ``__VERIFIER_assert(c)`` without
  a body by ``assertion <c>`` as printed by pycparser's C generator.

Functions without a body give a nondeterministic result (``Assign(tmp, Nondet)``), are
listed in ``Program.undefined_functions`` and produce a warning; arguments are still
evaluated (and pointer arguments rejected, since such a function might write through them).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from pycparser import c_ast
from pycparserext.ext_c_parser import (
    Asm,
)

from bmc.errors import BmcError, InputError, ParseError, UnsupportedFeature
from bmc.frontend.libmodels import LIBRARY_FILE, library_unit
from bmc.frontend.recursion import deep_recursion, on_deep_stack
from bmc.frontend.parse import CONTRACT_WRAPPER_PREFIX
from bmc.frontend.fold import NotConstant, evaluate
from bmc.ir.subscripts import decayed_array
from bmc.frontend.scopes import (
    BadEnum,
    BadVar,
    EnumConst,
    FnState,
    FuncInfo,
    GlobalInfo,
    Label,
    Local,
    NotConstantError,
    Scope,
    Snapshot,
    TypedefEntry,
    Unsupported,
)
from bmc.frontend.lower_floats import FloatLowering, MathLowering
from bmc.frontend.literals import (
    LiteralError,
    char_literal,
    integer_literal,
    string_bytes,
    string_literal,
)
from bmc.ir.ctype import (
    ArrayType,
    CType,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    StructType,
    VoidType,
    pointer_object_bits,
    promote,
    size_in_bytes,
    usual_arithmetic_conversion,
)
from bmc.ir.expr import (
    COMPARISON_OPS,
    LOGICAL_OPS,
    AddressOf,
    Deref,
    PointerAdd,
    PointerDiff,
    Binary,
    BinOp,
    Cast,
    Const,
    Expr,
    Index,
    Ite,
    Nondet,
    Unary,
    UnOp,
    Var,
    const_int,
    subexpressions,
)
from bmc.ir.program import (
    INIT_FUNCTION,
    Assign,
    BranchSite,
    Dead,
    Decl,
    Function,
    Goto,
    Instruction,
    Program,
    Return,
    SourceLocation,
    Symbol,
    SymbolKind,
)
from bmc.options import Options
from bmc.frontend.ast_helpers import (
    FUNC_DECLS,
    BIN_OPS,
    NEGATED,
    STATEMENT_NODES,
    looks_float,
    has_side_effects,
)
from bmc.frontend.lower_calls import CallLowering
from bmc.frontend.lower_objects import ObjectLowering
from bmc.frontend.lower_statements import StatementLowering
from bmc.frontend.lower_types import TypeResolution
from bmc.ir.target import target_model
from bmc.frontend.varargs import hidden_parameter


# =========================================================================== the lowerer
def lower(ast: c_ast.FileAST, options: Options, filename: str) -> Program:
    """Lower one parsed translation unit (see :func:`lower_files` for several)."""
    return lower_files([(ast, filename)], options)


def lower_files(units: list[tuple[c_ast.FileAST, str]], options: Options) -> Program:
    """Lower and link several translation units into one program (on a large stack)."""
    return on_deep_stack(_lower_files, units, options)


def _lower_files(units: list[tuple[c_ast.FileAST, str]], options: Options) -> Program:
    try:
        model = target_model(options)
    except KeyError:
        raise InputError(f"unknown data model '{options.data_model}'") from None
    lowerer = _Lowerer(model, options)
    with deep_recursion():
        try:
            return lowerer.run(units)
        except RecursionError:
            raise UnsupportedFeature("expressions or statements nested too deeply",
                                     lowerer.current_loc) from None


class _Lowerer(TypeResolution, StatementLowering, CallLowering, ObjectLowering, FloatLowering,
               MathLowering):
    """The lowerer: the driver, diagnostics, instructions and scopes, and the expression
    lowering; types, statements, calls, objects and floats are its mixins (``lower_types``,
    ``lower_statements``, ``lower_calls``, ``lower_objects``, ``lower_floats``). Its state
    (set by ``LoweringState.__init__(model, options)``) and the methods the parts call on
    each other are declared in ``lowering_state.LoweringState``."""

    # ------------------------------------------------------------------ driver
    def run(self, units: list[tuple[c_ast.FileAST, str]]) -> Program:
        self.units = [ast for ast, _ in units]
        for index, (ast, filename) in enumerate(units):
            self.files.append(filename)
            self._declare_file(index, ast, filename)
        # the bundled models of library functions the program does not define itself
        defined = {name for name, f in self.external_funcs.items() if f.definition is not None}
        self._declare_file(len(units), library_unit(self.model, defined), LIBRARY_FILE)
        self._assign_unique_names()
        entry = self._find_entry()
        self._enqueue(entry)
        for info in self.all_funcs:     # bmc.contracts' wrappers: called only after lowering
            if info.definition is not None and \
                    info.source_name.startswith(CONTRACT_WRAPPER_PREFIX):
                self._enqueue(info)
        while self.worklist:
            self._lower_function(self.worklist.popleft())
        functions: dict[str, Function] = {INIT_FUNCTION: self._init_function()}
        for info in sorted((f for f in self.all_funcs if f.name in self.functions),
                           key=lambda f: f.order):
            functions[info.name] = self.functions[info.name]
        return Program(functions=functions, symbols=dict(self.symbols), entry=entry.name,
                       data_model=self.model, warnings=tuple(self.warnings),
                       undefined_functions=tuple(self.undefined), files=tuple(self.files),
                       address_taken=frozenset(self.address_taken),
                       read_only=frozenset(n for n in self.read_only if n in self.symbols),
                       thread_local=frozenset(n for n in self.thread_local
                                              if n in self.symbols))

    def _find_entry(self) -> FuncInfo:
        name = self.options.entry
        info = self.external_funcs.get(name)
        if info is None:
            for f in self.all_funcs:
                if f.source_name == name and f.definition is not None:
                    info = f
                    break
        if info is None or info.definition is None:
            where = SourceLocation(self.files[0], 0) if self.files else None
            raise InputError(f"entry function '{name}' is not defined", where)
        return info

    def _enqueue(self, info: FuncInfo) -> None:
        if id(info) not in self.queued:
            self.queued.add(id(info))
            self.worklist.append(info)

    def warn(self, message: str) -> None:
        if not self.discarding:
            self.warnings.setdefault(message)

    # ------------------------------------------------------------------ first pass
    def _declare_file(self, index: int, ast: c_ast.FileAST, filename: str) -> None:
        scope = Scope(None)
        self.file_scopes.append(scope)
        self.fn = FnState(INIT_FUNCTION, [scope])
        for position, ext in enumerate(ast.ext or ()):
            order = (index, position)
            match ext:
                case c_ast.FuncDef():
                    self._declare_function(ext.decl, scope, order, ext)
                case c_ast.Typedef():
                    self._register_enums(ext.type, scope)
                    scope.names[ext.name] = TypedefEntry(ext.type, scope)
                case c_ast.Decl():
                    self._register_enums(ext.type, scope)
                    if ext.name is None:
                        continue
                    if isinstance(ext.type, FUNC_DECLS):
                        self._declare_function(ext, scope, order, None)
                    else:
                        self._declare_global(ext, scope, order)
                case c_ast.StaticAssert():
                    self._static_assert(ext)
                case _:
                    pass

    def _link(self, decl: c_ast.Decl, scope: Scope, order: tuple[int, int],
              kind: type[FuncInfo] | type[GlobalInfo], external: dict[str, Any],
              every: list[Any]) -> Any:
        """The entity ``decl`` declares at file scope: the one already in ``scope``, else
        (external linkage) the one in the ``external`` table, else a new ``kind`` registered
        in ``every`` (and ``external``); ``decl`` is recorded on it."""
        name = decl.name
        static = "static" in decl.storage
        existing = scope.names.get(name)
        info = existing if isinstance(existing, kind) else None
        if info is None and not static:
            info = external.get(name)
        if info is None:
            info = kind(name, static, scope, order)
            every.append(info)
            if not static:
                external[name] = info
        scope.names[name] = info
        info.decls.append(decl)
        return info

    def _declare_function(self, decl: c_ast.Decl, scope: Scope, order: tuple[int, int],
                          definition: c_ast.FuncDef | None) -> FuncInfo:
        info: FuncInfo = self._link(decl, scope, order, FuncInfo, self.external_funcs,
                                    self.all_funcs)
        if definition is not None:
            if info.definition is not None:
                raise ParseError(f"redefinition of '{decl.name}'", self._loc_of(decl))
            info.definition = definition
            info.order = order
            info.scope = scope
        return info

    def _declare_global(self, decl: c_ast.Decl, scope: Scope,
                        order: tuple[int, int]) -> GlobalInfo:
        return self._link(decl, scope, order, GlobalInfo, self.external_vars, self.all_vars)

    def _assign_unique_names(self) -> None:
        taken_vars = {v.source_name for v in self.all_vars if not v.static}
        for v in self.all_vars:
            v.name = v.source_name
            if v.static:
                n = 1
                while v.name in taken_vars:
                    n += 1
                    v.name = f"{v.source_name}${n}"
                taken_vars.add(v.name)
        taken_funcs = {f.source_name for f in self.all_funcs if not f.static}
        taken_funcs.add(INIT_FUNCTION)
        for f in self.all_funcs:
            f.name = f.source_name
            if f.static:
                n = 1
                while f.name in taken_funcs:
                    n += 1
                    f.name = f"{f.source_name}${n}"
                taken_funcs.add(f.name)

    # ------------------------------------------------------------------ locations & errors
    def _loc_of(self, node: c_ast.Node | None, function: str | None = None) -> SourceLocation:
        fname = self.fn.name if function is None else function
        coord = getattr(node, "coord", None) if node is not None else None
        if coord is None or not getattr(coord, "line", 0):
            loc = self.current_loc
            return SourceLocation(loc.file, loc.line, loc.column, fname)
        return SourceLocation(coord.file or (self.files[-1] if self.files else ""),
                              coord.line, coord.column or 0, fname)

    def loc(self, node: c_ast.Node | None) -> SourceLocation:
        return self._loc_of(node)

    def error(self, message: str, node: c_ast.Node | None) -> ParseError:
        return ParseError(message, self.loc(node))

    def unsupported(self, what: str, node: c_ast.Node | None) -> UnsupportedFeature:
        return UnsupportedFeature(what, self.loc(node))

    def source_text(self, node: c_ast.Node) -> str:
        try:
            return self.generator.visit(node)
        except Exception:  # noqa: BLE001 - text is only for descriptions
            return "?"

    # ------------------------------------------------------------------ types
    # ------------------------------------------------------------------ structs
    def _pointer_to(self, t: CType) -> PointerType:
        return PointerType(t, self.model.pointer)

    def _target(self, p: Expr, node: c_ast.Node | None) -> CType:
        """The (completed) type a pointer expression points to."""
        assert isinstance(p.type, PointerType)
        t = self.complete(p.type.target)
        if isinstance(t, FunctionType):
            raise self.unsupported("function pointers", node)
        if isinstance(t, VoidType) and t.stands_for:
            raise self.unsupported(t.stands_for, node)
        return t

    def _scale(self, p: Expr, node: c_ast.Node | None) -> int:
        t = self._target(p, node)
        if isinstance(t, VoidType):
            return 1                            # GNU C: void * arithmetic in bytes
        try:
            return size_in_bytes(t)
        except ValueError:
            raise self.error(f"arithmetic on a pointer to incomplete type {t}", node) from None

    def address_of(self, e: Expr, node: c_ast.Node | None) -> Expr:
        """``&e`` for an lvalue ``e`` (marks variables as living in memory)."""
        match e:
            case Var(name=n):
                self.address_taken.setdefault(n)
                return AddressOf(e, self._pointer_to(e.type))
            case Deref(pointer=p):
                if p.type == self._pointer_to(e.type):
                    return p
                return Cast(p, self._pointer_to(e.type))
            case Index(array=a, index=i):
                start = self.decay(a, node)
                return PointerAdd(start, i, size_in_bytes(e.type), self._pointer_to(e.type))
        raise self.error("lvalue required as unary '&' operand", node)

    def decay(self, e: Expr, node: c_ast.Node | None) -> Expr:
        """An array-typed expression as a pointer to its first element."""
        assert isinstance(e.type, ArrayType)
        return Cast(self.address_of(e, node), self._pointer_to(e.type.element))

    def deref(self, p: Expr, node: c_ast.Node | None) -> Expr:
        if not isinstance(p.type, PointerType):
            raise self.error("invalid type argument of unary '*'", node)
        if isinstance(self.complete(p.type.target), FunctionType):
            return p              # *fp designates the function, which decays back to fp
        t = self._target(p, node)
        if isinstance(t, VoidType):
            raise self.error("dereferencing 'void *' pointer", node)
        if isinstance(t, StructType) and not t.complete:
            raise self.error(f"dereferencing pointer to incomplete type {t}", node)
        return Deref(p, t)

    def member(self, node: c_ast.StructRef) -> Expr:
        """``a.f`` and ``p->f``: a dereference of the field's address."""
        name = node.field.name
        if node.type == "->":
            p = self.rvalue(node.name)
            if not isinstance(p.type, PointerType):
                raise self.error(f"invalid type argument of '->' (have {p.type})", node)
            st = self._target(p, node)
            address: Expr = p
        else:
            base = self.expr(node.name)
            if base is None:
                raise self.error("request for a member of a void value", node)
            st = self.complete(base.type)
            if not isinstance(st, StructType):
                raise self.error(f"request for member '{name}' in something not a struct",
                                 node)
            address = self.address_of(base, node)
        if not isinstance(st, StructType) or not st.complete:
            raise self.error(f"request for member '{name}' in something not a structure "
                             "or union", node)
        f = st.field(name)
        if f is None:
            raise self.error(f"'{st}' has no member named '{name}'", node)
        return self._field(address, f)

    def pointer_arith(self, op: BinOp, a: Expr, b: Expr, node: c_ast.Node) -> Expr | None:
        """``p + i``, ``i + p``, ``p - i``, ``p - q`` and pointer comparisons (None: not
        pointer arithmetic)."""
        pa, pb = isinstance(a.type, PointerType), isinstance(b.type, PointerType)
        if not pa and not pb:
            return None
        it = self.model.int_type
        if op in COMPARISON_OPS:
            if pa and pb:
                return Binary(op, a, self._same_pointer(b, a.type), it)
            p, other = (a, b) if pa else (b, a)
            if isinstance(other, Const) and other.value == 0:
                c = Const(0, p.type)
                return Binary(op, a if pa else c, c if pa else b, it)
            raise self.unsupported("comparison of a pointer with an integer", node)
        if op is BinOp.ADD and pa != pb:
            p, i = (a, b) if pa else (b, a)
            assert isinstance(p.type, PointerType)
            if not isinstance(i.type, IntType):
                raise self.error("invalid operands to binary +", node)
            i = self.convert(i, promote(i.type, self.model), node)
            return PointerAdd(p, i, self._scale(p, node), p.type)
        if op is BinOp.SUB and pa and not pb:
            if not isinstance(b.type, IntType):
                raise self.error("invalid operands to binary -", node)
            i = self.convert(b, promote(b.type, self.model), node)
            assert isinstance(a.type, PointerType)
            return PointerAdd(a, i, -self._scale(a, node), a.type)
        if op is BinOp.SUB and pa and pb:
            return PointerDiff(a, self._same_pointer(b, a.type), self._scale(a, node),
                               self.model.ptrdiff_t)
        raise self.error(f"invalid operands to binary {op.value} ({a.type} and {b.type})",
                         node)

    @staticmethod
    def _same_pointer(e: Expr, t: CType) -> Expr:
        return e if e.type == t else Cast(e, t)

    @staticmethod
    def _object_problem(t: CType) -> str | None:
        """Why a variable of type ``t`` cannot be represented (None: it can)."""
        match t:
            case IntType() | FloatType():
                return None
            case ArrayType(element=e):
                return _Lowerer._object_problem(e)
            case PointerType():
                return None
            case StructType(complete=False):
                return f"incomplete type {t}"
            case StructType():
                return None
            case FunctionType():
                return "function types"
            case VoidType():
                return "void variables"
        return f"type {t}"

    # ------------------------------------------------------------------ enums & consts
    def const_eval(self, node: c_ast.Node, scope: Scope | None = None) -> int:
        """The value of an integer constant expression; ParseError if it is not one."""
        e = self.const_expr(node, scope)
        return e.value

    @contextmanager
    def constant_evaluation(self, scope: Scope | None) -> Iterator[None]:
        """Lower in constant mode (in ``scope`` when given). On ``NotConstant`` the lowering's
        side state is rolled back before the exception goes on; the mode is always restored."""
        saved = (self.const_mode, self.address_mode, self.fn)
        if scope is not None and scope is not self.fn.scope:
            self.fn = FnState(self.fn.name, [scope])
        self.const_mode, self.address_mode = True, False
        snapshot = self._snapshot()
        try:
            yield
        except NotConstant:
            self._restore(snapshot)
            raise
        finally:
            self.const_mode, self.address_mode, self.fn = saved

    @contextmanager
    def address_evaluation(self, scope: Scope | None) -> Iterator[None]:
        """Constant mode for an address constant: static-storage objects, functions and
        string literals may be named (the caller checks that no value is read)."""
        with self.constant_evaluation(scope):
            self.address_mode = True
            yield

    def _may_name_static(self) -> bool:
        """Whether naming a static object is allowed here (not constant mode, or an
        address constant)."""
        return not self.const_mode or bool(self.discarding) or self.address_mode

    def const_expr(self, node: c_ast.Node, scope: Scope | None = None) -> Const:
        try:
            with self.constant_evaluation(scope):
                e = self.rvalue(node)
                if not isinstance(e.type, IntType):
                    raise self.error("integer constant expression expected", node)
                return Const(evaluate(e), e.type)
        except NotConstant as nc:
            raise NotConstantError(nc.reason, self.loc(node)) from None

    def _static_assert(self, node: c_ast.StaticAssert) -> None:
        try:
            ok = self.const_eval(node.cond)
        except (BmcError, Unsupported):
            return
        if not ok:
            msg = string_literal(node.message.value) if node.message is not None else ""
            raise self.error(f"static assertion failed{': ' + msg if msg else ''}", node)

    # ------------------------------------------------------------------ snapshots
    def _snapshot(self) -> Snapshot:
        return Snapshot(len(self.symbols), len(self.fn.body), len(self.fn.fixups),
                         tuple(self.worklist), frozenset(self.queued), len(self.inits),
                         len(self.warnings), len(self.undefined), self.fn.tmp_count)

    def _restore(self, s: Snapshot) -> None:
        for name in list(self.symbols)[s.symbols:]:
            del self.symbols[name]
            for info in self.all_vars:
                if info.var is not None and info.var.name == name:
                    info.var = None
        del self.fn.body[s.body:]
        del self.fn.fixups[s.fixups:]
        self.worklist = deque(s.worklist)
        self.queued = set(s.queued)
        del self.inits[s.inits:]
        for key in list(self.warnings)[s.warnings:]:
            del self.warnings[key]
        for key in list(self.undefined)[s.undefined:]:
            del self.undefined[key]
        self.fn.tmp_count = s.tmp_count

    def type_of(self, node: c_ast.Node) -> CType:
        """The type of an expression without evaluating it (sizeof, typeof)."""
        snapshot = self._snapshot()
        self.discarding += 1
        try:
            e = self.expr(node)
            return VoidType() if e is None else e.type
        finally:
            self.discarding -= 1
            self._restore(snapshot)

    # ------------------------------------------------------------------ emission
    def emit(self, ins: Instruction) -> None:
        if self.const_mode and not self.discarding:
            raise NotConstant("initializer element is not constant")
        self.fn.body.append(ins)

    def goto(self, label: Label, cond: Expr | None, loc: SourceLocation,
             branch: BranchSite | None = None) -> None:
        if isinstance(cond, Const):
            if cond.value == 0:
                return
            cond, branch = None, None
        self.emit(Goto(cond, -1, loc, branch if cond is not None else None))
        self.fn.fixups.append((len(self.fn.body) - 1, label))

    def place(self, label: Label) -> None:
        label.index = len(self.fn.body)
        self.fn.placed.add(label.index)

    def new_tmp(self, t: CType, loc: SourceLocation) -> Var:
        self.fn.tmp_count += 1
        name = f"{self.fn.name}::$tmp{self.fn.tmp_count}"
        var = Var(name, t)
        self.symbols[name] = Symbol(name, "", t, SymbolKind.TEMPORARY, loc, self.fn.name)
        return var

    def push_scope(self) -> Scope:
        scope = Scope(self.fn.scope)
        self.fn.scopes.append(scope)
        self.fn.block_count += 1
        return scope

    def pop_scope(self, loc: SourceLocation) -> None:
        scope = self.fn.scopes.pop()
        if not self.fn.falls_through():
            return
        for var in reversed(scope.locals):
            self.emit(Dead(var, loc))

    def kill_scopes(self, depth: int, loc: SourceLocation) -> None:
        """``Dead`` for the locals of every scope above ``depth`` (innermost first)."""
        for scope in reversed(self.fn.scopes[depth:]):
            for var in reversed(scope.locals):
                self.emit(Dead(var, loc))

    def unique_local(self, source_name: str) -> str:
        base = f"{self.fn.name}::{source_name}"
        if base not in self.symbols:
            return base
        n = self.fn.block_count
        while f"{self.fn.name}::{n}::{source_name}" in self.symbols:
            n += 1
        return f"{self.fn.name}::{n}::{source_name}"

    # ------------------------------------------------------------------ functions
    def _signature(self, info: FuncInfo, node: c_ast.Node) -> FunctionType | None:
        """The type of a function as the program declares it (None: implicitly declared)."""
        if info.signature is not None:
            return info.signature
        if info.definition is not None:
            decl = info.definition.decl
            kr = info.definition.param_decls
        else:
            protos = [d for d in info.decls if isinstance(d.type, FUNC_DECLS)
                      and d.type.args is not None]
            candidates = protos or [d for d in info.decls if isinstance(d.type, FUNC_DECLS)]
            if not candidates:
                return None
            decl, kr = candidates[-1], None
        try:
            ftype, _ = self._function_type(decl.type, info.scope, kr)
        except Unsupported as u:
            raise self.unsupported(f"{u.what} in the signature of '{info.source_name}'",
                                   node) from None
        info.signature = ftype
        return ftype

    def _lower_function(self, info: FuncInfo) -> None:
        fd = info.definition
        assert fd is not None
        saved_fn, saved_loc = self.fn, self.current_loc
        fn = FnState(info.name, [Scope(info.scope)])
        self.fn = fn
        self.current_loc = self._loc_of(fd.decl, info.name)
        floc = self.current_loc
        try:
            ftype, params = self._function_type(fd.decl.type, info.scope, fd.param_decls)
        except Unsupported as u:
            raise self.unsupported(f"{u.what} in the signature of '{info.source_name}'",
                                   fd.decl) from None
        if self._object_problem(ftype.result) is not None and \
                not isinstance(ftype.result, VoidType):
            raise self.unsupported(
                f"functions returning {self._object_problem(ftype.result)}", fd.decl)
        info.signature = ftype
        fn.return_type = ftype.result
        param_vars: list[Var] = []
        for i, (pname, ptype, pnode) in enumerate(params):
            if pname is None:
                name = f"{info.name}::$param{i + 1}"
                if isinstance(ptype, IntType):
                    param_vars.append(Var(name, ptype))
                    self.symbols[name] = Symbol(name, "", ptype, SymbolKind.PARAMETER,
                                                floc, info.name)
                continue
            problem = self._object_problem(ptype)
            if problem is not None:
                fn.scope.names[pname] = BadVar(pname, problem)
                continue
            name = f"{info.name}::{pname}"
            var = Var(name, ptype)
            param_vars.append(var)
            self.symbols[name] = Symbol(name, pname, ptype, SymbolKind.PARAMETER,
                                        self._loc_of(pnode, info.name), info.name)
            fn.scope.names[pname] = Local(var)
        if ftype.variadic:
            param_vars.append(hidden_parameter(self, info.name, floc))
        if not isinstance(ftype.result, VoidType):
            rname = f"{info.name}::$return"
            fn.return_var = Var(rname, ftype.result)
            self.symbols[rname] = Symbol(rname, "", ftype.result, SymbolKind.RETURN_VALUE,
                                         floc, info.name)
        self.compound(fd.body, new_scope=True)
        end_loc = self._end_loc(fd.body)
        self.current_loc = end_loc
        if not fn.falls_through():
            pass
        elif isinstance(ftype.result, VoidType):
            self.emit(Return(None, end_loc))
        elif info.source_name == "main":
            self.emit(Return(Const(0, ftype.result), end_loc)
                      if isinstance(ftype.result, IntType) else Return(None, end_loc))
        else:
            self._return_nondet(end_loc)
        self._finish_function(info, ftype, tuple(param_vars), floc)
        self.fn, self.current_loc = saved_fn, saved_loc

    def _end_loc(self, body: c_ast.Compound) -> SourceLocation:
        items = body.block_items or []
        last = items[-1] if items else body
        loc = self.loc(last)
        return loc

    def _return_nondet(self, loc: SourceLocation) -> None:
        """Falling off a non-void function: the result is an arbitrary value."""
        tmp = self.new_tmp(self.fn.return_type, loc)
        self.emit(Assign(tmp, Nondet(self.fn.return_type), loc))
        self.emit(Return(tmp, loc))

    def _finish_function(self, info: FuncInfo, ftype: FunctionType,
                         params: tuple[Var, ...], loc: SourceLocation) -> None:
        fn = self.fn
        for name, label in fn.user_labels.items():
            if label.index is None:
                raise ParseError(f"label '{name}' used but not defined", fn.label_uses[name])
        body = fn.body
        for index, label in fn.fixups:
            assert label.index is not None, "internal error: unplaced label"
            ins = body[index]
            assert isinstance(ins, Goto)
            body[index] = Goto(ins.cond, label.index, ins.loc, ins.branch)
        self.functions[info.name] = Function(info.name, ftype, params, tuple(body), loc,
                                             fn.return_var)

    # ------------------------------------------------------------------ statements
    def _file_scope(self) -> Scope:
        scope = self.fn.scope
        while scope.parent is not None:
            scope = scope.parent
        return scope

    def _function_by_name(self, name: str) -> FuncInfo | None:
        entry = self.fn.scope.lookup(name)
        if isinstance(entry, FuncInfo):
            return entry
        return self.external_funcs.get(name)

    # ------------------------------------------------------------------ conditions
    def to_bool(self, e: Expr) -> Expr:
        """An ``int`` 0/1 expression that is 1 iff ``e`` is nonzero."""
        it = self.model.int_type
        if isinstance(e.type, FloatType):
            return self.float_to_bool(e)
        match e:
            case Const(value=v):
                return Const(int(v != 0), it)
            case Binary(op=op) if op in COMPARISON_OPS or op in LOGICAL_OPS:
                return e
            case Unary(op=UnOp.LNOT):
                return e
        return Binary(BinOp.NE, e, Const(0, e.type), it)

    def negate(self, b: Expr) -> Expr:
        it = self.model.int_type
        match b:
            case Const(value=v):
                return Const(int(v == 0), it)
            case Binary(op=op, left=x, right=y) if op in NEGATED:
                return Binary(NEGATED[op], x, y, it)
            case Unary(op=UnOp.LNOT, operand=x):
                return self.to_bool(x)
        return Unary(UnOp.LNOT, b, it)

    # ------------------------------------------------------------------ conversions
    def convert(self, e: Expr, t: CType, node: c_ast.Node | None) -> Expr:
        """``e`` converted to ``t`` (assignment, argument, cast: all the same for integers)."""
        if e.type == t:
            return e
        if isinstance(t, FloatType) or isinstance(e.type, FloatType):
            return self.float_convert(e, t, node)
        if isinstance(t, IntType) and isinstance(e.type, IntType):
            if isinstance(e, Const) and t.min <= e.value <= t.max and \
                    (not t.is_bool or e.value in (0, 1)):
                return Const(e.value, t)
            return Cast(e, t)
        if isinstance(t, PointerType) and isinstance(e.type, PointerType):
            return Cast(e, t)
        if isinstance(t, PointerType) and isinstance(e.type, IntType):
            if isinstance(e, Const) and e.value == 0:
                return Const(0, t)
            raise self.unsupported("conversion of an integer to a pointer", node)
        if isinstance(t, IntType) and isinstance(e.type, PointerType):
            if t.is_bool:
                return Cast(e, t)
            raise self.unsupported("conversion of a pointer to an integer", node)
        if isinstance(t, StructType) and isinstance(e.type, StructType):
            if self.complete(t) == self.complete(e.type):
                return e
            raise self.error(f"incompatible types {e.type} and {t}", node)
        if isinstance(t, ArrayType) or isinstance(e.type, ArrayType):
            raise self.error("incompatible types: array used as a value", node)
        if isinstance(t, VoidType):
            raise self.error("void value not ignored as it ought to be", node)
        raise self.unsupported(f"conversion from {e.type} to {t}", node)

    def arith_type(self, a: Expr, b: Expr, node: c_ast.Node) -> IntType | FloatType:
        if isinstance(a.type, FloatType) or isinstance(b.type, FloatType):
            return self.float_rank_type(a.type, b.type)
        if not isinstance(a.type, IntType) or not isinstance(b.type, IntType):
            raise self.unsupported("pointer arithmetic", node)
        return usual_arithmetic_conversion(a.type, b.type, self.model)

    def binary(self, op: BinOp, a: Expr, b: Expr, node: c_ast.Node) -> Expr:
        """``a op b`` on already-lowered operands, with C's conversions."""
        it = self.model.int_type
        if op in LOGICAL_OPS:
            return Binary(op, self.to_bool(a), self.to_bool(b), it)
        arith = self.pointer_arith(op, a, b, node)
        if arith is not None:
            return arith
        if isinstance(a.type, FloatType) or isinstance(b.type, FloatType):
            return self.float_binary(op, a, b, node)
        if not isinstance(a.type, IntType) or not isinstance(b.type, IntType):
            raise self.error(f"invalid operands to binary {op.value}", node)
        if op in (BinOp.SHL, BinOp.SHR):
            ta = promote(a.type, self.model)
            tb = promote(b.type, self.model)
            return Binary(op, self.convert(a, ta, node), self.convert(b, tb, node), ta)
        ct = usual_arithmetic_conversion(a.type, b.type, self.model)
        result_type = it if op in COMPARISON_OPS else ct
        return Binary(op, self.convert(a, ct, node), self.convert(b, ct, node), result_type)

    # ------------------------------------------------------------------ expressions
    def rvalue(self, node: c_ast.Node) -> Expr:
        """A value (not void, not an array) of ``node``."""
        e = self.expr(node)
        if e is None:
            raise self.error("void value not ignored as it ought to be", node)
        if isinstance(e.type, ArrayType):
            return self.decay(e, node)
        return e

    def scalar(self, node: c_ast.Node) -> Expr:
        e = self.rvalue(node)
        if not isinstance(e.type, IntType | PointerType | FloatType):
            raise self.error(f"used {e.type} where a scalar is required", node)
        return e

    def expr(self, node: c_ast.Node, want: bool = True) -> Expr | None:
        """Lower an expression: side effects are emitted, the value is returned."""
        match node:
            case c_ast.Constant(type="string"):
                return self.string_literal(node)
            case c_ast.Constant():
                return self.constant(node)
            case c_ast.ID(name=name):
                return self.identifier(name, node)
            case c_ast.BinaryOp(op=op, left=a, right=b):
                if op in ("&&", "||") and has_side_effects(b):
                    return self.logical_with_effects(node, want)
                bop = BIN_OPS.get(op)
                if bop is None:
                    raise self.error(f"unknown operator {op}", node)
                left = self.rvalue(a)
                right = self.rvalue(b)
                return self.binary(bop, left, right, node)
            case c_ast.UnaryOp():
                return self.unary(node, want)
            case c_ast.Assignment():
                return self.assignment(node, want)
            case c_ast.TernaryOp():
                return self.ternary(node, want)
            case c_ast.Cast(to_type=to_type, expr=operand):
                return self.cast(to_type, operand, node, want)
            case c_ast.FuncCall():
                return self.call(node, want)
            case c_ast.ArrayRef(name=base, subscript=sub):
                return self.subscript(base, sub, node)
            case c_ast.ExprList(exprs=exprs):
                for e in exprs[:-1]:
                    self.expr(e, want=False)
                return self.expr(exprs[-1], want) if exprs else None
            case c_ast.Compound():
                return self.statement_expression(node, want)
            case c_ast.StructRef():
                return self.member(node)
            case c_ast.CompoundLiteral():
                return self.compound_literal(node)
            case c_ast.InitList():
                raise self.error("braced initializer used as an expression", node)
            case c_ast.Typename():
                raise self.error("type name used as an expression", node)
            case Asm():
                raise self.unsupported("inline assembly", node)
        raise self.unsupported(f"expression {type(node).__name__}", node)

    def constant(self, node: c_ast.Constant) -> Const:
        kind, text = node.type, node.value
        try:
            match kind:
                case "char":
                    value, t = char_literal(text, self.model)
                case "string":
                    raise self.unsupported("string literals", node)
                case _ if kind in ("float", "double", "long double") or looks_float(text):
                    return self.float_literal(node)
                case _:
                    value, t = integer_literal(text, self.model)
            return Const(value, t)
        except LiteralError as e:
            raise self.error(str(e), node) from None

    def string_literal(self, node: c_ast.Constant) -> Var:
        """A string literal: a read-only ``char`` array object holding its bytes and NUL."""
        if not node.value.lstrip().startswith('"'):
            raise self.unsupported("wide or unicode string literals", node)
        data = string_bytes(node.value)
        text = node.value if len(node.value) <= 40 else node.value[:36] + '..."'
        return self.literal_object(data, text, node)

    def literal_object(self, data: list[int], text: str, node: c_ast.Node) -> Var:
        """The object of a string literal with bytes ``data`` (one object per distinct
        content; its initialisation runs first in ``INIT_FUNCTION``)."""
        if not self._may_name_static():
            raise NotConstant("initializer element is not constant")
        key = bytes(data)
        name = self.literals.get(key)
        if name is None:
            name = f"$string{len(self.literals) + 1}"
            self.literals[key] = name
        t = ArrayType(self.model.char, len(data) + 1)
        var = Var(name, t)
        if name not in self.symbols:
            loc = self._loc_of(node, "")
            self.symbols[name] = Symbol(name, text, t, SymbolKind.GLOBAL, loc, "")
            self.address_taken.setdefault(name)
            self.read_only.setdefault(name)
            init_loc = self._loc_of(node, INIT_FUNCTION)
            body: list[Instruction] = [
                Assign(Index(var, Const(i, self.model.int_type), self.model.char),
                       const_int(b, self.model.char), init_loc)
                for i, b in enumerate(data + [0])]
            self.inits.append(((-1, len(self.inits)), body))
        return var

    def compound_literal(self, node: c_ast.CompoundLiteral) -> Var:
        """``(T){...}``: an unnamed block-scope object initialised like a declaration (at
        file scope, in a static initialiser: a static object, ``_static_literal``)."""
        file_scope = self.fn.scope.parent is None
        if self.const_mode and not self.discarding and not (self.address_mode and file_scope):
            raise NotConstant("initializer element is not constant"
                              + (": a compound literal at block scope is an automatic object"
                                 if self.address_mode else ""))
        try:
            t = self.resolve(node.type)
            if isinstance(t, ArrayType) and t.size is None:
                t = self._complete_array(t, node.init, node)
        except Unsupported as u:
            raise self.unsupported(f"{u.what} (compound literal)", node) from None
        problem = self._object_problem(t)
        if problem is not None or isinstance(t, ArrayType) and t.size is None:
            raise self.unsupported(f"{problem or 'incomplete array'} (compound literal)", node)
        if self.const_mode and not self.discarding:
            return self._static_literal(node, t)
        loc = self.loc(node)
        unique = self.unique_local("$compound_literal")
        var = Var(unique, t)
        self.symbols[unique] = Symbol(unique, "compound literal", t, SymbolKind.LOCAL, loc,
                                      self.fn.name)
        self.fn.scope.locals.append(var)
        self.emit(Decl(var, loc))
        self.local_init(var, t, node.init, loc)
        return var

    def identifier(self, name: str, node: c_ast.Node) -> Expr:
        entry = self.fn.scope.lookup(name)
        match entry:
            case Local(var=var):
                if self.const_mode and not self.discarding and not (
                        self.address_mode and var.name in self.symbols
                        and self.symbols[var.name].kind is SymbolKind.STATIC_LOCAL):
                    raise NotConstant("initializer element is not constant"
                                      + (f": '{name}' is an automatic variable"
                                         if self.address_mode else ""))
                return var
            case GlobalInfo():
                if not self._may_name_static():
                    raise NotConstant("initializer element is not constant")
                return self.use_global(entry, node)
            case EnumConst(value=v, type=t):
                return Const(v, t)
            case BadEnum(error=err):
                raise err
            case BadVar(what=what):
                raise self.unsupported(f"{what} (variable '{name}')", node)
            case FuncInfo():
                return self.function_address(entry, node)
            case TypedefEntry():
                raise self.error(f"unexpected type name '{name}'", node)
        if name in ("__func__", "__FUNCTION__", "__PRETTY_FUNCTION__"):
            source = next((f.source_name for f in self.all_funcs if f.name == self.fn.name),
                          self.fn.name)
            return self.literal_object(list(source.encode()), f'"{source}"', node)
        if name in self.external_vars:
            return self.use_global(self.external_vars[name], node)
        raise self.error(f"'{name}' undeclared", node)

    def unary(self, node: c_ast.UnaryOp, want: bool) -> Expr | None:
        op = node.op
        match op:
            case "sizeof":
                if isinstance(node.expr, c_ast.ArrayRef) and \
                        isinstance(node.expr.name, c_ast.ID) and \
                        isinstance(entry := self.fn.scope.lookup(node.expr.name.name), Local) \
                        and id(entry.var) in self.vla_rows:
                    raise self.unsupported("sizeof of a row of a variable-length array", node)
                vla = self._vla_of(node.expr)
                if vla is not None:
                    count, es = vla
                    return Binary(BinOp.MUL, count, Const(es, self.model.size_t),
                                  self.model.size_t)
                t = self._type_operand(node.expr)
                try:
                    size = size_in_bytes(t)
                except ValueError as e:
                    raise self.error(str(e), node) from None
                return Const(size, self.model.size_t)
            case "_Alignof" | "__alignof__" | "__alignof":
                return Const(self.alignof(node), self.model.size_t)
            case "++" | "--" | "p++" | "p--":
                return self.incdec(node, want)
            case "&":
                if self._vla_of(node.expr) is not None:
                    raise self.unsupported("address of a variable-length array", node)
                if isinstance(node.expr, c_ast.ID):
                    entry = self.fn.scope.lookup(node.expr.name)
                    if isinstance(entry, FuncInfo):
                        return self.function_address(entry, node)
                target = self.expr(node.expr)
                if target is None:
                    raise self.error("lvalue required as unary '&' operand", node)
                return self.address_of(target, node)
            case "*":
                return self.deref(self.rvalue(node.expr), node)
        operand = self.scalar(node.expr)
        if isinstance(operand.type, PointerType):
            if op == "!":
                return Unary(UnOp.LNOT, self.to_bool(operand), self.model.int_type)
            raise self.error(f"wrong type argument to unary {op}", node)
        if isinstance(operand.type, FloatType):
            return self.float_unary(op, operand, node)
        assert isinstance(operand.type, IntType)
        match op:
            case "-":
                t = promote(operand.type, self.model)
                a = self.convert(operand, t, node)
                if isinstance(a, Const) and t.signed and t.min <= -a.value <= t.max:
                    return Const(-a.value, t)
                return Unary(UnOp.NEG, a, t)
            case "+":
                return self.convert(operand, promote(operand.type, self.model), node)
            case "~":
                t = promote(operand.type, self.model)
                return Unary(UnOp.BITNOT, self.convert(operand, t, node), t)
            case "!":
                if isinstance(operand, Const):
                    return Const(int(operand.value == 0), self.model.int_type)
                return Unary(UnOp.LNOT, operand, self.model.int_type)
        raise self.error(f"unknown unary operator {op}", node)

    def _vla_of(self, node: c_ast.Node) -> tuple[Var, int] | None:
        """(saved element count, element size) if ``node`` names a variable-length array."""
        if isinstance(node, c_ast.ID):
            entry = self.fn.scope.lookup(node.name)
            if isinstance(entry, Local):
                return self.vlas.get(entry.var.name)
        return None

    def _type_operand(self, operand: c_ast.Node) -> CType:
        """The type named by sizeof's operand (a type name or an unevaluated expression)."""
        try:
            if isinstance(operand, c_ast.Typename):
                return self.resolve(operand)
            return self.type_of(operand)
        except Unsupported as u:
            raise self.unsupported(u.what, operand) from None

    def lvalue(self, node: c_ast.Node) -> Expr:
        """An assignable expression (a variable or an array element) of integer type."""
        match node:
            case c_ast.ID() | c_ast.ArrayRef():
                e = self.expr(node)
                assert e is not None
                if isinstance(e.type, ArrayType):
                    raise self.error("assignment to expression with array type", node)
                if not isinstance(e, Var | Index | Deref):
                    raise self.error("lvalue required as left operand of assignment", node)
                return e
            case c_ast.UnaryOp(op="*") | c_ast.StructRef():
                e = self.expr(node)
                assert e is not None
                if isinstance(e.type, ArrayType):
                    raise self.error("assignment to expression with array type", node)
                return e
        raise self.error("lvalue required as left operand of assignment", node)

    def assignment(self, node: c_ast.Assignment, want: bool) -> Expr | None:
        loc = self.loc(node)
        target = self.lvalue(node.lvalue)
        rhs = self.rvalue(node.rvalue)
        if node.op == "=":
            value = self.convert(rhs, target.type, node.rvalue)
        else:
            op = BIN_OPS.get(node.op[:-1])
            if op is None:
                raise self.error(f"unknown assignment operator {node.op}", node)
            value = self.convert(self.binary(op, target, rhs, node), target.type, node)
        return self._store(target, value, loc, want)

    def _store(self, target: Expr, value: Expr, loc: SourceLocation, want: bool) -> Expr | None:
        if id(target) in self.bit_fields:
            self.emit(self.assign(target, value, loc))
            return self._spill(target, loc) if want else None
        if not want:
            self.emit(Assign(target, value, loc))
            return None
        if isinstance(value, Const):
            self.emit(Assign(target, value, loc))
            return value
        tmp = self.new_tmp(target.type, loc)
        self.emit(Assign(tmp, value, loc))
        self.emit(Assign(target, tmp, loc))
        return tmp

    def incdec(self, node: c_ast.UnaryOp, want: bool) -> Expr | None:
        loc = self.loc(node)
        target = self.lvalue(node.expr)
        if not isinstance(target.type, IntType | PointerType | FloatType):
            raise self.error(f"wrong type argument to {node.op.strip('p')}", node)
        op = BinOp.ADD if "+" in node.op else BinOp.SUB
        one = Const(1, self.model.int_type)
        if node.op.startswith("p") and want:
            old = self.new_tmp(target.type, loc)
            self.emit(Assign(old, target, loc))
            new = self.convert(self.binary(op, target, one, node), target.type, node)
            self.emit(self.assign(target, new, loc))
            return old
        new = self.convert(self.binary(op, target, one, node), target.type, node)
        return self._store(target, new, loc, want)

    def ternary(self, node: c_ast.TernaryOp, want: bool) -> Expr | None:
        loc = self.loc(node)
        if node.iftrue is None:                       # GNU a ?: b
            c = self.scalar(node.cond)
            if not has_side_effects(node.iffalse):
                alt = self.scalar(node.iffalse)
                t = self.arith_type(c, alt, node)
                return self._ite(self.to_bool(c), self.convert(c, t, node),
                                 self.convert(alt, t, node), t)
            t_false = self.type_of(node.iffalse)
            if not isinstance(t_false, IntType) or not isinstance(c.type, IntType):
                raise self.unsupported("pointer types", node)
            t = usual_arithmetic_conversion(c.type, t_false, self.model)
            slot = self.new_tmp(t, loc)
            end = Label()
            self.emit(Assign(slot, self.convert(c, t, node), loc))
            self.goto(end, self.to_bool(c), loc)
            self.emit(Assign(slot, self.convert(self.scalar(node.iffalse), t, node), loc))
            self.place(end)
            return slot
        if not has_side_effects(node.iftrue) and not has_side_effects(node.iffalse):
            c = self.scalar(node.cond)
            a = self.expr(node.iftrue)
            b = self.expr(node.iffalse)
            if a is None or b is None:
                if a is not None or b is not None:
                    raise self.error("void value not ignored as it ought to be", node)
                return None
            if isinstance(a.type, ArrayType):
                a = self.decay(a, node.iftrue)
            if isinstance(b.type, ArrayType):
                b = self.decay(b, node.iffalse)
            pt = self._pointer_result(a, b)
            if pt is not None:
                return self._ite(self.to_bool(c), self.convert(a, pt, node),
                                 self.convert(b, pt, node), pt)
            for e, n in ((a, node.iftrue), (b, node.iffalse)):
                if not isinstance(e.type, IntType | FloatType):
                    raise self.unsupported(f"conditional expression of type {e.type}", n)
            t = self.arith_type(a, b, node)
            return self._ite(self.to_bool(c), self.convert(a, t, node),
                             self.convert(b, t, node), t)
        ta, tb = self.type_of(node.iftrue), self.type_of(node.iffalse)
        result: CType | None = None
        if isinstance(ta, FloatType) and isinstance(tb, IntType | FloatType) \
                or isinstance(tb, FloatType) and isinstance(ta, IntType):
            result = self.float_rank_type(ta, tb)
        elif isinstance(ta, IntType) and isinstance(tb, IntType):
            result = usual_arithmetic_conversion(ta, tb, self.model)
        elif isinstance(ta, PointerType | ArrayType) or isinstance(tb, PointerType | ArrayType):
            pa = self._pointer_to(ta.element) if isinstance(ta, ArrayType) else ta
            result = pa if isinstance(pa, PointerType) else \
                (self._pointer_to(tb.element) if isinstance(tb, ArrayType) else tb)
        elif not (isinstance(ta, VoidType) and isinstance(tb, VoidType)):
            if isinstance(ta, VoidType) or isinstance(tb, VoidType):
                if want:
                    raise self.error("void value not ignored as it ought to be", node)
            else:
                raise self.unsupported("pointer types", node)
        tmp = self.new_tmp(result, loc) if want and result is not None else None
        else_label, end = Label(), Label()
        self.branch(node.cond, else_label, False)
        self._ternary_arm(node.iftrue, tmp)
        self.goto(end, None, loc)
        self.place(else_label)
        self._ternary_arm(node.iffalse, tmp)
        self.place(end)
        return tmp

    @staticmethod
    def _pointer_result(a: Expr, b: Expr) -> PointerType | None:
        """The type of ``c ? a : b`` when a pointer is involved (None: no pointer)."""
        pa, pb = isinstance(a.type, PointerType), isinstance(b.type, PointerType)
        if pa and pb:
            assert isinstance(a.type, PointerType) and isinstance(b.type, PointerType)
            if isinstance(a.type.target, VoidType):
                return a.type
            return b.type if isinstance(b.type.target, VoidType) else a.type
        if pa and isinstance(b, Const) and b.value == 0:
            return a.type                      # type: ignore[return-value]
        if pb and isinstance(a, Const) and a.value == 0:
            return b.type                      # type: ignore[return-value]
        return None

    def _ternary_arm(self, arm: c_ast.Node, tmp: Var | None) -> None:
        if tmp is None:
            self.expr(arm, want=False)
            return
        value = self.convert(self.rvalue(arm), tmp.type, arm)
        self.emit(Assign(tmp, value, self.loc(arm)))

    def _ite(self, cond: Expr, a: Expr, b: Expr, t: CType) -> Expr:
        if isinstance(cond, Const):
            return a if cond.value else b
        return Ite(cond, a, b, t)

    def logical_with_effects(self, node: c_ast.BinaryOp, want: bool) -> Expr | None:
        """``a && b`` / ``a || b`` where ``b`` has side effects: branches (and a 0/1 temp)."""
        loc = self.loc(node)
        if not want:
            end = Label()
            self.branch(node.left, end, node.op == "||")
            self.expr(node.right, want=False)
            self.place(end)
            return None
        it = self.model.int_type
        tmp = self.new_tmp(it, loc)
        false_label, end = Label(), Label()
        self.branch(node, false_label, False)
        self.emit(Assign(tmp, Const(1, it), loc))
        self.goto(end, None, loc)
        self.place(false_label)
        self.emit(Assign(tmp, Const(0, it), loc))
        self.place(end)
        return tmp

    def cast(self, to_type: c_ast.Typename, operand: c_ast.Node, node: c_ast.Node,
             want: bool) -> Expr | None:
        try:
            t = self.resolve(to_type)
        except Unsupported as u:
            raise self.unsupported(u.what, node) from None
        if isinstance(t, VoidType):
            self.expr(operand, want=False)
            return None
        if not isinstance(t, IntType | PointerType | FloatType):
            what = self._object_problem(t) or f"casts to {t}"
            raise self.unsupported(what, node)
        e = self.rvalue(operand)
        if not isinstance(e.type, IntType | PointerType | FloatType):
            raise self.error(f"conversion of {e.type} to {t}", operand)
        if isinstance(t, IntType) and isinstance(e.type, PointerType) and not t.is_bool:
            return Cast(e, t)                  # the pointer's (object, offset) bits
        if isinstance(t, PointerType) and isinstance(e.type, IntType) \
                and not (isinstance(e, Const) and e.value == 0):
            return self.integer_to_pointer(e, t, node)
        result = self.convert(e, t, node)
        if isinstance(result, Cast) and decayed_array(result) is not None:
            # ``(int *)m`` of ``int m[3][4]`` is a pointer value, not the decay of the row
            # ``m[0]``: through ``void *`` its subscripts are checked against the object
            return Cast(Cast(result.operand, PointerType(VoidType(), t.width)), t)
        return result

    def integer_to_pointer(self, e: Expr, t: PointerType, node: c_ast.Node) -> Expr:
        """``(T *)i``: the pointer whose bits ``i`` holds, so a pointer converted to an
        integer and back is the same pointer. A nonzero constant becomes an offset into
        the NULL object (never a valid object: every dereference is flagged)."""
        off_bits = t.width - pointer_object_bits(t.width)
        if all(isinstance(x.type, IntType) and not isinstance(x, Var | Deref | Nondet)
               for x in subexpressions(e)):
            try:
                e = Const(evaluate(e), e.type)
            except NotConstant:
                pass
        if isinstance(e, Const):
            offset = e.value % (1 << off_bits)
            if offset == 0:
                raise self.unsupported("conversion of an integer constant that is a multiple "
                                       f"of 2**{off_bits} to a pointer", node)
            return Const(offset, t)
        loc = self.loc(node)
        self.warn(f"integer converted to a pointer at {loc.file}:{loc.line}: the pointer is "
                  "the (object, offset) pair the integer's bits encode; it is valid only if "
                  "they came from a pointer to a live object")
        return Cast(e, t)

    def subscript(self, base: c_ast.Node, sub: c_ast.Node, node: c_ast.Node) -> Expr:
        array = self.expr(base)
        index = self.expr(sub)
        if array is None or index is None:
            raise self.error("void value not ignored as it ought to be", node)
        row = self.vla_rows.get(id(array))
        if row is not None and row[0] is array:       # a[i] of a 2-D VLA: the row pointer
            if not isinstance(index.type, IntType):
                raise self.error("array subscript is not an integer", sub)
            size_t = self.model.size_t
            start = Binary(BinOp.MUL, self.convert(index, size_t, sub), row[1], size_t)
            assert isinstance(array.type, PointerType)
            return PointerAdd(array, start, row[2], array.type)
        if not isinstance(array.type, ArrayType | PointerType) and \
                isinstance(index.type, ArrayType | PointerType):
            array, index = index, array
        if isinstance(array.type, ArrayType) and not isinstance(array, Var | Index):
            array = self.decay(array, node)          # e.g. a struct field: p->a[i]
        if isinstance(array.type, PointerType):
            if not isinstance(index.type, IntType):
                raise self.error("array subscript is not an integer", sub)
            index = self.convert(index, promote(index.type, self.model), sub)
            return self.deref(PointerAdd(array, index, self._scale(array, node), array.type),
                              node)
        if not isinstance(array.type, ArrayType):
            raise self.error("subscripted value is neither array nor pointer", node)
        if not isinstance(index.type, IntType):
            raise self.error("array subscript is not an integer", sub)
        index = self.convert(index, promote(index.type, self.model), sub)
        return Index(array, index, array.type.element)

    def statement_expression(self, node: c_ast.Compound, want: bool) -> Expr | None:
        """GNU ``({ ...; e; })``: the value of the last expression statement."""
        items = list(node.block_items or ())
        self.push_scope()
        for item in items[:-1]:
            self.stmt(item)
        value: Expr | None = None
        if items and not isinstance(items[-1], STATEMENT_NODES):
            last = items[-1]
            saved = self.current_loc
            self.current_loc = self.loc(last)
            e = self.expr(last, want)
            self.current_loc = saved
            if want and e is not None:
                if isinstance(e.type, ArrayType):
                    raise self.unsupported("arrays used as values (pointer decay)", last)
                if isinstance(e, Const):
                    value = e
                else:
                    value = self.new_tmp(e.type, self.loc(last))
                    self.emit(Assign(value, e, self.loc(last)))
        elif items:
            self.stmt(items[-1])
        self.pop_scope(self.loc(node))
        return value
