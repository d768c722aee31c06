"""The interval operations against the exact IEEE reference (``bmc.terms.floats``): for
random ranges and random members of them, every concrete result (any rounding mode) lies in
the abstract result. Binary32, binary64 and tiny formats (where the samples reach
subnormals, overflow and every special case often)."""

from __future__ import annotations

import math
import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bmc.backends import float_intervals as fi
from bmc.backends.float_intervals import FALSE, TRUE, FloatRange
from bmc.terms import floats as ref
from bmc.terms.floats import BINARY32, BINARY64, FloatFormat, RoundingMode

TINY = FloatFormat(3, 4)
TINY2 = FloatFormat(4, 3)
FORMATS = [TINY, TINY2, BINARY32, BINARY64]
IDS = ["e3s4", "e4s3", "binary32", "binary64"]


def member(fmt: FloatFormat, r: FloatRange, bits: int) -> bool:
    v = fi.value_of(fmt, bits)
    if v is None:
        return r.nan
    if v == math.inf:
        return r.pinf
    if v == -math.inf:
        return r.ninf
    return r.lo is not None and r.hi is not None and r.lo <= v <= r.hi


def member_int(lo: int, hi: int, value: int) -> bool:
    return lo <= value <= hi


def random_bits(rng: random.Random, fmt: FloatFormat) -> int:
    """Patterns with the interesting ones (zeros, infinities, NaN, extremes) often."""
    w = fmt.width
    special = [0, 1 << (w - 1), ref.inf(fmt, 0), ref.inf(fmt, 1), ref.nan(fmt), 1,
               ref.inf(fmt, 0) - 1, (1 << (fmt.sb - 1)), ref.round_to(fmt, 0, Fraction(1),
                                                                      RoundingMode.RNE)]
    if rng.random() < 0.2:
        return rng.choice(special)
    if rng.random() < 0.5:           # near 1 (where programs live)
        e = rng.randint(-4, 4)
        base = ref.round_to(fmt, rng.randint(0, 1), Fraction(2) ** e, RoundingMode.RNE)
        return (base + rng.randint(-50, 50)) % (1 << w)
    return rng.getrandbits(w)


def random_range(rng: random.Random, fmt: FloatFormat) -> FloatRange:
    """A range between two random finite values, with random special flags (never empty)."""
    finite = []
    for _ in range(2):
        while True:
            v = fi.value_of(fmt, random_bits(rng, fmt))
            if isinstance(v, Fraction):
                finite.append(v)
                break
    lo, hi = min(finite), max(finite)
    keep = rng.random() < 0.85
    nan, pinf, ninf = (rng.random() < 0.15 for _ in range(3))
    if not keep and not (nan or pinf or ninf):
        keep = True
    return FloatRange(lo if keep else None, hi if keep else None, nan, pinf, ninf)


def sample(rng: random.Random, fmt: FloatFormat, r: FloatRange) -> int:
    """A pattern whose value is in ``r`` (the endpoints often)."""
    options: list[int] = []
    if r.nan:
        options.append(ref.nan(fmt))
    if r.pinf:
        options.append(ref.inf(fmt, 0))
    if r.ninf:
        options.append(ref.inf(fmt, 1))
    if r.lo is not None and r.hi is not None:
        lo, hi = fi.ordinal(fmt, r.lo), fi.ordinal(fmt, r.hi)
        for k in (lo, hi, rng.randint(lo, hi), rng.randint(lo, hi)):
            v = fi.from_ordinal(fmt, k)
            bits = fi.bits_of(fmt, v)
            if v == 0 and rng.random() < 0.5:
                bits = 1 << (fmt.width - 1)          # -0
            options.append(bits)
    return rng.choice(options)


MODES = list(RoundingMode)


