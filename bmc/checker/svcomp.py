"""SV-COMP's semantics of a result: which failures settle an answer, and the answer line.

(Which checks a property file turns on is ``ir.checks.effective_checks``; reading the
``.prp`` file is ``cli.property_file``.) With ``--property-file``:

* ``unreach-call`` and ``no-overflow`` are settled by any real failure, so the solver loop
  stops at the first (``SETTLED_BY_ANY_FAILURE``);
* ``no-data-race`` is decided only by data races: another failed check (thread-API misuse)
  makes the result inconclusive, never a race;
* a deadlock settles nothing (in SV-COMP's semantics a blocked thread simply stops);
* ``valid-memsafety`` answers name the sub-property of the failed memory property met first
  in execution order.
"""

from __future__ import annotations

from collections.abc import Callable

from bmc.ir.properties import COVERAGE_CLASSES, PropertyClass
from bmc.options import Options
from bmc.result import PropertyResult, Status, Verdict
from bmc.symex.equation import Assertion, Equation

# SV-COMP properties whose answer is false(<property>) whatever real failure is found
SETTLED_BY_ANY_FAILURE = frozenset({"unreach-call", "no-overflow"})

# valid-memsafety answers name the sub-property of the first violated memory property
MEMSAFETY_SUBPROPERTY = {PropertyClass.ARRAY_BOUNDS: "valid-deref",
                         PropertyClass.POINTER_DEREFERENCE: "valid-deref",
                         PropertyClass.FREE: "valid-free",
                         PropertyClass.MEMORY_LEAK: "valid-memtrack"}


def settles(options: Options, property_class: str) -> bool:
    """Whether a failure of ``property_class`` can settle the answer under ``options``:
    with no-data-race only a race does; with any property file a deadlock does not."""
    if options.svcomp_property == "no-data-race" and property_class != PropertyClass.DATA_RACE:
        return False
    return options.svcomp_property is None or property_class != PropertyClass.DEADLOCK


def decisive(options: Options) -> Callable[[str], bool] | None:
    """Which classes' first failure ends the solver loop (an SV-COMP answer that one
    failure settles, or ``--stop-on-fail``: any real failure); None: decide every property."""
    if options.svcomp_property in SETTLED_BY_ANY_FAILURE or options.stop_on_fail:
        return _real_failure
    return None


def _real_failure(property_class: str) -> bool:
    return property_class not in COVERAGE_CLASSES and property_class != PropertyClass.DEADLOCK


def step_order(equation: Equation | None) -> dict[str, int]:
    """Property id -> index of its first assertion step (symex follows execution order)."""
    order: dict[str, int] = {}
    if equation is not None:
        for index, step in enumerate(equation.steps):
            if isinstance(step, Assertion):
                order.setdefault(step.property_id, index)
    return order


def svcomp_answer(verdict: Verdict, options: Options,
                  properties: tuple[PropertyResult, ...] = (),
                  order: dict[str, int] | None = None) -> str | None:
    """``true``, ``false(<property>)`` or ``unknown`` with ``--property-file``; else None.

    For valid-memsafety the sub-property is that of the failed memory property met first
    in execution order (``order``: first SSA step per property id; else table order): a
    later failure may only be a consequence of the first (a double free after a use after
    free)."""
    if options.svcomp_property is None and options.property_file is None:
        return None
    match verdict:
        case Verdict.SUCCESSFUL:
            return "true"
        case Verdict.FAILED:
            if options.svcomp_property == "valid-memsafety":
                rank = order or {}
                for p in sorted(properties, key=lambda p: rank.get(p.id, len(rank))):
                    sub = MEMSAFETY_SUBPROPERTY.get(p.property_class)  # type: ignore[call-overload]
                    if p.status is Status.FAILURE and sub:
                        return f"false({sub})"
            return f"false({options.svcomp_property or 'unreach-call'})"
        case Verdict.INCONCLUSIVE:
            return "unknown"


__all__ = ["SETTLED_BY_ANY_FAILURE", "settles", "decisive", "step_order",
           "svcomp_answer"]
