"""Modular checking with contracts against inlining everything, as calls and loops grow.

Usage: python bench/contracts.py [--loops 8,16,32,64] [--calls 4,8,16] [--fields 8]
                                 [--timeout 300]

A generated driver-like program (written to a temporary directory): a device struct with
``--fields`` fields and a ``total``; ``process(d, k)`` adds ``k`` to ``d->total`` one by one
in a loop (up to L times) and sets ``d->f0``, with a contract (requires on ``k`` and
``total``, assigns ``d->total, d->f0``, ensures ``total == old(total) + k`` and
``f0 == k``); ``main`` calls it C times with arbitrary ``k`` on two devices and asserts a
field outside the frame and a bound on the totals (both hold). Three runs per (L, C):

* ``inline``: ``main`` with every call inlined and every loop unwound (``--unwind L+1``);
* ``enforce``: ``process`` checked once against its contract (``--function harness
  --enforce-contract process --unwind L+1``: a harness calls it on an arbitrary device);
* ``replace``: ``main`` with each call replaced by the contract
  (``--replace-call-with-contract process``; no loop is left).

``modular`` = enforce + replace: the same guarantee as ``inline`` (the contract holds for
every call, and the caller is correct given the contract). Prints verdicts, SSA steps, SAT
variables and clauses, and seconds (bmc in this process; "timeout" past --timeout).
bench/results/contracts.txt records one measurement; figures depend on the machine's load.
"""

from __future__ import annotations

import argparse
import gc
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from bmc.options import Options  # noqa: E402
from bmc.pipeline import verify  # noqa: E402


def program(loops: int, calls: int, fields: int) -> str:
    """The C text of one member of the family."""
    members = " ".join(f"int f{i};" for i in range(fields))
    lines = [
        "#include <assert.h>",
        "int __VERIFIER_nondet_int(void);",
        f"struct dev {{ {members} int total; }};",
        "struct dev devs[2];",
        "void process(struct dev *d, int k)",
        f"__CPROVER_requires(k >= 0 && k <= {loops} && d->total >= 0 && d->total <= 100000)",
        "__CPROVER_assigns(d->total, d->f0)",
        "__CPROVER_ensures(d->total == __CPROVER_old(d->total) + k && d->f0 == k)",
        "{",
        "  for (int i = 0; i < k; i++)",
        "    d->total++;",
        "  d->f0 = k;",
        "}",
        "int harness(void) {",
        "  struct dev d;",
        "  int k = __VERIFIER_nondet_int();",
        f"  if (k < 0 || k > {loops} || d.total < 0 || d.total > 100000) return 0;",
        "  process(&d, k);",
        "  return 0;",
        "}",
        "int main(void) {",
        f"  devs[0].f{fields - 1} = 7;",
    ]
    for c in range(calls):
        lines += [f"  int k{c} = __VERIFIER_nondet_int();",
                  f"  if (k{c} < 0 || k{c} > {loops}) return 0;",
                  f"  process(&devs[{c % 2}], k{c});"]
    lines += [f"  assert(devs[0].f{fields - 1} == 7);",
              f"  assert(devs[0].total + devs[1].total <= {calls * loops});",
              "  return 0;", "}", ""]
    return "\n".join(lines)


def run(path: Path, timeout: float, **kwargs: object) -> tuple[str, int, int, int, str]:
    """(verdict, SSA steps, variables, clauses, seconds) of one verify call."""
    gc.collect()
    start = time.perf_counter()
    result = verify(Options(files=(str(path),), trace=False, timeout=timeout,
                            **kwargs))  # type: ignore[arg-type]
    seconds = time.perf_counter() - start
    s = result.stats
    shown = "timeout" if s.unfinished else f"{seconds:.2f}"
    return result.verdict.value, s.ssa_steps, s.variables, s.clauses, shown


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--loops", default="8,16,32,64")
    ap.add_argument("--calls", default="4,8,16")
    ap.add_argument("--fields", type=int, default=8)
    ap.add_argument("--timeout", type=float, default=300.0)
    args = ap.parse_args()
    loops = [int(x) for x in args.loops.split(",")]
    calls = [int(x) for x in args.calls.split(",")]
    print(f"{'L':>3} {'C':>3} {'run':8} {'verdict':12} {'steps':>7} {'vars':>8} "
          f"{'clauses':>9} {'seconds':>8}")
    with tempfile.TemporaryDirectory() as tmp:
        for n in loops:
            for c in calls:
                path = Path(tmp) / f"dev_{n}_{c}.c"
                path.write_text(program(n, c, args.fields))
                runs = {
                    "inline": run(path, args.timeout, unwind=n + 1),
                    "enforce": run(path, args.timeout, unwind=n + 1, entry="harness",
                                   enforce_contracts=("process",)),
                    "replace": run(path, args.timeout, replace_contracts=("process",)),
                }
                for name, (verdict, steps, variables, clauses, seconds) in runs.items():
                    print(f"{n:3} {c:3} {name:8} {verdict:12} {steps:7} {variables:8} "
                          f"{clauses:9} {seconds:>8}", flush=True)
                times = [r[4] for r in runs.values()]
                if "timeout" not in times:
                    modular = float(times[1]) + float(times[2])
                    print(f"{n:3} {c:3} {'modular':8} {'':12} {'':7} {'':8} {'':9} "
                          f"{modular:8.2f}   (inline / modular = "
                          f"{float(times[0]) / modular:.1f}x)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
