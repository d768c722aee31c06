"""Value ranges of bit-vectors (bmc.encodings.ranges) and the narrower circuits they allow.

The pure operations are checked exhaustively on small widths (every value of the operands'
ranges lands in the result's range); the bit-blaster is checked bit-exact against the
evaluator on random terms over pointer-like shapes (concat, extract, zero_extend, ite, add,
unsigned comparisons), with SSA-style definitions aliased by ``assert_true``.
"""

from __future__ import annotations

import itertools
import random

from pysat.solvers import Solver

from bmc.encodings import ranges as R
from bmc.encodings.bitblast import BitBlaster
from bmc.encodings.gates import Gates
from bmc.terms import BOOL, TermStore, bv
from bmc.terms.evaluator import Evaluator
from bmc.terms.store import Term


def _values(r: R.Ranges) -> list[int]:
    """Every unsigned value whose segments lie in their bounds."""
    out = [0]
    start = 0
    for w, lo, hi in r:
        out = [v | (s << start) for v in out for s in range(lo, hi + 1)]
        start += w
    return out


def _random_ranges(rng: random.Random, width: int) -> R.Ranges:
    segs: list[R.Segment] = []
    left = width
    while left:
        w = rng.randint(1, left)
        lo = rng.randint(0, R.mask(w))
        hi = rng.choice([lo, rng.randint(lo, R.mask(w)), R.mask(w)])
        segs.append((w, lo, hi))
        left -= w
    return tuple(segs)


def _inside(value: int, r: R.Ranges) -> bool:
    start = 0
    for w, lo, hi in r:
        if not lo <= (value >> start) & R.mask(w) <= hi:
            return False
        start += w
    return True


def test_operations_contain_every_value() -> None:
    rng = random.Random(7)
    for _ in range(150):
        wa, wb = rng.randint(1, 4), rng.randint(1, 4)
        a, b = _random_ranges(rng, wa), _random_ranges(rng, wb)
        a2 = _random_ranges(rng, wa)
        va, vb, va2 = _values(a), _values(b), _values(a2)
        cat = R.concat(b, a)
        assert R.width(cat) == wa + wb
        assert all(_inside(x | (y << wa), cat) for x in va for y in vb)
        for hi in range(wa):
            for lo in range(hi + 1):
                ext = R.extract(a, hi, lo)
                assert R.width(ext) == hi - lo + 1
                assert all(_inside((x >> lo) & R.mask(hi - lo + 1), ext) for x in va)
        joined = R.join(a, a2)
        assert all(_inside(x, joined) for x in va + va2)
        total = R.add(a, a2)
        if total is None:
            assert max(va) + max(va2) > R.mask(wa)
        else:
            assert all(_inside(x + y, total) for x in va for y in va2)
        lo_a, hi_a = R.bounds(a)
        assert lo_a == min(va) and hi_a == max(va)
        assert all(_inside(x, R.zero_extend(a, 2)) for x in va)


def test_pointer_shape_keeps_a_tight_offset() -> None:
    pointer = R.concat(R.const(1, 16), ((48, 0, 12),))
    assert pointer == ((64, 1 << 48, (1 << 48) + 12),)
    assert R.extract(pointer, 47, 0) == ((48, 0, 12),)
    assert R.extract(pointer, 63, 48) == R.const(1, 16)
    moved = R.add(R.extract(pointer, 47, 0), R.const(1, 48))
    assert moved == ((48, 1, 13),)
    assert R.from_bits([5, 6, -1, -1], -1) == ((4, 0, 3),)
    assert R.from_bits([5, 6], -1) is None
    assert R.is_full(R.extract(R.full(8), 5, 2))


def _model_value(model: set[int], lits: list[int] | int) -> int | bool:
    if isinstance(lits, int):
        return lits in model
    return sum(1 << i for i, lit in enumerate(lits) if lit in model)


