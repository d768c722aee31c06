"""SV-COMP property files (``.prp``): which property a task asks for, and its entry."""

from __future__ import annotations

import re

from bmc.errors import InputError, UsageError
from bmc.location import SourceLocation


def parse_property_file(path: str) -> tuple[str, str | None]:
    """``(property name, entry function or None)`` of an SV-COMP ``.prp`` file."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except FileNotFoundError:
        raise InputError("file not found", SourceLocation(path, 0)) from None
    except OSError as e:
        raise InputError(f"cannot read: {e.strerror or e}", SourceLocation(path, 0)) from None
    compact = re.sub(r"\s+", "", re.sub(r"//[^\n]*", "", text))
    checks: list[tuple[str, str, str]] = []
    for segment in re.findall(r"CHECK\(.*?(?=CHECK\(|$)", compact):
        m = re.fullmatch(r"CHECK\(init\(([A-Za-z_]\w*)\(\)\),(LTL|COVER)\((.*)\)\)", segment)
        if m is None:
            raise UsageError(f"{path}: cannot read property {segment!r}")
        checks.append((m.group(1), m.group(2), m.group(3)))
    if not checks:
        raise UsageError(f"{path}: not an SV-COMP property file "
                         "(expected CHECK( init(main()), LTL(...) ))")
    names: list[str] = []
    for _, kind, formula in checks:
        names.append(_property_name(kind, formula, path))
    unique = list(dict.fromkeys(names))
    if len(unique) > 1:
        raise UsageError(f"{path}: mixes properties {', '.join(unique)}")
    return unique[0], checks[0][0]


def _property_name(kind: str, formula: str, path: str) -> str:
    if kind == "COVER":
        return "coverage-error-call" if "call(" in formula else "coverage-branches"
    if re.fullmatch(r"G!call\([A-Za-z_]\w*\(\)\)", formula):
        return "unreach-call"
    table = {"G!overflow": "no-overflow", "Gvalid-free": "valid-memsafety",
             "Gvalid-deref": "valid-memsafety", "Gvalid-memtrack": "valid-memsafety",
             "Gvalid-memcleanup": "valid-memcleanup", "G!data-race": "no-data-race",
             "Fend": "termination", "Gdef-behavior": "def-behavior"}
    if formula in table:
        return table[formula]
    raise UsageError(f"{path}: unknown SV-COMP property LTL({formula})")




__all__ = ["parse_property_file"]
