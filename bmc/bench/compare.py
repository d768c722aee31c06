"""``bmc compare``: one verification condition, many solvers, one table.

The VCC is built once (front end, instrumentation, symex, ``decide.formula``), serialised
(``bench.serialize``) and sent to one child process per solver (``bench.procs``: timeout,
memory limit, peak memory). Each child asks one question: is ``VCC and OR(fail terms of the
selected properties)`` satisfiable? SAT means some property (unwinding assertions included)
can fail (verdict ``FAILS``), UNSAT that all hold (``HOLDS``). This is a solver comparison,
not ``bmc``'s property-by-property loop: verdicts differ from ``bmc FILE`` wherever only an
unwinding assertion fails (``bmc`` then says INCONCLUSIVE).

Backends whose FAILS/HOLDS verdicts differ are a disagreement: flagged on every such row
(``!!``), announced after the table and on stderr, and the exit code is ``EXIT_DISAGREE``.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace

from bmc.bench.procs import ChildResult, run_limited
from bmc.bench.serialize import Wire, to_wire
from bmc.bench.solvers import SolveOutcome, SolverSpec, availability, solve
from bmc.options import Options

EXIT_AGREE = 0            # every backend that answered gave the same verdict
EXIT_DISAGREE = 4         # two backends gave different FAILS/HOLDS verdicts
EXIT_NO_ANSWER = 5        # no backend answered (all unknown, timed out, missing ...)

VERDICTS = {"sat": "FAILS", "unsat": "HOLDS", "unknown": "UNKNOWN"}


@dataclass(frozen=True, slots=True)
class Row:
    """One backend's line of the table."""

    backend: str
    verdict: str                 # FAILS HOLDS UNKNOWN TIMEOUT MEMOUT ERROR CRASHED SKIPPED
    solve_time: float = 0.0
    encode_time: float = 0.0
    wall: float = 0.0
    variables: int = 0
    clauses: int = 0
    terms: int = 0
    peak_mb: float = 0.0
    note: str = ""
    disagrees: bool = False


@dataclass(frozen=True, slots=True)
class Comparison:
    """The VCC's size and build times, one row per backend, and whether they disagree."""

    files: tuple[str, ...]
    properties: int
    term_nodes: int
    build_times: tuple[tuple[str, float], ...]
    rows: tuple[Row, ...]

    @property
    def disagreement(self) -> bool:
        return any(r.disagrees for r in self.rows)

    @property
    def exit_code(self) -> int:
        if self.disagreement:
            return EXIT_DISAGREE
        return EXIT_AGREE if any(r.verdict in ("FAILS", "HOLDS") for r in self.rows) \
            else EXIT_NO_ANSWER


# =============================================================================== building
def build_wire(options: Options) -> tuple[Wire, int, tuple[tuple[str, float], ...]]:
    """The VCC and goal of ``options.files`` as a ``Wire`` (roots: conjuncts, then
    ``OR(fails)``), the number of selected properties, and the phase times."""
    from bmc import pipeline
    from bmc.decide import formula
    building = replace(options, timeout=None)
    pipeline.check_inputs(building)
    run = pipeline._Run.start(building)                 # noqa: SLF001 - same project
    equation = pipeline.symex(run, pipeline.instrument(run, pipeline.load(run)))
    start = time.perf_counter()
    f = formula(equation, building)
    wire = to_wire([*f.definitions, equation.store.or_(*f.fails)])
    run.add_time("formula", time.perf_counter() - start)
    return wire, len(f.properties), tuple((n, round(t, 4)) for n, t in run.times)


def _row(spec: SolverSpec, result: ChildResult) -> Row:
    peak = round(result.maxrss_kb / 1024, 1)
    if result.status != "ok":
        return Row(spec.name, result.status.upper(), wall=round(result.wall, 3),
                   peak_mb=peak, note=result.message)
    out: SolveOutcome = result.value
    return Row(spec.name, VERDICTS.get(out.answer, out.answer.upper()),
               round(out.solve_time, 4), round(out.encode_time, 4), round(result.wall, 3),
               out.variables, out.clauses, out.terms, peak, out.message)


