"""Encoding size and time of the memory models as heap objects and array sizes grow.

Usage: python bench/memory_models.py [--heap 1,4,16,64] [--arrays 10,100,1000]
                                     [--backends sat,z3] [--models alias,typed,monolithic]

Two generated programs (written to a temporary directory):

* ``heap N``: a loop allocates N list nodes (``struct node {int v; struct node *next;}``,
  one dynamic object per unrolled iteration) and a local ``int hist[8]`` is updated through
  a pointer at a nondeterministic index; the list is walked and checked (unwind N + 1).
* ``array N``: a global ``int a[N]`` and a ``char tag[8]``, both reached through pointers;
  two writes and a read at nondeterministic indices (a 1000-element array with a symbolic
  index for N = 1000).

For every (program, size, model, backend) it prints the verdict, SSA steps, term nodes, the
solver's variables and clauses (SAT; SMT constants for z3), symex time and total time.
z3 is skipped when the z3-solver package is missing. Both programs are correct, so every
row must say SUCCESSFUL: the models may only differ in size and time.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from bmc.options import Options  # noqa: E402
from bmc.pipeline import verify  # noqa: E402

HEAP = """#include <stdlib.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct node {{ int v; struct node *next; }};
void bump(int *h, int k) {{ h[k] = h[k] + 1; }}
int main(void) {{
  int hist[8] = {{0}};
  struct node *head = 0;
  for (int i = 0; i < {n}; i++) {{
    struct node *n = malloc(sizeof *n);
    if (!n) return 0;
    n->v = i;
    n->next = head;
    head = n;
  }}
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k >= 8) return 0;
  bump(hist, k);
  int count = 0;
  while (head) {{
    struct node *next = head->next;
    assert(head->v == {n} - 1 - count);
    count++;
    free(head);
    head = next;
  }}
  assert(hist[k] == 1 && count == {n});
  return 0;
}}
"""

ARRAY = """#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int a[{n}];
char tag[8];
int main(void) {{
  int *p = a;
  char *t = tag;
  int i = __VERIFIER_nondet_int(), j = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int();
  if (i < 0 || i >= {n} || j < 0 || j >= {n} || k < 0 || k >= 8) return 0;
  p[i] = 1;
  t[k] = 'x';
  p[j] = 2;
  assert(p[i] == 1 || i == j);
  assert(t[k] == 'x');
  return 0;
}}
"""


def z3_installed() -> bool:
    try:
        import z3  # noqa: F401
    except ImportError:
        return False
    return True


def measure(path: Path, unwind: int, model: str, backend: str) -> dict[str, object]:
    options = Options(files=(str(path),), unwind=unwind, backend=backend, trace=False,
                      unwinding_assertions=True, memory_model=model)
    start = time.perf_counter()
    result = verify(options)
    total = time.perf_counter() - start
    times = dict(result.stats.times.entries)
    return {"verdict": result.verdict.value, "steps": result.stats.ssa_steps,
            "terms": result.stats.term_nodes, "vars": result.stats.variables,
            "clauses": result.stats.clauses, "symex": times.get("symex", 0.0),
            "total": total}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--heap", default="1,4,16,64")
    ap.add_argument("--arrays", default="10,100,1000")
    ap.add_argument("--backends", default="sat,z3")
    ap.add_argument("--models", default="alias,typed,monolithic")
    args = ap.parse_args()
    backends = [b for b in args.backends.split(",") if b != "z3" or z3_installed()]
    models = args.models.split(",")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        jobs = []
        for n in (int(x) for x in args.heap.split(",") if x):
            path = Path(tmp) / f"heap{n}.c"
            path.write_text(HEAP.format(n=n))
            jobs.append(("heap", n, path, n + 1))
        for n in (int(x) for x in args.arrays.split(",") if x):
            path = Path(tmp) / f"array{n}.c"
            path.write_text(ARRAY.format(n=n))
            jobs.append(("array", n, path, 1))
        header = (f"{'program':8} {'N':>5} {'model':10} {'backend':7} {'verdict':11} "
                  f"{'steps':>6} {'terms':>8} {'vars':>8} {'clauses':>9} {'symex s':>8} "
                  f"{'total s':>8}")
        print(header)
        print("-" * len(header))
        for kind, n, path, unwind in jobs:
            for backend in backends:
                for model in models:
                    r = measure(path, unwind, model, backend)
                    rows.append((kind, n, model, backend, r))
                    print(f"{kind:8} {n:>5} {model:10} {backend:7} {r['verdict']:11} "
                          f"{r['steps']:>6} {r['terms']:>8} {r['vars']:>8} {r['clauses']:>9} "
                          f"{r['symex']:>8.2f} {r['total']:>8.2f}", flush=True)
    wrong = [r for r in rows if r[4]["verdict"] != "SUCCESSFUL"]
    if wrong:
        print(f"{len(wrong)} rows without SUCCESSFUL: the models disagree or something broke")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
