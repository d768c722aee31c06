"""SatBackend: incremental sessions, arrays, timeouts, solver names, model reading."""

from __future__ import annotations

import warnings
from functools import partial

import pytest
from backend_cases import array_session, factoring_times_out, incremental_session

from bmc.backends.base import SatResult
from bmc.backends.sat_backend import SatBackend, available_sat_solvers, canonical_solver_name
from bmc.backends.sat_limits import clause_sink, delete_solver, new_solver
from bmc.errors import BackendUnavailable
from bmc.terms import BOOL, TermStore, bv
from bmc.terms.store import Term


def test_incremental_session_cadical() -> None:
    incremental_session(SatBackend)


@pytest.mark.parametrize("name", ["minisat22", "glucose4", "kissat404", "lingeling", "m22"])
def test_incremental_session_other_solvers(name: str) -> None:
    if canonical_solver_name_or_none(name) is None:
        pytest.skip(f"{name} not built into this pysat")
    with warnings.catch_warnings():
        warnings.simplefilter("error")       # e.g. Kissat's "assumptions ignored" warning
        incremental_session(lambda s: SatBackend(s, name))


def canonical_solver_name_or_none(name: str) -> str | None:
    try:
        return canonical_solver_name(name)
    except BackendUnavailable:
        return None


def test_arrays_are_eliminated_transparently() -> None:
    array_session(SatBackend)


@pytest.mark.parametrize("name", ["cadical195", "minisat22", "kissat404", "lingeling"])
def test_timeout_gives_unknown(name: str) -> None:
    """A timed-out call on each kind of solver (budgeted try then fork; fork only: Kissat)."""
    if canonical_solver_name_or_none(name) is None:
        pytest.skip(f"{name} not built into this pysat")
    factoring_times_out(lambda s: SatBackend(s, name))


def test_unknown_solver_name_lists_the_valid_ones() -> None:
    with pytest.raises(BackendUnavailable) as info:
        SatBackend(TermStore(), "no-such-solver")
    assert "cadical195" in info.value.message and "minisat22" in info.value.message


def test_available_solvers_and_aliases() -> None:
    names = available_sat_solvers()
    assert "cadical195" in names and "minisat22" in names
    assert list(names) == sorted(names)
    assert canonical_solver_name("cd19") == "cadical195"
    assert SatBackend(TermStore(), "g4").solver_name == "glucose4"


def test_stats_grow_and_values_read_model_bits() -> None:
    s = TermStore()
    x = s.var("x", bv(16))
    be = SatBackend(s)
    empty = be.stats()
    be.add(s.eq(s.bvmul(x, x), s.bv_const(49, 16)))
    assert be.check([s.ult(x, s.bv_const(100, 16))]) is SatResult.SAT
    stats = be.stats()
    assert stats.variables > empty.variables + 16 and stats.clauses > empty.clauses
    (vx,) = be.values([x])
    assert (vx * vx) % 65536 == 49 and vx < 100
    assert be.blaster.blasted(x) is not None


def test_bool_only_and_trivial_formulas() -> None:
    s = TermStore()
    a, b = s.var("a", BOOL), s.var("b", BOOL)
    be = SatBackend(s)
    assert be.check() is SatResult.SAT           # nothing added
    be.add(s.xor(a, b))
    be.add(s.implies(a, b))
    assert be.check() is SatResult.SAT
    assert be.values([a, b]) == [False, True]
    be.add(s.true)
    assert be.check([a]) is SatResult.UNSAT
    with pytest.raises(TypeError):
        be.add(s.var("x", bv(3)))


