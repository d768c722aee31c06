"""IR programs: a closed set of instructions in goto-program form.

A function body is a tuple of instructions; control flow is ``Goto(cond, target)`` with
``target`` an index into the same body (``cond`` None means unconditional). A Goto whose
target is at or before itself is a *backward* goto and closes a loop; loop ids are
``<function>.<n>`` numbered by the order of the backward gotos in the body (``--show-loops``).

Lowering conventions the symbolic executor relies on:

* ``while (c) B`` is ``h: if !c goto x; B; goto h; x:`` and ``for`` is the same with the
  increment before the backward goto; ``do B while (c)`` is ``h: B; if c goto h``. So
  ``--unwind N`` bounds the executions of the backward goto per loop entry (CBMC's rule).
* ``continue`` jumps to the increment / condition, ``break`` past the loop.
* ``Return`` leaves the function (after assigning ``value`` to the function's return slot).
* ``Decl`` gives a local a fresh nondeterministic value each time its scope is entered;
  ``Dead`` ends its lifetime (used by the memory issue).
* Calls of functions with a body are inlined by symex; calls of functions without a body
  are rejected or modelled by the front end, which turns them into ``Assign(lhs, Nondet)``
  plus a warning, so symex only ever sees calls of defined functions.

Every instruction has a ``SourceLocation``. ``Assert.property_id`` is "" when the front end
emits it; ``ir.checks`` numbers all assertions ``<function>.<class>.<n>``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from enum import Enum, IntEnum

from bmc.ir.ctype import CType, DataModel, FunctionType
from bmc.ir.expr import Expr, Var
from bmc.location import NO_LOCATION as NO_LOCATION
from bmc.location import SourceLocation as SourceLocation




# --------------------------------------------------------------------------- instructions
@dataclass(frozen=True, slots=True)
class Assign:
    lhs: Expr                 # Var or Index(...) of a Var
    rhs: Expr
    loc: SourceLocation


@dataclass(frozen=True, slots=True)
class Assume:
    cond: Expr
    loc: SourceLocation
    exit: bool = False        # the program ends here (exit/abort): exit-time memory checks


@dataclass(frozen=True, slots=True)
class Assert:
    cond: Expr
    property_class: str       # a bmc.ir.properties.PropertyClass (or its value)
    description: str          # the problem in words, e.g. "assertion x < 10"
    loc: SourceLocation
    property_id: str = ""     # filled by ir.checks.number_properties


@dataclass(frozen=True, slots=True)
class BranchSite:
    """The source branch a conditional ``Goto`` decides alone (``if``, ``while``, ``for``):
    ``keyword`` is where its keyword is, ``when_taken`` the truth of the source condition
    when the goto jumps. Traces and violation witnesses report the decisions from it."""

    keyword: str              # "if", "while", "for"
    loc: SourceLocation       # line and (1-based, from the parser) column of the keyword
    when_taken: bool


@dataclass(frozen=True, slots=True)
class Goto:
    cond: Expr | None         # None: unconditional
    target: int               # index into the function body
    loc: SourceLocation
    branch: BranchSite | None = None   # the source branch it decides, if it alone does


@dataclass(frozen=True, slots=True)
class Call:
    lhs: Expr | None
    function: str
    args: tuple[Expr, ...]
    loc: SourceLocation


@dataclass(frozen=True, slots=True)
class Return:
    value: Expr | None
    loc: SourceLocation


@dataclass(frozen=True, slots=True)
class Decl:
    var: Var
    loc: SourceLocation


@dataclass(frozen=True, slots=True)
class Dead:
    var: Var
    loc: SourceLocation


@dataclass(frozen=True, slots=True)
class Free:
    """``free(pointer)``: ends the dynamic object ``pointer`` points to (NULL: no effect).

    The checks (invalid / offset / double free) are ``Assert``s placed before it.
    ``checked`` False: no checks (the library models check first, release later);
    ``release`` False: only the checks, the object stays allocated."""

    pointer: Expr
    loc: SourceLocation
    checked: bool = True
    release: bool = True


@dataclass(frozen=True, slots=True)
class Skip:
    loc: SourceLocation


@dataclass(frozen=True, slots=True)
class AtomicBegin:
    loc: SourceLocation


@dataclass(frozen=True, slots=True)
class AtomicEnd:
    loc: SourceLocation


@dataclass(frozen=True, slots=True)
class Havoc:
    """Arbitrary new values for ``variables`` (SSA variables, never memory variables) and
    for every memory class that may hold bytes the accesses in ``memory`` touch (every
    class if ``all_memory``). Only ``bmc.strategy.kinduction`` makes these: the state a
    loop may modify, at the head of the inductive step. The object table (sizes, states)
    is never changed. The points-to analysis ignores it: havoced pointers keep their
    targets' classes, and every value the loop can give them is among the new values."""

    variables: tuple[Var, ...]
    memory: tuple[Expr, ...]
    all_memory: bool
    loc: SourceLocation


Instruction = (Assign | Assume | Assert | Goto | Call | Return | Decl | Dead | Skip
               | AtomicBegin | AtomicEnd | Free | Havoc)


