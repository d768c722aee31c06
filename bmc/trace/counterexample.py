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
* ``create``/``join``/``exit``: a thread creation, join or ``pthread_exit`` (programs with
  threads; ``value`` is the new thread's mark, ``T1 (worker)``, or the joined thread,
  ``T1``); ``mutex``: a write of a mutex's lock word (``mutex m locked by T1``,
  ``mutex m unlocked``).
* ``failure``: the first assertion step of the property whose guard holds and whose
  condition does not; the last step.

Values are printed as the C type of the variable (or of the lvalue written) says, by
``bmc.trace.values``: signed types as signed decimals, unsigned ones unsigned, pointers by
what they point to (``&x``, ``&a[2]``, ``dynamic object of malloc at list.c:12 + 8``,
``NULL``, ``invalid pointer``), structs and arrays as ``{ .a=1, .b={ 2, 3 } }``; no SSA
indices, object ids or memory arrays anywhere.

Writes into memory (steps with an ``address``, whatever memory array they update) show the
lvalue as the source wrote it (``p->a[3]``) and, from the model's value of the address, the
object written (``target``: ``s.a[3]``, ``dynamic object of malloc at list.c:12 + 8``) when
it differs from the lvalue's text.

Programs with threads (the equation has a ``schedule``): every step carries the thread that
ran it and that thread's context counter (``bmc.concurrency.schedule.StepThread``). The
context terms are evaluated in the model; the trace holds the candidate steps of the whole
equation that come before the violation in the schedule's order (``Schedule.order_key``),
sorted into that order, so a read that shows a value another thread wrote comes after that
write. ``create`` steps (``create thread T1 (worker)``) mark thread creation in the
creator's context. Each ``TraceStep`` gets ``thread``, ``thread_name`` and ``context``, and
the ``Trace`` the runs of one thread (``schedule``).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace

from bmc.backends.base import Backend
from bmc.concurrency.schedule import (MAIN_THREAD, GlobalContexts, Schedule, segments,
                                      short_label, thread_label)
from bmc.ir.ctype import ArrayType, CType, FloatType, IntType, PointerType, StructType
from bmc.trace.float_steps import float_step
from bmc.ir.expr import Nondet, display_name, to_text
from bmc.ir.program import INIT_FUNCTION, Symbol, SymbolKind
from bmc.ir.source_text import StructTable, declaration
from bmc.result import BranchDecision, Trace, TraceStep
from bmc.symex.equation import (Assertion, Assignment, AssignmentKind, Equation, Location,
                                Step)
from bmc.terms.sorts import BVSort
from bmc.terms.store import Term
from bmc.trace.failure_step import failure_step
from bmc.trace.fold import fold
from bmc.trace.values import ValueText
from bmc.concurrency.deadlock import blocked_text
from bmc.ir.properties import PropertyClass

_SHOWN_KINDS = frozenset({AssignmentKind.STATE, AssignmentKind.INPUT})
# the lock word of pthread_mutex_t, bytes 0..3 (bmc/frontend/threads.py: 0 free, n + 1 held
# by thread n): the field of the bundled <pthread.h>, and glibc's (preprocessed .i files)
MUTEX_WORDS = ("__bmc_lock", "__data.__lock")


INIT_LABEL = "<globals>"        # the function column of global initialisations

# programs with threads: (thread, start routine, context in the model) of a step
_Mark = tuple[int, str, int]


@dataclass(frozen=True, slots=True)
class _Shown:
    """A step on the path that may appear in the trace, with its value term."""

    step: Assignment | Location
    value: Term | None
    address: Term | None = None      # memory writes: the pointer written through
    mark: _Mark | None = None        # programs with threads: who ran it, in which context


@dataclass(frozen=True, slots=True)
class _Valued:
    """A shown step with its model values."""

    shown: _Shown
    value: int | bool | None
    address: int | None
    lhs_values: tuple[int | bool, ...] = ()     # of lhs_terms (Location: text_terms)


def is_memory_write(step: Assignment) -> bool:
    """The one test for memory steps (any memory array; the step carries its address)."""
    return step.address is not None


