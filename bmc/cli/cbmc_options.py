"""CBMC command lines: CBMC's options, each implemented, mapped to bmc's nearest choice,
accepted with a one-line note, or refused (exit 1 naming the alternative).

``add_options(parser)`` adds the group "CBMC compatibility" to bmc's parser;
``normalise_argv`` rewrites the two CBMC flags whose bmc namesakes take a file
(``--smt2``/``--dimacs`` [``--outfile F``]); ``apply(args, options)`` folds the parsed CBMC
options into ``Options``. Nothing here changes what is checked except the options that mean
exactly that in CBMC (``--error-label``, ``--nondet-static``, targets, ...): the solver and
encoding switches never change a verdict. The README's "Coming from CBMC" has the table.
"""

from __future__ import annotations

import argparse
import importlib.util
from typing import Any
from collections.abc import Sequence
from dataclasses import dataclass, replace

from bmc.errors import UsageError
from bmc.ir.target import ARCH_ALIASES, ARCHES, OSES
from bmc.options import Options


@dataclass(frozen=True, slots=True)
class Note:
    """A CBMC flag accepted without effect on the verdict: the one line printed for it."""

    flag: str
    text: str
    takes_value: bool = False


# Flags that tune CBMC's own solver or goto-program passes: bmc has no such step (or its
# own always-on equivalent); accepted with a note, never a change of verdict.
NOTES: tuple[Note, ...] = (
    Note("--arrays-uf-always", "memory classes are arrays or bit-vectors as their accesses "
                               "allow (--show-memory); --memory-model monolithic is the "
                               "nearest to one array for everything"),
    Note("--arrays-uf-never", "memory classes are arrays or bit-vectors as their accesses "
                              "allow (--show-memory)"),
    Note("--refine-arrays", "no array refinement: arrays are encoded eagerly"),
    Note("--refine-arithmetic", "no arithmetic refinement: arithmetic is bit-blasted eagerly"),
    Note("--refine", "no refinement: arrays and arithmetic are encoded eagerly"),
    Note("--no-propagation", "no constant propagation switch: symex always simplifies"),
    Note("--no-simplify", "no simplifier switch: terms are always folded"),
    Note("--slice-formula", "the formula holds only what the properties need already"),
    Note("--drop-unused-functions", "functions that are never called are never executed"),
    Note("--external-sat-solver", "no external SAT solver: pysat's --sat-solver is used",
         True),
    Note("--boolector", "Boolector is not available: using the default back end"),
    Note("--mathsat", "MathSAT is not available: using the default back end"),
    Note("--yices", "Yices is not available: using the default back end"),
    Note("--cvc4", "CVC4 is not available: using the default back end"),
    Note("--floatbv", "floating-point is IEEE bit-precise already (bmc has no other "
                      "encoding)"),
    Note("--gcc", "the front end already reads C as gcc does (GNU extensions)"),
    Note("--timestamp", "no time stamps on output lines", True),
    Note("--object-bits", "pointers are (object, offset) with 16 object bits on 64-bit "
                          "targets, 8 on 32-bit (more objects than that: exit 6)", True),
    Note("--pointer-primitive-check", "pointer primitives get the ordinary pointer checks "
                                      "(no separate property class)"),
    Note("--validate-goto-model", "the IR is validated by construction"),
    Note("--validate-ssa-equation", "the SSA equation is validated by construction"),
    Note("--string-abstraction", "strings are modelled byte by byte, exactly"),
    Note("--reachability-slice", "code that cannot reach a property adds nothing to the "
                                 "formula already"),
    Note("--full-slice", "code that cannot reach a property adds nothing to the formula "
                         "already"),
    Note("--max-field-sensitivity-array-size", "arrays are encoded per memory class "
                                               "(--show-memory)", True),
    Note("--symex-complexity-limit", "symex never abandons a path: the bound is --unwind",
         True),
    Note("--retain-trivial-checks", "every property is listed, trivial ones included"),
    Note("--export-file-local-symbols", "one run reads all files: static symbols keep "
                                        "their file"),
    Note("--trace-show-function-calls", "traces show calls with their parameters already"),
    Note("--trace-hex", "trace values are decimal (floats also in hex, JSON adds the bits)"),
    *(Note(f"--{std}", "C is read as gcc's gnu11 (later standards' features as gcc has "
                       "them)") for std in ("c89", "c99", "c11", "c17", "c23")),
)

