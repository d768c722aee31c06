"""Front end: preprocess (cpp or pcpp, bundled headers), parse (pycparser + GNU C), lower to IR.

``load_program(options)`` runs the three stages on ``options.files`` and links the files'
top-level declarations into one :class:`bmc.ir.program.Program`.
"""

from __future__ import annotations

from bmc.errors import UsageError
from bmc.frontend.lower import lower, lower_files
from bmc.frontend.parse import parse
from bmc.frontend.preprocess import preprocess
from bmc.ir.program import Program
from bmc.options import Options

__all__ = ["load_program", "lower", "lower_files", "parse", "preprocess"]


def load_program(options: Options) -> Program:
    """Preprocess, parse and lower ``options.files`` (entry ``options.entry``)."""
    if not options.files:
        raise UsageError("no input files")
    units = [(parse(preprocess(path, options), path), path) for path in options.files]
    return lower_files(units, options)
