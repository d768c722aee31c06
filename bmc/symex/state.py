"""Symbolic states and call frames (the executor's working data).

A ``State`` is one path set: a guard and the current value of every variable key. Values are
terms: a scalar's current SSA variable (or a constant, by constant propagation) and an array's
current store/ite chain. States and frames are mutable working objects owned by one executor
run; a split copies the value map, a merge consumes both states.

Variable keys are IR unique names, except that locals of a function activation that is
recursively nested ``level`` > 0 times get the suffix ``@level`` (per-frame renaming, CBMC's
L1 level). SSA variables are ``<key>#<n>``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from bmc.ir.expr import Var
from bmc.ir.program import (Assert, Decl, Function, Goto, Instruction, Loop, Program, Skip,
                            Symbol, SymbolKind)
from bmc.symex.guard import Guard
from bmc.terms import Term

FRAME_LOCAL_KINDS = frozenset({SymbolKind.LOCAL, SymbolKind.PARAMETER, SymbolKind.TEMPORARY,
                               SymbolKind.RETURN_VALUE})


@dataclass(slots=True)
class State:
    """A guard and the values of the variables on the paths it stands for."""

    guard: Guard
    values: dict[str, Term]
    atomic: int = 0             # nesting depth of atomic sections (programs with threads)

    def split(self, guard: Guard) -> State:
        """A copy with another guard (the value map is copied, the terms are shared)."""
        return State(guard, self.values.copy(), self.atomic)


@dataclass(frozen=True, slots=True)
class FunctionInfo:
    """What symex needs to know about one function body, computed once."""

    function: Function
    locals: frozenset[str]                      # names that live in the frame
    local_order: tuple[str, ...]                # the same, in a fixed order
    loop_at_back_edge: dict[int, Loop]
    loops_at_head: dict[int, tuple[Loop, ...]]
    spins: frozenset[int] = frozenset()         # back edges of empty loops (``spin_loops``)

    @staticmethod
    def of(function: Function, symbols: Mapping[str, Symbol],
           frame_symbols: Iterable[str]) -> FunctionInfo:
        """Info for ``function``; ``frame_symbols`` are its local/param/temporary/return
        symbols (``frame_symbols_by_function``), ``symbols`` the program's symbol table."""
        names: dict[str, None] = {}
        for p in function.params:
            names[p.name] = None
        if function.return_var is not None:
            names[function.return_var.name] = None
        for ins in function.body:
            if isinstance(ins, Decl):
                sym = symbols.get(ins.var.name)
                if sym is None or sym.kind in FRAME_LOCAL_KINDS:
                    names[ins.var.name] = None
        for name in frame_symbols:
            names[name] = None
        loops = function.loops()
        heads: dict[int, list[Loop]] = {}
        for loop in loops:
            heads.setdefault(loop.head, []).append(loop)
        return FunctionInfo(function, frozenset(names), tuple(names),
                            {loop.back_edge: loop for loop in loops},
                            {h: tuple(ls) for h, ls in heads.items()},
                            spin_loops(function.body, loops))

    def loops_around(self, pc: int) -> list[Loop]:
        """The loops whose body holds instruction ``pc`` (head <= pc < back edge), outermost
        first (of two with one head, the one ending later is the outer)."""
        return sorted((loop for loop in self.loop_at_back_edge.values()
                       if loop.head <= pc < loop.back_edge),
                      key=lambda loop: (loop.head, -loop.back_edge))


def spin_loops(body: Sequence[Instruction], loops: Iterable[Loop]) -> frozenset[int]:
    """The back edges of the loops whose iterations change nothing: between the head and
    the back edge only ``Skip``s, ``Assert``s (checks and assertions: no effect) and forward
    gotos that leave the loop, and no jump from elsewhere into the loop after its head
    (``while (c) {}``, ``while (1);``, ``do {} while (c)``, ``L: goto L;``). An iteration
    that stays in such a loop comes back to the head in the state it left it, so the loop
    either exits on its first test or runs forever: symex treats staying as the end of the
    path, ``assume(!stay)``, as CBMC does with self-loops, instead of unwinding it (in a
    thread, the condition may read what other threads write; staying until another thread
    changes it is equivalent, for every property bmc checks, to testing once at that
    later point, which the sequentialization can schedule)."""
    out: set[int] = set()
    for loop in loops:
        h, b = loop.head, loop.back_edge
        if not all(isinstance(ins, Skip | Assert)
                   or (isinstance(ins, Goto) and ins.target > b)
                   for ins in body[h:b]):
            continue
        if any(isinstance(ins, Goto) and h < ins.target <= b for ins in body):
            continue
        out.add(b)
    return frozenset(out)


def frame_symbols_by_function(program: Program) -> dict[str, list[str]]:
    """Names of the symbols that live in a frame, grouped by function (one pass)."""
    grouped: dict[str, list[str]] = {}
    for sym in program.symbols.values():
        if sym.function and sym.kind in FRAME_LOCAL_KINDS:
            grouped.setdefault(sym.function, []).append(sym.name)
    return grouped


@dataclass(slots=True)
class Frame:
    """One active function call: program counter, pending states and loop counters."""

    info: FunctionInfo
    level: int                                   # active frames of this function below it
    pc: int = 0
    pending: dict[int, list[State]] = field(default_factory=dict)
    counters: dict[str, int] = field(default_factory=dict)
    objects: dict[str, int] = field(default_factory=dict)   # memory locals -> object id

    @property
    def function(self) -> Function:
        return self.info.function

    def key(self, name: str) -> str:
        """The value-map key of variable ``name`` in this frame."""
        if self.level and name in self.info.locals:
            return f"{name}@{self.level}"
        return name

    def var_key(self, var: Var) -> str:
        return self.key(var.name)

    def add_pending(self, target: int, state: State) -> None:
        self.pending.setdefault(target, []).append(state)