# Flags bmc cannot honour: exit 1 naming the alternative.
REFUSED: dict[str, str] = {
    "--cover": "coverage goals (--cover) are not supported; state goals as assertions "
               "(__CPROVER_assert(0, ...) where a goal is reached) or use --property",
    "--depth": "bmc bounds loops, not steps: use --unwind N or --unwindset ID:N",
    "--ILP64": "64-bit int is not supported: use --64 (LP64) or --arch",
    "--malloc-fail-assert": "use --malloc-may-fail --malloc-fail-null (allocation returns "
                            "NULL)",
    "--paths": "path-by-path symbolic execution is not supported: bmc merges paths",
    "--partial-loops": "use --no-unwinding-assertions (paths beyond the bound are cut, "
                       "the result is no proof)",
    "--incremental-loop": "use --incremental (deepening until a failure or every loop is "
                          "complete)",
    "--enum-range-check": "enum values are not range-checked: assert the range "
                          "(__CPROVER_assert(e >= A && e <= Z, ...))",
    "--localize-faults": "no fault localization: read the trace (--trace, --json, --html)",
    "--havoc-undefined-functions": "functions without a body that take pointers are "
                                   "refused (exit 6): give them a body (a stub)",
    "--mm": "no weak memory models: threads run sequentially consistent",
    "--show-symbol-table": "use --show-ir (the lowered program with its symbols)",
}
_REFUSED_WITH_VALUE = {"--cover", "--depth", "--paths", "--incremental-loop", "--mm"}

# CBMC's --sat-solver names -> pysat's (cadical195 is bmc's default).
SAT_SOLVERS = {"minisat2": "minisat22", "minisat": "minisat22", "glucose": "glucose4",
               "cadical": "cadical195"}
# CBMC SAT solvers pysat does not have: the default is used (with a note).
OTHER_SAT_SOLVERS = ("kissat", "ipasir", "picosat", "zchaff", "booleforce", "cryptominisat")


