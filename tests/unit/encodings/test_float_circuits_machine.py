"""The floating-point circuits for binary32/binary64 against the machine (round to nearest
even: Python floats, ctypes' C float) and against Z3's FloatingPoint theory (every rounding
mode), on hypothesis-chosen batches with edge values weighted: zeros, infinities, NaNs with
payloads, subnormals, the largest finite values, neighbours of powers of two (ties).

Each batch runs bit-parallel through ``LaneGates`` (one circuit evaluation per batch)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings, strategies as st

from bmc.encodings import float_circuits as fc
from bmc.terms.floats import BINARY32, BINARY64, FloatFormat, RoundingMode

from bmc.terms import floats as ref
from lane_gates import LaneGates
from machine_floats import from_float, to_float


def _edges(fmt: FloatFormat) -> list[int]:
    w, sb = fmt.width, fmt.sb
    sign = 1 << (w - 1)
    exp_ones = ((1 << fmt.eb) - 1) << (sb - 1)
    one = fmt.bias << (sb - 1)
    base = [
        0, 1, 2, (1 << (sb - 1)) - 1,                 # zero, subnormals
        1 << (sb - 1), (1 << (sb - 1)) + 1,           # smallest normals
        exp_ones - 1, exp_ones - 2,                   # largest finite
        exp_ones,                                     # infinity
        exp_ones | 1, exp_ones | 1 << (sb - 2), exp_ones | ((1 << (sb - 1)) - 1),  # NaNs
        one, one + 1, one - 1, one | 1 << (sb - 2),   # 1.0 and neighbours, 1.5
        (fmt.bias - sb + 1) << (sb - 1),              # 2**-(sb-1): half an ulp of 1.0 * 2
        (fmt.bias - sb) << (sb - 1),                  # 2**-sb: a tie with 1.0
        (fmt.bias + sb) << (sb - 1) | 1,              # a large odd-significand value
    ]
    return base + [x | sign for x in base]


def _bits(fmt: FloatFormat) -> st.SearchStrategy[int]:
    return st.one_of(st.sampled_from(_edges(fmt)), st.integers(0, (1 << fmt.width) - 1))


def _machine(fmt: FloatFormat, op: str, a: int, b: int) -> int:
    """The hardware result, round to nearest even (binary32 through a double, which is exact
    before the final rounding for + - * / and sqrt)."""
    x, y = to_float(fmt, a), to_float(fmt, b)
    if op == "div" and y == 0.0:
        if math.isnan(x) or x == 0.0:
            return ref.nan(fmt)
        return ref.inf(fmt, int(math.copysign(1, x) * math.copysign(1, y) < 0))
    if op == "sqrt":
        if math.isnan(x) or x < 0:
            return ref.nan(fmt)
        return from_float(fmt, math.sqrt(x))
    r = {"add": x + y, "sub": x - y, "mul": x * y, "div": x / y if y else 0.0}[op]
    return from_float(fmt, r)


def _is_nan(fmt: FloatFormat, bits: int) -> bool:
    return ref.decode(fmt, bits)[1] is ref.NAN


def _same(fmt: FloatFormat, got: int, want: int) -> bool:
    """Bit-identical, or both NaN (payloads are the machine's business)."""
    return got == want or (_is_nan(fmt, got) and _is_nan(fmt, want))


_CIRCUITS = {"add": fc.fp_add, "sub": fc.fp_sub, "mul": fc.fp_mul, "div": fc.fp_div}


def _run(fmt: FloatFormat, op: str, modes: list[RoundingMode], pairs: list[tuple[int, int]]
         ) -> list[int]:
    g = LaneGates(len(pairs))
    mode = g.vector([int(m) for m in modes], fc.MODE_BITS)
    a = g.vector([x for x, _ in pairs], fmt.width)
    if op == "sqrt":
        return g.read(fc.fp_sqrt(g, fmt, mode, a))
    b = g.vector([y for _, y in pairs], fmt.width)
    return g.read(_CIRCUITS[op](g, fmt, mode, a, b))


@pytest.mark.parametrize("fmt", [BINARY32, BINARY64], ids=["binary32", "binary64"])
@pytest.mark.parametrize("op", ["add", "sub", "mul", "div", "sqrt"])
@settings(max_examples=8, deadline=None)
@given(data=st.data())
def test_against_machine(fmt: FloatFormat, op: str, data: st.DataObject) -> None:
    pairs = data.draw(st.lists(st.tuples(_bits(fmt), _bits(fmt)), min_size=1, max_size=64))
    got = _run(fmt, op, [RoundingMode.RNE] * len(pairs), pairs)
    for (a, b), value in zip(pairs, got):
        want = _machine(fmt, op, a, b)
        assert _same(fmt, value, want), (op, hex(a), hex(b), hex(value), hex(want))


@pytest.mark.parametrize("fmt", [BINARY32, BINARY64], ids=["binary32", "binary64"])
@settings(max_examples=8, deadline=None)
@given(data=st.data())
def test_conversions_against_machine(fmt: FloatFormat, data: st.DataObject) -> None:
    """double -> float (binary64 -> binary32), float -> double, int -> double, double -> int
    (C's truncation) against Python/ctypes."""
    values = data.draw(st.lists(_bits(BINARY64), min_size=1, max_size=64))
    g = LaneGates(len(values))
    rne = fc.mode_vector(g, RoundingMode.RNE)
    x = g.vector(values, 64)
    narrowed = g.read(fc.fp_to_fp(g, BINARY64, BINARY32, rne, x))
    for v, got in zip(values, narrowed):
        assert _same(BINARY32, got, from_float(BINARY32, to_float(BINARY64, v))), hex(v)
    ints = data.draw(st.lists(st.integers(-(1 << 63), (1 << 63) - 1), min_size=1, max_size=64))
    g = LaneGates(len(ints))
    xi = g.vector([i & ((1 << 64) - 1) for i in ints], 64)
    converted = g.read(fc.int_to_fp(g, fmt, fc.mode_vector(g, RoundingMode.RNE), xi, True))
    for i, got in zip(ints, converted):
        if fmt == BINARY64:          # Python's int -> float rounds to nearest even
            assert got == from_float(fmt, float(i)), i
        else:                        # (int -> double -> float could round twice)
            assert got == ref.int_to_fp(BINARY32, RoundingMode.RNE, i & ((1 << 64) - 1),
                                        64, True), i
    g = LaneGates(len(values))
    x = g.vector(values, 64)
    bits, fits = fc.fp_to_int(g, BINARY64, fc.mode_vector(g, RoundingMode.RTZ), x, 32, True)
    for v, value, ok in zip(values, g.read(bits), g.read([fits])):
        f = to_float(BINARY64, v)
        expected_ok = math.isfinite(f) and -(2 ** 31) <= math.trunc(f) < 2 ** 31
        assert bool(ok) == expected_ok, f
        if ok:
            assert value == math.trunc(f) & 0xFFFFFFFF, f


def _z3_mode(m: RoundingMode):
    import z3
    return {RoundingMode.RNE: z3.RNE(), RoundingMode.RNA: z3.RNA(), RoundingMode.RTP: z3.RTP(),
            RoundingMode.RTN: z3.RTN(), RoundingMode.RTZ: z3.RTZ()}[m]


def _z3_value(fmt: FloatFormat, op: str, m: RoundingMode, a: int, b: int) -> int:
    import z3
    sort = z3.FPSort(fmt.eb, fmt.sb)
    x = z3.fpBVToFP(z3.BitVecVal(a, fmt.width), sort)
    y = z3.fpBVToFP(z3.BitVecVal(b, fmt.width), sort)
    rm = _z3_mode(m)
    term = {"add": lambda: z3.fpAdd(rm, x, y), "sub": lambda: z3.fpSub(rm, x, y),
            "mul": lambda: z3.fpMul(rm, x, y), "div": lambda: z3.fpDiv(rm, x, y),
            "sqrt": lambda: z3.fpSqrt(rm, x),
            "rti": lambda: z3.fpRoundToIntegral(rm, x)}[op]()
    if z3.is_true(z3.simplify(z3.fpIsNaN(term))):
        return ref.nan(fmt)          # (fpToIEEEBV leaves NaN's bits unspecified)
    return z3.simplify(z3.fpToIEEEBV(term)).as_long()


@pytest.mark.z3
@pytest.mark.parametrize("fmt", [BINARY32, BINARY64], ids=["binary32", "binary64"])
@pytest.mark.parametrize("op", ["add", "sub", "mul", "div", "sqrt", "rti"])
@settings(max_examples=5, deadline=None)
@given(data=st.data())
def test_against_z3_every_mode(fmt: FloatFormat, op: str, data: st.DataObject) -> None:
    pytest.importorskip("z3")
    cases = data.draw(st.lists(st.tuples(st.sampled_from(list(RoundingMode)), _bits(fmt),
                                         _bits(fmt)), min_size=1, max_size=24))
    g = LaneGates(len(cases))
    mode = g.vector([int(m) for m, _, _ in cases], fc.MODE_BITS)
    a = g.vector([x for _, x, _ in cases], fmt.width)
    b = g.vector([y for _, _, y in cases], fmt.width)
    if op == "sqrt":
        out = fc.fp_sqrt(g, fmt, mode, a)
    elif op == "rti":
        out = fc.fp_round_to_integral(g, fmt, mode, a)
    else:
        out = _CIRCUITS[op](g, fmt, mode, a, b)
    for (m, x, y), value in zip(cases, g.read(out)):
        want = _z3_value(fmt, op, m, x, y)
        assert _same(fmt, value, want), (op, m.name, hex(x), hex(y), hex(value), hex(want))


@pytest.mark.parametrize("op", ["add", "mul", "div"])
def test_cnf_of_binary32_circuit_agrees_with_machine(op: str) -> None:
    """The real Tseitin CNF (Gates + a pysat solver), not the lane simulation: inputs fixed
    by assumptions, the output read from the model."""
    from pysat.solvers import Solver

    from bmc.encodings.gates import Gates, lits_value

    g = Gates(keep=True)
    a, b = g.new_vector(32), g.new_vector(32)
    out = _CIRCUITS[op](g, BINARY32, fc.mode_vector(g, RoundingMode.RNE), a, b)
    pairs = [(0x3F800000, 0x33800000), (0x00000001, 0x80000003), (0x7F7FFFFF, 0x7F7FFFFF),
             (0x3DCCCCCD, 0x3E4CCCCD), (0x00800000, 0x3F000000), (0xC0490FDB, 0x402DF854)]
    with Solver(name="minisat22", bootstrap_with=g.clauses) as solver:
        for x, y in pairs:
            assumptions = [lit if (x >> i) & 1 else -lit for i, lit in enumerate(a)]
            assumptions += [lit if (y >> i) & 1 else -lit for i, lit in enumerate(b)]
            assert solver.solve(assumptions=assumptions)
            model = set(solver.get_model())
            value = lits_value(out, lambda lit: lit in model if lit > 0 else -lit not in model)
            assert _same(BINARY32, value, _machine(BINARY32, op, x, y)), (op, hex(x), hex(y))
