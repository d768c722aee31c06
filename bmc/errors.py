"""The one exception tree of bmc; ``cli`` is the only place that turns these into messages.

Exit codes follow CBMC: 0 success, 10 failure, 5 inconclusive; errors use 1 (usage,
missing backend), 2 (input: preprocessing or parsing) and 6 (unsupported feature).
"""

from __future__ import annotations

from bmc.location import SourceLocation

EXIT_SUCCESS = 0
EXIT_USAGE = 1
EXIT_INPUT = 2
EXIT_INCONCLUSIVE = 5
EXIT_UNSUPPORTED = 6
EXIT_FAILURE = 10


class BmcError(Exception):
    """Base of every error bmc reports; ``exit_code`` is what the CLI exits with."""

    exit_code = EXIT_USAGE

    def __init__(self, message: str, where: SourceLocation | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.where = where

    def render(self) -> str:
        """``file:line:col: error: message`` (or ``bmc: error: message``)."""
        if self.where is not None and self.where.line:
            col = f":{self.where.column}" if self.where.column else ""
            return f"{self.where.file}:{self.where.line}{col}: error: {self.message}"
        if self.where is not None:
            return f"{self.where.file}: error: {self.message}"
        return f"bmc: error: {self.message}"


class UsageError(BmcError):
    """Bad command-line options or option values."""

    exit_code = EXIT_USAGE


class BackendUnavailable(BmcError):
    """A requested solver backend is not installed; the message says how to install it."""

    exit_code = EXIT_USAGE


class InputError(BmcError):
    """The input cannot be read or is not valid C."""

    exit_code = EXIT_INPUT


class PreprocessError(InputError):
    pass


class ParseError(InputError):
    """Syntax errors, undeclared names, type errors: always with file:line:col."""


class UnsupportedFeature(BmcError):
    """Valid C that bmc does not handle yet; names the construct and where it is."""

    exit_code = EXIT_UNSUPPORTED

    def __init__(self, what: str, where: SourceLocation | None = None) -> None:
        super().__init__(f"unsupported: {what}", where)
        self.what = what


class ResourceLimit(BmcError):
    """A time or memory limit was hit; the verdict becomes INCONCLUSIVE/UNKNOWN."""

    exit_code = EXIT_INCONCLUSIVE

    def __init__(self, message: str, phase: str = "") -> None:
        super().__init__(message)
        self.phase = phase


class MemoryLimit(ResourceLimit):
    """The run's resident memory passed ``--memory-limit``: never taken for a timeout (the
    strategies and the solver loop let it through to the pipeline)."""


class SolverFailure(BmcError):
    """A solver crashed or answered something unusable."""

    exit_code = EXIT_INCONCLUSIVE
