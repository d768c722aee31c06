"""bmc's command-line options: the argparse parser and its translation into ``Options``.

``build_parser()`` is the parser (groups: input, unwinding, checks, solver, output, and
CBMC compatibility from ``cbmc_options``); ``options_from_args`` checks the combinations and
builds the frozen ``Options``; ``parse_options(argv)`` does both (None for ``--version``).
``Parser`` turns argparse's errors into ``UsageError`` (exit 1; bmc keeps 2 for C input
errors); the benchmark subcommands build their parsers on it.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from typing import Any

from bmc.cli import cbmc_options
from bmc.cli.property_file import parse_property_file
from bmc.errors import BmcError, UsageError
from bmc.ir.target import model_for
from bmc.options import (BACKENDS, CONCURRENCY_ENCODINGS, CONTEXT_BOUND_STYLES, FP_ENCODINGS,
                         MEMORY_MODELS, OPTIONAL_CHECKS, PATH_CHECKS, STANDARD_CHECKS, STRATEGIES,
                         SWITCH_POINTS, VACUITY_CHECKS, VIEWS, BackendKind,
                         Options)
from bmc.version import __version__

# (check name, flag stem): --<stem>-check enables, --no-<stem>-check disables.
CHECK_FLAGS: tuple[tuple[str, str], ...] = (
    ("bounds", "bounds"),
    ("div-by-zero", "div-by-zero"),
    ("signed-overflow", "signed-overflow"),
    ("undefined-shift", "undefined-shift"),
    ("pointer", "pointer"),
    ("unsigned-overflow", "unsigned-overflow"),
    ("conversion", "conversion"),
    ("memory-leak", "memory-leak"),
    ("memory-cleanup", "memory-cleanup"),
    ("pointer-overflow", "pointer-overflow"),
    ("data-race", "data-race"),
    ("float-conversion", "float-conversion"),
    ("float-overflow", "float-overflow"),
    ("nan", "nan"),
    ("float-div-by-zero", "float-div-by-zero"),
    ("deadlock", "deadlock"),
)
CHECK_HELP = {
    "bounds": "array bounds on every read and write",
    "div-by-zero": "division and remainder by zero",
    "signed-overflow": "signed arithmetic overflow (+ - * / unary - <<)",
    "undefined-shift": "shift by a negative or too large distance, shift of a negative value",
    "pointer": "pointer dereferences (null, invalid, freed, dead, out of bounds) and free "
               "(invalid, offset, double free)",
    "unsigned-overflow": "unsigned arithmetic wrap-around",
    "conversion": "integer conversions that change the value",
    "float-conversion": "floating -> integer conversions whose value does not fit "
                        "(undefined behaviour)",
    "float-overflow": "floating-point operations on finite operands with an infinite result",
    "nan": "floating-point operations on non-NaN operands with a NaN result",
    "float-div-by-zero": "floating-point division by zero",
    "memory-leak": "memory leaks: a dynamic object unreachable (lost) at program exit",
    "memory-cleanup": "memory cleanup: a dynamic object not freed at program exit "
                      "(also when still reachable)",
    "pointer-overflow": "pointer arithmetic leaving its object (beyond one past the end) "
                        "or wrapping",
    "data-race": "data races: two threads access the same bytes, at least one writes, not "
                 "both in atomic sections, and the accesses can be adjacent in a schedule "
                 "(properties <function>.data-race.<n>)",
    "deadlock": "deadlocks: a reachable state in which every live thread (main included) "
                "waits for a mutex, a condition variable, a join or pthread_once that nothing "
                "can enable (property main.deadlock.1; without it a blocked thread simply "
                "stops)",
}

_MACRO = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\([^()]*\))?(=.*)?$", re.DOTALL)


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are ``UsageError``s (exit 1)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


class _CheckAction(argparse.Action):
    """Records ``--<check>-check`` / ``--no-<check>-check`` in command-line order."""

    def __init__(self, option_strings: Sequence[str], dest: str, check: str = "",
                 enable: bool = True, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, **kwargs)  # type: ignore[arg-type]
        self.check = check
        self.enable = enable

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        ops = list(getattr(namespace, self.dest, None) or [])
        negated = option_string is not None and option_string.startswith("--no-")
        ops.append((self.enable and not negated, self.check))
        setattr(namespace, self.dest, ops)


def plain_text(doc: str | None) -> str:
    """A module docstring as ``--help`` prints it: without reStructuredText's literal
    markup (double backquotes) and roles (``:func:``)."""
    text = re.sub(r":[a-z]+:`([^`]*)`", r"\1", doc or "")
    return text.replace("``", "")


# =============================================================================== values
def _positive_int(text: str) -> int:
    try:
        value = int(text, 10)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return value


def _non_negative_int(text: str) -> int:
    try:
        value = int(text, 10)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected an integer, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a non-negative integer, got {text!r}")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") \
            from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, got {text!r}")
    return value


def _unwindset(text: str) -> list[tuple[str, int]]:
    entries: list[tuple[str, int]] = []
    for item in text.split(","):
        ident, sep, bound = item.strip().rpartition(":")
        if not sep or not ident or not bound:
            raise argparse.ArgumentTypeError(
                f"expected ID:N or FUNCTION:LINE:N[,...] (e.g. main.0:5, main:12:5), got "
                f"{text!r}")
        entries.append((ident, _positive_int(bound)))
    return entries


def _macro(text: str) -> str:
    if not _MACRO.match(text):
        raise argparse.ArgumentTypeError(f"expected MACRO or MACRO=VALUE, got {text!r}")
    return text


# =============================================================================== parser
USAGE = ("%(prog)s [options] FILE...\n"
         "       bmc {compare,tasks,perf,report,lab} ... (see bmc COMMAND --help)")


class _HelpCbmc(argparse.Action):
    """``--help-cbmc``: print CBMC's options as bmc takes them, and exit."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        shown = Parser(prog="bmc", usage="%(prog)s [CBMC options] FILE...", add_help=False,
                       description="CBMC 6's command line as bmc reads it (bmc's own "
                                   "options: bmc --help).")
        cbmc_options.add_options(shown)
        shown.print_help()
        parser.exit(0)


