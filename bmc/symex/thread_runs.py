"""Symbolic execution of a program with threads: the probe run and the bounded final runs.

In: the executor class, the program and the options; out: the SSA equation of the final run.
A first pass with two contexts finds the shared state that threads really share (only it
gets context copies and switch points) and a context bound that covers every schedule (with
two contexts every value another thread may write is symbolic, so no code that some
schedule reaches is cut away by constant propagation). The final run uses that bound (or
``--context-bound``); with ``auto`` it runs again if it saw more conflicting accesses than
the probe, within ``lal_reps.auto_bound``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bmc.concurrency.lal_reps import MAX_AUTO_BOUND, auto_bound
from bmc.concurrency.tcbmc import auto_global_bound
from bmc.terms import TermStore

if TYPE_CHECKING:
    from bmc.ir.program import Program
    from bmc.options import Options
    from bmc.symex.equation import Equation
    from bmc.symex.executor import Executor


def execute_threads(executor: type[Executor], program: Program, options: Options, store: TermStore,
                    deadline: float | None) -> Equation:
    """Run ``executor`` (the ``Executor`` class) as the module doc says."""
    probe = executor(program, options, TermStore(), deadline, 2)
    probe.run()
    assert probe.threads is not None
    relevant = probe.threads.relevant_keys()
    bound = options.context_bound
    if bound is None or bound == "auto":
        bound = auto_bound(probe.threads.needed)
        if options.context_bound_style == "global":
            bound = auto_global_bound(probe.threads, MAX_AUTO_BOUND)
    floor = probe.threads.needed
    while True:
        final = executor(program, options, store, deadline, int(bound), relevant,
                          probe.threads)
        assert final.threads is not None
        final.threads.floor = floor
        equation = final.run()
        # the final run may see more conflicting accesses than the probe (its values
        # differ); with auto, run again with the bound it found, within the cap
        # (not in tcbmc's global style, whose bound counts global contexts)
        needed = final.threads.needed
        if options.context_bound not in (None, "auto") or needed <= int(bound) \
                or int(bound) >= auto_bound(needed) or options.context_bound_style == "global":
            return equation
        bound, floor = auto_bound(needed), needed
        store = TermStore()
