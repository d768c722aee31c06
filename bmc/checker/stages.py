"""The stages before the solver, each timed on the run's clock.

``check_inputs(options)`` (files exist, SV-COMP property known, option conflicts) ->
``load(run)`` (preprocess, parse, lower: phases "parse" and "lower") ->
``instrument(run, program)`` (property instrumentation, ``--unwindset`` ids checked) ->
``symex(run, program, options)`` (the SSA equation at the bounds of ``options``).
Each records what it built on the ``RunState`` so an interrupted run can still report it.
"""

from __future__ import annotations

import os
import re
from dataclasses import replace

from bmc.checker.run import RunState
from bmc.contracts.instrument import apply_contracts
from bmc.frontend.contract_wrappers import add_wrappers
from bmc.errors import InputError, UsageError
from bmc.frontend import lower_files, parse, preprocess
from bmc.frontend.recursion import on_deep_stack
from bmc.ir.checks import check_svcomp_property
from bmc.ir.checks import instrument as add_checks
from bmc.ir.program import Program, SourceLocation
from bmc.options import Options
from bmc.symex import execute
from bmc.symex.equation import Equation
from bmc.terms.store import TermStore


def check_inputs(options: Options) -> None:
    """Usage and input errors that need no parsing: files, the SV-COMP property."""
    if not options.files:
        raise UsageError("no input files")
    for path in options.files:
        if not os.path.exists(path):
            raise InputError("file not found", SourceLocation(path, 0))
        if os.path.isdir(path):
            raise InputError("is a directory, not a C file", SourceLocation(path, 0))
    check_svcomp_property(options)
    if options.context_bound_style == "global" and options.concurrency_encoding != "tcbmc":
        raise UsageError("--context-bound-style global needs --concurrency-encoding tcbmc "
                         "(Lal-Reps bounds the contexts of each thread)")


def load(run: RunState) -> Program:
    """The front end on ``run.options.files``, timed as "parse" (preprocess + parse) and
    "lower"."""
    options = run.options
    with run.stage("parse"):
        texts = [(preprocess(path, options), path) for path in options.files]
        units = [(parse(text, path), path) for text, path in texts]
        plan = None
        if options.enforce_contracts or options.replace_contracts:
            units, plan = add_wrappers(texts, units, options)       # bmc.contracts
    with run.stage("lower"):
        program = lower_files(units, options)
        return program if plan is None else apply_contracts(program, plan, options.entry)


def instrument(run: RunState, program: Program) -> Program:
    """The program with its properties (``ir.checks``), timed as part of "lower";
    ``--unwindset FUNCTION:LINE:N`` entries become loop ids in ``run.options``."""
    with run.stage("lower"):
        program = on_deep_stack(add_checks, program, run.options)   # deep expressions
    if any(_LINE_ENTRY.match(ident) for ident, _ in run.options.unwindset):
        run.options = replace(run.options,
                              unwindset=resolve_unwindset(program, run.options.unwindset))
    validate_unwindset(program, run.options)
    run.program = program
    return program


_LINE_ENTRY = re.compile(r"^(?P<function>[^:]+):(?P<line>[0-9]+)$")


def resolve_unwindset(program: Program, unwindset: tuple[tuple[str, int], ...]
                      ) -> tuple[tuple[str, int], ...]:
    """``--unwindset`` with each ``FUNCTION:LINE`` entry replaced by the id of the loop of
    that function whose head is on that line (a usage error if there is none, or more
    than one)."""
    out: list[tuple[str, int]] = []
    loops = program.loops_in_source_order()
    for ident, bound in unwindset:
        m = _LINE_ENTRY.match(ident)
        if m is None:
            out.append((ident, bound))
            continue
        function, line = m["function"], int(m["line"])
        ours = [loop for loop in loops if loop.function == function]
        there = [loop for loop in ours if loop.loc.line == line]
        if len(there) == 1:
            out.append((there[0].id, bound))
            continue
        if there:
            raise UsageError(f"--unwindset {ident}:{bound}: line {line} of {function} has "
                             f"{len(there)} loops ({', '.join(lp.label for lp in there)}); "
                             "give their ids")
        listing = ", ".join(lp.label for lp in ours) if ours else "none"
        raise UsageError(f"--unwindset {ident}:{bound}: no loop of {function} starts on "
                         f"line {line} (its loops: {listing}; see --show-loops)")
    return tuple(out)


def validate_unwindset(program: Program, options: Options) -> None:
    """Every ``--unwindset`` id must be a loop id (``--show-loops``), ``<f>.recursion`` or a
    function name (a recursion bound)."""
    if not options.unwindset:
        return
    loops = [loop.id for loop in program.loops()]
    valid = set(loops) | set(program.functions) | {f"{f}.recursion" for f in program.functions}
    for ident, _ in options.unwindset:
        if ident not in valid:
            listing = ", ".join(lp.label for lp in program.loops_in_source_order()) \
                if loops else "none"
            raise UsageError(f"--unwindset: unknown loop id {ident!r} (loops: {listing}; "
                             "see --show-loops)")


def symex(run: RunState, program: Program, options: Options | None = None,
          store: TermStore | None = None) -> Equation:
    """The SSA equation of ``program`` under ``options`` (default: the run's), timed as
    "symex"; ``store``: a shared term store (else a fresh one)."""
    run.store = store or TermStore()
    with run.stage("symex"):
        equation = execute(program, options or run.options, run.store, run.deadline)
    run.equation = equation
    return equation


__all__ = ["check_inputs", "load", "instrument", "validate_unwindset", "resolve_unwindset",
           "symex"]
