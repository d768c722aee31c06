"""Dependencies point one way (docs/architecture.md): the checks of tools/import_graph.py.

Every module of ``bmc`` is in a unit (a subpackage or a top-level module) with a layer; a
unit imports only units of lower layers; there is no import cycle between modules
(type-only imports under ``TYPE_CHECKING`` aside); no module imports another's private
name; imports inside functions are only of modules that wrap an optional dependency (and
the two listed deferred imports).
"""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("import_graph", ROOT / "tools" / "import_graph.py")
assert _spec is not None and _spec.loader is not None
graph = importlib.util.module_from_spec(_spec)
sys.modules["import_graph"] = graph
_spec.loader.exec_module(graph)

PACKAGE = ROOT / "bmc"


def test_every_unit_has_a_layer() -> None:
    ranked = graph.layer_of()
    units = sorted({graph.unit(m) for m in graph.modules()})
    assert [u for u in units if u not in ranked] == []


def test_no_import_cycles() -> None:
    assert graph.cycles(graph.arrows()) == []


def test_imports_point_down() -> None:
    assert graph.upward(graph.arrows()) == []


def test_no_private_names_across_modules() -> None:
    assert graph.private_imports() == []


def test_function_local_imports_only_for_optional_dependencies() -> None:
    assert graph.hidden_imports(graph.arrows()) == []


def test_the_checks_can_fail(tmp_path: Path) -> None:
    """The detectors see a cycle, an upward arrow and a hidden import when there is one."""
    a, b = tmp_path / "a.py", tmp_path / "b.py"
    a.write_text("from bmc.cli import main\n\ndef f():\n    from bmc.b import g\n")
    b.write_text("import bmc.a\n")
    known = {"bmc.terms.a": a, "bmc.b": b}
    edges = [graph.Arrow("bmc.terms.a", "bmc.cli", 1, False),
             graph.Arrow("bmc.terms.a", "bmc.b", 4, True),
             graph.Arrow("bmc.b", "bmc.terms.a", 1, False)]
    assert graph.cycles(edges) == [["bmc.b", "bmc.terms.a"]]
    assert any("terms may not import cli" in line for line in graph.upward(edges))
    assert graph.hidden_imports(edges)
    assert graph.arrows(known)        # the parser reads both files


def test_every_package_has_a_docstring() -> None:
    missing = [str(p.relative_to(ROOT)) for p in sorted(PACKAGE.rglob("__init__.py"))
               if ast.get_docstring(ast.parse(p.read_text())) is None]
    assert missing == []


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
    forbidden = set(sys.stdlib_module_names) | {"z3", "pysat", "pycparser", "bitarray", "pytest",
                                                 "hypothesis", "pcpp", "yaml"}
    clashes = [str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py")
               if p.stem in forbidden and p.stem != "__init__"]
    assert not clashes


def test_architecture_document_shows_the_current_graph() -> None:
    text = graph.DOC.read_text()
    assert graph.doc_block(graph.arrows()) in text, \
        "run: python tools/import_graph.py --write-doc"
