"""The floating-point circuits against the exact rational reference, exhaustively on tiny
formats (every operand pair, every rounding mode), through the same generator that builds
binary32/binary64. The circuits run bit-parallel (``LaneGates``): one circuit evaluation
covers every input."""

from __future__ import annotations

import itertools

import pytest

from bmc.encodings import float_circuits as fc
from bmc.terms.floats import FloatFormat, RoundingMode

from bmc.terms import floats as ref
from lane_gates import LaneGates

TINY = FloatFormat(3, 4)          # 7 bits: subnormals, ties and overflow all reachable
WIDE_EXPONENT = FloatFormat(4, 3)
# the 7-bit formats with a wide exponent take ~10 s per operation: in the slow run
FORMATS = [TINY, FloatFormat(2, 3), pytest.param(WIDE_EXPONENT, marks=pytest.mark.slow)]
MODES = list(RoundingMode)


def _binary_case(fmt: FloatFormat):
    values = range(1 << fmt.width)
    cases = [(m, a, b) for m in MODES for a in values for b in values]
    g = LaneGates(len(cases))
    mode = g.vector([int(m) for m, _, _ in cases], fc.MODE_BITS)
    a = g.vector([a for _, a, _ in cases], fmt.width)
    b = g.vector([b for _, _, b in cases], fmt.width)
    return g, cases, mode, a, b


def _show(fmt: FloatFormat, x: int) -> str:
    sign, v = ref.decode(fmt, x)
    return f"{x:#x} ({'-' if sign else '+'}{v})"


def _mismatches(fmt, cases, got, want_fn) -> list[str]:
    bad = []
    for case, value in zip(cases, got):
        want = want_fn(*case)
        if value != want:
            bad.append(f"{case[0].name} " + ", ".join(_show(fmt, x) for x in case[1:])
                       + f": circuit {_show(fmt, value)}, reference {_show(fmt, want)}")
            if len(bad) >= 5:
                break
    return bad


@pytest.mark.parametrize("fmt", FORMATS, ids=lambda f: f"e{f.eb}s{f.sb}")
@pytest.mark.parametrize("name", ["add", "sub", "mul", "div"])
def test_binary_operation_exhaustive(fmt: FloatFormat, name: str) -> None:
    g, cases, mode, a, b = _binary_case(fmt)
    circuit = {"add": fc.fp_add, "sub": fc.fp_sub, "mul": fc.fp_mul, "div": fc.fp_div}[name]
    reference = getattr(ref, name)
    got = g.read(circuit(g, fmt, mode, a, b))
    bad = _mismatches(fmt, cases, got, lambda m, x, y: reference(fmt, m, x, y))
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("fmt", FORMATS, ids=lambda f: f"e{f.eb}s{f.sb}")
@pytest.mark.parametrize("name", ["sqrt", "round_to_integral"])
def test_unary_operation_exhaustive(fmt: FloatFormat, name: str) -> None:
    cases = [(m, a) for m in MODES for a in range(1 << fmt.width)]
    g = LaneGates(len(cases))
    mode = g.vector([int(m) for m, _ in cases], fc.MODE_BITS)
    a = g.vector([a for _, a in cases], fmt.width)
    circuit = {"sqrt": fc.fp_sqrt, "round_to_integral": fc.fp_round_to_integral}[name]
    reference = getattr(ref, name)
    got = g.read(circuit(g, fmt, mode, a))
    bad = _mismatches(fmt, cases, got, lambda m, x: reference(fmt, m, x))
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("fmt", FORMATS, ids=lambda f: f"e{f.eb}s{f.sb}")
def test_comparisons_and_min_max_exhaustive(fmt: FloatFormat) -> None:
    values = range(1 << fmt.width)
    pairs = list(itertools.product(values, values))
    g = LaneGates(len(pairs))
    a = g.vector([x for x, _ in pairs], fmt.width)
    b = g.vector([y for _, y in pairs], fmt.width)
    lt = g.read([fc.fp_lt(g, fmt, a, b)])
    le = g.read([fc.fp_le(g, fmt, a, b)])
    eq = g.read([fc.fp_eq(g, fmt, a, b)])
    lo = g.read(fc.fp_min(g, fmt, a, b))
    hi = g.read(fc.fp_max(g, fmt, a, b))
    for k, (x, y) in enumerate(pairs):
        assert lt[k] == ref.lt(fmt, x, y), (x, y)
        assert eq[k] == ref.eq(fmt, x, y), (x, y)
        assert le[k] == (ref.lt(fmt, x, y) or ref.eq(fmt, x, y)), (x, y)
        assert lo[k] == ref.fmin(fmt, x, y), (x, y)
        assert hi[k] == ref.fmax(fmt, x, y), (x, y)