def build_trace(equation: Equation, property_id: str, backend: Backend,
                symbols: Mapping[str, Symbol] | None = None) -> Trace | None:
    """The trace to the first violation of ``property_id`` in the backend's current model.

    None when no assertion step of the property is violated in the model. For programs with
    threads (``equation.schedule``) the steps are those before the violation in the
    schedule's order, reordered into it, each marked with its thread and context.
    """
    symbols = symbols or {}
    steps = equation.steps
    marks: dict[int, _Mark] = {}
    if equation.schedule is None:
        failing = _failing_step(steps, property_id, backend)
        if failing is None:
            return None
        candidates = [i for i in range(failing) if _candidate(steps[i])]
        guards = backend.values([steps[i].guard for i in candidates])  # type: ignore[union-attr]
        path = [i for i, taken in zip(candidates, guards) if taken]
    else:
        scheduled = _scheduled_path(steps, property_id, backend, equation.schedule)
        if scheduled is None:
            return None
        failing, path, marks = scheduled
    on_path: list[_Shown] = []
    value_terms: list[Term] = []
    for i in path:
        step = steps[i]
        mark = marks.get(i)
        if isinstance(step, Assignment):
            term = step.value if step.value is not None else step.rhs
            if not isinstance(term.sort, BVSort):
                if _declares(step, symbols):     # ``char buf[8];`` (no value shown)
                    on_path.append(_Shown(step, None, None, mark))
                continue                     # whole arrays and Booleans are not shown
            address = step.address if is_memory_write(step) else None
            on_path.append(_Shown(step, term, address, mark))
            value_terms.append(term)
            if address is not None:
                value_terms.append(address)
            value_terms.extend(t for _, t, _ in step.lhs_terms)
        else:
            assert isinstance(step, Location)
            on_path.append(_Shown(step, None, None, mark))
            value_terms.extend(t for _, t, _ in step.text_terms)
    values = iter(backend.values(value_terms)) if value_terms else iter(())
    valued: list[_Valued] = []
    for s in on_path:
        v = next(values) if s.value is not None else None
        a = next(values) if s.address is not None else None
        temps = s.step.lhs_terms if isinstance(s.step, Assignment) else s.step.text_terms
        lhs_values = tuple(next(values) for _ in temps)
        valued.append(_Valued(s, v, None if a is None else int(a), lhs_values))
    text = ValueText(equation.objects, equation.pointer_width,
                     StructTable(sym.type for sym in symbols.values()))
    out = _useful_reads(_Renderer(valued, symbols, text).render())
    final = steps[failing]
    assert isinstance(final, Assertion)
    mark = None if final.property_class == PropertyClass.DEADLOCK else marks.get(failing)
    # (a deadlock is a state of every thread: its failure line has no thread mark)
    failure = failure_step(equation, final, backend, None if mark is None else mark[:2])
    out.append(_stamp(_with_read_value(failure, equation, failing, backend, text), mark))
    out = fold([replace(s, function=public_function(s.function)) for s in out])
    out, branches = _split_branches(out)
    if equation.schedule is None:
        return Trace(tuple(out), branches=branches)
    schedule = segments((s.thread, s.context) for s in out
                        if s.thread is not None and s.context is not None)
    return Trace(tuple(out), schedule, branches=branches,
                 schedule_note=schedule_note(equation.schedule))


def schedule_note(schedule: Schedule) -> str:
    """What the numbers in brackets of a trace's schedule line mean."""
    if isinstance(schedule, GlobalContexts):
        return "[n] = global context n: one thread runs in each context, in this order"
    return ("[n] = round n: each round runs every thread once, in creation order, main "
            "first; a thread is switched out after a shared access or before a blocking "
            "step")


def _typed(step: TraceStep, value: int | bool | None, ctype: CType | None) -> TraceStep:
    """``step`` with the C type and the bits of its value (integers and floats; CBMC's
    ``--json-ui``/``--xml-ui`` traces show both)."""
    if not isinstance(ctype, IntType | FloatType) or value is None \
            or isinstance(value, bool):
        return step
    bits = format(int(value) & ((1 << ctype.width) - 1), f"0{ctype.width}b")
    return replace(step, c_type=ctype.name, bits=bits)


