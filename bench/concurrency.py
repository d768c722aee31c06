"""Formula size and time of the two concurrency encodings as K and the thread count grow.

Usage: python bench/concurrency.py [--programs counter,lost,array] [--ks 1,2,3,4,5]
                                   [--threads 2,3,4,5] [--k-for-threads 2]
                                   [--threads-for-k 2] [--encodings lal-reps,tcbmc,tcbmc-global]
                                   [--timeout 120] [--no-switch-points]

Three generated programs (written to a temporary directory), each with n threads:

* ``counter``: each thread increments a shared counter under a mutex (read and write
  are separate statements); main joins all and asserts counter == n (correct);
* ``lost``: the same without the mutex (the lost update; fails once K allows a preemption
  between a read and a write and main a context after the joins);
* ``array``: thread i increments its own element a[i] (passed as argument); main joins
  all and asserts every element is 1 (correct).

Encodings: ``lal-reps`` (K copies per shared key), ``tcbmc`` (per-thread bound style: the
same schedules, n·K global contexts with one copy each) and ``tcbmc-global`` (the global
style with G = n·K global contexts in any order, so a superset of the schedules, plus the
ownership constraints). Rows: K = 1..5 at a fixed thread count, then n = 2..5 threads at a
fixed K. For each: verdict, global contexts G, SSA steps, SAT variables and clauses, and
the symex, encode and solve times (seconds; "timeout" past --timeout).

The last table compares switch points after every instruction (``switch_points="all"``)
with switch points only after accesses to shared state another thread uses (the default):
the number of switch points (summed over threads, from the sequentialization summary) and
the size and time, for both encodings.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from bmc.options import Options  # noqa: E402
from bmc.output.views import build_view  # noqa: E402
from bmc.pipeline import verify  # noqa: E402

COUNTER = """#include <assert.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;
void *worker(void *arg) {{
  pthread_mutex_lock(&m);
  int t = counter;
  counter = t + 1;
  pthread_mutex_unlock(&m);
  return 0;
}}
int main(void) {{
  pthread_t t[{n}];
  for (int i = 0; i < {n}; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < {n}; i++) pthread_join(t[i], 0);
  assert(counter == {n});
  return 0;
}}
"""

LOST = """#include <assert.h>
#include <pthread.h>
int counter;
void *worker(void *arg) {{
  int t = counter;
  counter = t + 1;
  return 0;
}}
int main(void) {{
  pthread_t t[{n}];
  for (int i = 0; i < {n}; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < {n}; i++) pthread_join(t[i], 0);
  assert(counter == {n});
  return 0;
}}
"""

ARRAY = """#include <assert.h>
#include <pthread.h>
int a[{n}];
void *worker(void *arg) {{
  long i = (long)arg;
  int v = a[i];
  a[i] = v + 1;
  return 0;
}}
int main(void) {{
  pthread_t t[{n}];
  for (long i = 0; i < {n}; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < {n}; i++) pthread_join(t[i], 0);
  for (int i = 0; i < {n}; i++) assert(a[i] == 1);
  return 0;
}}
"""

PROGRAMS = {"counter": COUNTER, "lost": LOST, "array": ARRAY}
ENCODINGS = {"lal-reps": ("lal-reps", "per-thread"), "tcbmc": ("tcbmc", "per-thread"),
             "tcbmc-global": ("tcbmc", "global")}


def options(path: Path, n: int, k: int, encoding: str, points: str,
            timeout: float | None, show: str | None = None) -> Options:
    enc, style = ENCODINGS[encoding]
    bound = k * (n + 1) if style == "global" else k       # n workers + main
    return Options(files=(str(path),), unwind=n + 1, trace=False, context_bound=bound,
                   concurrency_encoding=enc, context_bound_style=style,
                   switch_points=points, timeout=timeout, show=show)


def measure(path: Path, n: int, k: int, encoding: str, points: str,
            timeout: float | None) -> dict[str, object]:
    """One run in a child process (a solver interrupted by the timeout must not take the
    whole table down with it)."""
    args = json.dumps([str(path), n, k, encoding, points, timeout])
    try:
        proc = subprocess.run([sys.executable, __file__, "--measure", args],
                              capture_output=True, text=True,
                              timeout=None if timeout is None else 3 * timeout + 60)
    except subprocess.TimeoutExpired:
        proc = None
    if proc is None or proc.returncode != 0 or not proc.stdout.strip():
        what = "killed" if proc is None else f"crash({proc.returncode})"
        return {"verdict": what, "g": k if encoding == "lal-reps" else k * (n + 1),
                "steps": 0, "vars": 0, "clauses": 0, "symex": 0.0, "encode": 0.0,
                "solve": 0.0, "total": 0.0}
    return json.loads(proc.stdout.strip().splitlines()[-1])


def measure_here(path: Path, n: int, k: int, encoding: str, points: str,
                 timeout: float | None) -> dict[str, object]:
    opts = options(path, n, k, encoding, points, timeout)
    start = time.perf_counter()
    result = verify(opts)
    total = time.perf_counter() - start
    times = dict(result.stats.times.entries)
    verdict = result.verdict.value
    if "timeout" in result.reason:
        verdict = "timeout"
    g = k if encoding == "lal-reps" else k * (n + 1)
    return {"verdict": verdict, "g": g, "steps": result.stats.ssa_steps,
            "vars": result.stats.variables, "clauses": result.stats.clauses,
            "symex": times.get("symex", 0.0), "encode": times.get("encode", 0.0),
            "solve": times.get("solve", 0.0), "total": total}


def switch_points(path: Path, n: int, k: int, encoding: str, points: str) -> int:
    """Switch points summed over threads (from the --show-sequentialized summary)."""
    text = build_view(options(path, n, k, encoding, points, None, show="sequentialized")).text
    head = text.split("\n(1)", 1)[0]
    return sum(int(m) for m in re.findall(r"; (\d+) switch point\(s\)", head))


HEADER = (f"{'program':8} {'encoding':12} {'n':>2} {'K':>2} {'G':>3} {'verdict':12} "
          f"{'steps':>6} {'vars':>8} {'clauses':>9} {'symex':>7} {'encode':>7} {'solve':>7}")


def row(prog: str, enc: str, n: int, k: int, r: dict[str, object]) -> str:
    return (f"{prog:8} {enc:12} {n:>2} {k:>2} {r['g']:>3} {r['verdict']:12} {r['steps']:>6} "
            f"{r['vars']:>8} {r['clauses']:>9} {r['symex']:>7.2f} {r['encode']:>7.2f} "
            f"{r['solve']:>7.2f}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--programs", default="counter,lost,array")
    ap.add_argument("--ks", default="1,2,3,4,5")
    ap.add_argument("--threads", default="2,3,4,5")
    ap.add_argument("--threads-for-k", type=int, default=2)
    ap.add_argument("--k-for-threads", type=int, default=2)
    ap.add_argument("--encodings", default="lal-reps,tcbmc,tcbmc-global")
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--no-switch-points", action="store_true")
    ap.add_argument("--measure", help=argparse.SUPPRESS)     # internal: one child run
    args = ap.parse_args()
    if args.measure:
        path, n, k, enc, points, timeout = json.loads(args.measure)
        print(json.dumps(measure_here(Path(path), n, k, enc, points, timeout)))
        return 0
    programs = [p for p in args.programs.split(",") if p]
    encodings = [e for e in args.encodings.split(",") if e]
    ks = [int(x) for x in args.ks.split(",") if x]
    threads = [int(x) for x in args.threads.split(",") if x]
    wrong = 0
    with tempfile.TemporaryDirectory() as tmp:
        def path_of(prog: str, n: int) -> Path:
            p = Path(tmp) / f"{prog}{n}.c"
            if not p.exists():
                p.write_text(PROGRAMS[prog].format(n=n))
            return p

        print("G = global contexts (lal-reps: K rounds; tcbmc: (n+1)*K incl. main)")
        print(f"K = 1..5, n = {args.threads_for_k} worker threads")
        print(HEADER)
        print("-" * len(HEADER))
        verdicts: dict[tuple[str, int, int], set[str]] = {}
        jobs = [(prog, args.threads_for_k, k) for prog in programs for k in ks]
        jobs += [(prog, n, args.k_for_threads) for prog in programs for n in threads
                 if n != args.threads_for_k or args.k_for_threads not in ks]
        for i, (prog, n, k) in enumerate(jobs):
            if i == len(programs) * len(ks):
                print(f"\nn = 2..5 worker threads, K = {args.k_for_threads}")
                print(HEADER)
                print("-" * len(HEADER))
            for enc in encodings:
                r = measure(path_of(prog, n), n, k, enc, "shared", args.timeout)
                print(row(prog, enc, n, k, r), flush=True)
                if enc != "tcbmc-global" and r["verdict"] != "timeout":
                    verdicts.setdefault((prog, n, k), set()).add(str(r["verdict"]))
        for key, vs in verdicts.items():
            if len(vs) > 1:
                print(f"verdicts differ between lal-reps and tcbmc on {key}: {sorted(vs)}")
                wrong += 1
        if not args.no_switch_points:
            n, k = 3, 2
            print(f"\nswitch points: after every instruction (all) vs after shared accesses "
                  f"(shared), n = {n}, K = {k}")
            head = f"{'points':7} {'count':>6} " + HEADER
            print(head)
            print("-" * len(head))
            for prog in programs:
                for enc in [e for e in encodings if e != "tcbmc-global"]:
                    for points in ("all", "shared"):
                        count = switch_points(path_of(prog, n), n, k, enc, points)
                        r = measure(path_of(prog, n), n, k, enc, points, args.timeout)
                        print(f"{points:7} {count:>6} " + row(prog, enc, n, k, r), flush=True)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