def build_parser() -> argparse.ArgumentParser:
    """bmc's command line. ``--help`` lists bmc's own options by group (a check and its
    ``--no-`` form in one entry); CBMC's spellings are accepted as well but listed by
    ``--help-cbmc`` only."""
    p = Parser(prog="bmc", allow_abbrev=False, usage=USAGE,
                description="Bounded model checking of C programs: unrolls loops, inlines "
                            "calls and asks a SAT/SMT solver whether any property can fail.",
                epilog="Exit codes: 0 successful, 10 failed, 5 inconclusive, 1 usage error, "
                       "2 input error, 6 unsupported feature. Subcommands: bmc compare "
                       "(solvers on one VCC), bmc tasks (SV-COMP task sets), bmc perf "
                       "(phase times), bmc report (this run plus the HTML report in "
                       "bmc-report/), bmc lab (the teaching lab's sheets and autograder); see bmc COMMAND --help. CBMC's "
                       "command-line options are accepted too: bmc --help-cbmc lists them.")
    p.set_defaults(check_ops=None, data_model=None)

    g = p.add_argument_group("input")
    g.add_argument("files", nargs="*", metavar="FILE", help="C source files (.c or .i)")
    g.add_argument("--function", metavar="NAME", help="entry function (default: main)")
    g.add_argument("-I", dest="include_dirs", action="append", default=[], metavar="DIR",
                   help="add DIR to the include search path")
    g.add_argument("-D", dest="defines", action="append", default=[], type=_macro,
                   metavar="MACRO[=V]", help="define a preprocessor macro")
    g.add_argument("--data-model", choices=("ILP32", "LP64"),
                   help="integer and pointer widths (default: LP64)")
    g.add_argument("--ILP32", "--32", dest="data_model", action="store_const", const="ILP32",
                   help="same as --data-model ILP32")
    g.add_argument("--LP64", "--64", dest="data_model", action="store_const", const="LP64",
                   help="same as --data-model LP64")

    g = p.add_argument_group("unwinding")
    g.add_argument("--unwind", type=_positive_int, metavar="N",
                   help="enter each loop head at most N times (a loop whose body runs T "
                        "times is complete at N = T+1; default: deepen 1, 2, 3, 4, 6, 8, 12, ... until "
                        "every loop is complete, at most 100, as --incremental does)")
    g.add_argument("--incremental", action="store_true",
                   help="bug hunting without guessing the depth: unwind 1, 2, 3, 4, 6, 8, 12, ... until a "
                        "property fails, every loop is complete (a proof), --max-unwind is "
                        "reached or --timeout runs out; a progress line per depth on stderr")
    g.add_argument("--max-unwind", type=_positive_int, metavar="N",
                   help="deepest bound --incremental (and the default without --unwind) "
                        "tries (default: 100)")
    g.add_argument("--k-induction", dest="strategy", action="store_const",
                   const="k-induction",
                   help="prove beyond the bound: base case, forward condition and inductive "
                        "step for k = 1, 2, ... (same as --strategy k-induction)")
    g.add_argument("--strategy", choices=STRATEGIES,
                   help="auto: quick bounded checks, k-induction and deepening sharing the "
                        "time (the default with --property-file and no --unwind); "
                        "k-induction; incremental: deepening only")
    g.add_argument("--field-abstraction", action="store_true",
                   help="check an abstraction that keeps only the tracked struct fields and "
                        "globals, refined by counterexamples (tracked-field CEGAR)")
    g.add_argument("--field-abstraction-schedules", action="store_true",
                   help="with --field-abstraction in programs with threads: re-check a "
                        "counterexample on its path and schedule and refine from it "
                        "(default: re-check the whole program)")
    g.add_argument("--unwindset", type=_unwindset, action="append", default=[],
                   metavar="ID:N[,ID:N...]",
                   help="per-loop bounds, loop ids as --show-loops prints them, or "
                        "FUNCTION:LINE:N for the loop of FUNCTION that starts on LINE "
                        "(repeatable)")
    g.add_argument("--path-check", choices=PATH_CHECKS, default="loops",
                   help="symex drops a call or loop iteration whose path a quick SAT check "
                        "proves infeasible: recursion: in recursive functions and calls of "
                        "them; loops: those and every loop iteration (default); all: also "
                        "before every call; off: never (verdicts never depend on it, only "
                        "the formula's size)")
    g.add_argument("--unwinding-assertions", dest="unwinding_assertions",
                   action="store_true", default=True,
                   help="check that the bounds suffice (default)")
    g.add_argument("--no-unwinding-assertions", dest="unwinding_assertions",
                   action="store_false",
                   help="assume the bounds suffice (the result is then not a proof)")

    g = p.add_argument_group("checks")
    g.add_argument("--no-standard-checks", dest="check_ops", action=_CheckAction,
                   check="*standard", enable=False,
                   help="turn off the default checks: " + ", ".join(sorted(STANDARD_CHECKS)))
    for check, stem in CHECK_FLAGS:
        default = check in STANDARD_CHECKS
        what = CHECK_HELP[check]
        g.add_argument(f"--{stem}-check", f"--no-{stem}-check", dest="check_ops",
                       action=_CheckAction, check=check, enable=True,
                       help=f"{what} (default: {'on' if default else 'off'})")
    g.add_argument("--malloc-may-fail", dest="malloc_may_fail", action="store_true",
                   help="malloc, calloc and realloc may fail nondeterministically (default: "
                        "allocation never fails, as in SV-COMP)")
    g.add_argument("--malloc-fail-null", dest="malloc_fail_null", action="store_true",
                   help="a failing allocation returns NULL (the only failure mode; with "
                        "--malloc-may-fail)")
    g.add_argument("--property", dest="properties", action="append", default=[],
                   metavar="ID", help="check only this property (repeatable; ids as "
                                      "--show-properties prints them)")
    g.add_argument("--vacuity-check", choices=VACUITY_CHECKS, default="assertions",
                   help="check that each property that holds is reached by some path "
                        "within the bounds (else it is reported NOT REACHED, which also "
                        "shows assumptions that exclude every run): assertions (default), "
                        "all properties, or off; one solver call per model")
    g.add_argument("--no-vacuity-check", dest="vacuity_check", action="store_const",
                   const="off", help="same as --vacuity-check off")
    g.add_argument("--property-file", metavar="F.prp",
                   help="SV-COMP property file (unreach-call, no-overflow, "
                        "valid-memsafety, valid-memcleanup, no-data-race); prints an "
                        "SV-COMP: line")

    g = p.add_argument_group("solver")
    g.add_argument("--backend", choices=BACKENDS,
                   help="sat: bit-blast to CNF (default); z3: Z3's API; smt: an external "
                        "SMT-LIB2 solver; bitwuzla, cvc5: their Python packages")
    g.add_argument("--z3", action="store_true", help="same as --backend z3")
    g.add_argument("--sat-solver", default=None, metavar="NAME",
                   help="pysat solver for --backend sat (default: cadical195, and "
                        "--float-sat-solver for formulas with floating-point "
                        "arithmetic), or 'portfolio': several solvers in parallel "
                        "processes, the first decided answer wins")
    g.add_argument("--float-sat-solver", default="glucose4", metavar="NAME",
                   help="without --sat-solver: the pysat solver for formulas with "
                        "floating-point arithmetic (default: glucose4; 'same': "
                        "cadical195 as for the others)")
    g.add_argument("--float-intervals", dest="float_intervals",
                   action=argparse.BooleanOptionalAction, default=True,
                   help="before the solver, try to prove properties of formulas with "
                        "floating-point arithmetic by interval arithmetic with bisection "
                        "of the float inputs (sound, proves only; default: on)")
    g.add_argument("--float-interval-budget", metavar="SECONDS", type=float, default=6.0,
                   help="CPU seconds the interval prover may spend per check "
                        "(default: 6)")
    g.add_argument("--portfolio", metavar="S1,S2,...", default="",
                   help="the members of --sat-solver portfolio (pysat names taking "
                        "conflict budgets; implies --sat-solver portfolio; default: "
                        "minisat22,cadical195,glucose4,maplechrono cut to "
                        "--portfolio-size)")
    g.add_argument("--portfolio-size", metavar="N", type=int, default=None,
                   help="how many portfolio members run (default: one per CPU, at "
                        "least 2)")
    g.add_argument("--smt-solver", metavar="CMD",
                   help="external SMT-LIB2 solver command, e.g. 'z3 -in' (implies "
                        "--backend smt)")
    g.add_argument("--memory-model", choices=MEMORY_MODELS, default="alias",
                   help="memory encoding (default: alias); verdicts do not depend on it")
    g.add_argument("--fp-encoding", choices=FP_ENCODINGS, default="native",
                   help="floating point on the SMT backends (z3, bitwuzla, cvc5, smt, "
                        "--smt2): native: the solver's FloatingPoint theory (default); "
                        "bitblast: the IEEE circuits of --backend sat as bit-vector terms "
                        "(QF_BV). --backend sat always bit-blasts")
    g.add_argument("--context-bound", type=_context_bound, metavar="K|auto",
                   help="contexts per thread in the sequentialization of a program "
                        "with threads (contexts of the whole run with "
                        "--context-bound-style global; default: auto, a bound covering "
                        "every schedule of the unwound program)")
    g.add_argument("--concurrency-encoding", choices=CONCURRENCY_ENCODINGS,
                   default="lal-reps",
                   help="lal-reps: K copies of the shared state, one per round (default); "
                        "tcbmc: Rabinovitz-Grumberg, one copy per global context, each "
                        "owned by one thread")
    g.add_argument("--context-bound-style", choices=CONTEXT_BOUND_STYLES,
                   default="per-thread",
                   help="per-thread: K contexts per thread in round-robin order (default; "
                        "the same schedules under both encodings); global: K contexts in "
                        "the whole run, in any order (tcbmc only)")
    g.add_argument("--switch-points", choices=SWITCH_POINTS, default="shared",
                   help=argparse.SUPPRESS)     # measurement mode of bench/concurrency.py
    g.add_argument("--no-spurious-wakeups", dest="spurious_wakeups", action="store_false",
                   default=True,
                   help="pthread_cond_wait returns only after a signal or broadcast (POSIX "
                        "also allows spurious wake-ups, which are modelled by default)")
    g.add_argument("--timeout", type=_seconds, metavar="S",
                   help="give up after S seconds of wall time, counted from the start of "
                        "the command (VERIFICATION INCONCLUSIVE, exit 5)")
    g.add_argument("--memory-limit", type=_non_negative_int, metavar="MB",
                   help="give up when the resident memory passes MB megabytes (VERIFICATION "
                        "INCONCLUSIVE naming the phase, exit 5; default: 3/4 of the "
                        "machine's memory; 0: no limit)")

    g = p.add_argument_group("contracts (CBMC's __CPROVER_requires/ensures/assigns)")
    g.add_argument("--enforce-contract", dest="enforce_contracts", action="append",
                   default=[], metavar="F",
                   help="check F against its contract (requires assumed, ensures asserted, "
                        "every write inside the assigns clause); repeatable")
    g.add_argument("--replace-call-with-contract", dest="replace_contracts",
                   action="append", default=[], metavar="F",
                   help="replace each call of F by its contract (requires asserted, the "
                        "frame havocked, ensures assumed); repeatable")

    g = p.add_argument_group("output")
    views = g.add_mutually_exclusive_group()
    for view in VIEWS:
        views.add_argument(f"--show-{view}", dest="show", action="store_const", const=view,
                           help=f"print the {_VIEW_HELP[view]} and stop")
    g.add_argument("--trace", dest="trace", action="store_true", default=True,
                   help="print a counterexample trace for each failure (default)")
    g.add_argument("--no-trace", dest="trace", action="store_false",
                   help="do not print counterexample traces")
    g.add_argument("--full-trace", dest="full_trace", action="store_true",
                   help="print every step of long traces (by default the trace of an "
                        "unwinding assertion or of an inconclusive result is shortened "
                        "to its first and last steps)")
    g.add_argument("--trace-reads", action="store_true",
                   help="traces also show the reads of each assignment (read x = 0); "
                        "programs with threads show the reads of shared state always")
    g.add_argument("--json", action="store_true", help="print the result as one JSON object")
    g.add_argument("--witness", dest="witness_file", metavar="FILE",
                   help="write an SV-COMP witness to FILE: a violation witness for a "
                        "failure, a correctness witness for a proof (none if inconclusive)")
    g.add_argument("--witness-format", choices=("yaml", "graphml"), default=None,
                   help="witness format: yaml (format 2.0, default) or graphml (1.0)")
    g.add_argument("--graphml-witness", dest="graphml_witness", metavar="FILE",
                   help="as CBMC: --witness FILE --witness-format graphml")
    g.add_argument("--sarif", dest="sarif_file", metavar="FILE",
                   help="write the failed properties and their traces as SARIF 2.1.0 to FILE")
    g.add_argument("--smt2", dest="smt2_file", metavar="FILE",
                   help="write the verification condition as SMT-LIB2 to FILE and stop")
    g.add_argument("--dimacs", dest="dimacs_file", metavar="FILE",
                   help="write the verification condition as DIMACS CNF to FILE and stop")
    g.add_argument("--harness", dest="harness_file", metavar="FILE",
                   help="write a C file that replays the counterexample's inputs when "
                        "compiled with the program (gcc, see its header)")
    g.add_argument("--html", dest="html_dir", metavar="DIR",
                   help="write a static HTML report (source, properties, traces) to DIR")
    g.add_argument("--verbosity", type=_non_negative_int, default=1, metavar="N",
                   help="0: results only; 1: also the header, statistics and notes "
                        "(default; progress lines every few seconds when stderr is a "
                        "terminal); 2: progress lines always, and one line per depth of "
                        "the default deepening")
    g.add_argument("--version", action="store_true", help="print the version and exit")
    g.add_argument("--help-cbmc", action=_HelpCbmc,
                   help="list CBMC's options that bmc accepts (same meaning, mapped, or "
                        "noted) and exit")
    cbmc_options.add_options(p, listed=False)
    return p


