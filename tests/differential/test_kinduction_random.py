"""k-induction against plain BMC on random small loop programs.

Every ``true`` of ``--k-induction`` must survive a plain bounded check at a deeper bound
(no counterexample there), and every ``false`` must be a real trace: a plain bounded check
at the largest depth k-induction may use fails the same property (the base case reporting
"found at unwind N" unrolls the loops that end by themselves in full, as the deepening
does, so the plain check at N itself may cut that path).

Programs: one to three loops (sequential or nested) over 4-bit values (``& 15``, so
behaviours repeat within a few iterations and a deep bound of 40 sees them), with
nondeterministic exits, ``break``, writes through a pointer into an array, a called
function that changes a global and the array, and assertions before, inside and after the
loops. The generator is seeded: every run checks the same programs.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from bmc_test_helpers import run_bmc

HEADER = """extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __VERIFIER_assert(int);
unsigned g;
unsigned a[4];
void bump(unsigned *p) { *p = (*p + 1) & 15; g = (g + 3) & 15; }
"""
STATEMENTS = (
    "x = (x + {c}) & 15;",
    "y = (y + x) & 15;",
    "if (x > {c}) x = {d};",
    "if (__VERIFIER_nondet_int()) break;",
    "bump(p);",
    "*p = (x + {c}) & 15;",
    "a[x & 3] = y;",
    "g = (g + {c}) & 15;",
    "y = x;",
    "a[{i}] = (a[{i}] + 1) & 15;",
    "if (*p < {c}) *p = *p + 1;",
)
ASSERTS = ("__VERIFIER_assert(x != {c});", "__VERIFIER_assert(y <= {c});",
           "__VERIFIER_assert(g != {c});", "__VERIFIER_assert(a[{i}] != {c});",
           "__VERIFIER_assert((x & 1) == 0);", "__VERIFIER_assert(*p < 15);",
           "__VERIFIER_assert(*p <= {c});", "__VERIFIER_assert(a[{i}] <= {c});")
CONDS = ("__VERIFIER_nondet_int()", "x < n", "x != {c}", "y < {c}")
MAX_UNWIND = 8
FOUND = re.compile(r"^found at unwind (\d+)", re.M)
FAILED = re.compile(r"^\[([\w.]+)\] .*: FAILURE$", re.M)


def _fill(rng: random.Random, text: str) -> str:
    return text.format(c=rng.randint(0, 15), d=rng.randint(0, 15), i=rng.randint(0, 3))


def _loop(rng: random.Random, depth: int) -> list[str]:
    body = [_fill(rng, rng.choice(STATEMENTS)) for _ in range(rng.randint(1, 3))]
    if depth < 1 and rng.random() < 0.3:
        body += _loop(rng, depth + 1)
    if rng.random() < 0.5:
        body.append(_fill(rng, rng.choice(ASSERTS)))
    cond = _fill(rng, rng.choice(CONDS))
    if depth:      # inner loops end for sure (the outer one may not)
        cond = f"({cond}) && k{depth} < 3"
        body.append(f"k{depth}++;")
        return [f"k{depth} = 0;", f"while ({cond}) {{", *body, "}"]
    return [f"while ({cond}) {{", *body, "}"]


def program(rng: random.Random) -> str:
    lines = [HEADER, "int main(void) {",
             f"  unsigned x = {rng.randint(0, 15)}, y = {rng.randint(0, 15)}, k1 = 0;",
             "  unsigned n = __VERIFIER_nondet_int() & 15;",
             f"  unsigned *p = &a[{rng.randint(0, 3)}];"]
    if rng.random() < 0.3:
        lines.append(_fill(rng, rng.choice(ASSERTS)))
    for _ in range(rng.randint(1, 2)):
        lines += _loop(rng, 0)
    lines.append(_fill(rng, rng.choice(ASSERTS)))
    lines += ["  return 0;", "}"]
    return "\n".join(lines) + "\n"


def _run(args: list[str]) -> tuple[int, str]:
    code, out, err = run_bmc([*args, "--no-trace", "--no-signed-overflow-check"],
                             timeout=300)
    assert code in (0, 5, 10), out + err
    assert "Traceback" not in out + err, out + err
    return code, out


def check(seed: int, tmp_path: Path) -> str:
    rng = random.Random(seed)
    path = tmp_path / f"kind{seed}.c"
    path.write_text(program(rng))
    code, out = _run([str(path), "--k-induction", "--max-unwind", str(MAX_UNWIND),
                      "--timeout", "120"])
    if code == 0:
        deep, deep_out = _run([str(path), "--unwind", "40", "--no-unwinding-assertions"])
        assert deep != 10, f"k-induction proved {path.read_text()}\nbut BMC fails:\n{deep_out}"
        return "true"
    if code == 10:
        found = FOUND.search(out)
        assert found, out
        failed = set(FAILED.findall(out))
        # the base case unrolls the loops that end by themselves in full (up to the
        # maximum, as the deepening does), so the same path exists at --unwind MAX_UNWIND
        again, again_out = _run([str(path), "--unwind", str(MAX_UNWIND)])
        assert again == 10 and failed & set(FAILED.findall(again_out)), \
            f"{path.read_text()}\n{out}\n---\n{again_out}"
        return "false"
    return "unknown"


@pytest.mark.parametrize("seed", range(10))
def test_kinduction_agrees_with_bmc(seed: int, tmp_path: Path) -> None:
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(10, 80))
def test_kinduction_agrees_with_bmc_many(seed: int, tmp_path: Path) -> None:
    check(seed, tmp_path)
