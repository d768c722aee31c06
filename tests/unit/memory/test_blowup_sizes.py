"""Formula-size guards for the issue-18 families (bench/programs/blowup, bench/blowup.py).

Each test verifies one fixed small member and fails if its clause count grows more than 20%
over the recorded number. How the numbers were measured (h-blowup branch, 2026-11-27):

    python -m bmc bench/programs/blowup/<source> <macros> <options> --json --no-trace

reading ``stats.clauses`` (the same figure ``Statistics`` holds). Before the value-set
reads of bmc.memory.model (pointer SSA variables with one constant object; objects whose
every byte is stored read over their stores) the tokenizer member had 193,099 clauses and the duff member 547,264.
The calc member is L=2 D=1 since symex proves infeasible paths before inlining calls of
recursive functions (``bmc.symex.feasibility``, h-calc branch): before that, L=1 D=0 had
106,554 clauses (now 861) and L=2 D=1 about 3.5 million (with the signed-overflow checks:
6,980,834 clauses, 63 s, 1.4 GB).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bmc.options import STANDARD_CHECKS, Options
from bmc.pipeline import verify

PROGRAMS = Path(__file__).resolve().parents[3] / "bench" / "programs" / "blowup"

# (source, macros, unwind, checks, expected verdict, recorded clauses)
MEMBERS = {
    "tokenizer": ("tokenizer.c", ("N=4", "K=1"), 5, STANDARD_CHECKS, "FAILED", 72_556),
    "calc": ("calc.c", ("L=2", "D=1"), 3, STANDARD_CHECKS - {"signed-overflow"},
             "SUCCESSFUL", 13_770),
    "duff": ("duff.c", ("L=4",), 5, STANDARD_CHECKS, "SUCCESSFUL", 259_826),
    "crc8": ("crc8.c", ("L=2", "NIBBLE"), 17, STANDARD_CHECKS, "SUCCESSFUL", 7_868),
}


@pytest.mark.parametrize("family", sorted(MEMBERS))
def test_clauses_do_not_grow(family: str) -> None:
    source, macros, unwind, checks, verdict, recorded = MEMBERS[family]
    result = verify(Options(files=(str(PROGRAMS / source),), defines=macros, unwind=unwind,
                            checks=checks, trace=False))
    assert result.verdict.value == verdict
    assert result.stats.clauses <= recorded * 1.2, (
        f"{family}: {result.stats.clauses} clauses, recorded {recorded} (+20% allowed)")
