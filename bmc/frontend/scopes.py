"""Scopes, symbol-table entries and per-function lowering state (used by ``lower``).

Entries are what an identifier can denote while lowering: a local or parameter (``Local``),
a variable of a type bmc cannot represent (``BadVar``: rejected only when used), an
enumerator, a typedef (resolved lazily), a global variable or a function (``GlobalInfo`` /
``FuncInfo``: collected by the first pass, lowered on first use).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pycparser import c_ast

from bmc.errors import BmcError, ParseError
from bmc.ir.ctype import CType, FunctionType, IntType, VoidType
from bmc.ir.expr import Var
from bmc.ir.program import Goto, Instruction, Return, SourceLocation


class NotConstantError(ParseError):
    """A ParseError because an expression that must be constant is not."""


class Unsupported(Exception):
    """A type bmc cannot represent; raised by type resolution, reported where it matters."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


# --------------------------------------------------------------------------- scope entries
@dataclass(frozen=True, slots=True)
class Local:
    var: Var
    decl: c_ast.Decl | None = None      # a block-scope variable's declaration (__alignof__)


@dataclass(frozen=True, slots=True)
class BadVar:
    name: str
    what: str


@dataclass(frozen=True, slots=True)
class EnumConst:
    value: int
    type: IntType


@dataclass(frozen=True, slots=True)
class BadEnum:
    error: BmcError


@dataclass(eq=False, slots=True)
class TypedefEntry:
    node: c_ast.Node
    scope: Scope
    resolved: CType | None = None
    failure: Unsupported | None = None


@dataclass(eq=False, slots=True)
class GlobalInfo:
    source_name: str
    static: bool
    scope: Scope
    order: tuple[int, int]
    decls: list[c_ast.Decl] = field(default_factory=list)
    name: str = ""
    var: Var | None = None
    failure: str | None = None


@dataclass(eq=False, slots=True)
class FuncInfo:
    source_name: str
    static: bool
    scope: Scope
    order: tuple[int, int]
    decls: list[c_ast.Decl] = field(default_factory=list)
    definition: c_ast.FuncDef | None = None
    name: str = ""
    signature: FunctionType | None = None


Entry = Local | BadVar | EnumConst | BadEnum | TypedefEntry | GlobalInfo | FuncInfo


@dataclass(eq=False, slots=True)
class TagEntry:
    """A struct or union definition (``struct S { ... }``), resolved on first use."""

    node: c_ast.Node
    scope: Scope


class Scope:
    """One C scope: ordinary identifiers, and the locals to end (``Dead``) when it closes."""

    def __init__(self, parent: Scope | None) -> None:
        self.parent = parent
        self.names: dict[str, Entry] = {}
        self.locals: list[Var] = []
        self.tags: dict[str, TagEntry] = {}

    def lookup_tag(self, name: str) -> TagEntry | None:
        scope: Scope | None = self
        while scope is not None:
            found = scope.tags.get(name)
            if found is not None:
                return found
            scope = scope.parent
        return None

    def lookup(self, name: str) -> Entry | None:
        scope: Scope | None = self
        while scope is not None:
            found = scope.names.get(name)
            if found is not None:
                return found
            scope = scope.parent
        return None


# --------------------------------------------------------------------------- function state
@dataclass(eq=False, slots=True)
class Label:
    index: int | None = None


@dataclass(slots=True)
class Jumps:
    """Targets of ``break``/``continue`` and how many scopes were open on entry."""

    break_label: Label
    continue_label: Label | None
    depth: int


@dataclass(slots=True)
class SwitchLabels:
    labels: dict[int, Label]      # id(Case/Default node) -> label


@dataclass(eq=False, slots=True)
class FnState:
    name: str
    scopes: list[Scope]
    return_type: CType = field(default_factory=VoidType)
    return_var: Var | None = None
    body: list[Instruction] = field(default_factory=list)
    fixups: list[tuple[int, Label]] = field(default_factory=list)
    user_labels: dict[str, Label] = field(default_factory=dict)
    label_uses: dict[str, SourceLocation] = field(default_factory=dict)
    jumps: list[Jumps] = field(default_factory=list)
    switches: list[SwitchLabels] = field(default_factory=list)
    placed: set[int] = field(default_factory=set)     # body indices some label marks
    tmp_count: int = 0
    block_count: int = 0

    def falls_through(self) -> bool:
        """Whether control can reach the end of the body emitted so far."""
        if not self.body or len(self.body) in self.placed:
            return True
        last = self.body[-1]
        return not (isinstance(last, Return) or (isinstance(last, Goto) and last.cond is None))

    @property
    def scope(self) -> Scope:
        return self.scopes[-1]


@dataclass(frozen=True, slots=True)
class Snapshot:
    symbols: int
    body: int
    fixups: int
    worklist: tuple[FuncInfo, ...]
    queued: frozenset[int]
    inits: int
    warnings: int
    undefined: int
    tmp_count: int
