"""The solvers ``bmc compare`` can run, and the work one child process does with one.

A ``SolverSpec`` names a solver: ``pysat`` (any pysat solver name or alias, bit-blasted by
``SatBackend``), ``z3`` (``Z3Backend``), ``smt`` (an external SMT-LIB2 command through
``SmtLibBackend``), ``bitwuzla-py`` / ``cvc5-py`` (also ``bitwuzla`` / ``cvc5``:
``BitwuzlaBackend`` / ``Cvc5Backend`` over the solvers' Python packages), and the hidden ``test-wrong`` (MiniSat that answers
UNSAT whenever the truth is SAT: a deliberately wrong backend for testing disagreement
detection). An SMT solver name with the suffix ``:bitblast`` (``z3:bitblast``,
``bitwuzla-py:bitblast``, ``cvc5-py:bitblast``) is that solver under ``--fp-encoding
bitblast``: floating-point operators reach it as the SAT backend's circuits in bit-vector
terms instead of its FloatingPoint theory (``backends.fp_bitblast``), so one table holds
the classic comparison of bit-blasting against native FP theories.

``solve(spec, wire, timeout)`` runs in the child: it rebuilds the formula, adds the VCC and
decides every property with ``goal_loop``, the same goal loop as ``bmc.checker.decide.decide``
(properties that fail in one model are resolved together, then the rest are asked again).
"""

from __future__ import annotations

import importlib.util
import shlex
import shutil
import time
from collections.abc import Sequence
from dataclasses import dataclass

from bmc.backends.base import Backend, SatResult
from bmc.bench.serialize import Wire, from_wire
from bmc.backends import make_backend
from bmc.errors import BackendUnavailable, SolverFailure, UsageError
from bmc.options import BackendKind, Options
from bmc.terms.sorts import BOOL
from bmc.terms.store import Term, TermStore
from bmc.backends.sat_backend import available_sat_solvers
from bmc.backends.fp_bitblast import FpBitblastBackend
from bmc.encodings.float_terms import FP_OPS
from bmc.terms.walk import postorder
from bmc.backends.sat_backend import SatBackend

PACKAGES = {"bitwuzla-py": "bitwuzla", "cvc5-py": "cvc5"}
HIDDEN = ("test-wrong",)


@dataclass(frozen=True, slots=True)
class SolverSpec:
    """One solver to run: its display name, kind and argument (pysat name, command)."""

    name: str
    kind: str            # pysat | z3 | smt | package | test-wrong
    arg: str = ""
    fp_encoding: str = "native"   # SMT kinds: "native" FP theory | "bitblast" (circuits)


@dataclass(frozen=True, slots=True)
class SolveOutcome:
    """What one child reports (sizes as the backend counts them; 0 when it does not)."""

    statuses: tuple[str, ...]      # per property: failure | success | unknown
    iterations: int = 0            # solver calls
    encode_time: float = 0.0       # seconds to rebuild and give the formula to the solver
    solve_time: float = 0.0        # seconds in check() and values()
    variables: int = 0
    clauses: int = 0
    terms: int = 0
    message: str = ""              # why some properties stayed unknown
    fp_ops: int = 0                # floating-point operators the solver got as FP theory


# =============================================================================== specs
def pysat_names() -> tuple[str, ...]:
    """The pysat solvers that can be created here."""
    return available_sat_solvers()


def pysat_table() -> dict[str, tuple[str, ...]]:
    """Every pysat solver name -> its aliases (``pysat.solvers.SolverNames``), built or not."""
    from pysat.solvers import SolverNames
    return {name: tuple(aliases) for name, aliases in vars(SolverNames).items()
            if not name.startswith("_") and isinstance(aliases, tuple)}


SMT_KINDS = ("z3", "package", "smt")
BITBLAST_SUFFIX = ":bitblast"