def test_solver_deletion_defers_the_timeout_alarm() -> None:
    """The pipeline's SIGALRM may not raise inside pysat's ``delete`` (a double free later):
    ``alarm_deferred`` holds the handler back, also while another thread runs (the signal
    may then be delivered to that thread), and calls it once the block is over."""
    import signal
    import threading
    import time

    from bmc.backends.sat_limits import alarm_deferred

    class Alarm(Exception):
        pass

    def on_alarm(signum: int, frame: object) -> None:
        raise Alarm

    stop = threading.Event()
    ticker = threading.Thread(target=stop.wait, daemon=True)
    ticker.start()
    old = signal.signal(signal.SIGALRM, on_alarm)
    reached = False
    try:
        with pytest.raises(Alarm):
            with alarm_deferred():
                signal.setitimer(signal.ITIMER_REAL, 0.02)
                deadline = time.monotonic() + 0.3
                while time.monotonic() < deadline:      # Python code: the handler could run
                    pass
                reached = True
        assert reached
        assert signal.getsignal(signal.SIGALRM) is on_alarm
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
        stop.set()
        ticker.join()


@pytest.mark.parametrize("name", available_sat_solvers())
def test_clause_sink_adds_what_add_clause_adds(name: str) -> None:
    """``clause_sink`` (the C function where known) builds the same formula as pysat's
    ``add_clause``: SAT with a model satisfying it, then UNSAT after one more clause."""
    for clauses, expected in (([[1, 2], [-1, 3], [-2, 3], [-3, 4]], True),
                              ([[1, 2], [-1, 3], [-2, 3], [-3]], False)):
        solver = new_solver(name)
        try:
            add = clause_sink(solver, name)
            for clause in clauses:
                add(clause)
            assert solver.solve() is expected
            if expected:
                model = set(solver.get_model())
                assert all(any(lit in model for lit in clause) for clause in clauses)
        finally:
            delete_solver(solver)


def test_clause_sink_is_the_c_function_for_the_usual_solvers() -> None:
    for name in ("cadical195", "minisat22", "glucose4"):
        if name in available_sat_solvers():
            solver = new_solver(name)
            try:
                assert isinstance(clause_sink(solver, name), partial), name
            finally:
                delete_solver(solver)


def _float_product_is(store: TermStore, value: float) -> Term:
    """``x * x == value`` on binary32 (rounding to nearest even): SAT for 2.25."""
    import struct

    from bmc.terms.ops import Op
    x = store.var("f", bv(32))
    rne = store.bv_const(0, 3)
    bits = struct.unpack("<I", struct.pack("<f", value))[0]
    return store.fp(Op.FP_EQ, [store.fp(Op.FP_MUL, [rne, x, x], (8, 24)),
                               store.bv_const(bits, 32)], (8, 24))


def test_float_arithmetic_picks_the_float_solver() -> None:
    store = TermStore()
    formula = _float_product_is(store, 2.25)
    be = SatBackend(store, "cadical195", float_solver="minisat22")
    be.add(formula)
    assert be.check() is SatResult.SAT
    assert be.solver_name == "minisat22" and be.stats().answered_by == "minisat22"
    assert be.values([store.var("f", bv(32))])[0] in (0x3FC00000, 0xBFC00000)   # +-1.5f
    be.close()


def test_no_float_arithmetic_keeps_the_solver() -> None:
    store = TermStore()
    x = store.var("x", bv(8))
    be = SatBackend(store, "cadical195", float_solver="minisat22")
    be.add(store.eq(store.bvmul(x, x), store.bv_const(9, 8)))
    assert be.check() is SatResult.SAT
    assert be.solver_name == "cadical195" and be.stats().answered_by == ""
    be.close()


def test_float_solver_only_before_the_first_formula() -> None:
    """The solver is made at the first add/check: float arithmetic made later (a shared
    session's next depth) does not switch it."""
    store = TermStore()
    x = store.var("x", bv(8))
    be = SatBackend(store, "cadical195", float_solver="minisat22")
    be.add(store.ult(x, store.bv_const(9, 8)))
    be.add(_float_product_is(store, 2.25))
    assert be.check() is SatResult.SAT and be.solver_name == "cadical195"
    be.close()
