"""The symbolic executor's state and the methods its parts call on each other, declared in one
place.

The executor (``bmc.symex.executor.Executor``) is one object assembled from mixins
(``memory_ops.SymexMemory``, ``main_arguments.MainArguments``, ``allocation.Allocation``,
``exit_checks.ExitChecks``, ``havoc.HavocStep``) that share its state. :class:`ExecutorState`
is their common base: it annotates and documents every instance attribute (``__init__``
sets them all) and declares, as abstract methods, every method one part calls on ``self``
that another part implements (and the ``MemoryAccess`` interface the translator is given).
So each mixin can be type-checked on its own, and none of them imports ``executor``.

This module sits below ``executor`` and its mixins: it imports none of them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from types import ModuleType

from bmc.concurrency.choice import make_sequentializer
from bmc.concurrency.lal_reps import Sequentializer
from bmc.concurrency.races import RaceChecker
from bmc.ir.checks import checked_expressions
from bmc.ir.ctype import CType
from bmc.ir.expr import (AddressOf, Allocate, Deref, Expr, Index, PointerAdd, PointerDiff,
                         PointerQuery, Query, Var, subexpressions)
from bmc.ir.program import NO_LOCATION, Free, Program, SourceLocation
from bmc.ir.source_text import SourceText, StructTable, literal_names
from bmc.memory.classes import MemoryLayout, build_layout
from bmc.memory.model import Memory
from bmc.memory.points_to import memory_variables
from bmc.options import Options
from bmc.symex import equation as steps_api
from bmc.symex.equation import AssignmentKind, Culprit, LoopReport, Step
from bmc.symex.feasibility import Feasibility, recursive_functions
from bmc.symex.guard import GuardManager
from bmc.symex.state import Frame, FunctionInfo, State, frame_symbols_by_function
from bmc.symex.reads import ReadRecorder
from bmc.symex.translate import Translator
from bmc.terms import Sort, Term, TermStore

#: hidden variables an lvalue reads, with their values and types (``Assignment.lhs_terms``)
LhsTerms = tuple[tuple[str, Term, CType], ...]


@dataclass(slots=True)
class Unwinding:
    """Mutable per-loop (or per-recursive-function) statistics for the LoopReport."""

    loop_id: str
    loc: SourceLocation
    bound: int
    defaulted: bool              # bound is DEFAULT_UNWIND_CAP (no --unwind/--unwindset)
    max_iterations: int = 0
    stopped: bool = False
    parent: str = ""             # the innermost loop around this one
    constant_exit: bool = False  # a test leaving the loop was a constant (LoopReport)

    def report(self) -> LoopReport:
        return LoopReport(self.loop_id, self.loc, self.bound, self.max_iterations, self.stopped,
                          self.parent, self.constant_exit)


class ExecutorState(ABC):
    """The state of one symex run (``__init__(program, options, store, deadline, ...)``) and
    the executor's internal interface; ``bmc.symex.executor.Executor`` (with its mixins)
    implements every abstract method."""

    # ------------------------------------------------------------------ the run
    #: the program executed
    program: Program
    #: the command-line options (bounds, checks, memory model ...)
    options: Options
    #: the term store of the equation
    store: TermStore
    #: record a "branch" ``Location`` at each undecided source branch (--witness)
    _record_branches: bool
    _record_thread_branches: bool       # ... in threaded programs too (Options.thread_branches)
    #: ``time.monotonic()`` past which ``ResourceLimit`` is raised (None: no deadline)
    deadline: float | None
    #: the steps of the equation so far, in order
    steps: list[Step]
    #: makes guards, their terms and merges
    guards: GuardManager
    #: the memory model: object ids, pointers, loads and stores, the object table
    memory: Memory
    #: the variables that live in memory (``bmc.memory.points_to.memory_variables``)
    _mem_vars: frozenset[str]
    #: memory global (or static) -> its object id
    _global_objects: dict[str, int]
    #: (object id, variable) of every memory variable declared so far
    _declared: set[tuple[int, str]]
    #: object id -> the type of the variable it holds (for traces)
    _object_types: dict[int, CType]
    #: prints IR expressions in source terms (trace steps, property texts)
    _source: SourceText
    #: dynamic object id -> the abstract object of its allocation site (points-to)
    _object_keys: dict[int, str]
    #: IR expression -> term (memory accesses through this object when memory is used)
    tr: Translator
    #: the memory classes (None: the program uses no memory)
    layout: MemoryLayout | None
    #: variable key -> its last SSA index
    _ssa: dict[str, int]
    #: function name -> what symex needs to know about its body (computed on first call)
    _infos: dict[str, FunctionInfo]
    #: function name -> its frame-local symbols
    _frame_symbols: dict[str, list[str]]
    #: function name -> its active frames
    _active: dict[str, int]
    #: instructions executed (the deadline is checked every few)
    _ticks: int

    # ------------------------------------------------------------------ the current position
    #: the frame being executed (reads happen in it; None: not yet)
    _frame: Frame | None
    #: the state being executed (None: not yet)
    _state: State | None
    #: the location of the instruction being executed
    _loc: SourceLocation
    #: the frame stack of the function being run (the data-race check lets a thread stop
    #: mid-way; allocations are named after the calls in it)
    _frames: list[Frame]

    # ------------------------------------------------------------------ properties, loops
    #: (function, pc) of every Assert -> its property id
    _assert_ids: dict[tuple[str, int], str]
    #: property id -> (id, class, description, location), in a fixed order
    _properties: dict[str, tuple[str, str, str, SourceLocation]]
    #: what failures are about (for traces)
    culprits: list[Culprit]
    #: (property id, guard) of each check symex made constant true: the vacuity check still
    #: asks whether its guard can hold (``Equation.trivially_true``)
    trivially_true: list[tuple[str, Term]]
    #: loop id -> its unwinding statistics
    _loops: dict[str, Unwinding]
    #: recursive function -> its unwinding statistics
    _recursion: dict[str, Unwinding]
    #: warnings beyond the unwinding ones, in order (ordered set)
    _extra_warnings: dict[str, None]

    # ------------------------------------------------------------------ dynamic memory, argv
    #: heap object id -> "the allocation succeeded" (only with --malloc-may-fail)
    _alloc_ok: dict[int, Term]
    #: heap object id -> its size term
    _heap_size: dict[int, Term]
    #: main's instructions that read argv, and "argc is within the modelled strings"
    _argv_check: tuple[frozenset[int], Term] | None
    #: key whose read is part of a store (not a load)
    _container: str | None

    # ------------------------------------------------------------------ threads
    #: the equation's step classes, for the concurrency package (``ex.steps_api``)
    steps_api: ModuleType
    #: the sequentialization's hooks (None: a program without threads)
    threads: Sequentializer | None
    #: the data-race check (None: not asked for, or no threads)
    races: RaceChecker | None
    #: proves path guards infeasible before calls and loop iterations (None: off, or a
    #: program with threads)
    feasibility: Feasibility | None
    #: the functions whose calls and loop iterations are checked (None: every function)
    _checked: frozenset[str] | None
    #: whether every loop's iterations are checked too (--path-check loops)
    _check_loops: bool
    #: (function, pc) of a forward goto -> whether it leaves a loop around it
    _loop_exits: dict[tuple[str, int], bool]
    # (function, pc) of a decided forward goto -> (the loops it exits, the variables it reads)
    _exit_tests: dict[tuple[str, int], tuple[tuple[str, ...], tuple[str, ...]]]
    _exit_values: dict[tuple[str, int], tuple[Term | None, ...]]   # their first values

    def __init__(self, program: Program, options: Options, store: TermStore,
                 deadline: float | None, context_bound: int | None = None,
                 relevant: frozenset[str] | None = None,
                 probe: Sequentializer | None = None) -> None:
        """``context_bound``: run with threads under that bound (None: no threads);
        ``relevant``: the shared keys the probe run found; ``probe``: the probe run's
        sequentializer (None: this is the probe run)."""
        self.program = program
        self.options = options
        self.store = store
        self._record_branches = options.witness_file is not None
        self._record_thread_branches = self._record_branches and options.thread_branches
        self.deadline = deadline
        self.steps = []
        self.guards = GuardManager(store, self._define_guard)
        self.memory = Memory(store, program.data_model.pointer, program.data_model.big_endian)
        self._mem_vars = memory_variables(program)
        self._global_objects = {}
        self._declared = set()
        self._object_types = {}
        self._source = SourceText(StructTable(sym.type for sym in program.symbols.values()),
                                  literal_names(program.symbols))
        self._object_keys = {}
        uses_memory = bool(self._mem_vars) or _uses_memory(program)
        self.tr = Translator(store, program.data_model.pointer, self._read,
                             self if uses_memory else None)
        self.layout = (
            build_layout(program, self._mem_vars, options.memory_model) if uses_memory
            else None)
        self._ssa = {}
        self._infos = {}
        self._frame_symbols = frame_symbols_by_function(program)
        self._active = {}
        self._ticks = 0
        self._frame = None
        self._state = None
        self._loc = NO_LOCATION
        self._frames = []
        self._assert_ids = {}
        self._properties = {}
        self.culprits = []
        # (property id, guard) of each assert whose condition was constant true (no
        # Assertion step): the vacuity check's evidence that it was reached
        self.trivially_true: list[tuple[str, Term]] = []
        self._number_assertions()
        self._loops = {}
        for loop in program.loops():
            bound, defaulted = self._bound(loop.id)
            self._loops[loop.id] = Unwinding(loop.id, loop.loc, bound, defaulted,
                                             parent=loop.parent)
        self._recursion = {}
        self._extra_warnings = {}
        self._alloc_ok = {}
        self._heap_size = {}
        self._argv_check = None
        self._container = None
        self.steps_api = steps_api
        self.threads = None
        if context_bound is not None:
            if probe is None:       # the first pass: always Lal-Reps, switch points as usual
                self.threads = Sequentializer(self, context_bound, relevant)
            else:                   # the encoding and switch points of the options
                self.threads = make_sequentializer(self, context_bound, relevant, probe)
        self.races = self.threads.races if self.threads is not None else None
        self.feasibility = None
        self._checked = None
        self._check_loops = options.path_check == "loops"
        self._loop_exits = {}
        self._exit_tests = {}
        self._exit_values = {}
        if self.threads is None and options.path_check != "off":
            if options.path_check in ("recursion", "loops"):
                self._checked = recursive_functions(program)
            if self._checked is None or self._checked or self._check_loops:
                self.feasibility = Feasibility(store, deadline=deadline)
        if self.races is not None:
            self.tr.on_element = self._element_read
        self.tr.on_read = ReadRecorder(self, options.trace_reads)

    # ============================================================ implemented in executor
    # ------------------------------------------------------------------ set-up
    @abstractmethod
    def _number_assertions(self) -> None:
        """Property ids of every Assert (numbering those the front end left empty)."""

    @abstractmethod
    def _bound(self, ident: str, *more: str) -> tuple[int, bool]:
        """The unwinding bound of loop (or recursion) ``ident`` (else of the first of
        ``more`` given one) and whether it is the default."""

    @abstractmethod
    def _define_guard(self, var: Term, term: Term) -> None:
        """Record the hidden definition ``var = term`` of a guard."""

    @abstractmethod
    def _element_read(self, e: Index, flat: Term) -> None:
        """A read of ``e``, an element of an array that is an SSA variable (race check)."""

    # ------------------------------------------------------------------ values
    @abstractmethod
    def _read(self, name: str, ctype: CType) -> Term:
        """Current value of ``name`` in the current frame; a fresh variable if unassigned."""

    @abstractmethod
    def _assign(self, fr: Frame, cur: State, lhs: Expr, value: Term | None,
                loc: SourceLocation, signed: bool = False) -> None:
        """``lhs = value`` (``value`` None: a nondet value); lhs is a Var or Index chain."""

    @abstractmethod
    def _write_var(self, fr: Frame, cur: State, var: Var, value: Term | None,
                   loc: SourceLocation, kind: AssignmentKind | None, signed: bool) -> None:
        """``var = value`` (``value`` None: a nondet value) with a step of ``kind``
        (None: by the variable)."""

    @abstractmethod
    def _fit(self, value: Term, sort: Sort, signed: bool) -> Term:
        """``value`` converted to ``sort`` (bit-vectors resized by ``signed``)."""

    @abstractmethod
    def _nondet(self, key: str, ctype: CType, sort: Sort) -> Term:
        """A nondeterministic value of ``ctype``: free, except ``_Bool`` which is 0 or 1."""

    @abstractmethod
    def _fresh(self, key: str, sort: Sort) -> Term:
        """The next SSA variable ``key#n`` of ``sort``."""

    @abstractmethod
    def _hidden(self, name: str) -> bool:
        """Whether steps of variable ``name`` are hidden (temporaries, return slots ...)."""

    # ------------------------------------------------------------------ guards, steps
    @abstractmethod
    def _conjoin(self, cur: State, cond: Term) -> State | None:
        """``cur`` with ``cond`` conjoined to its guard (None: the guard is false)."""

    @abstractmethod
    def _g(self, state: State) -> Term:
        """The term of ``state``'s guard."""

    @abstractmethod
    def _emit(self, step: Step) -> None:
        """Append ``step`` to the equation (marked with the running thread)."""

    # ============================================================ implemented in memory_ops
    @abstractmethod
    def in_memory(self, name: str) -> bool:
        """Whether variable ``name`` lives in memory."""

    @abstractmethod
    def var_address(self, name: str) -> Term:
        """The address of memory variable ``name`` in the current frame."""

    @abstractmethod
    def load(self, address: Term, t: CType, access: Expr) -> Term:
        """The ``t`` at ``address``; ``access`` is the lvalue read (it picks the memory
        class)."""

    @abstractmethod
    def object_query(self, query: Query, pointer: Term) -> Term:
        """The object, offset, size or state of the object ``pointer`` points to."""

    @abstractmethod
    def _store(self, cur: State, address: Term, t: CType, value: Term | None,
               loc: SourceLocation, symbol: str, text: str, signed: bool,
               kind: AssignmentKind | None = None, lhs_terms: LhsTerms = (), *,
               access: Expr | None = None) -> None:
        """Write ``value`` (None: nondet) of type ``t`` at ``address``, the memory access
        ``access`` (which picks the memory class)."""


def _uses_memory(program: Program) -> bool:
    """Whether any instruction dereferences, allocates or frees (pointers to nothing but
    dynamic objects need the memory even without memory variables)."""
    for f in program.functions.values():
        for ins in f.body:
            if isinstance(ins, Free):
                return True
            for e in checked_expressions(ins):
                for x in subexpressions(e):
                    if isinstance(x, Deref | Allocate | AddressOf | PointerAdd | PointerDiff
                                  | PointerQuery):
                        return True
    return False


__all__ = ["ExecutorState", "LhsTerms", "Unwinding"]
