"""Property classes: the closed set of what a property checks (``<function>.<class>.<n>``).

The values are the class names printed in property ids and results; ``StrEnum`` members
compare equal to those strings.
"""

from __future__ import annotations

from enum import StrEnum


class PropertyClass(StrEnum):
    ASSERTION = "assertion"
    ARRAY_BOUNDS = "array_bounds"
    POINTER_DEREFERENCE = "pointer_dereference"
    POINTER = "pointer"
    FREE = "free"
    MEMORY_LEAK = "memory-leak"
    MEMORY_LEAK_EXIT = "memory-leak-exit"
    DATA_RACE = "data-race"
    DEADLOCK = "deadlock"
    UNWIND = "unwind"
    RECURSION = "recursion"
    ALLOCATION_LIMIT = "allocation-limit"
    ARGV_LIMIT = "argv-limit"
    APPROXIMATION = "approximation"


UNWIND_CLASSES = frozenset({PropertyClass.UNWIND, PropertyClass.RECURSION})
# failures that mean "not explored", not "bug": they make a result INCONCLUSIVE
COVERAGE_CLASSES = UNWIND_CLASSES | {PropertyClass.ALLOCATION_LIMIT,
                                     PropertyClass.MEMORY_LEAK_EXIT, PropertyClass.ARGV_LIMIT,
                                     PropertyClass.APPROXIMATION}