@pytest.mark.parametrize("fmt", FORMATS, ids=lambda f: f"e{f.eb}s{f.sb}")
def test_classification_exhaustive(fmt: FloatFormat) -> None:
    values = list(range(1 << fmt.width))
    g = LaneGates(len(values))
    x = g.vector(values, fmt.width)
    flags = {name: g.read([getattr(fc, name)(g, fmt, x)]) for name in
             ("is_nan", "is_inf", "is_zero", "is_subnormal", "is_normal", "is_negative",
              "is_positive")}
    for k, bits in enumerate(values):
        sign, v = ref.decode(fmt, bits)
        e = bits >> (fmt.sb - 1) & ((1 << fmt.eb) - 1)
        assert flags["is_nan"][k] == (v is ref.NAN)
        assert flags["is_inf"][k] == (v == float("inf"))
        assert flags["is_zero"][k] == (v == 0)
        assert flags["is_subnormal"][k] == (e == 0 and v != 0)
        assert flags["is_normal"][k] == (0 < e < (1 << fmt.eb) - 1)
        assert flags["is_negative"][k] == (sign == 1 and v is not ref.NAN)
        assert flags["is_positive"][k] == (sign == 0 and v is not ref.NAN)


@pytest.mark.parametrize("src,dst", [(TINY, FloatFormat(4, 6)), (FloatFormat(4, 6), TINY),
                                     (TINY, FloatFormat(2, 3)), (FloatFormat(2, 3), TINY),
                                     (FloatFormat(4, 3), FloatFormat(3, 5)),
                                     # same format (NaNs made canonical); fewer
                                     # significand bits, a wider exponent range
                                     (TINY, TINY), (FloatFormat(3, 5), FloatFormat(4, 3))],
                         ids=lambda f: f"e{f.eb}s{f.sb}")
def test_format_conversion_exhaustive(src: FloatFormat, dst: FloatFormat) -> None:
    cases = [(m, a) for m in MODES for a in range(1 << src.width)]
    g = LaneGates(len(cases))
    mode = g.vector([int(m) for m, _ in cases], fc.MODE_BITS)
    a = g.vector([a for _, a in cases], src.width)
    got = g.read(fc.fp_to_fp(g, src, dst, mode, a))
    bad = _mismatches(dst, cases, got, lambda m, x: ref.fp_to_fp(src, dst, m, x))
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("fmt", FORMATS, ids=lambda f: f"e{f.eb}s{f.sb}")
@pytest.mark.parametrize("n", [1, 3, 5, 8])
@pytest.mark.parametrize("signed", [False, True], ids=["unsigned", "signed"])
def test_int_to_float_exhaustive(fmt: FloatFormat, n: int, signed: bool) -> None:
    cases = [(m, x) for m in MODES for x in range(1 << n)]
    g = LaneGates(len(cases))
    mode = g.vector([int(m) for m, _ in cases], fc.MODE_BITS)
    x = g.vector([x for _, x in cases], n)
    got = g.read(fc.int_to_fp(g, fmt, mode, x, signed))
    for (m, value), result in zip(cases, got):
        want = ref.int_to_fp(fmt, m, value, n, signed)
        assert result == want, (m.name, value, hex(result), hex(want))


@pytest.mark.parametrize("fmt", FORMATS, ids=lambda f: f"e{f.eb}s{f.sb}")
@pytest.mark.parametrize("n", [1, 2, 4, 6])
@pytest.mark.parametrize("signed", [False, True], ids=["unsigned", "signed"])
def test_float_to_int_exhaustive(fmt: FloatFormat, n: int, signed: bool) -> None:
    cases = [(m, a) for m in MODES for a in range(1 << fmt.width)]
    g = LaneGates(len(cases))
    mode = g.vector([int(m) for m, _ in cases], fc.MODE_BITS)
    a = g.vector([a for _, a in cases], fmt.width)
    bits, fits = fc.fp_to_int(g, fmt, mode, a, n, signed)
    values, in_range = g.read(bits), g.read([fits])
    for (m, x), value, ok in zip(cases, values, in_range):
        want = ref.fp_to_int(fmt, m, x, n, signed)
        assert bool(ok) == (want is not None), (m.name, _show(fmt, x))
        if want is not None:
            assert value == want, (m.name, _show(fmt, x), value, want)
