"""The import graph of the ``bmc`` package: its layers, its cycles, its upward arrows.

``python tools/import_graph.py`` prints the layer table and any violation (exit 1 if there
is one); ``--mermaid`` prints the unit graph as a Mermaid diagram; ``--write-doc`` puts it
into docs/architecture.md (a test checks that the document shows the current graph). ``tests/unit/test_layering.py`` runs the same checks.

Every ``import``/``from ... import`` of a ``bmc`` module counts, at module level or inside a
function, except those under ``if TYPE_CHECKING:`` (type-only, never executed). ``from
bmc.x import y`` is an arrow to ``bmc.x.y`` when that is a module, else to ``bmc.x``.
A *unit* is a subpackage of ``bmc`` or one of its top-level modules; ``LAYERS`` orders
them from the bottom up, and a unit may import only units of lower layers (and itself).
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "bmc"

# From the bottom up; units on one line share a layer and must not import each other.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("version", "location"),
    ("errors",),
    ("options",),
    ("terms",),
    ("ir",),
    ("frontend", "memory", "encodings"),
    ("concurrency", "backends", "contracts", "abstraction"),
    ("symex",),
    ("result",),
    ("trace",),
    ("checker",),
    ("strategy",),
    ("pipeline", "output"),
    ("api",),
    ("cli",),
    ("bench", "lab"),
    ("__main__",),
)

# Function-local imports allowed besides optional dependencies: (module, imported module).
# The package root's lazy ``bmc.verify`` keeps ``import bmc.terms`` from loading the whole
# checker; ``cli.entry`` answers ``--version`` before anything else is imported, ``--help``
# and option errors with the argument parser alone, and dispatches subcommands, before the
# checker is imported (start-up time).
DEFERRED_IMPORTS: frozenset[tuple[str, str]] = frozenset({
    ("bmc", "bmc.api"),
    ("bmc.cli.entry", "bmc.cli.arguments"),
    ("bmc.cli.entry", "bmc.cli.main"),
})


# Third-party packages that are extras, not dependencies: a bmc module that imports one at
# module level (a backend for z3, the HTML report for Jinja2 ...) may be imported inside a
# function, so that bmc runs without the extra.
OPTIONAL_DEPENDENCIES = frozenset({"z3", "bitwuzla", "cvc5", "jinja2", "matplotlib", "yaml",
                                   "tqdm", "dask", "distributed", "benchexec", "lxml"})


@dataclass(frozen=True, slots=True)
class Arrow:
    """``source`` imports ``target`` at ``line``; ``local``: inside a function."""

    source: str
    target: str
    line: int
    local: bool


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    hidden: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                hidden.update(id(n) for n in ast.walk(inner))
    return hidden


def _local_nodes(tree: ast.AST) -> set[int]:
    local: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            local.update(id(n) for n in ast.walk(node) if n is not node)
    return local


def arrows(known: dict[str, Path] | None = None) -> list[Arrow]:
    """Every arrow between bmc modules, in file and line order."""
    known = known if known is not None else modules()
    out: list[Arrow] = []
    seen: set[Arrow] = set()
    for name, path in known.items():
        tree = ast.parse(path.read_text(), str(path))
        hidden, local = _type_checking_nodes(tree), _local_nodes(tree)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(tree):
            if id(node) in hidden:
                continue
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")
                    anchor = anchor[:len(anchor) - node.level + 1]
                    base = ".".join([*anchor, base] if base else anchor)
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base
                           for a in node.names]
            for target in targets:
                if target == "bmc" or target.startswith("bmc."):
                    while target not in known and "." in target:
                        target = target.rpartition(".")[0]
                    arrow = Arrow(name, target, getattr(node, "lineno", 0), id(node) in local)
                    if target != name and arrow not in seen:
                        seen.add(arrow)
                        out.append(arrow)
    return out


def unit(module: str) -> str:
    """``bmc.checker.run`` -> ``checker``; ``bmc`` -> ``api`` (the package root)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "api"


def layer_of() -> dict[str, int]:
    return {u: rank for rank, units in enumerate(LAYERS) for u in units}