def add_options(p: argparse.ArgumentParser, listed: bool = True) -> None:
    """The group "CBMC compatibility" (CBMC's spelling of options bmc has, mapped ones,
    noted ones and refused ones). ``listed=False``: accepted but left out of ``--help``
    (``bmc --help-cbmc`` lists them)."""
    g = p.add_argument_group(
        "CBMC compatibility",
        "CBMC's options: same meaning, mapped to bmc's nearest choice, or accepted with a "
        "one-line note (solver tuning never changes a verdict); see README 'Coming from "
        "CBMC'" if listed else None)

    def add(*flags: str, **kwargs: Any) -> None:
        if not listed:
            kwargs["help"] = argparse.SUPPRESS
        g.add_argument(*flags, **kwargs)

    add("--all-properties", dest="cbmc_all", action="store_true",
                   help="check every property, one verdict each (bmc's default)")
    add("--stop-on-fail", dest="stop_on_fail", action="store_true",
                   help="stop at the first failed property: one trace, the other "
                        "properties UNKNOWN")
    add("--error-label", dest="error_labels", action="append", default=[],
                   metavar="L", help="reaching label L is a failure (property "
                                     "<function>.error_label.<n>)")
    add("--compact-trace", "--stack-trace", dest="trace", action="store_true",
                   help="same as --trace")
    add("--json-ui", dest="ui", action="store_const", const="json-ui",
                   help="CBMC's JSON output: messages, a result array with property, "
                        "status and trace steps, cProverStatus")
    add("--xml-ui", dest="ui", action="store_const", const="xml-ui",
                   help="CBMC's XML output (<cprover>, <result>, <goto_trace>)")
    add("--16", "--LP32", dest="data_model", action="store_const", const="LP32",
                   help="16-bit int, 32-bit long and pointers")
    add("--LLP64", dest="data_model", action="store_const", const="LLP64",
                   help="32-bit long, 64-bit pointers (Windows)")
    names = sorted(ARCHES) + sorted(ARCH_ALIASES)
    add("--arch", dest="arch", choices=names, metavar="ARCH",
                   help="target architecture (widths, char signedness, byte order): "
                        + ", ".join(sorted(ARCHES)))
    add("--os", dest="os_name", choices=OSES, help="target operating system "
                   "(windows: 32-bit long on 64-bit targets; macOS arm64: signed char)")
    for flag, (arch, os_name) in TARGET_FLAGS.items():
        add(flag, dest="arch", action=_Target, nargs=0, const=(arch, os_name),
                       help=f"same as --arch {arch} --os {os_name}")
    add("--little-endian", dest="endianness", action="store_const",
                   const="little", help="multi-byte scalars little-endian in memory")
    add("--big-endian", dest="endianness", action="store_const", const="big",
                   help="multi-byte scalars big-endian in memory")
    add("--no-malloc-may-fail", dest="malloc_may_fail", action="store_false",
                   help="allocation never fails (bmc's default)")
    add("--no-built-in-assertions", dest="library_checks", action="store_false",
                   default=None, help="drop the checks inside bmc's library models "
                                      "(<builtin-library>: memcpy, strlen, free ...)")
    add("--nondet-static", dest="nondet_static", action="store_true",
                   help="global and static variables start with arbitrary values (not "
                        "their initialisers; const ones keep theirs)")
    add("--show-goto-functions", dest="show", action="store_const", const="ir",
                   help="same as --show-ir")
    add("--program-only", dest="show", action="store_const", const="ssa",
                   help="same as --show-ssa")
    add("--outfile", dest="outfile", metavar="F",
                   help="with --smt2/--z3/--cvc5/--bitwuzla: write the formula as SMT-LIB2 "
                        "to F (with --dimacs: DIMACS) and stop")
    add("--cvc5", dest="cbmc_solver", action="store_const", const="cvc5",
                   help="--backend cvc5 (if its Python package is installed, else a note)")
    add("--bitwuzla", dest="cbmc_solver", action="store_const", const="bitwuzla",
                   help="--backend bitwuzla (if installed, else a note)")
    add("--smt2-flag", dest="cbmc_smt2", action="store_true",
                   help=argparse.SUPPRESS)       # CBMC's bare --smt2 (normalise_argv)
    add("--dimacs-flag", dest="cbmc_dimacs", action="store_true",
                   help=argparse.SUPPRESS)       # CBMC's bare --dimacs (normalise_argv)
    for note in NOTES:
        if note.flag in ("--cvc5", "--bitwuzla"):
            continue
        add(note.flag, dest="cbmc_notes", action=_Record,
                       nargs=None if note.takes_value else 0, metavar="X",
                       help=f"accepted: {note.text}")
    for flag, why in REFUSED.items():
        add(flag, dest="cbmc_refused", action=_Record, metavar="X",
                       nargs=None if flag in _REFUSED_WITH_VALUE else 0,
                       help=f"refused (exit 1): {why}")


# CBMC's target shorthands: (architecture, operating system). --win32 is i386 Windows
# (ILP32), --winx64 x86-64 Windows (LLP64: 32-bit long, 64-bit pointers).
TARGET_FLAGS = {"--win32": ("i386", "windows"), "--i386-win32": ("i386", "windows"),
                "--winx64": ("x86_64", "windows"), "--i386-linux": ("i386", "linux"),
                "--i386-macos": ("i386", "macos"), "--ppc-macos": ("powerpc", "macos")}


class _Target(argparse.Action):
    """Sets both ``arch`` and ``os_name`` (one of ``TARGET_FLAGS``)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        namespace.arch, namespace.os_name = self.const


class _Record(argparse.Action):
    """Appends the option string itself (which of the noted/refused flags was given)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        seen = list(getattr(namespace, self.dest, None) or [])
        seen.append(option_string or "")
        setattr(namespace, self.dest, seen)