_READ_CHECKS = (PropertyClass.ARRAY_BOUNDS, PropertyClass.POINTER_DEREFERENCE)
_READ_WINDOW = 64        # steps after a failed check searched for the read it guards


def _with_read_value(failure: TraceStep, equation: Equation, failing: int, backend: Backend,
                     text: ValueText) -> TraceStep:
    """The failure step of an out-of-bounds read with the value the read gives
    in the model (``violated: array 'a' upper bound in a[i] (reads 7)``): the read step
    (``bmc.symex.reads``) of the statement the check guards whose lvalue the check names."""
    final = equation.steps[failing]
    assert isinstance(final, Assertion)
    if final.property_class not in _READ_CHECKS or "bound" not in final.description:
        return failure                           # (a NULL or freed pointer reads nothing)
    steps = equation.steps
    for step in steps[failing + 1:failing + 1 + _READ_WINDOW]:
        if isinstance(step, Assignment) and step.loc != final.loc:
            return failure                       # the statement is over: it read nothing
        if isinstance(step, Location) and step.kind in ("read", "load") \
                and step.loc == final.loc and step.text_terms \
                and final.description.endswith(f" in {step.text}"):
            _, term, ctype = step.text_terms[0]
            (value,) = backend.values([term])
            shown = text.value(value, ctype if isinstance(term.sort, BVSort)
                               and _width(ctype) == term.sort.width else None)
            return replace(failure, value=shown, text=f"{failure.text} (reads {shown})")
    return failure


def _width(ctype: CType) -> int:
    return ctype.width if isinstance(ctype, IntType | PointerType | FloatType) else -1


def _useful_reads(steps: list[TraceStep]) -> list[TraceStep]:
    """``steps`` with the read steps kept only where the thread's next other step is the
    assignment on the read's line that uses it (not a call, not another statement), and a
    read that repeats one of the reads just before it in the same thread (the pointer of
    ``*p = *p * 2``) left out."""
    keep: list[TraceStep] = []
    for k, step in enumerate(steps):
        if step.kind != "read":
            keep.append(step)
            continue
        nxt = next((s for s in steps[k + 1:] if s.thread == step.thread
                    and s.kind != "read"), None)
        if nxt is None or nxt.kind not in ("assignment", "input", "declaration", "mutex") \
                or nxt.loc.line != step.loc.line or nxt.loc.file != step.loc.file:
            continue
        same = (s for s in reversed(keep) if s.thread == step.thread)
        if any(prev.text == step.text and prev.context == step.context
               and prev.loc == step.loc
               for prev in itertools.takewhile(lambda s: s.kind == "read", same)):
            continue
        keep.append(step)
    return keep


def _split_branches(steps: list[TraceStep]) -> tuple[list[TraceStep],
                                                    tuple[BranchDecision, ...]]:
    """The steps without the "branch" steps, and those as decisions at their positions."""
    kept: list[TraceStep] = []
    branches: list[BranchDecision] = []
    for step in steps:
        if step.kind == "branch":
            branches.append(BranchDecision(len(kept), step.text, step.loc, step.function,
                                           step.value == "true", step.thread, step.context))
        else:
            kept.append(step)
    return kept, tuple(branches)


