"""Empty loops (``bmc.symex.state.spin_loops``): staying ends the path, nothing to unwind."""

from __future__ import annotations

import bmc
from bmc.ir.ctype import LP64
from bmc.ir.expr import Const
from bmc.ir.program import Assert, Goto, Loop, SourceLocation, Skip
from bmc.result import Status, Verdict
from bmc.symex.state import spin_loops

LOC = SourceLocation("t.c", 1)
ONE = Const(1, LP64.int_type)


def _statuses(source: str, **options: object) -> dict[str, Status]:
    result = bmc.verify(source=source, **options)
    return {p.id: p.status for p in result.properties}


def test_which_loops_are_empty() -> None:
    body = [Skip(LOC), Goto(ONE, 3, LOC), Goto(None, 0, LOC),      # while (c) {} : 0..2
            Assert(ONE, "assertion", "a", LOC), Goto(None, 3, LOC),  # check; goto back: 3..4
            Skip(LOC), Goto(ONE, 5, LOC)]                           # do {} while (c): 5..6
    loops = [Loop("f.0", "f", 0, 2, LOC), Loop("f.1", "f", 3, 4, LOC), Loop("f.2", "f", 5, 6, LOC)]
    assert spin_loops(body, loops) == frozenset({2, 4, 6})
    # a jump from outside into the loop after its head: the loop is unwound as usual
    entered = [*body, Goto(ONE, 1, LOC)]
    assert spin_loops(entered, loops) == frozenset({4, 6})


SPIN = """
int __VERIFIER_nondet_int(void);
int main(void) {
  int y = __VERIFIER_nondet_int();
  while (y != 0) {}
  __CPROVER_assert(y == 0, "after the wait");
  __CPROVER_assert(y == 1, "unreachable value");
  int z = __VERIFIER_nondet_int();
  while (z > 5) { z = z - 1; }
  return 0;
}
"""


def test_an_empty_loop_is_a_wait_not_a_loop_to_unwind() -> None:
    got = _statuses(SPIN, unwind=3)
    assert got["main.assertion.1"] is Status.SUCCESS
    assert got["main.assertion.2"] is Status.FAILURE
    assert "main.unwind.0" not in got                   # nothing to unwind
    assert got["main.unwind.1"] is Status.FAILURE       # a loop with a body still is


def test_checks_in_an_empty_loop_are_still_checked() -> None:
    source = """
int a[4];
int __VERIFIER_nondet_int(void);
int main(void) { int i = __VERIFIER_nondet_int(); while (a[i] != 0) ; return 0; }
"""
    result = bmc.verify(source=source, unwind=2, checks={"bounds"})
    assert result.verdict is Verdict.FAILED
    assert all("unwind" not in p.id for p in result.properties)


def test_forever_after_an_error_call_keeps_the_error() -> None:
    source = """
void reach_error(void);
int __VERIFIER_nondet_int(void);
int main(void) { int x = __VERIFIER_nondet_int(); if (x == 7) { reach_error(); }
                 while (1) {} }
"""
    result = bmc.verify(source=source, unwind=2, svcomp_property="unreach-call")
    assert result.verdict is Verdict.FAILED


WAIT = """
#include <pthread.h>
void reach_error(void);
int flag, data;
void *producer(void *arg) { data = 42; flag = 1; return 0; }
void *watcher(void *arg) { while (1) {} return 0; }
int main(void) {
  pthread_t p, w;
  pthread_create(&w, 0, watcher, 0);
  pthread_create(&p, 0, producer, 0);
  while (flag == 0) {}
  if (data != %d) reach_error();
  return 0;
}
"""


def test_a_thread_waits_for_another_and_a_spinning_thread_blocks_nobody() -> None:
    ok = bmc.verify(source=WAIT % 42, unwind=3, svcomp_property="unreach-call")
    assert ok.verdict is Verdict.SUCCESSFUL            # fully unwound, every schedule covered
    bad = bmc.verify(source=WAIT % 41, unwind=3, svcomp_property="unreach-call")
    assert bad.verdict is Verdict.FAILED
