"""The command line: argparse -> ``Options`` -> pipeline -> text/JSON and an exit code.

``main(argv)`` returns the exit code (``python -m bmc`` and the ``bmc`` script exit with it).
This is the only place that turns exceptions into messages: a ``BmcError`` becomes its
one-line ``render()`` on stderr and its ``exit_code``; argparse errors are usage errors
(exit 1, not argparse's 2, which bmc reserves for C input errors); any other exception is
a bug and prints ``bmc: internal error: ...`` (exit 1) without a traceback. Set
``BMC_DEBUG=1`` to get the traceback too; under pytest the exception propagates so a test
sees it.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
import traceback
from collections.abc import Sequence
from dataclasses import replace

from bmc import __version__

from bmc.cli import cbmc_options as cbmc_compat
from bmc.errors import EXIT_INCONCLUSIVE, BmcError, InputError, UsageError
from bmc.ir.program import SourceLocation
from bmc.result import VerificationResult
from bmc.ir.target import model_for
from bmc.options import (BACKENDS, CONCURRENCY_ENCODINGS, CONTEXT_BOUND_STYLES, SWITCH_POINTS,
                         FP_ENCODINGS, MEMORY_MODELS, OPTIONAL_CHECKS, STANDARD_CHECKS, STRATEGIES,
                         VIEWS,
                         Options)

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


class _Parser(argparse.ArgumentParser):
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
        ops.append((self.enable, self.check))
        setattr(namespace, self.dest, ops)


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
                f"expected ID:N[,ID:N...] (e.g. main.0:5), got {text!r}")
        entries.append((ident, _positive_int(bound)))
    return entries


def _macro(text: str) -> str:
    if not _MACRO.match(text):
        raise argparse.ArgumentTypeError(f"expected MACRO or MACRO=VALUE, got {text!r}")
    return text


# =============================================================================== parser
def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="bmc", allow_abbrev=False,
                description="Bounded model checking of C programs: unrolls loops, inlines "
                            "calls and asks a SAT/SMT solver whether any property can fail.",
                epilog="Exit codes: 0 successful, 10 failed, 5 inconclusive, 1 usage error, "
                       "2 input error, 6 unsupported feature. Subcommands: bmc compare "
                       "(solvers on one VCC), bmc tasks (SV-COMP task sets), bmc perf "
                       "(phase times), bmc report (this run plus the HTML report in "
                       "bmc-report/); see bmc compare --help, bmc report --help.")
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
                        "times is complete at N = T+1; default: deepen 1, 2, 4, ... until "
                        "every loop is complete, at most 100, as --incremental does)")
    g.add_argument("--incremental", action="store_true",
                   help="bug hunting without guessing the depth: unwind 1, 2, 4, ... until a "
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
    g.add_argument("--unwindset", type=_unwindset, action="append", default=[],
                   metavar="ID:N[,ID:N...]",
                   help="per-loop bounds, loop ids as --show-loops prints them (repeatable)")
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
        g.add_argument(f"--{stem}-check", dest="check_ops", action=_CheckAction, check=check,
                       enable=True, help=f"check {what}" + (" (default)" if default else ""))
        g.add_argument(f"--no-{stem}-check", dest="check_ops", action=_CheckAction,
                       check=check, enable=False,
                       help=f"do not check {what}" + ("" if default else " (default)"))
    g.add_argument("--malloc-may-fail", dest="malloc_may_fail", action="store_true",
                   help="malloc, calloc and realloc may fail nondeterministically (default: "
                        "allocation never fails, as in SV-COMP)")
    g.add_argument("--malloc-fail-null", dest="malloc_fail_null", action="store_true",
                   help="a failing allocation returns NULL (the only failure mode; with "
                        "--malloc-may-fail)")
    g.add_argument("--property", dest="properties", action="append", default=[],
                   metavar="ID", help="check only this property (repeatable; ids as "
                                      "--show-properties prints them)")
    g.add_argument("--property-file", metavar="F.prp",
                   help="SV-COMP property file (unreach-call, no-overflow, "
                        "valid-memsafety, valid-memcleanup, no-data-race); prints an "
                        "SV-COMP: line")

    g = p.add_argument_group("solver")
    g.add_argument("--backend", choices=BACKENDS,
                   help="sat: bit-blast to CNF (default); z3: Z3's API; smt: an external "
                        "SMT-LIB2 solver; bitwuzla, cvc5: their Python packages")
    g.add_argument("--z3", action="store_true", help="same as --backend z3")
    g.add_argument("--sat-solver", default="cadical195", metavar="NAME",
                   help="pysat solver for --backend sat (default: cadical195)")
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

    g = p.add_argument_group("output")
    views = g.add_mutually_exclusive_group()
    for view in VIEWS:
        views.add_argument(f"--show-{view}", dest="show", action="store_const", const=view,
                           help=f"print the {_VIEW_HELP[view]} and stop")
    g.add_argument("--trace", dest="trace", action="store_true", default=True,
                   help="print a counterexample trace for each failure (default)")
    g.add_argument("--no-trace", dest="trace", action="store_false",
                   help="do not print counterexample traces")
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
                   help="0: results only; 1: also header and statistics (default)")
    g.add_argument("--version", action="store_true", help="print the version and exit")
    cbmc_compat.add_options(p)
    return p


_VIEW_HELP = {"loops": "loop ids (for --unwindset)", "properties": "property ids",
              "ir": "instrumented intermediate representation",
              "ssa": "SSA equation", "vcc": "verification conditions",
              "memory": "memory classes of --memory-model (members, encoding)",
              "sequentialized": "sequentialization of a program with threads (Lal-Reps or "
                                "tcbmc, per --concurrency-encoding)"}


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


def parse_property_file(path: str) -> tuple[str, str | None]:
    """``(property name, entry function or None)`` of an SV-COMP ``.prp`` file."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except FileNotFoundError:
        raise InputError("file not found", SourceLocation(path, 0)) from None
    except OSError as e:
        raise InputError(f"cannot read: {e.strerror or e}", SourceLocation(path, 0)) from None
    compact = re.sub(r"\s+", "", re.sub(r"//[^\n]*", "", text))
    checks: list[tuple[str, str, str]] = []
    for segment in re.findall(r"CHECK\(.*?(?=CHECK\(|$)", compact):
        m = re.fullmatch(r"CHECK\(init\(([A-Za-z_]\w*)\(\)\),(LTL|COVER)\((.*)\)\)", segment)
        if m is None:
            raise UsageError(f"{path}: cannot read property {segment!r}")
        checks.append((m.group(1), m.group(2), m.group(3)))
    if not checks:
        raise UsageError(f"{path}: not an SV-COMP property file "
                         "(expected CHECK( init(main()), LTL(...) ))")
    names: list[str] = []
    for _, kind, formula in checks:
        names.append(_property_name(kind, formula, path))
    unique = list(dict.fromkeys(names))
    if len(unique) > 1:
        raise UsageError(f"{path}: mixes properties {', '.join(unique)}")
    return unique[0], checks[0][0]


