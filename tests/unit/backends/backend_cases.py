"""Scenarios every Backend must pass (imported by the per-backend test files)."""

from __future__ import annotations

import time
from collections.abc import Callable

from bmc.backends.base import Backend, SatResult
from bmc.errors import SolverFailure
from bmc.terms import BOOL, ArraySort, TermStore, bv

P, Q = 3301746797, 3356063771          # two 32-bit primes well inside the range
SEMIPRIME = P * Q                      # a 64-bit semiprime: hard to factor by SAT/SMT

MakeBackend = Callable[[TermStore], Backend]


def incremental_session(make: MakeBackend) -> None:
    """add/check alternate; assumptions hold for one check; values after SAT."""
    s = TermStore()
    x, y = s.var("x", bv(8)), s.var("y", bv(8))
    flag = s.var("flag", BOOL)
    be = make(s)
    be.add(s.eq(s.bvmul(x, y), s.bv_const(143, 8)))
    be.add(s.ult(s.bv_const(1, 8), x))
    be.add(s.ult(s.bv_const(1, 8), y))
    assert be.check() is SatResult.SAT
    vx, vy, prod = be.values([x, y, s.bvmul(x, y)])
    assert (vx * vy) % 256 == 143 and prod == 143 and vx > 1 and vy > 1
    be.add(s.eq(flag, s.ult(x, y)))
    assert be.check([flag, s.eq(x, s.bv_const(0, 8))]) is SatResult.UNSAT
    try:
        be.values([x])
    except SolverFailure:
        pass
    else:
        raise AssertionError("values() after UNSAT must raise SolverFailure")
    assert be.check([flag]) is SatResult.SAT
    vx, vy, vflag = be.values([x, y, flag])
    assert vx < vy and vflag is True
    assert be.check([s.not_(flag)]) is SatResult.SAT     # the assumption did not stick
    vx, vy, vflag = be.values([x, y, flag])
    assert vx >= vy and vflag is False
    # terms never given to the backend, and unconstrained variables (read as 0)
    fresh = s.var("fresh", bv(16))
    w, z, cmp_ = be.values([s.bvadd(s.zero_extend(x, 8), fresh), fresh,
                            s.sle(x, y)])
    assert w == vx + z and z == 0
    assert cmp_ == ((vx ^ 0x80) <= (vy ^ 0x80))
    be.add(s.false)
    assert be.check() is SatResult.UNSAT
    assert be.check([flag]) is SatResult.UNSAT
    stats = be.stats()
    assert stats.terms > 0 and stats.solve_time >= 0.0
    be.close()


def array_session(make: MakeBackend) -> None:
    """Arrays are accepted and values of reads are consistent."""
    s = TermStore()
    mem = s.var("mem", ArraySort(bv(8), bv(8)))
    i, j = s.var("i", bv(8)), s.var("j", bv(8))
    m2 = s.store(mem, i, s.bv_const(42, 8))
    be = make(s)
    be.add(s.eq(s.select(m2, j), s.bvadd(s.select(mem, j), s.bv_const(1, 8))))
    assert be.check() is SatResult.SAT
    vi, vj, new, old = be.values([i, j, s.select(m2, j), s.select(mem, j)])
    assert vi == vj and new == 42 and old == 41
    # a read never given to the backend, at an index equal to one that was read
    assert be.values([s.select(mem, i), s.select(s.store(mem, j, i), i)]) == [41, vi]
    assert be.check([s.distinct(i, j)]) is SatResult.UNSAT
    be.close()


def factoring_times_out(make: MakeBackend) -> None:
    """A hard instance with a 0.2 s timeout answers UNKNOWN (and reasonably soon)."""
    s = TermStore()
    x, y = s.var("p", bv(32)), s.var("q", bv(32))
    be = make(s)
    product = s.bvmul(s.zero_extend(x, 32), s.zero_extend(y, 32))
    be.add(s.eq(product, s.bv_const(SEMIPRIME, 64)))
    be.add(s.ult(s.bv_const(1, 32), x))
    be.add(s.ult(s.bv_const(1, 32), y))
    start = time.perf_counter()
    assert be.check(timeout=0.2) is SatResult.UNKNOWN
    assert time.perf_counter() - start < 20.0
    # the session is still usable afterwards
    assert be.check([s.eq(x, s.bv_const(P, 32))], timeout=30) is SatResult.SAT
    assert be.values([y]) == [Q]
    be.close()