def _scheduled_path(steps: tuple[Step, ...], property_id: str, backend: Backend,
                    schedule: Schedule) -> tuple[int, list[int], dict[int, _Mark]] | None:
    """Programs with threads: the violated assertion step of ``property_id`` that comes
    first in the schedule, the candidate steps on the path before it in schedule order, and
    the (thread, start routine, context) of each of them (from the model)."""
    asserts = [i for i, s in enumerate(steps)
               if isinstance(s, Assertion) and s.property_id == property_id]
    if not asserts:
        return None
    candidates = [i for i, s in enumerate(steps) if _candidate(s)]
    contexts: dict[int, Term] = {}
    for i in (*asserts, *candidates):
        m = steps[i].thread  # type: ignore[union-attr]
        if m is not None:
            contexts.setdefault(m.context.uid, m.context)
    terms: list[Term] = []
    for i in asserts:
        a = steps[i]
        assert isinstance(a, Assertion)
        terms.extend((a.guard, a.cond))
    terms.extend(steps[i].guard for i in candidates)  # type: ignore[union-attr]
    terms.extend(contexts.values())
    vals = backend.values(terms)
    n = 2 * len(asserts)
    ctx_value = {uid: int(v) for uid, v in zip(contexts, vals[n + len(candidates):])}

    def mark_of(i: int) -> _Mark:
        m = steps[i].thread  # type: ignore[union-attr]
        if m is None:                    # emitted before main's first instruction
            return (MAIN_THREAD, "main", 1)
        return (m.thread, m.routine, ctx_value[m.context.uid])

    def key(i: int) -> tuple[int, ...]:
        thread, _, context = mark_of(i)
        return schedule.order_key(thread, context, i)

    violated = [i for k, i in enumerate(asserts) if vals[2 * k] and not vals[2 * k + 1]]
    if not violated:
        return None
    failing = min(violated, key=key)
    limit = key(failing)
    path = [i for i, taken in zip(candidates, vals[n:n + len(candidates)])
            if taken and key(i) < limit]
    path.sort(key=key)
    return failing, path, {i: mark_of(i) for i in (*path, failing)}


def public_function(name: str) -> str:
    """A function's name as traces show it: the initialisation of globals is
    ``<globals>``, bmc's own models under their C name (``__bmc_calloc`` is ``calloc``)."""
    if name == INIT_FUNCTION:
        return INIT_LABEL
    return name.removeprefix("__bmc_") if name.startswith("__bmc_") else name


def _stamp(step: TraceStep, mark: _Mark | None) -> TraceStep:
    """``step`` marked with its thread and context (unchanged without a mark)."""
    if mark is None:
        return step
    thread, routine, context = mark
    return replace(step, thread=thread, thread_name=thread_label(thread, routine),
                   context=context)


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
            return kind in ("call", "return", "free", "create", "join", "exit", "range",
                            "blocked", "branch", "read") \
                and function != INIT_FUNCTION
    return False


