"""The data-race check: options, SV-COMP property selection, the translator's short-circuit
conditions it relies on, and end-to-end verdicts through the Python API."""

from __future__ import annotations

from pathlib import Path

import pytest

import bmc
from bmc.checker.svcomp import settles
from bmc.cli.arguments import build_parser, options_from_args
from bmc.cli.property_file import parse_property_file
from bmc.concurrency.races import RACE_CLASS, race_check_enabled
from bmc.ir.ctype import IntType, Rank
from bmc.ir.expr import Binary, BinOp, Const, Ite, Var
from bmc.options import STANDARD_CHECKS, Options
from bmc.result import Status, Verdict
from bmc.symex.translate import Translator
from bmc.terms import TermStore, bv
from bmc.terms.evaluator import evaluate

INT = IntType("int", 32, True, Rank.INT)


def _options(*argv: str) -> Options:
    return options_from_args(build_parser().parse_args(["prog.c", *argv]))


def test_flag_enables_the_check() -> None:
    assert not race_check_enabled(_options())
    on = _options("--data-race-check")
    assert "data-race" in on.checks and race_check_enabled(on)
    assert not race_check_enabled(_options("--data-race-check", "--no-data-race-check"))


def test_no_data_race_property_file(tmp_path: Path) -> None:
    prp = tmp_path / "no-data-race.prp"
    prp.write_text("CHECK( init(main()), LTL(G ! data-race) )\n")
    assert parse_property_file(str(prp)) == ("no-data-race", "main")
    options = _options("--property-file", str(prp))
    assert race_check_enabled(options)
    from bmc.ir.checks import effective_checks
    assert effective_checks(options) == (frozenset({"data-race"}), False)
    # only races decide the answer; other failures (thread API misuse) do not
    assert settles(options, RACE_CLASS)
    assert not settles(options, "concurrency")
    assert settles(_options("--data-race-check"), "concurrency")


def _conditions_seen(expr, env_names=("a", "b", "c")):
    """Translate ``expr``; the condition in force when each variable is read."""
    store = TermStore()
    env = {n: store.var(n, bv(32)) for n in env_names}
    seen: dict[str, object] = {}
    tr: Translator

    def read(name: str, t: object):
        seen[name] = tr.condition()
        return env[name]

    tr = Translator(store, 64, read)
    tr.term(expr)
    assert tr.condition() is None            # nothing left over
    return store, seen


def _holds(store: TermStore, cond, a: int, b: int = 0, c: int = 0) -> bool:
    if cond is None:
        return True
    return bool(evaluate(cond, {"a": a, "b": b, "c": c}))


def test_and_or_condition_the_right_operand() -> None:
    a, b = Var("a", INT), Var("b", INT)
    store, seen = _conditions_seen(Binary(BinOp.LAND, a, b, INT))
    assert seen["a"] is None
    assert _holds(store, seen["b"], 1) and not _holds(store, seen["b"], 0)
    store, seen = _conditions_seen(Binary(BinOp.LOR, a, b, INT))
    assert _holds(store, seen["b"], 0) and not _holds(store, seen["b"], 5)


def test_conditional_operator_conditions_its_branches() -> None:
    a, b, c = Var("a", INT), Var("b", INT), Var("c", INT)
    e = Binary(BinOp.ADD, Ite(a, b, c, INT), Const(1, INT), INT)
    store, seen = _conditions_seen(e)
    assert seen["a"] is None
    assert _holds(store, seen["b"], 1) and not _holds(store, seen["b"], 0)
    assert _holds(store, seen["c"], 0) and not _holds(store, seen["c"], 1)


def test_nested_conditions_conjoin() -> None:
    a, b, c = Var("a", INT), Var("b", INT), Var("c", INT)
    store, seen = _conditions_seen(Binary(BinOp.LAND, a, Binary(BinOp.LAND, b, c, INT), INT))
    assert _holds(store, seen["c"], 1, 1)
    assert not _holds(store, seen["c"], 1, 0) and not _holds(store, seen["c"], 0, 1)


RACY = """
#include <pthread.h>
int x;
void *T(void *arg) { x = 1; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, T, 0); x = 2; pthread_join(t, 0); return 0; }
"""


def test_api_reports_races_only_when_asked() -> None:
    on = bmc.verify(source=RACY, unwind=2, context_bound=2,
                    checks=STANDARD_CHECKS | {"data-race"})
    assert on.verdict is Verdict.FAILED
    failed = sorted(p.id for p in on.properties if p.status is Status.FAILURE)
    assert failed == ["T.data-race.1", "main.data-race.1"]
    off = bmc.verify(source=RACY, unwind=2, context_bound=2)
    assert not any(p.property_class == RACE_CLASS for p in off.properties)


@pytest.mark.parametrize("memory_model", ["alias", "typed", "monolithic"])
def test_neighbouring_elements_do_not_race_in_any_memory_model(memory_model: str) -> None:
    source = """
#include <pthread.h>
int a[3];
void *T(void *arg) { int *p = arg; p[1] = 1; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, T, a); a[0] = 2; a[2] = 3;
                 pthread_join(t, 0); return a[1]; }
"""
    result = bmc.verify(source=source, unwind=2, context_bound=2, memory_model=memory_model,
                        checks=frozenset({"data-race"}))
    races = [p for p in result.properties if p.property_class == RACE_CLASS]
    # context bound 2 is below the 3 that covers every schedule: no race within it
    assert races and all(p.status is Status.BOUNDED for p in races)
    assert all(p.detail == "holds up to context bound 2 of 3" for p in races)
    racy = source.replace("a[2] = 3", "a[1] = 3")
    result = bmc.verify(source=racy, unwind=2, context_bound=2, memory_model=memory_model,
                        checks=frozenset({"data-race"}))
    assert result.verdict is Verdict.FAILED
