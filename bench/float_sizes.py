"""CNF sizes of bmc and CBMC on the SV-COMP float tasks (issue 20: circuits as small as CBMC's).

For each task of a tasks.csv (default: the sv-float development set) both tools encode the
verification condition for the task's property, data model and bound and write it as DIMACS
without solving; the script reads the ``p cnf VARS CLAUSES`` line of each:

  bmc   python -m bmc INPUT --property-file PRP --data-model M --unwind N --dimacs F
  cbmc  cbmc INPUT' --32|--64 --unwind N --no-standard-checks --unwinding-assertions
        --dimacs --outfile F
        (INPUT' has each call of the error function turned into ``__CPROVER_assert(0,..)``,
        as ../shared/tools/sv-eval does)

CBMC's ``--verbosity 9`` line "N variables, M clauses" (printed before MiniSat solves)
counts the same variables and a few hundred clauses fewer than its DIMACS file (MiniSat
drops satisfied clauses as they arrive); ``--cbmc-solver-line`` adds that figure too.

Per task: variables and clauses of both and the ratios bmc/CBMC; at the end the median
ratios over the tasks both tools encoded. Usage:

    python bench/float_sizes.py [--tasks CSV] [--filter REGEX] [--property PRP] [--unwind 10]
                                [--timeout 300]

The table goes to stdout and to bench/results/float-sizes.txt (``--out`` to change).

``--circuits`` instead counts bmc's circuits alone, per operation and format (binary32,
binary64, x87 extended): gates and clauses of one operation on fresh operands with the
rounding mode the constant RNE (``sym``), with the second operand a constant (``const``:
0.1 rounded to the format) and with a free rounding mode (``rm``). Written to
bench/results/float-circuits.txt.
"""

from __future__ import annotations

import argparse
import csv
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
TASKS = SHARED / "benchmarks" / "sv-float" / "tasks.csv"
CBMC = SHARED / "tools" / "cbmc" / "cbmc"
RESULTS = ROOT / "bench" / "results" / "float-sizes.txt"
CIRCUITS = ROOT / "bench" / "results" / "float-circuits.txt"
P_LINE = re.compile(rb"^p cnf (\d+) (\d+)", re.M)
SOLVER_LINE = re.compile(r"^(\d+) variables, (\d+) clauses", re.M)
ERROR_CALL = re.compile(r"(?<!void )(?<!void  )\b(reach_error|__VERIFIER_error)\s*\(\s*\)\s*;")


@dataclass
class Size:
    """A CNF size, or why there is none."""

    variables: int = 0
    clauses: int = 0
    error: str = ""
    seconds: float = 0.0

    def cell(self) -> str:
        return f"{self.variables:>9} {self.clauses:>10}" if not self.error else f"{self.error:>20}"


