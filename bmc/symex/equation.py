"""The SSA equation symbolic execution produces: a tuple of guarded steps.

Meaning (what the encoder and the counterexample builder rely on):

* ``Assignment(lhs, rhs)``: the equality ``lhs = rhs`` holds unconditionally (SSA: each
  ``lhs`` variable is assigned exactly once; merges are ``ite`` on guards). ``guard`` says
  when the step is on the executed path (for traces only).
* An ``Assignment`` whose ``lhs`` has *array* sort is a definition for views and traces
  only: symex uses ``rhs`` itself (a store/ite chain) wherever the array is read later, so
  the array variable occurs nowhere else and the encoder skips the step. Arrays therefore
  never appear under ``=``; the SAT backend eliminates select/store/ite over arrays.
* ``Assumption(cond)``: informational. Symex has already conjoined ``cond`` into the guard
  of every later step, so an assumption never masks an assertion that comes before it. The
  encoder adds nothing for it.
* ``Assertion(cond, property_id)``: the property fails on this step iff ``guard and not
  cond``. One property id may have several steps (a check in a loop body or an inlined
  function); it fails iff one of them does.
* ``Location``: a source position reached (function call/return, for traces).
* ``Constraint(cond)``: a global fact added to the formula as is (e.g. array lemmas).

So the verification condition is ``AND(assignments, constraints) and OR(fails)``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from bmc.concurrency.schedule import Schedule, StepThread
from bmc.ir.ctype import CType
from bmc.ir.program import SourceLocation
from bmc.terms.store import Term, TermStore


class AssignmentKind(str, Enum):
    STATE = "state"          # a program variable gets a value (shown in traces)
    INPUT = "input"          # a nondet value (shown in traces as an input)
    PHI = "phi"              # a merge at a join point (hidden)
    HIDDEN = "hidden"        # temporaries, return slots, internal bookkeeping (hidden)


@dataclass(frozen=True, slots=True)
class Assignment:
    lhs: Term
    rhs: Term
    guard: Term
    kind: AssignmentKind
    symbol: str              # unique IR name of the variable ("" if none)
    loc: SourceLocation
    lhs_text: str = ""       # what the source wrote, e.g. "a[i]" (for traces)
    value: Term | None = None  # the value the source-level lhs_text gets (e.g. the element)
    ctype: CType | None = None  # C type of lhs_text when it is not the symbol's (memory writes)
    address: Term | None = None  # memory writes: the pointer written through (else None)
    # temporaries occurring in lhs_text, with their value and C type: traces print the value
    lhs_terms: tuple[tuple[str, Term, CType], ...] = ()
    thread: StepThread | None = None   # programs with threads: who ran it, in which context

    @property
    def writes_memory(self) -> bool:
        """A write into memory (any memory array): its target object comes from ``address``."""
        return self.address is not None


@dataclass(frozen=True, slots=True)
class Assumption:
    cond: Term
    guard: Term
    loc: SourceLocation
    thread: StepThread | None = None


@dataclass(frozen=True, slots=True)
class Assertion:
    cond: Term
    guard: Term
    property_id: str
    property_class: str
    description: str
    loc: SourceLocation
    thread: StepThread | None = None


@dataclass(frozen=True, slots=True)
class Location:
    guard: Term
    loc: SourceLocation
    kind: str                # "call", "return", "free", "step", "create", "join", "exit",
                             # "read"/"load" (bmc.symex.reads)
    function: str
    text: str = ""
    # temporaries occurring in text (``f($tmp1)``), with value and C type (see Assignment);
    # for "free": first the pointer freed, under the name ""
    text_terms: tuple[tuple[str, Term, CType], ...] = ()
    thread: StepThread | None = None
    definition: SourceLocation | None = None   # "call"/"return": where the function is defined


@dataclass(frozen=True, slots=True)
class Constraint:
    cond: Term
    reason: str


Step = Assignment | Assumption | Assertion | Location | Constraint


@dataclass(frozen=True, slots=True)
class Culprit:
    """What a failure of ``property_id`` is about, when ``cond`` holds in the model (for
    traces): a memory object (``ident``, e.g. a leaked heap object, named from
    ``Equation.objects``) or a described event (``text``, e.g. the other access of a data
    race, with the ``thread`` that made it; ``property_id`` is then the property class)."""

    property_id: str
    cond: Term
    ident: int = 0
    text: str = ""
    loc: SourceLocation | None = None
    thread: tuple[int, str] | None = None     # (thread id, start routine)


@dataclass(frozen=True, slots=True)
class MemoryObject:
    """A memory object as traces name it: ``x``, ``dynamic object of malloc at list.c:12``."""

    ident: int                   # the object id in pointer values (never printed)
    name: str
    ctype: CType | None          # declared type; None for dynamic objects (untyped bytes)
    dynamic: bool = False


@dataclass(frozen=True, slots=True)
class LoopReport:
    """How far one loop (or recursive function) was unwound."""

    loop_id: str
    loc: SourceLocation
    bound: int
    max_iterations: int          # most backward-goto executions seen on one entry
    stopped_at_bound: bool       # some path reached the bound (an unwinding check exists)
    parent: str = ""             # the innermost loop around this one ("": none)
    # some test that leaves the loop (its exit test, a break, a goto out, a do-while's
    # condition) was decided without inputs, a constant, at least once: the loop's trip
    # count may be a constant (``bmc.checker.suggest`` probes only such loops)
    constant_exit: bool = False


@dataclass(frozen=True)
class Equation:
    store: TermStore
    steps: tuple[Step, ...]
    loops: tuple[LoopReport, ...] = ()
    warnings: tuple[str, ...] = ()
    properties: tuple[tuple[str, str, str, SourceLocation], ...] = field(default=())
    """Every property id the program has, in order, with class, description and location
    (also those whose checks symex proved trivially true or never reached)."""
    objects: tuple[MemoryObject, ...] = field(default=())
    """The memory objects symex created (for naming pointer targets in traces)."""
    pointer_width: int = 0
    incomplete: tuple[str, ...] = ()
    """Why a pass is not a complete answer (e.g. a context bound below every schedule)."""
    sequentialization: str = ""
    """For programs with threads: the threads, context copies and switch points (a view)."""
    schedule: Schedule | None = None
    """For programs with threads: how the marked steps order into the interleaving."""
    culprits: tuple[Culprit, ...] = ()
    """What failures are about (leaked objects, the other access of a race), for traces."""
    contexts: tuple[int, int, str] | None = None
    """For programs with threads: the context bound used, the one that covers every
    schedule, and their unit ("contexts per thread" / "global contexts")."""
    trivially_true: tuple[tuple[str, Term], ...] = ()
    """(property id, guard) of each check whose condition symex found constant true (it
    has no ``Assertion`` step): where it was reached, for the vacuity check."""

    def assertions(self) -> list[Assertion]:
        return [s for s in self.steps if isinstance(s, Assertion)]

    @property
    def step_count(self) -> int:
        """The steps of the program (statistics, --show-ssa): the read steps symex records
        for traces only (``bmc.symex.reads``) not counted."""
        return sum(1 for s in self.steps if not is_read_step(s))


READ_KINDS = frozenset({"read", "load"})


def is_read_step(step: Step) -> bool:
    """A read recorded for traces (``bmc.symex.reads``): no part of the formula or views."""
    return isinstance(step, Location) and step.kind in READ_KINDS
