"""Source locations: where in the C input an instruction, a property or an error is.

At the bottom of the package (errors, IR, results and outputs all name places), so it
imports nothing of bmc.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SourceLocation:
    """A file, a line (0: the file as a whole), a column (0: unknown) and the function."""

    file: str
    line: int
    column: int = 0
    function: str = ""

    def __str__(self) -> str:
        return f"{self.file}:{self.line}" if self.line else self.file


NO_LOCATION = SourceLocation("<built-in>", 0)
