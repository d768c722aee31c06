"""The symbolic executor's structure: its state and internal interface are declared in
``bmc.symex.executor_state``, every mixin is an ``ExecutorState`` and uses only what it
declares, and no mixin imports the executor."""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

from bmc.options import Options
from bmc.symex.executor import Executor
from bmc.symex.executor_state import ExecutorState
from bmc.terms import TermStore

from symex_testkit import ProgramBuilder, eq, k, nondet

SYMEX = Path(__file__).resolve().parents[3] / "bmc" / "symex"
PACKAGE = "bmc.symex"
MIXIN_MODULES = ("memory_ops", "main_arguments", "allocation", "exit_checks", "havoc")


def _mixins() -> list[type]:
    classes = []
    for module in MIXIN_MODULES:
        mod = importlib.import_module(f"{PACKAGE}.{module}")
        classes += [c for _, c in inspect.getmembers(mod, inspect.isclass)
                    if c.__module__ == mod.__name__ and issubclass(c, ExecutorState)]
    return classes


def _declared() -> set[str]:
    return set(ExecutorState.__annotations__) | set(dir(ExecutorState))


def _self_attributes(cls: type) -> tuple[set[str], set[str]]:
    """The names ``cls``'s own code reads or writes as ``self.x``, and those it assigns."""
    tree = ast.parse(inspect.getsource(cls))
    used = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)
            and isinstance(n.value, ast.Name) and n.value.id == "self"}
    assigned = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)
                and isinstance(n.value, ast.Name) and n.value.id == "self"
                and isinstance(n.ctx, ast.Store)}
    return used, assigned


def test_every_mixin_is_an_executor_state() -> None:
    names = {c.__name__ for c in _mixins()}
    assert names == {"SymexMemory", "MainArguments", "Allocation", "ExitChecks", "HavocStep"}
    assert set(Executor.__mro__) >= set(_mixins())


@pytest.mark.parametrize("mixin", _mixins(), ids=lambda c: c.__name__)
def test_mixin_uses_only_declared_state_and_methods(mixin: type) -> None:
    """Every ``self.x`` a mixin reads or writes is its own method, an annotated attribute
    of ExecutorState or a method ExecutorState declares."""
    used, _ = _self_attributes(mixin)
    assert sorted(used - set(vars(mixin)) - _declared()) == []


def test_mixins_set_only_declared_attributes() -> None:
    """No part of the executor (mixin or the executor itself) makes up an attribute."""
    for cls in (*_mixins(), Executor, ExecutorState):
        _, assigned = _self_attributes(cls)
        assert sorted(assigned - set(ExecutorState.__annotations__)) == [], cls.__name__


def test_executor_state_uses_only_declared_state_and_methods() -> None:
    used, _ = _self_attributes(ExecutorState)
    assert sorted(used - _declared()) == []


def test_abstract_methods_are_implemented_once_assembled() -> None:
    assert ExecutorState.__abstractmethods__
    assert not getattr(Executor, "__abstractmethods__", frozenset())


def test_no_mixin_imports_the_executor() -> None:
    for module in (*MIXIN_MODULES, "executor_state"):
        path = SYMEX / f"{module}.py"
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.ImportFrom):
                assert node.module != f"{PACKAGE}.executor", module
                assert node.module not in {f"{PACKAGE}.{m}" for m in MIXIN_MODULES}, module


def test_init_sets_every_declared_attribute_and_a_run_no_other() -> None:
    pb = ProgramBuilder()
    f = pb.function("main")
    x = f.local("x")
    f.assign(x, nondet())
    f.while_(eq(x, k(0)), lambda: f.assign(x, k(1)))
    f.assert_(eq(x, k(1)))
    ex = Executor(pb.build(), Options(unwind=2), TermStore(), None)
    declared = set(ExecutorState.__annotations__)
    assert sorted(declared - set(vars(ex))) == []
    ex.run()
    assert sorted(set(vars(ex)) - declared) == []
