"""Symex's path feasibility checks (``bmc.symex.feasibility``, ``--path-check``).

Pruning must drop only paths proved infeasible: a failure behind a guard that is feasible
but not obviously so is still found, an UNKNOWN answer (budget spent) keeps the path, and
the verdicts with the checks on equal those with them off while the formula shrinks.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bmc.checker.condition import build_condition
from bmc.checker.run import RunState
from bmc.checker.stages import instrument, load
from bmc.options import Options
from bmc.pipeline import verify
from bmc.result import Status
from bmc.symex.equation import Assertion, Location
from bmc.symex.feasibility import Feasibility, recursive_functions
from bmc.terms import TermStore, bv

# A recursive walk whose deeper calls need key * 2654435761 == 0x2f08e4c1 (mod 2^32): true
# for exactly one key (the factor is odd), which no constant folding sees. With CHEAP the
# guard also asks key < 5, which no key meets (the one solution is 0x4c3ce1a1... > 5).
WALK = """extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assert(int);
unsigned key;
int walk(int n) {
  if (n == 0) return 0;
#ifdef CHEAP
  if (key * 2654435761u == 0x2f08e4c1u && key < 5u) {
#else
  if (key * 2654435761u == 0x2f08e4c1u) {
#endif
    if (n == 1) __VERIFIER_assert(0);
    return 1 + walk(n - 1);
  }
  return 0;
}
int main(void) {
  key = __VERIFIER_nondet_uint();
  walk(3);
  return 0;
}
"""

# Mutual recursion over a two-character nondet buffer: each level needs one more '('
# (depth 3 needs a third character), so everything below depth 2 is infeasible.
NEST = """extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assert(int);
char buf[3];
int pos;
int inner(int d);
int outer(int d) {
  int n = 0;
  while (pos < 2 && buf[pos] == '(') { pos++; n += 1 + inner(d + 1); }
  return n;
}
int inner(int d) {
  __VERIFIER_assert(d <= LIMIT);
  return outer(d);
}
int main(void) {
  buf[0] = __VERIFIER_nondet_char();
  buf[1] = __VERIFIER_nondet_char();
  buf[2] = 0;
  pos = 0;
  outer(0);
  return 0;
}
"""

# A pointer walk to the NUL of a nondet line assumed at most 2 long (no recursion): the
# third and later iterations are infeasible, though only --unwind bounds the loop; then a
# call of a non-recursive function behind an infeasible guard.
WALK_TO_NUL = """extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assert(int);
char line[8];
int count(const char *p) {
  int n = 0;
  while (*p) { p++; n++; }
  return n;
}
int main(void) {
  for (int i = 0; i < 7; i++) line[i] = __VERIFIER_nondet_char();
  __CPROVER_assume(line[2] == 0);
  int n = count(line);
  if (n > 2) count(line + 1);
  __VERIFIER_assert(n <= BOUND);
  return 0;
}
"""


def _write(tmp_path: Path, source: str) -> str:
    path = tmp_path / "prog.c"
    path.write_text(source)
    return str(path)


def _options(path: str, *defines: str, check: str = "recursion", unwind: int = 6) -> Options:
    return Options(files=(path,), defines=defines, unwind=unwind, path_check=check,
                   trace=False)


def test_failure_behind_a_feasible_guard_is_found(tmp_path: Path) -> None:
    result = verify(_options(_write(tmp_path, WALK)))
    assert result.verdict.value == "FAILED"
    assert [p.id for p in result.properties if p.status is Status.FAILURE] \
        == ["walk.assertion.1"]


def test_infeasible_recursion_is_pruned_and_the_verdict_kept(tmp_path: Path) -> None:
    path = _write(tmp_path, WALK)
    assert verify(_options(path, "CHEAP")).verdict.value == "SUCCESSFUL"
    calls = {}
    for check in ("recursion", "off"):
        steps = build_condition(_options(path, "CHEAP", check=check)).equation.steps
        calls[check] = sum(1 for s in steps if isinstance(s, Location) and s.kind == "call")
    assert calls == {"recursion": 1, "off": 4}     # walk(3) only; walk(3) ... walk(0)


@pytest.mark.parametrize(("limit", "verdict"), [(1, "FAILED"), (2, "SUCCESSFUL")])
def test_mutual_recursion_verdicts(tmp_path: Path, limit: int, verdict: str) -> None:
    result = verify(_options(_write(tmp_path, NEST), f"LIMIT={limit}", unwind=3))
    assert result.verdict.value == verdict


@pytest.mark.slow
@pytest.mark.parametrize("check", ["recursion", "loops", "all", "off"])
@pytest.mark.parametrize(("source", "defines", "verdict"), [
    (WALK, (), "FAILED"), (WALK, ("CHEAP",), "SUCCESSFUL"),
    (NEST, ("LIMIT=1",), "FAILED"), (NEST, ("LIMIT=2",), "SUCCESSFUL")],
    ids=["walk-fail", "walk-pass", "nest-fail", "nest-pass"])
def test_every_mode_agrees(tmp_path: Path, check: str, source: str,
                           defines: tuple[str, ...], verdict: str) -> None:
    options = _options(_write(tmp_path, source), *defines, check=check, unwind=4)
    assert verify(options).verdict.value == verdict
    asserted = sum(1 for s in build_condition(options).equation.steps
                   if isinstance(s, Assertion))
    if source is NEST and check != "off":    # depth 3 and deeper are pruned
        off = build_condition(_options(options.files[0], *defines, check="off", unwind=4))
        assert asserted < sum(1 for s in off.equation.steps if isinstance(s, Assertion))


def _steps_and_calls(options: Options) -> tuple[int, int]:
    steps = build_condition(options).equation.steps
    return len(steps), sum(1 for s in steps if isinstance(s, Location) and s.kind == "call")


def test_loops_mode_prunes_iterations_of_any_loop(tmp_path: Path) -> None:
    path = _write(tmp_path, WALK_TO_NUL)
    sizes = {check: _steps_and_calls(_options(path, "BOUND=2", check=check, unwind=9))
             for check in ("recursion", "loops", "all")}
    # recursion: no recursive function, so the walk is unrolled to the end of the line and
    # both calls are inlined; loops: the walk stops after 2 iterations; all: the second
    # call (it needs n > 2) is dropped too
    assert sizes["recursion"][0] > sizes["loops"][0] > sizes["all"][0]
    assert sizes["recursion"][1] == sizes["loops"][1] == 2 and sizes["all"][1] == 1
    for check in ("recursion", "loops", "all"):
        for bound, verdict in ((2, "SUCCESSFUL"), (1, "FAILED")):
            result = verify(_options(path, f"BOUND={bound}", check=check, unwind=9))
            assert result.verdict.value == verdict, (check, bound)


def test_recursive_functions(tmp_path: Path) -> None:
    source = """int g(int n);
int f(int n) { return n ? g(n - 1) : 0; }
int g(int n) { return f(n); }
int self(int n) { return n ? self(n - 1) : 0; }
int leaf(int n) { return n + 1; }
int main(void) { return f(2) + self(1) + leaf(0); }
"""
    run = RunState.start(Options(files=(_write(tmp_path, source),)))
    program = instrument(run, load(run))
    assert recursive_functions(program) == {"f", "g", "self"}


def test_unsat_only_through_a_definition() -> None:
    store = TermStore()
    x, a = store.var("x", bv(32)), store.var("a", bv(32))
    check = Feasibility(store)
    check.define(a, store.bvadd(x, store.bv_const(1, 32)))
    try:
        assert check.infeasible(store.and_(store.eq(a, store.bv_const(0, 32)),
                                           store.eq(x, store.bv_const(5, 32))))
        assert not check.infeasible(store.eq(a, store.bv_const(6, 32)))
        assert check.stats.pruned == 1 and check.stats.checks == 2
    finally:
        check.close()


def test_budget_spent_keeps_the_path() -> None:
    # factoring a product of two 16-bit primes: far beyond one conflict
    store = TermStore()
    x, y = store.var("x", bv(32)), store.var("y", bv(32))
    w = store.bv_const
    guard = store.and_(store.eq(store.bvmul(x, y), w(65521 * 65519, 32)),
                       store.ult(w(1, 32), x), store.ult(w(1, 32), y),
                       store.ult(x, w(65536, 32)), store.ult(y, w(65536, 32)))
    check = Feasibility(store, conflicts=1)
    try:
        assert not check.infeasible(guard)
        assert check.stats.unknown == 1 and check.stats.pruned == 0
    finally:
        check.close()


def test_loop_checks_are_spaced_outside_recursion() -> None:
    """Outside recursive functions a loop's path is checked before iterations 1-4, 6, 8,
    12, 16, 24, ... and the last two before the bound: O(log bound) solver calls, and an
    infeasible iteration k is pruned by iteration 1.5 k at the latest."""
    from bmc.symex.executor import checked_iteration
    checked = [i for i in range(1, 101) if checked_iteration(i, 100)]
    assert checked == [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 99, 100]
    for k in range(1, 100):
        assert any(k <= i <= max(k + 1, 3 * k // 2) for i in checked), k
    assert all(checked_iteration(i, 0) for i in range(1, 50))   # bound unknown: every one
