"""``bmc compare``: one verification condition, many solvers, one table.

The VCC is built once (``pipeline.build_condition``: front end, instrumentation, symex,
``decide.formula``), serialised (``bench.serialize``) and sent to one child process per
solver (``bench.procs``: timeout, memory limit, peak memory). Each child decides every
selected property with the goal loop of ``bmc.checker.decide`` (``bench.solvers.goal_loop``), so a
backend's verdict is the one ``bmc FILE`` would give with that solver:

* ``FAILED``: some property other than an unwinding/coverage assertion fails;
* ``SUCCESSFUL``: every property holds;
* ``INCONCLUSIVE``: only unwinding (or allocation-limit) assertions fail;
* ``UNKNOWN``: the solver left some property undecided (timeout, gave up) and none failed.

(The program-level reasons for INCONCLUSIVE of ``bmc FILE``, such as functions without a
body, are the same for every solver and are not repeated here.)

Backends disagree when one says a property fails and another that it holds: the minority
rows (every such row on a tie) are flagged ``!!``, the properties in conflict are listed
after the table and on stderr, and the exit code is ``EXIT_DISAGREE``.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace

from bmc.bench.procs import ChildResult, run_limited
from bmc.bench.serialize import Wire, to_wire
from bmc.bench.solvers import SolveOutcome, SolverSpec, availability, solve
from bmc.options import Options
from bmc.pipeline import build_condition
from bmc.encodings.float_terms import FP_OPS
from bmc.ir.properties import COVERAGE_CLASSES

EXIT_AGREE = 0            # every backend that answered gave the same statuses
EXIT_DISAGREE = 4         # two backends gave different statuses to a property
EXIT_NO_ANSWER = 5        # no backend decided every property (all unknown, missing ...)

ANSWERED = ("FAILED", "SUCCESSFUL", "INCONCLUSIVE")


@dataclass(frozen=True, slots=True)
class Row:
    """One backend's line of the table (``statuses``: one per property, in order)."""

    backend: str
    verdict: str      # FAILED SUCCESSFUL INCONCLUSIVE UNKNOWN TIMEOUT MEMOUT ERROR CRASHED SKIPPED
    failed: int = 0
    iterations: int = 0
    solve_time: float = 0.0
    encode_time: float = 0.0
    wall: float = 0.0
    variables: int = 0
    clauses: int = 0
    terms: int = 0
    peak_mb: float = 0.0
    fp_ops: int = 0           # floating-point operators decided by the solver's FP theory
    note: str = ""
    disagrees: bool = False
    statuses: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Conflict:
    """A property some backends say fails and others say holds."""

    property_id: str
    fails: tuple[str, ...]
    holds: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Comparison:
    """The VCC's size and build times, one row per backend, and the conflicts."""

    files: tuple[str, ...]
    properties: tuple[str, ...]
    term_nodes: int
    build_times: tuple[tuple[str, float], ...]
    rows: tuple[Row, ...]
    conflicts: tuple[Conflict, ...] = ()
    fp_ops: int = 0           # floating-point operator nodes of the VCC

    @property
    def disagreement(self) -> bool:
        return bool(self.conflicts)

    @property
    def exit_code(self) -> int:
        if self.disagreement:
            return EXIT_DISAGREE
        return EXIT_AGREE if any(r.verdict in ANSWERED for r in self.rows) \
            else EXIT_NO_ANSWER


# =============================================================================== building
def build_wire(options: Options) -> tuple[Wire, tuple[str, ...], tuple[str, ...],
                                          tuple[tuple[str, float], ...]]:
    """The VCC of ``options.files`` as a ``Wire`` (roots: the conjuncts, then one fail term
    per selected property), the property ids and classes, and the phase times."""
    built = build_condition(replace(options, timeout=None))   # --timeout is per backend
    f = built.formula
    wire = to_wire([*f.definitions, *f.fails])
    return (wire, tuple(p.id for p in f.properties),
            tuple(p.property_class for p in f.properties),
            tuple((n, round(t, 4)) for n, t in built.times))


def wire_fp_ops(wire: Wire) -> int:
    """Floating-point operator nodes (``Op.FP_*``) of a wire."""
    names = {op.value for op in FP_OPS}
    return sum(1 for node in wire.nodes if node[0] in names)


def verdict_of(statuses: Sequence[str], classes: Sequence[str]) -> str:
    """``bmc``'s verdict from per-property statuses (see the module docstring)."""
    fails = [c for s, c in zip(statuses, classes) if s == "failure"]
    if any(c not in COVERAGE_CLASSES for c in fails):
        return "FAILED"
    if "unknown" in statuses:
        return "UNKNOWN"
    return "INCONCLUSIVE" if fails else "SUCCESSFUL"


def _row(spec: SolverSpec, result: ChildResult, classes: Sequence[str]) -> Row:
    peak = round(result.maxrss_kb / 1024, 1)
    if result.status != "ok":
        return Row(spec.name, result.status.upper(), wall=round(result.wall, 3),
                   peak_mb=peak, note=result.message)
    out: SolveOutcome = result.value
    return Row(spec.name, verdict_of(out.statuses, classes), out.statuses.count("failure"),
               out.iterations, round(out.solve_time, 4), round(out.encode_time, 4),
               round(result.wall, 3), out.variables, out.clauses, out.terms, peak,
               out.fp_ops, out.message, statuses=out.statuses)


