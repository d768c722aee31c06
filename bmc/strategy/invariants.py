"""Candidate loop invariants from templates, proved by k-induction (Houdini-style).

Candidates per loop (``candidates``), over the integer SSA variables the loop writes
(``step.write_set``) and those its exit conditions read, and over the constants of those
conditions and of the constant assignments before the loop (plus 0):

* ``v >= c`` and ``v <= c`` for a written variable v and a constant c;
* ``v <= w`` and ``v >= w`` for a written v and another such variable w of the same type
  (the loop condition ``i < n`` weakened to ``i <= n`` is one of them);
* ``v + w >= u`` and ``v + w <= u`` for written v, w and a third such variable u (two
  counters moving in opposite directions against a bound);
* ``(v & 1) == b`` for a written v whose last constant assignment before the loop has
  parity b (steps by even amounts).

``prove_candidates`` checks all candidates together as assertions at the loop heads of one
inductive-step program (``step.step_program`` with the program's own assertions dropped:
an unproved property is never assumed), drops those that fail and repeats until the rest
all hold. A step program that is safe proves every assertion in it (the base case is part
of it, see ``bmc.strategy.step``), so what remains holds at every head visit of every
execution and may be assumed by later steps.
"""

from __future__ import annotations

from collections.abc import Callable

from bmc.ir.ctype import IntType
from bmc.ir.expr import Binary, BinOp, Const, Expr, Var, subexpressions, to_text
from bmc.ir.program import Assert, Assign, Goto, Program
from bmc.result import Status, VerificationResult, Verdict
from bmc.strategy.step import INVARIANT_CLASS, Candidate, step_program, write_set
from bmc.frontend.side_effects import unmodelled
from bmc.ir.properties import PropertyClass

MAX_PER_LOOP = 64          # candidates per loop (in template order)
MAX_CONSTANTS = 6          # constants per loop besides 0 (conditions, assertions)
HOUDINI_ROUNDS = 6         # checks before giving up (each drops at least one candidate)


def candidates(program: Program) -> list[Candidate]:
    """The template candidates of every loop, in a fixed order."""
    if unmodelled(program.undefined_functions):
        return []          # a call without body may change anything: no invariants
    out: list[Candidate] = []
    for f in program.functions.values():
        for loop in f.loops():
            ws = write_set(program, f, loop)
            written = [v for v in ws.variables if _usable(program, v)]
            if not written:
                continue
            read: dict[str, Var] = {}
            constants: dict[int, None] = {0: None}
            for i in range(loop.head, loop.back_edge + 1):
                ins = f.body[i]
                exit_test = isinstance(ins, Goto) and ins.cond is not None and (
                    i == loop.back_edge or not loop.head <= ins.target <= loop.back_edge)
                conds = [ins.cond] if isinstance(ins, (Goto, Assert)) and ins.cond is not None \
                    and (isinstance(ins, Goto) or ins.property_class == PropertyClass.ASSERTION) else []
                for x in (x for c in conds for x in subexpressions(c)):
                    if exit_test and isinstance(x, Var) and _usable(program, x):
                        read.setdefault(x.name, x)
                    elif isinstance(x, Const) and isinstance(x.type, IntType) \
                            and len(constants) <= MAX_CONSTANTS:
                        constants.setdefault(x.value, None)
            names = {v.name for v in written}
            initial: dict[str, int] = {}
            for ins in f.body[:loop.head]:
                if isinstance(ins, Assign) and isinstance(ins.lhs, Var) \
                        and ins.lhs.name in names and isinstance(ins.rhs, Const):
                    constants.setdefault(ins.rhs.value, None)
                    initial[ins.lhs.name] = ins.rhs.value
            others = list({**{v.name: v for v in written}, **read}.values())
            found: list[Candidate] = []
            for n, v in enumerate(written):
                for w in others[n + 1:]:
                    if w.type == v.type:
                        found.append(_candidate(program, loop.id, loop.loc.line, BinOp.LE, v, w))
                        found.append(_candidate(program, loop.id, loop.loc.line, BinOp.GE, v, w))
            for v in written:
                assert isinstance(v.type, IntType)
                for c in constants:
                    if v.type.min < c <= v.type.max:
                        found.append(_candidate(program, loop.id, loop.loc.line, BinOp.GE, v,
                                                Const(c, v.type)))
                    if v.type.min <= c < v.type.max:
                        found.append(_candidate(program, loop.id, loop.loc.line, BinOp.LE, v,
                                                Const(c, v.type)))
            for n, v in enumerate(written):      # sums: x + y >= n (counters moving together)
                for w in written[n + 1:]:
                    for u in others:
                        if u.name not in (v.name, w.name) and v.type == w.type == u.type:
                            total = Binary(BinOp.ADD, v, w, v.type)
                            found.append(_candidate(program, loop.id, loop.loc.line,
                                                    BinOp.GE, total, u))
                            found.append(_candidate(program, loop.id, loop.loc.line,
                                                    BinOp.LE, total, u))
            for v in written:            # parity kept from the last constant before the loop
                if v.name in initial:
                    t = v.type
                    low = Binary(BinOp.BITAND, v, Const(1, t), t)
                    cond = Binary(BinOp.EQ, low, Const(initial[v.name] & 1, t),
                                  program.data_model.int_type)
                    found.insert(0, Candidate(loop.id, cond, to_text(cond), loop.loc.line))
            out.extend(found[:MAX_PER_LOOP])
    return out


def _usable(program: Program, v: Var) -> bool:
    sym = program.symbols.get(v.name)
    return (isinstance(v.type, IntType) and not v.type.is_bool and sym is not None
            and bool(sym.source_name))


def _candidate(program: Program, loop: str, line: int, op: BinOp, a: Expr, b: Expr
               ) -> Candidate:
    cond = Binary(op, a, b, program.data_model.int_type)
    return Candidate(loop, cond, to_text(cond), line)


def prove_candidates(program: Program,
                     check: Callable[[Program, int], VerificationResult | None],
                     k: int = 1) -> list[Candidate]:
    """The largest set of ``candidates(program)`` that Houdini proves at ``k`` (``check``
    runs a step program; None when it ran out of time: nothing is proved)."""
    cands = candidates(program)
    for _ in range(HOUDINI_ROUNDS):
        if not cands:
            return []
        result = check(step_program(program, k, None, cands, keep_properties=False), k)
        if result is None:
            return []
        status = {p.id: p.status for p in result.properties}
        keep = [c for n, c in enumerate(cands, 1)
                if status.get(_property_id(c, n)) is Status.SUCCESS]
        if len(keep) == len(cands):
            return cands if result.verdict is Verdict.SUCCESSFUL else []
        cands = keep
    return []


def _property_id(c: Candidate, n: int) -> str:
    return f"{c.loop.rsplit('.', 1)[0]}.{INVARIANT_CLASS}.{n}"


__all__ = ["candidates", "prove_candidates"]
