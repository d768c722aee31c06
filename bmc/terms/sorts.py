"""Sorts of terms: Bool, fixed-width bit-vectors and arrays (SMT-LIB's QF_ABV)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class BoolSort:
    """The sort of propositions."""

    def __str__(self) -> str:
        return "Bool"


@dataclass(frozen=True, slots=True)
class BVSort:
    """Bit-vectors of a fixed positive width."""

    width: int

    def __post_init__(self) -> None:
        if self.width <= 0:
            raise ValueError(f"bit-vector width must be positive, got {self.width}")

    def __str__(self) -> str:
        return f"(_ BitVec {self.width})"


@dataclass(frozen=True, slots=True)
class ArraySort:
    """Total maps from an index sort to an element sort."""

    index: Sort
    element: Sort

    def __str__(self) -> str:
        return f"(Array {self.index} {self.element})"


Sort = BoolSort | BVSort | ArraySort

BOOL = BoolSort()


def bv(width: int) -> BVSort:
    """The bit-vector sort of the given width."""
    return BVSort(width)


def width_of(sort: Sort) -> int:
    """Width of a bit-vector sort (1 for Bool); arrays have no width."""
    match sort:
        case BVSort(width=w):
            return w
        case BoolSort():
            return 1
        case ArraySort():
            raise TypeError("arrays have no width")
