"""The bundled C models of library functions (``models/*.c``) as a translation unit.

``library_unit(model, defined)`` is the parsed model file for a data model, without the
functions the user's program defines itself (so a program's own ``memcpy`` wins). The
lowerer declares it after the user's files; since only functions reachable from the entry
point are lowered, a model costs nothing unless it is called. Models are plain C: they get
the same checks as user code and their loops obey ``--unwind`` (ids ``memcpy.0`` ...).

The model files (``MODEL_FILES``) are joined into one unit, each behind a line marker, so
locations inside the models read ``<builtin-library>/<file>.c:<line>`` (never an install
path). ``libc.c`` comes first: it defines ``size_t`` for the others. ``__BMC_SIZE_T`` and
``__BMC_SSIZE_T`` are the data model's ``size_t`` and ``ssize_t``. The parsed unit comes from
``parse_cache`` after the first run (parsing it took a quarter of a trivial run).
"""

from __future__ import annotations

from importlib import resources

from pycparser import c_ast

from bmc.frontend.lowering_state import LoweringState
from bmc.frontend.parse_cache import cached_parse
from bmc.frontend.preprocess import strip_comments
from bmc.ir.ctype import DataModel, PointerType
from bmc.ir.expr import Cast, Const, Expr, Var
from bmc.ir.memops import MEMSET
from bmc.ir.program import Assign, Call, SourceLocation

LIBRARY_DIR = "<builtin-library>"
LIBRARY_FILE = f"{LIBRARY_DIR}/libc.c"
# The model files, in the order they are joined (libc.c first: it has the shared typedefs).
MODEL_FILES = ("libc.c", "strings.c", "ctype.c", "stdlib.c", "stdio.c", "posix.c")

# Functions the models define (every other library function keeps its special lowering).
MODELLED = ("realloc", "memset", "memcpy", "memmove", "memcmp", "strlen", "strcpy", "strncpy",
            "strcmp", "strncmp", "fesetround", "fegetround")

_PARSED: dict[str, c_ast.FileAST] = {}


def _source(model: DataModel) -> str:
    size_t = "unsigned long" if model.size_t.width == 64 else "unsigned int"
    ssize_t = "long" if model.size_t.width == 64 else "int"
    models = resources.files("bmc.frontend").joinpath("models")
    parts = []
    for name in MODEL_FILES:
        text = models.joinpath(name).read_text("utf-8")
        text = text.replace("__BMC_SSIZE_T", ssize_t).replace("__BMC_SIZE_T", size_t)
        parts.append(f'# 1 "{LIBRARY_DIR}/{name}"\n' + text)
    return "\n".join(parts)


def library_unit(model: DataModel, defined: frozenset[str] | set[str]) -> c_ast.FileAST:
    """The models' AST for ``model`` without the definitions of the names in ``defined``."""
    key = f"{model.size_t.width}"
    ast = _PARSED.get(key)
    if ast is None:
        ast = cached_parse(strip_comments(_source(model)), LIBRARY_FILE)
        _PARSED[key] = ast
    kept = [ext for ext in ast.ext
            if not (isinstance(ext, c_ast.FuncDef) and ext.decl.name in defined)]
    return c_ast.FileAST(kept)


def lower_range_op(lw: LoweringState, name: str, args: list[c_ast.Node], node: c_ast.FuncCall,
                   loc: SourceLocation, want: bool) -> Expr | None:
    """``__bmc_memset(p, byte, n)`` / ``__bmc_memcpy(d, s, n)`` / ``__bmc_memmove(d, s, n)``
    (the models' intrinsics, ``bmc.ir.memops``): ``tmp = call(...)`` with the pointers as
    ``unsigned char *``, the byte as ``unsigned char`` and ``n`` as ``size_t``; ``tmp`` is 1
    when symex did the operation, 0 when the model's loop must."""
    if len(args) != 3:
        raise lw.error(f"'{name}' takes three arguments", node)
    model = lw.model
    uchar = model.uchar
    byte_ptr = PointerType(uchar, model.pointer)
    values: list[Expr] = []
    for k, a in enumerate(args):
        e = lw.rvalue(a)
        if k == 0 or (k == 1 and name != MEMSET):
            if not isinstance(e.type, PointerType):
                raise lw.error(f"'{name}' needs a pointer", a)
            e = e if e.type == byte_ptr else Cast(e, byte_ptr)
        else:
            e = lw.convert(e, uchar if k == 1 else model.size_t, a)
        if not isinstance(e, Var | Const):
            tmp = lw.new_tmp(e.type, loc)
            lw.emit(Assign(tmp, e, loc))
            e = tmp
        values.append(e)
    done = lw.new_tmp(model.int_type, loc)
    lw.emit(Call(done, name, tuple(values), loc))
    return done if want else None
