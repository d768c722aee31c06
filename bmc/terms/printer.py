"""SMT-LIB 2 text for terms: single terms, and whole scripts with shared subterms let-bound."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bmc.terms.ops import Op
from bmc.terms.sorts import ArraySort, BoolSort, BVSort, Sort
from bmc.terms.store import Term
from bmc.terms.walk import fold, postorder


def sort_text(sort: Sort) -> str:
    return str(sort)


def quote_symbol(name: str) -> str:
    """An SMT-LIB symbol for ``name`` (|quoted| unless it is a simple symbol)."""
    simple = name and not name[0].isdigit() and all(
        c.isalnum() or c in "~!@$%^&*_-+=<>.?/" for c in name)
    return name if simple else "|" + name.replace("|", "_").replace("\\", "_") + "|"


def _node_text(term: Term, args: Sequence[str]) -> str:
    op = term.op
    match op:
        case Op.TRUE | Op.FALSE:
            return op.value
        case Op.BV_CONST:
            return f"(_ bv{term.params[0]} {term.width})"
        case Op.VAR:
            return quote_symbol(term.name)
        case Op.CONST_ARRAY:
            return f"((as const {sort_text(term.sort)}) {args[0]})"
        case Op.EXTRACT:
            return f"((_ extract {term.params[0]} {term.params[1]}) {args[0]})"
        case Op.ZERO_EXTEND | Op.SIGN_EXTEND:
            return f"((_ {op.value} {term.params[0]}) {args[0]})"
    return f"({op.value} {' '.join(args)})"


def to_smtlib(term: Term) -> str:
    """One term as an SMT-LIB expression, without sharing (for small terms and messages)."""
    return fold([term], _node_text)[term.uid]


def declarations(roots: Iterable[Term]) -> list[str]:
    """``declare-fun`` lines for the variables below ``roots``, in first-reached order."""
    return [f"(declare-fun {quote_symbol(t.name)} () {sort_text(t.sort)})"
            for t in postorder(roots) if t.op is Op.VAR]


_INLINE_LIMIT = 240


def shared_definitions(roots: Sequence[Term]) -> tuple[list[str], dict[int, str]]:
    """``define-fun`` lines naming every non-leaf node used more than once, or whose text
    would grow past a few hundred characters (so deep chains print in linear size).

    Returns the lines and a map uid -> text to use for each root.
    """
    uses: dict[int, int] = {}
    for t in postorder(roots):
        for a in t.args:
            uses[a.uid] = uses.get(a.uid, 0) + 1
    lines: list[str] = []

    def handle(term: Term, args: list[str]) -> str:
        text = _node_text(term, args)
        if term.args and (uses.get(term.uid, 0) > 1 or len(text) > _INLINE_LIMIT):
            name = f"_t{term.uid}"
            lines.append(f"(define-fun {name} () {sort_text(term.sort)} {text})")
            return name
        return text

    memo = fold(roots, handle)
    return lines, {r.uid: memo[r.uid] for r in roots}


def script(assertions: Sequence[Term], logic: str | None = None,
           comments: Sequence[str] = ()) -> str:
    """A complete SMT-LIB script asserting ``assertions`` and asking ``(check-sat)``."""
    if logic is None:
        has_array = any(isinstance(t.sort, ArraySort) for t in postorder(assertions))
        logic = "QF_ABV" if has_array else "QF_BV"
    out = [f"; {c}" for c in comments]
    out.append("(set-option :produce-models true)")
    out.append(f"(set-logic {logic})")
    out.extend(declarations(assertions))
    defs, texts = shared_definitions(assertions)
    out.extend(defs)
    out.extend(f"(assert {texts[a.uid]})" for a in assertions)
    out.append("(check-sat)")
    return "\n".join(out) + "\n"


__all__ = ["to_smtlib", "script", "declarations", "shared_definitions", "quote_symbol",
           "sort_text", "BoolSort", "BVSort"]
