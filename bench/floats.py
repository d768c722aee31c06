"""Floating-point encodings compared: bmc's bit-blasted circuits (CaDiCaL) vs the native
FloatingPoint theories of Z3 and Bitwuzla (cvc5 with --cvc5).

Per operation and format: the gate count of the circuit alone, the CNF size of a small
query (an identity that holds, so the query is UNSAT and the solver must prove it), and the
solve time of each backend. Usage:

    python bench/floats.py [--formats binary32,binary64] [--timeout 60] [--cvc5]

The table is printed and written to bench/results/floats.txt.

Queries (x, y free packed values):
  add     y > 0 and x is not NaN and x + y < x   (rounding is monotone)
  mul     x > 0 and y >= 1 and x * y < x
  div     x / 1 != x  and x is not NaN
  sqrt    sqrt(x) < 0                          (fp.lt; -0 is not less than 0)
  f2f     narrow(widen(x)) != x and x is not NaN   (to the next wider format and back)
  i2f2i   (int) (float) i != i for 16-bit i    (exact in both formats)
  rem     x, y finite, y != 0, |y| < |2 * fp.rem(x, y)|   (the remainder is within |y|/2)
  rem3    x finite, 3 < |2 * fp.rem(x, 3)|               (a constant divisor, as in C code)

``--ops`` measures some rows only; ``--merge`` then keeps the other rows of the existing
table (same columns) and replaces or adds the measured ones.
"""

from __future__ import annotations

import argparse
import time
from fractions import Fraction
from collections.abc import Callable
from pathlib import Path

from bmc.backends.base import SatResult
from bmc.backends.sat_backend import SatBackend
from bmc.encodings import float_circuits as fc
from bmc.encodings.gates import Gates
from bmc.terms import floats as ref
from bmc.terms.floats import BINARY32, BINARY64, X87_EXTENDED, FloatFormat, RoundingMode
from bmc.terms.ops import Op
from bmc.terms.sorts import bv
from bmc.terms.store import Term, TermStore

FORMATS = {"binary32": BINARY32, "binary64": BINARY64}
WIDER = {BINARY32: BINARY64, BINARY64: X87_EXTENDED}
RNE = int(RoundingMode.RNE)
RESULTS = Path(__file__).resolve().parent / "results" / "floats.txt"
OPS = ("add", "mul", "div", "sqrt", "f2f", "i2f2i", "rem", "rem3")


def _params(f: FloatFormat) -> tuple[int, int]:
    return (f.eb, f.sb)


def query(op: str, fmt: FloatFormat, s: TermStore) -> Term:
    """The UNSAT query for ``op`` on ``fmt`` (see the module docstring)."""
    rm = s.bv_const(RNE, 3)
    x, y = s.var("x", bv(fmt.width)), s.var("y", bv(fmt.width))
    p = _params(fmt)
    not_nan = s.not_(s.fp(Op.FP_IS_NAN, [x], p))
    match op:
        case "add":
            zero = s.bv_const(0, fmt.width)
            return s.and_(s.fp(Op.FP_LT, [zero, y], p), not_nan,
                          s.fp(Op.FP_LT, [s.fp(Op.FP_ADD, [rm, x, y], p), x], p))
        case "mul":
            zero = s.bv_const(0, fmt.width)
            one = s.fp(Op.FP_FROM_SBV, [rm, s.bv_const(1, 8)], p)
            return s.and_(s.fp(Op.FP_LT, [zero, x], p), s.fp(Op.FP_LEQ, [one, y], p),
                          s.fp(Op.FP_LT, [s.fp(Op.FP_MUL, [rm, x, y], p), x], p))
        case "div":
            one = s.fp(Op.FP_FROM_SBV, [rm, s.bv_const(1, 8)], p)
            return s.and_(not_nan, s.distinct(s.fp(Op.FP_DIV, [rm, x, one], p), x))
        case "sqrt":
            zero = s.bv_const(0, fmt.width)
            return s.fp(Op.FP_LT, [s.fp(Op.FP_SQRT, [rm, x], p), zero], p)
        case "f2f":
            wide = WIDER[fmt]
            up = s.fp(Op.FP_TO_FP, [rm, x], (*p, wide.eb, wide.sb))
            back = s.fp(Op.FP_TO_FP, [rm, up], (wide.eb, wide.sb, *p))
            return s.and_(not_nan, s.distinct(back, x))
        case "rem" | "rem3":
            if op == "rem3":
                y = s.fp(Op.FP_FROM_SBV, [rm, s.bv_const(3, 8)], p)
            magnitude = s.bv_const((1 << (fmt.width - 1)) - 1, fmt.width)
            r = s.fp(Op.FP_REM, [x, y], p)
            twice = s.bvand(s.fp(Op.FP_ADD, [rm, r, r], p), magnitude)
            return s.and_(not_nan, s.not_(s.fp(Op.FP_IS_INF, [x], p)),
                          s.not_(s.fp(Op.FP_IS_NAN, [y], p)),
                          s.not_(s.fp(Op.FP_IS_ZERO, [y], p)),
                          s.fp(Op.FP_LT, [s.bvand(y, magnitude), twice], p))
        case "i2f2i":
            i = s.var("i", bv(16))
            f = s.fp(Op.FP_FROM_SBV, [rm, i], p)
            back = s.fp(Op.FP_TO_SBV, [s.bv_const(int(RoundingMode.RTZ), 3), f], (*p, 16))
            return s.distinct(back, i)
    raise ValueError(op)


