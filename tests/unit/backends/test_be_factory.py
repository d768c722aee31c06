"""make_backend / available_backends."""

from __future__ import annotations

import shlex
import sys

import pytest

from bmc.backends import available_backends, make_backend
from bmc.backends.sat_backend import SatBackend
from bmc.backends.smtlib_backend import SmtLibBackend
from bmc.errors import BackendUnavailable, UsageError
from bmc.options import Options
from bmc.terms import TermStore


def test_sat_is_default() -> None:
    be = make_backend(Options(), TermStore())
    assert isinstance(be, SatBackend) and be.solver_name == "cadical195"
    be = make_backend(Options(sat_solver="minisat22"), TermStore())
    assert isinstance(be, SatBackend) and be.solver_name == "minisat22"
    with pytest.raises(BackendUnavailable):
        make_backend(Options(sat_solver="nope"), TermStore())


def test_z3() -> None:
    pytest.importorskip("z3")
    from bmc.backends.z3_backend import Z3Backend
    assert isinstance(make_backend(Options(backend="z3"), TermStore()), Z3Backend)
    assert "z3" in available_backends()


def test_smt_needs_a_command() -> None:
    with pytest.raises(UsageError):
        make_backend(Options(backend="smt"), TermStore())
    be = make_backend(Options(backend="smt", smt_solver=shlex.quote(sys.executable)),
                      TermStore())
    assert isinstance(be, SmtLibBackend)
    with pytest.raises(BackendUnavailable):
        make_backend(Options(backend="smt", smt_solver="not-a-solver-binary-xyz"), TermStore())


def test_unknown_backend() -> None:
    with pytest.raises(UsageError):
        make_backend(Options(backend="cvc9"), TermStore())


def test_available_backends() -> None:
    names = available_backends()
    assert names[0] == "sat" and "smt" in names
