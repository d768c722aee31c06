"""Solver backends: pysat (bit-blasted CNF), Z3, Bitwuzla and cvc5 through their Python
APIs, external SMT-LIB2 solvers.

``make_backend(options, store)`` picks one from ``options.backend``: ``"sat"`` is
``SatBackend(store, options.sat_solver)`` (``options.float_sat_solver`` for formulas
with floating-point arithmetic), ``"z3"`` is ``Z3Backend(store)``, ``"smt"`` is
``SmtLibBackend(store, options.smt_solver)``, ``"bitwuzla"`` / ``"cvc5"`` are
``BitwuzlaBackend`` / ``Cvc5Backend``. ``available_backends()`` lists the names
usable here. ``dimacs.write_dimacs`` writes the SAT backend's CNF to a file.
"""

from __future__ import annotations

import importlib.util

from bmc.backends.base import Backend
from bmc.backends.bitwuzla_backend import BitwuzlaBackend
from bmc.backends.cvc5_backend import Cvc5Backend
from bmc.backends.fp_bitblast import FpBitblastBackend
from bmc.backends.sat_backend import SatBackend
from bmc.backends.smtlib_backend import SmtLibBackend
from bmc.backends.z3_backend import Z3Backend, load_z3
from bmc.errors import BackendUnavailable, UsageError
from bmc.options import BACKENDS, Options
from bmc.terms.store import TermStore


def make_backend(options: Options, store: TermStore) -> Backend:
    """The backend ``options.backend`` names, ready for ``add``/``check``; an SMT backend
    under ``--fp-encoding bitblast`` behind ``FpBitblastBackend``."""
    backend = _make(options, store)
    if options.fp_encoding == "bitblast" and options.backend != "sat":
        return FpBitblastBackend(backend)
    return backend


def _make(options: Options, store: TermStore) -> Backend:
    match options.backend:
        case "sat":
            return SatBackend(store, options.sat_solver, options.portfolio_members,
                              options.portfolio_size, options.float_sat_solver)
        case "z3":
            return Z3Backend(store)
        case "smt":
            if not options.smt_solver:
                raise UsageError("the smt backend needs a solver command: "
                                 "--smt-solver 'z3 -in' (or bitwuzla, 'cvc5 --lang smt2')")
            return SmtLibBackend(store, options.smt_solver)
        case "bitwuzla":
            return BitwuzlaBackend(store)
        case "cvc5":
            return Cvc5Backend(store)
    raise UsageError(f"unknown backend {options.backend!r}; choose one of "
                     + ", ".join(BACKENDS))


def available_backends() -> list[str]:
    """Backend names usable here: "sat" always, "z3" when z3-solver is installed,
    "smt" (which needs an external solver command given with --smt-solver), and
    "bitwuzla" / "cvc5" when their Python packages are installed."""
    out = ["sat"]
    try:
        load_z3()
        out.append("z3")
    except BackendUnavailable:
        pass
    out.append("smt")
    for name in ("bitwuzla", "cvc5"):
        if importlib.util.find_spec(name) is not None:
            out.append(name)
    return out


__all__ = ["make_backend", "available_backends"]
