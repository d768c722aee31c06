"""Dependencies point one way (DESIGN.md): read every module's imports with ``ast``."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "bmc"

# subpackage -> bmc subpackages/modules it may import (besides itself)
ALLOWED: dict[str, set[str]] = {
    "terms": set(),
    "ir": {"options", "errors"},
    "frontend": {"ir", "errors", "options"},
    "memory": {"ir", "terms", "errors", "options"},
    "concurrency": {"ir", "terms", "memory", "errors", "options"},
    "symex": {"ir", "terms", "memory", "concurrency", "errors", "options"},
    "encodings": {"terms", "errors"},
    "backends": {"terms", "encodings", "errors", "options"},
}


# The one module below its layer that ir and frontend may read: the exact IEEE reference
# semantics (it imports nothing), which rounds C literals and folds constant expressions
# exactly as symex's terms compute them. Recorded as "terms.floats", not "terms".
SHARED_MODULES = {"terms.floats"}
ALLOWED["ir"] |= SHARED_MODULES
ALLOWED["frontend"] |= SHARED_MODULES


def _bmc_imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
        for name in names:
            parts = name.split(".")
            if parts[0] == "bmc" and len(parts) > 1:
                dotted = ".".join(parts[1:3])
                found.add(dotted if dotted in SHARED_MODULES else parts[1])
    return found


@pytest.mark.parametrize("subpackage", sorted(ALLOWED))
def test_imports_point_one_way(subpackage: str) -> None:
    allowed = ALLOWED[subpackage] | {subpackage}
    bad = []
    for path in sorted((PACKAGE / subpackage).rglob("*.py")):
        for target in sorted(_bmc_imports(path) - allowed):
            if target.split(".")[0] in allowed:        # terms.floats is part of terms
                continue
            bad.append(f"{path.relative_to(PACKAGE)} imports bmc.{target}")
    assert not bad, "\n".join(bad)


def test_only_lowering_imports_c_ast() -> None:
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.parent.name == "frontend":
            continue
        text = path.read_text()
        if "c_ast" in text and "pycparser" in text:
            offenders.append(str(path.relative_to(PACKAGE)))
    assert not offenders


def test_no_module_shadows_stdlib_or_dependency() -> None:
    import sys
    forbidden = set(sys.stdlib_module_names) | {"z3", "pysat", "pycparser", "bitarray", "pytest",
                                                 "hypothesis", "pcpp", "yaml"}
    clashes = [str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py")
               if p.stem in forbidden and p.stem != "__init__"]
    assert not clashes


# The packages below the pipeline: no import circles among their modules, no private name
# imported from another module, and bmc imports at module level (function-local imports only
# of optional solver packages, z3, bitwuzla, cvc5, pysat, which are not bmc modules).
LOWER = ("terms", "ir", "memory", "concurrency", "symex", "encodings", "backends")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _lower_modules() -> dict[str, Path]:
    return {_module_name(p): p for sub in LOWER for p in sorted((PACKAGE / sub).rglob("*.py"))}


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST, in_function: bool = False, typing: bool = False):
    """(module, imported name or None, in a function) of the imports below ``tree``; those
    under ``if TYPE_CHECKING:`` only with ``typing``."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _is_type_checking(node) and not typing:
            for child in node.orelse:
                yield from _imports(child, in_function)
            continue
        inner = in_function or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, None, inner
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                yield node.module, alias.name, inner
        yield from _imports(node, inner, typing)


def _resolve(module: str, name: str | None, known: dict[str, Path]) -> str | None:
    for candidate in ([f"{module}.{name}"] if name else []) + [module]:
        while candidate and candidate not in known:
            candidate = candidate.rpartition(".")[0]
        if candidate:
            return candidate
    return None


def test_lower_packages_have_no_import_cycles() -> None:
    known = _lower_modules()
    graph: dict[str, set[str]] = {m: set() for m in known}
    for m, path in known.items():
        for module, name, _ in _imports(ast.parse(path.read_text(), str(path))):
            target = _resolve(module, name, known)
            if target is not None and target != m:
                graph[m].add(target)
    cycles: list[list[str]] = []
    state: dict[str, int] = {}                  # 1: on the path, 2: done

    def visit(m: str, path: list[str]) -> None:
        state[m] = 1
        for t in sorted(graph[m]):
            if state.get(t) == 1:
                cycles.append(path[path.index(t):] + [t])
            elif t not in state:
                visit(t, path + [t])
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m, [m])
    assert not cycles, "\n".join(" -> ".join(c) for c in cycles)


def test_lower_packages_import_bmc_at_module_level_and_no_private_names() -> None:
    bad = []
    for m, path in _lower_modules().items():
        tree = ast.parse(path.read_text(), str(path))
        for module, name, in_function in _imports(tree, typing=True):
            if not module.startswith("bmc"):
                continue
            if in_function:
                bad.append(f"{m}: function-local import of {module}")
            if name is not None and name.startswith("_"):
                bad.append(f"{m}: imports the private {module}.{name}")
    assert not bad, "\n".join(bad)