def _random_terms(s: TermStore, rng: random.Random, inputs: list[Term],
                  defs: list[tuple[Term, Term]], count: int) -> list[Term]:
    """Pointer-like terms: offsets moved by additions, merged by ite, compared; some
    become SSA variables defined (for good) by an asserted equality."""
    pool = list(inputs)
    conds = [s.var("c0", BOOL)]
    for k in range(count):
        pick = rng.choice(pool)
        w = pick.width
        match rng.randrange(7):
            case 0:
                t = s.bvadd(pick, s.bv_const(rng.randint(0, 3), w))
            case 1:
                other = rng.choice([p for p in pool if p.width == w] or [pick])
                t = s.bvadd(pick, other)
            case 2:
                t = s.zero_extend(pick, rng.randint(1, 3)) if w < 9 else pick
            case 3:
                t = s.concat(s.bv_const(rng.randint(0, 3), 2), pick) if w < 9 else pick
            case 4:
                hi = rng.randrange(w)
                t = s.extract(pick, hi, rng.randint(0, hi))
            case 5:
                other = rng.choice([p for p in pool if p.width == w] or [pick])
                t = s.ite(rng.choice(conds), pick, other)
            case _:
                other = rng.choice([p for p in pool if p.width == w]
                                   + [s.bv_const(rng.randint(0, R.mask(w)), w)])
                conds.append(rng.choice([s.eq, s.ult, s.ule])(pick, other))
                continue
        if rng.random() < 0.4:                 # an SSA variable defined by ``t``
            var = s.var(f"v{k}", t.sort)
            defs.append((var, t))
            t = var
        pool.append(t)
    return pool + conds


def test_blasting_with_ranges_is_bit_exact() -> None:
    for seed in range(3):
        rng = random.Random(seed)
        s = TermStore()
        x, y = s.var("x", bv(3)), s.var("y", bv(3))
        defs: list[tuple[Term, Term]] = []
        terms = _random_terms(s, rng, [x, y, s.zero_extend(x, 3)], defs, 40)
        bb = BitBlaster(s, Gates(keep=True))
        for var, t in defs:
            bb.assert_true(s.eq(var, t))
        bits = [bb.blast(t) for t in terms]
        c0 = bb.literal(s.var("c0", BOOL))
        assert bb.gates.clauses is not None
        with Solver(name="minisat22", bootstrap_with=bb.gates.clauses) as solver:
            for xv, yv, cv in itertools.product(range(8), range(8), (False, True)):
                fixed = [(lit if (xv >> i) & 1 else -lit)
                         for i, lit in enumerate(bb.literals(x))]
                fixed += [(lit if (yv >> i) & 1 else -lit)
                          for i, lit in enumerate(bb.literals(y))]
                fixed.append(c0 if cv else -c0)
                assert solver.solve(assumptions=fixed)
                model = set(solver.get_model() or [])
                ev = Evaluator({"x": xv, "y": yv, "c0": cv, **{
                    var.name: _model_value(model, bb.blast(var)) for var, _ in defs}})
                for var, t in defs:      # the definitions hold: x, y, c0 decide everything
                    assert ev(t) == ev(var)
                for t, b in zip(terms, bits):
                    assert _model_value(model, b) == ev(t), (seed, t)


def test_offset_walk_needs_narrow_adders() -> None:
    """A pointer to a 13-byte object moved ten times: each adder is a few bits wide, not
    48, and comparing it with an offset its range excludes costs nothing."""
    s = TermStore()
    bb = BitBlaster(s, Gates())
    c = s.var("c", BOOL)
    p = s.ite(c, s.bv_const((1 << 48) | 3, 64), s.bv_const((1 << 48) | 1, 64))
    for k in range(10):
        var = s.var(f"p#{k}", bv(64))
        bb.assert_true(s.eq(var, s.concat(s.bv_const(1, 16),
                                          s.bvadd(s.extract(p, 47, 0), s.bv_const(1, 48)))))
        p = var
    offset = s.extract(p, 47, 0)
    assert bb.range_of(offset) == ((48, 11, 13),)
    assert bb.gates.num_clauses < 200              # a 48-bit chain takes thousands
    clauses = bb.gates.num_clauses
    assert bb.literal(s.eq(offset, s.bv_const(20, 48))) == bb.gates.false
    assert bb.literal(s.ult(offset, s.bv_const(14, 48))) == bb.gates.true
    assert bb.literal(s.ule(s.bv_const(11, 48), offset)) == bb.gates.true
    assert bb.gates.num_clauses == clauses
    assert all(lit == bb.gates.false for lit in bb.literals(offset)[4:])
