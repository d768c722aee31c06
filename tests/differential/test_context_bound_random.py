"""The covering bound is a real bound: on random small thread programs, the verdict at
the bound bmc reports as covering every schedule equals the verdict at that bound plus two.

A too small covering bound would show as a program that passes (complete) at the bound
but fails at a larger one. Programs are built from a fixed menu of statements over two
shared variables (plain and under a mutex, checked inside the threads and after the
joins); the generator is seeded, so every run checks the same programs.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from bmc_test_helpers import run_bmc

STATEMENTS = (
    "x = x + 1;",
    "y = x;",
    "x = 2;",
    "if (x == 1) y = 1;",
    "pthread_mutex_lock(&m); x = x + 1; pthread_mutex_unlock(&m);",
    "pthread_mutex_lock(&m); y = y + x; pthread_mutex_unlock(&m);",
    "assert(x != 3);",
    "assert(y <= 2);",
    "__VERIFIER_atomic_begin(); x = x + 1; y = y + 1; __VERIFIER_atomic_end();",
)
FINALS = ("", "assert(x <= 2);", "assert(x != y);", "assert(y != 2);")
BOUND = re.compile(r"(\d+) covers every schedule")


def program(rng: random.Random) -> str:
    n = rng.randint(2, 3)
    lines = ["#include <assert.h>", "#include <pthread.h>", "#include <stddef.h>",
             "void __VERIFIER_atomic_begin(void);", "void __VERIFIER_atomic_end(void);",
             "int x, y;", "pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;"]
    for i in range(n):
        body = " ".join(rng.choice(STATEMENTS) for _ in range(rng.randint(1, 2)))
        lines.append(f"void *T{i}(void *arg) {{ {body} return NULL; }}")
    join = rng.random() < 0.7
    main = ["int main(void) {", f"  pthread_t t[{n}];"]
    main += [f"  pthread_create(&t[{i}], NULL, T{i}, NULL);" for i in range(n)]
    if join:
        main += [f"  pthread_join(t[{i}], NULL);" for i in range(n)]
        main.append("  " + rng.choice(FINALS))
    main += ["  return 0;", "}"]
    return "\n".join(lines + main) + "\n"


def verdict(path: Path, k: int | str) -> tuple[int, str]:
    code, out, err = run_bmc([str(path), "--unwind", "1", "--context-bound", str(k),
                              "--no-trace"], timeout=240)
    assert code in (0, 5, 10), out + err
    return code, out


def check(seed: int, tmp_path: Path) -> None:
    source = program(random.Random(seed))
    path = tmp_path / f"random_{seed}.c"
    path.write_text(source)
    code, out = verdict(path, "auto")
    m = BOUND.search(out)
    assert m, out
    bound = int(m.group(1))
    if bound > 6:
        pytest.skip(f"covering bound {bound} is too large for a quick comparison")
    at_bound, _ = verdict(path, bound)
    above, _ = verdict(path, bound + 2)
    assert at_bound != 5, f"bound {bound} reported but not complete:\n{source}"
    assert at_bound == above, (f"verdict {at_bound} at the covering bound {bound} but "
                               f"{above} at {bound + 2}:\n{source}")


@pytest.mark.parametrize("seed", range(3))
def test_covering_bound_holds(seed: int, tmp_path: Path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3, 60))
def test_covering_bound_holds_more(seed: int, tmp_path: Path):
    check(seed, tmp_path)
