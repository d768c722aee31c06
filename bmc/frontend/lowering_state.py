"""The lowerer's state and the methods its parts call on each other, declared in one place.

The lowerer (``bmc.frontend.lower``) is one object assembled from mixins (``lower_types``,
``lower_statements``, ``lower_calls``, ``lower_objects``, ``lower_floats``) that share its
state. :class:`LoweringState` is their common base: it annotates and documents every
instance attribute (``__init__`` sets them all) and declares, as abstract methods, every
method one part calls on ``self`` that another part implements, and every method the
helper modules (``cprover_calls``, ``stdio_calls``, ``float_formats``, ``threads``,
``libmodels``) call on the lowerer they are given. So each mixin and helper module can be
type-checked on its own, and none of them imports ``lower``.

This module sits below ``lower`` and its mixins: it imports none of them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import deque
from contextlib import AbstractContextManager

from pycparser import c_ast
from pycparser.c_generator import CGenerator

from bmc.errors import ParseError, UnsupportedFeature
from bmc.frontend.scopes import FnState, FuncInfo, GlobalInfo, Label, Scope
from bmc.ir.ctype import (
    ArrayType,
    CType,
    DataModel,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    StructField,
    StructType,
)
from bmc.ir.expr import BinOp, Const, Expr, FOp, Var
from bmc.ir.program import (
    INIT_FUNCTION,
    Assign,
    BranchSite,
    Function,
    Instruction,
    SourceLocation,
    Symbol,
)
from bmc.options import Options


class LoweringState(ABC):
    """The state of one lowering run (``__init__(model, options)``) and the lowerer's
    internal interface; ``bmc.frontend.lower._Lowerer`` implements every abstract method."""

    # ------------------------------------------------------------------ the run
    #: the target's type widths and layout rules
    model: DataModel
    #: the command-line options (entry point, checks, --nondet-static ...)
    options: Options
    #: the translation units' file names in order, the library models' file last
    files: list[str]
    #: the parsed translation units of the user's files (not the library models)
    units: list[c_ast.FileAST]
    #: the top-level scope of each file, in the order of ``files``
    file_scopes: list[Scope]

    # ------------------------------------------------------------------ declarations
    #: globals with external linkage by source name (shared by all files)
    external_vars: dict[str, GlobalInfo]
    #: functions with external linkage by source name (shared by all files)
    external_funcs: dict[str, FuncInfo]
    #: every file-scope variable, static ones included, in declaration order
    all_vars: list[GlobalInfo]
    #: every function, static ones included, in declaration order
    all_funcs: list[FuncInfo]
    #: id(struct/union AST node) -> its laid-out type (a placeholder while being laid out)
    struct_types: dict[int, StructType]
    #: unique tag -> complete struct/union type
    struct_tags: dict[str, StructType]
    #: how many struct/union types have been laid out (numbers repeated tags ``s$N``)
    struct_count: int

    # ------------------------------------------------------------------ the program built
    #: the program's symbol table by unique name
    symbols: dict[str, Symbol]
    #: the lowered functions by unique name
    functions: dict[str, Function]
    #: reachable functions still to lower (FIFO, from the entry point)
    worklist: deque[FuncInfo]
    #: id() of every function ever put on the worklist
    queued: set[int]
    #: ((order key), instructions) initialising globals and statics in ``INIT_FUNCTION``
    inits: list[tuple[tuple[float, int], list[Instruction]]]
    #: how many function-scope statics got an initialisation (their order key)
    static_count: int
    #: the warnings so far, in order (a dict used as an ordered set)
    warnings: dict[str, None]
    #: the called functions without a body, in order (ordered set)
    undefined: dict[str, None]
    #: names of variables whose address is taken (ordered set)
    address_taken: dict[str, None]
    #: names of read-only objects: string literals, function objects (ordered set)
    read_only: dict[str, None]
    #: names of ``_Thread_local`` / ``__thread`` variables (ordered set)
    thread_local: dict[str, None]
    #: string literal bytes -> name of its ``$stringN`` object
    literals: dict[bytes, str]
    #: "$fn.f" (name of a function's address object) -> the function
    fn_objects: dict[str, FuncInfo]
    #: source names of the functions whose address the program takes (None: not yet read)
    fn_address_names: set[str] | None
    #: target type of a pointer passed to a variadic function -> its index in the argument
    #: tags (``bmc.frontend.varargs.tag_of``), first seen first
    va_pointer_tags: dict[CType, int]

    # ------------------------------------------------------------------ the current position
    #: the function being lowered (``INIT_FUNCTION``'s state between functions)
    fn: FnState
    #: location of the construct being lowered, for AST nodes without a coordinate
    current_loc: SourceLocation
    #: lowering a constant expression: emitting an instruction raises ``NotConstant``
    const_mode: bool
    #: lowering an address constant (C11 6.6p9) in a static initialiser: no value is read
    address_mode: bool
    #: nesting depth of lowering whose output is thrown away (sizeof, typeof): no warnings
    discarding: int
    #: VLA pointer name -> (element count, element size in bytes)
    vlas: dict[str, tuple[Var, int]]
    #: id(pointer variable) of a 2-D VLA -> (it, row length, element size)
    vla_rows: dict[int, tuple[Var, Var, int]]
    #: id(read expression) -> (it, struct address, field) of a bit-field lvalue
    bit_fields: dict[int, tuple[Expr, Expr, StructField]]
    #: prints AST nodes back as C (property descriptions)
    generator: CGenerator
    #: whether the program can change the rounding mode (None: not yet computed)
    _mode_changes: bool | None

    def __init__(self, model: DataModel, options: Options) -> None:
        self.model = model
        self.options = options
        self.files = []
        self.units = []
        self.file_scopes = []
        self.external_vars = {}
        self.external_funcs = {}
        self.all_vars = []
        self.all_funcs = []
        self.struct_types = {}
        self.struct_tags = {}
        self.struct_count = 0
        self.symbols = {}
        self.functions = {}
        self.worklist = deque()
        self.queued = set()
        self.inits = []
        self.static_count = 0
        self.warnings = {}
        self.undefined = {}
        self.address_taken = {}
        self.read_only = {}
        self.thread_local = {}
        self.literals = {}
        self.fn_objects = {}
        self.fn_address_names = None
        self.va_pointer_tags = {}
        self.fn = FnState(INIT_FUNCTION, [Scope(None)])
        self.current_loc = SourceLocation("<built-in>", 0)
        self.const_mode = False
        self.address_mode = False
        self.discarding = 0
        self.vlas = {}
        self.vla_rows = {}
        self.bit_fields = {}
        self.generator = CGenerator()
        self._mode_changes = None

    # ============================================================ implemented in lower
    # ------------------------------------------------------------------ diagnostics
    @abstractmethod
    def warn(self, message: str) -> None:
        """Record a warning (not while discarding)."""

    @abstractmethod
    def loc(self, node: c_ast.Node | None) -> SourceLocation:
        """The location of ``node`` in the current function."""

    @abstractmethod
    def _loc_of(self, node: c_ast.Node | None, function: str | None = None) -> SourceLocation:
        """The location of ``node`` in ``function`` (default: the current one)."""

    @abstractmethod
    def error(self, message: str, node: c_ast.Node | None) -> ParseError:
        """A ParseError at ``node`` (for the caller to raise)."""

    @abstractmethod
    def unsupported(self, what: str, node: c_ast.Node | None) -> UnsupportedFeature:
        """An UnsupportedFeature naming ``what`` at ``node`` (for the caller to raise)."""

    @abstractmethod
    def source_text(self, node: c_ast.Node) -> str:
        """``node`` printed back as C ("?" if it cannot be)."""

    # ------------------------------------------------------------------ functions
    @abstractmethod
    def _enqueue(self, info: FuncInfo) -> None:
        """Put a reachable function on the worklist (once)."""

    @abstractmethod
    def _signature(self, info: FuncInfo, node: c_ast.Node) -> FunctionType | None:
        """The type of a function as the program declares it (None: implicitly declared)."""

    @abstractmethod
    def _function_by_name(self, name: str) -> FuncInfo | None:
        """The function ``name`` visible in the current scope (None: none)."""

    @abstractmethod
    def _file_scope(self) -> Scope:
        """The file scope enclosing the current scope."""

    @abstractmethod
    def _end_loc(self, body: c_ast.Compound) -> SourceLocation:
        """The location of a function body's end (its last item)."""

    @abstractmethod
    def _return_nondet(self, loc: SourceLocation) -> None:
        """Falling off a non-void function: the result is an arbitrary value."""

    # ------------------------------------------------------------------ instructions, scopes
    @abstractmethod
    def emit(self, ins: Instruction) -> None:
        """Append ``ins`` to the current function (NotConstant in constant mode)."""

    @abstractmethod
    def goto(self, label: Label, cond: Expr | None, loc: SourceLocation,
             branch: BranchSite | None = None) -> None:
        """A jump to ``label`` (if ``cond``; none if ``cond`` is the constant 0)."""

    @abstractmethod
    def place(self, label: Label) -> None:
        """Put ``label`` at the next instruction."""

    @abstractmethod
    def new_tmp(self, t: CType, loc: SourceLocation) -> Var:
        """A fresh temporary ``f::$tmpN`` of type ``t`` (added to the symbols)."""

    @abstractmethod
    def push_scope(self) -> Scope:
        """Open a block scope in the current function; returns it."""

    @abstractmethod
    def pop_scope(self, loc: SourceLocation) -> None:
        """Close the innermost block scope (``Dead`` for its locals if control reaches it)."""

    @abstractmethod
    def kill_scopes(self, depth: int, loc: SourceLocation) -> None:
        """``Dead`` for the locals of every scope above ``depth`` (innermost first)."""

    @abstractmethod
    def unique_local(self, source_name: str) -> str:
        """The unique name of a new local ``source_name``: ``f::x`` or ``f::N::x``."""

    # ------------------------------------------------------------------ types and constants
    @abstractmethod
    def _pointer_to(self, t: CType) -> PointerType:
        """The type pointer to ``t``."""

    @staticmethod
    @abstractmethod
    def _object_problem(t: CType) -> str | None:
        """Why a variable of type ``t`` cannot be represented (None: it can)."""

    @abstractmethod
    def type_of(self, node: c_ast.Node) -> CType:
        """The type of an expression without evaluating it (sizeof, typeof)."""

    @abstractmethod
    def const_eval(self, node: c_ast.Node, scope: Scope | None = None) -> int:
        """The value of an integer constant expression; ParseError if it is not one."""

    @abstractmethod
    def const_expr(self, node: c_ast.Node, scope: Scope | None = None) -> Const:
        """An integer constant expression folded to a constant (NotConstantError if not)."""

    @abstractmethod
    def constant_evaluation(self, scope: Scope | None) -> AbstractContextManager[None]:
        """A context in which lowering is in constant mode (in ``scope`` when given)."""

    @abstractmethod
    def address_evaluation(self, scope: Scope | None) -> AbstractContextManager[None]:
        """Constant mode for an address constant (static objects, functions and string
        literals may be named; no value may be read)."""

    @abstractmethod
    def _may_name_static(self) -> bool:
        """Whether naming a static object is allowed here (not constant mode, or an
        address constant)."""

    @abstractmethod
    def _static_assert(self, node: c_ast.StaticAssert) -> None:
        """Check a ``_Static_assert`` (ParseError when it fails)."""

    # ------------------------------------------------------------------ expressions
    @abstractmethod
    def expr(self, node: c_ast.Node, want: bool = True) -> Expr | None:
        """Lower an expression: side effects are emitted, the value is returned."""

    @abstractmethod
    def rvalue(self, node: c_ast.Node) -> Expr:
        """A value (not void, not an array) of ``node``."""

    @abstractmethod
    def deref(self, p: Expr, node: c_ast.Node | None) -> Expr:
        """``*p`` with the checks of a dereference (``node`` for messages)."""

    @abstractmethod
    def lvalue(self, node: c_ast.Node) -> Expr:
        """The object ``node`` designates (an lvalue expression)."""

    @abstractmethod
    def _field(self, address: Expr, f: StructField) -> Expr:
        """The member ``f`` of the struct at ``address`` (implemented in lower_objects)."""

    @abstractmethod
    def assign(self, target: Expr, value: Expr, loc: SourceLocation) -> Assign:
        """``target = value`` as an instruction (implemented in lower_objects)."""

    @abstractmethod
    def scalar(self, node: c_ast.Node) -> Expr:
        """A value of scalar type (integer, pointer, floating) of ``node``."""

    @abstractmethod
    def convert(self, e: Expr, t: CType, node: c_ast.Node | None) -> Expr:
        """``e`` converted to ``t`` (assignment, argument, cast: all the same for integers)."""

    @abstractmethod
    def binary(self, op: BinOp, a: Expr, b: Expr, node: c_ast.Node) -> Expr:
        """``a op b`` on already-lowered operands, with C's conversions."""

    @abstractmethod
    def to_bool(self, e: Expr) -> Expr:
        """An ``int`` 0/1 expression that is 1 iff ``e`` is nonzero."""

    @abstractmethod
    def negate(self, b: Expr) -> Expr:
        """The ``int`` 0/1 expression ``!b``."""

    @abstractmethod
    def _ite(self, cond: Expr, a: Expr, b: Expr, t: CType) -> Expr:
        """``cond ? a : b`` of type ``t`` (one of them if ``cond`` is constant)."""

    @abstractmethod
    def address_of(self, e: Expr, node: c_ast.Node | None) -> Expr:
        """``&e`` for an lvalue ``e`` (marks variables as living in memory)."""

    @abstractmethod
    def decay(self, e: Expr, node: c_ast.Node | None) -> Expr:
        """An array-typed expression as a pointer to its first element."""

    @abstractmethod
    def string_literal(self, node: c_ast.Constant) -> Var:
        """A string literal: a read-only ``char`` array object holding its bytes and NUL."""

    # ============================================================ implemented in lower_types
    @abstractmethod
    def resolve(self, node: c_ast.Node, scope: Scope | None = None) -> CType:
        """The C type a declarator/type-name denotes; raises Unsupported or ParseError."""

    @abstractmethod
    def complete(self, t: CType) -> CType:
        """``t`` with an incomplete struct placeholder replaced by the completed type."""

    @abstractmethod
    def _int_of_width(self, width: int, signed: bool) -> IntType:
        """The standard integer type of ``width`` bits and signedness ``signed``."""

    @abstractmethod
    def _register_enums(self, node: c_ast.Node | None, scope: Scope) -> None:
        """Declare the enumerators of every enum definition inside a declaration's type."""

    # ============================================================ implemented in lower_calls
    @abstractmethod
    def defined_call(self, info: FuncInfo, args: list[c_ast.Node], node: c_ast.FuncCall,
                     loc: SourceLocation, want: bool) -> Expr | None:
        """A call of a function with a body (its value when ``want``)."""

    @abstractmethod
    def function_address(self, info: FuncInfo, node: c_ast.Node) -> Expr:
        """``f`` / ``&f`` as a value: the address of the function's read-only object."""

    @abstractmethod
    def has_call(self, node: c_ast.Node) -> bool:
        """Whether the expression ``node`` contains a function call."""

    @abstractmethod
    def _spill(self, e: Expr, loc: SourceLocation) -> Var:
        """``e`` assigned to a fresh temporary, which is returned."""

    # ============================================================ implemented in lower_objects
    @abstractmethod
    def use_global(self, info: GlobalInfo, node: c_ast.Node) -> Var:
        """The variable of a global (declared and initialised on first use)."""

    @abstractmethod
    def static_init(self, var: Var, t: CType, init: c_ast.Node | None, loc: SourceLocation,
                    scope: Scope, decl: c_ast.Decl | None = None) -> list[Instruction]:
        """Initialisation of a global or static: constant values only (arbitrary with
        --nondet-static, unless the object is const)."""

    @abstractmethod
    def local_init(self, var: Var, t: CType, init: c_ast.Node, loc: SourceLocation) -> None:
        """Emit the initialisation of a local ``var`` of type ``t`` from ``init``."""

    @abstractmethod
    def _complete_array(self, t: ArrayType, init: c_ast.Node, node: c_ast.Node) -> ArrayType:
        """``T a[] = {...}``: the size comes from the initialiser."""

    # ============================================================ implemented in lower_floats
    @abstractmethod
    def rounding_mode(self) -> Expr:
        """The current rounding mode: the library's global, or nearest in constant
        expressions (gcc folds those at compile time)."""

    @abstractmethod
    def float_op(self, op: FOp, args: list[Expr], t: CType) -> Expr:
        """The floating operation ``op`` on ``args`` (the rounding mode added if it rounds)."""

    @abstractmethod
    def float_rank_type(self, a: CType, b: CType) -> FloatType:
        """The floating type of the usual arithmetic conversion of ``a`` and ``b``."""

    @abstractmethod
    def float_typed(self, node: c_ast.Node, scope: Scope | None) -> bool:
        """Whether a static initialiser's expression has a floating type."""

    @abstractmethod
    def float_const(self, node: c_ast.Node, t: CType, scope: Scope | None) -> Const:
        """A static initialiser of (or from) a floating type: a constant expression folded
        to ``t``."""

    @abstractmethod
    def math_call(self, name: str, args: list[c_ast.Node], node: c_ast.FuncCall,
                  loc: SourceLocation, want: bool) -> tuple[bool, Expr | None]:
        """(True, value) if ``name`` is a math function lowered here; (False, None)
        otherwise."""