def _check_binary(fmt: FloatFormat, name: str, seed: int, n: int = 60) -> None:
    rng = random.Random(seed)
    abstract = {"add": fi.add, "sub": fi.sub, "mul": fi.mul, "div": fi.div}[name]
    concrete = getattr(ref, name)
    for _ in range(n):
        a, b = random_range(rng, fmt), random_range(rng, fmt)
        out = abstract(fmt, a, b)
        for _ in range(8):
            x, y = sample(rng, fmt, a), sample(rng, fmt, b)
            for mode in MODES:
                got = concrete(fmt, mode, x, y)
                assert member(fmt, out, got), (name, str(a), str(b), x, y, mode, got, str(out))


@pytest.mark.parametrize("fmt", FORMATS, ids=IDS)
@pytest.mark.parametrize("name", ["add", "sub", "mul", "div"])
def test_rounded_binary_operations_contain_every_result(fmt: FloatFormat, name: str) -> None:
    _check_binary(fmt, name, fmt.width * 10 + len(name), 12)


@pytest.mark.slow
@pytest.mark.parametrize("fmt", FORMATS, ids=IDS)
@pytest.mark.parametrize("name", ["add", "sub", "mul", "div"])
def test_rounded_binary_operations_sweep(fmt: FloatFormat, name: str) -> None:
    for seed in range(4):
        _check_binary(fmt, name, 1000 + seed, 100)


def _points(fmt: FloatFormat, pairs: list[tuple[int, int]]) -> None:
    for x, y in pairs:
        a, b = fi.point(fmt, x), fi.point(fmt, y)
        for name in ("add", "sub", "mul", "div"):
            out = getattr(fi, name)(fmt, a, b)
            for mode in MODES:
                got = getattr(ref, name)(fmt, mode, x, y)
                assert member(fmt, out, got), (name, x, y, mode)


def test_tiny_binary_operations_on_points() -> None:
    """Single values (or one special) as ranges: a random 3% of the pairs of e3s4."""
    rng = random.Random(3)
    values = range(1 << TINY.width)
    _points(TINY, [(x, y) for x in values for y in values if rng.random() < 0.03])


@pytest.mark.slow
@pytest.mark.parametrize("fmt", [TINY, TINY2], ids=IDS[:2])
def test_tiny_binary_operations_exhaustively_on_points(fmt: FloatFormat) -> None:
    """Every pair of single values (ranges of one value or one special), every mode."""
    values = range(1 << fmt.width)
    _points(fmt, [(x, y) for x in values for y in values])


@pytest.mark.parametrize("fmt", FORMATS, ids=IDS)
def test_unary_operations_and_predicates(fmt: FloatFormat) -> None:
    rng = random.Random(fmt.width)
    for _ in range(20):
        a, b = random_range(rng, fmt), random_range(rng, fmt)
        sq, rti = fi.sqrt(fmt, a), fi.round_integral(fmt, a)
        mn = fi.pick(a, b)
        ng, ab = fi.neg(a), fi.fabs(a)
        tvs = {"lt": fi.lt(a, b), "leq": fi.leq(a, b), "eq": fi.eq(a, b)}
        classes = {k: fi.classify(fmt, k, a) for k in (
            "NaN", "Infinite", "Zero", "Normal", "Subnormal", "Negative", "Positive")}
        plo, phi = fi.patterns(fmt, a)
        for _ in range(8):
            x, y = sample(rng, fmt, a), sample(rng, fmt, b)
            for mode in MODES:
                assert member(fmt, sq, ref.sqrt(fmt, mode, x)), (str(a), x, mode)
                assert member(fmt, rti, ref.round_to_integral(fmt, mode, x)), (str(a), x)
            assert member(fmt, mn, ref.fmin(fmt, x, y)) and member(fmt, mn, ref.fmax(fmt, x, y))
            assert member(fmt, ng, x ^ (1 << (fmt.width - 1)))
            assert member(fmt, ab, x & ~(1 << (fmt.width - 1)))
            concrete = {"lt": ref.lt(fmt, x, y), "leq": ref.lt(fmt, x, y) or ref.eq(fmt, x, y),
                        "eq": ref.eq(fmt, x, y)}
            for k, v in concrete.items():
                assert tvs[k] & (TRUE if v else FALSE), (k, str(a), str(b), x, y)
            for k, v in classes.items():
                assert v & (TRUE if ref.classify(fmt, k, x) else FALSE), (k, str(a), x)
            assert plo <= x <= phi, (str(a), x, plo, phi)
            assert member(fmt, fi.from_patterns(fmt, plo, phi), x)