# --------------------------------------------------------------------------- symbols
class SymbolKind(str, Enum):
    GLOBAL = "global"
    LOCAL = "local"
    PARAMETER = "parameter"
    STATIC_LOCAL = "static"       # function-scope static: lives like a global
    TEMPORARY = "temporary"       # made by lowering; hidden in traces
    RETURN_VALUE = "return"       # <function>::$return; shown as "f() returned"


@dataclass(frozen=True, slots=True)
class Symbol:
    name: str                 # unique: "g", "main::x", "main::1::x", "f::$tmp3"
    source_name: str          # as written in the source ("x"); "" for temporaries
    type: CType
    kind: SymbolKind
    loc: SourceLocation
    function: str = ""        # enclosing function ("" for globals)

    @property
    def hidden(self) -> bool:
        return self.kind is SymbolKind.TEMPORARY


@dataclass(frozen=True, slots=True)
class Function:
    name: str
    type: FunctionType
    params: tuple[Var, ...]
    body: tuple[Instruction, ...]
    loc: SourceLocation
    return_var: Var | None = None     # the slot Return assigns (None for void)

    def loops(self) -> list[Loop]:
        """The loops of this body, numbered in order of their backward gotos (CBMC's
        numbering: an inner loop's back edge comes first, so it gets the lower number),
        each with the innermost loop around it (``parent``)."""
        found: list[Loop] = []
        for index, ins in enumerate(self.body):
            if isinstance(ins, Goto) and ins.target <= index:
                n = len(found)
                found.append(Loop(f"{self.name}.{n}", self.name, ins.target, index,
                                  self.body[ins.target].loc))
        out: list[Loop] = []
        for loop in found:
            around = [o for o in found if o is not loop
                      and o.head <= loop.head and loop.back_edge <= o.back_edge]
            inner = min(around, key=lambda o: o.back_edge - o.head, default=None)
            out.append(replace(loop, parent=inner.id) if inner is not None else loop)
        return out


@dataclass(frozen=True, slots=True)
class Loop:
    id: str                   # "main.0"
    function: str
    head: int                 # index of the loop head (the backward goto's target)
    back_edge: int            # index of the backward goto
    loc: SourceLocation       # location of the head
    parent: str = ""          # the id of the innermost loop around this one ("": none)

    @property
    def label(self) -> str:
        """``split.0 (line 22, inside split.2)``: how messages name the loop."""
        return loop_label(self.id, self.loc.line, self.parent)


def loop_label(loop_id: str, line: int, parent: str = "") -> str:
    """``split.0 (line 22, inside split.2)`` / ``main.0 (line 5)``."""
    inside = f", inside {parent}" if parent else ""
    return f"{loop_id} (line {line}{inside})"


INIT_FUNCTION = "__bmc_initialize"


class WaitKind(IntEnum):
    """What a thread waits for: the first argument of the thread API's switch point
    ``__bmc_block_point(kind, word, subject, ...)`` before a wait (bmc.frontend.threads),
    and joins (bmc.concurrency.deadlock)."""

    MUTEX = 1           # pthread_mutex_lock: the lock word is 0
    COND = 2            # pthread_cond_wait without spurious wake-ups: a signal came
    ONCE = 3            # pthread_once: the first caller finished the routine
    JOIN = 4            # pthread_join: the joined thread finished


@dataclass(frozen=True, slots=True)
class Program:
    """A whole program: functions by name (source order), symbols, and the entry point.

    ``functions[INIT_FUNCTION]`` assigns every global its initial value (zero or the
    initialiser); symex runs it, then ``entry``.
    """

    functions: dict[str, Function]
    symbols: dict[str, Symbol]
    entry: str
    data_model: DataModel
    warnings: tuple[str, ...] = ()
    undefined_functions: tuple[str, ...] = ()     # called without a body (nondet result)
    files: tuple[str, ...] = field(default=())
    # variables whose address is taken (they live in memory, see ``bmc.ir.expr``)
    address_taken: frozenset[str] = frozenset()
    # memory objects that must never be written: string literals and the one-byte objects
    # standing for functions whose address is taken (their state is READONLY)
    read_only: frozenset[str] = frozenset()
    # thread-local variables (``_Thread_local``/``__thread``): each thread has its own copy,
    # initialised as in INIT_FUNCTION; with threads they are never shared state
    thread_local: frozenset[str] = frozenset()

    def loops(self) -> list[Loop]:
        return [loop for f in self.functions.values() for loop in f.loops()]

    def loops_in_source_order(self) -> list[Loop]:
        """The loops by function, then by loop head (the ids keep CBMC's numbering, in
        which an inner loop's number is below its outer loop's)."""
        return [loop for f in self.functions.values()
                for loop in sorted(f.loops(), key=lambda lp: lp.head)]

    def assertions(self) -> Iterator[tuple[Function, int, Assert]]:
        for f in self.functions.values():
            for i, ins in enumerate(f.body):
                if isinstance(ins, Assert):
                    yield f, i, ins

    def with_functions(self, functions: dict[str, Function]) -> Program:
        return replace(self, functions=functions)


def instruction_location(ins: Instruction) -> SourceLocation:
    return ins.loc


def retarget(body: list[Instruction], mapping: dict[int, int]) -> list[Instruction]:
    """Rewrite Goto targets through ``mapping`` (old index -> new index)."""
    out: list[Instruction] = []
    for ins in body:
        if isinstance(ins, Goto):
            ins = replace(ins, target=mapping[ins.target])
        out.append(ins)
    return out
