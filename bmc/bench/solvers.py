"""The solvers ``bmc compare`` can run, and the work one child process does with one.

A ``SolverSpec`` names a solver: ``pysat`` (any pysat solver name or alias, bit-blasted by
``SatBackend``), ``z3`` (``Z3Backend``), ``smt`` (an external SMT-LIB2 command through
``SmtLibBackend``), ``bitwuzla-py`` / ``cvc5-py`` (the solvers' Python packages, given our
SMT-LIB2 printer's text through their own parsers), and the hidden ``test-wrong`` (MiniSat
with the answer inverted: a deliberately wrong backend for testing disagreement detection).

``solve(spec, wire, timeout)`` runs in the child: it rebuilds the formula, asserts the VCC and
``OR(fail terms)`` and asks once whether some property fails (SAT) or all hold (UNSAT).
"""

from __future__ import annotations

import importlib.util
import shlex
import shutil
import time
from collections.abc import Sequence
from dataclasses import dataclass

from bmc.bench.serialize import Wire, from_wire
from bmc.errors import BackendUnavailable, UsageError
from bmc.terms.store import Term, TermStore

PACKAGES = {"bitwuzla-py": "bitwuzla", "cvc5-py": "cvc5"}
HIDDEN = ("test-wrong",)


@dataclass(frozen=True, slots=True)
class SolverSpec:
    """One solver to run: its display name, kind and argument (pysat name, command)."""

    name: str
    kind: str            # pysat | z3 | smt | package | test-wrong
    arg: str = ""


@dataclass(frozen=True, slots=True)
class SolveOutcome:
    """What one child reports (sizes as the backend counts them; 0 when it does not)."""

    answer: str                    # sat | unsat | unknown | error
    encode_time: float = 0.0       # seconds to rebuild and give the formula to the solver
    solve_time: float = 0.0        # seconds in check()
    variables: int = 0
    clauses: int = 0
    terms: int = 0
    message: str = ""


# =============================================================================== specs
def pysat_names() -> tuple[str, ...]:
    """The pysat solvers that can be created here."""
    from bmc.backends.sat_backend import available_sat_solvers
    return available_sat_solvers()


def parse_specs(names: Sequence[str], smt_commands: Sequence[str] = ()) -> list[SolverSpec]:
    """Specs for ``--backends`` names (``all``, ``pysat``, pysat names, ``z3``,
    ``bitwuzla-py``, ``cvc5-py``, ``smt:CMD``) and ``--smt-solver`` commands, in order,
    without duplicates. Unknown names are a usage error; missing solvers are kept (they
    are reported as unavailable by ``availability``)."""
    from bmc.backends.sat_backend import _solver_table   # noqa: PLC2701 - same project
    table = _solver_table()
    aliases = {alias: canonical for canonical, names_ in table.items() for alias in names_}
    out: list[SolverSpec] = []
    for raw in names:
        name = raw.strip()
        if not name:
            continue
        if name in ("all", "pysat"):
            out += [SolverSpec(n, "pysat", n) for n in pysat_names()]
            if name == "all":
                out += [SolverSpec("z3", "z3")] + [SolverSpec(p, "package", p)
                                                   for p in PACKAGES]
        elif name in table or name in aliases:
            canonical = name if name in table else aliases[name]
            out.append(SolverSpec(canonical, "pysat", canonical))
        elif name == "z3":
            out.append(SolverSpec("z3", "z3"))
        elif name in PACKAGES:
            out.append(SolverSpec(name, "package", name))
        elif name.startswith("smt:"):
            out.append(SolverSpec(name, "smt", name[4:]))
        elif name in HIDDEN:
            out.append(SolverSpec(name, name))
        else:
            raise UsageError(f"unknown backend {name!r} for compare; use pysat solver names "
                             f"({', '.join(sorted(table))}), z3, bitwuzla-py, cvc5-py, "
                             "smt:CMD, all")
    out += [SolverSpec(f"smt:{cmd}", "smt", cmd) for cmd in smt_commands if cmd.strip()]
    unique: dict[str, SolverSpec] = {}
    for spec in out:
        unique.setdefault(spec.name, spec)
    return list(unique.values())


