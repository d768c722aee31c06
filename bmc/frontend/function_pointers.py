"""Function pointers: function addresses and calls through pointers, lowered to ordinary IR.

* A function whose address is taken (``f`` or ``&f`` used as a value) is represented by a
  one-byte read-only memory object ``$fn.<name>`` (a global symbol in ``Program.read_only``
  and ``Program.address_taken``); the address of that object is the function pointer. So
  function pointers are ordinary pointers: stored, copied, compared and cast like others.
* A call through a pointer ``p`` becomes a chain of direct calls::

      if (p == &f1) r = f1(args); else if (p == &f2) r = f2(args); ...
      else { assert(p != NULL); assert(p == NULL); assume(0); }

  over the *candidates*: the defined functions whose address is taken anywhere in the
  program (a syntactic over-approximation) and whose type is compatible with the pointer's.
  The two assertions are the properties "function pointer NULL" and "invalid function
  pointer" (class ``pointer_dereference``). More than ``MANY_TARGETS`` candidates give a
  note that names them (``many_targets_note``: the call is exact, only larger).
"""

from __future__ import annotations

from collections.abc import Iterator

from pycparser import c_ast

from bmc.ir.ctype import CType, FunctionType, IntType, PointerType, StructType, VoidType
from bmc.ir.messages import note

MANY_TARGETS = 4


def many_targets_note(text: str, where: str, names: list[str]) -> str:
    """The note for a call through the function pointer ``text`` at ``where`` (file:line)
    with more than ``MANY_TARGETS`` candidates ``names``."""
    return note(f"call through function pointer {text} at {where} has {len(names)} "
                "possible targets: " + ", ".join(names))


def address_taken_functions(units: list[c_ast.FileAST]) -> set[str]:
    """Source names of identifiers used other than as the callee of a direct call (an
    over-approximation of the functions whose address is taken)."""
    names: set[str] = set()
    for ast in units:
        for ext in ast.ext or ():
            if isinstance(ext, c_ast.FuncDef):
                roots: list[c_ast.Node] = [ext.body]
            elif isinstance(ext, c_ast.Decl) and ext.init is not None:
                roots = [ext.init]
            else:
                continue
            for ident in _value_identifiers(roots):
                names.add(ident)
    return names


def _value_identifiers(roots: list[c_ast.Node]) -> Iterator[str]:
    stack = list(roots)
    while stack:
        n = stack.pop()
        if isinstance(n, c_ast.ID):
            yield n.name
            continue
        if isinstance(n, c_ast.FuncCall):
            if n.args is not None:
                stack.append(n.args)
            if not isinstance(n.name, c_ast.ID):
                stack.append(n.name)
            continue
        stack.extend(child for _, child in n.children())


def compatible(callee: FunctionType, pointer: FunctionType) -> bool:
    """Whether a function of type ``callee`` may be called through a pointer to
    ``pointer`` (lenient: any two pointer types, or integer types of one width, match, so
    the candidate set over-approximates)."""
    if not _same_kind(callee.result, pointer.result):
        return False
    if not (callee.has_prototype and pointer.has_prototype):
        return True
    if callee.variadic != pointer.variadic or len(callee.params) != len(pointer.params):
        return False
    return all(_same_kind(a, b) for a, b in zip(callee.params, pointer.params))


def _same_kind(a: CType, b: CType) -> bool:
    if a == b:
        return True
    match a, b:
        case (PointerType(), PointerType()):
            return True
        case (IntType(width=x), IntType(width=y)):
            return x == y
        case (StructType(tag=x), StructType(tag=y)):
            return x == y
        case (VoidType(), VoidType()):
            return True
    return False
