"""Property classes: what kind of property an ``Assert`` (and the symex ``Assertion`` made of
it) checks, and the named groups of classes the verdict logic uses.

In: nothing (definitions only). Out: ``PropertyClass``, a ``StrEnum`` whose values are the
class names printed everywhere (``--show-ir``, property ids ``<function>.<class>.<n>``,
reports), frozensets of members, and ``property_owner`` (the ``<function>`` of an id). A member equals (and hashes like) its string, so
code that still compares with the bare strings keeps working and output is unchanged.
"""

from __future__ import annotations

from enum import StrEnum


class PropertyClass(StrEnum):
    """Every class the front end, the instrumentation, symex and the strategies produce."""

    # the program's own assertions
    ASSERTION = "assertion"                  # assert(), __CPROVER_assert, __VERIFIER_assert
    ERROR_CALL = "error-call"                # reach_error() and the like is reachable
    ERROR_LABEL = "error_label"              # --error-label: the label is reachable
    PRECONDITION = "precondition"            # __CPROVER_precondition, memcpy's no-overlap
    POSTCONDITION = "postcondition"          # __CPROVER_postcondition
    ASSIGNS = "assigns"                      # a write outside the frame (bmc.contracts)
    # C's undefined behaviour (bmc.ir.checks, bmc.ir.float_checks, bmc.ir.memops)
    ARRAY_BOUNDS = "array_bounds"
    POINTER_DEREFERENCE = "pointer_dereference"
    POINTER_ARITHMETIC = "pointer_arithmetic"
    FREE = "free"
    PRECONDITION_INSTANCE = "precondition_instance"   # free()'s preconditions, no --pointer-check
    OVERFLOW = "overflow"
    DIVISION_BY_ZERO = "division-by-zero"
    UNDEFINED_SHIFT = "undefined-shift"
    NAN = "NaN"
    # exit-time memory checks (bmc.symex.exit_checks)
    MEMORY_LEAK = "memory-leak"
    MEMORY_LEAK_EXIT = "memory-leak-exit"    # still allocated at exit()/abort(): a gap
    MEMORY_CLEANUP = "memory-cleanup"
    # threads (bmc.frontend.threads, bmc.concurrency)
    CONCURRENCY = "concurrency"              # thread API misuse
    DATA_RACE = "data-race"
    DEADLOCK = "deadlock"
    # limits of the exploration (coverage properties: a failure is a gap, not a bug)
    UNWIND = "unwind"
    RECURSION = "recursion"
    ALLOCATION_LIMIT = "allocation-limit"
    ARGV_LIMIT = "argv-limit"
    APPROXIMATION = "approximation"          # a library model that is not exact
    NO_BODY = "no-body"                      # a call of a function without a body (CBMC's)
    BIT_COUNT = "bit_count"                  # __builtin_clz/ctz of 0 (undefined)
    # k-induction (bmc.strategy)
    INVARIANT = "invariant"


# loop and recursion unwinding assertions
UNWIND_CLASSES = frozenset({PropertyClass.UNWIND, PropertyClass.RECURSION})
# properties whose failure means "not explored", not "bug": they make a result INCONCLUSIVE
COVERAGE_CLASSES = UNWIND_CLASSES | {PropertyClass.ALLOCATION_LIMIT,
                                     PropertyClass.MEMORY_LEAK_EXIT, PropertyClass.ARGV_LIMIT,
                                     PropertyClass.APPROXIMATION, PropertyClass.NO_BODY}
# the program's own assertions (kept or dropped per --property-file; --error-label's too)
USER_CLASSES = frozenset({PropertyClass.ASSERTION, PropertyClass.ERROR_CALL,
                          PropertyClass.ERROR_LABEL})

# the functions the front end adds for --enforce-contract f / --replace-call-with-contract f
# (bmc.frontend.contract_wrappers): their properties are f's, as CBMC names them
# (``f.postcondition.1``, ``f.precondition.1``, ``f.assigns.2``)
ENFORCE_WRAPPER_PREFIX = "__bmc_contract_enforce_"
REPLACE_WRAPPER_PREFIX = "__bmc_contract_replace_"


def property_owner(function: str) -> str:
    """The function whose name a property of ``function`` carries: the user's function for
    a contract wrapper, else ``function`` itself."""
    for prefix in (ENFORCE_WRAPPER_PREFIX, REPLACE_WRAPPER_PREFIX):
        if function.startswith(prefix):
            return function[len(prefix):]
    return function


__all__ = ["PropertyClass", "UNWIND_CLASSES", "COVERAGE_CLASSES", "USER_CLASSES",
           "ENFORCE_WRAPPER_PREFIX", "REPLACE_WRAPPER_PREFIX", "property_owner"]