def availability(spec: SolverSpec) -> str:
    """Empty when ``spec`` can run here, else why not (with an install hint)."""
    match spec.kind:
        case "pysat" | "test-wrong":
            wanted = spec.arg or "minisat22"
            return "" if wanted in pysat_names() else \
                f"pysat solver {wanted} is not built in this python-sat"
        case "z3":
            return "" if importlib.util.find_spec("z3") else \
                "z3-solver not installed (pip install 'bmc[z3]')"
        case "package":
            module = PACKAGES[spec.arg]
            return "" if importlib.util.find_spec(module) else \
                f"{module} not installed (pip install 'bmc[solvers]')"
        case "smt":
            argv = shlex.split(spec.arg)
            if not argv:
                return "empty solver command"
            return "" if shutil.which(argv[0]) else f"command {argv[0]!r} not found"
    return f"unknown kind {spec.kind}"


# =============================================================================== child side
def solve(spec: SolverSpec, wire: Wire, timeout: float | None) -> SolveOutcome:
    """Rebuild ``wire`` (roots: the VCC conjuncts, then the goal ``OR(fails)``) and decide
    it with ``spec``'s solver."""
    start = time.perf_counter()
    store, roots = from_wire(wire)
    definitions, goal = roots[:-1], roots[-1]
    if spec.kind == "package":
        return _solve_package(spec.arg, definitions, goal, timeout, start)
    backend = _backend(spec, store)
    try:
        for term in definitions:
            backend.add(term)
        backend.add(goal)
        encoded = time.perf_counter()
        answer = backend.check([], timeout=timeout).value
        solved = time.perf_counter()
        stats = backend.stats()
    finally:
        backend.close()
    if spec.kind == "test-wrong":
        answer = {"sat": "unsat", "unsat": "sat"}.get(answer, answer)
    return SolveOutcome(answer, encoded - start, solved - encoded, stats.variables,
                        stats.clauses, stats.terms or wire.size)


def _backend(spec: SolverSpec, store: TermStore):  # noqa: ANN202 - a Backend
    match spec.kind:
        case "pysat" | "test-wrong":
            from bmc.backends.sat_backend import SatBackend
            return SatBackend(store, spec.arg or "minisat22")
        case "z3":
            from bmc.backends.z3_backend import Z3Backend
            return Z3Backend(store)
        case "smt":
            from bmc.backends.smtlib_backend import SmtLibBackend
            return SmtLibBackend(store, spec.arg)
    raise BackendUnavailable(f"unknown solver kind {spec.kind}")


def _script(definitions: list[Term], goal: Term) -> str:
    from bmc.terms.printer import script
    text = script([*definitions, goal])
    return text.replace("(check-sat)\n", "").replace("(set-option :produce-models true)\n", "")


def _solve_package(package: str, definitions: list[Term], goal: Term,
                   timeout: float | None, start: float) -> SolveOutcome:
    """Bitwuzla or cvc5 through its Python package, fed our SMT-LIB2 text."""
    from bmc.terms.walk import postorder
    text = _script(definitions, goal)
    nodes = sum(1 for _ in postorder([*definitions, goal]))
    ms = str(max(1, int(timeout * 1000))) if timeout else ""
    if package == "bitwuzla-py":
        import bitwuzla
        options = bitwuzla.Options()
        if ms:
            options.set(bitwuzla.Option.TIME_LIMIT_PER, int(ms))
        parser = bitwuzla.Parser(bitwuzla.TermManager(), options)
        parser.parse(text, True, False)
        encoded = time.perf_counter()
        result = parser.bitwuzla().check_sat()
        answer = {bitwuzla.Result.SAT: "sat", bitwuzla.Result.UNSAT: "unsat"}.get(
            result, "unknown")
    else:
        import cvc5
        solver = cvc5.Solver(cvc5.TermManager())
        if ms:
            solver.setOption("tlimit-per", ms)
        parser = cvc5.InputParser(solver)
        parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, text, "bmc")
        symbols = parser.getSymbolManager()
        while True:
            command = parser.nextCommand()
            if command.isNull():
                break
            command.invoke(solver, symbols)
        encoded = time.perf_counter()
        result = solver.checkSat()
        answer = "sat" if result.isSat() else "unsat" if result.isUnsat() else "unknown"
    return SolveOutcome(answer, encoded - start, time.perf_counter() - encoded, terms=nodes)


__all__ = ["SolverSpec", "SolveOutcome", "parse_specs", "availability", "solve",
           "pysat_names"]
