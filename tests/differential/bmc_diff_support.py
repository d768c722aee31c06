"""Shared helpers for the differential tests: a catalogue of one-operator terms over input
variables, and runners that compare the bit-blaster (through SatBackend, inputs fixed by
assumptions), the reference semantics (evaluator) and Z3 (translation + simplify)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from bmc.backends.base import SatResult
from bmc.backends.sat_backend import SatBackend
from bmc.terms.evaluator import evaluate
from bmc.terms.ops import BV_BINARY, COMPARISONS, Op
from bmc.terms.semantics import ArrayValue
from bmc.terms.sorts import BOOL, ArraySort, BoolSort, BVSort, Sort, bv
from bmc.terms.store import Term, TermStore

Build = Callable[[TermStore, list[Term]], Term]


@dataclass(frozen=True)
class Case:
    """A term made by ``build`` from fresh variables of ``sorts``; ``ops`` it exercises."""

    label: str
    sorts: tuple[Sort, ...]
    build: Build
    ops: frozenset[Op]


def _bin(op: Op) -> Build:
    if op in COMPARISONS:
        return lambda s, a: s.compare(op, a[0], a[1])
    return lambda s, a: s.bvbin(op, a[0], a[1])


def bv_cases(w: int, extract_all: bool = True) -> list[Case]:
    """Cases over bit-vectors of width ``w`` (the operators' main inputs)."""
    t = bv(w)
    out: list[Case] = []
    for op in sorted(BV_BINARY | COMPARISONS, key=lambda o: o.value):
        out.append(Case(f"{op.value}/{w}", (t, t), _bin(op), frozenset({op})))
    out.append(Case(f"=bv/{w}", (t, t), lambda s, a: s.eq(a[0], a[1]), frozenset({Op.EQ})))
    out.append(Case(f"bvnot/{w}", (t,), lambda s, a: s.bvnot(a[0]), frozenset({Op.BVNOT})))
    out.append(Case(f"bvneg/{w}", (t,), lambda s, a: s.bvneg(a[0]), frozenset({Op.BVNEG})))
    out.append(Case(f"ite-bv/{w}", (BOOL, t, t), lambda s, a: s.ite(a[0], a[1], a[2]),
                    frozenset({Op.ITE})))
    pairs = [(hi, lo) for hi in range(w) for lo in range(hi + 1)]
    if not extract_all:
        pairs = sorted({(w - 1, 0), (w // 2 - 1, 0), (w - 1, w // 2), (w - 2, 1), (w - 1, w - 1)})
    for hi, lo in pairs:
        out.append(Case(f"extract[{hi}:{lo}]/{w}", (t,),
                        lambda s, a, hi=hi, lo=lo: s.extract(a[0], hi, lo),
                        frozenset({Op.EXTRACT})))
    for extra in (1, 2, 3) if extract_all else (1, w):
        out.append(Case(f"zero_extend{extra}/{w}", (t,),
                        lambda s, a, e=extra: s.zero_extend(a[0], e),
                        frozenset({Op.ZERO_EXTEND})))
        out.append(Case(f"sign_extend{extra}/{w}", (t,),
                        lambda s, a, e=extra: s.sign_extend(a[0], e),
                        frozenset({Op.SIGN_EXTEND})))
    for low in (1, 2, 3) if extract_all else (1, w):
        out.append(Case(f"concat{w},{low}", (t, bv(low)), lambda s, a: s.concat(a[0], a[1]),
                        frozenset({Op.CONCAT})))
    return out


def bool_cases() -> list[Case]:
    """The Boolean connectives, ``=`` and ``ite`` on Bool."""
    b = BOOL
    return [
        Case("not", (b,), lambda s, a: s.not_(a[0]), frozenset({Op.NOT})),
        Case("and3", (b, b, b), lambda s, a: s.and_(*a), frozenset({Op.AND})),
        Case("or3", (b, b, b), lambda s, a: s.or_(*a), frozenset({Op.OR})),
        Case("and2", (b, b), lambda s, a: s.and_(*a), frozenset({Op.AND})),
        Case("or2", (b, b), lambda s, a: s.or_(*a), frozenset({Op.OR})),
        Case("xor", (b, b), lambda s, a: s.xor(a[0], a[1]), frozenset({Op.XOR})),
        Case("=>", (b, b), lambda s, a: s.implies(a[0], a[1]), frozenset({Op.IMPLIES})),
        Case("=bool", (b, b), lambda s, a: s.eq(a[0], a[1]), frozenset({Op.EQ})),
        Case("ite-bool", (b, b, b), lambda s, a: s.ite(a[0], a[1], a[2]),
             frozenset({Op.ITE})),
    ]


def leaf_cases(w: int) -> list[Case]:
    t = bv(w)
    return [
        Case("true", (), lambda s, a: s.true, frozenset({Op.TRUE})),
        Case("false", (), lambda s, a: s.false, frozenset({Op.FALSE})),
        Case(f"bvconst/{w}", (), lambda s, a: s.bv_const(5, w), frozenset({Op.BV_CONST})),
        Case(f"var/{w}", (t,), lambda s, a: a[0], frozenset({Op.VAR})),
    ]


def array_cases(iw: int, ew: int) -> list[Case]:
    """Read-over-write, ite over arrays and constant arrays, with all inputs scalar."""
    i, e = bv(iw), bv(ew)
    arr = ArraySort(i, e)

    def rw(s: TermStore, a: list[Term]) -> Term:
        d, j, v, k = a
        return s.select(s.store(s.const_array(d, arr), j, v), k)

    def ite_arr(s: TermStore, a: list[Term]) -> Term:
        c, d, j, v, k = a
        base = s.const_array(d, arr)
        return s.select(s.ite(c, s.store(base, j, v), base), k)

    def two_stores(s: TermStore, a: list[Term]) -> Term:
        d, j1, j2, k = a
        one = s.bv_const(1, ew)
        arr0 = s.const_array(d, arr)
        return s.select(s.store(s.store(arr0, j1, one), j2, s.bvadd(d, one)), k)

    ops = frozenset({Op.SELECT, Op.STORE, Op.CONST_ARRAY})
    return [
        Case(f"select-store/{iw},{ew}", (e, i, e, i), rw, ops),
        Case(f"select-ite-array/{iw},{ew}", (BOOL, e, i, e, i), ite_arr, ops | {Op.ITE}),
        Case(f"select-store-store/{iw},{ew}", (e, i, i, i), two_stores, ops),
    ]


def fp_cases(eb: int, sb: int, mode: int | None = 0) -> list[Case]:
    """Every floating-point operator on the (eb, sb) format (packed bit-vector inputs; a
    format whose range reaches 2**(sb-1), as every IEEE format's does). ``mode``: the
    rounding mode of the binary operators as a constant, or None for a 3-bit mode input;
    the unary ones and the conversions always take the mode as an input."""
    from bmc.terms.ops import (FP_CLASSIFIERS, FP_COMPARISONS, FP_ROUNDED_BINARY,
                               FP_ROUNDED_UNARY)
    w, m3 = eb + sb, bv(3)
    t = bv(w)
    fmt = (eb, sb)
    out: list[Case] = []

    def rounded(op: Op, n: int, params: tuple = fmt, value_sorts: tuple = ()) -> Case:
        sorts = value_sorts or (t,) * n
        if mode is None or n == 1:
            return Case(f"{op.value}{params}/rm", (m3, *sorts),
                        lambda s, a: s.fp(op, a, params), frozenset({op}))
        return Case(f"{op.value}{params}/rm{mode}", sorts,
                    lambda s, a: s.fp(op, [s.bv_const(mode, 3), *a], params),
                    frozenset({op}))

    for op in sorted(FP_ROUNDED_BINARY, key=lambda o: o.value):
        out.append(rounded(op, 2))
    for op in sorted(FP_ROUNDED_UNARY, key=lambda o: o.value):
        out.append(rounded(op, 1))
    for op in sorted(FP_COMPARISONS | {Op.FP_MIN, Op.FP_MAX, Op.FP_REM}, key=lambda o: o.value):
        out.append(Case(f"{op.value}{fmt}", (t, t), lambda s, a, op=op: s.fp(op, a, fmt),
                        frozenset({op})))
    for op in sorted(FP_CLASSIFIERS, key=lambda o: o.value):
        out.append(Case(f"{op.value}{fmt}", (t,), lambda s, a, op=op: s.fp(op, a, fmt),
                        frozenset({op})))
    out.append(rounded(Op.FP_TO_FP, 1, (eb, sb, eb + 1, sb + 1)))
    out.append(rounded(Op.FP_TO_FP, 1, (eb + 1, sb + 1, eb, sb), (bv(w + 2),)))  # narrowing
    out.append(rounded(Op.FP_FROM_SBV, 1, fmt, (bv(4),)))
    out.append(rounded(Op.FP_FROM_UBV, 1, fmt, (bv(4),)))
    out.append(rounded(Op.FP_TO_SBV, 1, (eb, sb, 3)))
    out.append(rounded(Op.FP_TO_UBV, 1, (eb, sb, 3)))
    return out


def all_values(sort: Sort) -> range | tuple[bool, bool]:
    match sort:
        case BoolSort():
            return (False, True)
        case BVSort(width=w):
            return range(1 << w)
    raise TypeError(sort)


class SatRunner:
    """One SatBackend with ``out = case(inputs)`` asserted; checks input combinations."""

    def __init__(self, case: Case) -> None:
        self.store = s = TermStore()
        self.inputs = [s.var(f"in{k}", sort) for k, sort in enumerate(case.sorts)]
        self.term = case.build(s, self.inputs)
        self.out = s.var("out", self.term.sort)
        self.backend = SatBackend(s)
        self.backend.add(s.eq(self.out, self.term))
        self.case = case

    def expected(self, values: Sequence[int | bool]) -> object:
        return evaluate(self.term, {v.name: x for v, x in zip(self.inputs, values)})

    def check(self, values: Sequence[int | bool]) -> None:
        """SAT with the inputs fixed, ``out`` equals the reference value and is forced."""
        s = self.store
        fixed = [s.eq(v, s.const(x, v.sort)) for v, x in zip(self.inputs, values)]
        want = self.expected(values)
        label = f"{self.case.label} inputs={list(values)}"
        assert self.backend.check(fixed) is SatResult.SAT, label
        got_out, got_term = self.backend.values([self.out, self.term])
        assert got_out == want, f"{label}: circuit {got_out}, reference {want}"
        assert got_term == want, f"{label}: term value {got_term}, reference {want}"
        other = s.not_(s.eq(self.out, s.const(want, self.out.sort)))  # type: ignore[arg-type]
        assert self.backend.check([*fixed, other]) is SatResult.UNSAT, \
            f"{label}: output not forced to {want}"

    def exhaustive(self) -> int:
        combos = itertools.product(*(all_values(v.sort) for v in self.inputs))
        n = 0
        for combo in combos:
            self.check(combo)
            n += 1
        return n


class Z3Runner:
    """The Z3 translation of ``case`` evaluated by substitution and ``simplify``."""

    def __init__(self, case: Case) -> None:
        import z3

        from bmc.backends.z3_backend import Z3Backend
        self.z3 = z3
        self.store = s = TermStore()
        self.inputs = [s.var(f"in{k}", sort) for k, sort in enumerate(case.sorts)]
        self.term = case.build(s, self.inputs)
        self.backend = Z3Backend(s)
        self.expr = self.backend.expr(self.term)
        self.vars = [self.backend.expr(v) for v in self.inputs]
        self.case = case

    def value(self, values: Sequence[int | bool]) -> int | bool:
        z3 = self.z3
        subst = []
        for var, term, x in zip(self.vars, self.inputs, values):
            if isinstance(term.sort, BoolSort):
                subst.append((var, z3.BoolVal(bool(x))))
            else:
                subst.append((var, z3.BitVecVal(int(x), term.width)))
        result = z3.simplify(z3.substitute(self.expr, *subst) if subst else self.expr)
        if z3.is_bool(result):
            assert z3.is_true(result) or z3.is_false(result), result
            return z3.is_true(result)
        assert z3.is_bv_value(result), result
        return result.as_long()

    def check(self, values: Sequence[int | bool]) -> None:
        want = evaluate(self.term, {v.name: x for v, x in zip(self.inputs, values)})
        got = self.value(values)
        assert got == want, f"{self.case.label} inputs={list(values)}: z3 {got}, ref {want}"

    def exhaustive(self) -> int:
        n = 0
        for combo in itertools.product(*(all_values(v.sort) for v in self.inputs)):
            self.check(combo)
            n += 1
        return n


# ---------------------------------------------------------------------- hypothesis
HYPOTHESIS_WIDTHS = (8, 16, 32, 64)


def hypothesis_settings() -> settings:
    """Deterministic (derandomized, no database), no deadline, a modest example count."""
    return settings(max_examples=15, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


def value_strategy(sort: Sort) -> st.SearchStrategy[int | bool]:
    """Values of ``sort`` biased to edges: 0, 1, all ones, signed extremes, small ints."""
    match sort:
        case BoolSort():
            return st.booleans()
        case BVSort(width=w):
            top = (1 << w) - 1
            special = sorted({v & top for v in (0, 1, 2, top, top - 1, 1 << (w - 1),
                                                (1 << (w - 1)) - 1, w, w - 1)})
            return st.one_of(st.sampled_from(special), st.integers(0, top),
                             st.integers(0, min(w + 1, top)))
    raise TypeError(sort)


def inputs_strategy(case: Case) -> st.SearchStrategy[tuple[int | bool, ...]]:
    """Tuples of input values for ``case``."""
    return st.tuples(*(value_strategy(s) for s in case.sorts))


def covered_ops(cases: Iterable[Case]) -> set[Op]:
    out: set[Op] = set()
    for c in cases:
        out |= c.ops
    return out


__all__ = ["Case", "SatRunner", "Z3Runner", "bv_cases", "bool_cases", "leaf_cases", "fp_cases",
           "array_cases", "covered_ops", "all_values", "ArrayValue", "HYPOTHESIS_WIDTHS",
           "hypothesis_settings", "value_strategy", "inputs_strategy"]