def normalise_argv(argv: Sequence[str]) -> list[str]:
    """CBMC's ``--smt2`` and ``--dimacs`` are flags (the formula goes to ``--outfile F`` or
    to a solver / stdout); bmc's take a file. A bare one (followed by nothing, by an
    option, or by an existing C file) becomes ``--smt2-flag``/``--dimacs-flag``."""
    import os
    out = list(argv)
    for k, arg in enumerate(out):
        if arg not in ("--smt2", "--dimacs"):
            continue
        nxt = out[k + 1] if k + 1 < len(out) else None
        if nxt is None or nxt.startswith("-") or (
                nxt.endswith((".c", ".i", ".h")) and os.path.isfile(nxt)):
            out[k] = arg + "-flag"
    return out


def apply(args: argparse.Namespace, options: Options) -> Options:
    """``options`` with the CBMC options of ``args`` folded in (UsageError for refused
    ones and for --smt2/--dimacs without a destination bmc can write)."""
    refused = getattr(args, "cbmc_refused", None) or []
    if refused:
        flag = refused[0]
        raise UsageError(f"{flag} is not supported: {REFUSED[flag]}")
    notes: list[str] = []
    for flag in getattr(args, "cbmc_notes", None) or []:
        text = next(n.text for n in NOTES if n.flag == flag)
        notes.append(f"{flag}: {text}")
    changes: dict[str, Any] = {}
    backend: str = options.backend
    solver = getattr(args, "cbmc_solver", None)
    if solver is not None:
        if args.backend not in (None, solver) or args.z3:
            raise UsageError(f"--{solver} conflicts with --backend {options.backend}")
        if importlib.util.find_spec(solver) is not None:
            backend = solver
        else:
            notes.append(f"--{solver}: its Python package is not installed: using the "
                         f"default back end (pip install {solver})")
    if getattr(args, "cbmc_smt2", False) and backend == "sat" and args.outfile is None:
        if importlib.util.find_spec("z3") is not None:
            backend = "z3"
            notes.append("--smt2: solving with Z3 through its API (--backend z3)")
        else:
            notes.append("--smt2: Z3 is not installed: using the default back end")
    if args.outfile is not None:
        target = "/dev/stdout" if args.outfile == "-" else args.outfile
        if getattr(args, "cbmc_dimacs", False):
            changes["dimacs_file"] = target
        elif getattr(args, "cbmc_smt2", False) or backend != "sat" or args.z3:
            changes["smt2_file"] = target
        else:
            raise UsageError("--outfile needs --smt2 (SMT-LIB2) or --dimacs (CNF)")
    elif getattr(args, "cbmc_dimacs", False):
        changes["dimacs_file"] = "/dev/stdout"
    if args.sat_solver in SAT_SOLVERS:
        changes["sat_solver"] = SAT_SOLVERS[args.sat_solver]
        changes["float_sat_solver"] = None
    elif args.sat_solver in OTHER_SAT_SOLVERS:
        changes["sat_solver"] = "cadical195"
        changes["float_sat_solver"] = None
        notes.append(f"--sat-solver {args.sat_solver}: not available in pysat: using "
                     "cadical195")
    if backend != options.backend:
        changes["backend"] = backend
    if getattr(args, "library_checks", None) is False:
        changes["library_checks"] = False
        notes.append("--no-built-in-assertions: the checks inside bmc's library models "
                     "(<builtin-library>) are dropped")
    if options.stop_on_fail and options.svcomp_property is not None:
        raise UsageError("--stop-on-fail conflicts with --property-file (which already "
                         "stops at the first failure)")
    if options.ui != "text" and options.json:
        raise UsageError(f"--{options.ui} conflicts with --json")
    changes["notes"] = tuple(dict.fromkeys(notes))
    return replace(options, **changes)


__all__ = ["add_options", "apply", "normalise_argv", "NOTES", "REFUSED", "SAT_SOLVERS"]
