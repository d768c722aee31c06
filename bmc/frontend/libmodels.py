"""The bundled C models of library functions (``models/*.c``) as a translation unit.

``library_unit(model, defined)`` is the parsed model file for a data model, without the
functions the user's program defines itself (so a program's own ``memcpy`` wins). The
lowerer declares it after the user's files; since only functions reachable from the entry
point are lowered, a model costs nothing unless it is called. Models are plain C: they get
the same checks as user code and their loops obey ``--unwind`` (ids ``memcpy.0`` ...).

The model files (``MODEL_FILES``) are joined into one unit, each behind a line marker, so
locations inside the models read ``<builtin-library>/<file>.c:<line>`` (never an install
path). ``libc.c`` comes first: it defines ``size_t`` for the others.
"""

from __future__ import annotations

from importlib import resources

from pycparser import c_ast

from bmc.ir.ctype import DataModel

LIBRARY_DIR = "<builtin-library>"
LIBRARY_FILE = f"{LIBRARY_DIR}/libc.c"
# The model files, in the order they are joined (libc.c first: it has the shared typedefs).
MODEL_FILES = ("libc.c", "strings.c", "ctype.c", "stdlib.c", "stdio.c")

# Functions the models define (every other library function keeps its special lowering).
MODELLED = ("realloc", "memset", "memcpy", "memmove", "memcmp", "strlen", "strcpy", "strncpy",
            "strcmp", "strncmp")

_PARSED: dict[str, c_ast.FileAST] = {}


def _source(model: DataModel) -> str:
    size_t = "unsigned long" if model.size_t.width == 64 else "unsigned int"
    models = resources.files("bmc.frontend").joinpath("models")
    parts = []
    for name in MODEL_FILES:
        text = models.joinpath(name).read_text("utf-8")
        parts.append(f'# 1 "{LIBRARY_DIR}/{name}"\n' + text.replace("__BMC_SIZE_T", size_t))
    return "\n".join(parts)


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
