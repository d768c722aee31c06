"""Gates: every constructor against its truth table (all literal shapes, constants and
repeats included), structural hashing, clause simplification and the sink."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest
from pysat.solvers import Solver

from bmc.encodings.gates import Gates, lits_value


def _pool(g: Gates, a: int, b: int, c: int) -> list[int]:
    return [g.true, g.false, a, -a, b, -b, c, -c]


GATES_2: dict[str, tuple[Callable[[Gates, int, int], int], Callable[[bool, bool], bool]]] = {
    "and2": (Gates.and2, lambda x, y: x and y),
    "or2": (Gates.or2, lambda x, y: x or y),
    "xor2": (Gates.xor2, lambda x, y: x != y),
    "eq": (Gates.eq, lambda x, y: x == y),
    "implies": (Gates.implies, lambda x, y: (not x) or y),
}
GATES_3: dict[str, tuple[Callable[[Gates, int, int, int], int],
                         Callable[[bool, bool, bool], bool]]] = {
    "ite": (Gates.ite, lambda c, x, y: x if c else y),
    "maj": (Gates.maj, lambda x, y, z: (x + y + z) >= 2),
    "xor3": (Gates.xor3, lambda x, y, z: (x + y + z) % 2 == 1),
}


def _value(lit: int, g: Gates, env: dict[int, bool]) -> bool:
    if abs(lit) == g.true:
        v = True
    else:
        v = env[abs(lit)]
    return v if lit > 0 else not v


def _check_forced(g: Gates, cases: list[tuple[list[int], int, Callable[..., bool]]],
                  inputs: tuple[int, int, int]) -> None:
    """Every (input lits, output lit, function): output forced to the function's value."""
    assert g.clauses is not None
    with Solver(name="minisat22", bootstrap_with=g.clauses) as solver:
        for bits in itertools.product((False, True), repeat=3):
            env = dict(zip(inputs, bits))
            assumptions = [v if b else -v for v, b in env.items()]
            for args, out, fn in cases:
                want = fn(*(_value(x, g, env) for x in args))
                expect_lit = out if want else -out
                assert solver.solve(assumptions=assumptions + [expect_lit]), (args, bits)
                assert not solver.solve(assumptions=assumptions + [-expect_lit]), (args, bits)


@pytest.mark.parametrize("name", sorted(GATES_2))
def test_binary_gate_truth_tables(name: str) -> None:
    g = Gates(keep=True)
    a, b, c = g.new_var(), g.new_var(), g.new_var()
    build, fn = GATES_2[name]
    cases = []
    for x, y in itertools.product(_pool(g, a, b, c), repeat=2):
        cases.append(([x, y], build(g, x, y), fn))
    _check_forced(g, cases, (a, b, c))


@pytest.mark.parametrize("name", sorted(GATES_3))
def test_ternary_gate_truth_tables(name: str) -> None:
    g = Gates(keep=True)
    a, b, c = g.new_var(), g.new_var(), g.new_var()
    build, fn = GATES_3[name]
    cases = []
    for x, y, z in itertools.product(_pool(g, a, b, c), repeat=3):
        cases.append(([x, y, z], build(g, x, y, z), fn))
    _check_forced(g, cases, (a, b, c))


def test_nary_gates_truth_tables() -> None:
    g = Gates(keep=True)
    a, b, c = g.new_var(), g.new_var(), g.new_var()
    pool = _pool(g, a, b, c)
    cases = []
    for n in range(0, 4):
        for args in itertools.product(pool, repeat=n):
            cases.append((list(args), g.and_n(args), lambda *v: all(v)))
            cases.append((list(args), g.or_n(args), lambda *v: any(v)))
            cases.append((list(args), g.xor_n(args), lambda *v: sum(v) % 2 == 1))
    _check_forced(g, cases, (a, b, c))


def test_structural_hashing_shares_gates() -> None:
    g = Gates()
    a, b, c = g.new_var(), g.new_var(), g.new_var()
    first = [g.and2(a, b), g.xor2(a, b), g.ite(c, a, b), g.maj(a, b, c),
             g.and_n([a, b, c])]
    clauses, gates = g.num_clauses, g.num_gates
    assert g.and2(b, a) == first[0]
    assert g.or2(-a, -b) == -first[0]
    assert g.and_n([b, a, b]) == first[0]
    assert g.xor2(b, a) == first[1]
    assert g.xor2(-a, b) == -first[1]
    assert g.xor2(-a, -b) == first[1]
    assert g.eq(a, b) == -first[1]
    assert g.ite(-c, b, a) == first[2]
    assert g.ite(c, -a, -b) == -first[2]
    assert g.maj(c, b, a) == first[3]
    assert g.maj(-a, -b, -c) == -first[3]
    assert g.and_n([c, a, b, a]) == first[4]
    assert g.or_n([-a, -b, -c]) == -first[4]
    assert (g.num_clauses, g.num_gates) == (clauses, gates)


def test_constant_folding_makes_no_gates() -> None:
    g = Gates()
    a, b = g.new_var(), g.new_var()
    t, f = g.true, g.false
    assert f == -t
    assert g.and2(a, t) == a and g.and2(a, f) == f and g.and2(a, -a) == f
    assert g.or2(a, f) == a and g.or2(a, t) == t and g.or2(a, -a) == t
    assert g.xor2(a, f) == a and g.xor2(a, t) == -a and g.xor2(a, a) == f
    assert g.ite(t, a, b) == a and g.ite(f, a, b) == b and g.ite(b, a, a) == a
    assert g.maj(a, a, b) == a and g.maj(a, -a, b) == b
    assert g.and_n([]) == t and g.or_n([]) == f
    assert g.num_gates == 0


def test_add_clause_simplifies_and_sink_streams() -> None:
    seen: list[list[int]] = []
    g = Gates(sink=seen.append, keep=True)
    a, b = g.new_var(), g.new_var()
    start = g.num_clauses
    g.add_clause([a, g.true])        # satisfied: dropped
    g.add_clause([a, -a])            # tautology: dropped
    g.add_clause([a, g.false, a, b])
    g.add_clause([g.false, g.false])  # all false: stays non-empty
    assert g.clauses == seen
    assert seen[0] == [g.true]       # the TRUE unit comes first
    assert seen[start:] == [[a, b], [g.false]]
    assert g.num_clauses == len(seen)
    with Solver(name="minisat22", bootstrap_with=seen) as s:
        assert not s.solve()


def test_vectors() -> None:
    g = Gates()
    assert g.const_vector(5, 4) == [g.true, g.false, g.true, g.false]
    assert g.const_vector(-1, 3) == [g.true] * 3
    vec = g.new_vector(3)
    assert vec == [2, 3, 4] and g.num_vars == 4
    model = {2: True, 3: False, 4: True}
    assert lits_value(vec, lambda lit: model[abs(lit)] == (lit > 0)) == 5


def test_xor3_is_one_gate_shared_across_orders_and_signs() -> None:
    g = Gates(keep=True)
    a, b, c = g.new_var(), g.new_var(), g.new_var()
    vars_before, clauses_before = g.stats()
    out = g.xor3(a, b, c)
    assert g.stats() == (vars_before + 1, clauses_before + 8)
    assert g.xor3(c, a, b) == out
    assert g.xor3(-a, b, c) == -out
    assert g.xor3(-a, -b, c) == out
    assert g.stats() == (vars_before + 1, clauses_before + 8)
