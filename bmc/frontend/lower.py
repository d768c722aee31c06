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
``Program.address_taken``. Structs and unions are laid out as gcc does on x86 (``long long``
members are 4-aligned on ILP32). ``malloc``/``calloc``/``alloca`` become ``Assign(tmp,
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
* bit-fields are laid out as gcc does on x86 and read/written through their storage unit;
* variable-length arrays are ``alloca``-like objects of the runtime size (``T *`` locals),
  ``sizeof`` uses the saved size; the object is dead when the block ends. In a 2-D VLA
  ``a[n][m]``, ``a[i]`` is the row pointer ``a + i * m``.

Still rejected (``UnsupportedFeature``): flexible array members, VLAs of more than two
variable dimensions, ``&`` of a VLA and ``sizeof`` of a row of a 2-D VLA, wide string
literals, 64-bit bit-fields on ILP32, implicit pointer <-> integer conversions, and pointer
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
from dataclasses import replace
from collections.abc import Iterator
from typing import Any

from pycparser import c_ast
from pycparser.c_generator import CGenerator
from pycparserext.ext_c_parser import (
    Asm,
    FuncDeclExt,
    RangeExpression,
    TypeDeclExt,
    TypeOfDeclaration,
    TypeOfExpression,
)

from bmc.errors import BmcError, InputError, ParseError, UnsupportedFeature
from bmc.frontend import function_pointers as fp
from bmc.frontend import specials as bi
from bmc.frontend.libmodels import LIBRARY_FILE, library_unit
from bmc.frontend.recursion import deep_recursion
from bmc.frontend.fold import NotConstant, evaluate
from bmc.frontend.scopes import (
    BadEnum,
    BadVar,
    EnumConst,
    FnState,
    FuncInfo,
    GlobalInfo,
    Jumps,
    Label,
    Local,
    NotConstantError,
    Scope,
    Snapshot,
    SwitchLabels,
    TagEntry,
    TypedefEntry,
    Unsupported,
)
from bmc.frontend.initialisers import Step, needs_zero
from bmc.frontend.initialisers import plan as init_plan
from bmc.frontend.literals import (
    LiteralError,
    char_literal,
    integer_literal,
    string_bytes,
    string_literal,
)
from bmc.ir.ctype import (
    DATA_MODELS,
    ArrayType,
    CType,
    DataModel,
    FunctionType,
    IntType,
    PointerType,
    Rank,
    StructField,
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
    AllocKind,
    Allocate,
    Deref,
    PointerAdd,
    PointerDiff,
    PointerQuery,
    Query,
    Binary,
    BinOp,
    Cast,
    Const,
    Expr,
    Filled,
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
    Assert,
    Assign,
    Assume,
    AtomicBegin,
    AtomicEnd,
    Call,
    Dead,
    Decl,
    Free,
    Function,
    Goto,
    Instruction,
    Program,
    Return,
    Skip,
    SourceLocation,
    Symbol,
    SymbolKind,
)
from bmc.options import Options

_FUNC_DECLS = (c_ast.FuncDecl, FuncDeclExt)
_BIN_OPS: dict[str, BinOp] = {op.value: op for op in BinOp}
_NEGATED: dict[BinOp, BinOp] = {
    BinOp.LT: BinOp.GE, BinOp.GE: BinOp.LT, BinOp.GT: BinOp.LE, BinOp.LE: BinOp.GT,
    BinOp.EQ: BinOp.NE, BinOp.NE: BinOp.EQ,
}
_STATEMENTS = (
    c_ast.Compound, c_ast.If, c_ast.While, c_ast.DoWhile, c_ast.For, c_ast.Switch,
    c_ast.Case, c_ast.Default, c_ast.Break, c_ast.Continue, c_ast.Goto, c_ast.Label,
    c_ast.Return, c_ast.EmptyStatement, c_ast.Decl, c_ast.DeclList, c_ast.Typedef,
    c_ast.Pragma, c_ast.StaticAssert, Asm,
)
_FLOAT_NAMES = frozenset({
    "float", "double", "_Float16", "_Float32", "_Float64", "_Float128", "_Float32x",
    "_Float64x", "_Float128x", "__float128", "__float80", "__ibm128",
})
_TYPE_KEYWORDS = frozenset({
    "void", "char", "short", "int", "long", "signed", "unsigned", "__signed__", "__signed",
    "_Bool", "__int128", "_Complex", "__complex__", "__complex",
}) | _FLOAT_NAMES
_MODE_WIDTHS = {"QI": 8, "HI": 16, "SI": 32, "DI": 64, "TI": 128}


# =========================================================================== the lowerer
def lower(ast: c_ast.FileAST, options: Options, filename: str) -> Program:
    """Lower one parsed translation unit (see :func:`lower_files` for several)."""
    return lower_files([(ast, filename)], options)


def lower_files(units: list[tuple[c_ast.FileAST, str]], options: Options) -> Program:
    """Lower and link several translation units into one program."""
    model = DATA_MODELS.get(options.data_model)
    if model is None:
        raise InputError(f"unknown data model '{options.data_model}'")
    lowerer = _Lowerer(model, options)
    with deep_recursion():
        try:
            return lowerer.run(units)
        except RecursionError:
            raise UnsupportedFeature("expressions or statements nested too deeply",
                                     lowerer.current_loc) from None


class _Lowerer:
    def __init__(self, model: DataModel, options: Options) -> None:
        self.model = model
        self.options = options
        self.files: list[str] = []
        self.file_scopes: list[Scope] = []
        self.external_vars: dict[str, GlobalInfo] = {}
        self.external_funcs: dict[str, FuncInfo] = {}
        self.all_vars: list[GlobalInfo] = []
        self.all_funcs: list[FuncInfo] = []
        self.symbols: dict[str, Symbol] = {}
        self.functions: dict[str, Function] = {}
        self.worklist: deque[FuncInfo] = deque()
        self.queued: set[int] = set()
        self.inits: list[tuple[tuple[float, int], list[Instruction]]] = []
        self.static_count = 0
        self.warnings: dict[str, None] = {}
        self.undefined: dict[str, None] = {}
        self.const_mode = False
        self.discarding = 0
        self.fn = FnState(INIT_FUNCTION, [Scope(None)])
        self.current_loc = SourceLocation("<built-in>", 0)
        self.generator = CGenerator()
        self.address_taken: dict[str, None] = {}
        self.struct_types: dict[int, StructType] = {}      # id(AST node) -> laid-out type
        self.struct_tags: dict[str, StructType] = {}       # unique tag -> complete type
        self.struct_count = 0
        self.read_only: dict[str, None] = {}
        self.thread_local: dict[str, None] = {}            # _Thread_local / __thread
        self.vlas: dict[str, tuple[Var, int]] = {}        # VLA pointer -> (count, elem size)
        # id(pointer var) of a 2-D VLA -> (it, row length, element size)
        self.vla_rows: dict[int, tuple[Var, Var, int]] = {}
        # id(read expression) -> (it, struct address, field): bit-field lvalues
        self.bit_fields: dict[int, tuple[Expr, Expr, StructField]] = {}
        self.literals: dict[bytes, str] = {}               # string bytes -> object name
        self.units: list[c_ast.FileAST] = []
        self.fn_objects: dict[str, FuncInfo] = {}          # "$fn.f" -> f
        self.fn_address_names: set[str] | None = None      # see function_pointers

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
                    if isinstance(ext.type, _FUNC_DECLS):
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
        if len(names) == 1 and names[0] not in _TYPE_KEYWORDS:
            return self._typedef(names[0], scope, node)
        words = ["signed" if w in ("__signed__", "__signed") else w for w in names]
        if any(w in _FLOAT_NAMES for w in words):
            raise Unsupported("floating-point types")
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
                raise Unsupported("variable argument lists")
        raise self.error(f"unknown type name '{name}'", node)

    def _apply_mode(self, base: CType, attributes: c_ast.Node | None,
                    node: c_ast.Node) -> CType:
        """GCC's ``__attribute__((__mode__(QI/HI/SI/DI/TI/word)))`` on integer typedefs."""
        if attributes is None or not isinstance(base, IntType):
            return base
        for attr in _attribute_calls(attributes):
            name = attr.name.name.strip("_") if isinstance(attr.name, c_ast.ID) else ""
            if name == "vector_size":
                raise Unsupported("vector types")
            if name != "mode" or attr.args is None or not attr.args.exprs:
                continue
            arg = attr.args.exprs[0]
            mode = arg.name.strip("_") if isinstance(arg, c_ast.ID) else ""
            width = self.model.pointer if mode in ("word", "pointer") \
                else _MODE_WIDTHS.get(mode)
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

    # ------------------------------------------------------------------ structs
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
                here = 0 if is_union else _round_up((bits + 7) // 8, a)
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
        result = StructType(tag, tuple(fields), _round_up(size, align), align, is_union)
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
            return None, _round_up(bits, unit)
        if unit == 64 and self.model.pointer == 32:
            raise Unsupported("64-bit bit-fields on ILP32")
        if bits // unit != (bits + width - 1) // unit:
            bits = _round_up(bits, unit)
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
        return 1

    def _pointer_to(self, t: CType) -> PointerType:
        return PointerType(t, self.model.pointer)

    def _target(self, p: Expr, node: c_ast.Node | None) -> CType:
        """The (completed) type a pointer expression points to."""
        assert isinstance(p.type, PointerType)
        t = self.complete(p.type.target)
        if isinstance(t, FunctionType):
            raise self.unsupported("function pointers", node)
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
            address = p
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
            if not isinstance(i.type, IntType):
                raise self.error("invalid operands to binary +", node)
            i = self.convert(i, promote(i.type, self.model), node)
            return PointerAdd(p, i, self._scale(p, node), p.type)
        if op is BinOp.SUB and pa and not pb:
            if not isinstance(b.type, IntType):
                raise self.error("invalid operands to binary -", node)
            i = self.convert(b, promote(b.type, self.model), node)
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
            case IntType():
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

    def const_eval(self, node: c_ast.Node, scope: Scope | None = None) -> int:
        """The value of an integer constant expression; ParseError if it is not one."""
        e = self.const_expr(node, scope)
        return e.value

    def const_expr(self, node: c_ast.Node, scope: Scope | None = None) -> Const:
        saved = (self.const_mode, self.fn)
        if scope is not None and scope is not self.fn.scope:
            self.fn = FnState(self.fn.name, [scope])
        self.const_mode = True
        snapshot = self._snapshot()
        try:
            e = self.rvalue(node)
            if not isinstance(e.type, IntType):
                raise self.error("integer constant expression expected", node)
            return Const(evaluate(e), e.type)
        except NotConstant as nc:
            self._restore(snapshot)
            raise NotConstantError(nc.reason, self.loc(node)) from None
        finally:
            self.const_mode, self.fn = saved

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

    def goto(self, label: Label, cond: Expr | None, loc: SourceLocation) -> None:
        if isinstance(cond, Const):
            if cond.value == 0:
                return
            cond = None
        self.emit(Goto(cond, -1, loc))
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
            body = self.static_init(var, t, decl.init, init_loc, info.scope)
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
            case IntType() | PointerType() | StructType():
                return Const(0, t)
        raise Unsupported(f"zero value of {t}")

    def static_init(self, var: Var, t: CType, init: c_ast.Node | None,
                    loc: SourceLocation, scope: Scope) -> list[Instruction]:
        """Initialisation of a global or static: constant values only."""
        if init is None:
            return [Assign(var, self.zero(t), loc)]
        if isinstance(t, ArrayType | StructType):
            def value_of(item: c_ast.Node, ty: CType) -> Expr:
                if isinstance(ty, StructType):
                    raise self.error("initializer element is not constant", item)
                return self._const_convert(item, ty, scope)
            return self._init_aggregate(var, t, init, loc, value_of)
        node = _scalar_init(init)
        if node is None:
            return [Assign(var, self.zero(t), loc)]
        return [Assign(var, self._const_convert(node, t, scope), loc)]

    def _const_convert(self, node: c_ast.Node, t: CType, scope: Scope) -> Expr:
        if isinstance(t, PointerType):
            return self._address_constant(node, t, scope)
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
        node = _scalar_init(init)
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
        unit = self._int_of_width(f.type.width, False)
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
        elif t.signed and w < unit.width:
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
        if not (isinstance(init, c_ast.InitList) or _is_string(init)):
            raise self.error("invalid initializer for an array", node)
        items = init_plan(self, t, init)
        size = max((path[0] for path, _, _ in items if path and isinstance(path[0], int)),
                   default=-1) + 1
        return ArrayType(t.element, size)

    # ------------------------------------------------------------------ functions
    def _signature(self, info: FuncInfo, node: c_ast.Node) -> FunctionType | None:
        """The type of a function as the program declares it (None: implicitly declared)."""
        if info.signature is not None:
            return info.signature
        if info.definition is not None:
            decl = info.definition.decl
            kr = info.definition.param_decls
        else:
            protos = [d for d in info.decls if isinstance(d.type, _FUNC_DECLS)
                      and d.type.args is not None]
            candidates = protos or [d for d in info.decls if isinstance(d.type, _FUNC_DECLS)]
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
        if ftype.variadic:
            raise self.unsupported(f"variadic function definitions ('{info.source_name}')",
                                   fd.decl)
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
            body[index] = Goto(ins.cond, label.index, ins.loc)
        self.functions[info.name] = Function(info.name, ftype, params, tuple(body), loc,
                                             fn.return_var)

    # ------------------------------------------------------------------ statements
    def compound(self, node: c_ast.Compound, new_scope: bool = True) -> None:
        if new_scope:
            self.push_scope()
        for item in node.block_items or ():
            self.stmt(item)
        if new_scope:
            self.pop_scope(self._end_loc(node))

    def stmt(self, node: c_ast.Node) -> None:
        saved = self.current_loc
        self.current_loc = self.loc(node)
        try:
            self._stmt(node)
        finally:
            self.current_loc = saved

    def _stmt(self, node: c_ast.Node) -> None:
        loc = self.current_loc
        match node:
            case c_ast.Compound():
                self.compound(node)
            case c_ast.Decl():
                self.local_decl(node)
            case c_ast.DeclList(decls=decls):
                for d in decls:
                    self.local_decl(d)
            case c_ast.Typedef():
                self._register_enums(node.type, self.fn.scope)
                self.fn.scope.names[node.name] = TypedefEntry(node.type, self.fn.scope)
            case c_ast.If():
                self.if_stmt(node)
            case c_ast.While():
                self.while_stmt(node)
            case c_ast.DoWhile():
                self.do_while_stmt(node)
            case c_ast.For():
                self.for_stmt(node)
            case c_ast.Switch():
                self.switch_stmt(node)
            case c_ast.Case() | c_ast.Default():
                self.case_label(node)
            case c_ast.Break():
                if not self.fn.jumps:
                    raise self.error("break statement not within loop or switch", node)
                jumps = self.fn.jumps[-1]
                self.kill_scopes(jumps.depth, loc)
                self.goto(jumps.break_label, None, loc)
            case c_ast.Continue():
                target = next((j for j in reversed(self.fn.jumps)
                               if j.continue_label is not None), None)
                if target is None or target.continue_label is None:
                    raise self.error("continue statement not within a loop", node)
                self.kill_scopes(target.depth, loc)
                self.goto(target.continue_label, None, loc)
            case c_ast.Goto(name=name):
                if not isinstance(name, str):
                    raise self.unsupported("computed goto", node)
                label = self.fn.user_labels.setdefault(name, Label())
                self.fn.label_uses.setdefault(name, loc)
                self.goto(label, None, loc)
            case c_ast.Label(name=name, stmt=inner):
                label = self.fn.user_labels.setdefault(name, Label())
                if label.index is not None:
                    raise self.error(f"duplicate label '{name}'", node)
                self.place(label)
                self.fn.label_uses.setdefault(name, loc)
                if inner is not None:
                    self.stmt(inner)
            case c_ast.Return():
                self.return_stmt(node)
            case c_ast.EmptyStatement() | c_ast.Pragma():
                pass
            case c_ast.StaticAssert():
                self._static_assert(node)
            case Asm():
                raise self.unsupported("inline assembly", node)
            case c_ast.FuncDef():
                raise self.unsupported("nested function definitions", node)
            case _:
                self.expr(node, want=False)

    def local_decl(self, decl: c_ast.Decl) -> None:
        scope = self.fn.scope
        self._register_enums(decl.type, scope)
        name = decl.name
        if name is None:
            return
        loc = self.loc(decl)
        if isinstance(decl.type, _FUNC_DECLS):
            info = self._function_by_name(name)
            if info is None:
                info = FuncInfo(name, False, self._file_scope(), (len(self.files), 0))
                info.name = name
                self.all_funcs.append(info)
                self.external_funcs[name] = info
            if decl not in info.decls:
                info.decls.append(decl)
            scope.names[name] = info
            return
        if "extern" not in decl.storage:
            self._check_redeclaration(name, decl)
        if "extern" in decl.storage:
            gv = self.external_vars.get(name)
            if gv is None:
                gv = GlobalInfo(name, False, self._file_scope(), (len(self.files), 0))
                gv.name = name
                self.all_vars.append(gv)
                self.external_vars[name] = gv
            if decl not in gv.decls:
                gv.decls.append(decl)
            scope.names[name] = gv
            return
        try:
            t = self.resolve(decl.type)
            if isinstance(t, ArrayType) and t.size is None and decl.init is not None:
                t = self._complete_array(t, decl.init, decl)
        except Unsupported as u:
            if u.what == "variable-length arrays" and isinstance(decl.type, c_ast.ArrayDecl) \
                    and not decl.storage:
                self.vla_decl(decl, loc)
                return
            scope.names[name] = BadVar(name, u.what)
            if decl.init is not None:
                raise self.unsupported(f"{u.what} (variable '{name}')", decl) from None
            return
        if isinstance(t, FunctionType):
            raise self.unsupported("function declarations through typedefs", decl)
        if isinstance(t, VoidType):
            raise self.error(f"variable '{name}' declared void", decl)
        if isinstance(t, ArrayType) and t.size is None:
            raise self.error(f"array size missing in '{name}'", decl)
        problem = self._object_problem(t)
        if problem is not None:
            scope.names[name] = BadVar(name, problem)
            if decl.init is not None:
                raise self.unsupported(f"{problem} (variable '{name}')", decl)
            return
        thread_local = "_Thread_local" in decl.storage or "__thread" in decl.storage
        if thread_local and "static" not in decl.storage and "extern" not in decl.storage:
            raise self.error(f"thread-local variable '{name}' at block scope must be static "
                             "or extern", decl)
        unique = self.unique_local(name)
        if thread_local:
            self.thread_local.setdefault(unique)
        var = Var(unique, t)
        if "static" in decl.storage:
            self.symbols[unique] = Symbol(unique, name, t, SymbolKind.STATIC_LOCAL, loc,
                                          self.fn.name)
            scope.names[name] = Local(var)
            init_loc = SourceLocation(loc.file, loc.line, loc.column, INIT_FUNCTION)
            body = self.static_init(var, t, decl.init, init_loc, scope)
            if not self.discarding:
                self.static_count += 1
                self.inits.append(((1, self.static_count), body))
            return
        self.symbols[unique] = Symbol(unique, name, t, SymbolKind.LOCAL, loc, self.fn.name)
        scope.names[name] = Local(var)
        scope.locals.append(var)
        self.emit(Decl(var, loc))
        if decl.init is not None:
            self.local_init(var, t, decl.init, loc)

    def vla_decl(self, decl: c_ast.Decl, loc: SourceLocation) -> None:
        """``T a[n]`` with a non-constant ``n``: a stack object of ``n * sizeof(T)`` bytes
        (``Allocate``, kind alloca) and ``a`` a ``T *`` to it; ``sizeof a`` is computed from
        the saved size, and accesses are bounds-checked against the object's runtime size.
        ``Assign(a, Allocate(alloca))`` with a variable on the left is made only here: symex
        kills that object at ``Dead(a)``, the end of the block."""
        name = decl.name
        if decl.init is not None:
            raise self.error("variable-sized object may not be initialized", decl)
        dims = [decl.type.dim]
        inner = decl.type.type
        try:
            try:
                element = self.complete(self.resolve(inner))
            except Unsupported as u:        # T a[n][m] with a variable m: two dimensions
                if u.what != "variable-length arrays" or \
                        not isinstance(inner, c_ast.ArrayDecl) or inner.dim is None:
                    raise
                dims.append(inner.dim)
                element = self.complete(self.resolve(inner.type))
            es = size_in_bytes(element)
        except (Unsupported, ValueError):
            raise self.unsupported(f"variable-length arrays of this element type "
                                   f"(variable '{name}')", decl) from None
        problem = self._object_problem(element)
        if problem is not None:
            raise self.unsupported(f"{problem} (variable '{name}')", decl)
        size_t, it = self.model.size_t, self.model.int_type
        w = self.model.pointer
        limit = ((1 << (w - pointer_object_bits(w))) - 1) // max(es, 1)     # the largest object
        counts: list[Var] = []
        for k, dim in enumerate(dims):
            count = self._spill(self.convert(self.scalar(dim), size_t, dim), loc)
            self.symbols[count.name] = replace(self.symbols[count.name], kind=SymbolKind.LOCAL,
                                               source_name=f"{name}$size{k if k else ''}")
            counts.append(count)
        wide = self.model.uint128
        total_count: Expr = counts[0]
        product: Expr = Cast(counts[0], wide)
        for count in counts[1:]:
            total_count = Binary(BinOp.MUL, total_count, count, size_t)
            product = Binary(BinOp.MUL, product, Cast(count, wide), wide)
        fits = Binary(BinOp.LE, product, Const(limit, wide), it)
        for count in counts:        # each factor is small, so the product cannot wrap
            fits = Binary(BinOp.LAND, Binary(BinOp.LE, count, Const(limit, size_t), it), fits, it)
        self.emit(Assert(fits, "array_bounds", f"size of variable-length array {name} within "
                         "the object size limit", loc))
        total_var = self._spill(total_count, loc) if len(counts) > 1 else counts[0]
        pt = self._pointer_to(element)
        unique = self.unique_local(name)
        var = Var(unique, pt)
        self.symbols[unique] = Symbol(unique, name, pt, SymbolKind.LOCAL, loc, self.fn.name)
        self.fn.scope.names[name] = Local(var)
        self.fn.scope.locals.append(var)
        self.vlas[unique] = (total_var, es)
        if len(counts) > 1:
            self.vla_rows[id(var)] = (var, counts[1], es)
        self.emit(Decl(var, loc))
        total = Binary(BinOp.MUL, total_var, Const(es, size_t), size_t)
        site = f"variable-length array {name} at {loc.file.rsplit('/', 1)[-1]}:{loc.line}"
        self.emit(Assign(var, Allocate(total, AllocKind.ALLOCA, pt, site), loc))

    def _check_redeclaration(self, name: str, decl: c_ast.Decl) -> None:
        """A block-scope object declared twice in one scope (the function's outermost
        block shares its scope with the parameters)."""
        scopes = [self.fn.scope]
        if len(self.fn.scopes) == 2:
            scopes.append(self.fn.scopes[0])
        for scope in scopes:
            if isinstance(scope.names.get(name), Local | BadVar | EnumConst | TypedefEntry):
                raise self.error(f"redeclaration of '{name}'", decl)

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

    def if_stmt(self, node: c_ast.If) -> None:
        loc = self.current_loc
        else_label, end = Label(), Label()
        self.branch(node.cond, else_label, False)
        if node.iftrue is not None:
            self.stmt(node.iftrue)
        if node.iffalse is not None:
            self.goto(end, None, loc)
            self.place(else_label)
            self.stmt(node.iffalse)
            self.place(end)
        else:
            self.place(else_label)

    def _loop_head(self, cond: c_ast.Node | None, exit_label: Label,
                   loc: SourceLocation) -> Label:
        """Place the loop head and the exit test; a Skip if the test emits nothing."""
        head = Label()
        self.place(head)
        before = len(self.fn.body)
        if cond is not None:
            self.branch(cond, exit_label, False)
        if len(self.fn.body) == before:
            self.emit(Skip(loc))
        return head

    def _loop_body(self, body: c_ast.Node | None, exit_label: Label,
                   cont: Label) -> None:
        self.fn.jumps.append(Jumps(exit_label, cont, len(self.fn.scopes)))
        try:
            if body is not None:
                self.stmt(body)
        finally:
            self.fn.jumps.pop()

    def while_stmt(self, node: c_ast.While) -> None:
        loc = self.current_loc
        exit_label, cont = Label(), Label()
        head = self._loop_head(node.cond, exit_label, loc)
        self._loop_body(node.stmt, exit_label, cont)
        self.place(cont)
        self.goto(head, None, loc)
        self.place(exit_label)

    def do_while_stmt(self, node: c_ast.DoWhile) -> None:
        loc = self.current_loc
        exit_label, cont, head = Label(), Label(), Label()
        self.place(head)
        self.emit(Skip(loc))
        self._loop_body(node.stmt, exit_label, cont)
        self.place(cont)
        cond_loc = self.loc(node.cond)
        saved = self.current_loc
        self.current_loc = cond_loc
        self.branch(node.cond, head, True)
        self.current_loc = saved
        self.place(exit_label)

    def for_stmt(self, node: c_ast.For) -> None:
        loc = self.current_loc
        self.push_scope()
        if node.init is not None:
            if isinstance(node.init, c_ast.DeclList):
                for d in node.init.decls:
                    self.local_decl(d)
            else:
                self.expr(node.init, want=False)
        exit_label, cont = Label(), Label()
        head = self._loop_head(node.cond, exit_label, loc)
        self._loop_body(node.stmt, exit_label, cont)
        self.place(cont)
        if node.next is not None:
            saved = self.current_loc
            self.current_loc = self.loc(node.next)
            self.expr(node.next, want=False)
            self.current_loc = saved
        self.goto(head, None, loc)
        self.place(exit_label)
        self.pop_scope(loc)

    def switch_stmt(self, node: c_ast.Switch) -> None:
        loc = self.current_loc
        value = self.rvalue(node.cond)
        if not isinstance(value.type, IntType):
            raise self.error("switch quantity not an integer", node.cond)
        t = promote(value.type, self.model)
        value = self.convert(value, t, node.cond)
        if not isinstance(value, Var | Const):
            tmp = self.new_tmp(t, loc)
            self.emit(Assign(tmp, value, loc))
            value = tmp
        end = Label()
        ctx = SwitchLabels({})
        default: Label | None = None
        seen: dict[int, c_ast.Node] = {}
        for case in _cases_of(node.stmt):
            label = Label()
            ctx.labels[id(case)] = label
            if isinstance(case, c_ast.Default):
                if default is not None:
                    raise self.error("multiple default labels in one switch", case)
                default = label
                continue
            if isinstance(case.expr, RangeExpression):
                lo = const_int(self.const_eval(case.expr.first), t).value
                hi = const_int(self.const_eval(case.expr.last), t).value
                cond: Expr = Binary(BinOp.LAND,
                                    Binary(BinOp.GE, value, Const(lo, t), self.model.int_type),
                                    Binary(BinOp.LE, value, Const(hi, t), self.model.int_type),
                                    self.model.int_type)
                values = range(lo, hi + 1) if hi - lo < 4096 else range(lo, lo + 1)
            else:
                c = const_int(self.const_eval(case.expr), t).value
                cond = Binary(BinOp.EQ, value, Const(c, t), self.model.int_type)
                values = range(c, c + 1)
            for v in values:
                if v in seen:
                    raise self.error(f"duplicate case value {v}", case)
                seen[v] = case
            self.goto(label, cond, self.loc(case))
        self.goto(default if default is not None else end, None, loc)
        outer_continue = None
        self.fn.jumps.append(Jumps(end, outer_continue, len(self.fn.scopes)))
        self.fn.switches.append(ctx)
        try:
            self.stmt(node.stmt)
        finally:
            self.fn.switches.pop()
            self.fn.jumps.pop()
        self.place(end)

    def case_label(self, node: c_ast.Case | c_ast.Default) -> None:
        label = self.fn.switches[-1].labels.get(id(node)) if self.fn.switches else None
        if label is None:
            kind = "case" if isinstance(node, c_ast.Case) else "default"
            raise self.error(f"'{kind}' label not within a switch statement", node)
        self.place(label)
        for s in node.stmts or ():
            self.stmt(s)

    def return_stmt(self, node: c_ast.Return) -> None:
        loc = self.current_loc
        rt = self.fn.return_type
        value: Expr | None = None
        if node.expr is not None:
            if isinstance(rt, VoidType):
                if not isinstance(self.type_of(node.expr), VoidType):
                    self.warn(f"{loc}: 'return' with a value, in function returning void")
                self.expr(node.expr, want=False)
            else:
                value = self.convert(self.rvalue(node.expr), rt, node.expr)
        elif not isinstance(rt, VoidType):
            self._return_nondet(loc)
            return
        self.emit(Return(value, loc))

    # ------------------------------------------------------------------ conditions
    def branch(self, node: c_ast.Node, label: Label, when: bool) -> None:
        """Jump to ``label`` if the truth of ``node`` equals ``when``; else fall through."""
        loc = self.current_loc
        match node:
            case c_ast.BinaryOp(op="&&", left=a, right=b) if _has_side_effects(b):
                if when:
                    skip = Label()
                    self.branch(a, skip, False)
                    self.branch(b, label, True)
                    self.place(skip)
                else:
                    self.branch(a, label, False)
                    self.branch(b, label, False)
                return
            case c_ast.BinaryOp(op="||", left=a, right=b) if _has_side_effects(b):
                if when:
                    self.branch(a, label, True)
                    self.branch(b, label, True)
                else:
                    skip = Label()
                    self.branch(a, skip, True)
                    self.branch(b, label, False)
                    self.place(skip)
                return
            case c_ast.UnaryOp(op="!", expr=a) if _has_side_effects(a):
                self.branch(a, label, not when)
                return
        cond = self.to_bool(self.scalar(node))
        self.goto(label, cond if when else self.negate(cond), loc)

    def to_bool(self, e: Expr) -> Expr:
        """An ``int`` 0/1 expression that is 1 iff ``e`` is nonzero."""
        it = self.model.int_type
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
            case Binary(op=op, left=x, right=y) if op in _NEGATED:
                return Binary(_NEGATED[op], x, y, it)
            case Unary(op=UnOp.LNOT, operand=x):
                return self.to_bool(x)
        return Unary(UnOp.LNOT, b, it)

    # ------------------------------------------------------------------ conversions
    def convert(self, e: Expr, t: CType, node: c_ast.Node | None) -> Expr:
        """``e`` converted to ``t`` (assignment, argument, cast: all the same for integers)."""
        if e.type == t:
            return e
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

    def arith_type(self, a: Expr, b: Expr, node: c_ast.Node) -> IntType:
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
        if not isinstance(e.type, IntType | PointerType):
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
                if op in ("&&", "||") and _has_side_effects(b):
                    return self.logical_with_effects(node, want)
                bop = _BIN_OPS.get(op)
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
                case "float" | "double" | "long double":
                    raise self.unsupported("floating-point arithmetic", node)
                case _:
                    if _looks_float(text):
                        raise self.unsupported("floating-point arithmetic", node)
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
        if self.const_mode and not self.discarding:
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
        """``(T){...}``: an unnamed block-scope object initialised like a declaration."""
        if self.const_mode and not self.discarding:
            raise NotConstant("initializer element is not constant")
        try:
            t = self.resolve(node.type)
            if isinstance(t, ArrayType) and t.size is None:
                t = self._complete_array(t, node.init, node)
        except Unsupported as u:
            raise self.unsupported(f"{u.what} (compound literal)", node) from None
        problem = self._object_problem(t)
        if problem is not None or isinstance(t, ArrayType) and t.size is None:
            raise self.unsupported(f"{problem or 'incomplete array'} (compound literal)", node)
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
                if self.const_mode and not self.discarding:
                    raise NotConstant("initializer element is not constant")
                return var
            case GlobalInfo():
                if self.const_mode and not self.discarding:
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
                t = self._type_operand(node.expr)
                while isinstance(t, ArrayType):
                    t = t.element
                try:
                    return Const(max(1, size_in_bytes(t)), self.model.size_t)
                except ValueError as e:
                    raise self.error(str(e), node) from None
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
            op = _BIN_OPS.get(node.op[:-1])
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
        if not isinstance(target.type, IntType | PointerType):
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
            if not _has_side_effects(node.iffalse):
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
        if not _has_side_effects(node.iftrue) and not _has_side_effects(node.iffalse):
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
                if not isinstance(e.type, IntType):
                    raise self.unsupported(f"conditional expression of type {e.type}", n)
            t = self.arith_type(a, b, node)
            return self._ite(self.to_bool(c), self.convert(a, t, node),
                             self.convert(b, t, node), t)
        ta, tb = self.type_of(node.iftrue), self.type_of(node.iffalse)
        result: CType | None = None
        if isinstance(ta, IntType) and isinstance(tb, IntType):
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
        if not isinstance(t, IntType | PointerType):
            what = self._object_problem(t) or f"casts to {t}"
            raise self.unsupported(what, node)
        e = self.rvalue(operand)
        if not isinstance(e.type, IntType | PointerType):
            raise self.error(f"conversion of {e.type} to {t}", operand)
        if isinstance(t, IntType) and isinstance(e.type, PointerType) and not t.is_bool:
            return Cast(e, t)                  # the pointer's (object, offset) bits
        if isinstance(t, PointerType) and isinstance(e.type, IntType) \
                and not (isinstance(e, Const) and e.value == 0):
            return self.integer_to_pointer(e, t, node)
        return self.convert(e, t, node)

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
        if items and not isinstance(items[-1], _STATEMENTS):
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

    # ------------------------------------------------------------------ calls
    def call(self, node: c_ast.FuncCall, want: bool) -> Expr | None:
        args = list(node.args.exprs) if node.args is not None else []
        loc = self.loc(node)
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
        info = entry if isinstance(entry, FuncInfo) else self.external_funcs.get(name)
        return self.named_call(name, info, args, node, loc, want)

    def named_call(self, name: str, info: FuncInfo | None, args: list[c_ast.Node],
                   node: c_ast.FuncCall, loc: SourceLocation, want: bool) -> Expr | None:
        has_body = info is not None and info.definition is not None
        special = bi.special_of(name, has_body)
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
        if self.const_mode and not self.discarding:
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
            self.warn(f"call through function pointer {text} at {loc.file}:{loc.line} has "
                      f"{len(candidates)} possible targets: "
                      + ", ".join(c.source_name for c in candidates))
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
            call_args += tuple(values[len(sig.params):]) if sig.variadic else ()
            if not self.discarding:
                self._enqueue(info)
            result = None if lhs is None or isinstance(sig.result, VoidType) else lhs
            if result is not None and sig.result != lhs.type:
                raw = self.new_tmp(sig.result, loc)
                self.emit(Call(raw, info.name, call_args, loc))
                self.emit(Assign(lhs, self.convert(raw, lhs.type, node), loc))
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
        values = values[:len(ftype.params)]
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
        if not isinstance(t, IntType):
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
        if isinstance(result, VoidType):
            return None
        problem = self._object_problem(result)
        if problem is None and isinstance(result, PointerType | StructType):
            problem = f"pointer or struct type {result} without a body"
        if problem is not None:
            raise self.unsupported(f"functions returning {problem} ({name})", node)
        if not want:
            return None
        tmp = self.new_tmp(result, loc)
        self.emit(Assign(tmp, Nondet(result), loc))
        return tmp

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
                text = string_literal(args[0].value) if args and _is_string(args[0]) \
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
                        _is_string(args[1]) else f"assertion {self.source_text(args[0])}"
                elif special is S.BMC_ASSERT and len(args) > 1 and _is_string(args[1]):
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
                if not isinstance(x, Var | Const):
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
                from bmc.frontend.stdio_calls import lower_output_call
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
                from bmc.frontend.threads import lower_thread_call
                from bmc.frontend.threads import FUNCTION_ARGUMENT
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


# --------------------------------------------------------------------------- AST helpers
def _round_up(n: int, a: int) -> int:
    return (n + a - 1) // a * a


def _is_string(node: c_ast.Node | None) -> bool:
    return isinstance(node, c_ast.Constant) and node.type == "string"


def _looks_float(text: str) -> bool:
    t = text.lower()
    if t.startswith("0x"):
        return "p" in t
    return "." in t or "e" in t


def _scalar_init(node: c_ast.Node) -> c_ast.Node | None:
    """A scalar's initialiser without braces (``int x = {5};``); None for ``{}``."""
    while isinstance(node, c_ast.InitList):
        if not node.exprs:
            return None
        node = node.exprs[0]
    return node


def _attribute_calls(node: c_ast.Node) -> Iterator[c_ast.FuncCall]:
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, c_ast.FuncCall):
            yield n
            continue
        stack.extend(child for _, child in reversed(n.children()))


def _cases_of(node: c_ast.Node | None) -> list[c_ast.Node]:
    """The case/default labels of one switch body (not those of nested switches)."""
    found: list[c_ast.Node] = []
    stack = [node] if node is not None else []
    while stack:
        n = stack.pop()
        if isinstance(n, c_ast.Switch):
            continue
        if isinstance(n, c_ast.Case | c_ast.Default):
            found.append(n)
        stack.extend(child for _, child in reversed(n.children()))
    return found


_EFFECT_FREE_CALLS = frozenset({"__builtin_expect"})


def _has_side_effects(node: c_ast.Node | None) -> bool:
    """Whether evaluating ``node`` may emit instructions (assignments, calls, ...)."""
    stack = [node] if node is not None else []
    while stack:
        n = stack.pop()
        match n:
            case c_ast.Assignment() | c_ast.Compound():
                return True
            case c_ast.UnaryOp(op="sizeof" | "_Alignof" | "__alignof__"):
                continue
            case c_ast.UnaryOp(op="++" | "--" | "p++" | "p--"):
                return True
            case c_ast.FuncCall(name=c_ast.ID(name=name)) if name in _EFFECT_FREE_CALLS:
                pass
            case c_ast.FuncCall():
                return True
        stack.extend(child for _, child in n.children())
    return False
