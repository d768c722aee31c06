"""``--field-abstraction`` against the plain check on random small thread programs with a
shared global array.

The programs share a global array ``a`` that does not live in memory, two scalars the
property reads (``s``, ``t``) and one it does not (``u``). Their statements mix tracked
accesses, element reads and writes of ``a`` (at constant indices and at indices read from
``s``/``t``), branches on either (the goto's condition read, then untracked writes on the
jump target: the switch points the abstraction must keep), early returns and atomic
sections, so ``a`` (and ``u``) start untracked, are refined in when a counterexample needs
them, and their element accesses lose their switch points. A verdict of the abstraction
must never contradict the plain check's (SUCCESSFUL against FAILED), and when both are
complete they are equal, under both concurrency encodings and with
``--field-abstraction-schedules``. The generator is seeded: every run checks the same
programs.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bmc_test_helpers import run_bmc

PROPERTIES = ("s != 2", "t != 2", "!(s == 1 && t == 1)", "s + t != 3", "!(s == 1 && t == 0)")
INDICES = ("0", "1", "s % 2", "t % 2")


def _statement(rng: random.Random, depth: int, in_thread: bool) -> str:
    c = rng.random()
    if c < 0.2:
        return f"{rng.choice('st')} = {rng.choice(['0', '1', '2', 's + 1', 't + 1'])};"
    if c < 0.4:
        value = rng.choice(["0", "1", "a[0] + 1", "a[1]", "s"])
        return f"a[{rng.choice(INDICES)}] = {value};"
    if c < 0.5:
        return f"u = a[{rng.choice(INDICES)}];"
    if c < 0.65 and depth < 2:
        cond = rng.choice(["s", "t", "s == 1", "t == 2"])
        return (f"if ({cond}) {{ {_block(rng, depth + 1, in_thread)} }} "
                f"else {{ {_block(rng, depth + 1, in_thread)} }}")
    if c < 0.75 and depth < 2:
        return (f"if (a[{rng.choice(INDICES)}] == {rng.randint(0, 2)}) "
                f"{{ {_block(rng, depth + 1, in_thread)} }}")
    if c < 0.85 and depth == 0:
        return (f"__VERIFIER_atomic_begin(); {_block(rng, 1, in_thread)} "
                "__VERIFIER_atomic_end();")
    if c < 0.92 and in_thread:
        return f"if ({rng.choice(['s', 't', 's == 2'])}) return 0;"
    return "u = u + 1;"


def _block(rng: random.Random, depth: int, in_thread: bool) -> str:
    return " ".join(_statement(rng, depth, in_thread) for _ in range(rng.randint(1, 2)))


def program(rng: random.Random) -> str:
    bodies = ["\n  ".join(_statement(rng, 0, True) for _ in range(rng.randint(2, 5)))
              for _ in range(2)]
    main = "\n  ".join(_statement(rng, 1, False) for _ in range(rng.randint(0, 2)))
    check = f"  assert({rng.choice(PROPERTIES)});\n"
    in_thread = rng.random() < 0.4
    return f"""#include <assert.h>
#include <pthread.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
unsigned a[2];
unsigned s, t, u;
void *t1(void *arg) {{
  {bodies[0]}
{check if in_thread else ""}  return 0;
}}
void *t2(void *arg) {{
  {bodies[1]}
  return 0;
}}
int main(void) {{
  pthread_t p, q;
  pthread_create(&p, 0, t1, 0);
  pthread_create(&q, 0, t2, 0);
  {main}
  pthread_join(p, 0);
  pthread_join(q, 0);
{"" if in_thread else check}  return 0;
}}
"""


def _verdict(args: list[str]) -> int:
    code, out, err = run_bmc([*args, "--unwind", "1", "--no-trace", "--timeout", "120"],
                             timeout=300)
    assert code in (0, 5, 10), out + err
    assert "Traceback" not in out + err, out + err
    return code


def check(seed: int, tmp_path: Path, encodings: tuple[str, ...],
          variants: list[list[str]]) -> None:
    path = tmp_path / f"fields{seed}.c"
    path.write_text(program(random.Random(seed)))
    for encoding in encodings:
        base = [str(path), "--concurrency-encoding", encoding]
        plain = _verdict(base)
        for extra in variants:
            code = _verdict([*base, "--field-abstraction", *extra])
            shown = f"{encoding} {' '.join(extra)}\n{path.read_text()}"
            assert {plain, code} != {0, 10}, f"plain exit {plain}, abstraction {code}: {shown}"
            if 5 not in (plain, code):
                assert plain == code, shown


def test_field_abstraction_agrees_on_threads_with_arrays(tmp_path: Path) -> None:
    # seed 9: FAILED, the array untracked in the abstraction
    check(9, tmp_path, ("lal-reps",), [[]])


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(60))
def test_field_abstraction_agrees_on_threads_with_arrays_many(seed: int,
                                                               tmp_path: Path) -> None:
    check(seed, tmp_path, ("lal-reps", "tcbmc"), [[], ["--field-abstraction-schedules"]])
