"""Proving formulas with floating-point arithmetic unsatisfiable by interval bisection.

``prove_goals(definitions, goals, budget)`` answers, for each goal ``g`` (a property's fail
term), whether ``AND(definitions) and g`` is *certainly* unsatisfiable; it never claims
satisfiability. The conjuncts ``x = rhs`` with ``x`` a variable bind ``x`` to ``rhs`` (SSA:
one binding per variable, chosen so that no variable depends on itself); the variables left
unbound are the inputs. A *box* gives each floating-point input a ``FloatRange`` (the other
inputs are top); the term DAG is evaluated bottom-up over the box with
``bmc.backends.interval_eval`` (every value of every term in any model whose inputs lie in the
box is inside its abstract value), and the box is refuted when some conjunct or the goal is
certainly false there. First the inputs' boxes are narrowed by the conjuncts of the form
``input op constant`` (``op`` a comparison, possibly negated, the input possibly widened
exactly by ``to_fp``); then unrefuted boxes are split (the input with the most values, at the
midpoint in float order; NaN and the infinities apart) until every box is refuted (the goal
is proved, with the number of boxes), or a box holds a single point, or a sampled point of
a box (its midpoint or a corner) is not refuted (a real model, or a point where the
evaluation is too coarse: every box of a later split that holds it stays unrefuted, so no
proof exists), or the budget (boxes, CPU seconds, a wall-clock deadline) runs out.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from bmc.backends import float_intervals as fi
from bmc.backends.float_intervals import FALSE, FloatRange
from bmc.backends.interval_eval import AbsValue, abstract_apply, bv_of_float, top_of
from bmc.terms.floats import FloatFormat
from bmc.terms.ops import (FP_CLASSIFIERS, FP_COMPARISONS, FP_ROUNDED_BINARY,
                           FP_ROUNDED_UNARY, Op)
from bmc.terms.store import Term

#: operators whose operands after the rounding mode are floats of the term's own format
_FLOAT_OPERANDS = (FP_ROUNDED_BINARY | FP_ROUNDED_UNARY | FP_COMPARISONS | FP_CLASSIFIERS
                   | {Op.FP_MIN, Op.FP_MAX, Op.FP_REM, Op.FP_TO_FP, Op.FP_TO_SBV,
                      Op.FP_TO_UBV})
_ROUNDED = FP_ROUNDED_BINARY | FP_ROUNDED_UNARY | {Op.FP_TO_FP, Op.FP_TO_SBV, Op.FP_TO_UBV}


@dataclass(frozen=True, slots=True)
class Budget:
    """Limits of one ``prove_goals`` call (all goals together)."""

    boxes: int = 20000
    cpu_seconds: float = 6.0
    deadline: float | None = None        # a time.monotonic() value


@dataclass(frozen=True, slots=True)
class Outcome:
    """Which goals were proved unsatisfiable, and the boxes evaluated for each goal."""

    proved: tuple[bool, ...]
    boxes: tuple[int, ...]
    notes: tuple[str, ...] = field(default=())

    @property
    def proved_boxes(self) -> int:
        return sum(b for p, b in zip(self.proved, self.boxes) if p)


#: every how many unrefuted boxes the midpoint and corners are tried
SAMPLE_EVERY = 8
#: a box of fewer floats than this left unrefuted ends the search: a proof would have to
#: enumerate the values around it (where the evaluation is as coarse as on sqrt_poly2's
#: exponent arithmetic, no proof comes within the budget)
MIN_SPLIT = 64

Box = dict[int, FloatRange]          # input variable uid -> its range


class _Plan:
    """The term DAG of the formula in evaluation order, bindings followed."""

    def __init__(self, definitions: Sequence[Term], goals: Sequence[Term]) -> None:
        self.bindings: dict[int, Term] = {}
        source: dict[int, Term] = {}            # bound variable uid -> its equation
        self.checks: list[Term] = []
        for conjunct in definitions:
            bound = self._binding(conjunct)
            if bound is None:
                self.checks.append(conjunct)
            else:
                var, rhs = bound
                self.bindings[var.uid] = rhs
                source[var.uid] = conjunct
        while True:
            order = self._order([*self.checks, *goals])
            if isinstance(order, list):
                break
            # a binding closes a cycle: its variable becomes an input, its equation a check
            del self.bindings[order.uid]
            self.checks.append(source[order.uid])
        self.order = order
        self.index = {t.uid: k for k, t in enumerate(self.order)}
        self.inputs = self._float_inputs()
        dynamic: set[int] = set(self.inputs)
        for t in self.order:
            if any(a.uid in dynamic for a in self._children(t)):
                dynamic.add(t.uid)
        self.dynamic = [k for k, t in enumerate(self.order) if t.uid in dynamic]
        self.arg_index = [[self.index[a.uid] for a in self._children(t)] for t in self.order]

    def _binding(self, conjunct: Term) -> tuple[Term, Term] | None:
        if conjunct.op is not Op.EQ:
            return None
        a, b = conjunct.args
        candidates = [x for x in (a, b) if x.op is Op.VAR and x.uid not in self.bindings]
        if not candidates:
            return None
        var = max(candidates, key=lambda x: x.uid)       # the later one: an SSA left side
        return var, (b if var is a else a)

    def _children(self, t: Term) -> tuple[Term, ...]:
        if t.op is Op.VAR:
            rhs = self.bindings.get(t.uid)
            return () if rhs is None else (rhs,)
        return t.args

    def _order(self, roots: list[Term]) -> list[Term] | Term:
        """Postorder over args and bindings, or a bound variable on a cycle."""
        order: list[Term] = []
        state: dict[int, int] = {}          # 1: on the stack, 2: done
        for root in roots:
            if root.uid in state:
                continue
            stack: list[tuple[Term, int]] = [(root, 0)]
            state[root.uid] = 1
            while stack:
                term, k = stack[-1]
                children = self._children(term)
                if k < len(children):
                    stack[-1] = (term, k + 1)
                    child = children[k]
                    s = state.get(child.uid)
                    if s is None:
                        state[child.uid] = 1
                        stack.append((child, 0))
                    elif s == 1:
                        # the stack from ``child`` up is a cycle; it passes a binding
                        return child if child.uid in self.bindings else next(
                            t for t, _ in reversed(stack) if t.uid in self.bindings)
                else:
                    stack.pop()
                    state[term.uid] = 2
                    order.append(term)
        return order

    def _float_inputs(self) -> dict[int, FloatFormat]:
        """Unbound variables used as floats of exactly one format."""
        formats: dict[int, set[FloatFormat]] = {}
        for t in self.order:
            if t.op not in _FLOAT_OPERANDS:
                continue
            fmt = FloatFormat(int(t.params[0]), int(t.params[1]))
            operands = t.args[1:] if t.op in _ROUNDED else t.args
            for a in operands:
                for _ in range(1000):              # through copies ``x = y``
                    if a.op is not Op.VAR or a.uid not in self.bindings:
                        break
                    a = self.bindings[a.uid]
                if a.op is Op.VAR and a.uid not in self.bindings:
                    formats.setdefault(a.uid, set()).add(fmt)
        return {uid: next(iter(fs)) for uid, fs in sorted(formats.items()) if len(fs) == 1}


class _Evaluator:
    """Evaluates the plan over boxes; the values that no input reaches are computed once."""

    def __init__(self, plan: _Plan) -> None:
        self.plan = plan
        n = len(plan.order)
        self.static: list[AbsValue] = [None] * n
        dyn = set(plan.dynamic)
        for k, t in enumerate(plan.order):
            if k in dyn:
                continue
            self.static[k] = self._value(k, t, self.static)

    def _value(self, k: int, t: Term, values: list[AbsValue]) -> AbsValue:
        if t.op is Op.VAR:
            if t.uid in self.plan.bindings:
                return values[self.plan.arg_index[k][0]]
            return top_of(t.sort)
        return abstract_apply(t, [values[j] for j in self.plan.arg_index[k]])

    def run(self, box: Box) -> list[AbsValue]:
        values = list(self.static)
        order, inputs = self.plan.order, self.plan.inputs
        for k in self.plan.dynamic:
            t = order[k]
            if t.op is Op.VAR and t.uid in box:
                values[k] = bv_of_float(inputs[t.uid], box[t.uid])
            else:
                values[k] = self._value(k, t, values)
        return values

    def truth(self, values: list[AbsValue], term: Term) -> AbsValue:
        return values[self.plan.index[term.uid]]


# ------------------------------------------------------------------------- contraction
def _conjuncts(terms: Sequence[Term]) -> list[Term]:
    out: list[Term] = []
    stack = list(reversed(terms))
    while stack:
        t = stack.pop()
        if t.op is Op.AND:
            stack.extend(reversed(t.args))
        else:
            out.append(t)
    return out


def _resolve(plan: _Plan, t: Term) -> int | None:
    """The float input ``t`` equals (through copies and exact widenings), or None."""
    for _ in range(1000):
        if t.op is Op.VAR:
            rhs = plan.bindings.get(t.uid)
            if rhs is None:
                return t.uid if t.uid in plan.inputs else None
            t = rhs
        elif t.op is Op.FP_TO_FP:
            eb, sb, eb2, sb2 = (int(p) for p in t.params)
            if eb2 < eb or sb2 < sb:
                return None
            t = t.args[1]
        else:
            return None
    return None


def _narrow(fmt: FloatFormat, r: FloatRange, lo: Fraction | float, hi: Fraction | float,
            keep_nan: bool) -> FloatRange:
    """``r`` cut to the non-NaN values in [lo, hi] (extended reals), NaN kept if asked."""
    nlo, nhi = r.lo, r.hi
    if nlo is not None and nhi is not None:
        if lo != -fi.INF:
            if lo == fi.INF:
                nlo = None
            else:
                assert isinstance(lo, Fraction)
                bound = fi.from_reals(fmt, lo, lo).hi        # rounded up
                nlo = max(nlo, bound) if bound is not None else nlo
        if hi != fi.INF and nlo is not None:
            if hi == -fi.INF:
                nlo = None
            else:
                assert isinstance(hi, Fraction)
                bound = fi.from_reals(fmt, hi, hi).lo        # rounded down
                nhi = min(nhi, bound) if bound is not None else nhi
        if nlo is None or nhi is None or nlo > nhi:
            nlo = nhi = None
    return FloatRange(nlo, nhi, r.nan and keep_nan, r.pinf and hi == fi.INF,
                      r.ninf and lo == -fi.INF)


def contract(plan: _Plan, box: Box, conjuncts: Sequence[Term]) -> Box:
    """``box`` narrowed by each conjunct ``input op constant`` (op: fp.lt, fp.leq, fp.eq,
    possibly under a negation; either side)."""
    out = dict(box)
    for c in _conjuncts(conjuncts):
        negated = c.op is Op.NOT
        if negated:
            c = c.args[0]
        if c.op not in (Op.FP_LT, Op.FP_LEQ, Op.FP_EQ) or (negated and c.op is Op.FP_EQ):
            continue
        fmt = FloatFormat(int(c.params[0]), int(c.params[1]))
        a, b = c.args
        for x, k, var_left in ((a, b, True), (b, a, False)):
            if not k.is_const:
                continue
            uid = _resolve(plan, x)
            if uid is None:
                continue
            value = fi.value_of(fmt, int(k.value))
            if value is None:                          # a NaN constant: left to evaluation
                continue
            # the relation the input satisfies: below (<, <=) or above the constant
            below = var_left
            if negated:                                # not (x < k): x >= k or NaN
                below = not below
            if c.op is Op.FP_EQ:
                lo, hi = value, value
            elif below:
                lo, hi = -fi.INF, value
            else:
                lo, hi = value, fi.INF
            out[uid] = _narrow(plan.inputs[uid], out[uid], lo, hi, keep_nan=negated)
    return out


# ------------------------------------------------------------------------- bisection
def _parts(r: FloatRange) -> list[FloatRange]:
    parts = [] if r.lo is None else [FloatRange(r.lo, r.hi)]
    parts += [FloatRange(None, None, nan=True)] if r.nan else []
    parts += [FloatRange(None, None, pinf=True)] if r.pinf else []
    parts += [FloatRange(None, None, ninf=True)] if r.ninf else []
    return parts


def _width(fmt: FloatFormat, r: FloatRange) -> int:
    if r.lo is None or r.hi is None:
        return 0
    return fi.ordinal(fmt, r.hi) - fi.ordinal(fmt, r.lo)


def split(inputs: dict[int, FloatFormat], box: Box) -> list[Box] | None:
    """The box cut in two (or into its special values) along one input; None if every
    input holds a single value."""
    for uid, r in box.items():
        parts = _parts(r)
        if len(parts) > 1:
            return [{**box, uid: p} for p in parts]
    best, widest = None, 0
    for uid, r in box.items():
        w = _width(inputs[uid], r)
        if w > widest:
            best, widest = uid, w
    if best is None:
        return None
    fmt, r = inputs[best], box[best]
    assert r.lo is not None and r.hi is not None
    lo, hi = fi.ordinal(fmt, r.lo), fi.ordinal(fmt, r.hi)
    mid = (lo + hi) // 2
    left = FloatRange(r.lo, fi.from_ordinal(fmt, mid))
    right = FloatRange(fi.from_ordinal(fmt, mid + 1), r.hi)
    return [{**box, best: left}, {**box, best: right}]


def _samples(inputs: dict[int, FloatFormat], box: Box) -> list[Box]:
    """Single-point boxes inside ``box``: its midpoint (in float order), its lower corner
    and its upper corner."""
    out: list[Box] = [{}, {}, {}]
    for uid, r in box.items():
        if r.lo is None or r.hi is None:
            for b in out:
                b[uid] = _parts(r)[0]
            continue
        fmt = inputs[uid]
        mid = fi.from_ordinal(fmt, (fi.ordinal(fmt, r.lo) + fi.ordinal(fmt, r.hi)) // 2)
        for b, v in zip(out, (mid, r.lo, r.hi)):
            b[uid] = FloatRange(v, v)
    return out


def _too_narrow(inputs: dict[int, FloatFormat], box: Box) -> bool:
    """Every input of ``box`` holds fewer than ``MIN_SPLIT`` floats (fewer than the square
    root of its format's count of encodings, for formats that small) and no special value
    is still to be separated."""
    if any(len(_parts(r)) > 1 for r in box.values()):
        return False
    return all(_width(inputs[uid], r) + 1 < min(MIN_SPLIT, 1 << (inputs[uid].width // 2))
               for uid, r in box.items())


class _Clock:
    def __init__(self, budget: Budget) -> None:
        self.budget = budget
        self.cpu0 = time.process_time()
        self.boxes = 0

    def out(self) -> bool:
        b = self.budget
        return (self.boxes >= b.boxes or time.process_time() - self.cpu0 > b.cpu_seconds
                or (b.deadline is not None and time.monotonic() > b.deadline))


def _refuted(ev: _Evaluator, values: list[AbsValue], roots: Sequence[Term]) -> bool:
    return any(ev.truth(values, r) == FALSE for r in roots)


def _prove_one(plan: _Plan, ev: _Evaluator, goal: Term, clock: _Clock) -> tuple[bool, int]:
    roots = [*plan.checks, goal]
    start = {uid: fi.top(fmt) for uid, fmt in plan.inputs.items()}
    stack = [contract(plan, start, roots)]
    boxes = unrefuted = 0
    while stack:
        if clock.out():
            return False, boxes
        box = stack.pop()
        clock.boxes += 1
        boxes += 1
        if any(r.is_empty() for r in box.values()):
            continue
        if _refuted(ev, ev.run(box), roots):
            continue
        if _too_narrow(plan.inputs, box):
            return False, boxes                    # (nearly) single points not refuted
        halves = split(plan.inputs, box)
        if halves is None:
            return False, boxes                    # a single point not refuted
        unrefuted += 1
        # a point the evaluation does not refute (a real model, or a point where it is
        # too coarse) lies in a box of every later split, none of which is then refuted
        # (the evaluation is monotone in the box): no proof exists, stop
        if unrefuted % SAMPLE_EVERY == 1 and any(
                not _refuted(ev, ev.run(p), roots) for p in _samples(plan.inputs, box)):
            return False, boxes
        stack.extend(reversed(halves))
    return True, boxes


def prove_goals(definitions: Sequence[Term], goals: Sequence[Term],
                budget: Budget = Budget()) -> Outcome:
    """For each goal: True if ``AND(definitions) and goal`` is certainly unsatisfiable."""
    plan = _Plan(definitions, goals)
    ev = _Evaluator(plan)
    clock = _Clock(budget)
    proved: list[bool] = []
    boxes: list[int] = []
    for goal in goals:
        if clock.out():
            proved.append(False)
            boxes.append(0)
            continue
        ok, n = _prove_one(plan, ev, goal, clock)
        proved.append(ok)
        boxes.append(n)
    return Outcome(tuple(proved), tuple(boxes))
