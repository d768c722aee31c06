"""Peak memory and solve time of one pysat solver on a DIMACS file (issue 20, 'Overhead').

Loads the CNF clause by clause into a fresh solver (the way bmc streams its clauses), with
optional solver options, then solves it, under an assumption if one is given (bmc solves
under a selector literal). Prints the process's RSS before the solver, after loading and
after solving, the peak RSS, and the CPU seconds of the solve. Run it once per solver or
option set (a fresh process each: the peak is per process):

    python -m bmc loop.c --unwind 1000 --no-unwinding-assertions --dimacs loop.cnf
    python bench/solver_memory.py loop.cnf cadical195 [--assume LIT] [arena=0 ...]

To solve under an assumption as bmc does, replace the final unit clause ``L 0`` of the
DIMACS by ``-S L 0`` with a fresh variable ``S`` and pass ``--assume S``.
"""

from __future__ import annotations

import argparse
import resource
import time

from pysat.solvers import Solver


def rss_mb() -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS"):
                return int(line.split()[1]) // 1024
    return 0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cnf")
    ap.add_argument("solver")
    ap.add_argument("options", nargs="*", help="solver options NAME=INT (pysat configure)")
    ap.add_argument("--assume", type=int, action="append", default=[])
    args = ap.parse_args()
    base = rss_mb()
    solver = Solver(name=args.solver)
    options = dict((k, int(v)) for k, v in (o.split("=") for o in args.options))
    if options:
        solver.solver.configure(options)
    add = solver.add_clause
    with open(args.cnf) as f:
        for line in f:
            if line[0] in "cp" or not line.strip():
                continue
            lits = [int(x) for x in line.split()]
            if lits[-1] == 0:
                lits.pop()
            add(lits)
    loaded = rss_mb()
    start = time.process_time()
    answer = solver.solve(assumptions=args.assume)
    seconds = time.process_time() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    print(f"{args.solver} {' '.join(args.options) or 'default':<24} before {base} MB, "
          f"loaded {loaded} MB, solved {rss_mb()} MB, peak {peak} MB; "
          f"solve {seconds:.2f} s cpu -> {answer}")


if __name__ == "__main__":
    main()
