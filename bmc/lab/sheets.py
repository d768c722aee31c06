"""Lab sheets: a directory ``NN-topic/`` with ``README.md`` (the exercises in words), the
buggy C programs and ``exercises.toml`` (what the autograder needs), read with tomllib.

``exercises.toml``::

    title = "Loops and unwinding"

    [[exercise]]
    number = 1
    name = "sum of a prefix"
    program = "sum.c"                 # the buggy program, beside exercises.toml
    options = ["--unwind", "6"]       # the bmc options the check uses
    expect = "SUCCESSFUL"             # the verdict of a correct (fixed) program
    must_hold = ["main.assertion.1"]  # properties (id patterns) that must be there and hold
    must_assert = ["x == 2 * y"]      # assertions (their conditions) that must be there and hold
    must_reach = ["done"]             # C labels a correct program must reach
    buggy = "FAILED"                  # the verdict of the buggy program as handed out
    buggy_fails = ["main.assertion.1"]  # properties (id patterns) the buggy program fails
    timeout = 60                      # seconds per bmc run (unless options has --timeout)

Id patterns are ``fnmatch`` patterns (``*.data-race.*``): the numbering of some property
classes depends on the checks bmc generates, assertions are numbered in source order.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from bmc.errors import UsageError

VERDICTS = ("SUCCESSFUL", "FAILED", "INCONCLUSIVE")
EXERCISES_FILE = "exercises.toml"


@dataclass(frozen=True, slots=True)
class Exercise:
    """One exercise of a sheet (see the module doc for the fields)."""

    number: int
    name: str
    program: str
    options: tuple[str, ...]
    expect: str = "SUCCESSFUL"
    must_hold: tuple[str, ...] = ()
    must_assert: tuple[str, ...] = ()
    must_reach: tuple[str, ...] = ()
    buggy: str = "FAILED"
    buggy_fails: tuple[str, ...] = ()
    timeout: float = 60.0


@dataclass(frozen=True, slots=True)
class Sheet:
    """A lab sheet: its directory (whose name is the sheet's name), title and exercises."""

    path: Path
    title: str
    exercises: tuple[Exercise, ...]

    @property
    def name(self) -> str:
        return self.path.name

    def exercise(self, number: int) -> Exercise:
        """The exercise numbered ``number`` (a usage error if there is none)."""
        for ex in self.exercises:
            if ex.number == number:
                return ex
        numbers = ", ".join(str(ex.number) for ex in self.exercises)
        raise UsageError(f"sheet {self.name} has no exercise {number} (exercises: {numbers})")


def default_root() -> Path:
    """Where the sheets are: ``docs/lab/sheets`` of the source tree bmc runs from, else of
    the current directory."""
    beside = Path(__file__).resolve().parents[2] / "docs" / "lab" / "sheets"
    return beside if beside.is_dir() else Path("docs") / "lab" / "sheets"


def _strings(value: object, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise UsageError(f"{where}: expected a list of strings")
    return tuple(value)


def _verdict(value: object, where: str) -> str:
    if value not in VERDICTS:
        raise UsageError(f"{where}: expected one of {', '.join(VERDICTS)}, got {value!r}")
    return str(value)


def _exercise(raw: dict[str, object], where: str) -> Exercise:
    number, name, program = raw.get("number"), raw.get("name"), raw.get("program")
    if not isinstance(number, int) or not isinstance(name, str) or not isinstance(program, str):
        raise UsageError(f"{where}: an exercise needs number (int), name and program")
    at = f"{where}, exercise {number}"
    timeout = raw.get("timeout", 60.0)
    if not isinstance(timeout, (int, float)) or timeout <= 0:
        raise UsageError(f"{at}: timeout must be a positive number of seconds")
    return Exercise(number=number, name=name, program=program,
                    options=_strings(raw.get("options", []), f"{at}: options"),
                    expect=_verdict(raw.get("expect", "SUCCESSFUL"), f"{at}: expect"),
                    must_hold=_strings(raw.get("must_hold", []), f"{at}: must_hold"),
                    must_assert=_strings(raw.get("must_assert", []), f"{at}: must_assert"),
                    must_reach=_strings(raw.get("must_reach", []), f"{at}: must_reach"),
                    buggy=_verdict(raw.get("buggy", "FAILED"), f"{at}: buggy"),
                    buggy_fails=_strings(raw.get("buggy_fails", []), f"{at}: buggy_fails"),
                    timeout=float(timeout))


def load_sheet(path: Path) -> Sheet:
    """The sheet in directory ``path`` (usage errors for a missing or malformed file)."""
    file = path / EXERCISES_FILE
    try:
        with open(file, "rb") as f:
            raw = tomllib.load(f)
    except FileNotFoundError:
        raise UsageError(f"{path} is not a lab sheet: no {EXERCISES_FILE}") from None
    except tomllib.TOMLDecodeError as e:
        raise UsageError(f"{file}: {e}") from None
    items = raw.get("exercise", [])
    if not isinstance(items, list) or not items:
        raise UsageError(f"{file}: no [[exercise]] tables")
    exercises = tuple(_exercise(item, str(file)) for item in items)
    numbers = [ex.number for ex in exercises]
    if len(set(numbers)) != len(numbers):
        raise UsageError(f"{file}: exercise numbers repeat")
    return Sheet(path=path, title=str(raw.get("title", path.name)), exercises=exercises)


def all_sheets(root: Path) -> tuple[Sheet, ...]:
    """Every sheet under ``root``, in name order."""
    if not root.is_dir():
        raise UsageError(f"no lab sheets at {root} (use --sheets DIR)")
    return tuple(load_sheet(d) for d in sorted(root.iterdir())
                 if (d / EXERCISES_FILE).is_file())


def find_sheet(name: str, root: Path) -> Sheet:
    """The sheet ``name``: a directory, a sheet's full name under ``root`` (``02-loops``) or
    its number (``2``, ``02``)."""
    direct = Path(name)
    if (direct / EXERCISES_FILE).is_file():
        return load_sheet(direct)
    sheets = all_sheets(root)
    for sheet in sheets:
        number = sheet.name.split("-", 1)[0]
        if name == sheet.name or (name.isdigit() and number.isdigit()
                                  and int(name) == int(number)):
            return sheet
    names = ", ".join(s.name for s in sheets)
    raise UsageError(f"no lab sheet {name!r} (sheets: {names})")


__all__ = ["Exercise", "Sheet", "VERDICTS", "EXERCISES_FILE", "default_root", "load_sheet",
           "all_sheets", "find_sheet"]