def parse_specs(names: Sequence[str], smt_commands: Sequence[str] = (),
                fp_encoding: str = "native") -> list[SolverSpec]:
    """Specs for ``--backends`` names (``all``, ``pysat``, pysat names, ``z3``,
    ``bitwuzla-py``, ``cvc5-py``, those with ``:bitblast``, ``smt:CMD``) and
    ``--smt-solver`` commands, in order, without duplicates. ``fp_encoding="bitblast"``
    (``--fp-encoding bitblast``) makes every SMT solver a ``:bitblast`` one. Unknown names
    are a usage error; missing solvers are kept (``availability`` reports them)."""
    table = pysat_table()
    aliases = {alias: canonical for canonical, names_ in table.items() for alias in names_}
    out: list[SolverSpec] = []
    for raw in names:
        name = raw.strip()
        if not name:
            continue
        if name.endswith(BITBLAST_SUFFIX) and not name.startswith("smt:"):
            base = parse_specs([name[:-len(BITBLAST_SUFFIX)]])
            if len(base) != 1 or base[0].kind not in SMT_KINDS:
                raise UsageError(f"{name!r}: {BITBLAST_SUFFIX} applies to an SMT solver "
                                 "(z3, bitwuzla-py, cvc5-py); pysat solvers always "
                                 "bit-blast")
            out.append(_bitblast(base[0]))
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
        elif name in PACKAGES or f"{name}-py" in PACKAGES:
            canonical = name if name in PACKAGES else f"{name}-py"
            out.append(SolverSpec(canonical, "package", canonical))
        elif name.startswith("smt:"):
            out.append(SolverSpec(name, "smt", name[4:]))
        elif name in HIDDEN:
            out.append(SolverSpec(name, name))
        else:
            raise UsageError(f"unknown backend {name!r} for compare; use pysat solver names "
                             f"built here ({', '.join(pysat_names())}), z3, bitwuzla-py, "
                             "cvc5-py, smt:CMD, all")
    out += [SolverSpec(f"smt:{cmd}", "smt", cmd) for cmd in smt_commands if cmd.strip()]
    if fp_encoding == "bitblast":
        out = [_bitblast(s) if s.kind in SMT_KINDS else s for s in out]
    unique: dict[str, SolverSpec] = {}
    for spec in out:
        unique.setdefault(spec.name, spec)
    return list(unique.values())


def _bitblast(spec: SolverSpec) -> SolverSpec:
    if spec.fp_encoding == "bitblast":
        return spec
    return SolverSpec(spec.name + BITBLAST_SUFFIX, spec.kind, spec.arg, "bitblast")


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


def unavailable_notes(specs: Sequence[SolverSpec]) -> list[str]:
    """One line per spec that cannot run here, saying why (a pysat solver not built in this
    python-sat also gets the list of those that are)."""
    notes: list[str] = []
    for spec in specs:
        why = availability(spec)
        if not why:
            continue
        if spec.kind == "pysat":
            why += f"; pysat solvers built here: {', '.join(pysat_names())}"
        notes.append(f"{spec.name} is skipped: {why}")
    return notes


# =============================================================================== child side
def solve(spec: SolverSpec, wire: Wire, count: int, timeout: float | None) -> SolveOutcome:
    """Rebuild ``wire`` (roots: the VCC conjuncts, then the fail terms of the ``count``
    properties) and decide every property with ``spec``'s solver."""
    start = time.perf_counter()
    deadline = None if timeout is None else time.monotonic() + timeout
    store, roots = from_wire(wire)
    definitions, fails = roots[:len(roots) - count], roots[len(roots) - count:]
    backend = _backend(spec, store)
    fp_ops = 0
    if spec.kind in SMT_KINDS:
        if spec.fp_encoding == "bitblast":
            backend = FpBitblastBackend(backend)
        else:
            fp_ops = count_fp_ops(definitions, fails)
    try:
        for term in definitions:
            backend.add(term)
        encoded = time.perf_counter()
        loop = goal_loop(backend, store, fails, deadline)
        stats = backend.stats()
    finally:
        backend.close()
    return SolveOutcome(tuple(loop.statuses), loop.iterations,
                        encoded - start + loop.encode_time, loop.solve_time,
                        stats.variables, stats.clauses, stats.terms or wire.size, loop.reason,
                        fp_ops)


def count_fp_ops(*roots: Sequence[Term]) -> int:
    """Floating-point operator nodes (``Op.FP_*``) below ``roots``."""
    return sum(1 for t in postorder([r for group in roots for r in group]) if t.op in FP_OPS)