@pytest.mark.parametrize("pair", [(BINARY32, BINARY64), (BINARY64, BINARY32), (TINY, TINY2),
                                  (TINY2, TINY), (BINARY64, TINY)],
                         ids=["32to64", "64to32", "tiny", "tiny2", "64totiny"])
def test_conversions_between_formats(pair: tuple[FloatFormat, FloatFormat]) -> None:
    src, dst = pair
    rng = random.Random(src.width * 100 + dst.width)
    for _ in range(50):
        a = random_range(rng, src)
        out = fi.convert(dst, a)
        for _ in range(6):
            x = sample(rng, src, a)
            for mode in MODES:
                assert member(dst, out, ref.fp_to_fp(src, dst, mode, x)), (str(a), x, mode)


@pytest.mark.parametrize("fmt", FORMATS, ids=IDS)
def test_integer_conversions(fmt: FloatFormat) -> None:
    rng = random.Random(7 + fmt.width)
    for n, signed in ((8, True), (8, False), (32, True), (32, False)):
        for _ in range(25):
            a = random_range(rng, fmt)
            lo, hi = fi.to_int(a, n, signed)
            for _ in range(6):
                x = sample(rng, fmt, a)
                for mode in MODES:
                    got = ref.fp_to_int(fmt, mode, x, n, signed)
                    value = (-(1 << (n - 1)) if signed else 0) if got is None else got
                    if got is not None and signed and value >> (n - 1):
                        value -= 1 << n
                    assert lo <= value <= hi, (str(a), x, mode, n, signed, lo, hi)
            ilo = rng.randint(-(1 << (n - 1)), (1 << (n - 1)) - 1) if signed \
                else rng.randint(0, (1 << n) - 1)
            ihi = ilo + rng.randint(0, 300)
            r = fi.from_int(fmt, ilo, ihi)
            for k in (ilo, ihi, rng.randint(ilo, ihi)):
                for mode in MODES:
                    got = ref.int_to_fp(fmt, mode, k & ((1 << (n + 9)) - 1), n + 9, True)
                    assert member(fmt, r, got), (ilo, ihi, k, mode)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(FORMATS), st.fractions(), st.booleans())
def test_outward_rounding_matches_the_reference(fmt: FloatFormat, q: Fraction, up: bool
                                                ) -> None:
    got = fi.from_reals(fmt, q, q)
    want_bits = ref.round_to(fmt, 1 if q < 0 else 0, abs(q),
                             RoundingMode.RTP if up else RoundingMode.RTN) if q else 0
    want = fi.value_of(fmt, want_bits)
    if up:
        assert (got.pinf if want == math.inf else got.hi == want), (q, str(got), want)
    else:
        assert (got.ninf if want == -math.inf else got.lo == want), (q, str(got), want)


def test_division_by_a_range_holding_zero_is_top() -> None:
    one = fi.point(BINARY32, 0x3F800000)
    around_zero = FloatRange(Fraction(-1), Fraction(1))
    out = fi.div(BINARY32, one, around_zero)
    assert out.pinf and out.ninf and not out.nan
    assert fi.div(BINARY32, around_zero, around_zero).nan


def test_precise_on_exact_points() -> None:
    three = fi.point(BINARY32, 0x40400000)
    nine = fi.mul(BINARY32, three, three)
    assert nine.lo == nine.hi == 9 and not (nine.nan or nine.pinf or nine.ninf)
    third = fi.div(BINARY32, fi.point(BINARY32, 0x3F800000), three)
    assert third.lo is not None and third.hi is not None
    assert 0 < third.hi - third.lo <= Fraction(1, 2 ** 25)        # one unit apart
