"""The frozen set of options one verification run uses (built by ``cli`` or by API users)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from bmc.errors import UsageError

# Checks that are on unless turned off (CBMC 6 defaults) and those that are opt-in.
STANDARD_CHECKS = frozenset({
    "bounds",              # array bounds on every read and write      --no-bounds-check
    "div-by-zero",         # / and % by zero                           --no-div-by-zero-check
    "signed-overflow",     # + - * / unary - ++ -- and compound ops    --no-signed-overflow-check
    "undefined-shift",     # shift by negative / >= width, of negative --no-undefined-shift-check
    "pointer",             # null / invalid / dead / out-of-bounds deref (memory issue)
    "float-conversion",    # float -> integer out of range (undefined) --no-float-conversion-check
})
OPTIONAL_CHECKS = frozenset({
    "unsigned-overflow",   # --unsigned-overflow-check
    "conversion",          # --conversion-check: value-changing integer conversion
    "memory-leak",         # --memory-leak-check (memory issue)
    "memory-cleanup",      # --memory-cleanup-check (memory issue)
    "pointer-overflow",    # --pointer-overflow-check (memory issue)
    "data-race",           # --data-race-check: two threads' conflicting accesses adjacent
    "float-overflow",      # --float-overflow-check: a finite operation's result is infinite
    "nan",                 # --nan-check: an operation on non-NaN operands gives NaN
    "float-div-by-zero",   # --float-div-by-zero-check: floating-point / by zero
    "deadlock",            # --deadlock-check: a reachable state with every live thread blocked
})
ALL_CHECKS = STANDARD_CHECKS | OPTIONAL_CHECKS

# Without --unwind: bounds are deepened until every loop is complete, at most to this bound
# (bmc.strategy.deepening); loops whose condition symex finds false end by themselves before it.
DEFAULT_UNWIND_CAP = 100



class BackendKind(StrEnum):
    """``--backend``: how the formula is decided."""

    SAT = "sat"              # bit-blast to CNF, a pysat solver
    Z3 = "z3"                # Z3's Python API
    SMT = "smt"              # an external SMT-LIB2 solver process
    BITWUZLA = "bitwuzla"    # Bitwuzla's Python package
    CVC5 = "cvc5"            # cvc5's Python package


class StrategyKind(StrEnum):
    """``--strategy``: how bounds are chosen (None in ``Options``: the plain bounded check
    with ``--unwind``, or the default deepening)."""

    AUTO = "auto"                    # quick bounded checks, k-induction and deepening
    K_INDUCTION = "k-induction"      # base case, forward condition, inductive step
    INCREMENTAL = "incremental"      # deepening only


class ScheduleKind(StrEnum):
    """The bounds a deepening tries (``strategy.deepening.schedule``)."""

    MIDPOINTS = "midpoints"          # 1, 2, 3, 4, 6, 8, 12, 16 ... (the default)
    LINEAR = "linear"                # 1, 2, 3 ...
    DOUBLING = "doubling"            # 1, 2, 4, 8 ...


@dataclass(frozen=True, slots=True)
class DeepeningOptions:
    """Settings of the deepening that only the benchmarks change (bench/incremental.py):
    the schedule, and one solver shared by every depth."""

    schedule: ScheduleKind = ScheduleKind.MIDPOINTS
    reuse_solver: bool = False


BACKENDS = tuple(BackendKind)
MEMORY_MODELS = ("alias", "typed", "monolithic")
FP_ENCODINGS = ("native", "bitblast")   # --fp-encoding (SMT backends; sat always bit-blasts)
CONCURRENCY_ENCODINGS = ("lal-reps", "tcbmc")
VACUITY_CHECKS = ("assertions", "all", "off")   # --vacuity-check
PATH_CHECKS = ("recursion", "loops", "all", "off")   # --path-check: where symex proves paths infeasible
CONTEXT_BOUND_STYLES = ("per-thread", "global")
SWITCH_POINTS = ("shared", "all")
STRATEGIES = tuple(StrategyKind)
VIEWS = ("loops", "properties", "ir", "ssa", "vcc", "memory", "sequentialized", "frames")


@dataclass(frozen=True, slots=True)
class Options:
    """Everything that decides what is checked and how.

    ``unwind`` None means "deepen until every loop is complete, at most DEFAULT_UNWIND_CAP"
    (``bmc.strategy.deepening``; the views keep "until the condition is false, at most the cap").
    ``incremental`` asks for that deepening explicitly (with progress lines), up to
    ``max_unwind`` (default DEFAULT_UNWIND_CAP).
    ``checks`` is the set of enabled check names (see STANDARD_CHECKS/OPTIONAL_CHECKS).
    ``svcomp_property`` is set from ``--property-file`` ("unreach-call", "no-overflow", ...).
    ``show`` names one view to print instead of verifying.
    """

    files: tuple[str, ...] = ()
    entry: str = "main"
    include_dirs: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()
    data_model: str = "LP64"
    arch: str = ""                         # --arch (bmc.ir.target; "": x86_64)
    os_name: str = ""                      # --os linux|macos|windows|... ("": linux)
    endianness: str = ""                   # --little-endian/--big-endian ("": the arch's)
    unwind: int | None = None
    incremental: bool = False              # --incremental: unwind 1, 2, 4 ... (bmc.strategy.deepening)
    max_unwind: int | None = None          # --max-unwind: deepest bound tried (None: the cap)
    strategy: StrategyKind | None = None   # k-induction | auto (None: --unwind's single
                                           # check or the default deepening; --strategy
                                           # incremental sets ``incremental``)
    unwindset: tuple[tuple[str, int], ...] = ()
    unwinding_assertions: bool = True
    checks: frozenset[str] = STANDARD_CHECKS
    properties: tuple[str, ...] = ()
    property_file: str | None = None
    svcomp_property: str | None = None
    backend: BackendKind = BackendKind.SAT
    sat_solver: str = "cadical195"         # a pysat solver name, or "portfolio"
    float_sat_solver: str | None = "glucose4"   # for formulas with FP arithmetic instead
                                           # (None: sat_solver; --sat-solver clears it)
    portfolio_members: tuple[str, ...] = ()  # --portfolio: members (): portfolio's defaults
    portfolio_size: int | None = None      # --portfolio-size: members run (None: per CPU)
    smt_solver: str | None = None          # external SMT-LIB command for backend "smt"
    smt2_file: str | None = None
    dimacs_file: str | None = None
    memory_model: str = "alias"
    fp_encoding: str = "native"            # --fp-encoding: "native" FP theory | "bitblast"
    float_intervals: bool = True           # --float-intervals: the interval prover first
    float_interval_budget: float = 6.0     # --float-interval-budget: its CPU seconds
    path_check: str = "loops"              # --path-check: where symex proves paths infeasible (bmc.symex.feasibility): "recursion" | "loops" | "all" | "off"
    context_bound: int | str | None = None   # Lal–Reps contexts per thread; "auto"; None: auto
    concurrency_encoding: str = "lal-reps"   # "lal-reps" | "tcbmc" (Rabinovitz–Grumberg)
    context_bound_style: str = "per-thread"  # "per-thread" | "global" (tcbmc only: K global
                                             # contexts of the whole run, free order)
    switch_points: str = "shared"            # "shared": after shared accesses; "all": after
                                             # every instruction (for bench/concurrency.py)
    malloc_may_fail: bool = False          # --malloc-may-fail: malloc/calloc may return NULL
    spurious_wakeups: bool = True          # pthread_cond_wait may return without a signal
    show: str | None = None
    trace: bool = True
    trace_reads: bool = False              # --trace-reads: traces show every read of an
                                           # assignment (with threads: of shared state, always)
    timeout: float | None = None
    memory_limit: int | None = None        # --memory-limit MB: INCONCLUSIVE above this resident
                                           # memory; None: a share of the machine's (checker.run
                                           # .DEFAULT_MEMORY_SHARE); 0: no limit
    clock_start: float | None = field(default=None, compare=False)  # time.monotonic() the
                                          # timeout counts from (the CLI: process start);
                                          # None: when verification starts
    json: bool = False
    verbosity: int = 1
    stop_on_fail: bool = False             # --stop-on-fail: stop at the first failure
    vacuity_check: str = "assertions"      # --vacuity-check: which properties that hold are
                                           # checked for reachability (bmc.checker.decide
                                           # .unreached): "assertions" | "all" | "off"
    full_trace: bool = False               # --full-trace: print long traces whole (else
                                           # unwinding/inconclusive traces are shortened)
    error_labels: tuple[str, ...] = ()     # --error-label L: reaching label L is a failure
    nondet_static: bool = False            # --nondet-static: globals start nondeterministic
    library_checks: bool = True            # --no-built-in-assertions: False drops the checks
                                           # inside bmc's library models (<builtin-library>)
    ui: str = "text"                       # "text" | "json-ui" | "xml-ui" (CBMC's layouts)
    witness_file: str | None = None        # --witness FILE: SV-COMP witness (bmc.output.witness)
    thread_branches: bool = False          # --field-abstraction-schedules: record branch
                                           # decisions in threaded programs too (with thread
                                           # and context; the field CEGAR's re-check of a
                                           # path and its schedule)
    witness_format: str = "yaml"           # --witness-format yaml (2.0) | graphml (1.0)
    sarif_file: str | None = None          # --sarif FILE: SARIF 2.1.0 log (bmc.output.sarif)
    notes: tuple[str, ...] = ()            # CBMC options accepted without effect, one line each
    harness_file: str | None = None        # --harness FILE: a C file replaying the trace (bmc.output.harness)
    html_dir: str | None = None            # --html DIR: a static HTML report (bmc.output.html_report)
    deepening: DeepeningOptions = DeepeningOptions()
    enforce_contracts: tuple[str, ...] = ()  # --enforce-contract F (bmc.contracts)
    replace_contracts: tuple[str, ...] = ()  # --replace-call-with-contract F (bmc.contracts)
    field_abstraction: bool = False        # --field-abstraction: tracked-field CEGAR
                                           # (bmc.abstraction, bmc.strategy.field_cegar)

    def __post_init__(self) -> None:
        # API users may pass the closed sets as strings: store (and so validate) the enums
        try:
            object.__setattr__(self, "backend", BackendKind(self.backend))
            if self.strategy is not None:
                object.__setattr__(self, "strategy", StrategyKind(self.strategy))
        except ValueError as e:
            raise UsageError(str(e)) from None

    def unwind_for(self, loop_id: str) -> int | None:
        """The bound for one loop: its --unwindset entry, else --unwind."""
        for ident, bound in self.unwindset:
            if ident == loop_id:
                return bound
        return self.unwind

    def check_enabled(self, name: str) -> bool:
        return name in self.checks


def backend_text(options: Options) -> str:
    """The backend as reports name it: ``sat/cadical195``, ``z3``, ``smt/z3 -in`` ..."""
    match options.backend:
        case "sat":
            return f"sat/{options.sat_solver}"
        case "smt":
            text = f"smt/{options.smt_solver}" if options.smt_solver else "smt"
            return text + (" (fp bitblast)" if options.fp_encoding == "bitblast" else "")
        case name:
            return name + (" (fp bitblast)" if options.fp_encoding == "bitblast" else "")
