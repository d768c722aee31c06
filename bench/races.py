"""Cost of the data-race check: formula size and time with and without ``--data-race-check``.

Usage: python bench/races.py [--threads 2,3,4] [--bounds 2,3,4]

A generated program (written to a temporary directory): N threads each lock a mutex, update
a shared counter and a shared array element (their own index) and unlock; main joins them.
It has no race and no failing assertion, so every row must say SUCCESSFUL or INCONCLUSIVE
(the bound may be below the one that covers every schedule) and never report a race.

For every (threads, K, check on/off) it prints the verdict, SSA steps, the SAT solver's
variables and clauses, symex time and total time, and the overhead of the check.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from bmc.options import STANDARD_CHECKS, Options  # noqa: E402
from bmc.pipeline import verify  # noqa: E402
from bmc.result import Status  # noqa: E402

PROGRAM = """#include <pthread.h>
#include <assert.h>
int counter; int slots[{n}];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {{
  int id = *(int *)arg;
  pthread_mutex_lock(&m);
  counter = counter + 1;
  pthread_mutex_unlock(&m);
  slots[id] = id + 1;
  return 0;
}}
int main(void) {{
  pthread_t t[{n}]; int ids[{n}];
  for (int i = 0; i < {n}; i++) {{ ids[i] = i; pthread_create(&t[i], 0, worker, &ids[i]); }}
  for (int i = 0; i < {n}; i++) pthread_join(t[i], 0);
  assert(counter == {n});
  return 0;
}}
"""


def _ints(text: str) -> list[int]:
    return [int(x) for x in text.split(",") if x]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--threads", type=_ints, default=[2, 3])
    ap.add_argument("--bounds", type=_ints, default=[2, 3])
    args = ap.parse_args(argv)
    print(f"{'threads':>7} {'K':>2} {'races':>5} {'verdict':<13} {'steps':>6} {'vars':>8} "
          f"{'clauses':>9} {'symex':>7} {'total':>7} {'overhead':>9}")
    with tempfile.TemporaryDirectory(prefix="bmc-races-") as tmp:
        for n in args.threads:
            path = Path(tmp) / f"workers{n}.c"
            path.write_text(PROGRAM.format(n=n))
            base = Options(files=(str(path),), unwind=n + 1, trace=False)
            for k in args.bounds:
                clauses_off = None
                for on in (False, True):
                    checks = STANDARD_CHECKS | ({"data-race"} if on else set())
                    options = replace(base, context_bound=k, checks=frozenset(checks))
                    start = time.perf_counter()
                    result = verify(options)
                    total = time.perf_counter() - start
                    raced = [p.id for p in result.properties
                             if p.property_class == "data-race" and p.status is Status.FAILURE]
                    if raced:
                        print(f"unexpected race reported: {raced}", file=sys.stderr)
                        return 1
                    st = result.stats
                    symex = dict(st.times.entries).get("symex", 0.0)
                    overhead = ""
                    if on and clauses_off:
                        overhead = f"{(st.clauses / clauses_off - 1) * 100:+.0f}%"
                    else:
                        clauses_off = st.clauses
                    print(f"{n:>7} {k:>2} {'on' if on else 'off':>5} "
                          f"{result.verdict.name:<13} {st.ssa_steps:>6} {st.variables:>8} "
                          f"{st.clauses:>9} {symex:>6.2f}s {total:>6.2f}s {overhead:>9}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
