"""DIMACS output: header and clause counts, the symbol comments, determinism, and
equisatisfiability (solved with pysat, models decoded through the comments)."""

from __future__ import annotations

import io
import random

from pysat.formula import CNF
from pysat.solvers import Solver

from bmc.backends.base import SatResult
from bmc.backends.dimacs import write_dimacs
from bmc.backends.sat_backend import SatBackend
from bmc.terms import BOOL, ArraySort, Term, TermStore, bv
from bmc.terms.evaluator import evaluate


def _formula(s: TermStore, k: int) -> list[Term]:
    x, y = s.var("x", bv(6)), s.var("y", bv(6))
    b = s.var("flag", BOOL)
    product = s.bvmul(s.zero_extend(x, 6), s.zero_extend(y, 6))   # no wrap-around
    return [s.eq(product, s.bv_const(k, 12)), s.ult(s.bv_const(1, 6), x),
            s.ult(s.bv_const(1, 6), y), s.implies(b, s.ult(x, y))]


def _write(roots: list[Term], s: TermStore) -> str:
    out = io.StringIO()
    write_dimacs(roots, s, out)
    return out.getvalue()


def _decode(text: str, model: set[int]) -> dict[str, int]:
    values: dict[str, int] = {}
    for line in text.splitlines():
        if line.startswith("c "):
            _, name, *lits = line.split()
            values[name] = sum(1 << i for i, lit in enumerate(map(int, lits)) if lit in model)
    return values


def test_header_clauses_and_comments() -> None:
    s = TermStore()
    roots = _formula(s, 35)
    out = io.StringIO()
    info = write_dimacs(roots, s, out)
    text = out.getvalue()
    lines = text.splitlines()
    assert lines[0] == f"p cnf {info.variables} {info.clauses}"
    clause_lines = [line for line in lines[1:] if not line.startswith("c ")]
    assert len(clause_lines) == info.clauses
    assert all(line.endswith(" 0") for line in clause_lines)
    assert clause_lines[0] == "1 0"                               # the TRUE constant
    comments = [line.split() for line in lines if line.startswith("c ")]
    assert [(c[1], len(c) - 2) for c in comments] == [("x", 6), ("y", 6), ("flag", 1)]
    assert [name for name, _ in info.symbols] == ["x", "y", "flag"]
    cnf = CNF(from_string=text)
    assert cnf.nv == info.variables and len(cnf.clauses) == info.clauses


def test_deterministic() -> None:
    texts = set()
    for _ in range(3):
        s = TermStore()
        texts.add(_write(_formula(s, 35), s))
    assert len(texts) == 1


def test_equisatisfiable_and_models_decode() -> None:
    rng = random.Random(5)
    seen = set()
    for k in [35, 37, 0, 1, 63, 3969, 4093] + [rng.randrange(200) for _ in range(10)]:
        s = TermStore()
        roots = _formula(s, k)
        text = _write(roots, s)
        with Solver(name="minisat22", bootstrap_with=CNF(from_string=text).clauses) as solver:
            sat = solver.solve()
            model = set(solver.get_model() or [])
        be = SatBackend(s)
        for r in roots:
            be.add(r)
        assert (be.check() is SatResult.SAT) == sat, k
        seen.add(sat)
        if sat:
            values = _decode(text, model)
            assignment = {"x": values["x"], "y": values["y"], "flag": bool(values["flag"])}
            assert all(evaluate(r, assignment) is True for r in roots), (k, values)
        be.close()
    assert seen == {True, False}


def test_arrays_are_eliminated() -> None:
    s = TermStore()
    a = s.var("A", ArraySort(bv(2), bv(3)))
    reads = [s.select(a, s.var(f"i{k}", bv(2))) for k in range(5)]
    roots = [s.distinct(reads[x], reads[y]) for x in range(5) for y in range(x + 1, 5)]
    text = _write(roots, s)
    with Solver(name="minisat22", bootstrap_with=CNF(from_string=text).clauses) as solver:
        assert not solver.solve()                                 # pigeonhole
    text = _write(roots[:6], s)                                   # reads 0-3 distinct only
    with Solver(name="minisat22", bootstrap_with=CNF(from_string=text).clauses) as solver:
        assert solver.solve()
    assert "c A%read[" in text