def _property_name(kind: str, formula: str, path: str) -> str:
    if kind == "COVER":
        return "coverage-error-call" if "call(" in formula else "coverage-branches"
    if re.fullmatch(r"G!call\([A-Za-z_]\w*\(\)\)", formula):
        return "unreach-call"
    table = {"G!overflow": "no-overflow", "Gvalid-free": "valid-memsafety",
             "Gvalid-deref": "valid-memsafety", "Gvalid-memtrack": "valid-memsafety",
             "Gvalid-memcleanup": "valid-memcleanup", "G!data-race": "no-data-race",
             "Fend": "termination", "Gdef-behavior": "def-behavior"}
    if formula in table:
        return table[formula]
    raise UsageError(f"{path}: unknown SV-COMP property LTL({formula})")


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


def _backend(args: argparse.Namespace) -> str:
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
    return chosen or "sat"


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
        sat_solver=args.sat_solver,
        smt_solver=args.smt_solver,
        smt2_file=args.smt2_file,
        dimacs_file=args.dimacs_file,
        memory_model=args.memory_model,
        fp_encoding=args.fp_encoding,
        context_bound=args.context_bound,
        concurrency_encoding=args.concurrency_encoding,
        context_bound_style=args.context_bound_style,
        switch_points=args.switch_points,
        malloc_may_fail=args.malloc_may_fail,
        spurious_wakeups=args.spurious_wakeups,
        show=args.show,
        trace=args.trace,
        timeout=args.timeout,
        json=args.json,
        verbosity=args.verbosity,
        stop_on_fail=args.stop_on_fail,
        error_labels=tuple(dict.fromkeys(args.error_labels)),
        nondet_static=args.nondet_static,
        ui=args.ui or "text",
        harness_file=args.harness_file,
        html_dir=args.html_dir,
        **_witness_options(args),
    )
    return cbmc_compat.apply(args, options)


