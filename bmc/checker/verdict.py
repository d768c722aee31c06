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

``qualify`` turns SUCCESS into NOT REACHED (no path reaches the property: the vacuity
check) or BOUNDED (holds only up to a context bound below the covering one); neither
changes the verdict: an unreachable property cannot fail, and whatever made the check
partial (a cut loop, a short context bound) already makes it INCONCLUSIVE unless something
FAILED. ``vacuity_warning`` warns about properties a complete check reaches by no path.

``interrupted`` is the INCONCLUSIVE result of a run a resource limit stopped.
"""

from __future__ import annotations

from dataclasses import replace

from bmc.checker.decide import property_table
from bmc.checker.no_body import approximated_failures, approximated_reason, \
    indefinite_failures, indefinite_reason
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
    approximated_values = approximated_failures(equation, program.functions, properties,
                                                COVERAGE_CLASSES)
    if approximated_values:
        reasons.append(approximated_reason(approximated_values))
        indefinite = {**indefinite, **approximated_values}
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
        reasons.append("not fully unwound: " + ", ".join(g.label for g in gaps))
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


# classes the vacuity check looks at by default / never (reaching them is their property,
# or they are the bounds themselves)
VACUITY_DEFAULT = frozenset({PropertyClass.ASSERTION, PropertyClass.POSTCONDITION})
VACUITY_NEVER = frozenset({PropertyClass.UNWIND, PropertyClass.RECURSION,
                           PropertyClass.ERROR_CALL, PropertyClass.ERROR_LABEL})


def vacuity_candidates(options: Options, properties: tuple[PropertyResult, ...]) -> list[str]:
    """The ids of the properties that hold and that ``--vacuity-check`` asks about."""
    match options.vacuity_check:
        case "off":
            return []
        case "all":
            return [p.id for p in properties
                    if p.status is Status.SUCCESS and p.property_class not in VACUITY_NEVER]
        case _:       # the program's own assertions (not those of bmc's library models)
            return [p.id for p in properties
                    if p.status is Status.SUCCESS and p.property_class in VACUITY_DEFAULT
                    and not p.loc.file.startswith("<")]


def context_text(contexts: tuple[int, int, str]) -> str:
    """``context bound 2 of 7`` (per thread) / ``3 of 5 global contexts``."""
    k, needed, unit = contexts
    if unit == "global contexts":
        return f"{k} of {needed} global contexts"
    return f"context bound {k} of {needed}"


def qualify(options: Options, equation: Equation, properties: tuple[PropertyResult, ...],
            unreached: frozenset[str], gaps: tuple[UnwindGap, ...]
            ) -> tuple[PropertyResult, ...]:
    """SUCCESS made honest: NOT REACHED for the ids in ``unreached`` (no path reaches them
    within the bounds), BOUNDED for the rest when the context bound does not cover every
    schedule (``holds up to context bound 2 of 7``); ``detail`` says which bound."""
    contexts = equation.contexts
    short = contexts if contexts is not None and contexts[0] < contexts[1] else None
    cut = bool(gaps) or short is not None or not options.unwinding_assertions
    out: list[PropertyResult] = []
    for p in properties:
        if p.status is Status.SUCCESS and p.id in unreached:
            if short is not None:
                detail = f"no path reaches it within {context_text(short)}"
            elif cut:
                detail = "no path reaches it within the unwinding bounds"
            else:
                detail = ("no path reaches it: it holds vacuously; dead code, or "
                          "assumptions that exclude every run to it")
            p = replace(p, status=Status.UNREACHED, detail=detail)
        elif p.status is Status.SUCCESS and short is not None:
            p = replace(p, status=Status.BOUNDED, detail=f"holds up to {context_text(short)}")
        out.append(p)
    return tuple(out)


def vacuity_warning(result: VerificationResult) -> VerificationResult:
    """A complete check (every loop unwound, every schedule) that proves a property only
    because no path reaches it: warn, naming it (the verdict does not change)."""
    vacuous = [p for p in result.properties if p.status is Status.UNREACHED
               and p.detail.startswith("no path reaches it:")]
    if not vacuous:
        return result
    names = ", ".join(f"{p.id} (line {p.loc.line})" for p in vacuous)
    text = (f"no path reaches {names}: {'it holds' if len(vacuous) == 1 else 'they hold'} "
            "vacuously; check the assumptions (__CPROVER_assume, __VERIFIER_assume) and the "
            "conditions on the way")
    return replace(result, warnings=(*result.warnings, text))


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


__all__ = ["judge", "interrupted", "assignments", "qualify", "vacuity_candidates",
           "vacuity_warning", "context_text", "VACUITY_DEFAULT", "VACUITY_NEVER"]
