"""Proved loop invariants in source terms, for correctness witnesses.

``source_invariants(program, candidates)`` turns the candidates ``bmc.strategy.invariants``
proved (IR expressions at IR loop heads) into ``LoopInvariant``s a witness can state: a C
expression over program variables at the loop's keyword (``for``/``while``). Only what
means the same in C as in bmc's IR is kept, so a dropped invariant is the price of a valid
witness:

* the loop is a ``while``/``for`` loop whose head is the condition test (or which has no
  condition), found from the IR: the exit goto at the head records its keyword
  (``Goto.branch``), a condition-less loop has its keyword's location on the head and the
  back edge alike; ``do``/``while`` loops (head at the body) give none;
* every variable has a source name that no other variable visible in the function shares
  (no shadowing), no internal name (``$``, ``__bmc``/``__CPROVER`` prefixes), and is in
  scope at the keyword: declared in the same file before it, or in a ``for``'s own
  declaration;
* the operators are comparisons, ``&`` with a constant, and ``+`` only on unsigned types
  at least as wide as ``int`` (C wraps those as the IR does; a narrower or signed sum is
  promoted or may overflow in C). Constants get the suffix their type needs.
"""

from __future__ import annotations

import re

from bmc.ir.ctype import IntType
from bmc.ir.expr import Binary, BinOp, Const, Expr, Var
from bmc.ir.program import Function, Goto, Loop, Program, Skip, SourceLocation, SymbolKind
from bmc.result import LoopInvariant
from bmc.frontend.source_lines import source_line
from bmc.strategy.step import Candidate

_COMPARISONS = {BinOp.LT: "<", BinOp.LE: "<=", BinOp.GT: ">", BinOp.GE: ">=",
                BinOp.EQ: "==", BinOp.NE: "!="}
_INTERNAL = re.compile(r"\$|^__bmc|^__CPROVER|^__VERIFIER")


def source_invariants(program: Program, candidates: list[Candidate] | tuple[Candidate, ...]
                      ) -> tuple[LoopInvariant, ...]:
    """The candidates expressible at a source loop head, in order (see the module doc)."""
    loops = {loop.id: (f, loop) for f in program.functions.values() for loop in f.loops()}
    out: list[LoopInvariant] = []
    for cand in candidates:
        found = loops.get(cand.loop)
        if found is None:
            continue
        f, loop = found
        head = _loop_keyword(f, loop)
        if head is None:
            continue
        keyword, loc = head
        text = _c_text(program, f, cand.cond, keyword, loc)
        if text is not None:
            out.append(LoopInvariant(loop.id, keyword, loc, f.name, text))
    return tuple(out)


def _loop_keyword(f: Function, loop: Loop) -> tuple[str, SourceLocation] | None:
    """(keyword, its location) of a ``while``/``for`` loop, None for anything else."""
    back = f.body[loop.back_edge]
    for ins in f.body[loop.head:loop.back_edge]:
        if isinstance(ins, Goto):
            site = ins.branch
            if ins.cond is not None and site is not None and site.keyword in ("for", "while") \
                    and ins.target > loop.back_edge and site.loc.line > 0:
                return site.keyword, site.loc
            break
    first = f.body[loop.head]
    if isinstance(first, Skip) and first.loc == back.loc and first.loc.line > 0:
        text = source_line(first.loc.file, first.loc.line)
        for keyword in ("for", "while"):
            if _keyword_at(text, keyword, first.loc.column):
                return keyword, first.loc
    return None


def _keyword_at(text: str, keyword: str, column: int) -> bool:
    return column > 0 and re.match(rf"{keyword}\s*\(", text[column - 1:]) is not None \
        and (column == 1 or not re.match(r"[\w$]", text[column - 2]))


def _c_text(program: Program, f: Function, e: Expr, keyword: str,
            at: SourceLocation) -> str | None:
    """``e`` as a C expression with the same meaning at ``at``, else None."""
    match e:
        case Var(name=name):
            return _variable(program, f, name, keyword, at)
        case Const(value=value, type=IntType() as t):
            return _literal(value, t)
        case Binary(op=op, left=a, right=b) if op in _COMPARISONS:
            left, right = _c_text(program, f, a, keyword, at), _c_text(program, f, b, keyword, at)
            return None if left is None or right is None else f"{left} {_COMPARISONS[op]} {right}"
        case Binary(op=BinOp.ADD, left=a, right=b, type=IntType() as t) \
                if not t.signed and t.width >= program.data_model.int_type.width \
                and a.type == b.type == t:
            left, right = _c_text(program, f, a, keyword, at), _c_text(program, f, b, keyword, at)
            return None if left is None or right is None else f"({left} + {right})"
        case Binary(op=BinOp.BITAND, left=a, right=Const() as c):
            left, right = _c_text(program, f, a, keyword, at), _c_text(program, f, c, keyword, at)
            return None if left is None or right is None else f"({left} & {right})"
    return None


def _variable(program: Program, f: Function, name: str, keyword: str,
              at: SourceLocation) -> str | None:
    sym = program.symbols.get(name)
    if sym is None or not sym.source_name or _INTERNAL.search(sym.source_name) \
            or sym.kind in (SymbolKind.TEMPORARY, SymbolKind.RETURN_VALUE):
        return None
    if not isinstance(sym.type, IntType) or sym.type.is_bool:
        return None
    visible = [s for s in program.symbols.values() if s.source_name == sym.source_name
               and s.function in ("", f.name)]
    if len(visible) != 1:
        return None                           # shadowed, or declared in two scopes
    decl = sym.loc
    if decl.file != at.file or decl.line <= 0:
        return None
    if sym.kind is SymbolKind.PARAMETER or decl.line < at.line:
        return sym.source_name
    if decl.line == at.line and keyword == "for" and decl.column > at.column:
        # ``for (int i = 0; ...)``: declared inside the parentheses, before the first ';'
        text = source_line(at.file, at.line)
        semicolon = text.find(";", at.column - 1)
        if semicolon >= 0 and decl.column - 1 < semicolon:
            return sym.source_name
    return None


def _literal(value: int, t: IntType) -> str:
    """A C literal of ``value`` whose type holds it with ``t``'s signedness."""
    if not t.signed:
        return f"{value}U" if value < (1 << 32) else f"{value}ULL"
    if value == -(1 << 63):
        return "(-9223372036854775807LL - 1)"
    if value == -(1 << 31):
        return "(-2147483647 - 1)"
    suffix = "" if -(1 << 31) < value < (1 << 31) else "LL"
    return f"-{-value}{suffix}" if value < 0 else f"{value}{suffix}"


__all__ = ["LoopInvariant", "source_invariants"]