def find_conflicts(rows: Sequence[Row], properties: Sequence[str]
                   ) -> tuple[tuple[Row, ...], tuple[Conflict, ...]]:
    """Per property, the backends saying ``failure`` against those saying ``success``;
    the rows with the minority status on some property (every one on a tie) flagged."""
    conflicts: list[Conflict] = []
    odd: set[str] = set()
    for k, pid in enumerate(properties):
        fails = [r.backend for r in rows if len(r.statuses) > k and r.statuses[k] == "failure"]
        holds = [r.backend for r in rows if len(r.statuses) > k and r.statuses[k] == "success"]
        if fails and holds:
            conflicts.append(Conflict(pid, tuple(fails), tuple(holds)))
            if len(fails) <= len(holds):
                odd.update(fails)
            if len(holds) <= len(fails):
                odd.update(holds)
    flagged = tuple(replace(r, disagrees=r.backend in odd) for r in rows)
    return flagged, tuple(conflicts)


def compare(options: Options, specs: Sequence[SolverSpec], *, jobs: int = 1,
            timeout: float | None = None, memory_mb: int | None = 4096) -> Comparison:
    """Build the VCC once and decide it with every spec (missing ones are SKIPPED)."""
    wire, properties, classes, times = build_wire(options)
    runnable: list[SolverSpec] = []
    rows: dict[str, Row] = {}
    for spec in specs:
        why = availability(spec)
        if why:
            rows[spec.name] = Row(spec.name, "SKIPPED", note=why)
        else:
            runnable.append(spec)
    results = run_limited([(solve, (spec, wire, len(properties), timeout))
                           for spec in runnable],
                          jobs=jobs, timeout=timeout, memory_mb=memory_mb)
    for spec, result in zip(runnable, results):
        rows[spec.name] = _row(spec, result, classes)
    ordered, conflicts = find_conflicts([rows[s.name] for s in specs], properties)
    return Comparison(tuple(options.files), properties, wire.size, times, ordered,
                      conflicts, wire_fp_ops(wire))


# =============================================================================== output
COLUMNS = ("backend", "verdict", "failed", "calls", "solve s", "encode s", "wall s",
           "variables", "clauses", "terms", "fp ops", "peak MB", "note")
LEFT = (0, 1, 12)


def _cells(row: Row, properties: int) -> list[str]:
    mark = "!! " if row.disagrees else ""
    answered = bool(row.statuses)
    return [row.backend, mark + row.verdict,
            f"{row.failed}/{properties}" if answered else "-",
            str(row.iterations) if answered else "-", f"{row.solve_time:.3f}",
            f"{row.encode_time:.3f}", f"{row.wall:.2f}", str(row.variables or "-"),
            str(row.clauses or "-"), str(row.terms or "-"), str(row.fp_ops or "-"),
            f"{row.peak_mb:.1f}" if row.peak_mb else "-", row.note]


def render_text(c: Comparison) -> str:
    """The table and the agreement line (deterministic apart from times and memory)."""
    build = ", ".join(f"{n} {t:.3f}s" for n, t in c.build_times)
    fp = f" ({c.fp_ops} floating-point operators)" if c.fp_ops else ""
    lines = [f"bmc compare: {' '.join(c.files)}: {len(c.properties)} properties, "
             f"{c.term_nodes} term nodes{fp}; built once in {build}",
             "each backend decides every property (bmc's goal loop); failed = properties "
             "that fail, calls = solver calls",
             "sizes: variables and clauses of the CNF (pysat), declared constants and "
             "term nodes the solver got (SMT); fp ops: FP operators decided natively", ""]
    table = [list(COLUMNS)] + [_cells(r, len(c.properties)) for r in c.rows]
    widths = [max(len(row[k]) for row in table) for k in range(len(COLUMNS))]
    for n, row in enumerate(table):
        lines.append("  ".join(cell.ljust(widths[k]) if k in LEFT else
                               cell.rjust(widths[k]) for k, cell in enumerate(row)).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    lines.append("")
    if c.disagreement:
        lines.append(f"!!! DISAGREEMENT on {len(c.conflicts)} properties "
                     "(odd backends marked !!):")
        for conflict in c.conflicts:
            lines.append(f"  {conflict.property_id}: fails with "
                         + ", ".join(conflict.fails) + "; holds with "
                         + ", ".join(conflict.holds))
    else:
        answers = sorted({r.verdict for r in c.rows if r.verdict in ANSWERED})
        lines.append("all answering backends agree on every property: "
                     + (", ".join(answers) if answers else "no answer"))
    return "\n".join(lines) + "\n"


def render_json(c: Comparison) -> str:
    data = {"files": list(c.files), "properties": list(c.properties),
            "term_nodes": c.term_nodes, "fp_ops": c.fp_ops, "build_times": dict(c.build_times),
            "disagreement": c.disagreement,
            "conflicts": [asdict(x) for x in c.conflicts],
            "rows": [asdict(r) for r in c.rows]}
    return json.dumps(data, sort_keys=True) + "\n"


def report(c: Comparison, as_json: bool = False) -> int:
    """Print ``c`` (and a loud line on stderr for a disagreement); the exit code."""
    sys.stdout.write(render_json(c) if as_json else render_text(c))
    if c.disagreement:
        print("bmc compare: error: backends disagree on "
              + ", ".join(x.property_id for x in c.conflicts), file=sys.stderr)
    return c.exit_code


__all__ = ["Row", "Conflict", "Comparison", "compare", "build_wire", "verdict_of",
           "find_conflicts", "render_text", "render_json", "report", "EXIT_AGREE",
           "EXIT_DISAGREE", "EXIT_NO_ANSWER"]
