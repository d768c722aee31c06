"""Counterexample traces in source terms, read from a backend's model.

``build_trace(equation, property_id, backend, symbols)`` is called right after a SAT answer
in which ``property_id`` fails. It asks the backend (two batched ``values`` calls) for the
guards of the steps up to the failing assertion and for the values of the visible
assignments on the path, and turns them into ``TraceStep``s:

* ``input``: a nondet value. The front end puts it into a temporary first; when the next
  step on the path copies it into a program variable, the two become one step
  (``x = 7 (input)``), else the step is named after the nondet function (``nondet_int()``).
* ``assignment``: a visible variable (or array element, ``a[i]``) gets a value. Free values
  of declarations (``int x;``) directly followed by an assignment to the same variable are
  left out; temporaries, return slots and merges (kinds HIDDEN/PHI) never appear.
* ``call``/``return``: function entry and exit (not of the global initialisation); a
  return step carries the returned value (``twice returned 8``) when the function has one.
* ``failure``: the first assertion step of the property whose guard holds and whose
  condition does not; the last step.

Values are printed as the C type of the variable says: signed types as signed decimals,
unsigned ones unsigned, pointers in hex; no SSA indices anywhere.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bmc.backends.base import Backend
from bmc.ir.ctype import ArrayType, CType, IntType, PointerType
from bmc.ir.expr import Nondet, display_name, to_text
from bmc.ir.program import INIT_FUNCTION, Symbol, SymbolKind
from bmc.result import Trace, TraceStep
from bmc.symex.equation import (Assertion, Assignment, AssignmentKind, Equation, Location,
                                Step)
from bmc.terms.sorts import BVSort
from bmc.terms.store import Term

_SHOWN_KINDS = frozenset({AssignmentKind.STATE, AssignmentKind.INPUT})


@dataclass(frozen=True, slots=True)
class _Shown:
    """A step on the path that may appear in the trace, with its value term."""

    step: Assignment | Location
    value: Term | None


def build_trace(equation: Equation, property_id: str, backend: Backend,
                symbols: Mapping[str, Symbol] | None = None) -> Trace | None:
    """The trace to the first violation of ``property_id`` in the backend's current model.

    None when no assertion step of the property is violated in the model.
    """
    symbols = symbols or {}
    steps = equation.steps
    failing = _failing_step(steps, property_id, backend)
    if failing is None:
        return None
    candidates = [i for i in range(failing) if _candidate(steps[i])]
    guards = backend.values([steps[i].guard for i in candidates])  # type: ignore[union-attr]
    on_path: list[_Shown] = []
    value_terms: list[Term] = []
    for i, taken in zip(candidates, guards):
        if not taken:
            continue
        step = steps[i]
        if isinstance(step, Assignment):
            term = step.value if step.value is not None else step.rhs
            if not isinstance(term.sort, BVSort):
                continue                     # whole arrays and Booleans are not shown
            on_path.append(_Shown(step, term))
            value_terms.append(term)
        else:
            assert isinstance(step, Location)
            on_path.append(_Shown(step, None))
    values = iter(backend.values(value_terms)) if value_terms else iter(())
    valued: list[tuple[_Shown, int | bool | None]] = [
        (s, next(values) if s.value is not None else None) for s in on_path]
    out = _render(valued, symbols)
    final = steps[failing]
    assert isinstance(final, Assertion)
    out.append(TraceStep("failure", final.loc, final.loc.function, "", "",
                         f"violated: {final.description}"))
    return Trace(tuple(out))


def _failing_step(steps: tuple[Step, ...], property_id: str, backend: Backend) -> int | None:
    indices = [i for i, s in enumerate(steps)
               if isinstance(s, Assertion) and s.property_id == property_id]
    if not indices:
        return None
    terms: list[Term] = []
    for i in indices:
        s = steps[i]
        assert isinstance(s, Assertion)
        terms.extend((s.guard, s.cond))
    vals = backend.values(terms)
    for k, i in enumerate(indices):
        if vals[2 * k] and not vals[2 * k + 1]:
            return i
    return None


def _candidate(step: Step) -> bool:
    match step:
        case Assignment(kind=kind, symbol=symbol):
            return kind in _SHOWN_KINDS or symbol.endswith("::$return")
        case Location(kind=kind, function=function):
            return kind in ("call", "return") and function != INIT_FUNCTION
    return False


def _render(valued: list[tuple[_Shown, int | bool | None]],
            symbols: Mapping[str, Symbol]) -> list[TraceStep]:
    out: list[TraceStep] = []
    skip: set[int] = set()
    returned: dict[str, str] = {}           # function -> its last return value (text)
    for k, (shown, value) in enumerate(valued):
        if k in skip:
            continue
        step = shown.step
        if isinstance(step, Location):
            caller = step.loc.function or step.function
            if step.kind == "call":
                text, result = f"call {step.text or step.function}", ""
            else:
                result = returned.pop(step.function, "")
                text = step.text or f"{step.function} returned"
                if result:
                    text += f" {result}"
            out.append(TraceStep(step.kind, step.loc, caller, "", result, text))
            continue
        assert value is not None
        if step.symbol.endswith("::$return"):
            ctype = _type_of(step.symbol, symbols)
            returned[step.symbol[:-len("::$return")].split("@")[0]] = format_value(
                value, _scalar_type(ctype, step.rhs), step.rhs)
            continue
        if step.kind is AssignmentKind.INPUT and _hidden(step.symbol, symbols):
            target = _copy_of(valued, k, step, symbols)
            if target is not None:
                skip.add(target)
                copy, copy_value = valued[target]
                assert isinstance(copy.step, Assignment) and copy_value is not None
                out.append(_assignment(copy.step, copy_value, symbols, "input"))
                continue
            ctype = _type_of(step.symbol, symbols)
            name = to_text(Nondet(ctype)) if ctype is not None else "nondet()"
            text_value = format_value(value, ctype, shown.value)
            out.append(TraceStep("input", step.loc, step.loc.function, name, text_value,
                                 f"{name} = {text_value} (input)"))
            continue
        if _hidden(step.symbol, symbols):
            continue
        if step.rhs is step.lhs and step.kind is AssignmentKind.STATE \
                and _next_assigns_same(valued, k, step.symbol):
            continue                         # a declaration's value, overwritten at once
        kind = "input" if step.kind is AssignmentKind.INPUT else "assignment"
        out.append(_assignment(step, value, symbols, kind))
    return out


def _assignment(step: Assignment, value: int | bool, symbols: Mapping[str, Symbol],
                kind: str) -> TraceStep:
    name = step.lhs_text or _source_name(step.symbol, symbols)
    ctype = _type_of(step.symbol, symbols)
    term = step.value if step.value is not None else step.rhs
    text_value = format_value(value, _scalar_type(ctype, term), term)
    suffix = " (input)" if kind == "input" else ""
    return TraceStep(kind, step.loc, step.loc.function, name, text_value,
                     f"{name} = {text_value}{suffix}")


def _copy_of(valued: list[tuple[_Shown, int | bool | None]], k: int, step: Assignment,
             symbols: Mapping[str, Symbol]) -> int | None:
    """Index of the next step on the path if it copies the nondet temporary of ``step``."""
    for j in range(k + 1, len(valued)):
        nxt = valued[j][0].step
        if not isinstance(nxt, Assignment):
            return None
        if _hidden(nxt.symbol, symbols):
            continue
        rhs = nxt.rhs
        if rhs is step.lhs or step.lhs in rhs.args:
            return j
        return None
    return None


def _next_assigns_same(valued: list[tuple[_Shown, int | bool | None]], k: int,
                       symbol: str) -> bool:
    for j in range(k + 1, len(valued)):
        nxt = valued[j][0].step
        if isinstance(nxt, Assignment) and nxt.symbol == symbol \
                and not nxt.lhs_text.endswith("]"):
            return True
        if isinstance(nxt, Assignment) and nxt.kind is AssignmentKind.INPUT:
            continue                         # the nondet temporary of `int x = nondet();`
        return False
    return False


def _hidden(symbol: str, symbols: Mapping[str, Symbol]) -> bool:
    info = symbols.get(symbol)
    if info is not None:
        return info.kind in (SymbolKind.TEMPORARY, SymbolKind.RETURN_VALUE)
    return not symbol or display_name(symbol).startswith("$")


def _source_name(symbol: str, symbols: Mapping[str, Symbol]) -> str:
    info = symbols.get(symbol)
    if info is not None and info.source_name:
        return info.source_name
    return display_name(symbol)


def _type_of(symbol: str, symbols: Mapping[str, Symbol]) -> CType | None:
    info = symbols.get(symbol)
    return info.type if info is not None else None


def _scalar_type(ctype: CType | None, term: Term) -> CType | None:
    """The C type of a shown value: the symbol's type, or an array's element type."""
    while isinstance(ctype, ArrayType):
        ctype = ctype.element
    if isinstance(ctype, IntType | PointerType) and isinstance(term.sort, BVSort) \
            and term.sort.width == ctype.width:
        return ctype
    return None


def format_value(value: int | bool, ctype: CType | None, term: Term | None = None) -> str:
    """A model value as C prints it for ``ctype`` (unsigned decimal when the type is unknown)."""
    if isinstance(value, bool):
        return "1" if value else "0"
    match ctype:
        case IntType(width=w, signed=True) if value >> (w - 1) & 1:
            return str(value - (1 << w))
        case PointerType():
            return hex(value)
    return str(value)


__all__ = ["build_trace", "format_value"]
