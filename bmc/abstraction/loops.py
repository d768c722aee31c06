"""Loop summaries of the field abstraction.

In: the abstract program (``bmc.abstraction.rewrite.abstract``: writes to untracked fields
are gone, reads of them are fresh values), its ``FieldTable``, the loops that must stay
loops, and whether the program uses threads. Out: ``Summaries``: the program with every
other *summarisable* loop replaced by its summary, the ids of the loops summarised, and
for every other loop why it is not.

A loop is summarisable when it (and every function its calls reach) writes nothing but
*locals*: non-memory locals of its function, and locals of the functions it calls (they
die with each call). In the abstract program every remaining write of memory or of a
global is one of tracked memory (a tracked or always-tracked field, or memory the
abstraction cannot attribute to a field, as through a pointer with unknown targets), so
this is "its writes touch no tracked field": the untracked memory it writes is already
havocked by the abstraction (every read of it is a fresh value). Not summarisable: a
write of tracked memory or of a global the abstraction keeps, an allocation or ``free``,
an atomic section, a call of a function without a body (intrinsics, thread API), a
``return`` or a jump out of the loop or into its middle, a memory local declared in it, an
inner loop that jumps out of itself; with threads also any read of tracked memory or of a
global (its switch points would go). ``Summaries.refused`` says which, per loop.

The summary of a loop with head ``h`` and back edge ``b`` writing the locals ``W`` (those
declared inside the loop excepted: each iteration declares them afresh) is::

    W := nondet                   (the state at the start of any iteration)
    if (nondet) goto end          (only when the loop has assertions or calls:)
    <one iteration: h..b, every jump to h or past b going to end, inner loops summarised>
  end:
    W := nondet                   (the state after any number of iterations)

Everything else is unchanged by every iteration, so the state at the start of iteration
k (for every k, zero included) is among those of the first line, the iteration copy
checks every assertion (and runs every call) of every iteration, and the last line
covers the state after the loop for every number of iterations (runs that never end reach
nothing after it). An over-approximation: a property the abstract program proves holds
for every number of iterations, and a summarised loop needs no unwinding, so a loop with
a constant trip count above ``--unwind`` no longer cuts the paths after it. A
counterexample through a summary is re-checked by the CEGAR on the program itself, which
keeps the loop if its effect refutes the path. The copy's branches record no decisions
(``Goto.branch`` dropped): an iteration of the copy is not the loop's first.

Loop ids stay as they were (``--unwindset``, unwinding property ids): the summary starts
with one never-taken backward ``Goto`` per backward goto of the loop, in order, so
``Function.loops`` numbers the remaining loops as before.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bmc.abstraction.fields import FieldTable
from bmc.ir.expr import AddressOf, Allocate, Const, Deref, Expr, Index, Nondet, Var, children
from bmc.ir.program import (INIT_FUNCTION, Assert, Assign, AtomicBegin, AtomicEnd, Call, Dead,
                            Decl, Free, Function, Goto, Havoc, Instruction, Loop, Program,
                            Return, SourceLocation, Symbol, SymbolKind)

LOCAL_KINDS = (SymbolKind.LOCAL, SymbolKind.PARAMETER, SymbolKind.TEMPORARY,
               SymbolKind.RETURN_VALUE)
GUARD_PREFIX = "$loopsum"


@dataclass(frozen=True, slots=True)
class Summaries:
    """The program with its summarisable loops summarised; ``summarised`` the ids of the
    loops replaced (outermost ones), ``inner`` the ids of loops inside them (gone with
    them), ``refused`` (loop id, why it is not summarised) for the others (the loops kept
    by request excepted), ``loops`` how many loops the program has."""

    program: Program
    summarised: tuple[str, ...]
    inner: tuple[str, ...]
    refused: tuple[tuple[str, str], ...]
    loops: int


# ----------------------------------------------------------------------------- eligibility
class _Judge:
    """Why a loop cannot be summarised (``None``: it can), per the module doc."""

    def __init__(self, program: Program, table: FieldTable, threaded: bool,
                 tracked: frozenset[int] | None = None) -> None:
        self.program = program
        self.table = table
        self.threaded = threaded
        self.tracked = None if tracked is None else tracked | table.forced
        self.callee_why: dict[str, str | None] = {}

    def local(self, function: str, lvalue: Expr) -> bool:
        """``lvalue`` is (part of) a non-memory local of ``function``."""
        base = lvalue
        while isinstance(base, Index):
            base = base.array
        if not isinstance(base, Var) or base.name in self.table.memory_vars:
            return False
        sym = self.program.symbols.get(base.name)
        return sym is not None and sym.kind in LOCAL_KINDS and sym.function == function

    def write(self, lvalue: Expr, loc: SourceLocation) -> str:
        """Why a write of ``lvalue`` (not a local) keeps a loop."""
        return f"writes {self.target(lvalue, loc)}"

    def call_result(self, name: str, lvalue: Expr, loc: SourceLocation) -> str:
        """Why a call of ``name`` writing its result to ``lvalue`` (not a local) keeps a
        loop: the front end writes call results to temporaries, which live in memory when
        their type is a struct or union."""
        if isinstance(lvalue, Var) and lvalue.name in self.table.memory_vars:
            sym = self.program.symbols.get(lvalue.name)
            if sym is not None and sym.kind is SymbolKind.TEMPORARY:
                return (f"writes the result of a call to {name} at line {loc.line} to a "
                        f"temporary in memory ({lvalue.type})")
        return f"writes the result of a call to {name} to {self.target(lvalue, loc)}"

    def target(self, lvalue: Expr, loc: SourceLocation) -> str:
        """What a write of ``lvalue`` (not a local) at ``loc`` writes, for a reason."""
        f = self.table.field_of(lvalue)
        hit = self.table.zero_fields.get(lvalue, ())
        if f is None and hit:                        # a zero write: may touch these fields
            kept = [g for g in hit if self.tracked is None or g in self.tracked]
            f = (kept or hit)[0]
        if f is not None and self.tracked is not None and f not in self.tracked:
            # (bmc.abstraction.rewrite keeps the writes of an untracked array element
            # whose index out of bounds may reach a tracked field)
            return (f"untracked {self.table.fields[f].name} at line {loc.line} with an "
                    "index that may be out of bounds (there it may reach a tracked field)")
        if f is None:
            base = lvalue
            while isinstance(base, Index):
                base = base.array
            if isinstance(base, Var) and base.name not in self.table.memory_vars:
                sym = self.program.symbols.get(base.name)
                name = sym.source_name or base.name if sym is not None else base.name
                return f"{name} at line {loc.line}, which the abstraction keeps"
            return (f"memory at line {loc.line} through a pointer whose targets are "
                    "not an untracked field")
        field = self.table.fields[f]
        forced = f" (always tracked: {field.forced})" if field.forced else ""
        return f"tracked field {field.name} at line {loc.line}{forced}"

    def shared_read(self, e: Expr, loc: SourceLocation) -> str | None:
        """With threads: a read of memory or of a global in ``e`` (a switch point)."""
        stack = [e]
        while stack:
            x = stack.pop()
            if isinstance(x, AddressOf):
                continue
            if isinstance(x, Deref) or (isinstance(x, Var) and self._shared(x.name)):
                f = self.table.field_of(x)
                what = self.table.fields[f].name if f is not None else "shared memory"
                return (f"reads {what} at line {loc.line} in a program with threads "
                        "(a context-switch point)")
            stack.extend(children(x))
        return None

    def _shared(self, name: str) -> bool:
        if name in self.table.memory_vars:
            return True
        sym = self.program.symbols.get(name)
        return sym is not None and sym.kind not in LOCAL_KINDS

    def instruction(self, function: str, ins: Instruction) -> str | None:
        """Why ``ins`` (in ``function``, inside the loop or a function it calls) keeps the
        loop, as far as its effects go (control flow is the caller's business)."""
        match ins:
            case Assign(lhs=lhs, rhs=rhs):
                if isinstance(rhs, Allocate):
                    return f"allocates memory at line {ins.loc.line}"
                if not self.local(function, lhs):
                    return self.write(lhs, ins.loc)
            case Call(lhs=lhs, function=name):
                if lhs is not None and not self.local(function, lhs):
                    return self.call_result(name, lhs, ins.loc)
                if name not in self.program.functions:
                    return f"calls {name} at line {ins.loc.line}, which has no body"
                why = self.callee(name)
                if why is not None:
                    return f"calls {name} at line {ins.loc.line}, which {why}"
            case Free():
                return f"frees memory at line {ins.loc.line}"
            case AtomicBegin() | AtomicEnd():
                return f"has an atomic section at line {ins.loc.line}"
            case Havoc():
                return f"havocs state at line {ins.loc.line}"
        if self.threaded:
            for e in _expressions(ins):
                why = self.shared_read(e, ins.loc)
                if why is not None:
                    return why
        return None

    def callee(self, name: str) -> str | None:
        """Why a call of ``name`` keeps a loop (transitively through its callees)."""
        if name in self.callee_why:
            return self.callee_why[name]
        self.callee_why[name] = None            # recursion: judged by the outer visit
        why: str | None = None
        for ins in self.program.functions[name].body:
            why = self.instruction(name, ins)
            if why is not None:
                break
        self.callee_why[name] = why
        return why

    def loop(self, fn: Function, loop: Loop, loops: list[Loop]) -> str | None:
        body = fn.body
        h, b = loop.head, loop.back_edge
        for i in range(h, b + 1):
            ins = body[i]
            match ins:
                case Decl(var=v) | Dead(var=v) if v.name in self.table.memory_vars:
                    return f"declares {_display(self.program, v.name)} (in memory) at line " \
                        f"{ins.loc.line}"
                case Goto(target=t) if not h <= t <= b + 1:
                    return f"jumps out of the loop at line {ins.loc.line}"
                case Return():
                    return f"returns from the function at line {ins.loc.line}"
            why = self.instruction(fn.name, ins)
            if why is not None:
                return why
        if _entered_inside(body, h, b):
            return "is entered in the middle"
        for inner in _inner(loops, loop):
            if any(isinstance(x, Goto) and not inner.head <= x.target <= inner.back_edge + 1
                   for x in body[inner.head:inner.back_edge + 1]) \
                    or _entered_inside(body, inner.head, inner.back_edge):
                return f"its inner loop {inner.id} jumps out of itself"
        return None


def _expressions(ins: Instruction) -> list[Expr]:
    match ins:
        case Assign(lhs=lhs, rhs=rhs):
            return [lhs, rhs]
        case Assert(cond=c) | Goto(cond=c) if c is not None:
            return [c]
        case Call(lhs=lhs, args=args):
            return [*args] + ([lhs] if lhs is not None else [])
        case Return(value=v) if v is not None:
            return [v]
    return []


def _entered_inside(body: tuple[Instruction, ...], h: int, b: int) -> bool:
    """A goto outside ``h..b`` jumps to an instruction after ``h`` inside it."""
    return any(isinstance(x, Goto) and not h <= i <= b and h < x.target <= b
               for i, x in enumerate(body))


def _inner(loops: list[Loop], loop: Loop) -> list[Loop]:
    """The maximal loops of ``loops`` (a function's) strictly inside ``loop`` (head after
    its head), in body order; of loops sharing a head (``continue``) the one with the last
    back edge."""
    inside = [o for o in loops if loop.head < o.head and o.back_edge <= loop.back_edge]
    out = [o for o in inside
           if not any(p is not o and p.head <= o.head and o.back_edge <= p.back_edge
                      and (p.head, -p.back_edge) < (o.head, -o.back_edge) for p in inside)]
    return sorted(out, key=lambda o: o.head)


def _display(program: Program, name: str) -> str:
    sym = program.symbols.get(name)
    return (sym.source_name or name) if sym is not None else name


# ----------------------------------------------------------------------------- summaries
class _Emitter:
    """Builds one function body; goto targets are resolved at the end (``labels``)."""

    def __init__(self, program: Program, fn: Function, loops: list[Loop],
                 symbols: dict[str, Symbol]) -> None:
        self.program = program
        self.fn = fn
        self.loops = loops
        self.symbols = symbols
        self.out: list[Instruction] = []
        self.targets: dict[int, object] = {}     # out index of a Goto -> its label
        self.labels: dict[object, int] = {}
        self.count = 0

    def goto(self, ins: Goto, label: object) -> None:
        self.targets[len(self.out)] = label
        self.out.append(ins)

    def fresh(self, loc: SourceLocation) -> Var:
        t = self.program.data_model.int_type
        while True:
            self.count += 1
            name = f"{self.fn.name}::{GUARD_PREFIX}{self.count}"
            if name not in self.symbols:
                break
        self.symbols[name] = Symbol(name, "", t, SymbolKind.TEMPORARY, loc, self.fn.name)
        return Var(name, t)

    def havoc(self, written: list[str], loc: SourceLocation) -> None:
        for v in written:
            t = self.symbols[v].type
            self.out.append(Assign(Var(v, t), Nondet(t), loc))

    def summary(self, loop: Loop, tag: object) -> None:
        """The summary of ``loop`` (without the placeholder gotos); ``tag`` names its
        labels."""
        body = self.fn.body
        h, b = loop.head, loop.back_edge
        written = _written(self.program, self.fn, h, b)
        self.havoc(written, loop.loc)
        if not any(isinstance(x, Assert | Call) for x in body[h:b + 1]):
            return
        end = ("end", tag)
        guard = self.fresh(loop.loc)
        self.out.append(Assign(guard, Nondet(guard.type), loop.loc))
        self.goto(Goto(guard, -1, loop.loc), end)
        inner = {o.head: o for o in _inner(self.loops, loop)}
        k = h
        while k <= b:
            o = inner.get(k)
            if o is not None:
                self.labels[("copy", tag, k)] = len(self.out)
                self.summary(o, (tag, o.id))
                k = o.back_edge + 1
                continue
            self.labels[("copy", tag, k)] = len(self.out)
            ins = body[k]
            if isinstance(ins, Goto):
                t = ins.target
                label = end if t == h or t == b + 1 else ("copy", tag, t)
                self.goto(replace(ins, branch=None), label)
            else:
                self.out.append(ins)
            k += 1
        self.labels[end] = len(self.out)
        self.havoc(written, loop.loc)


def _written(program: Program, fn: Function, h: int, b: int) -> list[str]:
    """The non-memory locals ``h..b`` writes, those it declares excepted."""
    written: dict[str, None] = {}
    declared: set[str] = set()
    for ins in fn.body[h:b + 1]:
        lhs: Expr | None = None
        match ins:
            case Assign(lhs=x) | Call(lhs=x):
                lhs = x
            case Decl(var=v):
                declared.add(v.name)
        while isinstance(lhs, Index):
            lhs = lhs.array
        if isinstance(lhs, Var) and lhs.name in program.symbols:
            written.setdefault(lhs.name)
    return [v for v in written if v not in declared]


def summarise(program: Program, table: FieldTable, keep: frozenset[str],
              threaded: bool = False, tracked: frozenset[int] | None = None) -> Summaries:
    """``program`` (abstract, for the ``tracked`` fields when given: the reasons then tell
    tracked from untracked fields) with the summarisable loops not in ``keep``
    summarised."""
    judge = _Judge(program, table, threaded, tracked)
    functions = dict(program.functions)
    symbols = dict(program.symbols)
    done: list[str] = []
    inner_done: list[str] = []
    refused: dict[str, str] = {}
    total = 0
    for name, fn in program.functions.items():
        if name == INIT_FUNCTION:
            continue
        loops = fn.loops()
        total += len(loops)
        why: dict[str, str | None] = {}
        for loop in loops:
            why[loop.id] = None if loop.id in keep else judge.loop(fn, loop, loops)
        # the outermost summarisable loops (a loop inside a summarised one goes with it)
        chosen = [loop for loop in loops if loop.id not in keep and why[loop.id] is None
                  and not any(o is not loop and o.id not in keep and why[o.id] is None
                              and o.head <= loop.head and loop.back_edge <= o.back_edge
                              for o in loops)]
        chosen.sort(key=lambda lp: lp.head)
        covered = {o.id for c in chosen for o in loops
                   if o is not c and c.head <= o.head and o.back_edge <= c.back_edge}
        for loop in loops:
            reason = why[loop.id]
            if reason is not None and loop.id not in covered:
                refused[loop.id] = reason
        if not chosen:
            continue
        emitter = _Emitter(program, fn, loops, symbols)
        body = fn.body
        first: dict[int, int] = {}
        false = Const(0, program.data_model.int_type)
        i = 0
        for loop in chosen:
            while i < loop.head:
                first[i] = len(emitter.out)
                _copy(emitter, body[i], i)
                i += 1
            start = len(emitter.out)
            for k in range(loop.head, loop.back_edge + 1):
                first[k] = start
                ins = body[k]
                if isinstance(ins, Goto) and ins.target <= k:   # placeholder back edge
                    emitter.goto(Goto(false, -1, body[ins.target].loc),
                                 ("self", len(emitter.out)))
                    emitter.labels[("self", len(emitter.out) - 1)] = len(emitter.out) - 1
            emitter.summary(loop, loop.id)
            i = loop.back_edge + 1
            done.append(loop.id)
            inner_done.extend(o.id for o in loops if o.id in covered
                              and loop.head <= o.head and o.back_edge <= loop.back_edge)
        while i < len(body):
            first[i] = len(emitter.out)
            _copy(emitter, body[i], i)
            i += 1
        first[len(body)] = len(emitter.out)
        for k, v in first.items():
            emitter.labels[("orig", k)] = v
        new = [replace(x, target=emitter.labels[emitter.targets[n]])
               if isinstance(x, Goto) else x for n, x in enumerate(emitter.out)]
        functions[name] = replace(fn, body=tuple(new))
    result = replace(program, functions=functions, symbols=symbols) if done else program
    return Summaries(result, tuple(done), tuple(inner_done),
                     tuple(sorted(refused.items())), total)


def _copy(emitter: _Emitter, ins: Instruction, index: int) -> None:
    if isinstance(ins, Goto):
        emitter.goto(ins, ("orig", ins.target))
    else:
        emitter.out.append(ins)


__all__ = ["Summaries", "summarise"]
