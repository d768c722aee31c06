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


EVERY = "$every"        # pseudo key "an instruction ran" (relevant, never stored)


class _EveryInstruction:
    """Mixin: every instruction (outside atomic sections, after the threads started) is
    followed by a switch point; the copies are those of the default mode."""

    started: bool
    cc: Any
    relevant: frozenset[str] | None

    def before(self, frames, cur, ins):  # type: ignore[no-untyped-def]
        # inside an atomic section the base class places no switch point; the one owed
        # comes right after the section
        if self.started:
            self.cc.touched = True
            self.cc.keys.add(EVERY)
        return super().before(frames, cur, ins)  # type: ignore[misc]

    def relevant_keys(self) -> frozenset[str]:
        return super().relevant_keys() - {EVERY}  # type: ignore[misc]


class LalRepsEveryInstruction(_EveryInstruction, Sequentializer):
    """Lal–Reps with a switch point after every instruction."""


class TcbmcEveryInstruction(_EveryInstruction, TcbmcSequentializer):
    """TCBMC with a switch point after every instruction."""


def make_sequentializer(ex: Any, k: int, relevant: frozenset[str] | None,
                        probe: Sequentializer) -> Sequentializer:
    """The concurrency hooks for executor ``ex`` (bound ``k`` as given on the command line
    or chosen by ``auto``; ``probe``: the first pass's, with the threads it found)."""
    options = ex.options
    every = options.switch_points == "all"
    if every and relevant is not None:
        relevant = relevant | {EVERY}
    if options.concurrency_encoding == "tcbmc":
        cls = TcbmcEveryInstruction if every else TcbmcSequentializer
        return cls(ex, k, relevant, probe, options.context_bound_style)
    if every:
        return LalRepsEveryInstruction(ex, k, relevant)
    return Sequentializer(ex, k, relevant)
