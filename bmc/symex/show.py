"""Readable views of an SSA equation: ``--show-ssa`` and ``--show-vcc``.

Terms are printed infix with C-like operators; signedness is part of the operator where it
matters (``<s``, ``/u``, ``>>s``). Bit-vector constants are printed in decimal, as a negative
number when the top bit is set. An array store chain that is the right-hand side of an
earlier array assignment is printed by that assignment's name (``a#2``), so chains stay
short. Very long texts are cut with ``...``. Output depends only on the equation (no set
iteration, no ids of objects).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from typing import assert_never

from bmc.symex.equation import (Assertion, Assignment, AssignmentKind, Assumption, Constraint,
                                Equation, Location, Step, is_read_step)
from bmc.terms import ArraySort, Op, Term
from bmc.terms.ops import FP_OPS

MAX_TEXT = 2000

_INFIX: dict[Op, str] = {
    Op.BVADD: "+", Op.BVSUB: "-", Op.BVMUL: "*", Op.BVUDIV: "/u", Op.BVSDIV: "/s",
    Op.BVUREM: "%u", Op.BVSREM: "%s", Op.BVSHL: "<<", Op.BVLSHR: ">>u", Op.BVASHR: ">>s",
    Op.BVAND: "&", Op.BVOR: "|", Op.BVXOR: "^", Op.BVULT: "<u", Op.BVULE: "<=u",
    Op.BVSLT: "<s", Op.BVSLE: "<=s", Op.EQ: "==", Op.XOR: "xor", Op.IMPLIES: "==>",
    Op.AND: "&&", Op.OR: "||",
}
_ATOMIC = frozenset({Op.TRUE, Op.FALSE, Op.BV_CONST, Op.VAR, Op.SELECT, Op.EXTRACT})


def term_text(term: Term, names: Mapping[int, str] | None = None) -> str:
    """Infix text of ``term``; subterms whose uid is in ``names`` print as that name."""
    names = names or {}
    memo: dict[int, tuple[str, bool]] = {}      # uid -> (text, atomic)
    stack: list[tuple[Term, bool]] = [(term, False)]
    while stack:
        t, ready = stack.pop()
        if t.uid in memo:
            continue
        if t is not term and t.uid in names:
            memo[t.uid] = (names[t.uid], True)
            continue
        kids = _kids(t)
        if not ready and kids:
            stack.append((t, True))
            stack.extend((a, False) for a in reversed(kids) if a.uid not in memo)
            continue
        memo[t.uid] = _node_text(t, [memo[a.uid] for a in kids])
    return memo[term.uid][0]


def _kids(t: Term) -> tuple[Term, ...]:
    """The subterms printed for ``t`` (``!(a == b)`` prints as ``a != b``)."""
    if t.op is Op.NOT and t.args[0].op is Op.EQ:
        return t.args[0].args
    return t.args


def _cut(text: str) -> str:
    return text if len(text) <= MAX_TEXT else text[:MAX_TEXT - 3] + "..."


def _node_text(t: Term, args: list[tuple[str, bool]]) -> tuple[str, bool]:
    def p(i: int) -> str:
        text, atomic = args[i]
        return text if atomic else f"({text})"

    op = t.op
    match op:
        case Op.TRUE | Op.FALSE:
            text = op.value
        case Op.BV_CONST:
            value, width = int(t.value), t.width
            text = str(value - (1 << width) if width > 1 and value >> (width - 1) else value)
        case Op.VAR:
            text = t.name
        case Op.CONST_ARRAY:
            text = f"{{{args[0][0]}, ...}}"
        case Op.NOT:
            text = f"{p(0)} != {p(1)}" if len(args) == 2 else f"!{p(0)}"
        case Op.BVNOT:
            text = f"~{p(0)}"
        case Op.BVNEG:
            text = f"-{p(0)}"
        case Op.ITE:
            text = f"{p(0)} ? {p(1)} : {p(2)}"
        case Op.EXTRACT:
            text = f"{p(0)}[{t.params[0]}:{t.params[1]}]"
        case Op.ZERO_EXTEND:
            text = f"zext{t.params[0]}({args[0][0]})"
        case Op.SIGN_EXTEND:
            text = f"sext{t.params[0]}({args[0][0]})"
        case Op.CONCAT:
            text = f"concat({args[0][0]}, {args[1][0]})"
        case Op.SELECT:
            text = f"{p(0)}[{args[1][0]}]"
        case Op.STORE:
            text = f"{p(0)} with [{args[1][0]}] := {args[2][0]}"
        case _ if op in FP_OPS:                  # floating point: SMT-LIB name, format
            fmt = ",".join(str(x) for x in t.params)
            text = f"{op.value}[{fmt}]({', '.join(a for a, _ in args)})"
            return _cut(text), True
        case _:
            text = f" {_INFIX[op]} ".join(p(i) for i in range(len(args)))
    return _cut(text), op in _ATOMIC or op is Op.CONST_ARRAY


def _array_names(equation: Equation) -> dict[int, str]:
    """rhs uid -> lhs name of array assignments (their chains print by name)."""
    names: dict[int, str] = {}
    for step in equation.steps:
        if (isinstance(step, Assignment) and isinstance(step.lhs.sort, ArraySort)
                and step.rhs is not step.lhs):
            names.setdefault(step.rhs.uid, step.lhs.name)
    return names


def _where(step: Step) -> str:
    loc = getattr(step, "loc", None)
    return "" if loc is None or not loc.line else f"  // {loc}"


def step_text(step: Step, names: Mapping[int, str]) -> str:
    """One step as a line (without its guard)."""
    match step:
        case Assignment():
            if step.rhs is step.lhs:
                rhs = "nondet" if step.kind is AssignmentKind.INPUT else "<uninitialised>"
            else:
                rhs = term_text(step.rhs, names)
            shown = "" if step.value is None else \
                f"    ({step.lhs_text} = {term_text(step.value, names)})"
            return f"[{step.kind.value}] {step.lhs.name} = {rhs}{shown}"
        case Assumption():
            return f"ASSUME {term_text(step.cond, names)}"
        case Assertion():
            return f"ASSERT {term_text(step.cond, names)}    // {step.property_id}: " \
                   f"{step.description}"
        case Location():
            return f"{step.kind.upper()} {step.text or step.function}"
        case Constraint():
            return f"CONSTRAINT {term_text(step.cond, names)}    // {step.reason}"
    assert_never(step)


def show_ssa(equation: Equation) -> str:
    """Every step in order: ``(n) x#2 = x#1 + 1`` with its guard when not ``true``."""
    names = _array_names(equation)
    lines: list[str] = []
    for n, step in enumerate((s for s in equation.steps if not is_read_step(s)), 1):
        lines.append(f"({n}) {step_text(step, names)}{_where(step)}")
        guard = getattr(step, "guard", None)
        if guard is not None and guard.op is not Op.TRUE:
            lines.append(f"      guard: {term_text(guard, names)}")
    if equation.loops:
        lines.append("")
        for report in equation.loops:
            state = "stopped at bound" if report.stopped_at_bound else "complete"
            lines.append(f"loop {report.loop_id}: bound {report.bound}, max iterations "
                         f"{report.max_iterations}, {state}")
    return "\n".join(lines) + "\n"


