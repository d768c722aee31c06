"""Which SAT portfolio? Tables of a ``bmc tasks`` results file: per task and configuration.

Usage: python bench/portfolio.py RESULTS.jsonl [--configs a,b,...] [--out FILE]

RESULTS is the JSON-lines file of ``bmc tasks ... --config NAME=ARGS --results FILE``, run
with single solvers (``cd195=--sat-solver cadical195``, ``m22=--sat-solver minisat22`` ...)
and portfolios (``pf-cd195-m22=--portfolio cadical195,minisat22`` ...). Printed:

* one row per task: each configuration's mark (ok / WRONG / -) and wall seconds;
* one line per configuration: correct, wrong, total wall seconds, and PAR-2 (wall seconds,
  a run without a correct answer counted as twice the timeout);
* for each pair of single solvers, the *virtual best* (per task the faster correct one):
  what a portfolio of the two could reach with no overhead, next to the real portfolio
  runs, whose overhead (two processes on shared cores, loading the CNF again, waiting for
  the slower member's round) is the difference.

Only tasks that every listed configuration ran are counted.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from pathlib import Path


def load(path: Path) -> list[dict[str, object]]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return rows


def _mark(r: dict[str, object]) -> str:
    return "ok" if r["correct"] else ("WRONG" if r["wrong"] else "-")


def tables(rows: list[dict[str, object]], configs: list[str]) -> list[str]:
    by_task: dict[str, dict[str, dict[str, object]]] = {}
    for r in rows:
        by_task.setdefault(str(r["task"]), {})[str(r["config"])] = r
    tasks = sorted(t for t, runs in by_task.items() if all(c in runs for c in configs))
    timeout = max((float(r["timeout"]) for r in rows), default=60.0)  # type: ignore[arg-type]
    out = [f"{'task':46} " + " ".join(f"{c:>16}" for c in configs)]
    for task in tasks:
        runs = by_task[task]
        cells = [f"{_mark(runs[c]):>5} {float(runs[c]['wall_s']):9.2f}s"  # type: ignore[arg-type]
                 for c in configs]
        name = task if len(task) <= 46 else "..." + task[-43:]
        out.append(f"{name:46} " + " ".join(f"{x:>16}" for x in cells))
    out.append("")

    def par2(r: dict[str, object]) -> float:
        return float(r["wall_s"]) if r["correct"] else 2 * timeout  # type: ignore[arg-type]

    for c in configs:
        runs = [by_task[t][c] for t in tasks]
        out.append(f"{c:16} correct {sum(1 for r in runs if r['correct']):3} of {len(runs)}  "
                   f"wrong {sum(1 for r in runs if r['wrong'])}  "
                   f"wall {sum(float(r['wall_s']) for r in runs):8.1f} s  "  # type: ignore[arg-type]
                   f"PAR-2 {sum(par2(r) for r in runs):8.1f} s")
    singles = [c for c in configs if not c.startswith("pf")]
    if len(singles) >= 2:
        out.append("")
        out.append("virtual best of two single solvers (per task the faster correct run):")
        for a, b in itertools.combinations(singles, 2):
            best = [min(par2(by_task[t][a]), par2(by_task[t][b])) for t in tasks]
            solved = sum(1 for t in tasks if by_task[t][a]["correct"] or by_task[t][b]["correct"])
            out.append(f"  {a + '+' + b:24} correct {solved:3} of {len(tasks)}  "
                       f"PAR-2 {sum(best):8.1f} s")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("results", type=Path)
    ap.add_argument("--configs", default="", help="comma-separated (default: all, in order)")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    rows = load(args.results)
    configs = [c for c in args.configs.split(",") if c] or \
        list(dict.fromkeys(str(r["config"]) for r in rows))
    text = "\n".join(tables(rows, configs)) + "\n"
    sys.stdout.write(text)
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
