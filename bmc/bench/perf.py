"""Performance tracking: phase times and formula sizes over a fixed program set.

``bmc perf run [--out FILE] [--repeat N]`` verifies each program of ``program_set()``
(``bench/programs/*.c`` and a few SV-COMP tasks when ``shared/benchmarks/sv`` is there) in
this process and writes one JSON document: per program the verdict, the time of each phase
(parse, lower, symex, encode, solve; the minimum over ``--repeat`` runs), SSA steps, term
nodes, CNF variables and clauses. ``bmc perf compare OLD NEW`` prints NEW/OLD per program and
phase (and for the sizes), and the geometric mean per phase.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from bmc.options import Options
from bmc.pipeline import verify
from bmc.version import __version__
from bmc.cli.arguments import Parser, plain_text

REPO = Path(__file__).resolve().parents[2]
SV = REPO.parent / "shared" / "benchmarks" / "sv" / "c"
PHASES = ("parse", "lower", "symex", "encode", "solve")
SIZES = ("ssa_steps", "term_nodes", "variables", "clauses")
# (name, file, unwind, property file or None, data model)
SV_TASKS = (
    ("sv/bitvector/num_conversion_1", "bitvector/num_conversion_1.c", 10, "unreach-call",
     "ILP32"),
    ("sv/bitvector/byte_add-1", "bitvector/byte_add-1.i", 10, "unreach-call", "ILP32"),
    ("sv/locks/test_locks_7", "locks/test_locks_7.c", 10, "unreach-call", "ILP32"),
    ("sv/ssh-simplified/s3_srvr_1b", "ssh-simplified/s3_srvr_1b.cil.c", 10, "unreach-call",
     "ILP32"),
)


@dataclass(frozen=True, slots=True)
class Program:
    """One program of the set and how it is checked."""

    name: str
    options: Options


PROGRAMS = REPO / "bench" / "programs"


def program_set(sv_root: Path = SV, programs: Path = PROGRAMS) -> list[Program]:
    """The C files of ``programs`` (unwind 17, enough for bench/programs' loops) and the SV
    tasks that exist under ``sv_root``."""
    out = [Program(f"bench/{p.name}", Options(files=(str(p),), unwind=17, trace=False))
           for p in sorted(programs.glob("*.c"))]
    for name, rel, unwind, prp, model in SV_TASKS:
        path = sv_root / rel
        if path.exists():
            prp_file = sv_root / "properties" / f"{prp}.prp"
            out.append(Program(name, Options(files=(str(path),), unwind=unwind, trace=False,
                                             property_file=str(prp_file),
                                             svcomp_property=prp, data_model=model)))
    return out


def measure(program: Program, repeat: int = 1, timeout: float | None = 120.0
            ) -> dict[str, object]:
    """Verdict, phase times (minimum of ``repeat`` runs) and sizes of one program."""
    best: dict[str, float] = {}
    result = None
    for _ in range(max(1, repeat)):
        result = verify(replace(program.options, timeout=timeout))
        for phase, seconds in result.stats.times.entries:
            best[phase] = min(best.get(phase, math.inf), seconds)
    assert result is not None
    stats = result.stats
    return {"verdict": result.verdict.value,
            "times": {k: round(v, 5) for k, v in best.items()},
            "ssa_steps": stats.ssa_steps, "term_nodes": stats.term_nodes,
            "variables": stats.variables, "clauses": stats.clauses}


def run(programs: Sequence[Program], repeat: int = 1) -> dict[str, object]:
    return {"bmc": __version__, "python": platform.python_version(),
            "machine": platform.machine(),
            "programs": {p.name: measure(p, repeat) for p in programs}}


def ratios(old: dict, new: dict) -> list[tuple[str, str, float | None, float | None,
                                               float | None]]:
    """(program, phase or size, old, new, new/old) for every program in both runs."""
    rows = []
    for name in sorted(set(old["programs"]) & set(new["programs"])):
        a, b = old["programs"][name], new["programs"][name]
        keys = [(k, a["times"].get(k), b["times"].get(k)) for k in PHASES]
        keys += [(k, a.get(k), b.get(k)) for k in SIZES]
        for key, x, y in keys:
            ratio = y / x if x and y is not None else None
            rows.append((name, key, x, y, ratio))
    return rows


def render_ratios(rows: Sequence[tuple[str, str, float | None, float | None, float | None]]
                  ) -> str:
    lines = [f"{'program':34} {'what':11} {'old':>11} {'new':>11} {'new/old':>8}"]
    for name, key, x, y, r in rows:
        lines.append(f"{name:34} {key:11} {_num(x):>11} {_num(y):>11} "
                     f"{(f'{r:.2f}' if r is not None else '-'):>8}")
    lines.append("")
    for key in (*PHASES, *SIZES):
        values = [r for _, k, _, _, r in rows if k == key and r]
        if values:
            mean = math.exp(sum(math.log(v) for v in values) / len(values))
            lines.append(f"geometric mean new/old {key:11} {mean:.2f} ({len(values)} programs)")
    return "\n".join(lines) + "\n"


def _num(x: float | None) -> str:
    if x is None:
        return "-"
    return f"{x:.4f}" if isinstance(x, float) else str(x)


def main(argv: Sequence[str]) -> int:
    p = Parser(prog="bmc perf", description=plain_text(__doc__),
                formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run", help="measure the program set")
    r.add_argument("--out", type=Path, help="JSON file (default: stdout)")
    r.add_argument("--repeat", type=int, default=1)
    r.add_argument("--only", default="", help="regex on program names")
    r.add_argument("--programs", type=Path, default=PROGRAMS, metavar="DIR",
                   help="the C programs to measure (default: bench/programs of the source "
                        "tree bmc runs from)")
    r.add_argument("--sv", type=Path, default=SV, metavar="DIR",
                   help="SV-COMP's c/ folder for the few tasks of the set (default: "
                        "../shared/benchmarks/sv/c beside the source tree)")
    c = sub.add_parser("compare", help="ratios NEW/OLD per program and phase")
    c.add_argument("old", type=Path)
    c.add_argument("new", type=Path)
    args = p.parse_args(list(argv))
    if args.command == "run":
        programs = [q for q in program_set(args.sv, args.programs)
                    if re.search(args.only, q.name)]
        if not programs:
            print(f"bmc perf: no programs to measure: {args.programs} has no *.c files "
                  f"(bench/programs is in bmc's source tree, not in an installed package: "
                  f"run from a checkout or pass --programs DIR) and no SV task was found "
                  f"under {args.sv}" + (f" matching --only {args.only!r}" if args.only else ""),
                  file=sys.stderr)
            return 2
        text = json.dumps(run(programs, args.repeat), indent=1, sort_keys=True) + "\n"
        if args.out:
            args.out.write_text(text, encoding="utf-8")
            print(f"wrote {args.out}")
        else:
            sys.stdout.write(text)
        return 0
    old = json.loads(args.old.read_text(encoding="utf-8"))
    new = json.loads(args.new.read_text(encoding="utf-8"))
    sys.stdout.write(render_ratios(ratios(old, new)))
    return 0


__all__ = ["Program", "program_set", "measure", "run", "ratios", "render_ratios", "main"]
