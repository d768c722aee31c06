"""The interval prover: abstract term values against concrete evaluation, and differential
runs on random float formulas: whenever it proves a formula unsatisfiable, exhaustive
enumeration (one input of a tiny format) or the SAT backend (two inputs) agrees."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from test_float_intervals import member, random_range, sample

from bmc.backends import float_intervals as fi
from bmc.backends.base import SatResult
from bmc.backends.interval_eval import BVRange, abstract_apply, bv_of_float, float_view, make_bv
from bmc.backends.interval_prover import Budget, prove_goals
from bmc.backends.sat_backend import SatBackend
from bmc.terms import TermStore, bv
from bmc.terms import floats as ref
from bmc.terms.evaluator import Evaluator
from bmc.terms.floats import BINARY32, FloatFormat, RoundingMode
from bmc.terms.ops import Op
from bmc.terms.semantics import to_signed
from bmc.terms.store import Term

TINY = FloatFormat(3, 4)
RNE = 0


def _contains(v: BVRange, value: int) -> bool:
    return v.ulo <= value <= v.uhi and v.slo <= to_signed(value, v.width) <= v.shi


def _random_bv_range(rng: random.Random, w: int) -> tuple[BVRange, list[int]]:
    a, b = sorted((rng.getrandbits(w), rng.getrandbits(w)))
    if rng.random() < 0.5:
        b = min(a + rng.randint(0, 20), (1 << w) - 1)
    members = [a, b] + [rng.randint(a, b) for _ in range(4)]
    return make_bv(w, a, b), members


BV_OPS = [Op.BVADD, Op.BVSUB, Op.BVMUL, Op.BVUDIV, Op.BVUREM, Op.BVAND, Op.BVOR, Op.BVXOR,
          Op.BVLSHR, Op.BVASHR, Op.BVSHL, Op.BVSDIV, Op.BVSREM, Op.BVULT, Op.BVULE, Op.BVSLT,
          Op.BVSLE]


def test_bit_vector_transfer_functions_contain_the_concrete_results() -> None:
    rng = random.Random(11)
    s = TermStore()
    w = 8
    x, y = s.var("x", bv(w)), s.var("y", bv(w))
    terms = [s.apply(op, [x, y]) for op in BV_OPS]
    terms += [s.bvnot(x), s.bvneg(x), s.extract(x, 5, 2), s.extract(x, 3, 0),
              s.concat(x, y), s.zero_extend(x, 4), s.sign_extend(x, 4), s.eq(x, y)]
    for _ in range(60):
        (ax, xs), (ay, ys) = _random_bv_range(rng, w), _random_bv_range(rng, w)
        if rng.random() < 0.3:
            ay, ys = make_bv(w, ys[2], ys[2]), [ys[2]]          # constant shift amounts
        for t in terms:
            out = abstract_apply(t, [ax, ay][:len(t.args)])
            for vx in xs:
                for vy in ys:
                    value = Evaluator({"x": vx, "y": vy})(t)
                    if isinstance(value, bool):
                        assert out & (fi.TRUE if value else fi.FALSE), (t, vx, vy)  # type: ignore[operator]
                    else:
                        assert isinstance(out, BVRange) and _contains(out, value), \
                            (t, vx, vy, value, out)


# ------------------------------------------------------------------ random float formulas
class _Program:
    """Definitions ``v_k = expr`` over float inputs, an assumption box and a goal."""

    def __init__(self, rng: random.Random, store: TermStore, fmt: FloatFormat,
                 inputs: int) -> None:
        self.fmt, self.store = fmt, store
        w = fmt.width
        s = store
        self.symbolic_mode = rng.random() < 0.15
        rm = s.var("rm", bv(3)) if self.symbolic_mode else s.bv_const(RNE, 3)
        self.inputs = [s.var(f"x{i}", bv(w)) for i in range(inputs)]
        pool: list[Term] = list(self.inputs)
        self.defs: list[tuple[Term, Term]] = []
        params = (fmt.eb, fmt.sb)

        def const() -> Term:
            v = Fraction(rng.choice([1, 2, 3, 5, 7]), rng.choice([1, 2, 4, 8]))
            return s.bv_const(ref.round_to(fmt, rng.randint(0, 1), v, RoundingMode.RNE), w)

        def operand() -> Term:
            return const() if rng.random() < 0.25 else rng.choice(pool)

        for k in range(rng.randint(1, 5)):
            kind = rng.choice(["add", "sub", "mul", "div", "sqrt", "min", "ite", "nan", "neg"])
            a, b = operand(), operand()
            match kind:
                case "add" | "sub" | "mul" | "div":
                    op = {"add": Op.FP_ADD, "sub": Op.FP_SUB, "mul": Op.FP_MUL,
                          "div": Op.FP_DIV}[kind]
                    t = s.fp(op, [rm, a, b], params)
                case "sqrt":
                    t = s.fp(Op.FP_SQRT, [rm, a], params)
                case "min":
                    t = s.fp(rng.choice([Op.FP_MIN, Op.FP_MAX]), [a, b], params)
                case "ite":
                    t = s.ite(s.fp(Op.FP_LT, [a, b], params), a, b)
                case "nan":                    # the x86 NaN propagation symex writes
                    r = s.fp(Op.FP_MUL, [rm, a, b], params)
                    quiet = s.bvor(a, s.bv_const(1 << (fmt.sb - 2), w))
                    t = s.ite(s.fp(Op.FP_IS_NAN, [r], params),
                              s.ite(s.fp(Op.FP_IS_NAN, [a], params), quiet,
                                    s.bv_const(ref.nan(fmt) | 1 << (w - 1), w)), r)
                case _:
                    t = s.apply(Op.BVXOR, [a, s.bv_const(1 << (w - 1), w)])
            v = s.var(f"v{k}", bv(w))
            self.defs.append((v, t))
            pool.append(v)
        last = pool[-1]
        parts: list[Term] = []
        for x in self.inputs:
            lo, hi = sorted((const(), const()), key=lambda c: fi.value_of(fmt, c.value) or 0)
            parts += [s.fp(Op.FP_LEQ, [lo, x], params), s.fp(Op.FP_LT, [x, hi], params)]
        cmp = s.fp(rng.choice([Op.FP_LT, Op.FP_LEQ, Op.FP_EQ]),
                   [last, const()] if rng.random() < 0.5 else [const(), last], params)
        parts.append(s.not_(cmp) if rng.random() < 0.5 else cmp)
        self.goal = s.and_(*parts)

    @property
    def definitions(self) -> list[Term]:
        return [self.store.eq(v, t) for v, t in self.defs]

    def satisfied_by(self, values: dict[str, int]) -> bool:
        assignment: dict[str, object] = dict(values)
        for v, t in self.defs:
            assignment[v.name] = Evaluator(assignment)(t)
        return bool(Evaluator(assignment)(self.goal))


def _run_differential(seed: int, count: int) -> tuple[int, int]:
    rng = random.Random(seed)
    proved = refused = 0
    for _ in range(count):
        store = TermStore()
        p = _Program(rng, store, TINY, 1)
        out = prove_goals(p.definitions, [p.goal], Budget(boxes=400, cpu_seconds=2.0))
        if not out.proved[0]:
            refused += 1
            continue
        proved += 1
        for bits in range(1 << TINY.width):
            for rm in range(5) if p.symbolic_mode else (RNE,):
                assert not p.satisfied_by({"x0": bits, "rm": rm}), (
                    "interval proof of a satisfiable formula", bits, rm, p.defs, p.goal)
    return proved, refused


def test_random_tiny_formulas_proved_only_when_no_input_satisfies_them() -> None:
    proved, refused = _run_differential(5, 50)
    assert proved >= 10 and refused >= 5, (proved, refused)


@pytest.mark.slow
def test_random_tiny_formulas_sweep() -> None:
    for seed in range(4):
        _run_differential(100 + seed, 150)


def _sat_unsat(p: _Program) -> bool:
    backend = SatBackend(p.store, "minisat22")
    try:
        for d in p.definitions:
            backend.add(d)
        backend.add(p.goal)
        return backend.check() is SatResult.UNSAT
    finally:
        backend.close()


def test_random_two_input_formulas_agree_with_the_sat_backend() -> None:
    rng = random.Random(8)
    proved = 0
    for _ in range(25):
        store = TermStore()
        p = _Program(rng, store, TINY, 2)
        out = prove_goals(p.definitions, [p.goal], Budget(boxes=400, cpu_seconds=2.0))
        if out.proved[0]:
            proved += 1
            assert _sat_unsat(p), (p.defs, p.goal)
    assert proved >= 3


# ------------------------------------------------------------------ binary32, task-like
def _sine_like(bound: float) -> tuple[list[Term], Term]:
    """r = x - x*x*x/6 on -1 < x < 1; fail: not (-bound <= r <= bound)."""
    s = TermStore()
    f = BINARY32
    w, params, rm = 32, (8, 24), s.bv_const(RNE, 3)

    def c(v: float) -> Term:
        return s.bv_const(ref.round_to(f, 1 if v < 0 else 0, abs(Fraction(v)),
                                       RoundingMode.RNE), w)

    x, r = s.var("x", bv(w)), s.var("r", bv(w))
    cube = s.fp(Op.FP_MUL, [rm, s.fp(Op.FP_MUL, [rm, x, x], params), x], params)
    rhs = s.fp(Op.FP_SUB, [rm, x, s.fp(Op.FP_DIV, [rm, cube, c(6.0)], params)], params)
    within = s.and_(s.fp(Op.FP_LEQ, [c(-bound), r], params),
                    s.fp(Op.FP_LEQ, [r, c(bound)], params))
    goal = s.and_(s.fp(Op.FP_LT, [c(-1.0), x], params), s.fp(Op.FP_LT, [x, c(1.0)], params),
                  s.not_(within))
    return [s.eq(r, rhs)], goal


def test_a_polynomial_bound_is_proved_and_a_too_tight_one_is_not() -> None:
    defs, goal = _sine_like(0.834)           # the maximum is 5/6 = 0.8333 at x -> 1
    out = prove_goals(defs, [goal], Budget(cpu_seconds=20))
    assert out.proved == (True,) and out.boxes[0] > 1
    defs, goal = _sine_like(0.83)
    out = prove_goals(defs, [goal], Budget(cpu_seconds=20))
    assert out.proved == (False,)


def test_cyclic_bindings_are_checks_not_definitions() -> None:
    """x = y + 1 and y = x + 1 have no solution: never evaluated in a circle (either may
    come out as a check); a satisfiable cycle is never proved."""
    s = TermStore()
    f, params, rm = BINARY32, (8, 24), s.bv_const(RNE, 3)
    one = s.bv_const(0x3F800000, 32)
    x, y = s.var("x", bv(32)), s.var("y", bv(32))
    defs = [s.eq(x, s.fp(Op.FP_ADD, [rm, y, one], params)),
            s.eq(y, s.fp(Op.FP_MUL, [rm, x, one], params))]
    out = prove_goals(defs, [s.true], Budget(cpu_seconds=2))
    assert out.proved == (False,)           # x = inf = y is a model
    assert f.width == 32


@pytest.mark.parametrize("fmt", [TINY, BINARY32], ids=["e3s4", "binary32"])
def test_sign_bit_operations_on_floats(fmt: FloatFormat) -> None:
    """xor / and / or with the sign bit (how symex writes -x, fabs, -fabs) keep a float
    view holding every concrete result."""
    rng = random.Random(fmt.width)
    s = TermStore()
    w = fmt.width
    sign = 1 << (w - 1)
    x = s.var("x", bv(w))
    terms = [s.apply(Op.BVXOR, [x, s.bv_const(sign, w)]),
             s.apply(Op.BVAND, [x, s.bv_const(sign - 1, w)]),
             s.apply(Op.BVOR, [s.bv_const(sign, w), x])]
    for _ in range(60):
        r = random_range(rng, fmt)
        ax = bv_of_float(fmt, r)
        for t in terms:
            out = abstract_apply(t, [ax, abstract_apply(t.args[1], [])] if t.args[0] is x
                                 else [abstract_apply(t.args[0], []), ax])
            assert isinstance(out, BVRange) and out.flt is not None
            for _ in range(6):
                bits = sample(rng, fmt, r)
                got = Evaluator({"x": bits})(t)
                assert isinstance(got, int) and member(fmt, float_view(out, fmt), got), \
                    (t, str(r), bits, got)


def test_a_point_the_evaluation_cannot_refute_ends_the_search() -> None:
    """x in (1, 2) times an integer input n (top: only float inputs are bisected) is never
    below 1 when n >= 1, but no box can show it: the first sampled point is not refuted,
    so the search stops at once instead of bisecting until the budget runs out."""
    s = TermStore()
    params, rm = (8, 24), s.bv_const(RNE, 3)

    def c(v: float) -> Term:
        return s.bv_const(ref.round_to(BINARY32, 0, Fraction(v), RoundingMode.RNE), 32)

    x, n = s.var("x", bv(32)), s.var("n", bv(32))
    nf = s.apply(Op.FP_FROM_SBV, [rm, n], params)
    goal = s.and_(s.fp(Op.FP_LT, [c(1.0), x], params), s.fp(Op.FP_LT, [x, c(2.0)], params),
                  s.apply(Op.BVSLE, [s.bv_const(1, 32), n]),
                  s.fp(Op.FP_LT, [s.fp(Op.FP_MUL, [rm, x, nf], params), c(1.0)], params))
    out = prove_goals([], [goal], Budget(boxes=5000, cpu_seconds=20))
    assert out.proved == (False,) and out.boxes[0] <= 2, out
