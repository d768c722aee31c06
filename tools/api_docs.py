"""The Python API reference (docs/api.md), generated from the docstrings.

``python tools/api_docs.py`` prints the page; ``--write`` puts it into docs/api.md (a test
checks that the file is current, as for docs/architecture.md's import graph). The page
documents ``bmc.verify`` and what it returns: every public class of the modules in
``MODULES`` in the order the module defines them, with its docstring and, for dataclasses,
each field with its type, default and the comment beside it in the source.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
import io
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "api.md"

# (module, the names to document: None for every public class and function it defines)
MODULES: tuple[tuple[str, tuple[str, ...] | None], ...] = (
    ("bmc.api", None),
    ("bmc.result", None),
    ("bmc.output.views", ("View",)),
    ("bmc.options", ("Options", "BackendKind", "StrategyKind")),
    ("bmc.location", None),
    ("bmc.errors", None),
)


def _field_comments(cls: type) -> dict[str, str]:
    """The ``# comment`` on (and continued below) each field's line of a class body."""
    try:
        source = inspect.getsource(cls)
    except (OSError, TypeError):
        return {}
    source = inspect.cleandoc("\n" + source) if source.startswith(" ") else source
    comments: dict[int, str] = {}
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            comments[token.start[0]] = token.string.lstrip("#").strip()
    tree = ast.parse(source)
    out: dict[str, str] = {}
    body = tree.body[0].body if tree.body and isinstance(tree.body[0], ast.ClassDef) else []
    lines = source.splitlines()
    for node in body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            line = node.end_lineno or node.lineno
            parts = [comments[line]] if line in comments else []
            nxt = line + 1       # a comment continued on lines holding only a comment
            while parts and nxt in comments and lines[nxt - 1].strip().startswith("#"):
                parts.append(comments[nxt])
                nxt += 1
            out[node.target.id] = " ".join(parts)
    return out


def _default(f: dataclasses.Field) -> str:  # type: ignore[type-arg]
    if f.default is not dataclasses.MISSING:
        value = f.default
        text = repr(getattr(value, "value", value)) if not isinstance(value, frozenset) \
            else "{" + ", ".join(sorted(map(repr, value))) + "}"
        return text if len(text) <= 60 else text[:57] + "..."
    if f.default_factory is not dataclasses.MISSING:
        return f"{getattr(f.default_factory, '__name__', 'factory')}()"
    return ""


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _doc(obj: object) -> str:
    return inspect.cleandoc(obj.__doc__ or "") if obj.__doc__ else ""


def _own_doc(cls: type) -> str:
    """The class's own docstring (not the one dataclasses make up, nor a base class's)."""
    doc = cls.__dict__.get("__doc__") or ""
    if dataclasses.is_dataclass(cls) and doc.startswith(f"{cls.__name__}("):
        return ""
    return inspect.cleandoc(doc)


def document_class(cls: type, module: str) -> list[str]:
    bases = [b.__name__ for b in cls.__bases__ if b is not object]
    title = f"### `{module}.{cls.__name__}`" + (f" ({', '.join(bases)})" if bases else "")
    out = [title, ""]
    doc = _own_doc(cls)
    if doc:
        out += [doc, ""]
    if dataclasses.is_dataclass(cls):
        comments = _field_comments(cls)
        own = [f for f in dataclasses.fields(cls)
               if f.name in getattr(cls, "__annotations__", {})]
        if own:
            out += ["| field | type | default | |", "|---|---|---|---|"]
            for f in own:
                kind = f.type if isinstance(f.type, str) else getattr(f.type, "__name__",
                                                                      str(f.type))
                out.append(f"| `{f.name}` | `{_cell(str(kind))}` | "
                           f"{'`' + _cell(_default(f)) + '`' if _default(f) else ''} | "
                           f"{_cell(comments.get(f.name, ''))} |")
            out.append("")
    elif issubclass(cls, Exception) or hasattr(cls, "__members__"):
        members = getattr(cls, "__members__", None)
        if members:
            out += ["Values: " + ", ".join(f"`{m.value}`" for m in members.values()), ""]
    for name, member in cls.__dict__.items():
        if name.startswith("_") and name != "_repr_html_" or not callable(member) \
                and not isinstance(member, property):
            continue
        target = member.fget if isinstance(member, property) else member
        if not getattr(target, "__doc__", None):
            continue
        try:
            sig = "" if isinstance(member, property) else str(inspect.signature(target))
        except (TypeError, ValueError):
            sig = "(...)"
        out += [f"* `{name}{sig}`" + (" (property)" if isinstance(member, property) else "")
                + f": {_doc(target).splitlines()[0]}"]
    if out[-1] != "":
        out.append("")
    return out


def document_function(fn: object, module: str) -> list[str]:
    sig = str(inspect.signature(fn))  # type: ignore[arg-type]
    return [f"### `{module}.{fn.__name__}{sig}`", "", _doc(fn), ""]  # type: ignore[attr-defined]


def render() -> str:
    """The whole page."""
    import bmc
    out = ["# The Python API", "",
           "Generated from the docstrings by `python tools/api_docs.py --write`; do not edit.",
           "", "## `bmc`", "", _doc(bmc), ""]
    for name, wanted in MODULES:
        module = importlib.import_module(name)
        out += [f"## `{name}`", "", _doc(module), ""]
        for attr, obj in vars(module).items():
            if wanted is not None and attr not in wanted or attr.startswith("_"):
                continue
            if getattr(obj, "__module__", None) != name:
                continue
            if inspect.isclass(obj):
                out += document_class(obj, name)
            elif inspect.isfunction(obj) and wanted is None and \
                    attr in getattr(module, "__all__", ()):
                out += document_function(obj, name)
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    page = render()
    if "--write" in argv:
        DOC.write_text(page, encoding="utf-8")
        print(f"wrote {DOC.relative_to(ROOT)}")
    else:
        sys.stdout.write(page)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main(sys.argv[1:]))
