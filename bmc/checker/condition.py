"""The verification condition alone: built once for ``bmc compare``, or written to files.

``build_condition(options)`` runs the front end, instrumentation, symex and
``decide.formula`` and returns the ``VerificationCondition`` (no solver). ``export(options)``
writes ``--smt2`` / ``--dimacs`` files: the VCC and the disjunction of every selected
property's failure (satisfiable iff some property fails), and returns their paths.
``--timeout`` stops either with a ``ResourceLimit`` naming the phase.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from bmc.backends.dimacs import write_dimacs
from bmc.checker.decide import Formula, formula
from bmc.checker.run import RunState, alarm, memory_guard, stopped_by_timeout
from bmc.checker.stages import check_inputs, instrument, load, symex
from bmc.encodings.float_terms import FloatLowering
from bmc.errors import UsageError
from bmc.ir.program import Program
from bmc.options import Options
from bmc.symex.equation import Equation
from bmc.terms.printer import script


@dataclass(frozen=True, slots=True)
class VerificationCondition:
    """A program's VCC built once: the instrumented program, the SSA equation, the
    ``decide.Formula`` (VCC conjuncts and a fail term per selected property) and the
    phase times (parse, lower, symex, formula)."""

    program: Program
    equation: Equation
    formula: Formula
    times: tuple[tuple[str, float], ...]


def build_condition(options: Options) -> VerificationCondition:
    """Front end, instrumentation, symex and ``decide.formula`` of ``options.files``, no
    solver (for ``bmc compare``, which sends it to many solvers). Input errors raise as in
    ``verify``."""
    check_inputs(options)
    run = RunState.start(options)
    with stopped_by_timeout(run), alarm(run), memory_guard(run):
        program = instrument(run, load(run))
        equation = symex(run, program)
        with run.stage("formula"):
            f = formula(equation, options)
    return VerificationCondition(program, equation, f, tuple(run.times))


def export(options: Options) -> list[str]:
    """Write the ``--smt2`` / ``--dimacs`` files; the paths written, in that order."""
    check_inputs(options)
    run = RunState.start(options)
    with stopped_by_timeout(run), alarm(run), memory_guard(run):
        equation = symex(run, instrument(run, load(run)))
        f = formula(equation, options)
        store = equation.store
        roots = [*f.definitions, store.or_(*f.fails)]
        written: list[str] = []
        comments = [f"bmc: verification condition of {' '.join(options.files)}",
                    "satisfiable iff some property fails; properties: "
                    + (", ".join(p.id for p in f.properties) or "none")]
        if options.smt2_file is not None:
            if options.fp_encoding == "bitblast":
                lowering = FloatLowering(store)
                roots = [lowering.lower(r) for r in roots]
            _write(options.smt2_file, script(roots, comments=comments))
            written.append(options.smt2_file)
        if options.dimacs_file is not None:
            buffer = io.StringIO()
            for c in comments:
                buffer.write(f"c {c}\n")
            write_dimacs(roots, store, buffer)
            _write(options.dimacs_file, buffer.getvalue())
            written.append(options.dimacs_file)
        return written


def _write(path: str, text: str) -> None:
    try:
        with open(path, "w", encoding="utf-8") as out:
            out.write(text)
    except OSError as e:
        raise UsageError(f"cannot write {path}: {e.strerror or e}") from None


__all__ = ["VerificationCondition", "build_condition", "export"]