class _Renderer:
    """Turns the valued steps of one path into ``TraceStep``s."""

    def __init__(self, valued: list[_Valued], symbols: Mapping[str, Symbol],
                 text: ValueText) -> None:
        self.valued = valued
        self.symbols = symbols
        self.text = text
        self.copied: dict[int, str] = {}      # id of a _Shown copy -> the lvalue it read

    def render(self) -> list[TraceStep]:
        valued, symbols = self.valued, self.symbols
        out: list[TraceStep] = []
        skip: set[int] = set()
        returned: dict[str, str] = {}           # function -> its last return value (text)
        for k, item in enumerate(valued):
            if k in skip:
                continue
            shown, value = item.shown, item.value
            step = shown.step
            if isinstance(step, Location):
                caller = step.loc.function or step.function
                if step.kind == "free":
                    out.append(_stamp(self._free(step, item), shown.mark))
                    continue
                if step.kind == "range":         # memset/memcpy/memmove (bmc.ir.memops)
                    out.append(_stamp(self._range(step, item), shown.mark))
                    continue
                if step.kind == "exit":          # pthread_exit: the thread ends here
                    out.append(_stamp(TraceStep("exit", step.loc, caller, "", "", step.text),
                                      shown.mark))
                    continue
                if step.kind == "join":          # pthread_join: the joined thread
                    joined = short_label(int(item.lhs_values[0]))
                    out.append(_stamp(TraceStep("join", step.loc, caller, "", joined,
                                                f"join {joined}"), shown.mark))
                    continue
                if step.kind == "blocked":       # deadlock check: what the thread waits for
                    out.append(_stamp(self._blocked(step, item), shown.mark))
                    continue
                if step.kind == "read":          # what an assignment reads (bmc.symex.reads)
                    read = self._read(k, step, item)
                    if read is not None:
                        out.append(_stamp(read, shown.mark))
                    continue
                if step.kind == "branch":        # split off into Trace.branches
                    truth = "true" if item.lhs_values[0] else "false"
                    out.append(_stamp(TraceStep("branch", step.loc, caller, "", truth,
                                                step.text), shown.mark))
                    continue
                if step.kind == "create" and not step.text:
                    continue                     # no start routine was recorded
                if step.kind == "create":        # pthread_create: the new thread's mark
                    created = step.text.removeprefix("create thread ")
                    out.append(_stamp(TraceStep("create", step.loc, caller, "", created,
                                                step.text), shown.mark))
                    continue
                if step.kind == "call":
                    called = step.text or step.function
                    for (temp, _, temp_type), v in zip(step.text_terms, item.lhs_values):
                        called = _substitute(called, temp, self.text.value(v, temp_type),
                                             False)
                    text, result = f"call {called}", ""
                else:
                    result = returned.pop(step.function, "")
                    text = step.text or f"{step.function} returned"
                    if result:
                        text += f" {result}"
                public = public_function(step.function)
                if public != step.function and text.startswith(f"call {step.function}("):
                    text = f"call {public}(" + text[len(f"call {step.function}("):]
                elif public != step.function and text.startswith(step.function):
                    text = public + text[len(step.function):]
                out.append(_stamp(TraceStep(step.kind, step.loc, caller, "", result, text,
                                            definition=step.definition), shown.mark))
                continue
            if value is None:                    # an array's declaration
                if not self._initialised(k, step):
                    out.append(_stamp(self._declaration(item), shown.mark))
                continue
            if step.symbol.endswith("::$return"):
                ctype = _type_of(step.symbol, symbols)
                returned[step.symbol[:-len("::$return")].split("@")[0]] = self.text.value(
                    value, self._display_type(ctype, shown.value))
                continue
            if step.kind is AssignmentKind.INPUT and _hidden(step.symbol, symbols) \
                    and not is_memory_write(step):
                target = self._copy_of(k, step)
                if target is not None:
                    skip.add(target)
                    out.append(_stamp(self._assignment(valued[target], "input"),
                                      valued[target].shown.mark))
                    continue
                ctype = _type_of(step.symbol, symbols)
                name = to_text(Nondet(ctype)) if ctype is not None else "nondet()"
                shown_type = self._display_type(ctype, shown.value)
                text_value = self.text.value(value, shown_type)
                out.append(_stamp(_typed(float_step(TraceStep(
                    "input", step.loc, step.loc.function, name, text_value,
                    f"{name} = {text_value} (input)"), value, shown_type), value, shown_type),
                    shown.mark))
                continue
            mutex = self._mutex(item)
            if mutex is not None:
                out.append(_stamp(mutex, shown.mark))
                continue
            if self._hidden(step):
                continue
            if step.rhs is step.lhs and step.kind is AssignmentKind.STATE \
                    and self._next_assigns_same(k, step.symbol):
                continue                         # a declaration's value, overwritten at once
            if _declares(step, symbols):
                out.append(_stamp(self._declaration(item), shown.mark))
                continue
            kind = "input" if step.kind is AssignmentKind.INPUT else "assignment"
            out.append(_stamp(self._assignment(item, kind), shown.mark))
        return out

    def _mutex(self, item: _Valued) -> TraceStep | None:
        """A write of a mutex's lock word (lock, unlock, init, trylock: 0 is free, n + 1
        held by thread n) or of a whole mutex, as ``mutex m locked by T1`` /
        ``mutex m unlocked``; None for any other step."""
        step = item.shown.step
        if not isinstance(step, Assignment) or item.value is None:
            return None
        ctype = step.ctype if step.ctype is not None else _type_of(step.symbol, self.symbols)
        if ctype is not None and self._is_mutex(ctype):
            if item.address is not None:                      # the whole mutex
                mutex = self.text.target(item.address, step.ctype)
            elif not self._hidden(step):
                mutex = step.lhs_text or _source_name(step.symbol, self.symbols)
            else:
                return None
            owner = int(item.value) & 0xFFFFFFFF                # the lock word: bytes 0..3
        elif item.address is not None and isinstance(step.ctype, IntType) \
                and step.ctype.width == 32:
            # the thread API writes the lock word as an int of either signedness
            flipped = replace(step.ctype, name=("unsigned int" if step.ctype.signed
                                                else "int"), signed=not step.ctype.signed)
            word = None
            for ctype in (step.ctype, flipped):
                target = self.text.target(item.address, ctype)
                word = next((w for w in MUTEX_WORDS if target.endswith("." + w)), None)
                if word is not None:
                    break
            if word is None:
                return None
            mutex = target[:-len(word) - 1]
            owner = int(item.value)
        else:
            return None
        if not mutex:
            return None
        state = f"locked by {short_label(owner - 1)}" if owner else "unlocked"
        return TraceStep("mutex", step.loc, step.loc.function, mutex, state,
                         f"mutex {mutex} {state}")

    def _is_mutex(self, ctype: CType) -> bool:
        """``pthread_mutex_t``: the bundled header's struct or glibc's union."""
        t = self.text.structs.resolve(ctype)
        if not isinstance(t, StructType) or not t.fields:
            return False
        if [f.name for f in t.fields] == [MUTEX_WORDS[0]]:
            return True
        first = t.fields[0]
        inner = self.text.structs.resolve(first.type)
        return t.is_union and first.name == "__data" and isinstance(inner, StructType) \
            and inner.tag == "__pthread_mutex_s" and bool(inner.fields) \
            and inner.fields[0].name == "__lock"

    def _free(self, step: Location, item: _Valued) -> TraceStep:
        """``free(p) (dynamic object of malloc at list.c:12)``: the object the pointer names."""
        text = step.text
        (_, _, ptype), *temps = step.text_terms
        pointer, *temp_values = item.lhs_values
        for (temp, _, ctype), v in zip(temps, temp_values):
            text = _substitute(text, temp, self.text.value(v, ctype), False)
        target = self.text.value(pointer, ptype)
        return TraceStep("free", step.loc, step.loc.function or step.function, "", target,
                         f"{text} ({target})" if target not in text else text)

    def _range(self, step: Location, item: _Valued) -> TraceStep:
        """``p[0 .. 4] = 1 (in buf[0] .. buf[4])``: a ranged write (``bmc.symex.memory_ops``);
        the first two terms are the addresses of its first and last byte."""
        (_, _, ptype), _, *temps = step.text_terms
        first, last, *temp_values = item.lhs_values
        text = step.text
        for (temp, _, ctype), v in zip(temps, temp_values):
            text = _substitute(text, temp, self.text.value(v, ctype), False)
        access = ptype.target if isinstance(ptype, PointerType) else None
        start, end = self.text.target(int(first), access), self.text.target(int(last), access)
        (ident, lo), (_, hi) = self.text._split(int(first)), self.text._split(int(last))
        whole = self.text.objects.get(ident)
        if start == end:
            target = start
        elif whole is not None and (start == whole.name or "byte " in start + end
                                    or whole.ctype is None):
            target = f"bytes {lo} .. {hi} of {whole.name}"       # not elements: offsets
        else:
            target = f"{start} .. {end}" if start and end else ""
        lhs, _, value = text.partition(" = ")
        return TraceStep("assignment", step.loc, step.loc.function or step.function, lhs,
                         value, f"{text} (in {target})" if target else text, target=target)

    def _declaration(self, item: _Valued) -> TraceStep:
        """``int x; (uninitialised: -1)``: a local declared without an initialiser, with
        the value the model gives it; ``char buf[8];`` for an array (no value)."""
        step = item.shown.step
        assert isinstance(step, Assignment)
        info = self.symbols[step.symbol]
        name = info.source_name or display_name(step.symbol)
        text = declaration(info.type, name) + ";"
        value = ""
        shown_type = None
        if item.value is not None:
            shown_type = self._display_type(info.type, step.lhs)
            value = self.text.value(item.value, shown_type)
            text += f" (uninitialised: {value})"
        return _typed(TraceStep("declaration", step.loc, info.function or step.loc.function,
                                name, value, text), item.value, shown_type)

    def _read(self, k: int, step: Location, item: _Valued) -> TraceStep | None:
        """``read x = 0``: a read of the assignment that follows; None when that
        assignment copies the value as is (``t = x (0)``: the read is folded into it)."""
        (_, term, ctype), *temps = step.text_terms
        value, *temp_values = item.lhs_values
        text = step.text
        for (temp, _, temp_type), v in zip(temps, temp_values):
            text = _substitute(text, temp, self.text.value(v, temp_type))
        if k + 1 < len(self.valued) and not self._other_context(k, k + 1):
            nxt = self.valued[k + 1].shown
            if isinstance(nxt.step, Assignment) and nxt.value is term \
                    and nxt.step.loc == step.loc and not self._hidden(nxt.step):
                self.copied[id(nxt)] = text
                return None
        shown = self.text.value(value, self._display_type(ctype, term))
        return TraceStep("read", step.loc, step.loc.function or step.function, text, shown,
                         f"read {text} = {shown}")

    def _blocked(self, step: Location, item: _Valued) -> TraceStep:
        """``blocked in pthread_mutex_lock(&b): mutex b is held by T2`` (deadlock check)."""
        named = {name: (self.text.value(v, ctype), int(v))
                 for (name, _, ctype), v in zip(step.text_terms, item.lhs_values)}
        text = blocked_text(step.text, named)
        return TraceStep("blocked", step.loc, step.loc.function or step.function, "",
                         text.partition(": ")[2], text)

    def _assignment(self, item: _Valued, kind: str) -> TraceStep:
        step = item.shown.step
        assert isinstance(step, Assignment) and item.value is not None
        name = step.lhs_text or _source_name(step.symbol, self.symbols)
        for (temp, _, temp_type), v in zip(step.lhs_terms, item.lhs_values):
            name = _substitute(name, temp, self.text.value(v, temp_type))
        term = step.value if step.value is not None else step.rhs
        ctype = step.ctype if step.ctype is not None else _type_of(step.symbol, self.symbols)
        shown_type = self._display_type(ctype, term)
        text_value = self.text.value(item.value, shown_type)
        target = ""
        if item.address is not None:
            target = self.text.target(item.address, step.ctype)
            if target == name:
                target = ""
        notes = (["input"] if kind == "input" else []) + ([f"in {target}"] if target else [])
        source = self.copied.get(id(item.shown))
        if source is not None:                   # a copy of what it read: t = x (0)
            notes.insert(0, text_value)
            text = f"{name} = {source} ({', '.join(notes)})"
        else:
            suffix = f" ({', '.join(notes)})" if notes else ""
            text = f"{name} = {text_value}{suffix}"
        return _typed(float_step(TraceStep(kind, step.loc, self._function_of(step), name,
                                           text_value, text, target=target),
                                 item.value, shown_type),
                      item.value, shown_type)

    def _function_of(self, step: Assignment) -> str:
        """The function a step belongs to: a parameter's is its callee (``f: n = 3`` at
        the call's line), any other step's the function its location is in."""
        info = self.symbols.get(step.symbol)
        if info is not None and info.kind is SymbolKind.PARAMETER and info.function:
            return info.function
        return step.loc.function

    def _display_type(self, ctype: CType | None, term: Term | None) -> CType | None:
        """The C type of a shown value: the symbol's type, or an array's element type, when
        its width is the value's (else None: printed as an unsigned number)."""
        while isinstance(ctype, ArrayType):
            ctype = ctype.element
        if ctype is None or term is None or not isinstance(term.sort, BVSort):
            return None
        ctype = self.text.structs.resolve(ctype)
        match ctype:
            case IntType(width=w) | PointerType(width=w) | FloatType(width=w) \
                    if w == term.sort.width:
                return ctype
            case StructType(size=n) if 8 * n == term.sort.width:
                return ctype
        return None

    def _copy_of(self, k: int, step: Assignment) -> int | None:
        """Index of the next step on the path if it copies the nondet temporary of ``step``."""
        for j in range(k + 1, len(self.valued)):
            nxt = self.valued[j].shown.step
            if not isinstance(nxt, Assignment) or self._other_context(k, j):
                return None
            if self._hidden(nxt):
                continue
            rhs = nxt.value if is_memory_write(nxt) else nxt.rhs
            if rhs is not None and (rhs is step.lhs or step.lhs in rhs.args):
                return j
            return None
        return None

    def _other_context(self, k: int, j: int) -> bool:
        """Whether steps ``k`` and ``j`` ran in different threads or contexts."""
        return self.valued[k].shown.mark != self.valued[j].shown.mark

    def _hidden(self, step: Assignment) -> bool:
        if is_memory_write(step):        # symbol may be the lvalue text (``*$tmp1``)
            if step.lhs_text.startswith("$"):
                return True              # internal objects (literals) being initialised
            return step.kind is AssignmentKind.HIDDEN or _hidden(step.symbol, self.symbols) \
                and step.symbol in self.symbols
        return _hidden(step.symbol, self.symbols)

    def _initialised(self, k: int, step: Assignment) -> bool:
        """Whether the array declaration ``k`` is followed at once by its initialiser (a
        write of the same array on the same line, ``char msg[] = "hi";``)."""
        if k + 1 >= len(self.valued) or self._other_context(k, k + 1):
            return False
        nxt = self.valued[k + 1].shown.step
        return isinstance(nxt, Assignment) and nxt.symbol == step.symbol \
            and nxt.loc == step.loc

    def _next_assigns_same(self, k: int, symbol: str) -> bool:
        """Whether the declaration step ``k`` of ``symbol`` is overwritten by the next step
        of its own function (skipping nondet temporaries and the calls that compute the
        initial value, as in ``int x = f();``)."""
        info = self.symbols.get(symbol)
        own = info.function if info is not None else None
        for j in range(k + 1, len(self.valued)):
            nxt = self.valued[j].shown.step
            if self._other_context(k, j):
                return False
            if isinstance(nxt, Location):
                if nxt.kind in ("call", "return", "free", "create", "join", "exit", "branch",
                                "read"):
                    continue
                return False
            assert isinstance(nxt, Assignment)
            if nxt.symbol == symbol and not nxt.lhs_text.endswith("]"):
                return True
            if nxt.kind is AssignmentKind.INPUT:
                continue                         # the nondet temporary of `int x = nondet();`
            other = self.symbols.get(nxt.symbol)
            if own is not None and (other is None or other.function != own):
                continue                         # inside the call (parameters, callee)
            if own is not None and nxt.symbol.endswith("::$return"):
                continue
            return False
        return False


