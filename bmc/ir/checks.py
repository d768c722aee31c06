"""Property instrumentation: the checks for C's undefined (and opt-in) cases as ``Assert``s.

``instrument(program, options)`` inserts, before every instruction, one ``Assert`` per
check its expressions need (CBMC's ``goto_check``), then numbers every assertion
``<function>.<class>.<n>`` (``number_properties``). Goto targets are remapped so that a
jump to an instruction lands on its inserted checks; backward gotos stay backward and in
the same order, so loop ids (``main.0``) do not change.

Design decisions:

* The check conditions are ordinary IR expressions (comparisons, ``&&``/``||``, casts), so
  symex, ``--show-ir`` and every back end handle them without special cases. Each is itself
  free of overflow: signed ``+ - *`` are recomputed in a type twice as wide (``long long``
  for 32-bit operands, ``__int128`` for 64-bit ones) and compared with the bounds.
* A small interval analysis over each expression (constants, widening casts, ``&`` with a
  mask, ``%`` by a constant, comparisons...) drops the checks it proves, and turns a check
  with one constant operand into a single comparison of the other operand (``x + 1``
  overflows iff ``x > INT_MAX - 1``), which is much cheaper than a wide adder/multiplier.
* Operands are checked before their operator, left to right (CBMC's order). A check inside
  the right operand of ``&&``/``||`` or a branch of ``?:`` is asserted as
  ``!(short-circuit condition) || check``.
* Memory: ``pointer`` checks every ``*p`` (null pointer, invalid pointer, use after free,
  dead object, out of bounds: one property each, described in words) and every ``free``
  (invalid free, double free); ``pointer-overflow`` checks that ``p + i`` stays within its
  object or one past its end. The C library models (``frontend/models/libc.c``) are
  instrumented like user code, so their accesses get the same checks.
* Descriptions are source text: a lowering temporary that holds a call result or a nondet
  value is shown as what it stands for (``twice(x) - y``, not ``$tmp2 - y``).
* ``--property-file`` selects what is checked: ``unreach-call`` keeps only the assertions
  and error calls, ``no-overflow`` only the signed-overflow checks, ``valid-memsafety`` the
  pointer, bounds, free and leak checks, ``valid-memcleanup`` the cleanup check,
  ``no-data-race`` only the data-race check of symex (``bmc.concurrency.races``). The
  program's own assertions then become ``Assume(cond, exit=True)`` (one instruction each,
  so indices stay put): a failing assert() aborts the program, which is a program exit.
  Thread API misuse (class ``concurrency``) is no SV-COMP property: with any
  ``--property-file`` those checks become ``Skip`` (a relock still blocks in the lock's
  assume; other misuse goes on as glibc's normal mutexes do).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import assert_never

from bmc.errors import UnsupportedFeature
from bmc.ir.ctype import ArrayType, FloatType, IntType, PointerType, Rank, size_in_bytes
from bmc.ir.expr import (AddressOf, Allocate, BinOp, Binary, Cast, Const, Deref, Expr, Filled,
                         FloatOp, FOp, Index, Ite, Nondet, ObjectState, PointerAdd, PointerDiff, PointerQuery,
                         Query, Unary, UnOp, Var, display_name)
from bmc.ir.program import (INIT_FUNCTION, Assert, Assign, Assume, AtomicBegin, AtomicEnd, Call, Dead, Decl,
                            Free, Function, Goto, Havoc, Instruction, Program, Return, Skip, SourceLocation,
                            SymbolKind, retarget)
from bmc.ir.float_checks import float_checks
from bmc.ir.memops import RANGE_OPS, range_checks
from bmc.ir.properties import USER_CLASSES, PropertyClass, property_owner
from bmc.ir.source_text import SourceText, StructTable, literal_names
from bmc.ir.subscripts import subscripts
from bmc.options import Options

# Check names (``Options.checks``) implemented here as assertions before instructions; the
# exit-time checks "memory-leak" and "memory-cleanup" are added by symex (``bmc.symex.exit_checks``).
IR_CHECKS = frozenset({"bounds", "div-by-zero", "signed-overflow", "unsigned-overflow",
                       "undefined-shift", "conversion", "pointer", "pointer-overflow",
                       "float-conversion", "float-overflow", "nan", "float-div-by-zero"})

# where the front end puts bmc's library models (bmc.frontend.libmodels.LIBRARY_DIR)
LIBRARY_PREFIX = "<builtin-library>/"
# the class of the thread API misuse checks (bmc.frontend.threads, pthread_join twice)
MISUSE_CLASS = PropertyClass.CONCURRENCY
# property classes of checks the front end emits itself -> the check that enables them
# (clz/ctz of 0, bmc.frontend.gnu_builtins: undefined like a too large shift distance)
_FRONT_END_CLASSES: dict[str, str] = {PropertyClass.POINTER_DEREFERENCE: "pointer",
                                      PropertyClass.ARRAY_BOUNDS: "bounds",
                                      PropertyClass.BIT_COUNT: "undefined-shift"}

# SV-COMP properties: supported ones, and those recognised but not supported yet.
SVCOMP_SUPPORTED = ("unreach-call", "no-overflow", "valid-memsafety", "valid-memcleanup",
                    "no-data-race")
SVCOMP_KNOWN = ("unreach-call", "no-overflow", "valid-memsafety", "valid-memcleanup",
                "valid-deref", "valid-free", "valid-memtrack", "no-data-race", "termination",
                "def-behavior", "coverage-error-call", "coverage-branches")

Range = tuple[int, int]


# =============================================================================== entry points
def instrument(program: Program, options: Options) -> Program:
    """``program`` with checks inserted before the instructions that need them, numbered."""
    checks, keep_user = effective_checks(options)
    functions: dict[str, Function] = {}
    for name, function in program.functions.items():
        instrumenter = _Instrumenter(program, checks)
        instrumenter.initialising = name == INIT_FUNCTION
        instrumenter.preconditions = options.svcomp_property is None
        body = instrumenter.body(function.body)
        if not keep_user:
            # A failing assert() aborts the native program: the path ends there (with the
            # exit-time memory checks), it does not go on as if the assertion held.
            body = [Assume(ins.cond, ins.loc, exit=True) if isinstance(ins, Assert)
                    and ins.property_class in USER_CLASSES else ins for ins in body]
        if options.svcomp_property is not None:
            # thread API misuse is no SV-COMP property: a relock blocks (the lock's assume
            # that follows), other misuse goes on as glibc's normal mutexes do
            body = [Skip(ins.loc) if isinstance(ins, Assert)
                    and ins.property_class == MISUSE_CLASS else ins for ins in body]
        # safety assertions the front end made (calls through function pointers, VLA
        # sizes) follow the check that owns their class
        body = [Skip(ins.loc) if isinstance(ins, Assert)
                and _FRONT_END_CLASSES.get(ins.property_class, "") not in ("", *checks)
                else ins for ins in body]
        if not options.library_checks:
            # --no-built-in-assertions: the checks inside bmc's library models go
            body = [Skip(ins.loc) if isinstance(ins, Assert)
                    and ins.loc.file.startswith(LIBRARY_PREFIX) else ins for ins in body]
        functions[name] = replace(function, body=tuple(body))
    return number_properties(program.with_functions(functions))


def effective_checks(options: Options) -> tuple[frozenset[str], bool]:
    """The check names to instrument and whether the program's own assertions count.

    ``--property-file`` overrides the check flags; an SV-COMP property bmc cannot check
    raises ``UnsupportedFeature``.
    """
    match options.svcomp_property:
        case None:
            return frozenset(options.checks), True
        case "unreach-call":
            return frozenset(), True
        case "no-overflow":
            return frozenset({"signed-overflow"}), False
        case "valid-memsafety":
            # valid-deref: array bounds and pointer dereferences; valid-free: the free
            # checks (part of "pointer"); valid-memtrack: the memory-leak check.
            return frozenset({"bounds", "pointer", "memory-leak"}), False
        case "valid-memcleanup":
            # every dynamic object freed at program exit (end of main, exit(), abort())
            return frozenset({"memory-cleanup"}), False
        case "no-data-race":
            # only the data-race check (bmc.concurrency.races), as CBMC does
            return frozenset({"data-race"}), False
        case name:
            raise UnsupportedFeature(f"property {name} (not supported yet)")


def check_svcomp_property(options: Options) -> None:
    """Raise ``UnsupportedFeature`` early for an SV-COMP property bmc cannot check."""
    effective_checks(options)


def number_properties(program: Program) -> Program:
    """Give every ``Assert`` without an id the id ``<function>.<class>.<n>``.

    ``n`` counts from 1 per function and class in program order (ids already set are kept
    and still counted, so numbering does not depend on them). A contract wrapper's
    properties are its user function's (``property_owner``), numbered on with them.
    """
    functions: dict[str, Function] = {}
    counters: dict[tuple[str, str], int] = {}
    for name, function in program.functions.items():
        owner = property_owner(name)
        body: list[Instruction] = []
        for ins in function.body:
            if isinstance(ins, Assert):
                key = (owner, ins.property_class)
                n = counters.get(key, 0) + 1
                counters[key] = n
                if not ins.property_id:
                    ins = replace(ins, property_id=f"{owner}.{ins.property_class}.{n}")
            body.append(ins)
        functions[name] = replace(function, body=tuple(body))
    return program.with_functions(functions)


def checked_expressions(ins: Instruction) -> tuple[Expr, ...]:
    """The expressions an instruction evaluates, in the order they are checked."""
    match ins:
        case Assign(lhs=lhs, rhs=rhs):
            return (lhs, rhs)
        case Assume(cond=c) | Assert(cond=c):
            return (c,)
        case Goto(cond=c):
            return () if c is None else (c,)
        case Call(lhs=lhs, args=args):
            return ((lhs,) if lhs is not None else ()) + tuple(args)
        case Return(value=v):
            return () if v is None else (v,)
        case Free(pointer=p):
            return (p,)
        case Decl() | Dead() | Skip() | AtomicBegin() | AtomicEnd() | Havoc():
            return ()
        case _:
            assert_never(ins)


# =============================================================================== the pass
class _Instrumenter:
    """Inserts the checks of one function body."""

    def __init__(self, program: Program, checks: frozenset[str]) -> None:
        self.model = program.data_model
        self.int_ = program.data_model.int_type
        self.checks = checks
        self.symbols = program.symbols
        self.read_only = program.read_only
        self.initialising = False      # in INIT_FUNCTION: read-only objects get their value
        self.preconditions = True      # library preconditions (memcpy overlap): not SV-COMP's
        self.temps: dict[str, Expr] = {}
        # negations that are the lowering of abs/labs/llabs (by id): their text, ``abs(n)``
        self.abs_calls: dict[int, str] = {}
        self.source = SourceText(StructTable(sym.type for sym in program.symbols.values()),
                                 literal_names(program.symbols))

    def body(self, body: tuple[Instruction, ...]) -> list[Instruction]:
        self.temps = self.temporaries(body) if self.checks else {}
        out: list[Instruction] = []
        mapping: dict[int, int] = {}
        for index, ins in enumerate(body):
            mapping[index] = len(out)
            if isinstance(ins, Free) and ins.checked and \
                    ("pointer" in self.checks or self.preconditions):
                # free's preconditions hold whatever the checks (as CBMC's library:
                # class precondition_instance without the pointer check)
                out.extend(self.free_checks(
                    ins.pointer, ins.loc, PropertyClass.FREE if "pointer" in self.checks
                    else PropertyClass.PRECONDITION_INSTANCE))
            if self.checks:
                for e in checked_expressions(ins):
                    out.extend(self.expression(e, ins.loc))
                if isinstance(ins, Assign) and "pointer" in self.checks:
                    out.extend(self.write_checks(ins.lhs, ins.loc))
                if isinstance(ins, Call) and ins.function in RANGE_OPS \
                        and "pointer" in self.checks:
                    out.extend(range_checks(self, ins, self.preconditions))
            out.append(ins)
        mapping[len(body)] = len(out)      # a jump to the end stays at the end
        return retarget(out, mapping) if len(out) != len(body) else out

    # ------------------------------------------------------------------ descriptions
    def is_temporary(self, name: str) -> bool:
        info = self.symbols.get(name)
        if info is not None:
            return info.kind is SymbolKind.TEMPORARY
        return display_name(name).startswith("$")

    def temporaries(self, body: tuple[Instruction, ...]) -> dict[str, Expr]:
        """What each once-defined lowering temporary stands for, as a pseudo-variable whose
        name is the source text (``twice(x)``, ``nondet_int()``), for descriptions."""
        defs: dict[str, int] = {}
        for ins in body:
            if isinstance(ins, Assign | Call) and isinstance(ins.lhs, Var) \
                    and self.is_temporary(ins.lhs.name):
                defs[ins.lhs.name] = defs.get(ins.lhs.name, 0) + 1
        temps: dict[str, Expr] = {}
        for ins in body:
            match ins:
                case Assign(lhs=Var(name=n, type=t), rhs=rhs) if defs.get(n) == 1:
                    text = self.source.text(_substitute(rhs, temps))
                    atomic = isinstance(rhs, Var | Const | Index | Nondet)
                    temps[n] = Var(text if atomic else f"({text})", t)
                case Call(lhs=Var(name=n, type=t), function=f, args=args) if defs.get(n) == 1:
                    text = ", ".join(self.source.text(_substitute(a, temps)) for a in args)
                    temps[n] = Var(f"{f}({text})", t)
                case _:
                    pass
        return temps

    def text(self, e: Expr) -> str:
        """Source-like text of ``e`` for a description (temporaries replaced)."""
        return self.source.text(_substitute(e, self.temps) if self.temps else e)

    # ------------------------------------------------------------------ expression walk
    def expression(self, root: Expr, loc: SourceLocation) -> list[Assert]:
        """The checks of ``root``: operands before operators, left to right."""
        out: list[Assert] = []
        ranges: dict[int, Range | None] = {}
        Guards = tuple[tuple[Expr, bool], ...]
        stack: list[tuple[Expr, Guards, bool]] = [(root, (), False)]
        while stack:
            e, guards, ready = stack.pop()
            if ready:
                ranges[id(e)] = self.range(e, ranges)
                for cond, cls, description in self.node_checks(e, ranges):
                    out.append(Assert(self.guarded(guards, cond), cls, description, loc))
                continue
            stack.append((e, guards, True))
            kids: list[tuple[Expr, Guards]]
            match e:
                case Binary(op=BinOp.LAND, left=a, right=b):
                    kids = [(a, guards), (b, guards + ((a, True),))]
                case Binary(op=BinOp.LOR, left=a, right=b):
                    kids = [(a, guards), (b, guards + ((a, False),))]
                case Binary(left=a, right=b):
                    kids = [(a, guards), (b, guards)]
                case Ite(cond=c, then=t, else_=f):
                    kids = [(c, guards), (t, guards + ((c, True),)),
                            (f, guards + ((c, False),))]
                    name = _abs_call(e)
                    if name is not None and isinstance(f, Var) and self.is_temporary(f.name):             # abs(x) as lowered: x < 0 ? -x : x
                        self.abs_calls[id(t)] = f"{name}({_unwrapped(self.text(f))})"
                case Unary(operand=a) | Cast(operand=a):
                    kids = [(a, guards)]
                case Index(array=a, index=i):
                    kids = [(a, guards), (i, guards)]
                case Filled(value=v):
                    kids = [(v, guards)]
                case Const() | Var() | Nondet() | AddressOf():
                    kids = []
                case Deref(pointer=p) | PointerQuery(pointer=p):
                    kids = [(p, guards)]
                case PointerAdd(pointer=p, index=i):
                    kids = [(p, guards), (i, guards)]
                case PointerDiff(left=a, right=b):
                    kids = [(a, guards), (b, guards)]
                case Allocate(size=n):
                    kids = [(n, guards)]
                case FloatOp(args=args):
                    kids = [(a, guards) for a in args]
                case _:
                    assert_never(e)
            stack.extend((kid, g, False) for kid, g in reversed(kids))
        return out

    def guarded(self, guards: tuple[tuple[Expr, bool], ...], cond: Expr) -> Expr:
        """``!(g1 && g2 ...) || cond`` (``cond`` itself without guards)."""
        if not guards:
            return cond
        parts = [g if positive else Unary(UnOp.LNOT, g, self.int_) for g, positive in guards]
        conj = parts[0]
        for p in parts[1:]:
            conj = Binary(BinOp.LAND, conj, p, self.int_)
        return Binary(BinOp.LOR, Unary(UnOp.LNOT, conj, self.int_), cond, self.int_)

    # ------------------------------------------------------------------ per node
    def node_checks(self, e: Expr, ranges: dict[int, Range | None]
                    ) -> Iterator[tuple[Expr, str, str]]:
        """``(condition, class, description)`` for every check ``e`` itself needs."""
        match e:
            case Binary(op=op, left=a, right=b, type=IntType() as t):
                ra, rb = ranges.get(id(a)), ranges.get(id(b))
                if ra is None or rb is None:
                    return
                if op in (BinOp.DIV, BinOp.MOD):
                    yield from self.division(e, a, b, t, ra, rb)
                elif op in (BinOp.ADD, BinOp.SUB, BinOp.MUL):
                    yield from self.arithmetic(e, op, a, b, t, ra, rb)
                elif op in (BinOp.SHL, BinOp.SHR):
                    yield from self.shift(e, op, a, b, ra, rb)
            case Unary(op=UnOp.NEG, operand=a, type=IntType() as t):
                ra = ranges.get(id(a))
                if ra is None:
                    return
                if t.signed and "signed-overflow" in self.checks and ra[0] <= t.min:
                    text = self.abs_calls.get(id(e)) or self.text(e)
                    yield (self.cmp(BinOp.NE, a, Const(t.min, t)), PropertyClass.OVERFLOW,
                           f"arithmetic overflow on signed unary - in {text}")
                if not t.signed and "unsigned-overflow" in self.checks and ra[1] > 0:
                    yield (self.cmp(BinOp.EQ, a, Const(0, t)), PropertyClass.OVERFLOW,
                           f"arithmetic overflow on unsigned unary - in {self.text(e)}")
            case Index(array=arr, index=i) if "bounds" in self.checks:
                yield from self.bounds(e, arr, i, ranges.get(id(i)))
            case Cast(operand=a, type=IntType() as t) if "conversion" in self.checks:
                yield from self.conversion(e, a, t, ranges.get(id(a)))
            case Deref(pointer=p, type=t):
                if "bounds" in self.checks:
                    yield from self.subscript_bounds(e, p, ranges)
                if "pointer" in self.checks:
                    yield from self.dereference(e, p, t)
            case PointerAdd(pointer=p, index=i, scale=k) if "pointer-overflow" in self.checks:
                yield from self.pointer_overflow(e, p, i, k, ranges.get(id(i)))
            case FloatOp():
                yield from float_checks(e, self.checks, self.int_, self.text)
            case _:
                return

    # ------------------------------------------------------------------ memory
    def query(self, q: Query, p: Expr) -> Expr:
        return PointerQuery(q, p, self.model.size_t)

    def state_is(self, p: Expr, state: ObjectState, equal: bool) -> Expr:
        return self.cmp(BinOp.EQ if equal else BinOp.NE, self.query(Query.STATE, p),
                        Const(int(state), self.model.size_t))

    def not_null(self, p: Expr) -> Expr:
        return self.cmp(BinOp.NE, self.query(Query.OBJECT, p), Const(0, self.model.size_t))

    def is_null(self, p: Expr) -> Expr:
        return self.cmp(BinOp.EQ, self.query(Query.OBJECT, p), Const(0, self.model.size_t))

    def dereference(self, e: Expr, p: Expr, t: object) -> Iterator[tuple[Expr, str, str]]:
        """NULL, invalid, freed, dead and out-of-bounds checks of the access ``*p``."""
        try:
            k = size_in_bytes(t)      # type: ignore[arg-type]
        except ValueError:
            return
        if _static_in_bounds(p, k):
            return
        cls = PropertyClass.POINTER_DEREFERENCE
        size_t = self.model.size_t
        where = f" in {self.text(e)}"
        yield self.not_null(p), cls, f"dereference failure: null pointer{where}"
        yield (self.lor(self.is_null(p), self.state_is(p, ObjectState.INVALID, False)), cls,
               f"dereference failure: invalid pointer{where}")
        yield (self.state_is(p, ObjectState.FREED, False), cls,
               f"dereference failure: use after free (deallocated dynamic object){where}")
        yield (self.state_is(p, ObjectState.DEAD, False), cls,
               f"dereference failure: dead object (lifetime ended){where}")
        end = Binary(BinOp.ADD, self.query(Query.OFFSET, p), Const(k, size_t), size_t)
        inside = self.cmp(BinOp.LE, end, self.query(Query.SIZE, p))
        yield (self.lor(self.lor(self.is_null(p), self.state_is(p, ObjectState.INVALID, True)),
                        inside), cls,
               f"dereference failure: out of bounds (pointer outside object bounds){where}")

    def pointer_overflow(self, e: Expr, p: Expr, i: Expr, scale: int, ri: Range | None
                         ) -> Iterator[tuple[Expr, str, str]]:
        """``p + i`` stays inside ``p``'s object or one past its end (C11 6.5.6p8), computed
        without wrap-around in a type twice as wide as a pointer (NULL and invalid pointers
        are left to the dereference checks)."""
        if ri == (0, 0) or not isinstance(i.type, IntType):
            return
        if ri is not None and ri[0] == ri[1] and _static_in_bounds(p, ri[0] * scale, end=True):
            return
        size_t = self.model.size_t
        wide = _wide_type(IntType("ptrdiff", size_t.width, True, Rank.LONG))
        offset = Cast(self.query(Query.OFFSET, p), wide)
        moved = Binary(BinOp.ADD, offset,
                       Binary(BinOp.MUL, Cast(i, wide), Const(scale, wide), wide), wide)
        inside = self.land(self.cmp(BinOp.GE, moved, Const(0, wide)),
                           self.cmp(BinOp.LE, moved, Cast(self.query(Query.SIZE, p), wide)))
        escape = self.lor(self.is_null(p), self.state_is(p, ObjectState.INVALID, True))
        yield (self.lor(escape, inside), PropertyClass.POINTER_ARITHMETIC,
               f"pointer overflow: pointer arithmetic leaves the object (beyond one past its "
               f"end, or before its start) in {self.text(e)}")

    def write_checks(self, lhs: Expr, loc: SourceLocation) -> list[Assert]:
        """A write through a pointer must not hit a read-only object (a string literal)."""
        if not self.read_only:
            return []
        while isinstance(lhs, Index):
            lhs = lhs.array
        if isinstance(lhs, Var) and lhs.name in self.read_only and not self.initialising:
            ok: Expr = Const(0, self.int_)
        elif isinstance(lhs, Deref):
            ok = self.state_is(lhs.pointer, ObjectState.READONLY, False)
        else:
            return []
        return [Assert(ok,
                       PropertyClass.POINTER_DEREFERENCE,
                       "dereference failure: write to a read-only object (string literal)",
                       loc)]

    def free_checks(self, p: Expr, loc: SourceLocation,
                    cls: PropertyClass = PropertyClass.FREE) -> list[Assert]:
        """free(p): p is NULL or the start of a live dynamic object."""
        null = self.is_null(p)
        dynamic = self.lor(self.state_is(p, ObjectState.HEAP, True),
                           self.state_is(p, ObjectState.FREED, True))
        zero = self.cmp(BinOp.EQ, self.query(Query.OFFSET, p), Const(0, self.model.size_t))
        where = f" in free({self.text(p)})"
        return [
            Assert(self.lor(null, dynamic), cls,
                   f"invalid free: argument is neither NULL nor a dynamic object{where}", loc),
            Assert(self.lor(null, self.state_is(p, ObjectState.FREED, False)), cls,
                   f"double free{where}", loc),
            Assert(self.lor(null, zero), cls,
                   f"invalid free: argument does not point to the start of its object{where}",
                   loc),
        ]

    def division(self, e: Expr, a: Expr, b: Expr, t: IntType, ra: Range, rb: Range
                 ) -> Iterator[tuple[Expr, str, str]]:
        if "div-by-zero" in self.checks and rb[0] <= 0 <= rb[1]:
            yield (self.cmp(BinOp.NE, b, Const(0, b.type)), PropertyClass.DIVISION_BY_ZERO,
                   f"division by zero in {self.text(e)}")
        if (t.signed and "signed-overflow" in self.checks and ra[0] <= t.min
                and rb[0] <= -1 <= rb[1]):
            cond = self.lor(self.cmp(BinOp.NE, a, Const(t.min, t)),
                            self.cmp(BinOp.NE, b, Const(-1, t)))
            op = "/" if isinstance(e, Binary) and e.op is BinOp.DIV else "%"
            yield (cond, PropertyClass.OVERFLOW,
                   f"arithmetic overflow on signed {op} in {self.text(e)}")

    def arithmetic(self, e: Expr, op: BinOp, a: Expr, b: Expr, t: IntType, ra: Range,
                   rb: Range) -> Iterator[tuple[Expr, str, str]]:
        check = "signed-overflow" if t.signed else "unsigned-overflow"
        if check not in self.checks or t.is_bool:
            return
        result = _exact(op, ra, rb)
        if t.min <= result[0] and result[1] <= t.max:
            return
        sign = "signed" if t.signed else "unsigned"
        description = f"arithmetic overflow on {sign} {op.value} in {self.text(e)}"
        cond = self.overflow_condition(op, a, b, t, ra, rb)
        if cond is not None:
            yield cond, PropertyClass.OVERFLOW, description

    def overflow_condition(self, op: BinOp, a: Expr, b: Expr, t: IntType, ra: Range,
                           rb: Range) -> Expr | None:
        """``a op b`` fits in ``t`` (an overflow-free IR test; None if always true)."""
        # one constant operand: an interval test on the other one
        if rb[0] == rb[1] or ra[0] == ra[1]:
            if rb[0] == rb[1]:
                other, r_other, allowed = a, ra, _allowed(op, rb[0], t, constant_right=True)
            else:
                other, r_other, allowed = b, rb, _allowed(op, ra[0], t, constant_right=False)
            return self.within(other, r_other, allowed, t)
        if not t.signed and op is BinOp.ADD:
            # wrap-around test: a + b overflows iff (a + b) mod 2^w < a
            return self.cmp(BinOp.GE, Binary(BinOp.ADD, a, b, t), a)
        if not t.signed and op is BinOp.SUB:
            return self.cmp(BinOp.GE, a, b)
        wide = _wide_type(t)
        value = Binary(op, Cast(a, wide), Cast(b, wide), wide)
        upper = self.cmp(BinOp.LE, value, Const(t.max, wide))
        if not t.signed:
            return upper
        return self.land(self.cmp(BinOp.GE, value, Const(t.min, wide)), upper)

    def within(self, x: Expr, rx: Range, allowed: Range, t: IntType) -> Expr | None:
        """``allowed[0] <= x <= allowed[1]`` on values in ``rx`` (None if always true)."""
        lo, hi = allowed
        if lo > hi:
            return Const(0, self.int_)   # never representable (only for odd corner cases)
        parts: list[Expr] = []
        if lo > rx[0]:
            parts.append(self.cmp(BinOp.GE, x, Const(lo, t)))
        if hi < rx[1]:
            parts.append(self.cmp(BinOp.LE, x, Const(hi, t)))
        if not parts:
            return None
        return parts[0] if len(parts) == 1 else self.land(parts[0], parts[1])

    def shift(self, e: Expr, op: BinOp, a: Expr, b: Expr, ra: Range, rb: Range
              ) -> Iterator[tuple[Expr, str, str]]:
        lt, dt = a.type, b.type
        if not isinstance(lt, IntType) or not isinstance(dt, IntType):
            return
        w = lt.width
        text = self.text(e)
        if "undefined-shift" in self.checks:
            if dt.signed and rb[0] < 0:
                yield (self.cmp(BinOp.GE, b, Const(0, dt)), PropertyClass.UNDEFINED_SHIFT,
                       f"shift distance is negative in {text}")
            if rb[1] >= w:
                yield (self.cmp(BinOp.LT, b, Const(w, dt)), PropertyClass.UNDEFINED_SHIFT,
                       f"shift distance too large in {text}")
            if op is BinOp.SHL and lt.signed and ra[0] < 0:
                yield (self.cmp(BinOp.GE, a, Const(0, lt)), PropertyClass.UNDEFINED_SHIFT,
                       f"shift operand is negative in {text}")
        if op is BinOp.SHL and lt.signed and "signed-overflow" in self.checks:
            # C11 6.5.7p4: for a >= 0 and 0 <= b < w, a * 2^b must be representable,
            # i.e. a <= MAX >> b. Negative operands and bad distances are undefined-shift.
            d_lo, d_hi = max(rb[0], 0), min(rb[1], w - 1)
            if ra[1] < 0 or d_lo > d_hi or ra[1] <= (lt.max >> d_hi):
                return
            escapes: list[Expr] = []
            if rb[0] < 0:
                escapes.append(self.cmp(BinOp.LT, b, Const(0, dt)))
            if rb[1] >= w:
                escapes.append(self.cmp(BinOp.GE, b, Const(w, dt)))
            if ra[0] < 0:
                escapes.append(self.cmp(BinOp.LT, a, Const(0, lt)))
            if d_lo == d_hi:
                limit: Expr = Const(lt.max >> d_lo, lt)
            else:
                limit = Binary(BinOp.SHR, Const(lt.max, lt), b, lt)
            cond = self.cmp(BinOp.LE, a, limit)
            for escape in reversed(escapes):
                cond = self.lor(escape, cond)
            yield cond, PropertyClass.OVERFLOW, f"arithmetic overflow on signed shl in {text}"

    def bounds(self, e: Expr, arr: Expr, i: Expr, ri: Range | None
               ) -> Iterator[tuple[Expr, str, str]]:
        at, it = arr.type, i.type
        if not isinstance(at, ArrayType) or not isinstance(it, IntType) or ri is None:
            return
        name, text = self.text(arr), self.text(e)
        if it.signed and ri[0] < 0:
            yield (self.cmp(BinOp.GE, i, Const(0, it)), PropertyClass.ARRAY_BOUNDS,
                   f"array '{name}' lower bound in {text}")
        if at.size is not None and ri[1] >= at.size:
            yield (self.cmp(BinOp.LT, i, Const(at.size, it)), PropertyClass.ARRAY_BOUNDS,
                   f"array '{name}' upper bound in {text}")

    def subscript_bounds(self, e: Expr, p: Expr, ranges: dict[int, Range | None]
                         ) -> Iterator[tuple[Expr, str, str]]:
        """Bounds of the arrays subscripted in pointer form on the access path of ``*p``
        (struct and union members, rows of multi-dimensional arrays; ``ir.subscripts``)."""
        for sub in subscripts(p):
            yield from self.bounds(e, sub.array, sub.index, ranges.get(id(sub.index)))

    def conversion(self, e: Expr, a: Expr, t: IntType, ra: Range | None
                   ) -> Iterator[tuple[Expr, str, str]]:
        st = a.type
        if t.is_bool or not isinstance(st, IntType) or ra is None:
            return
        if t.min <= ra[0] and ra[1] <= t.max:
            return
        parts: list[Expr] = []
        if ra[0] < t.min:
            parts.append(self.cmp(BinOp.GE, a, Const(t.min, st)))
        if ra[1] > t.max:
            parts.append(self.cmp(BinOp.LE, a, Const(t.max, st)))
        cond = parts[0] if len(parts) == 1 else self.land(parts[0], parts[1])
        kind = {(True, True): "signed", (False, True): "unsigned to signed",
                (True, False): "signed to unsigned", (False, False): "unsigned"}[
                    (st.signed, t.signed)]
        yield (cond, PropertyClass.OVERFLOW,
               f"arithmetic overflow on {kind} type conversion in {self.text(e)}")

    # ------------------------------------------------------------------ builders
    def cmp(self, op: BinOp, a: Expr, b: Expr) -> Expr:
        return Binary(op, a, b, self.int_)

    def land(self, a: Expr, b: Expr) -> Expr:
        return Binary(BinOp.LAND, a, b, self.int_)

    def lor(self, a: Expr, b: Expr) -> Expr:
        return Binary(BinOp.LOR, a, b, self.int_)

    # ------------------------------------------------------------------ value ranges
    def range(self, e: Expr, ranges: dict[int, Range | None]) -> Range | None:
        """An interval containing every value of ``e`` (None for non-integers)."""
        t = e.type
        if not isinstance(t, IntType):
            return None
        full = (0, 1) if t.is_bool else (t.min, t.max)
        match e:
            case Const(value=v):
                return (v, v)
            case Var() | Index() | Nondet():
                return full
            case Cast(operand=a):
                ra = ranges.get(id(a))
                if t.is_bool:
                    if ra is not None and (ra[0] > 0 or ra[1] < 0):
                        return (1, 1)
                    return (0, 0) if ra == (0, 0) else (0, 1)
                return ra if ra is not None and _inside(ra, full) else full
            case Unary(op=op, operand=a):
                ra = ranges.get(id(a))
                if op is UnOp.LNOT:
                    return (0, 1)
                if ra is None:
                    return full
                if op is UnOp.NEG:
                    r = (-ra[1], -ra[0])
                    return r if _inside(r, full) else full
                if op is UnOp.BITNOT:
                    return (~ra[1], ~ra[0]) if t.signed else (t.max - ra[1], t.max - ra[0])
                assert_never(op)
            case Binary(op=op, left=a, right=b):
                ra, rb = ranges.get(id(a)), ranges.get(id(b))
                if op in (BinOp.LT, BinOp.LE, BinOp.GT, BinOp.GE, BinOp.EQ, BinOp.NE,
                          BinOp.LAND, BinOp.LOR):
                    return (0, 1)
                if ra is None or rb is None:
                    return full
                return _binary_range(op, ra, rb, t, full)
            case Ite(then=x, else_=y):
                rx, ry = ranges.get(id(x)), ranges.get(id(y))
                if rx is None or ry is None:
                    return full
                return (min(rx[0], ry[0]), max(rx[1], ry[1]))
            case Filled():
                return None
            case FloatOp(op=FOp.EXPONENT, args=(x,)) if isinstance(x.type, FloatType):
                top = (1 << (x.type.eb - 1)) - 1            # frexp's exponent + 1 never wraps
                r = (2 - top - x.type.sb, top)
                return r if _inside(r, full) else full
            case AddressOf() | Deref() | PointerAdd() | PointerDiff() | PointerQuery() \
                    | Allocate() | FloatOp():
                return full
            case _:
                assert_never(e)


def _static_in_bounds(p: Expr, k: int, end: bool = False) -> bool:
    """``p`` is ``&v`` plus constant offsets with ``k`` bytes inside ``v``: an access that
    needs no check (a variable is live wherever its name is visible). ``end``: ``p + k``
    (a byte offset, possibly negative) is inside ``v`` or one past its end."""
    offset = 0
    while True:
        match p:
            case PointerAdd(pointer=q, index=Const(value=i), scale=scale):
                offset += i * scale
                p = q
            case Cast(operand=q, type=PointerType()):
                p = q
            case AddressOf(var=v):
                try:
                    if end:
                        return 0 <= offset + k <= size_in_bytes(v.type)
                    return 0 <= offset and offset + k <= size_in_bytes(v.type)
                except ValueError:
                    return False
            case _:
                return False


# =============================================================================== helpers
def _substitute(e: Expr, temps: dict[str, Expr]) -> Expr:
    """``e`` with the variables named in ``temps`` replaced (for descriptions only)."""
    match e:
        case Var(name=n):
            return temps.get(n, e)
        case Const() | Nondet():
            return e
        case Unary(operand=a):
            return replace(e, operand=_substitute(a, temps))
        case Cast(operand=a):
            return replace(e, operand=_substitute(a, temps))
        case Binary(left=a, right=b):
            return replace(e, left=_substitute(a, temps), right=_substitute(b, temps))
        case Index(array=a, index=i):
            return replace(e, array=_substitute(a, temps), index=_substitute(i, temps))
        case Ite(cond=c, then=t, else_=Var(name=n) as f) if n in temps \
                and (name := _abs_call(e)) is not None:
            arg = temps[n]
            return Var(f"{name}({_unwrapped(arg.name if isinstance(arg, Var) else n)})",
                       e.type)
        case Ite(cond=c, then=t, else_=f):
            return replace(e, cond=_substitute(c, temps), then=_substitute(t, temps),
                           else_=_substitute(f, temps))
        case Filled(value=v):
            return replace(e, value=_substitute(v, temps))
        case AddressOf():
            return e
        case Deref(pointer=p) | PointerQuery(pointer=p):
            return replace(e, pointer=_substitute(p, temps))
        case PointerAdd(pointer=p, index=i):
            return replace(e, pointer=_substitute(p, temps), index=_substitute(i, temps))
        case PointerDiff(left=a, right=b):
            return replace(e, left=_substitute(a, temps), right=_substitute(b, temps))
        case Allocate(size=n):
            return replace(e, size=_substitute(n, temps))
        case FloatOp(args=args):
            return replace(e, args=tuple(_substitute(a, temps) for a in args))
        case _:
            assert_never(e)


def _inside(r: Range, outer: Range) -> bool:
    return outer[0] <= r[0] and r[1] <= outer[1]


def _exact(op: BinOp, ra: Range, rb: Range) -> Range:
    """The mathematical result interval of ``a op b`` for ``+ - *``."""
    match op:
        case BinOp.ADD:
            return (ra[0] + rb[0], ra[1] + rb[1])
        case BinOp.SUB:
            return (ra[0] - rb[1], ra[1] - rb[0])
        case BinOp.MUL:
            corners = [x * y for x in ra for y in rb]
            return (min(corners), max(corners))
    raise ValueError(f"not an arithmetic operator: {op}")


def _ceil_div(x: int, c: int) -> int:
    return -((-x) // c)


def _allowed(op: BinOp, c: int, t: IntType, constant_right: bool) -> Range:
    """The values of the other operand for which ``x op c`` (or ``c op x``) fits in ``t``."""
    lo, hi = t.min, t.max
    match op:
        case BinOp.ADD:
            return (lo - c, hi - c)
        case BinOp.SUB if constant_right:        # x - c
            return (lo + c, hi + c)
        case BinOp.SUB:                          # c - x
            return (c - hi, c - lo)
        case BinOp.MUL:
            if c == 0:
                return (lo, hi)
            if c > 0:
                return (_ceil_div(lo, c), hi // c)
            return (_ceil_div(hi, c), lo // c)
    raise ValueError(f"not an arithmetic operator: {op}")


def _tdiv(x: int, y: int) -> int:
    """C division: truncation toward zero."""
    q = abs(x) // abs(y)
    return q if (x >= 0) == (y > 0) else -q


def _binary_range(op: BinOp, ra: Range, rb: Range, t: IntType, full: Range) -> Range:
    match op:
        case BinOp.ADD | BinOp.SUB | BinOp.MUL:
            r = _exact(op, ra, rb)
            return r if _inside(r, full) else full
        case BinOp.DIV:
            if rb[0] == rb[1] and rb[0] != 0 and not (t.signed and rb[0] == -1):
                c = rb[0]
                ends = (_tdiv(ra[0], c), _tdiv(ra[1], c))
                return (min(ends), max(ends))
            return full
        case BinOp.MOD:
            if rb[0] == rb[1] and rb[0] != 0:
                m = abs(rb[0]) - 1
                if ra[0] >= 0:
                    return (0, min(m, ra[1]))
                if ra[1] <= 0:
                    return (max(-m, ra[0]), 0)
                return (-m, m)
            return full
        case BinOp.BITAND:
            highs = [r[1] for r in (ra, rb) if r[0] >= 0]
            return (0, min(highs)) if highs else full
        case BinOp.BITOR | BinOp.BITXOR:
            if ra[0] >= 0 and rb[0] >= 0:
                return (0, (1 << max(ra[1], rb[1]).bit_length()) - 1)
            return full
        case BinOp.SHR:
            if ra[0] >= 0:
                if rb[0] == rb[1] and 0 <= rb[0] < t.width:
                    return (ra[0] >> rb[0], ra[1] >> rb[0])
                return (0, ra[1])
            return full
        case BinOp.SHL:
            if ra[0] >= 0 and rb[0] == rb[1] and 0 <= rb[0] < t.width:
                r = (ra[0] << rb[0], ra[1] << rb[0])
                return r if _inside(r, full) else full
            return full
        case (BinOp.LT | BinOp.LE | BinOp.GT | BinOp.GE | BinOp.EQ | BinOp.NE | BinOp.LAND
              | BinOp.LOR):
            return (0, 1)
        case _:
            assert_never(op)


def _wide_type(t: IntType) -> IntType:
    """An integer type twice as wide as ``t`` with its signedness (for overflow tests)."""
    width = 2 * t.width
    if width <= 64:
        name = "long long" if t.signed else "unsigned long long"
        return IntType(name, 64, t.signed, Rank.LONG_LONG)
    if width <= 128:
        name = "__int128" if t.signed else "unsigned __int128"
        return IntType(name, 128, t.signed, Rank.INT128)
    prefix = "" if t.signed else "unsigned "
    return IntType(f"{prefix}__int{width}", width, t.signed, Rank.INT128)


def _abs_call(e: Ite) -> str | None:
    """``abs``, ``labs`` or ``llabs`` when ``e`` has the shape of the front end's lowering
    of that call, ``x < 0 ? -x : x`` with one operand object (the caller also requires a
    temporary: the lowering puts the argument into one), else None."""
    match e:
        case Ite(cond=Binary(op=BinOp.LT, left=x, right=Const(value=0)),
                 then=Unary(op=UnOp.NEG, operand=y), else_=z, type=IntType() as t) \
                if x is y and y is z and t.signed:
            return {Rank.LONG: "labs", Rank.LONG_LONG: "llabs"}.get(t.rank, "abs")
    return None


def _unwrapped(out: str) -> str:
    """``out`` as a call's argument: without parentheses around the whole."""
    if out.startswith("(") and out.endswith(")") and _balanced(out[1:-1]):
        return out[1:-1]
    return out


def _balanced(text: str) -> bool:
    """Whether the parentheses of ``text`` pair up (never closing more than are open)."""
    depth = 0
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if depth < 0:
            return False
    return depth == 0
