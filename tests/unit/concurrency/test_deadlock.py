"""The deadlock check: option, SV-COMP side, trace text, and verdicts through the Python API
(both encodings, every memory model: the end-state read of a lock word goes through the
memory class of the wait)."""

from __future__ import annotations

from pathlib import Path

import pytest

import bmc
from bmc.checker.svcomp import settles
from bmc.cli.arguments import build_parser, options_from_args
from bmc.concurrency.deadlock import (DEADLOCK_CLASS, blocked_text, deadlock_check_enabled)
from bmc.options import STANDARD_CHECKS, Options
from bmc.result import Status, Verdict, VerificationResult

ON = STANDARD_CHECKS | {"deadlock"}

INVERSION = """
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
void *T1(void *arg) { pthread_mutex_lock(&a); pthread_mutex_lock(&b);
                      pthread_mutex_unlock(&b); pthread_mutex_unlock(&a); return 0; }
void *T2(void *arg) { pthread_mutex_lock(&b); pthread_mutex_lock(&a);
                      pthread_mutex_unlock(&a); pthread_mutex_unlock(&b); return 0; }
int main(void) { pthread_t t1, t2; pthread_create(&t1, 0, T1, 0);
                 pthread_create(&t2, 0, T2, 0); pthread_join(t1, 0); pthread_join(t2, 0);
                 return 0; }
"""
SAME_ORDER = INVERSION.replace(
    "pthread_mutex_lock(&b); pthread_mutex_lock(&a);\n"
    "                      pthread_mutex_unlock(&a); pthread_mutex_unlock(&b);",
    "pthread_mutex_lock(&a); pthread_mutex_lock(&b);\n"
    "                      pthread_mutex_unlock(&b); pthread_mutex_unlock(&a);")


def _options(*argv: str) -> Options:
    return options_from_args(build_parser().parse_args(["prog.c", *argv]))


def _deadlock(result: VerificationResult) -> Status:
    found = [p for p in result.properties if p.property_class == DEADLOCK_CLASS]
    assert [p.id for p in found] == ["main.deadlock.1"]
    return found[0].status


def test_flag_enables_the_check(tmp_path: Path) -> None:
    assert not deadlock_check_enabled(_options())
    assert deadlock_check_enabled(_options("--deadlock-check"))
    assert not deadlock_check_enabled(_options("--deadlock-check", "--no-deadlock-check"))
    prp = tmp_path / "unreach-call.prp"
    prp.write_text("CHECK( init(main()), LTL(G ! call(reach_error())) )\n")
    svcomp = _options("--property-file", str(prp))
    assert not deadlock_check_enabled(svcomp)            # off unless given
    given = _options("--property-file", str(prp), "--deadlock-check")
    assert deadlock_check_enabled(given)
    assert not settles(given, DEADLOCK_CLASS) and settles(given, "assertion")
    assert settles(_options("--deadlock-check"), DEADLOCK_CLASS)


def test_blocked_text() -> None:
    assert blocked_text("blocked in pthread_mutex_lock", {"subject": ("&m", 0), "word": ("3", 3)}) \
        == "blocked in pthread_mutex_lock(&m): mutex m is held by T2"
    assert blocked_text("blocked in pthread_mutex_lock", {"subject": ("&s.m", 0),
                                                          "word": ("1", 1)}) \
        == "blocked in pthread_mutex_lock(&s.m): mutex s.m is held by main"
    assert blocked_text("blocked in pthread_join", {"target": ("2", 2)}) \
        == "blocked in pthread_join: T2 has not finished"
    assert blocked_text("blocked in pthread_cond_wait", {"subject": ("&c", 0),
                                                         "word": ("0", 0)}).endswith(
        "condition variable c was not signalled since the wait began")


@pytest.mark.parametrize("encoding", ["lal-reps", "tcbmc"])
def test_inversion_fails_same_order_passes(encoding: str) -> None:
    bad = bmc.verify(source=INVERSION, checks=ON, concurrency_encoding=encoding)
    assert bad.verdict is Verdict.FAILED and _deadlock(bad) is Status.FAILURE
    good = bmc.verify(source=SAME_ORDER, checks=ON, concurrency_encoding=encoding)
    assert good.verdict is Verdict.SUCCESSFUL and _deadlock(good) is Status.SUCCESS


@pytest.mark.parametrize("memory_model", ["alias", "typed", "monolithic"])
def test_verdicts_do_not_depend_on_the_memory_model(memory_model: str) -> None:
    bad = bmc.verify(source=INVERSION, checks=ON, memory_model=memory_model, context_bound=2)
    assert _deadlock(bad) is Status.FAILURE
    good = bmc.verify(source=SAME_ORDER, checks=ON, memory_model=memory_model)
    assert _deadlock(good) is Status.SUCCESS


def test_without_the_option_a_deadlock_is_not_reported() -> None:
    result = bmc.verify(source=INVERSION)
    assert result.verdict is Verdict.SUCCESSFUL
    assert not any(p.property_class == DEADLOCK_CLASS for p in result.properties)


def test_trace_ends_with_every_thread_blocked() -> None:
    result = bmc.verify(source=INVERSION, checks=ON, context_bound=1)
    failed = [p for p in result.properties if p.property_class == DEADLOCK_CLASS]
    trace = failed[0].trace
    assert trace is not None
    blocked = [s for s in trace.steps if s.kind == "blocked"]
    assert {s.thread for s in blocked} == {0, 1, 2}
    assert trace.steps[-1].kind == "failure" and trace.steps[-1].thread is None
    texts = {s.text for s in blocked}
    assert "blocked in pthread_mutex_lock(&b): mutex b is held by T2" in texts
    assert "blocked in pthread_mutex_lock(&a): mutex a is held by T1" in texts
