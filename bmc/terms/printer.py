"""SMT-LIB 2 text for terms: single terms, and whole scripts with shared subterms let-bound.

Floating-point operators print in the FloatingPoint theory (``printer_floats``); in scripts
their float results are named bit-vectors pinned by an assertion.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bmc.terms.ops import FP_OPS, Op
from bmc.terms.printer_floats import fp_text, naming_lines, result_format
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
    if op in FP_OPS:
        text = fp_text(term, args)
        # a float result outside a script: Z3's non-standard conversion, for messages
        return f"(fp.to_ieee_bv {text})" if result_format(term) is not None else text
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
        if term.op in FP_OPS and result_format(term) is not None:
            name = f"_fp{term.uid}"
            lines.extend(naming_lines(term, name, fp_text(term, args)))
            return name
        text = _node_text(term, args)
        if term.args and (uses.get(term.uid, 0) > 1 or len(text) > _INLINE_LIMIT):
            name = f"_t{term.uid}"
            lines.append(f"(define-fun {name} () {sort_text(term.sort)} {text})")
            return name
        return text

    memo = fold(roots, handle)
    return lines, {r.uid: memo[r.uid] for r in roots}


def logic_for(roots: Sequence[Term]) -> str:
    """QF_BV, with A for arrays and FP for floating-point operators below ``roots``."""
    nodes = list(postorder(roots))
    arrays = any(isinstance(t.sort, ArraySort) for t in nodes)
    floats = any(t.op in FP_OPS for t in nodes)
    return f"QF_{'A' if arrays else ''}BV{'FP' if floats else ''}"


def script(assertions: Sequence[Term], logic: str | None = None,
           comments: Sequence[str] = ()) -> str:
    """A complete SMT-LIB script asserting ``assertions`` and asking ``(check-sat)``."""
    if logic is None:
        logic = logic_for(assertions)
    out = [f"; {c}" for c in comments]
    out.append("(set-option :produce-models true)")
    out.append(f"(set-logic {logic})")
    out.extend(declarations(assertions))
    defs, texts = shared_definitions(assertions)
    out.extend(defs)
    out.extend(f"(assert {texts[a.uid]})" for a in assertions)
    out.append("(check-sat)")
    return "\n".join(out) + "\n"


__all__ = ["to_smtlib", "script", "logic_for", "declarations", "shared_definitions", "quote_symbol",
           "sort_text", "BoolSort", "BVSort"]
