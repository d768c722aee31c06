"""Which sequentializer a run uses: ``Options.concurrency_encoding`` and ``switch_points``.

``make_sequentializer`` returns Lal–Reps' ``Sequentializer`` or the TCBMC one; with
``switch_points="all"`` (a measurement mode of bench/concurrency.py) a switch point follows
every instruction outside atomic sections instead of only accesses to shared state that
another thread also uses. The verdicts are the same; only the formula grows.
"""

from __future__ import annotations

from typing import Any

from bmc.concurrency.lal_reps import Sequentializer
from bmc.concurrency.tcbmc import TcbmcSequentializer


class _EveryInstruction:
    """Mixin: every instruction (outside atomic sections, after the threads started) is
    followed by a switch point."""

    started: bool
    atomic: int
    cc: Any

    def before(self, frames, cur, ins):  # type: ignore[no-untyped-def]
        if self.started and self.atomic == 0:
            self.cc.touched = True
        return super().before(frames, cur, ins)  # type: ignore[misc]


class LalRepsEveryInstruction(_EveryInstruction, Sequentializer):
    """Lal–Reps with a switch point after every instruction."""


class TcbmcEveryInstruction(_EveryInstruction, TcbmcSequentializer):
    """TCBMC with a switch point after every instruction."""


def make_sequentializer(ex: Any, k: int, relevant: frozenset[str] | None,
                        thread_count: int) -> Sequentializer:
    """The concurrency hooks for executor ``ex`` (bound ``k`` as given on the command line
    or chosen by ``auto``; ``thread_count`` threads found by the first pass)."""
    options = ex.options
    every = options.switch_points == "all"
    if options.concurrency_encoding == "tcbmc":
        cls = TcbmcEveryInstruction if every else TcbmcSequentializer
        return cls(ex, k, None if every else relevant, thread_count,
                   options.context_bound_style)
    if every:
        return LalRepsEveryInstruction(ex, k, None)
    return Sequentializer(ex, k, relevant)
