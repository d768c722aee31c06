"""The ``Strategy`` protocol and the choice of a strategy for the options."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from bmc.checker.bounded import check_bounded
from bmc.checker.run import RunState
from bmc.ir.program import Program
from bmc.options import Options, StrategyKind
from bmc.result import VerificationResult
from bmc.strategy.deepening import DeepeningStrategy, applies
from bmc.strategy.field_cegar import FieldCegarStrategy
from bmc.strategy.kinduction import KInductionStrategy

Progress = Callable[[str], None] | None


class Strategy(Protocol):
    """Decides how to check an instrumented program; returns the run's result."""

    def verify(self, run: RunState, program: Program) -> VerificationResult: ...


class BoundedStrategy:
    """One bounded check at the bounds of the run's options (``--unwind N``)."""

    def verify(self, run: RunState, program: Program) -> VerificationResult:
        return check_bounded(run, program, run.options)


def strategy_for(options: Options, progress: Progress = None) -> Strategy:
    """``--k-induction`` / ``--strategy auto``: k-induction; no ``--unwind`` or
    ``--incremental``: deepening; else one bounded check. ``progress`` gets the per-depth
    and per-round lines."""
    inner = _plain_strategy(options, progress)
    if options.field_abstraction:
        if isinstance(inner, BoundedStrategy):
            return FieldCegarStrategy(_nonfinal_bounded, progress)
        return FieldCegarStrategy(inner.verify, progress)
    return inner


def _plain_strategy(options: Options, progress: Progress) -> Strategy:
    if options.strategy in (StrategyKind.K_INDUCTION, StrategyKind.AUTO):
        return KInductionStrategy(progress, portfolio=options.strategy == StrategyKind.AUTO)
    if applies(options):
        return DeepeningStrategy(progress)
    return BoundedStrategy()


def _nonfinal_bounded(run: RunState, program: Program) -> VerificationResult:
    """One bounded check that keeps the timeout alarm armed (the CEGAR checks again)."""
    return check_bounded(run, program, run.options, final=False)


__all__ = ["Strategy", "BoundedStrategy", "strategy_for"]