_VIEW_HELP = {"loops": "loop ids (for --unwindset)", "properties": "property ids",
              "ir": "instrumented intermediate representation",
              "ssa": "SSA equation", "vcc": "verification conditions",
              "memory": "memory classes of --memory-model (members, encoding)",
              "sequentialized": "sequentialization of a program with threads (Lal-Reps or "
                                "tcbmc, per --concurrency-encoding)",
              "frames": "frame of each function (what it may write, inferred from the "
                        "points-to analysis)"}


# =============================================================================== options
def _context_bound(text: str) -> int | str:
    """``auto`` or a positive number of contexts per thread."""
    if text == "auto":
        return text
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid context bound {text!r}") from None
    if not 1 <= value <= 64:
        raise argparse.ArgumentTypeError("the context bound must be between 1 and 64")
    return value


def _checks(ops: list[tuple[bool, str]] | None) -> frozenset[str]:
    enabled = set(STANDARD_CHECKS)
    ops = ops or []
    if any(name == "*standard" for _, name in ops):
        enabled -= STANDARD_CHECKS
    for enable, name in ops:
        if name == "*standard":
            continue
        if enable:
            enabled.add(name)
        else:
            enabled.discard(name)
    assert enabled <= STANDARD_CHECKS | OPTIONAL_CHECKS
    return frozenset(enabled)


