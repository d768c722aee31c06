"""Verification results: per-property status, traces, unwinding gaps, the verdict."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from bmc.concurrency.schedule import Segment
from bmc.ir.messages import split
from bmc.ir.program import SourceLocation, loop_label


class Status(str, Enum):
    """A property's status. Only FAILURE is a violation; UNREACHED and BOUNDED are no
    violation, but weaker than SUCCESS (``PropertyResult.detail`` says how)."""

    SUCCESS = "SUCCESS"
    FAILURE = "FAILURE"
    UNKNOWN = "UNKNOWN"       # not decided (timeout, solver gave up)
    UNREACHED = "NOT REACHED"  # no path reaches the property within the bounds (vacuous)
    BOUNDED = "BOUNDED"       # no violation, but only within a context bound below the one
                              # that covers every schedule

    @property
    def holds(self) -> bool:
        """No violation found (SUCCESS, or one of its qualified forms)."""
        return self in (Status.SUCCESS, Status.UNREACHED, Status.BOUNDED)


class Verdict(str, Enum):
    SUCCESSFUL = "SUCCESSFUL"
    FAILED = "FAILED"
    INCONCLUSIVE = "INCONCLUSIVE"


@dataclass(frozen=True, slots=True)
class TraceStep:
    """One step of a counterexample, in source terms.

    ``kind``: "assignment" (``lhs = value``), "input" (a nondet value chosen), "read"
    (``read x = 0``: a value an assignment reads, with threads or ``--trace-reads``),
    "call"/"return" (function entry/exit), "assumption", "failure" (the violated property),
    "note" (e.g. a context switch).
    """

    kind: str
    loc: SourceLocation
    function: str = ""
    lhs: str = ""
    value: str = ""
    text: str = ""
    thread: int | None = None     # programs with threads: 0 for main, n for the n-th created
    target: str = ""          # memory writes: the object written, when not ``lhs`` itself
    thread_name: str = ""     # programs with threads: ``main``, ``T1 (worker)``
    context: int | None = None  # programs with threads: the thread's context number
    float_bits: str = ""      # a floating value: its bits in hex (the memory image)
    float_value: float | str | None = None  # ... and as a JSON number, or its text
    culprits: tuple[str, ...] = ()  # failure steps: the leaked objects / the other access
    definition: SourceLocation | None = None  # call/return: where the function is defined
    c_type: str = ""          # a scalar value: its C type (``int``, ``unsigned char``)
    bits: str = ""            # ... and its bits, most significant first (integers, floats)


@dataclass(frozen=True, slots=True)
class BranchDecision:
    """A source branch the path decides (recorded with ``--witness`` only): the condition of
    the ``keyword`` statement at ``loc`` (the keyword's line and column) was ``value``.
    ``position`` is the number of trace steps before it."""

    position: int
    keyword: str              # "if", "while", "for"
    loc: SourceLocation
    function: str
    value: bool
    thread: int | None = None     # programs with threads (``Options.thread_branches``): the
    context: int | None = None    # thread that decided it and its context then


@dataclass(frozen=True, slots=True)
class Trace:
    steps: tuple[TraceStep, ...]
    # programs with threads: the steps are in schedule order; the runs of one thread each
    schedule: tuple[Segment, ...] = ()
    # the branch decisions on the path, kept apart from the steps (no report shows them)
    branches: tuple[BranchDecision, ...] = ()
    # programs with threads: what the numbers of the schedule's contexts mean
    schedule_note: str = ""


@dataclass(frozen=True, slots=True)
class PropertyResult:
    id: str                       # main.assertion.1
    property_class: str           # assertion, overflow, unwind, ...
    description: str
    loc: SourceLocation
    status: Status
    trace: Trace | None = None
    # UNREACHED / BOUNDED: why the status is not SUCCESS, in words ("no path reaches it
    # within the bounds", "holds up to context bound 2 of 7")
    detail: str = ""


@dataclass(frozen=True, slots=True)
class UnwindGap:
    """A loop (or recursive function) that was not fully unwound."""

    loop_id: str                  # main.0, or f.recursion
    loc: SourceLocation
    bound: int                    # the bound that was used
    suggested: int | None = None  # an --unwind value that would complete it, if known
    runaway: bool = False         # it runs past the deepest bound tried on some execution
                                  # (a bound that is an input, ``for (;;)``): no bound
                                  # completes it, k-induction is the way to a proof
    user_bound: bool = False      # the bound came from the user's --unwindset
    parent: str = ""              # the innermost loop around this one ("": none)

    @property
    def label(self) -> str:
        """``split.0 (line 22, inside split.2)``."""
        return loop_label(self.loop_id, self.loc.line, self.parent)


@dataclass(frozen=True, slots=True)
class PhaseTimes:
    entries: tuple[tuple[str, float], ...] = ()

    def total(self) -> float:
        return sum(t for _, t in self.entries)


SIZED_PHASES = ("encode", "solve", "suggest")   # a run stopped in these has an equation


@dataclass(frozen=True, slots=True)
class Statistics:
    """Sizes and per-phase times (seconds)."""

    times: PhaseTimes = PhaseTimes()
    ssa_steps: int = 0
    ssa_assignments: int = 0
    term_nodes: int = 0
    variables: int = 0            # SAT variables or SMT constants
    clauses: int = 0              # 0 for SMT backends
    solver_calls: int = 0
    answered_by: str = ""         # SAT portfolio: the members that answered (else "")
    interval_proved: int = 0      # properties proved by interval bisection (no solver)
    interval_boxes: int = 0       # the boxes those proofs evaluated
    backend: str = ""
    unfinished: str = ""          # the phase a timeout (resource limit) stopped, if any:
                                  # sizes are those built so far; none before "encode"


@dataclass(frozen=True, slots=True)
class DepthRecord:
    """What one depth of the deepening (``bmc.strategy.deepening``) checked."""

    unwind: int                   # the bound of the loops being deepened
    properties: int               # properties decided at this depth
    failed: int                   # of them FAILED (not counting unwinding assertions)
    incomplete: tuple[tuple[str, SourceLocation], ...]   # loops whose unwinding assertion failed
    seconds: float                # wall time of this depth (symex, encode, solve)
    parents: tuple[tuple[str, str], ...] = ()   # (loop, the loop around it) of nested ones


@dataclass(frozen=True, slots=True)
class Deepening:
    """How the deepening ended: ``found`` (a property failed at ``unwind``), ``complete``
    (every loop complete at ``unwind``), ``max-unwind`` (loops still incomplete at the
    deepest bound), ``unbounded`` (the default mode stopped early: a loop runs past the
    deepest bound on some execution, so no depth can complete it), ``timeout``, or
    ``stopped`` (an answer deeper bounds cannot change, e.g. the solver gave up)."""

    outcome: str
    unwind: int                   # the last depth checked (0: none finished)
    max_unwind: int
    explicit: bool                # --incremental (False: the default without --unwind)
    limit_given: bool = False     # max_unwind came from --max-unwind (else the default cap)
    depths: tuple[DepthRecord, ...] = ()
    # loops that end by themselves: unwound completely (to max_unwind) at every depth,
    # as labels (``main.0 (line 4)``, ``split.0 (line 22, inside split.2)``)
    pinned: tuple[str, ...] = ()
    # loops that run past max_unwind on some execution (the probe showed it): the default
    # mode stops early at ``unwind`` (outcome "unbounded"); labels
    unbounded: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class InductionRound:
    """One round of k-induction (``bmc.strategy.kinduction``): the base case at ``unwind``
    (``base``: "found", "complete", "open" -- loops incomplete -- or "" if not run) and the
    inductive step at ``k`` (``step``: "proved", "open", "timeout" or "" if not run)."""

    k: int
    unwind: int
    base: str
    step: str
    seconds: float


@dataclass(frozen=True, slots=True)
class LoopInvariant:
    """A proved invariant in source terms (``bmc.strategy.source_invariants``): the C
    ``expression`` holds whenever control is at the head of the loop whose ``keyword``
    (``for``/``while``) is at ``loc`` (line, and the parser's column, from 1)."""

    loop: str                 # the IR loop id, main.0
    keyword: str
    loc: SourceLocation
    function: str
    expression: str


@dataclass(frozen=True, slots=True)
class StrategyReport:
    """How a ``--k-induction`` / ``--strategy auto`` run found its answer.

    ``outcome``: "proved" (the inductive step at ``k`` holds), "complete" (every loop fully
    unwound at ``unwind``: the forward condition), "found" (a property fails at ``unwind``),
    "open" (nothing settled within the bounds), "timeout", or "refused" (k-induction does
    not apply: ``note`` says why; the deepening answered). ``how`` is the text line
    ("proved by k-induction at k=3", "found at unwind 17"); ``invariants`` the proved loop
    invariants the step assumed (``<loop> (line <n>): <expr>``)."""

    strategy: str
    outcome: str
    how: str
    k: int = 0
    unwind: int = 0
    invariants: tuple[str, ...] = ()
    rounds: tuple[InductionRound, ...] = ()
    note: str = ""
    # the proved invariants a correctness witness can state (C, at source loop heads)
    loop_invariants: tuple[LoopInvariant, ...] = ()


@dataclass(frozen=True, slots=True)
class AbstractionRound:
    """One round of the tracked-field CEGAR (``--field-abstraction``): how many fields the
    abstract program tracked, what the round found (``outcome``: "proved", "spurious
    <property>", "real <property>", "concrete <property>" when the whole program settled
    it, "open"), the fields it added and its wall time."""

    round: int
    tracked: int
    untracked: int
    outcome: str
    added: tuple[str, ...] = ()
    seconds: float = 0.0
    checks: int = 0               # bounded checks of the round (abstract, validation, core)
    fields: tuple[str, ...] = ()  # the tracked fields (names), in field order
    why: tuple[tuple[str, str], ...] = ()   # (added field or loop, why it was added)
    variables: int = 0            # the abstract check's formula: SAT variables (SMT
    clauses: int = 0              # constants) and clauses (0 for SMT back ends)
    abstract_seconds: float = 0.0     # the abstract check
    recheck_seconds: float = 0.0      # the concrete re-checks of its counterexamples
    refine_seconds: float = 0.0       # finding the refuting fields (QuickXplain's checks)


@dataclass(frozen=True, slots=True)
class AbstractionReport:
    """How ``--field-abstraction`` found the answer: the fields, the tracked ones with the
    reason each was tracked, and the rounds."""

    fields: int
    tracked: tuple[tuple[str, str], ...]      # (field, why it is tracked)
    untracked: tuple[str, ...]
    rounds: tuple[AbstractionRound, ...] = ()
    summarised: tuple[str, ...] = ()          # loops replaced by summaries (last round)
    kept_loops: tuple[tuple[str, str], ...] = ()   # (loop, why the refinement keeps it)
    loops: int = 0                            # loops of the program
    loops_summarised: int = 0                 # of them summarised (inner ones included)
    not_summarised: tuple[tuple[str, str], ...] = ()   # (loop, why it cannot be)


@dataclass(frozen=True, slots=True)
class VerificationResult:
    """The verdict, per-property results and the messages of a run.

    ``warnings`` may arrive mixed with notes (``bmc.ir.messages.note``, as the stages
    collect them); construction moves the notes, unmarked, to ``notes``.
    """

    verdict: Verdict
    properties: tuple[PropertyResult, ...]
    gaps: tuple[UnwindGap, ...] = ()
    warnings: tuple[str, ...] = ()
    stats: Statistics = field(default_factory=Statistics)
    svcomp: str | None = None     # "true", "false(unreach-call)", "unknown", ...
    reason: str = ""              # why INCONCLUSIVE, in words (timeout in phase X, ...)
    deepening: Deepening | None = None   # the depths tried without --unwind / --incremental
    strategy: StrategyReport | None = None   # --k-induction / --strategy auto
    notes: tuple[str, ...] = ()   # information that changes nothing about the result
    abstraction: AbstractionReport | None = None   # --field-abstraction: rounds, fields

    def __post_init__(self) -> None:
        warnings, notes = split(self.warnings)
        if notes:
            object.__setattr__(self, "warnings", warnings)
            object.__setattr__(self, "notes", tuple(dict.fromkeys((*self.notes, *notes))))

    @property
    def failed(self) -> tuple[PropertyResult, ...]:
        return tuple(p for p in self.properties if p.status is Status.FAILURE)
