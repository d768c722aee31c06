"""The interface every solver backend implements.

A backend receives Bool terms (``add``), answers ``check(assumptions)`` with SAT, UNSAT or
UNKNOWN, and after SAT gives values for any Bool or bit-vector term that occurs in what it
was given (``values``). It is incremental: ``add`` and ``check`` may alternate, and
assumptions hold for one ``check`` only. Backends know terms and nothing of C.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from bmc.terms.store import Term, TermStore


class SatResult(str, Enum):
    SAT = "sat"
    UNSAT = "unsat"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class BackendStats:
    variables: int = 0        # SAT variables, or SMT constants declared
    clauses: int = 0          # CNF clauses (0 for SMT backends)
    terms: int = 0            # term nodes sent
    solve_time: float = 0.0   # seconds spent inside the solver
    answered_by: str = ""     # a SAT portfolio: the members that answered the checks


class Backend(ABC):
    """One solver session over terms of ``store``."""

    name: str = "backend"

    def __init__(self, store: TermStore) -> None:
        self.store = store

    @abstractmethod
    def add(self, formula: Term) -> None:
        """Assert a Bool term for all later checks."""

    @abstractmethod
    def check(self, assumptions: Sequence[Term] = (), timeout: float | None = None) -> SatResult:
        """Satisfiability of everything added plus ``assumptions`` (Bool terms)."""

    @abstractmethod
    def values(self, terms: Sequence[Term]) -> list[int | bool]:
        """Model values (ints for bit-vectors, bools) after a SAT answer."""

    @abstractmethod
    def stats(self) -> BackendStats:
        """Sizes so far."""

    def progress_text(self) -> str:
        """What the backend has built so far, for a progress line; called from another
        thread, so it reads only plain counters (default: nothing)."""
        return ""

    def set_deadline(self, deadline: float | None) -> None:
        """A ``time.monotonic()`` value past which long work in ``add`` may raise
        ``ResourceLimit`` (the SAT backend's bit-blaster polls it; others need not)."""

    def close(self) -> None:
        """Release solver resources."""
