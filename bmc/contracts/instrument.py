"""The contract instrumentation of the lowered program.

In: the ``Program`` lowered with the wrappers of ``bmc.frontend.contract_wrappers`` and its
``ContractPlan``. Out: the program in which

* every call of a function under contract calls its wrapper instead (but the wrapper's own
  call); with ``--function f`` the enforcement wrapper is the entry (nondet arguments);
* under ``--enforce-contract f``, before every write of ``f`` and of every function ``f``
  reaches (assignments, call results, ``memset``/``memcpy`` destinations) an ``assigns``
  assertion, and before every ``free`` a ``frees`` one:

      !active || OBJECT(a) > mark || OR_k (OBJECT(a) == OBJECT(start_k)
                                             && start_k <= a && a + n <= start_k + size_k)

  with ``a`` the address and ``n`` the size written; ``active`` holds exactly while the
  wrapper's call of ``f`` runs, so calls from elsewhere are not constrained. Objects are
  numbered in the order symex creates them (``bmc.memory.model.Memory.new_object``:
  globals first, a local at its declaration, a dynamic object at its allocation), so
  ``OBJECT(a) > mark`` says the object was created after ``f`` was entered (its locals and
  what it allocated). Globals written directly are moved to memory so that every write has
  an address. Locals written directly need no check: they die with the call;
* under ``--replace-call-with-contract f`` without an assigns clause, the inferred frame
  (``bmc.contracts.frames``) is havocked in the wrapper (an ``ir.program.Havoc``).

Refused by name: a recursive function under enforcement, a static local written under a
contract, a replaced function without assigns clause that frees memory or is called while
an enforced function runs (its havoc of whole alias classes has no address to check).
"""

from __future__ import annotations

from dataclasses import replace

from bmc.errors import UnsupportedFeature
from bmc.ir.ctype import CType, PointerType, size_in_bytes
from bmc.ir.expr import (AddressOf, Binary, BinOp, Cast, Const, Deref, Expr, Index,
                         PointerAdd, PointerQuery, Query, Unary, UnOp, Var, to_text)
from bmc.ir.memops import RANGE_OPS
from bmc.ir.program import (INIT_FUNCTION, Assert, Assign, Call, Free, Function, Goto, Havoc, Instruction,
                            Program, SourceLocation, SymbolKind)
from bmc.ir.properties import PropertyClass
from bmc.ir.source_text import SourceText, StructTable, literal_names
from bmc.contracts.frames import infer, is_local, reachable, root
from bmc.frontend.contract_wrappers import ENFORCE_PREFIX, ContractPlan, frame_global
from bmc.memory.points_to import memory_variables


def apply_contracts(program: Program, plan: ContractPlan, entry: str) -> Program:
    """``program`` instrumented for ``plan`` (``entry``: the ``--function`` asked for)."""
    wrappers = {f: plan.wrapper(f) for f in plan.enforce + plan.replace}
    functions = {name: _redirect(fn, wrappers) for name, fn in program.functions.items()}
    program = program.with_functions(functions)
    if program.entry in plan.enforce and entry == program.entry:
        program = replace(program, entry=wrappers[program.entry])
    live = reachable(program, program.entry)
    unreached = tuple(f"--enforce-contract {f}: no call of {f} is reachable from the entry "
                      f"{program.entry}, so nothing is checked (--function {f} checks it "
                      "with arbitrary arguments)"
                      for f in plan.enforce if wrappers[f] not in live)
    if unreached:
        program = replace(program, warnings=program.warnings + unreached)
    for f in plan.enforce:
        inside = reachable(program, f)
        for g in plan.replace:
            if not plan.has_assigns[g] and wrappers[g] in inside:
                # its havoc of whole alias classes has no address to check against f's frame
                raise UnsupportedFeature(
                    f"--replace-call-with-contract {g} (no assigns clause: an inferred frame) "
                    f"inside --enforce-contract {f}; give {g} an assigns clause",
                    plan.locs.get(g))
        program = _Enforcer(program, f, plan.targets.get(f, 0)).run(plan.has_assigns[f])
    for f in plan.replace:
        if not plan.has_assigns[f]:
            program = _havoc_inferred(program, f, wrappers[f])
    return _prune(program, plan.replace)


def _prune(program: Program, replaced: tuple[str, ...]) -> Program:
    """Without the replaced functions (and their callees) that no call reaches any more:
    their properties are not checked, so they are not listed."""
    live = set(reachable(program, program.entry)) | set(reachable(program, INIT_FUNCTION))
    dead = {name for f in replaced for name in reachable(program, f) if name not in live}
    if not dead:
        return program
    return program.with_functions({name: fn for name, fn in program.functions.items()
                                   if name not in dead})