def _substitute(text: str, name: str, value: str, operand: bool = True) -> str:
    """``text`` with the identifier ``name`` replaced by ``value``.

    ``operand``: ``name`` is an operand of C operators (an lvalue), so a compound value is
    parenthesised and the result simplified (``*(&x)`` is ``x``, ``(&s)->f`` is ``s.f``);
    otherwise (call arguments) the value is put in as is."""
    pattern = re.compile(r"(?<![\w$])" + re.escape(name) + r"(?![\w$])")
    atomic = not operand or value.isidentifier() or value.lstrip("-").isdigit() \
        or value[:1] == "{"
    out = pattern.sub(lambda _: value if atomic else f"({value})", text)
    if operand:
        out = re.sub(r"\*\(&([\w.\[\]]+)\)", r"\1", out)
        out = re.sub(r"\(&([\w.\[\]]+)\)->", r"\1.", out)
    return out


def _declares(step: Step, symbols: Mapping[str, Symbol]) -> bool:
    """Whether ``step`` is the declaration of a local without an initialiser (its free
    value: ``rhs is lhs``), as opposed to a program's assignment."""
    if not isinstance(step, Assignment) or step.rhs is not step.lhs \
            or step.kind is not AssignmentKind.STATE or is_memory_write(step):
        return False
    info = symbols.get(step.symbol)
    return info is not None and info.kind is SymbolKind.LOCAL


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


def format_value(value: int | bool, ctype: CType | None) -> str:
    """A model value as C prints it for an integer ``ctype`` (unsigned when unknown);
    pointers in hex (``ValueText`` names their targets when the objects are known)."""
    return ValueText((), 0, StructTable()).value(value, ctype)


__all__ = ["build_trace", "format_value"]