def _witness_options(args: argparse.Namespace) -> dict[str, object]:
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
    args = parser.parse_args(cbmc_compat.normalise_argv(argv))
    if args.version:
        print(f"bmc {__version__}")
        return None
    return options_from_args(args)


# =============================================================================== main
def run(options: Options) -> int:
    """Run what ``options`` ask for, print it, return the exit code."""
    from bmc import pipeline
    from bmc.output.report import exit_code, render_json, render_text
    for note in options.notes:
        print(f"note: {note}", file=sys.stderr)
    if options.show is not None:
        from bmc.output.views import build_view
        view = build_view(options)
        sys.stdout.write(_json_line(view.to_json()) if options.json else view.text)
        return 0
    if options.smt2_file is not None or options.dimacs_file is not None:
        written = pipeline.export(options)
        if options.json:
            sys.stdout.write(_json_line({"tool": "bmc", "version": __version__,
                                         "wrote": written}))
        for path in [] if options.json else written:
            print(f"wrote {path}")
        return 0
    # --harness, --html, --witness and --sarif need the traces even with --no-trace (which
    # then only hides them)
    needs_traces = any(f is not None for f in (options.harness_file, options.html_dir,
                                               options.witness_file, options.sarif_file))
    result = pipeline.verify(replace(options, trace=True) if needs_traces else options,
                             progress=_progress_printer(options))
    shown = result if options.trace else replace(result, properties=tuple(
        replace(p, trace=None) for p in result.properties))
    render = {"json-ui": cbmc_compat.render_json_ui, "xml-ui": cbmc_compat.render_xml_ui
              }.get(options.ui, render_json if options.json else render_text)
    sys.stdout.write(render(shown, options))
    _write_reports(result, options)
    return exit_code(result)


def _write_reports(result: VerificationResult, options: Options) -> None:
    """The files of ``--harness``, ``--html``, ``--witness`` and ``--sarif``, written after
    the report (notes on stderr say what was written)."""
    if options.harness_file is not None:
        from bmc.output.harness import write_harness
        written = write_harness(options.harness_file, result, options.files,
                                options.target_model())
        if written is None:
            print(f"note: no harness written to {options.harness_file}: no property failed",
                  file=sys.stderr)
    if options.html_dir is not None:
        from bmc.output.html_report import write_report
        write_report(options.html_dir, result, options)
    if options.witness_file is not None:
        from bmc.output.witness import write_witness
        kind = write_witness(result, options)
        if kind is None:
            print(f"note: no witness written to {options.witness_file}: the result is "
                  "inconclusive", file=sys.stderr)
        else:
            print(f"note: wrote {kind} witness ({options.witness_format}) to "
                  f"{options.witness_file}", file=sys.stderr)
    if options.sarif_file is not None:
        from bmc.output.sarif import write_sarif
        write_sarif(result, options)
        print(f"note: wrote SARIF log to {options.sarif_file}", file=sys.stderr)


def _progress_printer(options: Options):  # noqa: ANN202 - Callable[[str], None] | None
    """Per-depth progress lines on stderr: always with ``--incremental``, with the default
    deepening (no ``--unwind``) from ``--verbosity 2``."""
    if not (options.incremental or options.strategy == "k-induction"
            or options.verbosity >= 2):
        return None

    def show(line: str) -> None:
        print(line, file=sys.stderr, flush=True)
    return show


def _json_line(data: dict[str, object]) -> str:
    """One JSON object on one line (as ``--json`` prints results)."""
    import json
    return json.dumps(data, ensure_ascii=False) + "\n"


SUBCOMMANDS = ("compare", "tasks", "perf", "report")


