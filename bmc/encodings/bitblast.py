"""Bit-blasting: Bool and bit-vector terms to CNF literals through ``Gates``.

Floating-point operators are packed bit-vectors in and out; their circuits are in
``float_circuits`` (handlers: ``float_blast``).

``BitBlaster.literals(term)`` gives a bit-vector's literals (LSB first), ``literal(term)``
a Bool's literal. Results are memoised by ``term.uid`` and computed by an iterative
post-order that stops at already blasted terms, so repeated calls on a growing formula
(incremental SAT) only touch new nodes.

Dispatch is the table ``HANDLERS: Op -> handler``. Array operators are not in it: the SAT
path removes them first (``bmc.encodings.arrays``); ``ARRAY_OPS`` names them, and a
test checks that the two together cover every ``Op``. Meeting an array-sorted term here
raises ``UnsupportedFeature``.

``assert_true(term)`` forces a Bool term true without a gate for its top: a conjunction is
asserted conjunct by conjunct, and an equality one side of which is a variable not blasted
yet (an SSA definition ``x#2 = rhs``, also a copy ``x#2 = x#1``) makes that variable an
alias of the other side's literals: no fresh variables, no equality circuit (CBMC's
``set_equality_to_true`` does the same). This is only sound for a formula that holds for
good (a top-level assertion, not one under an activation literal or an assumption), which
is why it is a separate entry point.

``deadline`` (a ``time.monotonic()`` value, or None) is polled every ``DEADLINE_CLAUSES``
new clauses, also inside one circuit: past it, ``ResourceLimit("timeout",
phase="encode")`` is raised (the clauses made so far stay in the solver and count in its
statistics; the session is not to be used further).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
import time
from dataclasses import dataclass

from bmc.encodings import circuits as C
from bmc.encodings import ranges as R
from bmc.encodings.float_blast import FLOAT_HANDLERS
from bmc.encodings.float_blast import Handler as GatesHandler
from bmc.encodings.gates import Bits, Gates, Lit
from bmc.errors import ResourceLimit, UnsupportedFeature
from bmc.terms.ops import Op
from bmc.terms.sorts import ArraySort, BoolSort
from bmc.terms.walk import postorder
from bmc.terms.store import Term, TermStore

DEADLINE_CLAUSES = 2000   # new clauses between two looks at the clock (a few ms of work)


@dataclass(frozen=True, slots=True)
class SymbolBits:
    """The literals of one variable term (one literal for Bool, LSB first otherwise)."""

    term: Term
    lits: tuple[Lit, ...]


class BitBlaster:
    """Translates terms of ``store`` into literals of ``gates`` (memoised by uid)."""

    def __init__(self, store: TermStore, gates: Gates) -> None:
        self.store = store
        self.gates = gates
        self._memo: dict[int, Bits] = {}
        self._symbols: dict[int, SymbolBits] = {}   # var uid -> bits, in blasting order
        self._by_name: dict[str, SymbolBits] = {}
        self._divrem: dict[tuple[bool, int, int], tuple[list[Lit], list[Lit]]] = {}
        self._ranges: dict[int, R.Ranges] = {}     # uid -> range, when it says something
        self.deadline: float | None = None
        gates.watch(DEADLINE_CLAUSES, self._look_at_clock)

    # ------------------------------------------------------------------ public API
    def literals(self, term: Term) -> list[Lit]:
        """The literals of a bit-vector term, LSB first."""
        bits = self.blast(term)
        if not isinstance(bits, list):
            raise TypeError(f"literals() of a Bool term {term!r}; use literal()")
        return bits

    def literal(self, term: Term) -> Lit:
        """The literal of a Bool term."""
        bits = self.blast(term)
        if isinstance(bits, list):
            raise TypeError(f"literal() of a bit-vector term {term!r}; use literals()")
        return bits

    def blast(self, term: Term) -> Bits:
        """Bits of ``term`` (list for bit-vectors, int for Bool)."""
        memo = self._memo
        found = memo.get(term.uid)
        if found is not None:
            return found
        for node in self._pending(term):
            if node.uid not in memo:
                memo[node.uid] = self._handle(node)
        return memo[term.uid]

    def assert_true(self, term: Term) -> None:
        """Force the Bool ``term`` true for good (see the module doc: conjunctions are split,
        a definition of a not yet blasted variable aliases it to its right-hand side)."""
        stack = [term]
        while stack:
            t = stack.pop()
            if t.op is Op.AND:
                stack.extend(reversed(t.args))
            elif t.op is Op.OR:
                self.gates.add_clause([self.literal(a) for a in t.args])
            elif t.op is not Op.EQ or not self._define(t.args[0], t.args[1]):
                self.gates.assert_lit(self.literal(t))

    def _define(self, x: Term, y: Term) -> bool:
        """Make one side of the asserted ``x = y`` an alias of the other's literals, if one
        side is a scalar variable not blasted yet (the newer one first); False if neither."""
        memo = self._memo
        for var, other in ((y, x), (x, y)):
            if var.op is Op.VAR and var.uid not in memo and not isinstance(var.sort, ArraySort):
                bits = self.blast(other)
                if var.uid in memo:           # ``other`` mentions ``var``: no definition
                    return False
                memo[var.uid] = bits
                found = self._ranges.get(other.uid)
                if found is not None:
                    self._ranges[var.uid] = found
                sym = SymbolBits(var, tuple(bits) if isinstance(bits, list) else (bits,))
                self._symbols[var.uid] = sym
                self._by_name[var.name] = sym
                return True
        return False

    def _look_at_clock(self) -> None:
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise ResourceLimit("timeout", phase="encode")

    def blasted(self, term: Term) -> Bits | None:
        """The bits of ``term`` if it was already blasted, else None (no new gates)."""
        return self._memo.get(term.uid)

    def symbols(self) -> list[SymbolBits]:
        """Every variable blasted so far with its literals, in first-blasted order."""
        return list(self._symbols.values())

    def symbol(self, name: str) -> SymbolBits | None:
        """The literals of the variable called ``name``, if it was blasted."""
        return self._by_name.get(name)

    @property
    def terms_blasted(self) -> int:
        return len(self._memo)

    # ------------------------------------------------------------------ internals
    def _pending(self, root: Term) -> Iterable[Term]:
        """Post-order of the not yet blasted nodes below ``root`` (iterative)."""
        return postorder([root], self._memo)

    def _handle(self, term: Term) -> Bits:
        if isinstance(term.sort, ArraySort) or any(isinstance(a.sort, ArraySort)
                                                   for a in term.args):
            raise UnsupportedFeature(
                f"array term {term.op} reached the bit-blaster (arrays must be eliminated "
                "first)")
        handler = HANDLERS.get(term.op)
        if handler is None:
            raise UnsupportedFeature(f"bit-blasting of operator {term.op}")
        args = [self._memo[a.uid] for a in term.args]
        bits = handler(self, term, args)
        if isinstance(bits, list) and term.uid not in self._ranges:
            rule = RANGE_RULES.get(term.op)
            found = rule(self, term) if rule is not None else R.from_bits(bits, self.gates.false)
            if found is not None and not R.is_full(found):
                self._ranges[term.uid] = found
        return bits

    def range_of(self, term: Term) -> R.Ranges:
        """The unsigned range of a bit-vector term (``bmc.encodings.ranges``; blasts it)."""
        if term.uid not in self._memo:
            self.blast(term)
        found = self._ranges.get(term.uid)
        return found if found is not None else R.full(term.width)

    def _var(self, term: Term) -> Bits:
        g = self.gates
        bits: Bits = g.new_var() if isinstance(term.sort, BoolSort) else g.new_vector(term.width)
        sym = SymbolBits(term, tuple(bits) if isinstance(bits, list) else (bits,))
        self._symbols[term.uid] = sym
        self._by_name[term.name] = sym
        return bits

    def _divrem_of(self, term: Term, signed: bool) -> tuple[list[Lit], list[Lit]]:
        """Shared divider for the div and rem of the same operands."""
        a, b = term.args
        key = (signed, a.uid, b.uid)
        found = self._divrem.get(key)
        if found is None:
            x, y = self._memo[a.uid], self._memo[b.uid]
            assert isinstance(x, list) and isinstance(y, list)
            found = C.sdivrem(self.gates, x, y) if signed else C.udivrem(self.gates, x, y)
            self._divrem[key] = found
        return found


Handler = Callable[[BitBlaster, Term, list], Bits]


def _true(bb: BitBlaster, t: Term, a: list) -> Bits:
    return bb.gates.true


def _false(bb: BitBlaster, t: Term, a: list) -> Bits:
    return bb.gates.false


def _bv_const(bb: BitBlaster, t: Term, a: list) -> Bits:
    return bb.gates.const_vector(int(t.value), t.width)


def _var(bb: BitBlaster, t: Term, a: list) -> Bits:
    return bb._var(t)


def _eq(bb: BitBlaster, t: Term, a: list) -> Bits:
    if isinstance(t.args[0].sort, BoolSort):
        return bb.gates.eq(a[0], a[1])
    lo0, hi0 = R.bounds(bb.range_of(t.args[0]))
    lo1, hi1 = R.bounds(bb.range_of(t.args[1]))
    if hi0 < lo1 or hi1 < lo0:          # disjoint ranges: never equal
        return bb.gates.false
    return C.equal(bb.gates, a[0], a[1])


def _add(bb: BitBlaster, t: Term, a: list) -> Bits:
    """``a + b``; when the operands' ranges show the sum fits in ``k`` bits, an adder of
    the low ``k`` bits (the operands' upper bits are FALSE in every model) padded with
    FALSE: the same value, a ``k``-bit circuit."""
    found = R.add(bb.range_of(t.args[0]), bb.range_of(t.args[1]))
    if found is None:
        return C.add(bb.gates, a[0], a[1])
    bb._ranges[t.uid] = found
    k = found[0][2].bit_length()
    return C.add(bb.gates, a[0][:k], a[1][:k]) + [bb.gates.false] * (t.width - k)


def _compare(fn: Callable[[Gates, list[Lit], list[Lit]], Lit], strict: bool) -> Handler:
    """An unsigned comparison, decided by the operands' ranges when they settle it."""
    def handler(bb: BitBlaster, t: Term, a: list) -> Bits:
        lo0, hi0 = R.bounds(bb.range_of(t.args[0]))
        lo1, hi1 = R.bounds(bb.range_of(t.args[1]))
        if hi0 < lo1 or (not strict and hi0 <= lo1):
            return bb.gates.true
        if lo0 > hi1 or (strict and lo0 >= hi1):
            return bb.gates.false
        return fn(bb.gates, a[0], a[1])
    return handler


def _ite(bb: BitBlaster, t: Term, a: list) -> Bits:
    if isinstance(t.sort, BoolSort):
        return bb.gates.ite(a[0], a[1], a[2])
    return C.mux(bb.gates, a[0], a[1], a[2])


def _binary(fn: Callable[[Gates, list[Lit], list[Lit]], Bits]) -> Handler:
    def handler(bb: BitBlaster, t: Term, a: list) -> Bits:
        return fn(bb.gates, a[0], a[1])
    return handler


def _divrem(signed: bool, index: int) -> Handler:
    def handler(bb: BitBlaster, t: Term, a: list) -> Bits:
        return bb._divrem_of(t, signed)[index]
    return handler


def _extract(bb: BitBlaster, t: Term, a: list) -> Bits:
    hi, lo = int(t.params[0]), int(t.params[1])
    return a[0][lo:hi + 1]


HANDLERS: dict[Op, Handler] = {
    Op.TRUE: _true,
    Op.FALSE: _false,
    Op.BV_CONST: _bv_const,
    Op.VAR: _var,
    Op.NOT: lambda bb, t, a: -a[0],
    Op.AND: lambda bb, t, a: bb.gates.and_n(a),
    Op.OR: lambda bb, t, a: bb.gates.or_n(a),
    Op.XOR: lambda bb, t, a: bb.gates.xor2(a[0], a[1]),
    Op.IMPLIES: lambda bb, t, a: bb.gates.implies(a[0], a[1]),
    Op.EQ: _eq,
    Op.ITE: _ite,
    Op.BVNOT: lambda bb, t, a: C.bv_not(bb.gates, a[0]),
    Op.BVNEG: lambda bb, t, a: C.neg(bb.gates, a[0]),
    Op.BVAND: _binary(C.bv_and),
    Op.BVOR: _binary(C.bv_or),
    Op.BVXOR: _binary(C.bv_xor),
    Op.BVADD: _add,
    Op.BVSUB: _binary(C.sub),
    Op.BVMUL: _binary(C.mul),
    Op.BVUDIV: _divrem(False, 0),
    Op.BVUREM: _divrem(False, 1),
    Op.BVSDIV: _divrem(True, 0),
    Op.BVSREM: _divrem(True, 1),
    Op.BVSHL: _binary(C.shl),
    Op.BVLSHR: _binary(C.lshr),
    Op.BVASHR: _binary(C.ashr),
    Op.BVULT: _compare(C.ult, strict=True),
    Op.BVULE: _compare(C.ule, strict=False),
    Op.BVSLT: _binary(C.slt),
    Op.BVSLE: _binary(C.sle),
    Op.CONCAT: lambda bb, t, a: a[1] + a[0],   # args are (high, low); bits LSB first
    Op.EXTRACT: _extract,
    Op.ZERO_EXTEND: lambda bb, t, a: C.zero_extend(bb.gates, a[0], int(t.params[0])),
    Op.SIGN_EXTEND: lambda bb, t, a: C.sign_extend(bb.gates, a[0], int(t.params[0])),
}


# ---------------------------------------------------------------------- ranges
RangeRule = Callable[[BitBlaster, Term], "R.Ranges | None"]


def _const_range(bb: BitBlaster, t: Term) -> R.Ranges | None:
    return R.const(int(t.value), t.width)


def _concat_range(bb: BitBlaster, t: Term) -> R.Ranges | None:
    return R.concat(bb.range_of(t.args[0]), bb.range_of(t.args[1]))


def _extract_range(bb: BitBlaster, t: Term) -> R.Ranges | None:
    return R.extract(bb.range_of(t.args[0]), int(t.params[0]), int(t.params[1]))


def _zext_range(bb: BitBlaster, t: Term) -> R.Ranges | None:
    return R.zero_extend(bb.range_of(t.args[0]), int(t.params[0]))


def _ite_range(bb: BitBlaster, t: Term) -> R.Ranges | None:
    return R.join(bb.range_of(t.args[1]), bb.range_of(t.args[2]))


def _no_range(bb: BitBlaster, t: Term) -> R.Ranges | None:
    return None


# How a bit-vector term's range follows from its operands'; other operators take what
# their literals show (``ranges.from_bits``). BVADD records its own (``_add``).
RANGE_RULES: dict[Op, RangeRule] = {
    Op.BV_CONST: _const_range,
    Op.CONCAT: _concat_range,
    Op.EXTRACT: _extract_range,
    Op.ZERO_EXTEND: _zext_range,
    Op.ITE: _ite_range,
    Op.VAR: _no_range,
    Op.BVADD: _no_range,
}


def _on_gates(fn: GatesHandler) -> Handler:
    """A handler that runs ``fn`` (which needs only the gates) on the blaster's gates."""
    return lambda bb, t, a: fn(bb.gates, t, a)


# IEEE floating point (bmc.encodings.float_blast)
HANDLERS.update({op: _on_gates(fn) for op, fn in FLOAT_HANDLERS.items()})

# Removed by bmc.encodings.arrays before bit-blasting (with ITE/VAR at array sort).
ARRAY_OPS = frozenset({Op.SELECT, Op.STORE, Op.CONST_ARRAY})
