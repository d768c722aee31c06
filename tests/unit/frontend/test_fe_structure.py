"""The front end's module structure: no import cycles, no function-local imports of bmc
modules, no private names imported across modules, and the lowerer's state and internal
interface declared in ``bmc.frontend.lowering_state``."""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

from bmc.frontend.lowering_state import LoweringState
from bmc.ir.ctype import DATA_MODELS
from bmc.options import Options

FRONTEND = Path(__file__).resolve().parents[3] / "bmc" / "frontend"
PACKAGE = "bmc.frontend"
MIXIN_MODULES = ("lower_types", "lower_statements", "lower_calls", "lower_objects",
                 "lower_floats")


def _modules() -> dict[str, Path]:
    return {f"{PACKAGE}.{p.stem}" if p.stem != "__init__" else PACKAGE: p
            for p in sorted(FRONTEND.glob("*.py"))}


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.Module) -> list[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Every import statement outside ``if TYPE_CHECKING:`` with whether it is inside a
    function."""
    found: list[tuple[ast.Import | ast.ImportFrom, bool]] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            match child:
                case ast.If() if _is_type_checking(child):
                    for other in child.orelse:
                        visit(other, in_function)
                case ast.Import() | ast.ImportFrom():
                    found.append((child, in_function))
                case ast.FunctionDef() | ast.AsyncFunctionDef() | ast.Lambda():
                    visit(child, True)
                case _:
                    visit(child, in_function)

    visit(tree, False)
    return found


def _targets(node: ast.Import | ast.ImportFrom, modules: dict[str, Path]) -> set[str]:
    """The bmc.frontend modules an import statement loads (a package's ``__init__`` is only
    counted when a name is taken from it)."""
    if isinstance(node, ast.Import):
        return {a.name for a in node.names if a.name in modules}
    if node.module is None or node.level:
        return set()
    out = set()
    for alias in node.names:
        sub = f"{node.module}.{alias.name}"
        if sub in modules:
            out.add(sub)
        elif node.module in modules:
            out.add(node.module)
    return out


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(), str(path))
        graph[name] = set()
        for node, _ in _imports(tree):
            graph[name] |= _targets(node, modules) - {name}
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` as a path (None: it has none)."""
    state: dict[str, int] = {}           # 1: on the stack, 2: done
    stack: list[str] = []

    def visit(n: str) -> list[str] | None:
        state[n] = 1
        stack.append(n)
        for m in sorted(graph[n]):
            if state.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if m not in state:
                found = visit(m)
                if found:
                    return found
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(graph):
        if n not in state:
            found = visit(n)
            if found:
                return found
    return None


def test_cycle_finder_finds_cycles() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_frontend_import_graph_has_no_cycle() -> None:
    graph = _graph()
    assert "bmc.frontend.lowering_state" in graph["bmc.frontend.lower_calls"]
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_only_the_package_imports_lower() -> None:
    importers = sorted(name for name, targets in _graph().items()
                       if "bmc.frontend.lower" in targets)
    assert importers == ["bmc.frontend"]


def test_no_function_local_imports_of_bmc_modules() -> None:
    bad = []
    for name, path in _modules().items():
        for node, in_function in _imports(ast.parse(path.read_text(), str(path))):
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) \
                else [node.module or ""]
            if in_function and any(m.split(".")[0] == "bmc" for m in modules):
                bad.append(f"{name}:{node.lineno}")
    assert not bad


def test_no_private_names_imported_across_modules() -> None:
    bad = []
    for name, path in _modules().items():
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("bmc"):
                bad += [f"{name}:{node.lineno} {a.name}" for a in node.names
                        if a.name.startswith("_")]
    assert not bad


def _mixins() -> list[type]:
    classes = []
    for module in MIXIN_MODULES:
        mod = importlib.import_module(f"{PACKAGE}.{module}")
        classes += [c for _, c in inspect.getmembers(mod, inspect.isclass)
                    if c.__module__ == mod.__name__ and issubclass(c, LoweringState)]
    return classes


def test_every_mixin_is_a_lowering_state() -> None:
    names = {c.__name__ for c in _mixins()}
    assert {"TypeResolution", "StatementLowering", "CallLowering", "ObjectLowering",
            "FloatLowering", "MathLowering"} <= names


@pytest.mark.parametrize("mixin", _mixins(), ids=lambda c: c.__name__)
def test_mixin_uses_only_declared_state_and_methods(mixin: type) -> None:
    """Every ``self.x`` a mixin reads or writes is its own method, an annotated attribute
    of LoweringState or a method LoweringState declares."""
    declared = set(LoweringState.__annotations__) | set(dir(LoweringState))
    own = set(vars(mixin))
    tree = ast.parse(inspect.getsource(mixin))
    used = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)
            and isinstance(n.value, ast.Name) and n.value.id == "self"}
    assert sorted(used - own - declared) == []


def test_lowering_state_init_sets_every_declared_attribute() -> None:
    class Probe(LoweringState):
        pass

    Probe.__abstractmethods__ = frozenset()     # only the state is looked at
    state = Probe(next(iter(DATA_MODELS.values())), Options())
    assert sorted(set(LoweringState.__annotations__) - set(vars(state))) == []
