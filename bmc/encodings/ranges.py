"""Unsigned value ranges of bit-vectors, piecewise by bit segment (for narrower circuits).

A ``Ranges`` is a tuple of segments ``(width, lo, hi)`` from the least significant bit up:
read as an unsigned number, that segment's bits lie in ``[lo, hi]``. The bit-blaster
(``bmc.encodings.bitblast``) keeps one for each bit-vector term whose range says more than
its width, computed from the operands' ranges (``concat``, ``extract``, ``zero_extend``,
``join`` for an ``ite``, ``add`` when the sum cannot wrap) or from the literals (constant
FALSE top bits, ``from_bits``). Every gate is a full Tseitin equivalence, so a range derived
this way holds in every assignment that satisfies the clauses: the blaster may then build a
circuit over the low bits only (an adder whose sum fits in ``k`` bits adds ``k``-bit
operands, the rest are FALSE) and decide comparisons the ranges settle, with exactly the
same meaning as the full-width circuit.

A pointer ``concat(object, offset)`` whose offset is in ``[0, 12]`` is one segment
``(64, object << 48, (object << 48) + 12)``; its extract ``[47:0]`` is ``(48, 0, 12)``.

Segments are kept coalesced where that loses nothing: two neighbours become one when the
upper one is a constant or the lower one is unconstrained (splitting the result again at
the same place gives both back).
"""

from __future__ import annotations

from collections.abc import Sequence

Segment = tuple[int, int, int]      # (width, lo, hi), lo <= hi < 2**width
Ranges = tuple[Segment, ...]


def mask(width: int) -> int:
    return (1 << width) - 1


def full(width: int) -> Ranges:
    """No knowledge: one segment over every value."""
    return ((width, 0, mask(width)),)


def const(value: int, width: int) -> Ranges:
    value &= mask(width)
    return ((width, value, value),)


def is_full(r: Ranges) -> bool:
    """True when ``r`` says nothing (every segment spans all its values)."""
    return all(lo == 0 and hi == mask(w) for w, lo, hi in r)


def width(r: Ranges) -> int:
    return sum(w for w, _, _ in r)


def bounds(r: Ranges) -> tuple[int, int]:
    """(least, greatest) unsigned value of the whole vector."""
    lo_total = hi_total = 0
    start = 0
    for w, lo, hi in r:
        lo_total |= lo << start
        hi_total |= hi << start
        start += w
    return lo_total, hi_total


def _split(seg: Segment, k: int) -> tuple[Segment, Segment]:
    """``seg`` cut at bit ``k`` (0 < k < width): (low part, high part)."""
    w, lo, hi = seg
    m = mask(k)
    hlo, hhi = lo >> k, hi >> k
    low = (k, lo & m, hi & m) if hlo == hhi else (k, 0, m)
    return low, (w - k, hlo, hhi)


def _normal(segs: list[Segment]) -> Ranges:
    """Coalesce neighbours where that is exact (upper one constant or lower one full)."""
    out: list[Segment] = []
    for seg in segs:
        if seg[0] == 0:
            continue
        if out:
            w1, l1, h1 = out[-1]
            w2, l2, h2 = seg
            if l2 == h2 or (l1 == 0 and h1 == mask(w1)):
                out[-1] = (w1 + w2, (l2 << w1) | l1, (h2 << w1) | h1)
                continue
        out.append(seg)
    return tuple(out)


def concat(high: Ranges, low: Ranges) -> Ranges:
    return _normal([*low, *high])


def zero_extend(r: Ranges, extra: int) -> Ranges:
    return _normal([*r, (extra, 0, 0)])


def extract(r: Ranges, hi_bit: int, lo_bit: int) -> Ranges:
    """The range of bits ``[lo_bit, hi_bit]`` (inclusive)."""
    out: list[Segment] = []
    start = 0
    for seg in r:
        w = seg[0]
        end = start + w                     # exclusive
        if end <= lo_bit or start > hi_bit:
            start = end
            continue
        if start < lo_bit:                  # drop the bits below lo_bit
            seg = _split(seg, lo_bit - start)[1]
            start = lo_bit
        if end > hi_bit + 1:                # drop the bits above hi_bit
            seg = _split(seg, hi_bit + 1 - start)[0]
        out.append(seg)
        start = end
    return _normal(out)


def _cuts(r: Ranges) -> list[int]:
    out, start = [], 0
    for w, _, _ in r:
        start += w
        out.append(start)
    return out


def _refine(r: Ranges, cuts: Sequence[int]) -> list[Segment]:
    """``r`` split at every position of ``cuts`` (ascending, ending at the width)."""
    out: list[Segment] = []
    segs = list(r)
    start = 0
    for cut in cuts:
        seg = segs.pop(0)
        if start + seg[0] > cut:
            low, high = _split(seg, cut - start)
            segs.insert(0, high)
            seg = low
        out.append(seg)
        start = cut
    return out


def join(a: Ranges, b: Ranges) -> Ranges:
    """A range of ``ite(c, x, y)`` from those of ``x`` and ``y`` (their hull per segment)."""
    if a == b:
        return a
    if len(a) == 1 and len(b) == 1:
        (w, l1, h1), (_, l2, h2) = a[0], b[0]
        return ((w, min(l1, l2), max(h1, h2)),)
    cuts = sorted(set(_cuts(a)) | set(_cuts(b)))
    return _normal([(w, min(l1, l2), max(h1, h2))
                    for (w, l1, h1), (_, l2, h2) in zip(_refine(a, cuts), _refine(b, cuts))])


def add(a: Ranges, b: Ranges) -> Ranges | None:
    """The range of ``a + b`` when the sum cannot wrap around, else None."""
    la, ha = bounds(a)
    lb, hb = bounds(b)
    w = width(a)
    if ha + hb > mask(w):
        return None
    return ((w, la + lb, ha + hb),)


def from_bits(bits: Sequence[int], false: int) -> Ranges | None:
    """What constant-FALSE top bits say (None: the top bit is not FALSE)."""
    k = len(bits)
    while k and bits[k - 1] == false:
        k -= 1
    if k == len(bits):
        return None
    return _normal([(k, 0, mask(k)), (len(bits) - k, 0, 0)])