def flag_disagreements(rows: Sequence[Row]) -> tuple[Row, ...]:
    """When both FAILS and HOLDS occur, mark the rows outside the majority verdict (every
    answering row on a tie)."""
    answers = [r.verdict for r in rows if r.verdict in ("FAILS", "HOLDS")]
    fails, holds = answers.count("FAILS"), answers.count("HOLDS")
    if not fails or not holds:
        return tuple(rows)
    odd = {"FAILS", "HOLDS"} if fails == holds else {"FAILS" if fails < holds else "HOLDS"}
    return tuple(replace(r, disagrees=r.verdict in odd) for r in rows)


def compare(options: Options, specs: Sequence[SolverSpec], *, jobs: int = 1,
            timeout: float | None = None, memory_mb: int | None = 4096) -> Comparison:
    """Build the VCC once and decide it with every spec (missing ones are SKIPPED)."""
    wire, properties, times = build_wire(options)
    runnable: list[SolverSpec] = []
    rows: dict[str, Row] = {}
    for spec in specs:
        why = availability(spec)
        if why:
            rows[spec.name] = Row(spec.name, "SKIPPED", note=why)
        else:
            runnable.append(spec)
    results = run_limited([(solve, (spec, wire, timeout)) for spec in runnable], jobs=jobs,
                          timeout=timeout, memory_mb=memory_mb)
    for spec, result in zip(runnable, results):
        rows[spec.name] = _row(spec, result)
    ordered = flag_disagreements([rows[s.name] for s in specs])
    return Comparison(tuple(options.files), properties, wire.size, times, ordered)


# =============================================================================== output
COLUMNS = ("backend", "verdict", "solve s", "encode s", "wall s", "variables", "clauses",
           "terms", "peak MB", "note")


def _cells(row: Row) -> list[str]:
    mark = "!! " if row.disagrees else ""
    return [row.backend, mark + row.verdict, f"{row.solve_time:.3f}", f"{row.encode_time:.3f}",
            f"{row.wall:.2f}", str(row.variables or "-"), str(row.clauses or "-"),
            str(row.terms or "-"), f"{row.peak_mb:.1f}" if row.peak_mb else "-", row.note]


def render_text(c: Comparison) -> str:
    """The table and the verdict line (deterministic apart from times and memory)."""
    build = ", ".join(f"{n} {t:.3f}s" for n, t in c.build_times)
    lines = [f"bmc compare: {' '.join(c.files)}: {c.properties} properties, "
             f"{c.term_nodes} term nodes; built once in {build}",
             "verdict: FAILS = some property (incl. unwinding assertions) can fail, "
             "HOLDS = none can", ""]
    table = [list(COLUMNS)] + [_cells(r) for r in c.rows]
    widths = [max(len(row[k]) for row in table) for k in range(len(COLUMNS))]
    for n, row in enumerate(table):
        lines.append("  ".join(cell.ljust(widths[k]) if k in (0, 1, 9) else
                               cell.rjust(widths[k]) for k, cell in enumerate(row)).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    lines.append("")
    if c.disagreement:
        fails = [r.backend for r in c.rows if r.verdict == "FAILS"]
        holds = [r.backend for r in c.rows if r.verdict == "HOLDS"]
        lines.append("!!! DISAGREEMENT: FAILS from " + ", ".join(fails)
                     + "; HOLDS from " + ", ".join(holds) + " (odd ones marked !!)")
    else:
        answers = sorted({r.verdict for r in c.rows if r.verdict in ("FAILS", "HOLDS")})
        lines.append("all answering backends agree: " + (answers[0] if answers
                                                          else "no answer"))
    return "\n".join(lines) + "\n"


def render_json(c: Comparison) -> str:
    data = {"files": list(c.files), "properties": c.properties, "term_nodes": c.term_nodes,
            "build_times": dict(c.build_times), "disagreement": c.disagreement,
            "rows": [asdict(r) for r in c.rows]}
    return json.dumps(data, sort_keys=True) + "\n"


def report(c: Comparison, as_json: bool = False) -> int:
    """Print ``c`` (and a loud line on stderr for a disagreement); the exit code."""
    sys.stdout.write(render_json(c) if as_json else render_text(c))
    if c.disagreement:
        print("bmc compare: error: backends disagree on the verdict", file=sys.stderr)
    return c.exit_code


__all__ = ["Row", "Comparison", "compare", "build_wire", "render_text", "render_json",
           "report", "flag_disagreements", "EXIT_AGREE", "EXIT_DISAGREE", "EXIT_NO_ANSWER"]
