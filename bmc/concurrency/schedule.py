"""The schedule of a sequentialized run: which thread runs each step, and in which order.

A sequentialization executes the threads one after another (all of main, then thread 1, ...);
the run it stands for interleaves them. Symbolic execution marks every step it emits with a
``StepThread``: the running thread (creation order, main is 0, and its start routine) and the
term of the thread's context counter at that moment. A counterexample evaluates the context
term in the model and sorts the steps by the encoding's ``Schedule.order_key``; that order is
an interleaving in which every read sees the last write before it.

* ``RoundRobin`` (Lal–Reps): contexts run in rounds; round i runs context i of every thread,
  threads in creation order. Key: (context, thread, original position).
* ``GlobalContexts`` (encodings whose context numbers are global, one thread per context,
  e.g. TCBMC): key (context, original position).

``segments`` groups an ordered sequence of (thread, context) marks into maximal runs of one
thread (the contexts each run spans, in order); ``summary`` prints them as
``schedule: main [1] -> T1 [1] -> T2 [1] -> T1 [2]``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bmc.terms import Term

MAIN_THREAD = 0


@dataclass(frozen=True, slots=True)
class StepThread:
    """Who emitted an equation step: thread ``thread`` (start routine ``routine``) while its
    context counter was ``context`` (a term, evaluated in the model for traces)."""

    thread: int
    routine: str
    context: Term


@dataclass(frozen=True, slots=True)
class Segment:
    """A maximal run of steps of one thread in a scheduled trace, with the contexts (in
    order, without repeats) its steps ran in."""

    thread: int
    label: str                 # short label: ``main``, ``T1``
    contexts: tuple[int, ...]


def short_label(thread: int) -> str:
    """``main`` for thread 0, ``T<n>`` for the n-th created thread."""
    return "main" if thread == MAIN_THREAD else f"T{thread}"


def thread_label(thread: int, routine: str) -> str:
    """A step's thread mark: ``main``, or ``T1 (worker)`` (id and start routine)."""
    if thread == MAIN_THREAD:
        return "main"
    return f"T{thread} ({routine})" if routine else f"T{thread}"


class Schedule:
    """How the steps of one encoding's run are ordered into the interleaving it stands for.

    The base is Lal–Reps round robin; an encoding with another notion of context overrides
    ``order_key`` (see ``GlobalContexts``)."""

    name = "round-robin"

    def order_key(self, thread: int, context: int, index: int) -> tuple[int, ...]:
        """Sort key of the step at equation position ``index`` that ``thread`` ran in
        ``context``: rounds by context, threads in creation order within a round."""
        return (context, thread, index)

    def order(self, marks: Sequence[tuple[int, int]]) -> list[int]:
        """Positions of ``marks`` ((thread, context) per step, in equation order) sorted
        into the schedule (stable)."""
        return sorted(range(len(marks)),
                      key=lambda i: self.order_key(marks[i][0], marks[i][1], i))


RoundRobin = Schedule


class GlobalContexts(Schedule):
    """Context numbers are global (one thread runs in each): order by context, then by the
    order of emission."""

    name = "global contexts"

    def order_key(self, thread: int, context: int, index: int) -> tuple[int, ...]:
        return (context, index)


def segments(marks: Iterable[tuple[int, int]]) -> tuple[Segment, ...]:
    """Maximal runs of one thread in an ordered sequence of (thread, context) marks."""
    out: list[Segment] = []
    for thread, context in marks:
        if out and out[-1].thread == thread:
            last = out[-1]
            if last.contexts[-1] != context:
                out[-1] = Segment(thread, last.label, last.contexts + (context,))
            continue
        out.append(Segment(thread, short_label(thread), (context,)))
    return tuple(out)


def segment_text(segment: Segment) -> str:
    """``T1 [2]``; a run spanning contexts without another thread's step between them:
    ``main [1,2]``."""
    return f"{segment.label} [{','.join(str(c) for c in segment.contexts)}]"


def summary(schedule: Sequence[Segment]) -> str:
    """``schedule: main [1] -> T1 [1] -> T2 [1] -> T1 [2]``."""
    return "schedule: " + " -> ".join(segment_text(s) for s in schedule)


def switch_text(before: int, after: int) -> str:
    """The line between two steps of different threads: ``--- context switch: T1 -> T2 ---``."""
    return f"--- context switch: {short_label(before)} -> {short_label(after)} ---"


class ThreadMarks:
    """Hands out ``StepThread`` marks, one object per (thread, context term)."""

    def __init__(self) -> None:
        self._memo: dict[tuple[int, int], StepThread] = {}

    def mark(self, thread: int, routine: str, context: Term) -> StepThread:
        key = (thread, context.uid)
        found = self._memo.get(key)
        if found is None:
            found = StepThread(thread, routine, context)
            self._memo[key] = found
        return found


__all__ = ["StepThread", "Segment", "Schedule", "RoundRobin", "GlobalContexts", "ThreadMarks",
           "segments", "summary", "segment_text", "switch_text", "short_label",
           "thread_label", "MAIN_THREAD"]
