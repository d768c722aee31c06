"""Failures that are not definite: they depend on functions without a body (CBMC's
``no-body`` treatment) or on what a library model approximates.

A call of a function without a body gets a made-up result (the front end stores it in a
visible variable ``return_value_<f>``, ``bmc.frontend.specials.no_body_value_name``; a void
call stores 0 there) and, for functions with possible side effects, CBMC's property
``<caller>.no-body.<f>`` ("no body for callee f", a coverage class: its failure makes the
verdict INCONCLUSIVE, never FAILED). A failing property is a definite failure only if its
counterexample is an execution of the program: if the path to the failure passes a call of
a function without a body (the trace assigns ``return_value_<f>``), the real function might
have returned another value, written other state or not returned at all, so the failure is
reported as not definite and the verdict is INCONCLUSIVE naming the functions.

The rule is conservative: a failure whose counterexample passes such a call counts as not
definite even when the value does not matter, and without a trace (``--stop-on-fail``'s
later properties) every failure counts as not definite when the program calls any function
without a body. Nondet functions (``__VERIFIER_nondet_*``, ``nondet_*``) are inputs, not
functions without a body: they never make a failure indefinite.

Library models approximate in two places (``APPROXIMATING``): the characters
``sprintf``/``snprintf`` write (their number is exact) and ``%p``'s length. There the rule is
precise: a failure is not definite iff a choice of such a model lies in the cone of
influence of the failed assertions (``approximated_failures``), so a buffer overflow by
``sprintf`` stays a definite failure and ``assert(buf[0] == '4')`` after it does not.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bmc.checker.decide import ConeIndex
from bmc.frontend.specials import no_body_value_name
from bmc.ir.properties import PropertyClass
from bmc.result import PropertyResult, Status
from bmc.symex.equation import Assertion, Assignment, AssignmentKind, Equation
from bmc.terms.store import Term

NO_BODY_CLASS = PropertyClass.NO_BODY


def indefinite_failures(properties: Sequence[PropertyResult], no_body: Iterable[str],
                        ignore: frozenset[str] | set[str]) -> dict[str, tuple[str, ...]]:
    """Failed property id -> the functions without a body its counterexample depends on
    (properties of the classes in ``ignore`` are not looked at)."""
    functions = list(dict.fromkeys(no_body))
    if not functions:
        return {}
    values = {no_body_value_name(f): f for f in functions}
    out: dict[str, tuple[str, ...]] = {}
    for p in properties:
        if p.status is not Status.FAILURE or p.property_class in ignore \
                or p.property_class == NO_BODY_CLASS:
            continue
        if p.trace is None:
            out[p.id] = tuple(functions)
            continue
        used = [values[s.lhs] for s in p.trace.steps if s.lhs in values]
        if used:
            out[p.id] = tuple(dict.fromkeys(used))
    return out


# Library models whose nondet choices stand for something bmc does not compute (not for an
# input of the environment): the characters sprintf/snprintf write (their number is exact)
# and the length of a %p conversion (a range). The models never assume anything about these
# choices (they clamp instead), so only what is computed from them depends on them.
APPROXIMATING = {"__bmc_sprintf_write": "the characters sprintf wrote",
                 "__bmc_snprintf_write": "the characters snprintf wrote",
                 "__bmc_fmt_pointer": "the length of a %p conversion"}


def approximated_failures(equation: Equation | None, functions: Iterable[str],
                          properties: Sequence[PropertyResult],
                          ignore: frozenset[str] | set[str]) -> dict[str, tuple[str, ...]]:
    """Failed property id -> the approximated library results (``APPROXIMATING``) its
    failure depends on, for a program with ``functions``: a choice of such a model is in
    the cone of influence of the property's assertions (their guards, into which every
    assumption is folded, and conditions, through definitions and the constraints that
    share a variable). Such a failure is not definite (the real characters might not fail
    it); one outside that cone fails whatever the model chose. Without the equation (a
    strategy that judges results of several checks), conservatively: the approximating
    models whose choices the counterexample's trace passes (all of the program's, without a
    trace)."""
    names = set(functions)
    present = [f for f in APPROXIMATING if f in names]
    failed = [p for p in properties
              if p.status is Status.FAILURE and p.property_class not in ignore]
    if not failed or not present:
        return {}
    out: dict[str, tuple[str, ...]] = {}
    if equation is None:
        for p in failed:
            passed = present if p.trace is None else \
                [s.loc.function for s in p.trace.steps if s.kind == "input"]
            used = [APPROXIMATING[f] for f in passed if f in APPROXIMATING]
            if used:
                out[p.id] = tuple(dict.fromkeys(used))
        return out
    choices: dict[int, str] = {}
    roots: dict[str, list[Term]] = {p.id: [] for p in failed}
    for step in equation.steps:
        match step:
            case Assignment(lhs=lhs, kind=AssignmentKind.INPUT, loc=loc) \
                    if loc is not None and loc.function in APPROXIMATING:
                choices[lhs.uid] = APPROXIMATING[loc.function]
            case Assertion(property_id=pid, guard=guard, cond=cond) if pid in roots:
                roots[pid] += [guard, cond]
            case _:
                pass
    if not choices:
        return {}
    index = ConeIndex(equation)
    for pid, terms in roots.items():
        used = [choices[v.uid] for v in index.variables(terms) if v.uid in choices]
        if used:
            out[pid] = tuple(dict.fromkeys(used))
    return out


def approximated_reason(approximated: dict[str, tuple[str, ...]]) -> str:
    """The INCONCLUSIVE reason for failures that depend on approximated library results."""
    parts = [f"{pid} (on {', '.join(what)})" for pid, what in approximated.items()]
    return ("failures that depend on what bmc's library models do not compute exactly (not "
            "definite): " + "; ".join(parts))


def indefinite_reason(indefinite: dict[str, tuple[str, ...]]) -> str:
    """The INCONCLUSIVE reason for failures that depend on functions without a body."""
    parts = [f"{pid} (through {', '.join(fs)})" for pid, fs in indefinite.items()]
    return ("failures that depend on functions without a body (not definite, the real "
            "functions may behave otherwise): " + "; ".join(parts))