def show_vcc(equation: Equation, only: Collection[str] | None = None) -> str:
    """The verification conditions: all definitions once, then ``guard ==> cond`` per claim
    (only the claims of the property ids ``only``, when given)."""
    names = _array_names(equation)
    out = ["Definitions (every assignment and constraint, all hold together):"]
    k = 0
    for step in equation.steps:
        if isinstance(step, Assignment) and step.rhs is not step.lhs:
            k += 1
            text = f"{step.lhs.name} = {term_text(step.rhs, names)}"
            out.append(f"  {{{k}}} {text}")
        elif isinstance(step, Constraint):
            k += 1
            out.append(f"  {{{k}}} {term_text(step.cond, names)}    // {step.reason}")
    if k == 0:
        out.append("  (none)")
    out.append("")
    claimed: dict[str, None] = {}
    for step in equation.steps:
        if not isinstance(step, Assertion) or (only is not None and step.property_id
                                               not in only):
            continue
        claimed.setdefault(step.property_id)
        out.append(f"{step.property_id} [{step.property_class}] {step.loc}: {step.description}")
        out.append(f"  {term_text(step.guard, names)}")
        out.append("  |--------------------------")
        out.append(f"  {term_text(step.cond, names)}")
        out.append("")
    every = [pid for pid, _, _, _ in equation.properties] if only is None else only
    rest = [pid for pid in every if pid not in claimed]
    if rest:
        out.append("Properties without a verification condition (trivially true or "
                   "unreachable):")
        out.extend(f"  {pid}" for pid in rest)
    return "\n".join(out).rstrip("\n") + "\n"
