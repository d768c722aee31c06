"""Z3Backend: the shared backend scenarios, the table, and the missing-package error."""

from __future__ import annotations

import sys

import pytest
from backend_cases import array_session, factoring_times_out, incremental_session

from bmc.errors import BackendUnavailable
from bmc.terms import TermStore
from bmc.terms.ops import ALL_OPS


def test_missing_z3_raises_backend_unavailable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "z3", None)       # makes "import z3" fail
    from bmc.backends.z3_backend import Z3Backend
    with pytest.raises(BackendUnavailable, match="pip install z3-solver"):
        Z3Backend(TermStore())


def test_table_covers_every_op() -> None:
    from bmc.backends.z3_backend import BUILDERS
    assert set(BUILDERS) == set(ALL_OPS)


def test_incremental_session() -> None:
    pytest.importorskip("z3")
    from bmc.backends.z3_backend import Z3Backend
    incremental_session(Z3Backend)


def test_arrays_native() -> None:
    pytest.importorskip("z3")
    from bmc.backends.z3_backend import Z3Backend
    array_session(Z3Backend)


def test_timeout_gives_unknown() -> None:
    pytest.importorskip("z3")
    from bmc.backends.z3_backend import Z3Backend
    factoring_times_out(Z3Backend)


def test_deep_term_translation_is_iterative() -> None:
    pytest.importorskip("z3")
    from bmc.backends.z3_backend import Z3Backend
    from bmc.terms import bv
    s = TermStore()
    x = s.var("x", bv(8))
    t = x
    for k in range(5000):
        t = s.bvadd(s.bvnot(t), s.bv_const(k % 5 + 1, 8))
    be = Z3Backend(s)
    assert be.expr(t) is be.expr(t)
    assert be.stats().variables == 1