def _redirect(fn: Function, wrappers: dict[str, str]) -> Function:
    body = []
    changed = False
    for ins in fn.body:
        if isinstance(ins, Call) and ins.function in wrappers and \
                wrappers[ins.function] != fn.name:
            ins = replace(ins, function=wrappers[ins.function])
            changed = True
        body.append(ins)
    return replace(fn, body=tuple(body)) if changed else fn


def insert_before(body: tuple[Instruction, ...],
                  inserts: dict[int, list[Instruction]]) -> tuple[Instruction, ...]:
    """``body`` with ``inserts[i]`` placed before instruction ``i``; a jump to ``i`` lands on
    the first instruction inserted there."""
    position: list[int] = []
    shift = 0
    for i in range(len(body) + 1):
        position.append(i + shift)
        shift += len(inserts.get(i, ()))
    out: list[Instruction] = []
    for i in range(len(body) + 1):
        for extra in inserts.get(i, ()):
            out.append(replace(extra, target=position[extra.target])
                       if isinstance(extra, Goto) else extra)
        if i < len(body):
            ins = body[i]
            out.append(replace(ins, target=position[ins.target])
                       if isinstance(ins, Goto) else ins)
    return tuple(out)


def _global(program: Program, name: str) -> Var:
    for unique, sym in program.symbols.items():
        if sym.source_name == name and sym.kind is SymbolKind.GLOBAL:
            return Var(unique, sym.type)
    raise UnsupportedFeature(f"the contract's frame variable {name} (not lowered)")


class _Enforcer:
    """The ``assigns``/``frees`` assertions of one enforced function."""

    def __init__(self, program: Program, function: str, targets: int) -> None:
        self.program, self.function = program, function
        model = program.data_model
        self.size_t, self.int_t = model.size_t, model.int_type
        self.targets = targets
        self.memory = memory_variables(program)
        self.moved: set[str] = set()
        self.source = SourceText(StructTable(sym.type for sym in program.symbols.values()),
                                 literal_names(program.symbols))

    def run(self, check_writes: bool) -> Program:
        p, f = self.program, self.function
        reaches = reachable(p, f)
        if ENFORCE_PREFIX + f in reaches:
            raise UnsupportedFeature(f"--enforce-contract of the recursive function '{f}'",
                                     p.functions[f].loc)
        if not check_writes:
            return p      # the inferred frame holds every write by construction
        g = lambda what: _global(p, frame_global(f, what))  # noqa: E731
        self.active, self.mark = g("active"), g("mark")
        self.spans = [(g(f"start{k}"), g(f"size{k}")) for k in range(1, self.targets + 1)]
        functions = dict(p.functions)
        for name in reaches:
            functions[name] = self.instrument(p.functions[name])
        init = functions.get(INIT_FUNCTION)
        if init is not None:       # active starts 0, also with --nondet-static
            functions[INIT_FUNCTION] = replace(init, body=tuple(
                Assign(ins.lhs, Const(0, self.active.type), ins.loc)
                if isinstance(ins, Assign) and ins.lhs == self.active else ins
                for ins in init.body))
        return replace(p.with_functions(functions),
                       address_taken=p.address_taken | frozenset(self.moved))

    def instrument(self, fn: Function) -> Function:
        inserts: dict[int, list[Instruction]] = {}
        for i, ins in enumerate(fn.body):
            checks: list[Instruction] = []
            match ins:
                case Assign(lhs=lhs) | Call(lhs=lhs) if lhs is not None:
                    checks += self.write(fn.name, lhs, ins.loc)
                case Free(pointer=ptr, release=True):
                    checks.append(self.free(ptr, ins.loc))
                case _:
                    pass
            if isinstance(ins, Call) and ins.function in RANGE_OPS:
                dst, n = ins.args[0], ins.args[2]
                size = n if n.type == self.size_t else Cast(n, self.size_t)
                empty = self.cmp(BinOp.EQ, size, Const(0, self.size_t))
                checks.append(Assert(self.lor(empty, self.inside(dst, size)),
                                     PropertyClass.ASSIGNS,
                                     f"assigns clause of {self.function}: "
                                     f"{self.source.text(dst)}[0 .. {self.source.text(n)} - 1] is "
                                     "assignable",
                                     ins.loc))
            if checks:
                inserts[i] = checks
        return replace(fn, body=insert_before(fn.body, inserts)) if inserts else fn

    # ------------------------------------------------------------------ expressions
    def cmp(self, op: BinOp, a: Expr, b: Expr) -> Expr:
        return Binary(op, a, b, self.int_t)

    def land(self, a: Expr, b: Expr) -> Expr:
        return Binary(BinOp.LAND, a, b, self.int_t)

    def lor(self, a: Expr, b: Expr) -> Expr:
        return Binary(BinOp.LOR, a, b, self.int_t)

    def query(self, q: Query, p: Expr) -> Expr:
        return PointerQuery(q, p, self.size_t)

    def inside(self, address: Expr, size: Expr) -> Expr:
        """The bytes [address, address + size) were created after entry or lie in a target."""
        cond = self.cmp(BinOp.GT, self.query(Query.OBJECT, address), self.mark)
        off = self.query(Query.OFFSET, address)
        for start, length in self.spans:
            s_off = self.query(Query.OFFSET, start)
            delta = Binary(BinOp.SUB, off, s_off, self.size_t)
            ok = self.land(
                self.cmp(BinOp.EQ, self.query(Query.OBJECT, address),
                         self.query(Query.OBJECT, start)),
                self.land(self.cmp(BinOp.GE, off, s_off),
                          self.land(self.cmp(BinOp.LE, delta, length),
                                    self.cmp(BinOp.LE, size,
                                             Binary(BinOp.SUB, length, delta, self.size_t)))))
            cond = self.lor(cond, ok)
        return self.lor(Unary(UnOp.LNOT, self.active, self.int_t), cond)

    def address(self, lvalue: Expr) -> Expr:
        """The address of an lvalue (its root variable moved to memory if need be)."""
        match lvalue:
            case Deref(pointer=p):
                return p
            case Var(name=name, type=t):
                if name not in self.memory:
                    self.moved.add(name)
                return AddressOf(lvalue, PointerType(t, self.program.data_model.pointer))
            case Index(array=a, index=i, type=t):
                return PointerAdd(self.address(a), i, _size(t),
                                  PointerType(t, self.program.data_model.pointer))
        raise UnsupportedFeature(f"a write of {to_text(lvalue)} under --enforce-contract")

    def write(self, function: str, lvalue: Expr, loc: SourceLocation) -> list[Instruction]:
        if is_local(self.program, function, lvalue):
            return []
        base = root(lvalue)
        if isinstance(base, Var):
            sym = self.program.symbols.get(base.name)
            if sym is not None and sym.kind is SymbolKind.STATIC_LOCAL:
                raise UnsupportedFeature(f"the static local '{sym.source_name}' written under "
                                         f"--enforce-contract {self.function}", loc)
        size = Const(_size(lvalue.type), self.size_t)
        return [Assert(self.inside(self.address(lvalue), size), PropertyClass.ASSIGNS,
                       f"assigns clause of {self.function}: {self.source.text(lvalue)} is "
                       "assignable",
                       loc)]

    def free(self, pointer: Expr, loc: SourceLocation) -> Instruction:
        obj = self.query(Query.OBJECT, pointer)
        ok = self.lor(self.cmp(BinOp.EQ, obj, Const(0, self.size_t)),
                      self.cmp(BinOp.GT, obj, self.mark))
        return Assert(self.lor(Unary(UnOp.LNOT, self.active, self.int_t), ok),
                      PropertyClass.ASSIGNS,
                      f"frees of {self.function}: {self.source.text(pointer)} was allocated by "
                      f"{self.function} (no frees clause)", loc)


