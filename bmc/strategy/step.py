"""The inductive step of k-induction as a program transformation (one program per k).

For every loop L of the program the step program ``step_program(program, k)`` has:

* a pre-header, run each time L is entered from outside: a fresh mode bit ``h_L``
  (nondeterministic), and if it is set a ``Havoc`` of everything L may modify (its write
  set, ``write_set``: SSA variables, memory classes, transitively through calls), then the
  visit counter ``c_L = 0``;
* at the head, on every visit: ``c_L = c_L + 1``, then the assumptions of the proved
  invariants of L, then (for ``bmc.strategy.invariants``) candidate invariants as
  assertions;
* every edge leaving L assumes ``!(h_L && c_L <= k)`` and clears ``h_L``;
* every assertion ``a`` (anywhere, also in functions called from loops) becomes
  ``assert(M || a); assume(a)`` -- read: assumed when M, checked (then assumed) when
  not -- with
  ``M = OR over loops L of (h_L && c_L <= k)``: some active loop instance is in its first
  k havoced visits;
* symex unwinds every loop to k + 1 head visits with unwinding *assumptions*.

Why a safe step program proves the original program (every property, wherever it is):
take a real execution E with a first violation V. Build a path of the step program: each
loop instance of E that reaches V or exits with n visits is replayed with ``h = 0`` if
n <= k + 1 (from its real entry state, all visits checked: the base case), else with
``h = 1`` and the havoc choosing E's state at visit n - k (it differs from the entry state
only in what the loop writes), so its last k + 1 visits are replayed, the first k of them
continue the loop (the exit assumption holds) and pass every assertion (V is the first
violation: the assumptions hold). Code outside loops runs as in E, from the same states.
At V every active instance has ``h = 0`` or ``c = k + 1``, so M is false there and V is
checked: the step program fails too. Hence step safe => program safe; a step failure
means nothing (the havoc over-approximates) and is never reported as a bug.

What the havoc must cover and the refusals that keep it complete (``refusal``): the write
set follows calls transitively; loops that allocate, free, declare or end memory objects
(also through callees with memory locals) are refused, so object ids and the object table
are the same at every head visit; programs with threads or recursion are refused, as are
loops entered other than at their head, exits that jump backwards, and loops sharing a
head. Memory-leak and memory-cleanup checks are refused when the program allocates dynamic
memory (their exit-time reachability is not per-visit state the havoc models); without a
dynamic allocation they hold trivially and the program is accepted.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from bmc.ir.ctype import IntType
from bmc.ir.expr import (AllocKind, Allocate, Binary, BinOp, Const, Expr, Index, Nondet, Unary,
                         UnOp, Var)
from bmc.ir.memops import RANGE_OPS
from bmc.ir.program import (INIT_FUNCTION, Assert, Assign, Assume, Call, Dead, Decl, Free,
                            Function, Goto, Havoc, Instruction, Loop, Program, Return, Skip,
                            SourceLocation, Symbol, SymbolKind)
from bmc.memory.points_to import memory_variables
from bmc.concurrency.lal_reps import uses_threads
from bmc.ir.properties import PropertyClass

MODE_PREFIX = "$kind.h"
COUNT_PREFIX = "$kind.c"
INVARIANT_CLASS = PropertyClass.INVARIANT


@dataclass(frozen=True, slots=True)
class WriteSet:
    """What one loop may modify: SSA variables, memory accesses, or all memory."""

    variables: tuple[Var, ...]
    memory: tuple[Expr, ...]
    all_memory: bool


@dataclass(frozen=True, slots=True)
class Candidate:
    """A candidate invariant at the head of ``loop`` (``text`` for the reports)."""

    loop: str
    cond: Expr
    text: str
    line: int = 0


# =============================================================================== refusal
def refusal(program: Program, options_checks: frozenset[str]) -> str | None:
    """Why k-induction cannot be applied soundly to ``program`` (None: it can)."""
    if uses_threads(program):
        return "the program uses threads"
    if "data-race" in options_checks:
        return "the data-race check is on"
    for check in ("memory-leak", "memory-cleanup"):
        if check in options_checks and _allocates_heap(program):
            return f"the {check} check is on and the program allocates memory"
    cycle = _recursive(program)
    if cycle:
        return f"function {cycle} is recursive"
    mem = memory_variables(program)
    for f in program.functions.values():
        loops = f.loops()
        heads = [loop.head for loop in loops]
        if len(set(heads)) != len(heads):
            return f"loops of {f.name} share a head"
        for a in loops:
            for b in loops:
                if a.head < b.head <= a.back_edge < b.back_edge:
                    return f"loops {a.id} and {b.id} overlap"
        for i, ins in enumerate(f.body):
            if isinstance(ins, Goto):
                for loop in loops:
                    inside_t = loop.head <= ins.target <= loop.back_edge
                    inside_i = loop.head <= i <= loop.back_edge
                    if inside_t and not inside_i and ins.target != loop.head:
                        return f"a goto enters loop {loop.id} other than at its head"
                    if inside_i and not inside_t and ins.target < loop.head:
                        return f"a goto leaves loop {loop.id} backwards"
        for loop in loops:
            why = _creates_objects(program, f, loop, mem)
            if why:
                return f"loop {loop.id} {why}"
    return None


def _recursive(program: Program) -> str:
    """A function on a call cycle reachable from the entry ("" if none); iterative DFS."""
    callees = {name: sorted({ins.function for ins in f.body if isinstance(ins, Call)
                             and ins.function in program.functions})
               for name, f in program.functions.items()}
    state: dict[str, int] = {}
    for root in (INIT_FUNCTION, program.entry):
        if root not in callees or root in state:
            continue
        stack = [(root, iter(callees[root]))]
        state[root] = 1
        while stack:
            name, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                state[name] = 2
                stack.pop()
            elif state.get(nxt) == 1:
                return nxt
            elif nxt not in state:
                state[nxt] = 1
                stack.append((nxt, iter(callees[nxt])))
    return ""


def _allocates_heap(program: Program) -> bool:
    """Whether a function reachable from the entry (or the initialiser) allocates dynamic
    memory; without that the leak and cleanup checks hold trivially."""
    return any(isinstance(ins, Assign) and isinstance(ins.rhs, Allocate)
               and ins.rhs.kind is not AllocKind.ALLOCA
               for _, ins in _called(program, [INIT_FUNCTION, program.entry]))


def _region(program: Program, f: Function, loop: Loop) -> list[tuple[Function, Instruction]]:
    """The instructions of ``loop`` and of every function they call (transitively)."""
    out = [(f, ins) for ins in f.body[loop.head:loop.back_edge + 1]]
    return out + _called(program, [ins.function for _, ins in out if isinstance(ins, Call)])


def _called(program: Program, names: list[str]) -> list[tuple[Function, Instruction]]:
    """The instructions of the functions ``names`` and of every function they call
    (transitively; names without a body are skipped)."""
    out: list[tuple[Function, Instruction]] = []
    seen: set[str] = set()
    work = list(names)
    while work:
        name = work.pop()
        callee = program.functions.get(name)
        if name in seen or callee is None:
            continue
        seen.add(name)
        for ins in callee.body:
            out.append((callee, ins))
            if isinstance(ins, Call):
                work.append(ins.function)
    return out


def _creates_objects(program: Program, f: Function, loop: Loop, mem: frozenset[str]) -> str:
    for g, ins in _region(program, f, loop):
        match ins:
            case Assign(rhs=Allocate()):
                return "allocates memory"
            case Free():
                return "frees memory"
            case Decl(var=v) | Dead(var=v) if v.name in mem:
                return f"creates or ends the object {v.name}"
        if g is not f:
            if any(p.name in mem for p in g.params) or (
                    g.return_var is not None and g.return_var.name in mem):
                return f"calls {g.name}, whose activation creates memory objects"
    return ""


# =============================================================================== write set
def write_set(program: Program, f: Function, loop: Loop) -> WriteSet:
    """Everything ``loop`` (with its callees) may write that outlives one iteration."""
    mem = memory_variables(program)
    variables: dict[str, Var] = {}
    memory: dict[Expr, None] = {}
    every = False

    def keep(name: str) -> bool:
        sym = program.symbols.get(name)
        if sym is None:
            return False
        return sym.kind in (SymbolKind.GLOBAL, SymbolKind.STATIC_LOCAL) or sym.function == f.name

    def lvalue(e: Expr) -> None:
        root = e
        while isinstance(root, Index):
            root = root.array
        if isinstance(root, Var) and root.name not in mem:
            if keep(root.name):
                variables.setdefault(root.name, root)
        else:
            memory.setdefault(e, None)

    for _, ins in _region(program, f, loop):
        match ins:
            case Assign(lhs=lhs):
                lvalue(lhs)
            case Call(lhs=lhs, function=name):
                if lhs is not None:
                    lvalue(lhs)
                if name in RANGE_OPS or name not in program.functions:
                    every = True
            case _:
                pass
    return WriteSet(tuple(variables.values()), tuple(memory), every)


# =============================================================================== transformation
def _int(program: Program) -> IntType:
    return program.data_model.int_type


def _mode(program: Program, loop: Loop, k: int) -> Expr:
    """``h_L != 0 && c_L <= k``."""
    t = _int(program)
    h, c = _mode_vars(program, loop)
    return Binary(BinOp.LAND, Binary(BinOp.NE, h, Const(0, t), t),
                  Binary(BinOp.LE, c, Const(k, t), t), t)


def _mode_vars(program: Program, loop: Loop) -> tuple[Var, Var]:
    t = _int(program)
    return Var(f"{MODE_PREFIX}.{loop.id}", t), Var(f"{COUNT_PREFIX}.{loop.id}", t)


def _any(program: Program, terms: list[Expr]) -> Expr:
    t = _int(program)
    out: Expr = Const(0, t)
    for x in terms:
        out = x if isinstance(out, Const) else Binary(BinOp.LOR, out, x, t)
    return out


def _not(program: Program, e: Expr) -> Expr:
    return Unary(UnOp.LNOT, e, _int(program))


def step_program(program: Program, k: int,
                 invariants: dict[str, tuple[Expr, ...]] | None = None,
                 candidates: Iterable[Candidate] = (),
                 keep_properties: bool = True) -> Program:
    """The inductive step of depth ``k`` (see the module docstring). ``invariants``: proved
    invariants per loop id, assumed at every head visit; ``candidates``: assertions of
    class ``invariant`` at the heads; ``keep_properties`` False: the program's own
    assertions are dropped (to prove candidates alone, without assuming unproved
    properties)."""
    invariants = invariants or {}
    by_loop: dict[str, list[tuple[int, Candidate]]] = {}
    for n, cand in enumerate(candidates, 1):
        by_loop.setdefault(cand.loop, []).append((n, cand))
    loops = program.loops()
    t = _int(program)
    symbols = dict(program.symbols)
    init_extra: list[Instruction] = []
    for loop in loops:
        for var in _mode_vars(program, loop):
            symbols[var.name] = Symbol(var.name, "", t, SymbolKind.TEMPORARY, loop.loc)
            init_extra.append(Assign(var, Const(0, t), loop.loc))
    mode = _any(program, [_mode(program, loop, k) for loop in loops])
    functions: dict[str, Function] = {}
    for name, f in program.functions.items():
        body = _rewrite(program, f, k, mode, invariants, by_loop, keep_properties)
        if name == INIT_FUNCTION:
            body = init_extra + body
            init_extra = []
        functions[name] = replace(f, body=tuple(body))
    if init_extra:        # no initialisation function: the entry starts with it
        entry = functions[program.entry]
        functions[program.entry] = replace(entry, body=tuple(_shift(init_extra, entry.body)))
    return replace(program, functions=functions, symbols=symbols)


def _shift(prefix: list[Instruction], body: tuple[Instruction, ...]) -> list[Instruction]:
    n = len(prefix)
    return prefix + [replace(ins, target=ins.target + n) if isinstance(ins, Goto) else ins
                     for ins in body]


def _rewrite(program: Program, f: Function, k: int, mode: Expr,
             invariants: dict[str, tuple[Expr, ...]],
             by_loop: dict[str, list[tuple[int, Candidate]]],
             keep_properties: bool) -> list[Instruction]:
    """``f``'s body with pre-headers, counters, exit assumptions and mode assertions.
    Goto targets are labels while the body is built (``("o", i)`` old instruction i,
    ``("p", h)`` pre-header of the loop at h, ``("in", h)`` its counted head, ``("c", h)``
    its counter reset, ``("t", n)`` exit trampoline n), resolved at the end."""
    loops = f.loops()
    t = _int(program)
    heads = {loop.head: loop for loop in loops}
    ends = {loop.back_edge: loop for loop in loops}

    def inside(i: int) -> list[Loop]:
        return [loop for loop in loops if loop.head <= i <= loop.back_edge]

    def entry(dest: int) -> tuple[str, int]:
        """Where an edge from outside the loops at ``dest`` goes (a head: its pre-header)."""
        return ("p", dest) if dest in heads else ("o", dest)

    # pass 1: the label of every goto; exits get a trampoline after the back edge of the
    # outermost loop they leave (a forward position: exits never jump backwards)
    edge: dict[int, tuple[str, int]] = {}
    trampolines: dict[int, list[tuple[int, list[Loop], int]]] = {}
    for i, ins in enumerate(f.body):
        if not isinstance(ins, Goto):
            continue
        dest = ins.target
        exited = [loop for loop in inside(i) if not loop.head <= dest <= loop.back_edge]
        if exited:
            outer = max(exited, key=lambda loop: loop.back_edge)
            n = len(edge)
            trampolines.setdefault(outer.back_edge, []).append((n, exited, dest))
            edge[i] = ("t", n)
            continue
        loop = heads.get(dest)
        edge[i] = ("in", dest) if loop is not None and loop.head <= i <= loop.back_edge \
            else entry(dest)

    def leave(exited: list[Loop], loc: SourceLocation) -> list[Instruction]:
        code: list[Instruction] = [Assume(_not(program, _mode(program, loop, k)), loc)
                                   for loop in exited]
        code += [Assign(_mode_vars(program, loop)[0], Const(0, t), loc) for loop in exited]
        return code

    # pass 2: emit; gotos are (Goto, label) until resolved
    out: list[Instruction | tuple[Goto, tuple[str, int]]] = []
    labels: dict[tuple[str, int], int] = {}
    for i, ins in enumerate(f.body):
        loop = heads.get(i)
        if loop is not None:
            h, c = _mode_vars(program, loop)
            ws = write_set(program, f, loop)
            labels[("p", i)] = len(out)
            out.append(Assign(h, Nondet(t), loop.loc))
            out.append((Goto(Binary(BinOp.EQ, h, Const(0, t), t), -1, loop.loc), ("c", i)))
            out.append(Havoc(ws.variables, ws.memory, ws.all_memory, loop.loc))
            labels[("c", i)] = len(out)
            out.append(Assign(c, Const(0, t), loop.loc))
            labels[("in", i)] = len(out)
            out.append(Assign(c, Binary(BinOp.ADD, c, Const(1, t), t), loop.loc))
            out.extend(Assume(inv, loop.loc) for inv in invariants.get(loop.id, ()))
            for n, cand in by_loop.get(loop.id, ()):
                out.extend(_checked(program, mode, Assert(
                    cand.cond, INVARIANT_CLASS, f"loop invariant {cand.text}", loop.loc,
                    f"{loop.function}.{INVARIANT_CLASS}.{n}"), keep=False))
        labels[("o", i)] = len(out)
        match ins:
            case Assert() if keep_properties:
                out.extend(_checked(program, mode, ins))
            case Assert():
                out.append(Skip(ins.loc))                     # dropped
            case Goto():
                out.append((ins, edge[i]))
            case Return():
                out.extend(leave(inside(i), ins.loc))
                out.append(ins)
            case _:
                out.append(ins)
        end = ends.get(i)
        if end is not None:
            out.extend(leave([end], ins.loc))                 # the fall-through exit
            tramps = trampolines.get(i, [])
            if tramps:
                out.append((Goto(None, -1, ins.loc), entry(i + 1)))
            for n, exited, dest in tramps:
                labels[("t", n)] = len(out)
                out.extend(leave(exited, ins.loc))
                out.append((Goto(None, -1, ins.loc), entry(dest)))
    labels[("o", len(f.body))] = len(out)
    labels.setdefault(("p", len(f.body)), len(out))
    body: list[Instruction] = []
    for item in out:
        if isinstance(item, tuple):
            goto, label = item
            body.append(replace(goto, target=labels[label]))
        else:
            body.append(item)
    return body


def _checked(program: Program, mode: Expr, a: Assert, keep: bool = True
             ) -> list[Instruction]:
    """``assert(M || a); assume(a)``: assumed while some loop is in a havoced visit before
    its k+1-th, checked otherwise (and then assumed after the check: only the first
    violation matters). The order matters: an assumption before the check would make it
    vacuous. ``keep`` False (candidate invariants): ``assume(!M || a)``, assumed only
    while M, so that one false candidate does not hide the failures of the others."""
    t = _int(program)
    if isinstance(mode, Const) and mode.value == 0:
        return [a, Assume(a.cond, a.loc)] if keep else [a]
    either = Binary(BinOp.LOR, mode, a.cond, t)
    after = a.cond if keep else Binary(BinOp.LOR, _not(program, mode), a.cond, t)
    return [replace(a, cond=either), Assume(after, a.loc)]