@dataclass(frozen=True, slots=True)
class LoopResult:
    statuses: list[str]
    iterations: int
    encode_time: float
    solve_time: float
    reason: str


def goal_loop(backend: Backend, store: TermStore, fails: Sequence[Term],
              deadline: float | None) -> LoopResult:
    """The status of each fail term, decided as ``bmc.checker.decide.decide`` does (its goal loop,
    without traces): a fresh selector implies the OR of the unresolved fail terms; SAT
    resolves every property whose fail term the model makes true as ``failure``, UNSAT
    all the rest as ``success``, UNKNOWN (or the deadline) leaves them ``unknown``."""
    status = ["success" if f is store.false else "unknown" for f in fails]
    unresolved = [k for k, f in enumerate(fails) if f is not store.false]
    iterations, encode_time, solve_time, reason = 0, 0.0, 0.0, ""
    while unresolved:
        remaining = None if deadline is None else deadline - time.monotonic()
        if remaining is not None and remaining <= 0:
            reason = "timeout"
            break
        t0 = time.perf_counter()
        selector = store.var(f"%select#{iterations}", BOOL)
        backend.add(store.implies(selector, store.or_(*(fails[k] for k in unresolved))))
        t1 = time.perf_counter()
        encode_time += t1 - t0
        try:
            answer = backend.check([selector], timeout=remaining)
            iterations += 1
            if answer is SatResult.UNSAT:
                for k in unresolved:
                    status[k] = "success"
                unresolved = []
            elif answer is SatResult.SAT:
                values = backend.values([fails[k] for k in unresolved])
                failed = [k for k, v in zip(unresolved, values) if v]
                if not failed:
                    reason = "the solver's model violates no property"
                    break
                for k in failed:
                    status[k] = "failure"
                unresolved = [k for k in unresolved if k not in failed]
            else:
                reason = "timeout" if deadline is not None and \
                    time.monotonic() >= deadline - 0.01 else "the solver gave up (unknown)"
                break
        except SolverFailure as e:
            reason = f"solver failure: {e.message}"
            break
        finally:
            solve_time += time.perf_counter() - t1
    return LoopResult(status, iterations, encode_time, solve_time,
                      reason if unresolved else "")


# the SolverSpec kinds and the backends that serve them (``backends.make_backend`` builds
# every one: one factory for ``bmc FILE`` and ``bmc compare``)
_PACKAGE_BACKENDS = {"bitwuzla-py": BackendKind.BITWUZLA, "cvc5-py": BackendKind.CVC5}


def _backend(spec: SolverSpec, store: TermStore) -> Backend:
    match spec.kind:
        case "pysat":
            return make_backend(Options(backend=BackendKind.SAT, sat_solver=spec.arg,
                                        float_sat_solver=None), store)
        case "test-wrong":
            return _claims_all_hold(store)
        case "z3":
            return make_backend(Options(backend=BackendKind.Z3), store)
        case "smt":
            return make_backend(Options(backend=BackendKind.SMT, smt_solver=spec.arg), store)
        case "package" if spec.arg in _PACKAGE_BACKENDS:
            return make_backend(Options(backend=_PACKAGE_BACKENDS[spec.arg]), store)
    raise BackendUnavailable(f"unknown solver kind {spec.kind}")


def _claims_all_hold(store: TermStore) -> Backend:
    """The deliberately wrong test backend: MiniSat that answers UNSAT whenever the truth
    is SAT, so it claims every property holds."""

    class ClaimsAllHold(SatBackend):
        name = "test-wrong"

        def check(self, assumptions: Sequence[Term] = (), timeout: float | None = None
                  ) -> SatResult:
            answer = super().check(assumptions, timeout)
            return SatResult.UNSAT if answer is SatResult.SAT else answer

    return ClaimsAllHold(store, "minisat22")


__all__ = ["SolverSpec", "SolveOutcome", "LoopResult", "parse_specs", "availability",
           "unavailable_notes", "count_fp_ops", "BITBLAST_SUFFIX",
           "solve", "goal_loop", "pysat_names"]