def report_main(argv: list[str]) -> int:
    """``bmc report FILE... [options] [--html DIR]``: a verification run that writes the
    HTML report (``bmc.output.html_report``) to DIR, by default ``bmc-report/``."""
    options = parse_options(argv, report=True)
    return 0 if options is None else run(options)


def subcommand(argv: Sequence[str]):  # noqa: ANN201 - Callable[[list[str]], int] | None
    """The handler of ``bmc compare|tasks|perf ...`` (see ``bmc.bench.cli``) or ``bmc
    report``, or None for the ordinary ``bmc FILE ...`` (also when a file of that name
    exists)."""
    if not argv or argv[0] not in SUBCOMMANDS or os.path.exists(argv[0]):
        return None
    if argv[0] == "report":
        return report_main
    from bmc.bench import cli as bench_cli
    return getattr(bench_cli, f"{argv[0]}_main")


def process_start() -> float:
    """The ``time.monotonic()`` value at which this process started (Linux: from
    ``/proc/self/stat``), so that ``--timeout`` bounds the wall time of the whole command,
    interpreter start-up and imports included; elsewhere, or if implausible, now."""
    now = time.monotonic()
    try:
        with open("/proc/self/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")   # field 22: starttime
        age = time.clock_gettime(time.CLOCK_BOOTTIME) - started
    except (OSError, ValueError, IndexError, AttributeError):
        return now
    return now - age if 0.0 <= age < MAX_STARTUP_SECONDS else now


MAX_STARTUP_SECONDS = 10.0    # an older process is not a fresh command line (an API user)


def main(argv: Sequence[str] | None = None) -> int:
    """The ``bmc`` command; returns the exit code. Without ``argv`` (the command line
    itself) ``--timeout`` counts from the process start, else from this call."""
    started = process_start() if argv is None else None
    if argv is None:
        argv = sys.argv[1:]
    try:
        sub = subcommand(argv)
        if sub is not None:
            code = sub(list(argv)[1:])
            sys.stdout.flush()
            return code
        options = parse_options(argv)
        if options is None:
            return 0
        if started is not None:
            options = replace(options, clock_start=started)
        code = run(options)
        sys.stdout.flush()
        return code
    except BmcError as e:
        print(e.render(), file=sys.stderr)
        ui = _machine_ui(argv)
        if ui is not None:
            from bmc.output.cbmc_ui import render_error
            sys.stdout.write(render_error(ui, e.render()))
        return e.exit_code
    except SystemExit as e:                       # --help (argparse exits 0)
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except KeyboardInterrupt:
        print("bmc: interrupted", file=sys.stderr)
        return 130
    except MemoryError:
        print("bmc: error: out of memory", file=sys.stderr)
        return EXIT_INCONCLUSIVE
    except BrokenPipeError:
        return 1
    except Exception as e:  # noqa: BLE001 - the one place that reports bugs
        if "PYTEST_CURRENT_TEST" in os.environ:
            raise
        where = ""
        tb = traceback.extract_tb(e.__traceback__)
        if tb:
            last = tb[-1]
            where = f" (at {os.path.basename(last.filename)}:{last.lineno})"
        print(f"bmc: internal error: {type(e).__name__}: {e}{where}", file=sys.stderr)
        if os.environ.get("BMC_DEBUG"):
            traceback.print_exc()
        return 1


def _machine_ui(argv: Sequence[str]) -> str | None:
    """``json-ui`` / ``xml-ui`` when a verification command line asks for CBMC's
    machine-readable output (the last one given wins), else None."""
    if subcommand(argv) not in (None, report_main):
        return None
    uis = [a.removeprefix("--") for a in argv if a in ("--json-ui", "--xml-ui")]
    return uis[-1] if uis else None


def console() -> None:
    """The ``bmc`` script and ``python -m bmc``: ``main()``, then, for a verification run,
    exit without the interpreter's teardown (freeing a large formula object by object
    takes up to a second, which ``--timeout`` would not cover). Subcommands exit normally."""
    ordinary = subcommand(sys.argv[1:]) is None
    code = main()
    if ordinary:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (BrokenPipeError, OSError):
            code = code or 1
        os._exit(code)
    sys.exit(code)


__all__ = ["main", "console", "build_parser", "options_from_args", "parse_property_file", "run"]
