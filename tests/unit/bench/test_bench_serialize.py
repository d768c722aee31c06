"""The term-DAG serialisation used to send one VCC to many solver processes."""

from __future__ import annotations

import pickle
from pathlib import Path

from bmc.bench.compare import build_wire
from bmc.bench.serialize import from_wire, to_wire
from bmc.options import Options
from bmc.terms.printer import script
from bmc.terms.sorts import BOOL, ArraySort, bv
from bmc.terms.store import TermStore

PROGRAMS = Path(__file__).resolve().parents[3] / "bench" / "programs"


def test_round_trip_keeps_the_exact_dag() -> None:
    s = TermStore()
    x, y = s.var("x", bv(8)), s.var("y", bv(8))
    a = s.var("a", ArraySort(bv(8), bv(8)))
    p = s.var("p", BOOL)
    t = s.and_(p, s.ult(s.bvadd(x, y), s.bv_const(7, 8)),
               s.eq(s.select(s.store(a, x, y), s.bvnot(y)), s.extract(s.concat(x, y), 11, 4)))
    roots = [t, s.not_(p), s.true]
    wire = pickle.loads(pickle.dumps(to_wire(roots)))
    store, back = from_wire(wire)
    assert store is not s
    assert script(back) == script(roots)
    assert [b.op for b in back] == [r.op for r in roots]
    assert wire.variables == 4


def test_shared_nodes_are_sent_once() -> None:
    s = TermStore()
    x = s.var("x", bv(32))
    shared = s.bvmul(x, x)
    wire = to_wire([s.ult(shared, x), s.ult(x, shared)])
    assert sum(1 for n in wire.nodes if n[0] == "bvmul") == 1


def test_wire_of_a_program_is_deterministic() -> None:
    options = Options(files=(str(PROGRAMS / "array_sum.c"),), unwind=17)   # every loop complete: the VCC is not constant
    first, props, classes, times = build_wire(options)
    second, _, _, _ = build_wire(options)
    assert first == second
    assert len(props) == len(classes) > 0 and first.size > 10
    assert len(first.roots) > len(props)          # the conjuncts, then one fail per property
    assert [n for n, _ in times][:1] in (["parse"], ["frontend"])
