"""Program rewritings of the field abstraction: the abstract program, and a path constraint.

``abstract(program, table, tracked)``: every read of an untracked field becomes a fresh
temporary assigned ``Nondet`` just before the instruction (symex takes ``Nondet`` only as a
whole right-hand side), every write to an untracked field (an ``Assign`` whose left-hand
side is an access of that field, or a zero-initialisation touching only untracked fields)
becomes a ``Skip``. An array element access whose field holds only while its indices are
in bounds (``FieldTable.spans``: out of bounds it may touch the bytes of the other fields of
its alias class) keeps what an index out of bounds does: an untracked element write, when
a field of its class is kept, becomes ``x = in_bounds ? x : value`` (in bounds it writes back
what is there; out of bounds it writes as the program does), and a tracked element read,
when a field of its class is untracked, becomes ``in_bounds ? x : fresh`` (out of bounds
it may read bytes whose writes were dropped). Everything else is kept: property checks (their pointer checks read
only the pointer), calls of functions without a body and intrinsics (their fields are
forced tracked, ``bmc.abstraction.fields``).

Threads need nothing more, because of where the sequentializers (``bmc.concurrency``) put
switch points: one right after every access to shared state outside atomic sections, on
every path out of the accessing instruction (inside an instruction before each access but
the first; for an instruction that falls through, before the next one; inside a
conditional ``Goto`` once its condition is read, before the state splits; inside a
``Return`` once its value is read; before the atomic section of a ``__VERIFIER_atomic_``
call once its arguments are read), and one before each potentially blocking step (assume,
atomic section, lock, join). The abstract program keeps every tracked access, blocking step
and atomic section where it was and has no access to an untracked field, so its switch
points are the program's less those that followed only untracked accesses. That loses no
execution: in an execution of the program within the context bound, take in each thread
the *anchors* (its start, its tracked accesses, its blocking steps) and move every switch
between two consecutive anchors back to the switch point right after the first one (the
abstract program has it on that path), the thread advancing there directly to the context
it has at the second anchor (or stopping there if it stops in between). The steps that
move into a later context read only locals and untracked fields (fresh values in the
abstract program, which may be the values read) and write only locals and untracked
fields (dropped), so every tracked read still sees the last tracked write before it and
every check the same values; no thread uses more contexts than before, and the final and
join constraints see the same contexts. The rule this needs: every *tracked* access keeps
a switch point right after it on every path. A conditional goto used to get its only one
before the next instruction, i.e. on the fall-through path: the jump target ran on to the
thread's next access in the same context. In the program that next access usually had its
own switch point (``x = x + 1`` switches between its read and its write), but when it was
an untracked access the abstraction dropped it and the tracked branch read was left with
none (SV-COMP's ``pthread-lit/qw2004-2``: ``if (stoppingFlag) ... else pendingIo =
pendingIo + 1`` with ``pendingIo`` untracked was proved safe, and it is not;
``tests/regression/fields/threads_branch_switch``).

``constrain_path(program, decisions)``: the program restricted to executions whose source
branch decisions (``result.BranchDecision``, in trace order) begin with ``decisions``:
before each decided ``Goto`` a hidden counter of its executions selects the recorded
decision, assumed; executions past the recorded ones are free. In a program with threads
the decisions carry the deciding thread and its context (``Options.thread_branches``): the
counters are per thread, and each recorded execution also fixes the thread's context
counter there (``__bmc_path_pin``, glued to the goto), so the re-check follows the
counterexample's schedule as well: the same thread order and context switches between the
decisions (Lal-Reps rounds, or the TCBMC encoding's global contexts).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bmc.abstraction.fields import FieldTable
from bmc.memory.points_to import array_element
from bmc.ir.ctype import CType, IntType
from bmc.ir.expr import (AddressOf, Allocate, Binary, BinOp, Cast, Const, Deref, Expr, Filled,
                         FloatOp, Index, Ite, Nondet, PointerAdd, PointerDiff, PointerQuery,
                         UnOp, Unary, Var)
from bmc.ir.program import (INIT_FUNCTION, Assert, Assign, Assume, Call, Free, Function, Goto,
                            Instruction, Program, Return, SourceLocation, Skip, Symbol,
                            SymbolKind)

TEMP_PREFIX = "$field"
COUNTER_PREFIX = "$path"


def abstract(program: Program, table: FieldTable, tracked: frozenset[int]) -> Program:
    """``program`` with the fields outside ``tracked`` abstracted (see the module doc)."""
    untracked = table.all - tracked - table.forced
    if not untracked:
        return program
    symbols = dict(program.symbols)
    functions: dict[str, Function] = {}
    for name, fn in program.functions.items():
        functions[name] = _Rewriter(program, table, untracked, fn, symbols).function()
    return replace(program, functions=functions, symbols=symbols)


class _Rewriter:
    def __init__(self, program: Program, table: FieldTable, untracked: frozenset[int],
                 fn: Function, symbols: dict[str, Symbol]) -> None:
        self.program = program
        self.table = table
        self.untracked = untracked
        self.fn = fn
        self.symbols = symbols
        self.pre: list[Instruction] = []
        self.loc: SourceLocation = fn.loc
        self.count = 0

    def function(self) -> Function:
        out: list[Instruction] = []
        first: dict[int, int] = {}
        changed = False
        for i, ins in enumerate(self.fn.body):
            self.pre = []
            self.loc = ins.loc
            new = self.instruction(ins)
            first[i] = len(out)
            out.extend(self.pre)
            out.append(new)
            changed = changed or bool(self.pre) or new is not ins
        if not changed:
            return self.fn
        first[len(self.fn.body)] = len(out)
        body = [replace(x, target=first[x.target]) if isinstance(x, Goto) else x for x in out]
        return replace(self.fn, body=tuple(body))

    def dropped(self, e: Expr) -> bool:
        f = self.table.field_of(e)
        if f is not None:
            return f in self.untracked
        if e in self.table.zero_fields:
            hit = self.table.zero_fields[e]
            return hit is not None and all(g in self.untracked for g in hit)
        return False

    def in_bounds(self, e: Expr) -> Expr | None:
        """The condition that the indices of the array element access ``e`` are in bounds
        (None: ``e`` does not have the shape)."""
        element = array_element(e)
        if element is None:
            return None
        bool_t = self.program.data_model.int_type
        cond: Expr | None = None
        for index, length in element.indices:
            t = index.type
            if not isinstance(t, IntType):
                return None
            parts: list[Expr] = [Binary(BinOp.LT, index, Const(length, t), bool_t)]
            if t.signed:
                parts.insert(0, Binary(BinOp.GE, index, Const(0, t), bool_t))
            for part in parts:
                cond = part if cond is None else Binary(BinOp.LAND, cond, part, bool_t)
        return cond

    def guarded_write(self, lhs: Expr) -> bool:
        """An untracked element write whose index out of bounds may reach a kept field."""
        mates = self.table.spans.get(lhs)
        return mates is not None and any(g not in self.untracked for g in mates)

    def instruction(self, ins: Instruction) -> Instruction:
        match ins:
            case Assign(lhs=lhs, rhs=rhs):
                if self.dropped(lhs) and self.guarded_write(lhs):
                    # written only out of bounds: in bounds it writes back what is there
                    new_lhs = self.lv(lhs)
                    value = self.fresh(rhs.type) if isinstance(rhs, Nondet) else self.rv(rhs)
                    inside = self.in_bounds(new_lhs)
                    if inside is None:
                        return replace(ins, lhs=new_lhs, rhs=value)
                    return replace(ins, lhs=new_lhs,
                                   rhs=Ite(inside, new_lhs, value, new_lhs.type))
                if self.dropped(lhs):
                    return Skip(ins.loc)
                new_rhs = rhs if isinstance(rhs, Nondet) else self.rv(rhs)
                new_lhs = self.lv(lhs)
                if new_lhs is lhs and new_rhs is rhs:
                    return ins
                return replace(ins, lhs=new_lhs, rhs=new_rhs)
            case Assume(cond=c) | Assert(cond=c):
                n = self.rv(c)
                return ins if n is c else replace(ins, cond=n)
            case Goto(cond=c) if c is not None:
                n = self.rv(c)
                return ins if n is c else replace(ins, cond=n)
            case Call(lhs=lhs, function=name, args=args) if name in self.program.functions:
                new_args = tuple(self.rv(a) for a in args)
                call_lhs = None if lhs is None else self.lv(lhs)
                if call_lhs is lhs and all(a is b for a, b in zip(new_args, args)):
                    return ins
                return replace(ins, lhs=call_lhs, args=new_args)
            case Return(value=v) if v is not None:
                n = self.rv(v)
                return ins if n is v else replace(ins, value=n)
            case Free(pointer=p):
                n = self.rv(p)
                return ins if n is p else replace(ins, pointer=n)
        return ins

    def fresh(self, t: CType) -> Var:
        while True:
            self.count += 1
            name = f"{self.fn.name}::{TEMP_PREFIX}{self.count}"
            if name not in self.symbols:
                break
        self.symbols[name] = Symbol(name, "", t, SymbolKind.TEMPORARY, self.loc, self.fn.name)
        v = Var(name, t)
        self.pre.append(Assign(v, Nondet(t), self.loc))
        return v

    def lv(self, e: Expr) -> Expr:
        """An lvalue with the reads inside it (indices, pointers) rewritten."""
        match e:
            case Index(array=a, index=i):
                na, ni = self.base(a), self.rv(i)
                return e if na is a and ni is i else replace(e, array=na, index=ni)
            case Deref(pointer=p):
                n = self.rv(p)
                return e if n is p else replace(e, pointer=n)
        return e

    def base(self, e: Expr) -> Expr:
        """The array operand of an ``Index``: not a read by itself."""
        if isinstance(e, Var):
            return e
        if isinstance(e, Index | Deref):
            return self.lv(e)
        return self.rv(e)

    def rv(self, e: Expr) -> Expr:
        """An rvalue with every read of an untracked field replaced by a fresh value."""
        field = self.table.field_of(e)
        if field is not None and field in self.untracked:
            return self.fresh(e.type)
        mates = self.table.spans.get(e) if field is not None else None
        if mates is not None and any(g in self.untracked for g in mates):
            # a tracked element read: out of bounds it may read an untracked field's bytes,
            # whose writes are dropped
            n = self.lv(e)
            inside = self.in_bounds(n)
            fresh = self.fresh(e.type)
            return fresh if inside is None else Ite(inside, n, fresh, e.type)
        match e:
            case Const() | Var() | Nondet() | AddressOf():
                return e
            case Index() | Deref():
                return self.lv(e)
            case Unary(operand=a):
                n = self.rv(a)
                return e if n is a else replace(e, operand=n)
            case Cast(operand=a):
                n = self.rv(a)
                return e if n is a else replace(e, operand=n)
            case Binary(left=a, right=b):
                na, nb = self.rv(a), self.rv(b)
                return e if na is a and nb is b else replace(e, left=na, right=nb)
            case Ite(cond=c, then=t, else_=f):
                nc, nt, nf = self.rv(c), self.rv(t), self.rv(f)
                if nc is c and nt is t and nf is f:
                    return e
                return replace(e, cond=nc, then=nt, else_=nf)
            case Filled(value=v):
                n = self.rv(v)
                return e if n is v else replace(e, value=n)
            case PointerQuery(pointer=p):
                n = self.rv(p)
                return e if n is p else replace(e, pointer=n)
            case PointerAdd(pointer=p, index=i):
                np_, ni = self.rv(p), self.rv(i)
                return e if np_ is p and ni is i else replace(e, pointer=np_, index=ni)
            case PointerDiff(left=a, right=b):
                na, nb = self.rv(a), self.rv(b)
                return e if na is a and nb is b else replace(e, left=na, right=nb)
            case Allocate(size=s):
                n = self.rv(s)
                return e if n is s else replace(e, size=n)
            case FloatOp(args=args):
                new = tuple(self.rv(a) for a in args)
                return e if all(x is y for x, y in zip(new, args)) else replace(e, args=new)
        return e


# ============================================================================ path constraint
Decision = tuple[SourceLocation, str, bool, int | None, int | None]
THREAD_SELF = "__bmc_thread_self"    # bmc.concurrency.intrinsics.SELF
PATH_PIN = "__bmc_path_pin"          # bmc.concurrency.intrinsics.PIN


def constrain_path(program: Program, decisions: Sequence[Decision]) -> Program:
    """``program`` restricted to the branch ``decisions`` (location of the keyword, keyword,
    truth of the source condition, and in programs with threads the deciding thread and its
    context then, else None), in execution order (see the module doc)."""
    if any(d[3] is not None for d in decisions):
        return _constrain_threads(program, decisions)
    wanted: dict[tuple[SourceLocation, str], list[bool]] = {}
    for loc, keyword, value, _, _ in decisions:
        wanted.setdefault((loc, keyword), []).append(value)
    if not wanted:
        return program
    counter_t: IntType = program.data_model.uint
    bool_t: IntType = program.data_model.int_type
    symbols = dict(program.symbols)
    counters: list[Var] = []
    functions: dict[str, Function] = {}
    for name, fn in program.functions.items():
        out: list[Instruction] = []
        first: dict[int, int] = {}
        for i, ins in enumerate(fn.body):
            first[i] = len(out)
            if isinstance(ins, Goto) and ins.cond is not None and ins.branch is not None \
                    and (ins.branch.loc, ins.branch.keyword) in wanted:
                values = wanted[(ins.branch.loc, ins.branch.keyword)]
                counter = _temporary(symbols, f"{COUNTER_PREFIX}{len(counters)}", counter_t,
                                     ins.loc)
                counters.append(counter)
                jump = Binary(BinOp.NE, ins.cond, Const(0, ins.cond.type), bool_t)
                options: Expr = Binary(BinOp.GE, counter, Const(len(values), counter_t),
                                       bool_t)
                for k, value in enumerate(values):
                    taken = value == ins.branch.when_taken
                    this = Binary(BinOp.LAND,
                                  Binary(BinOp.EQ, counter, Const(k, counter_t), bool_t),
                                  jump if taken else Unary(UnOp.LNOT, jump, bool_t), bool_t)
                    options = Binary(BinOp.LOR, options, this, bool_t)
                out.append(Assume(options, ins.loc))
                out.append(Assign(counter, Binary(BinOp.ADD, counter, Const(1, counter_t),
                                                  counter_t), ins.loc))
            out.append(ins)
        functions[name] = _relinked(fn, out, first)
    return _zeroed(program, functions, symbols, counters, counter_t)


def _constrain_threads(program: Program, decisions: Sequence[Decision]) -> Program:
    """``constrain_path`` for a program with threads: the decisions of each thread, in its
    order, at per-thread counters of each decided ``Goto``; each also fixes the thread's
    context at that point (the schedule). Before the goto, ``$pathself`` =
    ``__bmc_thread_self()``, the running thread's counter counts the execution, and a
    ``__bmc_path_pin(decision, context)`` glued to the goto assumes the recorded decision
    and context of that execution (none past the recorded ones)."""
    wanted: dict[tuple[SourceLocation, str], dict[int, list[tuple[bool, int]]]] = {}
    for loc, keyword, value, thread, context in decisions:
        if thread is None or context is None:
            continue
        wanted.setdefault((loc, keyword), {}).setdefault(thread, []).append((value, context))
    if not wanted:
        return program
    counter_t: IntType = program.data_model.uint
    bool_t: IntType = program.data_model.int_type
    self_t: IntType = program.data_model.ulong
    symbols = dict(program.symbols)
    counters: list[Var] = []
    me = _temporary(symbols, f"{COUNTER_PREFIX}self", self_t, program.functions[program.entry].loc)
    functions: dict[str, Function] = {}
    for name, fn in program.functions.items():
        out: list[Instruction] = []
        first: dict[int, int] = {}
        for i, ins in enumerate(fn.body):
            first[i] = len(out)
            site = None if not isinstance(ins, Goto) or ins.cond is None or ins.branch is None \
                else wanted.get((ins.branch.loc, ins.branch.keyword))
            if site is not None:
                assert isinstance(ins, Goto) and ins.cond is not None and ins.branch is not None
                out.append(Call(me, THREAD_SELF, (), ins.loc))
                jump = Binary(BinOp.NE, ins.cond, Const(0, ins.cond.type), bool_t)
                free: Expr = Const(1, bool_t)
                cond: Expr = Const(0, bool_t)
                ctx: Expr = Const(0, counter_t)
                for thread, values in sorted(site.items()):
                    counter = _temporary(symbols, f"{COUNTER_PREFIX}{len(counters)}",
                                         counter_t, ins.loc)
                    counters.append(counter)
                    mine = Binary(BinOp.EQ, me, Const(thread, self_t), bool_t)
                    out.append(Assign(counter, Binary(
                        BinOp.ADD, counter, Ite(mine, Const(1, counter_t),
                                                Const(0, counter_t), counter_t),
                        counter_t), ins.loc))
                    # the k-th execution of this thread counted: counter = k + 1
                    recorded = Binary(BinOp.LAND, mine, Binary(
                        BinOp.LE, counter, Const(len(values), counter_t), bool_t), bool_t)
                    free = Binary(BinOp.LAND, free, Unary(UnOp.LNOT, recorded, bool_t), bool_t)
                    for k, (value, context) in enumerate(values):
                        nth = Binary(BinOp.LAND, mine, Binary(
                            BinOp.EQ, counter, Const(k + 1, counter_t), bool_t), bool_t)
                        taken = value == ins.branch.when_taken
                        cond = Binary(BinOp.LOR, cond, Binary(
                            BinOp.LAND, nth, jump if taken else Unary(UnOp.LNOT, jump, bool_t),
                            bool_t), bool_t)
                        ctx = Ite(nth, Const(context, counter_t), ctx, counter_t)
                out.append(Call(None, PATH_PIN, (Binary(BinOp.LOR, free, cond, bool_t), ctx),
                                ins.loc))
            out.append(ins)
        functions[name] = _relinked(fn, out, first)
    return _zeroed(program, functions, symbols, counters, counter_t)


def _temporary(symbols: dict[str, Symbol], name: str, t: IntType,
               loc: SourceLocation) -> Var:
    """A fresh hidden global ``name`` (suffixed until unused) of type ``t``."""
    while name in symbols:
        name += "_"
    symbols[name] = Symbol(name, "", t, SymbolKind.TEMPORARY, loc)
    return Var(name, t)


def _relinked(fn: Function, out: list[Instruction], first: dict[int, int]) -> Function:
    """``fn`` with body ``out`` (``first``: old index -> new index), gotos retargeted."""
    if len(out) == len(fn.body):
        return fn
    first[len(fn.body)] = len(out)
    body = [replace(x, target=first[x.target]) if isinstance(x, Goto) else x for x in out]
    return replace(fn, body=tuple(body))


def _zeroed(program: Program, functions: dict[str, Function], symbols: dict[str, Symbol],
            counters: list[Var], counter_t: IntType) -> Program:
    """The program with ``functions``, ``symbols`` and ``counters`` set to 0 first."""
    init = functions.get(INIT_FUNCTION)
    if init is not None and counters:
        zeros: list[Instruction] = [Assign(c, Const(0, counter_t), init.loc) for c in counters]
        shift = len(zeros)
        body = [replace(x, target=x.target + shift) if isinstance(x, Goto) else x
                for x in init.body]
        functions[INIT_FUNCTION] = replace(init, body=tuple(zeros + body))
    return replace(program, functions=functions, symbols=symbols)


__all__ = ["Decision", "PATH_PIN", "THREAD_SELF", "abstract", "constrain_path"]
