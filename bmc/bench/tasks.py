"""SV-COMP verification tasks and run configurations.

A ``Task`` is one (input file, property file, expected verdict, data model). They come from

* task-definition ``.yml`` files (format 2.0 / 1.x: ``input_files``, ``properties`` with
  ``property_file`` and ``expected_verdict``, ``options.data_model``), paths relative to the
  ``.yml``; one task per property bmc supports (``SUPPORTED``);
* a ``tasks.csv`` like ``shared/benchmarks/sv/tasks.csv`` (columns ``yml``, ``input_file``,
  ``property``, ``expected_verdict``, ``data_model``, ``category``), read the way
  ``shared/tools/sv-eval`` reads it: paths relative to the CSV's folder (or ``root``), a bare
  property name ``p`` meaning ``c/properties/p.prp``, ILP32 when no data model is given;
* a folder: every ``.yml`` below it, sorted.

A ``Config`` is a name and the extra ``bmc`` arguments it adds (backend, memory model,
unwind depth ...).
"""

from __future__ import annotations

import csv
import shlex
from dataclasses import dataclass
from pathlib import Path

from bmc.errors import UsageError

SUPPORTED = ("unreach-call", "no-overflow", "valid-memsafety", "no-data-race")


@dataclass(frozen=True, slots=True)
class Task:
    """One verification task (``id`` is unique in a task set: input and property)."""

    id: str
    input: str
    property_file: str
    expected: str            # true | false | "" (unknown)
    data_model: str = "ILP32"
    category: str = ""

    @property
    def property(self) -> str:
        return Path(self.property_file).stem


@dataclass(frozen=True, slots=True)
class Config:
    """A named configuration: extra ``bmc`` arguments."""

    name: str
    args: tuple[str, ...] = ()


def parse_config(text: str) -> Config:
    """``NAME=ARGS`` (``z3=--backend z3``) or just ``ARGS`` (named after them)."""
    name, sep, args = text.partition("=")
    if sep and name and " " not in name and not name.startswith("-"):
        return Config(name, tuple(shlex.split(args)))
    argv = tuple(shlex.split(text))
    return Config(" ".join(argv) or "default", argv)


def _expected(value: object) -> str:
    return str(value if value is not None else "").strip().lower()


def load_csv(path: Path, root: Path | None = None) -> list[Task]:
    """Tasks of a ``tasks.csv`` (as sv-eval reads it)."""
    base = root or path.parent
    with open(path, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    tasks: list[Task] = []
    for r in rows:
        prp = r.get("property_file") or r.get("property") or ""
        if not prp.endswith(".prp"):
            prp = f"c/properties/{prp}.prp"
        model = (r.get("data_model") or "ILP32").strip().split()[0]
        source = r.get("input") or r.get("input_file") or ""
        tasks.append(Task(f"{source}#{Path(prp).stem}", str(base / source), str(base / prp),
                          _expected(r.get("expected") or r.get("expected_verdict")), model,
                          r.get("category", "") or ""))
    return tasks


def load_yml(path: Path, root: Path | None = None) -> list[Task]:
    """Tasks of one task-definition file (one per supported property)."""
    import yaml
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    inputs = data.get("input_files")
    if isinstance(inputs, list):
        if len(inputs) != 1:
            raise UsageError(f"{path}: tasks with {len(inputs)} input files are not supported")
        inputs = inputs[0]
    if not isinstance(inputs, str):
        raise UsageError(f"{path}: no input_files")
    model = str((data.get("options") or {}).get("data_model") or "ILP32")
    source = path.parent / inputs
    name = str(path.relative_to(root)) if root and path.is_relative_to(root) else str(path)
    tasks: list[Task] = []
    for entry in data.get("properties") or []:
        prp = path.parent / str(entry.get("property_file", ""))
        if prp.stem not in SUPPORTED:
            continue
        tasks.append(Task(f"{name}#{prp.stem}", str(source), str(prp.resolve()),
                          _expected(entry.get("expected_verdict")), model,
                          path.parent.name))
    return tasks


def load_tasks(sources: list[str], root: str | None = None) -> list[Task]:
    """Tasks from ``.csv`` files, ``.yml`` files and folders of ``.yml`` files, in order
    (duplicate ids dropped)."""
    base = Path(root) if root else None
    out: dict[str, Task] = {}
    for source in sources:
        path = Path(source)
        if not path.exists():
            raise UsageError(f"task source not found: {source}")
        if path.is_dir():
            found = [t for yml in sorted(path.rglob("*.yml"))
                     for t in load_yml(yml, base or path)]
        elif path.suffix == ".csv":
            found = load_csv(path, base)
        elif path.suffix in (".yml", ".yaml"):
            found = load_yml(path, base)
        else:
            raise UsageError(f"not a task source (.csv, .yml or folder): {source}")
        for task in found:
            out.setdefault(task.id, task)
    return list(out.values())


__all__ = ["Task", "Config", "parse_config", "load_csv", "load_yml", "load_tasks",
           "SUPPORTED"]