def circuit_gates(op: str, fmt: FloatFormat) -> int:
    """Gates of the operation's circuit alone (symbolic operands, rounding mode RNE)."""
    g = Gates()
    a, b = g.new_vector(fmt.width), g.new_vector(fmt.width)
    rm = fc.mode_vector(g, RoundingMode.RNE)
    before = g.num_gates
    match op:
        case "add":
            fc.fp_add(g, fmt, rm, a, b)
        case "mul":
            fc.fp_mul(g, fmt, rm, a, b)
        case "div":
            fc.fp_div(g, fmt, rm, a, b)
        case "sqrt":
            fc.fp_sqrt(g, fmt, rm, a)
        case "f2f":
            wide = WIDER[fmt]
            fc.fp_to_fp(g, fmt, wide, rm, a)
        case "i2f2i":
            fc.int_to_fp(g, fmt, rm, a[:16], True)
        case "rem":
            fc.fp_rem(g, fmt, a, b)
        case "rem3":
            three = ref.round_to(fmt, 0, Fraction(3), RoundingMode.RNE)
            fc.fp_rem(g, fmt, a, fc.const(g, three, fmt.width))
    return g.num_gates - before


def _time(make: Callable[[TermStore], object], op: str, fmt: FloatFormat, timeout: float
          ) -> tuple[str, float, object]:
    s = TermStore()
    formula = query(op, fmt, s)
    backend = make(s)
    start = time.perf_counter()
    backend.add(formula)               # (bit-blasting happens here for the SAT backend)
    answer = backend.check(timeout=timeout)
    elapsed = time.perf_counter() - start
    stats = backend.stats()
    backend.close()
    verdict = {SatResult.UNSAT: "unsat", SatResult.SAT: "SAT!", SatResult.UNKNOWN: "timeout"}
    return verdict[answer], elapsed, stats


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--formats", default="binary32,binary64")
    ap.add_argument("--ops", default=",".join(OPS))
    ap.add_argument("--merge", action="store_true",
                    help="keep the existing table's other rows (same columns)")
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--cvc5", action="store_true", help="also cvc5")
    args = ap.parse_args()
    backends: dict[str, Callable[[TermStore], object]] = {"bitblast": SatBackend}
    try:
        from bmc.backends.z3_backend import Z3Backend
        backends["z3"] = Z3Backend
    except ImportError:
        pass
    try:
        from bmc.backends.bitwuzla_backend import BitwuzlaBackend, load_bitwuzla
        load_bitwuzla()
        backends["bitwuzla"] = BitwuzlaBackend
    except Exception:      # noqa: BLE001 - the package is optional
        pass
    if args.cvc5:
        from bmc.backends.cvc5_backend import Cvc5Backend
        backends["cvc5"] = Cvc5Backend
    header = (f"{'op':6} {'format':9} {'gates':>8} {'cnf vars':>9} {'clauses':>9}  "
              + "  ".join(f"{name + ' s':>12}" for name in backends))
    lines = [header, "-" * len(header)]
    print(header, flush=True)
    for fname in args.formats.split(","):
        fmt = FORMATS[fname]
        for op in args.ops.split(","):
            gates = circuit_gates(op, fmt)
            cells, cnf = [], ("", "")
            for name, make in backends.items():
                verdict, elapsed, stats = _time(make, op, fmt, args.timeout)
                if name == "bitblast":
                    cnf = (str(stats.variables), str(stats.clauses))   # type: ignore[attr-defined]
                cells.append(f"{elapsed:8.2f} {verdict:>3}" if verdict == "unsat"
                             else f"{verdict:>12}")
            line = (f"{op:6} {fname:9} {gates:8d} {cnf[0]:>9} {cnf[1]:>9}  "
                    + "  ".join(f"{c:>12}" for c in cells))
            print(line, flush=True)
            lines.append(line)
    comments = [f"# python bench/floats.py --timeout {args.timeout:g}"
                f"{' --cvc5' if args.cvc5 else ''}",
                "# time = encode + solve of the UNSAT query, seconds"]
    if args.merge and RESULTS.exists():
        comments, lines = _merged(RESULTS.read_text().splitlines(), lines, args)
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text("\n".join(comments + lines) + "\n")


def _row_key(line: str) -> tuple[str, str]:
    op, fname = line.split()[:2]
    return fname, op


def _merged(old: list[str], new: list[str], args: argparse.Namespace
            ) -> tuple[list[str], list[str]]:
    """The existing table with the rows of ``new`` (header + rule + rows) replaced or added,
    ordered by format and operation; the old table's columns must be the same."""
    comments = [line for line in old if line.startswith("#")]
    table = [line for line in old if not line.startswith("#")]
    if not table or table[0] != new[0]:
        raise SystemExit("--merge: the existing table has other columns; run it whole")
    rows = {_row_key(line): line for line in table[2:] if line.strip()}
    rows.update({_row_key(line): line for line in new[2:]})
    order = {op: k for k, op in enumerate(OPS)}
    formats = {name: k for k, name in enumerate(FORMATS)}
    keys = sorted(rows, key=lambda k: (formats.get(k[0], 99), order.get(k[1], 99)))
    comments.append(f"# rows {args.ops} ({args.formats}) measured later and merged: "
                    f"python bench/floats.py --ops {args.ops} --formats {args.formats} "
                    f"--timeout {args.timeout:g}{' --cvc5' if args.cvc5 else ''} --merge")
    return comments, new[:2] + [rows[k] for k in keys]


if __name__ == "__main__":
    main()
