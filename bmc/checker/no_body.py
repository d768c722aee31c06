"""Failures that depend on functions without a body (CBMC's ``no-body`` treatment).

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
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bmc.frontend.specials import no_body_value_name
from bmc.ir.properties import PropertyClass
from bmc.result import PropertyResult, Status

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


def indefinite_reason(indefinite: dict[str, tuple[str, ...]]) -> str:
    """The INCONCLUSIVE reason for failures that depend on functions without a body."""
    parts = [f"{pid} (through {', '.join(fs)})" for pid, fs in indefinite.items()]
    return ("failures that depend on functions without a body (not definite, the real "
            "functions may behave otherwise): " + "; ".join(parts))
