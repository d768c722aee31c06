"""``fp.rem`` (IEEE remainder) and C's ``fmod`` built on it.

* the circuit exhaustively on tiny formats (every operand pair, bit-parallel through
  ``LaneGates``) against the exact reference ``bmc.terms.floats.rem``, and the reference
  itself against the definition (``|r| <= |y|/2``, ``(x - r)/y`` an integer, even on ties);
* binary32/binary64/x87 batches (hypothesis, edge values weighted: zeros, infinities,
  NaNs, subnormals, the largest finite values, huge exponent differences, ties) against
  Python's ``math.remainder``/``math.fmod`` (exact), against Z3's ``fpRem``, and the
  real CNF of the binary32 circuit solved by a SAT solver;
* ``fmod`` as symex builds it (``bmc.symex.floats``) through the SAT backend.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from bmc.encodings import float_circuits as fc
from bmc.terms import floats as ref
from bmc.terms.floats import BINARY32, BINARY64, X87_EXTENDED, FloatFormat
from lane_gates import LaneGates
from machine_floats import from_float, to_float

TINY_FORMATS = [FloatFormat(2, 3), FloatFormat(3, 4), FloatFormat(4, 3), FloatFormat(3, 5),
                FloatFormat(5, 3)]


def _show(fmt: FloatFormat, x: int) -> str:
    sign, v = ref.decode(fmt, x)
    return f"{x:#x} ({'-' if sign else '+'}{v})"


def _circuit(fmt: FloatFormat, pairs: list[tuple[int, int]]) -> list[int]:
    g = LaneGates(len(pairs))
    a = g.vector([x for x, _ in pairs], fmt.width)
    b = g.vector([y for _, y in pairs], fmt.width)
    return g.read(fc.fp_rem(g, fmt, a, b))


# ---------------------------------------------------------------------- tiny formats
@pytest.mark.parametrize("fmt", TINY_FORMATS, ids=lambda f: f"e{f.eb}s{f.sb}")
def test_rem_circuit_exhaustive(fmt: FloatFormat) -> None:
    values = range(1 << fmt.width)
    pairs = list(itertools.product(values, values))
    bad = []
    for (x, y), got in zip(pairs, _circuit(fmt, pairs)):
        want = ref.rem(fmt, x, y)
        if got != want:
            bad.append(f"{_show(fmt, x)} rem {_show(fmt, y)}: circuit {_show(fmt, got)}, "
                       f"reference {_show(fmt, want)}")
    assert not bad, "\n".join(bad[:5])


@pytest.mark.parametrize("fmt", TINY_FORMATS[:3], ids=lambda f: f"e{f.eb}s{f.sb}")
def test_reference_meets_the_definition(fmt: FloatFormat) -> None:
    for x, y in itertools.product(range(1 << fmt.width), repeat=2):
        sx, vx = ref.decode(fmt, x)
        sy, vy = ref.decode(fmt, y)
        r = ref.rem(fmt, x, y)
        sr, vr = ref.decode(fmt, r)
        if vx is ref.NAN or vy is ref.NAN or vx == math.inf or vy == 0:
            assert r == ref.nan(fmt)
            continue
        if vy == math.inf or vx == 0:
            assert r == x
            continue
        fx = -vx if sx else vx
        fy = -vy if sy else vy
        fr = -vr if sr else vr
        n = (fx - fr) / fy
        assert n.denominator == 1, (x, y)
        assert abs(fr) <= abs(fy) / 2, (x, y)
        if abs(fr) == abs(fy) / 2:
            assert n.numerator % 2 == 0, (x, y)
        if fr == 0:
            assert sr == sx, (x, y)
        # fmod: the truncated remainder, sign of x
        m = ref.fmod(fmt, x, y)
        sm, vm = ref.decode(fmt, m)
        q = fx / fy
        trunc = Fraction(math.trunc(q))
        assert (-vm if sm else vm) == fx - trunc * fy, (x, y)
        assert sm == sx, (x, y)


# ---------------------------------------------------------------------- machine formats
def _edges(fmt: FloatFormat) -> list[int]:
    sb = fmt.sb
    exp_ones = ((1 << fmt.eb) - 1) << (sb - 1)
    one = fmt.bias << (sb - 1)
    base = [0, 1, 2, 3, (1 << (sb - 1)) - 1, 1 << (sb - 1), (1 << (sb - 1)) + 1,
            exp_ones - 1, exp_ones - 2, exp_ones, exp_ones | 1, exp_ones | 1 << (sb - 2),
            one, one + 1, one - 1, one | 1 << (sb - 2), (one + (3 << (sb - 1))) | 1,
            (fmt.bias + sb) << (sb - 1) | 1, (fmt.bias + sb + 1) << (sb - 1)]
    return base + [x | 1 << (fmt.width - 1) for x in base]


def _bits(fmt: FloatFormat) -> st.SearchStrategy[int]:
    sign = st.sampled_from([0, 1 << (fmt.width - 1)])
    top_exp = (1 << fmt.eb) - 2
    exponent = st.one_of(st.integers(0, 3), st.integers(top_exp - 3, top_exp),
                         st.integers(1, top_exp))
    few_bits = st.integers(0, 7).map(lambda k: k << (fmt.sb - 4))
    fraction = st.one_of(st.integers(0, (1 << (fmt.sb - 1)) - 1), few_bits)
    shaped = st.builds(lambda s, e, f: s | e << (fmt.sb - 1) | f, sign, exponent, fraction)
    return st.one_of(st.sampled_from(_edges(fmt)), shaped,
                     st.integers(0, (1 << fmt.width) - 1))


def _pairs(fmt: FloatFormat) -> st.SearchStrategy[tuple[int, int]]:
    """Operand pairs, some of them ties: x = (k + 1/2) * y exactly."""
    plain = st.tuples(_bits(fmt), _bits(fmt))

    def tie(y: int, k: int) -> tuple[int, int]:
        sy, vy = ref.decode(fmt, y)
        if vy is ref.NAN or vy in (0, math.inf):
            return y, y
        x = ref.round_to(fmt, sy, (Fraction(k) + Fraction(1, 2)) * vy, ref.RM.RNE)
        return x, y
    ties = st.builds(tie, _bits(fmt), st.integers(0, 9))
    return st.one_of(plain, ties)


def _machine(fmt: FloatFormat, fn, a: int, b: int) -> int:
    """``math.remainder``/``math.fmod`` (exact; on binary32 values through doubles, exact
    too since the result is representable); NaN where Python raises."""
    try:
        return from_float(fmt, fn(to_float(fmt, a), to_float(fmt, b)))
    except ValueError:
        return ref.nan(fmt)


def _same(fmt: FloatFormat, got: int, want: int) -> bool:
    nan = ref.decode(fmt, got)[1] is ref.NAN and ref.decode(fmt, want)[1] is ref.NAN
    return got == want or nan


@pytest.mark.parametrize("fmt", [BINARY32, BINARY64], ids=["binary32", "binary64"])
@settings(max_examples=10, deadline=None)
@given(data=st.data())
def test_rem_circuit_against_math_remainder(fmt: FloatFormat, data: st.DataObject) -> None:
    pairs = data.draw(st.lists(_pairs(fmt), min_size=1, max_size=64))
    for (a, b), got in zip(pairs, _circuit(fmt, pairs)):
        want = _machine(fmt, math.remainder, a, b)
        assert _same(fmt, got, want), (hex(a), hex(b), hex(got), hex(want))
        assert got == ref.rem(fmt, a, b), (hex(a), hex(b))


@pytest.mark.parametrize("fmt", [BINARY32, BINARY64], ids=["binary32", "binary64"])
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_fmod_reference_against_math_fmod(fmt: FloatFormat, data: st.DataObject) -> None:
    a, b = data.draw(_pairs(fmt))
    want = _machine(fmt, math.fmod, a, b)
    got = ref.fmod(fmt, a, b)
    assert _same(fmt, got, want), (hex(a), hex(b), hex(got), hex(want))


@settings(max_examples=4, deadline=None)
@given(data=st.data())
def test_rem_circuit_x87_against_reference(data: st.DataObject) -> None:
    pairs = data.draw(st.lists(_pairs(X87_EXTENDED), min_size=1, max_size=32))
    for (a, b), got in zip(pairs, _circuit(X87_EXTENDED, pairs)):
        assert got == ref.rem(X87_EXTENDED, a, b), (hex(a), hex(b))


def test_huge_exponent_differences() -> None:
    """The largest finite value modulo the smallest subnormals and small odd values (every
    exponent bit of the square-and-multiply is used)."""
    for fmt in (BINARY32, BINARY64, X87_EXTENDED):
        big = ((1 << fmt.eb) - 2) << (fmt.sb - 1) | ((1 << (fmt.sb - 1)) - 1)
        small = [1, 3, 5, 7, (1 << (fmt.sb - 1)) - 1, 1 << (fmt.sb - 1) | 1,
                 (fmt.bias << (fmt.sb - 1)) | 0b101]
        pairs = [(x | s, y) for x in (big, big - 12345) for y in small
                 for s in (0, 1 << (fmt.width - 1))]
        for (a, b), got in zip(pairs, _circuit(fmt, pairs)):
            assert got == ref.rem(fmt, a, b), (fmt, hex(a), hex(b))
            if fmt != X87_EXTENDED:
                assert got == _machine(fmt, math.remainder, a, b), (fmt, hex(a), hex(b))


@pytest.mark.z3
@pytest.mark.parametrize("fmt", [BINARY32, BINARY64], ids=["binary32", "binary64"])
@settings(max_examples=4, deadline=None)
@given(data=st.data())
def test_rem_circuit_against_z3(fmt: FloatFormat, data: st.DataObject) -> None:
    z3 = pytest.importorskip("z3")
    pairs = data.draw(st.lists(_pairs(fmt), min_size=1, max_size=16))
    sort = z3.FPSort(fmt.eb, fmt.sb)
    for (a, b), got in zip(pairs, _circuit(fmt, pairs)):
        x = z3.fpBVToFP(z3.BitVecVal(a, fmt.width), sort)
        y = z3.fpBVToFP(z3.BitVecVal(b, fmt.width), sort)
        term = z3.fpRem(x, y)
        if z3.is_true(z3.simplify(z3.fpIsNaN(term))):
            want = ref.nan(fmt)
        else:
            want = z3.simplify(z3.fpToIEEEBV(term)).as_long()
        assert _same(fmt, got, want), (hex(a), hex(b), hex(got), hex(want))


def test_cnf_of_binary32_rem_agrees_with_machine() -> None:
    """The real Tseitin CNF (Gates + a pysat solver): inputs fixed by assumptions."""
    from pysat.solvers import Solver

    from bmc.encodings.gates import Gates, lits_value

    g = Gates(keep=True)
    a, b = g.new_vector(32), g.new_vector(32)
    out = fc.fp_rem(g, BINARY32, a, b)
    pairs = [(0x40F00000, 0x40000000), (0x7F7FFFFF, 0x00000001), (0x7F7FFFFF, 0x3F9E0419),
             (0x80000000, 0x3F800000), (0x40400000, 0x40000000), (0x40A00000, 0x40000000),
             (0x00000007, 0x80000002), (0x4B000001, 0x3F000000)]
    with Solver(name="minisat22", bootstrap_with=g.clauses) as solver:
        for x, y in pairs:
            assumptions = [lit if (v >> k) & 1 else -lit
                           for vec, v in ((a, x), (b, y)) for k, lit in enumerate(vec)]
            assert solver.solve(assumptions=assumptions)
            model = set(solver.get_model())
            got = lits_value(out, lambda lit: lit in model if lit > 0 else -lit not in model)
            assert got == _machine(BINARY32, math.remainder, x, y), (hex(x), hex(y), hex(got))


# ---------------------------------------------------------------------- fmod through symex
@pytest.mark.parametrize("fmt", [BINARY32, pytest.param(BINARY64, marks=pytest.mark.slow)],
                         ids=["binary32", "binary64"])       # binary64: about 10 s
def test_fmod_term_through_sat_backend(fmt: FloatFormat) -> None:
    """``fmod`` as ``bmc.symex.floats`` builds it (fp.rem, then the sign adjustment), bit-
    blasted, against ``math.fmod`` on edge pairs (NaN results: any NaN)."""
    from bmc.backends.base import SatResult
    from bmc.backends.sat_backend import SatBackend
    from bmc.ir.expr import FloatOp, FOp, Var
    from bmc.symex.floats import float_term
    from bmc.terms.sorts import bv
    from bmc.terms.store import TermStore

    t = _c_type(fmt)
    s = TermStore()
    x, y = s.var("x", bv(fmt.width)), s.var("y", bv(fmt.width))
    term = float_term(s, FloatOp(FOp.FMOD, (Var("x", t), Var("y", t)), t), [x, y])
    out = s.var("out", bv(fmt.width))
    backend = SatBackend(s)
    backend.add(s.eq(out, term))
    one = fmt.bias << (fmt.sb - 1)
    values = [0, 1, one, one | 1 << (fmt.sb - 2), (one + (2 << (fmt.sb - 1))) | 5,
              ((1 << fmt.eb) - 2) << (fmt.sb - 1) | 0x1234, ((1 << fmt.eb) - 1) << (fmt.sb - 1)]
    values += [v | 1 << (fmt.width - 1) for v in values]
    for a, b in itertools.product(values, repeat=2):
        fixed = [s.eq(x, s.bv_const(a, fmt.width)), s.eq(y, s.bv_const(b, fmt.width))]
        assert backend.check(fixed) is SatResult.SAT
        got = backend.values([out])[0]
        want = _machine(fmt, math.fmod, a, b)
        assert _same(fmt, got, want), (hex(a), hex(b), hex(got), hex(want))


def _c_type(fmt: FloatFormat):
    from bmc.ir.ctype import LP64
    return LP64.double if fmt == BINARY64 else LP64.float_
