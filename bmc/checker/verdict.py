"""The verdict of one check, per docs/output-contract.md.

``judge`` turns the decided properties of a check into a ``VerificationResult``:

* FAILED if a property that is not a coverage property failed, that failure settles the
  answer (``svcomp.settles``) and its counterexample does not pass a call of a function
  without a body (``no_body``): every such failure is an execution of the program;
* INCONCLUSIVE if a property is UNKNOWN, a loop is not fully unwound, a coverage property
  (allocation limit, memory at exit, argv, approximated library call) failed, a function
  without body has effects bmc does not model, symex approximated something, or a failure
  does not settle the SV-COMP answer; the ``reason`` says which;
* SUCCESSFUL otherwise.

``interrupted`` is the INCONCLUSIVE result of a run a resource limit stopped.
"""

from __future__ import annotations

from bmc.checker.decide import property_table
from bmc.checker.no_body import indefinite_failures, indefinite_reason
from bmc.checker.run import RunState
from bmc.checker.svcomp import settles, step_order, svcomp_answer
from bmc.errors import ResourceLimit
from bmc.frontend.side_effects import unmodelled
from bmc.ir.program import Program
from bmc.ir.properties import COVERAGE_CLASSES, PropertyClass
from bmc.options import Options, backend_text
from bmc.result import (SIZED_PHASES, PhaseTimes, PropertyResult, Statistics, Status,
                        UnwindGap, VerificationResult, Verdict)
from bmc.symex.equation import Assignment, Equation

# reasons for a coverage failure (a path bmc did not explore), by class
COVERAGE_REASONS = {
    PropertyClass.ALLOCATION_LIMIT: "an allocation may exceed the pointer encoding's object "
                                    "size limit; such paths were not explored",
    PropertyClass.MEMORY_LEAK_EXIT: "memory is still allocated at exit()/abort(); whether it "
                                    "is lost (unreachable from the stack) is not decided",
    PropertyClass.ARGV_LIMIT: "argv is used where argc may exceed the modelled argument "
                              "strings",
}


def judge(options: Options, program: Program, equation: Equation | None,
          properties: tuple[PropertyResult, ...], gaps: tuple[UnwindGap, ...],
          stats: Statistics, reasons: list[str]) -> VerificationResult:
    """The verdict of ``properties`` (see the module doc), with warnings, the reason and
    the SV-COMP answer; ``reasons`` already holds the solver's (timeout, failure)."""
    reasons = list(reasons)
    failed = [p for p in properties if p.status is Status.FAILURE]
    indefinite = indefinite_failures(properties, program.undefined_functions, COVERAGE_CLASSES)
    if indefinite:
        reasons.append(indefinite_reason(indefinite))
    real = [p for p in failed if p.property_class not in COVERAGE_CLASSES]
    if any(p.property_class == PropertyClass.DEADLOCK and not settles(options, p.property_class)
           for p in failed):
        reasons.append("a deadlock was found, which no SV-COMP property covers (in SV-COMP's "
                       "semantics a blocked thread simply stops)")
    if options.svcomp_property == "no-data-race" \
            and any(p.property_class != PropertyClass.DATA_RACE for p in real):
        reasons.append("a check other than the data-race check failed (no-data-race decides "
                       "only races; the runs past that failure are not defined)")
    for cls, text in COVERAGE_REASONS.items():
        if any(p.property_class == cls for p in failed):
            reasons.append(text)
    approximated = [p.description for p in failed
                    if p.property_class == PropertyClass.APPROXIMATION]
    if approximated:
        reasons.append("a library call was approximated: " + "; ".join(approximated))
    unknown = any(p.status is Status.UNKNOWN for p in properties)
    if gaps:
        reasons.append("not fully unwound: " + ", ".join(g.loop_id for g in gaps))
    missing = unmodelled(program.undefined_functions)
    if missing:
        reasons.append("the effects of functions without body were not modelled: "
                       + ", ".join(missing))
    incomplete = equation is not None and bool(equation.incomplete)
    if equation is not None:
        reasons.extend(equation.incomplete)
    if any(settles(options, p.property_class) and p.id not in indefinite for p in real):
        verdict = Verdict.FAILED
    elif unknown or gaps or missing or incomplete or failed:
        verdict = Verdict.INCONCLUSIVE
    else:
        verdict = Verdict.SUCCESSFUL
    warnings = list(program.warnings) + (list(equation.warnings) if equation else [])
    return VerificationResult(
        verdict=verdict, properties=properties, gaps=gaps,
        warnings=tuple(dict.fromkeys(warnings)), stats=stats,
        svcomp=svcomp_answer(verdict, options, properties, step_order(equation)),
        reason="; ".join(reasons) if verdict is Verdict.INCONCLUSIVE else "")


def interrupted(run: RunState, error: ResourceLimit) -> VerificationResult:
    """The INCONCLUSIVE result of a run stopped by ``error``: every property known so far
    UNKNOWN, the sizes built before the limit, the phase named in the reason."""
    phase = error.phase or run.phase
    run.close_phase_clock()
    reason = run.limit_reason(error)
    if run.equation is not None:
        props = tuple(PropertyResult(p.id, p.property_class, p.description, p.loc,
                                     Status.UNKNOWN) for p in property_table(run.equation))
    elif run.program is not None:
        props = tuple(PropertyResult(a.property_id, a.property_class, a.description, a.loc,
                                     Status.UNKNOWN) for _, _, a in run.program.assertions())
    else:
        props = ()
    equation = run.equation
    backend = backend_text(run.options)
    if phase in SIZED_PHASES and equation is not None:
        # the equation is this check's; the sizes are what the backend built before the limit
        sizes = run.sizes
        stats = Statistics(times=PhaseTimes(tuple(run.times)),
                           ssa_steps=equation.step_count,
                           ssa_assignments=assignments(equation),
                           term_nodes=len(equation.store),
                           variables=sizes.variables if sizes else 0,
                           clauses=sizes.clauses if sizes else 0,
                           backend=backend, unfinished=phase)
    else:
        stats = Statistics(times=PhaseTimes(tuple(run.times)), backend=backend,
                           unfinished=phase)
    warnings = (list(run.program.warnings) if run.program else []) \
        + (list(equation.warnings) if equation else [])
    return VerificationResult(Verdict.INCONCLUSIVE, props, (),
                              tuple(dict.fromkeys(warnings)), stats,
                              svcomp_answer(Verdict.INCONCLUSIVE, run.options), reason)


def assignments(equation: Equation) -> int:
    """The number of SSA assignments (a statistics figure)."""
    return sum(1 for s in equation.steps if isinstance(s, Assignment))


__all__ = ["judge", "interrupted", "assignments"]
