"""The benchmarking subcommands of ``bmc``: ``compare``, ``tasks`` and ``perf``.

``bmc``'s command line (``cli.subcommands``, entry points in pyproject.toml) hands ``argv`` (without the subcommand) to ``compare_main``, ``tasks_main``
or ``perf_main``; they raise ``BmcError``s like the rest and return the exit code.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from bmc.errors import UsageError
from bmc.bench.solvers import pysat_names
from bmc.cli.arguments import build_parser
from bmc.bench.compare import Comparison, compare, report
from bmc.bench.report import compare_plot, require_matplotlib
from bmc.options import Options
from bmc.bench.solvers import parse_specs, unavailable_notes
from bmc.cli.arguments import options_from_args
from bmc.bench.runner import main as runner_main
from bmc.bench.perf import main as perf


def _split_smt_solvers(argv: Sequence[str]) -> tuple[list[str], list[str]]:
    """``--smt-solver CMD`` may repeat in ``bmc compare``: take them out of ``argv``."""
    rest: list[str] = []
    commands: list[str] = []
    items = list(argv)
    k = 0
    while k < len(items):
        item = items[k]
        if item == "--smt-solver":
            if k + 1 >= len(items):
                raise UsageError("--smt-solver needs a command")
            commands.append(items[k + 1])
            k += 2
            continue
        if item.startswith("--smt-solver="):
            commands.append(item.split("=", 1)[1])
        else:
            rest.append(item)
        k += 1
    return rest, commands


# =============================================================================== compare
def compare_parser() -> argparse.ArgumentParser:
    """``bmc``'s own parser (every checking option applies) plus the compare options."""
    p = build_parser()
    p.prog = "bmc compare"
    p.description = ("Build the verification condition once and decide it with several "
                     "solvers in parallel processes; print verdict, time, size and peak "
                     "memory per solver and flag disagreements.")
    p.epilog = ("Exit codes: 0 the answering backends agree, 4 backends disagree, 5 no "
                "backend answered, 1 usage error, 2 input error, 6 unsupported feature. "
                "--timeout is per backend; --memory-limit MB is each backend's address-space "
                f"limit (default {COMPARE_MEMORY_MB}; 0: none).")
    g = p.add_argument_group("compare")
    g.add_argument("--backends", default="cadical195,z3", metavar="LIST",
                   help="comma-separated: pysat solver names (built here: "
                        f"{', '.join(pysat_names())}), z3, bitwuzla-py, cvc5-py, "
                        "smt:CMD, 'pysat' (every pysat solver built here), 'all' (those, "
                        "z3, bitwuzla-py and cvc5-py; default: cadical195,z3); "
                        "--smt-solver CMD (repeatable) adds smt:CMD. An SMT solver with "
                        "the suffix :bitblast (z3:bitblast, bitwuzla-py:bitblast, "
                        "cvc5-py:bitblast) gets floating point as the SAT backend's "
                        "circuits in bit-vector terms instead of its FP theory "
                        "(--fp-encoding bitblast does that for every SMT solver); the "
                        "'fp ops' column counts the FP operators a solver decides natively")
    g.add_argument("--jobs", type=int, default=2, metavar="N",
                   help="backends run at the same time (default: 2)")
    g.add_argument("--plot", metavar="FILE",
                   help="also draw the backends' times to FILE.png and FILE.svg (needs "
                        "matplotlib, the bench extra): fastest first, backends without "
                        "an answer at the time limit, disagreeing ones in red")
    return p


COMPARE_MEMORY_MB = 4096   # each backend's address-space limit without --memory-limit


def compare_main(argv: Sequence[str]) -> int:
    """``bmc compare FILE ... --backends a,b,c``."""
    rest, commands = _split_smt_solvers(argv)
    args = compare_parser().parse_args(rest)
    options = options_from_args(args)
    specs = parse_specs(args.backends.split(","), commands, options.fp_encoding)
    if not specs:
        raise UsageError("no backends to compare")
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    for note in unavailable_notes(specs):
        print(f"bmc compare: note: {note}", file=sys.stderr)
    if args.plot:
        require_matplotlib()            # before the run: a missing extra costs no time
    result = compare(options, specs, jobs=args.jobs, timeout=options.timeout,
                     memory_mb=COMPARE_MEMORY_MB if args.memory_limit is None
                     else args.memory_limit or None)
    code = report(result, as_json=options.json)
    if args.plot:
        for path in plot_comparison(result, options, Path(args.plot)):
            print(f"bmc compare: wrote {path}", file=sys.stderr)
    return code


def plot_comparison(result: Comparison, options: Options, path: Path) -> list[Path]:
    """``--plot FILE``: the backends' times (``bench.report.compare_plot``)."""
    limit = options.timeout or max([r.wall for r in result.rows] + [1.0])
    unwind = "auto" if options.unwind is None else str(options.unwind)
    answered = sum(1 for r in result.rows if r.verdict != "SKIPPED")
    title = (f"bmc compare {' '.join(Path(f).name for f in result.files)}: {answered} "
             f"backend{'' if answered == 1 else 's'}, {len(result.properties)} propert"
             f"{'y' if len(result.properties) == 1 else 'ies'}, unwind {unwind}, time limit "
             f"{limit:g} s{'' if options.timeout else ' (none: the slowest run)'}, "
             f"{result.term_nodes} term nodes")
    rows = [(r.backend, r.verdict, r.wall, r.disagrees) for r in result.rows]
    if path.suffix in (".png", ".svg"):
        path = path.with_suffix("")
    return compare_plot(rows, path, limit, title)


# =============================================================================== tasks
def tasks_main(argv: Sequence[str]) -> int:
    """``bmc tasks TASKS... [--config NAME=ARGS]...`` (see ``bench.runner``)."""
    return runner_main(argv)


# =============================================================================== perf
def perf_main(argv: Sequence[str]) -> int:
    """``bmc perf run|compare`` (see ``bench.perf``)."""
    return perf(argv)


__all__ = ["compare_main", "tasks_main", "perf_main", "compare_parser"]
