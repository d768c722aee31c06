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