def _backend(args: argparse.Namespace) -> BackendKind:
    chosen = args.backend
    if args.z3:
        if chosen not in (None, "z3"):
            raise UsageError(f"--z3 conflicts with --backend {chosen}")
        chosen = "z3"
    if args.smt_solver is not None:
        if not args.smt_solver.strip():
            raise UsageError("--smt-solver needs a command, e.g. --smt-solver 'z3 -in'")
        if chosen not in (None, "smt"):
            raise UsageError(f"--smt-solver conflicts with --backend {chosen}")
        chosen = "smt"
    if chosen == "smt" and args.smt_solver is None:
        raise UsageError("--backend smt needs a solver command: --smt-solver 'z3 -in' "
                         "(or bitwuzla, 'cvc5 --lang smt2')")
    return BackendKind(chosen or "sat")


def options_from_args(args: argparse.Namespace) -> Options:
    """The ``Options`` for parsed arguments (usage errors for inconsistent values)."""
    if not args.files:
        raise UsageError("no input files (try bmc --help)")
    entry = args.function
    svcomp: str | None = None
    if args.property_file is not None:
        svcomp, prp_entry = parse_property_file(args.property_file)
        if entry is None:
            entry = prp_entry
    if args.incremental and args.unwind is not None:
        raise UsageError("--incremental chooses the bound itself: use --max-unwind N "
                         "instead of --unwind N")
    if args.max_unwind is not None and args.unwind is not None:
        raise UsageError("--max-unwind bounds the deepening; it conflicts with --unwind")
    if args.incremental and not args.unwinding_assertions:
        raise UsageError("--incremental needs the unwinding assertions (they tell when a "
                         "loop is complete); drop --no-unwinding-assertions")
    strategy = args.strategy
    if strategy is not None and args.unwind is not None:
        raise UsageError(f"--strategy {strategy} chooses the bounds itself; it conflicts "
                         "with --unwind")
    if strategy is not None and args.incremental:
        raise UsageError(f"--strategy {strategy} conflicts with --incremental (use --strategy "
                         "incremental)")
    if strategy is not None and not args.unwinding_assertions:
        raise UsageError(f"--strategy {strategy} needs the unwinding assertions; drop "
                         "--no-unwinding-assertions")
    if strategy is None and args.property_file is not None and args.unwind is None \
            and not args.incremental and args.unwinding_assertions:
        strategy = "auto"
    bounds: dict[str, int] = {}
    for group in args.unwindset:
        for ident, bound in group:
            bounds[ident] = bound
    options = Options(
        files=tuple(args.files),
        entry=entry or "main",
        include_dirs=tuple(args.include_dirs),
        defines=tuple(args.defines),
        data_model=args.data_model or model_for("", args.arch or "", args.os_name or "").name,
        arch=args.arch or "",
        os_name=args.os_name or "",
        endianness=args.endianness or "",
        unwind=args.unwind,
        incremental=args.incremental or strategy == "incremental",
        max_unwind=args.max_unwind,
        strategy=strategy if strategy != "incremental" else None,
        unwindset=tuple(bounds.items()),
        unwinding_assertions=args.unwinding_assertions,
        checks=_checks(args.check_ops),
        properties=tuple(dict.fromkeys(args.properties)),
        property_file=args.property_file,
        svcomp_property=svcomp,
        backend=_backend(args),
        sat_solver="portfolio" if args.portfolio else args.sat_solver or "cadical195",
        float_sat_solver=None if args.portfolio or args.sat_solver is not None
        or args.float_sat_solver == "same" else args.float_sat_solver,
        portfolio_members=tuple(n.strip() for n in args.portfolio.split(",") if n.strip()),
        portfolio_size=args.portfolio_size,
        smt_solver=args.smt_solver,
        smt2_file=args.smt2_file,
        dimacs_file=args.dimacs_file,
        memory_model=args.memory_model,
        fp_encoding=args.fp_encoding,
        float_intervals=args.float_intervals,
        float_interval_budget=args.float_interval_budget,
        path_check=args.path_check,
        context_bound=args.context_bound,
        concurrency_encoding=args.concurrency_encoding,
        context_bound_style=args.context_bound_style,
        switch_points=args.switch_points,
        malloc_may_fail=args.malloc_may_fail,
        spurious_wakeups=args.spurious_wakeups,
        show=args.show,
        trace=args.trace,
        trace_reads=args.trace_reads,
        timeout=args.timeout,
        memory_limit=args.memory_limit,
        json=args.json,
        verbosity=args.verbosity,
        stop_on_fail=args.stop_on_fail,
        vacuity_check=args.vacuity_check,
        full_trace=args.full_trace,
        error_labels=tuple(dict.fromkeys(args.error_labels)),
        nondet_static=args.nondet_static,
        ui=args.ui or "text",
        harness_file=args.harness_file,
        html_dir=args.html_dir,
        enforce_contracts=tuple(args.enforce_contracts),
        replace_contracts=tuple(args.replace_contracts),
        field_abstraction=args.field_abstraction,
        thread_branches=args.field_abstraction_schedules,
        **_witness_options(args),
    )
    return cbmc_options.apply(args, options)