def cycles(edges: list[Arrow]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    graph: dict[str, list[str]] = {}
    for a in edges:
        graph.setdefault(a.source, []).append(a.target)
        graph.setdefault(a.target, [])
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = counter
                counter += 1
                stack.append(node)
                on_stack.add(node)
            succ = sorted(set(graph[node]))
            if i < len(succ):
                work.append((node, i + 1))
                nxt = succ[i]
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            if low[node] == index[node]:
                component: list[str] = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    component.append(w)
                    if w == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return sorted(found)


def upward(edges: list[Arrow]) -> list[str]:
    """Arrows from a unit to a unit of its own or a higher layer (other than itself)."""
    rank = layer_of()
    bad = []
    for a in edges:
        s, t = unit(a.source), unit(a.target)
        if s == t:
            continue
        if s not in rank or t not in rank:
            bad.append(f"{a.source}:{a.line} -> {a.target}: unit without a layer "
                       f"({s if s not in rank else t})")
        elif rank[t] >= rank[s]:
            bad.append(f"{a.source}:{a.line} -> {a.target} ({s} may not import {t})")
    return bad


def optional_wrappers(known: dict[str, Path] | None = None) -> set[str]:
    """The bmc modules that import an optional dependency at module level."""
    known = known if known is not None else modules()
    found: set[str] = set()
    for name, path in known.items():
        tree = ast.parse(path.read_text(), str(path))
        hidden, local = _type_checking_nodes(tree), _local_nodes(tree)
        for node in ast.walk(tree):
            if id(node) in hidden or id(node) in local:
                continue
            roots = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level \
                else []
            if any(r.split(".")[0] in OPTIONAL_DEPENDENCIES for r in roots):
                found.add(name)
    return found


def hidden_imports(edges: list[Arrow]) -> list[str]:
    """Function-local imports of bmc modules, except of optional-dependency wrappers and
    those listed in DEFERRED_IMPORTS."""
    optional = optional_wrappers()
    return [f"{a.source}:{a.line} imports {a.target} inside a function"
            for a in edges if a.local and a.target not in optional
            and (a.source, a.target) not in DEFERRED_IMPORTS]


def private_imports(known: dict[str, Path] | None = None) -> list[str]:
    """``from bmc.x import _name`` across modules."""
    known = known if known is not None else modules()
    bad = []
    for name, path in known.items():
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.level or (node.module or "")
                                                     .startswith("bmc")):
                for a in node.names:
                    if a.name.startswith("_") and not a.name.startswith("__"):
                        bad.append(f"{name}:{node.lineno} imports private {a.name}")
    return bad


def mermaid(edges: list[Arrow]) -> str:
    """The unit graph, top layer first, as a Mermaid flowchart."""
    pairs = sorted({(unit(a.source), unit(a.target)) for a in edges
                    if unit(a.source) != unit(a.target)})
    lines = ["flowchart TD"]
    for rank in range(len(LAYERS) - 1, -1, -1):
        lines.append(f"  subgraph L{rank}[\" \"]")
        lines.extend(f"    {u}[{u}]" for u in LAYERS[rank])
        lines.append("  end")
    lines.extend(f"  {s} --> {t}" for s, t in pairs)
    return "\n".join(lines) + "\n"


DOC = PACKAGE.parent / "docs" / "architecture.md"
BEGIN, END = "<!-- import graph: begin -->", "<!-- import graph: end -->"


def doc_block(edges: list[Arrow]) -> str:
    """The generated part of docs/architecture.md: the unit graph as a Mermaid block."""
    return f"{BEGIN}\n```mermaid\n{mermaid(edges)}```\n{END}"


def write_doc(edges: list[Arrow]) -> None:
    """Replace the generated block of docs/architecture.md with the current graph."""
    text = DOC.read_text()
    start, end = text.index(BEGIN), text.index(END) + len(END)
    DOC.write_text(text[:start] + doc_block(edges) + text[end:])


def main(argv: list[str]) -> int:
    edges = arrows()
    if "--mermaid" in argv:
        sys.stdout.write(mermaid(edges))
        return 0
    if "--write-doc" in argv:
        write_doc(edges)
        return 0
    problems = [*(f"cycle: {' <-> '.join(c)}" for c in cycles(edges)), *upward(edges),
                *hidden_imports(edges), *private_imports()]
    for rank in range(len(LAYERS) - 1, -1, -1):
        print(f"layer {rank:2}: {', '.join(LAYERS[rank])}")
    print(f"{len(modules())} modules, {len(edges)} arrows, {len(problems)} problems")
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
