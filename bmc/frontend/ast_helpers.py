"""Constants and small pure helpers over pycparser ASTs shared by the lowering modules.

In: pycparser nodes or plain values; out: facts about them (statement node classes, operator
tables, type keywords, whether an expression has side effects, a switch's case labels ...).
"""

from __future__ import annotations

from collections.abc import Iterator

from pycparser import c_ast
from pycparserext.ext_c_parser import Asm, FuncDeclExt

from bmc.ir.expr import BinOp

FUNC_DECLS = (c_ast.FuncDecl, FuncDeclExt)
BIN_OPS: dict[str, BinOp] = {op.value: op for op in BinOp}
NEGATED: dict[BinOp, BinOp] = {
    BinOp.LT: BinOp.GE, BinOp.GE: BinOp.LT, BinOp.GT: BinOp.LE, BinOp.LE: BinOp.GT,
    BinOp.EQ: BinOp.NE, BinOp.NE: BinOp.EQ,
}
STATEMENT_NODES = (
    c_ast.Compound, c_ast.If, c_ast.While, c_ast.DoWhile, c_ast.For, c_ast.Switch,
    c_ast.Case, c_ast.Default, c_ast.Break, c_ast.Continue, c_ast.Goto, c_ast.Label,
    c_ast.Return, c_ast.EmptyStatement, c_ast.Decl, c_ast.DeclList, c_ast.Typedef,
    c_ast.Pragma, c_ast.StaticAssert, Asm,
)
FLOAT_NAMES = frozenset({
    "float", "double", "_Float16", "_Float32", "_Float64", "_Float128", "_Float32x",
    "_Float64x", "_Float128x", "__float128", "__float80", "__ibm128",
})
TYPE_KEYWORDS = frozenset({
    "void", "char", "short", "int", "long", "signed", "unsigned", "__signed__", "__signed",
    "_Bool", "__int128", "_Complex", "__complex__", "__complex",
}) | FLOAT_NAMES
MODE_WIDTHS = {"QI": 8, "HI": 16, "SI": 32, "DI": 64, "TI": 128}


def round_up(n: int, a: int) -> int:
    return (n + a - 1) // a * a


def is_string(node: c_ast.Node | None) -> bool:
    return isinstance(node, c_ast.Constant) and node.type == "string"


def looks_float(text: str) -> bool:
    t = text.lower()
    if t.startswith("0x"):
        return "p" in t
    return "." in t or "e" in t


def scalar_init(node: c_ast.Node) -> c_ast.Node | None:
    """A scalar's initialiser without braces (``int x = {5};``); None for ``{}``."""
    while isinstance(node, c_ast.InitList):
        if not node.exprs:
            return None
        node = node.exprs[0]
    return node


def attribute_calls(node: c_ast.Node) -> Iterator[c_ast.FuncCall]:
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, c_ast.FuncCall):
            yield n
            continue
        stack.extend(child for _, child in reversed(n.children()))


def cases_of(node: c_ast.Node | None) -> list[c_ast.Node]:
    """The case/default labels of one switch body (not those of nested switches)."""
    found: list[c_ast.Node] = []
    stack = [node] if node is not None else []
    while stack:
        n = stack.pop()
        if isinstance(n, c_ast.Switch):
            continue
        if isinstance(n, c_ast.Case | c_ast.Default):
            found.append(n)
        stack.extend(child for _, child in reversed(n.children()))
    return found


EFFECT_FREE_CALLS = frozenset({"__builtin_expect", "offsetof", "__builtin_offsetof"})


def has_side_effects(node: c_ast.Node | None) -> bool:
    """Whether evaluating ``node`` may emit instructions (assignments, calls, ...)."""
    stack = [node] if node is not None else []
    while stack:
        n = stack.pop()
        match n:
            case c_ast.Assignment() | c_ast.Compound():
                return True
            case c_ast.UnaryOp(op="sizeof" | "_Alignof" | "__alignof__"):
                continue
            case c_ast.UnaryOp(op="++" | "--" | "p++" | "p--"):
                return True
            case c_ast.FuncCall(name=c_ast.ID(name=name)) if name in EFFECT_FREE_CALLS:
                pass
            case c_ast.FuncCall():
                return True
        stack.extend(child for _, child in n.children())
    return False