def _witness_options(args: argparse.Namespace) -> dict[str, Any]:
    """``witness_file``, ``witness_format`` and ``sarif_file`` (usage errors for conflicts)."""
    witness, fmt = args.witness_file, args.witness_format
    if args.graphml_witness is not None:
        if witness is not None or fmt == "yaml":
            raise UsageError("--graphml-witness conflicts with --witness/--witness-format yaml")
        witness, fmt = args.graphml_witness, "graphml"
    if fmt is not None and witness is None:
        raise UsageError("--witness-format needs --witness FILE")
    return {"witness_file": witness, "witness_format": fmt or "yaml",
            "sarif_file": args.sarif_file}


REPORT_DIR = "bmc-report"


def parse_options(argv: Sequence[str], report: bool = False) -> Options | None:
    """Options for ``argv``; None when ``--version`` was asked (already printed).
    ``report``: the arguments of ``bmc report`` (``--html`` defaults to ``bmc-report``)."""
    parser = build_parser()
    if report:
        parser.prog = "bmc report"
        parser.description = (
            "A verification run (the same files and options as bmc FILE...) that also "
            f"writes the static HTML report to --html DIR (default: {REPORT_DIR}/): "
            "source, properties and traces.")
        parser.epilog = "Exit codes as for bmc FILE...: 0 successful, 10 failed, 5 " \
                        "inconclusive, 1 usage error, 2 input error, 6 unsupported feature."
        parser.set_defaults(html_dir=REPORT_DIR)
    args = parser.parse_args(cbmc_options.normalise_argv(argv))
    if args.version:
        print(f"bmc {__version__}")
        return None
    return options_from_args(args)



