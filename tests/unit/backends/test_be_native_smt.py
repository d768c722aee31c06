"""Bitwuzla and cvc5 through their Python packages: the shared backend scenarios, the
operator tables, and the missing-package error."""

from __future__ import annotations

import importlib.util
import sys

import pytest
from backend_cases import array_session, factoring_times_out, incremental_session

from bmc.errors import BackendUnavailable
from bmc.terms import TermStore
from bmc.terms.ops import ALL_OPS
from bmc.backends.native_smt import LEAVES

BACKENDS = [("bitwuzla", "bmc.backends.bitwuzla_backend", "BitwuzlaBackend"),
            ("cvc5", "bmc.backends.cvc5_backend", "Cvc5Backend")]


def _backend_class(package: str, module: str, name: str) -> type:
    pytest.importorskip(package)
    return getattr(__import__(module, fromlist=[name]), name)


@pytest.mark.parametrize("package,module,name", BACKENDS, ids=[b[0] for b in BACKENDS])
def test_missing_package_raises_backend_unavailable(package: str, module: str, name: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, package, None)      # makes "import <package>" fail
    cls = getattr(__import__(module, fromlist=[name]), name)
    with pytest.raises(BackendUnavailable, match=f"pip install {package}"):
        cls(TermStore())


@pytest.mark.parametrize("package,module,name", BACKENDS, ids=[b[0] for b in BACKENDS])
def test_table_covers_every_op(package: str, module: str, name: str) -> None:
    kinds = __import__(module, fromlist=["KINDS"]).KINDS
    assert set(kinds) | LEAVES == set(ALL_OPS) and not set(kinds) & LEAVES
    real = pytest.importorskip(package)
    assert all(hasattr(real.Kind, kind) for kind in kinds.values())


@pytest.mark.parametrize("package,module,name", BACKENDS, ids=[b[0] for b in BACKENDS])
def test_incremental_session(package: str, module: str, name: str) -> None:
    incremental_session(_backend_class(package, module, name))


@pytest.mark.parametrize("package,module,name", BACKENDS, ids=[b[0] for b in BACKENDS])
def test_arrays(package: str, module: str, name: str) -> None:
    array_session(_backend_class(package, module, name))


@pytest.mark.parametrize("package,module,name", BACKENDS, ids=[b[0] for b in BACKENDS])
def test_timeout_gives_unknown(package: str, module: str, name: str) -> None:
    factoring_times_out(_backend_class(package, module, name))


@pytest.mark.parametrize("package,module,name", BACKENDS, ids=[b[0] for b in BACKENDS])
def test_deep_term_translation_is_iterative(package: str, module: str, name: str) -> None:
    from bmc.backends.base import SatResult
    from bmc.terms import bv
    cls = _backend_class(package, module, name)
    s = TermStore()
    x = s.var("x", bv(8))
    t = x
    for k in range(5000):
        t = s.bvadd(s.bvnot(t), s.bv_const(k % 5 + 1, 8))
    be = cls(s)
    be.add(s.eq(t, s.bv_const(7, 8)))
    assert be.check() is SatResult.SAT
    assert be.stats().variables == 1
    be.close()


@pytest.mark.parametrize("package,module,name", BACKENDS, ids=[b[0] for b in BACKENDS])
def test_make_backend_and_cli(package: str, module: str, name: str, tmp_path,
                              monkeypatch: pytest.MonkeyPatch,
                              capsys: pytest.CaptureFixture[str]) -> None:
    from bmc.backends import available_backends, make_backend
    from bmc.cli.main import main
    from bmc.options import Options
    program = tmp_path / "p.c"
    program.write_text("int main(void) { int x = 3; __CPROVER_assert(x * x == 9, \"sq\"); "
                       "return 0; }\n")
    if importlib.util.find_spec(package) is not None:
        assert package in available_backends()
        backend = make_backend(Options(backend=package), TermStore())
        assert type(backend).__name__ == name
        assert main([str(program), "--backend", package]) == 0
        assert "VERIFICATION SUCCESSFUL" in capsys.readouterr().out
    monkeypatch.setitem(sys.modules, package, None)      # now the package is missing
    assert main([str(program), "--backend", package]) == 1
    assert f"pip install {package}" in capsys.readouterr().err



@pytest.mark.parametrize("package,module,name", BACKENDS, ids=[b[0] for b in BACKENDS])
def test_floating_point_kinds_exist(package: str, module: str, name: str) -> None:
    from bmc.backends.native_floats import NAMES
    fp_kinds = __import__(module, fromlist=["FP_KINDS"]).FP_KINDS
    assert set(fp_kinds) == NAMES
    real = pytest.importorskip(package)
    assert all(hasattr(real.Kind, kind) for kind in fp_kinds.values())


@pytest.mark.parametrize("package,module,name", BACKENDS, ids=[b[0] for b in BACKENDS])
def test_check_with_timeout_runs_forked_and_keeps_the_model(package: str, module: str,
                                                             name: str) -> None:
    """With a timeout the check runs in a killable child; the values come from the model it
    sends back (arrays included) and must be the solver's unique answer."""
    from bmc.backends.base import SatResult
    from bmc.terms.sorts import ArraySort, bv
    cls = _backend_class(package, module, name)
    s = TermStore()
    a = s.var("a", ArraySort(bv(4), bv(8)))
    i, x = s.var("i", bv(4)), s.var("x", bv(8))
    backend = cls(s)
    backend.add(s.eq(s.select(a, s.bv_const(3, 4)), s.bv_const(7, 8)))
    backend.add(s.eq(i, s.bv_const(5, 4)))
    backend.add(s.eq(s.select(a, i), s.bvadd(x, s.bv_const(1, 8))))
    backend.add(s.eq(x, s.bv_const(41, 8)))
    assert backend.check([], timeout=30) is SatResult.SAT
    assert backend._child_model is not None          # the forked path was taken
    assert backend.values([s.select(a, s.bv_const(3, 4)), s.select(a, i), x,
                           s.eq(x, s.bv_const(41, 8))]) == [7, 42, 41, True]
    assert backend.check([s.eq(x, s.bv_const(0, 8))], timeout=30) is SatResult.UNSAT
    backend.close()