def _size(t: CType) -> int:
    try:
        return size_in_bytes(t)
    except ValueError:
        raise UnsupportedFeature(f"a write of incomplete type {t} under a contract") from None


def _havoc_inferred(program: Program, function: str, wrapper: str) -> Program:
    """The replacement wrapper of ``function`` (no assigns clause) havocs its inferred frame
    right after its never-executed call of ``function``."""
    frame = infer(program, function)
    if frame.frees:
        loc = frame.frees[0]
        raise UnsupportedFeature(f"--replace-call-with-contract {function}: it frees memory "
                                 "and has no assigns/frees clauses", loc)
    for name in frame.reaches:
        for ins in program.functions[name].body:
            lhs = ins.lhs if isinstance(ins, (Assign, Call)) else None
            if lhs is None:
                continue
            base = root(lhs)
            sym = program.symbols.get(base.name) if isinstance(base, Var) else None
            if sym is not None and sym.kind is SymbolKind.STATIC_LOCAL:
                raise UnsupportedFeature(f"the static local '{sym.source_name}' written under "
                                         f"--replace-call-with-contract {function}", ins.loc)
    fn = program.functions[wrapper]
    calls = [i for i, ins in enumerate(fn.body)
             if isinstance(ins, Call) and ins.function == function]
    if not calls:
        return program
    at = calls[-1] + 1
    havoc = Havoc(frame.variables, tuple(w.lvalue for w in frame.memory), False,
                  fn.body[calls[-1]].loc)
    functions = dict(program.functions)
    functions[wrapper] = replace(fn, body=insert_before(fn.body, {at: [havoc]}))
    return program.with_functions(functions)


__all__ = ["apply_contracts", "insert_before"]
