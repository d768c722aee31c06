"""The verification pipeline: the stages in order, and nothing else.

``verify(options)``::

    checker.stages: check_inputs -> load (preprocess, parse, lower) -> instrument
      -> strategy.choice.strategy_for(options).verify(run, program)
           (each check: checker.bounded: symex -> backend -> decide -> verdict.judge)
      -> VerificationResult

A resource limit (``--timeout``, ``--memory-limit``) anywhere gives ``checker.verdict.interrupted``'s
INCONCLUSIVE result naming the phase. The VC without a solver (``bmc compare``) and the
``--smt2``/``--dimacs`` files are ``build_condition`` and ``export`` (``checker.condition``);
the ``--show-*`` views are ``output.views.build_view``.
"""

from __future__ import annotations

from collections.abc import Callable

from bmc.checker.condition import VerificationCondition, build_condition, export
from bmc.checker.run import RunState, alarm, memory_guard, progress_lines
from bmc.checker.stages import check_inputs, instrument, load
from bmc.checker.verdict import interrupted
from bmc.errors import ResourceLimit
from bmc.options import Options
from bmc.result import VerificationResult
from bmc.strategy.choice import strategy_for


def verify(options: Options, progress: Callable[[str], None] | None = None
           ) -> VerificationResult:
    """Verify ``options.files`` and return the result (views and exports are ignored).
    ``progress`` gets the strategy's per-depth / per-round lines."""
    check_inputs(options)
    run = RunState.start(options)
    try:
        with alarm(run), memory_guard(run), progress_lines(run):
            program = instrument(run, load(run))
            return strategy_for(options, progress).verify(run, program)
    except ResourceLimit as e:
        return interrupted(run, e)


__all__ = ["verify", "export", "build_condition", "VerificationCondition"]
