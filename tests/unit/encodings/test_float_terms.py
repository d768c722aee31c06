"""``--fp-encoding bitblast``: FP operators lowered to bit-level terms keep their meaning."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from bmc.encodings.float_terms import FP_OPS, FloatLowering
from bmc.terms.evaluator import evaluate
from bmc.terms.ops import Op
from bmc.terms.sorts import BVSort
from bmc.terms.store import TermStore
from bmc.terms.walk import postorder

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "differential"))
from bmc_diff_support import fp_cases  # noqa: E402

CASES = fp_cases(3, 4, mode=None)


@pytest.mark.parametrize("case", CASES, ids=[c.label for c in CASES])
def test_lowered_term_evaluates_like_the_operator(case) -> None:
    s = TermStore()
    inputs = [s.var(f"in{k}", sort) for k, sort in enumerate(case.sorts)]
    term = case.build(s, inputs)
    lowered = FloatLowering(s).lower(term)
    assert not any(t.op in FP_OPS for t in postorder([lowered])), case.label
    rng = random.Random(case.label)
    for _ in range(150):
        values = [rng.randrange(1 << sort.width) if isinstance(sort, BVSort) else
                  rng.random() < 0.5 for sort in case.sorts]
        if case.sorts and isinstance(case.sorts[0], BVSort) and case.sorts[0].width == 3:
            values[0] %= 5                     # rounding modes 0..4
        env = {v.name: x for v, x in zip(inputs, values)}
        assert evaluate(lowered, env) == evaluate(term, env), f"{case.label} {values}"


def test_lowering_is_memoised_and_keeps_other_terms() -> None:
    s = TermStore()
    x, y = s.var("x", BVSort(32)), s.var("y", BVSort(32))
    lowering = FloatLowering(s)
    plain = s.bvadd(x, y)
    assert lowering.lower(plain) is plain
    rne = s.bv_const(0, 3)
    a = s.fp(Op.FP_ADD, [rne, x, y], (8, 24))
    first = lowering.lower(s.eq(a, x))
    assert lowering.lower(s.eq(a, x)) is first and lowering.lowered_ops == 1
