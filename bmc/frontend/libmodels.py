"""The bundled C models of library functions (``models/libc.c``) as a translation unit.

``library_unit(model, defined)`` is the parsed model file for a data model, without the
functions the user's program defines itself (so a program's own ``memcpy`` wins). The
lowerer declares it after the user's files; since only functions reachable from the entry
point are lowered, a model costs nothing unless it is called. Models are plain C: they get
the same checks as user code and their loops obey ``--unwind`` (ids ``memcpy.0`` ...).

Locations inside the models read ``<builtin-library>/libc.c:<line>`` (never an install path).
"""

from __future__ import annotations

from importlib import resources

from pycparser import c_ast

from bmc.ir.ctype import DataModel

LIBRARY_FILE = "<builtin-library>/libc.c"

# Functions the models define (every other library function keeps its special lowering).
MODELLED = ("realloc", "memset", "memcpy", "memmove", "memcmp", "strlen", "strcpy", "strncpy",
            "strcmp", "strncmp", "fesetround", "fegetround")

_PARSED: dict[str, c_ast.FileAST] = {}


def _source(model: DataModel) -> str:
    text = resources.files("bmc.frontend").joinpath("models/libc.c").read_text("utf-8")
    size_t = "unsigned long" if model.size_t.width == 64 else "unsigned int"
    return f'# 1 "{LIBRARY_FILE}"\n' + text.replace("__BMC_SIZE_T", size_t)


def library_unit(model: DataModel, defined: frozenset[str] | set[str]) -> c_ast.FileAST:
    """The models' AST for ``model`` without the definitions of the names in ``defined``."""
    from bmc.frontend.parse import parse
    from bmc.frontend.preprocess import strip_comments
    key = f"{model.size_t.width}"
    ast = _PARSED.get(key)
    if ast is None:
        ast = parse(strip_comments(_source(model)), LIBRARY_FILE)
        _PARSED[key] = ast
    kept = [ext for ext in ast.ext
            if not (isinstance(ext, c_ast.FuncDef) and ext.decl.name in defined)]
    return c_ast.FileAST(kept)