def machine_ui(argv: Sequence[str]) -> str | None:
    """``json-ui`` / ``xml-ui`` when the command line asks for CBMC's machine-readable
    output (the last one given wins), else None."""
    uis = [a.removeprefix("--") for a in argv if a in ("--json-ui", "--xml-ui")]
    return uis[-1] if uis else None


def early_answer(argv: Sequence[str]) -> Options | int:
    """The options of an ordinary ``bmc FILE... [options]`` command line, or the exit code
    when it is already answered: ``--version`` and ``--help`` (printed), an option error
    (its message on stderr). With ``--json-ui``/``--xml-ui`` an error must also go to
    stdout in that format, which ``cli.main`` does: then the code is -1 (not answered);
    likewise for an unexpected exception (``cli.main`` reports it as an internal error)."""
    try:
        options = parse_options(argv)
    except BmcError as e:
        if machine_ui(argv) is not None:
            return -1
        print(e.render(), file=sys.stderr)
        return e.exit_code
    except SystemExit as e:                       # --help (argparse exits 0)
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except Exception:  # noqa: BLE001 - cli.main reports it as an internal error
        return -1
    return 0 if options is None else options


__all__ = ["early_answer", "machine_ui", "Parser", "build_parser", "plain_text", "options_from_args", "parse_options", "REPORT_DIR",
           "CHECK_FLAGS", "CHECK_HELP"]