def _p_line(path: Path) -> tuple[int, int] | None:
    with path.open("rb") as f:
        head = f.read(1 << 16)
    m = P_LINE.search(head)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _run(cmd: list[str], out: Path, timeout: float, env: dict[str, str] | None = None) -> Size:
    start = time.perf_counter()
    try:
        proc = subprocess.run(cmd, capture_output=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return Size(error="timeout", seconds=timeout)
    elapsed = time.perf_counter() - start
    size = _p_line(out) if out.exists() else None
    if size is None:
        tail = (proc.stderr or proc.stdout).decode(errors="replace").strip().splitlines()
        reason = f"exit {proc.returncode}"
        print(f"    {' '.join(cmd[:2])}: {reason}: {tail[-1] if tail else ''}", file=sys.stderr)
        return Size(error=reason, seconds=elapsed)
    return Size(size[0], size[1], seconds=elapsed)


def bmc_size(task: dict, root: Path, unwind: int, timeout: float, tmp: Path) -> Size:
    """bmc's DIMACS size for the task (``--dimacs`` writes the CNF and stops)."""
    out = tmp / "bmc.cnf"
    out.unlink(missing_ok=True)
    cmd = [sys.executable, "-m", "bmc", str(root / task["input_file"]),
           "--property-file", str(root / task["property_file"]),
           "--data-model", task["data_model"], "--unwind", str(unwind), "--dimacs", str(out)]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return _run(cmd, out, timeout, env)


def cbmc_input(path: Path, tmp: Path) -> Path:
    """The task's file with the error calls as CBMC assertions (as sv-eval does)."""
    text = ERROR_CALL.sub(r'__CPROVER_assert(0, "\1");', path.read_text(errors="replace"))
    out = tmp / path.name
    out.write_text(text)
    return out


def _cbmc_cmd(cbmc: Path, task: dict, root: Path, unwind: int, tmp: Path) -> list[str]:
    model = "--32" if task["data_model"] == "ILP32" else "--64"
    return [str(cbmc), str(cbmc_input(root / task["input_file"], tmp)), model,
            "--unwind", str(unwind), "--no-standard-checks", "--unwinding-assertions"]


def cbmc_size(cbmc: Path, task: dict, root: Path, unwind: int, timeout: float, tmp: Path
              ) -> Size:
    out = tmp / "cbmc.cnf"
    out.unlink(missing_ok=True)
    cmd = _cbmc_cmd(cbmc, task, root, unwind, tmp) + ["--dimacs", "--outfile", str(out)]
    return _run(cmd, out, timeout)


def cbmc_solver_line(cbmc: Path, task: dict, root: Path, unwind: int, timeout: float,
                     tmp: Path) -> Size:
    """The "N variables, M clauses" line of ``--verbosity 9``; CBMC is stopped as soon as
    it has printed it (before or while MiniSat solves)."""
    cmd = _cbmc_cmd(cbmc, task, root, unwind, tmp) + ["--verbosity", "9"]
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    timer = threading.Timer(timeout, proc.kill)      # also while CBMC prints nothing
    timer.start()
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            m = SOLVER_LINE.match(line)
            if m:
                return Size(int(m.group(1)), int(m.group(2)),
                            seconds=time.perf_counter() - start)
        elapsed = time.perf_counter() - start
        return Size(error="timeout" if elapsed >= timeout else "no line", seconds=elapsed)
    finally:
        timer.cancel()
        proc.kill()
        proc.wait()


def _ratio(a: Size, b: Size, field: str) -> float | None:
    if a.error or b.error or not getattr(b, field):
        return None
    return getattr(a, field) / getattr(b, field)


def _circuit(op: str, fmt, g, mode: list[int], a: list[int], b: list[int]) -> None:
    """Build one operation's circuit on ``a`` (and ``b``)."""
    from bmc.encodings import float_circuits as fc
    from bmc.terms.floats import BINARY32, BINARY64, X87_EXTENDED
    wider = {BINARY32: BINARY64, BINARY64: X87_EXTENDED, X87_EXTENDED: X87_EXTENDED}
    narrower = {BINARY32: BINARY32, BINARY64: BINARY32, X87_EXTENDED: BINARY64}
    binary = {"add": fc.fp_add, "sub": fc.fp_sub, "mul": fc.fp_mul, "div": fc.fp_div}
    compare = {"lt": fc.fp_lt, "le": fc.fp_le, "eq": fc.fp_eq, "min": fc.fp_min,
               "max": fc.fp_max, "rem": fc.fp_rem}
    if op in binary:
        binary[op](g, fmt, mode, a, b)
    elif op in compare:
        compare[op](g, fmt, a, b)
    elif op == "sqrt":
        fc.fp_sqrt(g, fmt, mode, a)
    elif op == "rti":
        fc.fp_round_to_integral(g, fmt, mode, a)
    elif op == "widen":
        fc.fp_to_fp(g, fmt, wider[fmt], mode, a)
    elif op == "narrow":
        fc.fp_to_fp(g, fmt, narrower[fmt], mode, a)
    elif op == "i2f":
        fc.int_to_fp(g, fmt, mode, a[:32], True)
    elif op == "f2i":
        fc.fp_to_int(g, fmt, mode, a, 32, True)
    elif op == "isnan":
        fc.is_nan(g, fmt, a)
    else:
        raise ValueError(op)


CIRCUIT_OPS = ("add", "mul", "div", "sqrt", "rem", "rti", "widen", "narrow", "i2f", "f2i",
               "lt", "le", "eq", "min", "isnan")


def circuit_sizes(op: str, fmt, variant: str) -> tuple[int, int]:
    """(gates, clauses) of ``op`` on ``fmt`` alone; ``variant``: ``sym``, ``const``, ``rm``."""
    from fractions import Fraction

    from bmc.encodings import float_circuits as fc
    from bmc.encodings.gates import Gates
    from bmc.terms import floats as ref
    g = Gates()
    a = g.new_vector(fmt.width)
    if variant == "const":
        b = fc.const(g, ref.round_to(fmt, 0, Fraction(1, 10), ref.RoundingMode.RNE), fmt.width)
    else:
        b = g.new_vector(fmt.width)
    mode = (g.new_vector(3) if variant == "rm"
            else fc.mode_vector(g, ref.RoundingMode.RNE if op != "f2i" else ref.RoundingMode.RTZ))
    gates, clauses = g.num_gates, g.num_clauses
    _circuit(op, fmt, g, mode, a, b)
    return g.num_gates - gates, g.num_clauses - clauses


def circuits_main(args: argparse.Namespace) -> None:
    from bmc.terms.floats import BINARY32, BINARY64, X87_EXTENDED
    formats = {"binary32": BINARY32, "binary64": BINARY64, "x87": X87_EXTENDED}
    variants = ("sym", "const", "rm")
    header = f"{'op':7} {'format':9}" + "".join(
        f" {v + ' gates':>11} {v + ' clauses':>13}" for v in variants)
    lines = [header, "-" * len(header)]
    print(header, flush=True)
    ops = args.ops.split(",") if args.ops else CIRCUIT_OPS
    for fname, fmt in formats.items():
        for op in ops:
            cells = []
            for v in variants:
                if v == "const" and op in ("sqrt", "rti", "widen", "narrow", "i2f", "f2i",
                                           "isnan"):
                    cells.append(f" {'':>11} {'':>13}")
                    continue
                gates, clauses = circuit_sizes(op, fmt, v)
                cells.append(f" {gates:11d} {clauses:13d}")
            line = f"{op:7} {fname:9}" + "".join(cells)
            print(line, flush=True)
            lines.append(line)
    out = args.out if args.out != RESULTS else CIRCUITS
    comments = ["# python bench/float_sizes.py --circuits",
                "# one operation alone: sym = free operands, mode RNE (RTZ for f2i); const ="
                " second operand 0.1; rm = free rounding mode",
                "# i2f: from a 32-bit signed integer; f2i: to a 32-bit signed integer"]
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(comments + lines) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tasks", type=Path, default=TASKS)
    ap.add_argument("--filter", default="", help="regex on the input path")
    ap.add_argument("--property", default="",
                    help="only tasks of this property (e.g. unreach-call: the CBMC side "
                         "runs without the standard checks)")
    ap.add_argument("--unwind", type=int, default=10)
    ap.add_argument("--timeout", type=float, default=300.0, help="seconds per tool and task")
    ap.add_argument("--cbmc", type=Path, default=CBMC)
    ap.add_argument("--cbmc-solver-line", action="store_true",
                    help="also CBMC's --verbosity 9 size line")
    ap.add_argument("--out", type=Path, default=RESULTS)
    ap.add_argument("--circuits", action="store_true",
                    help="per operation circuit sizes instead (see above)")
    ap.add_argument("--ops", default="", help="with --circuits: these operations only")
    args = ap.parse_args()
    if args.circuits:
        circuits_main(args)
        return
    root = args.tasks.resolve().parent
    with args.tasks.open() as f:
        tasks = [t for t in csv.DictReader(f) if re.search(args.filter, t["input_file"])
                 and args.property in ("", t["property"])]
    for t in tasks:
        t["property_file"] = str(Path(t["input_file"]).parent.parent / "properties"
                                 / f"{t['property']}.prp")
    header = (f"{'task':42} {'bmc vars':>9} {'clauses':>10} {'cbmc vars':>9} {'clauses':>10}"
              f" {'vars x':>7} {'cls x':>7}")
    extra = f" {'cbmc-v9 vars':>12} {'clauses':>10}" if args.cbmc_solver_line else ""
    lines = [header + extra, "-" * len(header + extra)]
    print(lines[0], flush=True)
    var_ratios: list[float] = []
    clause_ratios: list[float] = []
    with tempfile.TemporaryDirectory(prefix="float-sizes-") as tmpdir:
        tmp = Path(tmpdir)
        for t in tasks:
            ours = bmc_size(t, root, args.unwind, args.timeout, tmp)
            theirs = cbmc_size(args.cbmc, t, root, args.unwind, args.timeout, tmp)
            rv, rc = _ratio(ours, theirs, "variables"), _ratio(ours, theirs, "clauses")
            if rv is not None and rc is not None:
                var_ratios.append(rv)
                clause_ratios.append(rc)
            name = Path(t["input_file"]).stem
            line = (f"{name:42} {ours.cell()} {theirs.cell()} "
                    f"{rv if rv is not None else float('nan'):7.3f} "
                    f"{rc if rc is not None else float('nan'):7.3f}")
            if args.cbmc_solver_line:
                line += " " + cbmc_solver_line(args.cbmc, t, root, args.unwind, args.timeout,
                                               tmp).cell()
            print(line, flush=True)
            lines.append(line)
    summary = []
    if clause_ratios:
        summary = [f"# {len(clause_ratios)} tasks encoded by both: median ratio bmc/CBMC "
                   f"variables {statistics.median(var_ratios):.3f}, clauses "
                   f"{statistics.median(clause_ratios):.3f}; "
                   f"bmc no larger (clauses) on {sum(r <= 1 for r in clause_ratios)}"]
    print("\n".join(summary))
    comments = [f"# python bench/float_sizes.py --unwind {args.unwind} --timeout "
                f"{args.timeout:g}{' --filter ' + args.filter if args.filter else ''}",
                "# sizes: the 'p cnf' line of each tool's DIMACS output (no solving)"]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(comments + lines + summary) + "\n")


if __name__ == "__main__":
    main()
