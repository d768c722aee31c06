"""The state of one run: its options, its deadline, the phase clock and what was built last.

``RunState.start(options)`` fixes the deadline (``--timeout`` counts from
``options.clock_start``, the process start for the command line). The phases that poll
(symex, the solver loop) read ``run.deadline``; those that cannot (parsing, bit-blasting)
are cut by ``alarm(run)``, a ``SIGALRM`` timer (main thread only, and only if no earlier
timer of the caller is pending) that raises ``ResourceLimit`` shortly after the deadline.
Views and exports wrap their stages in ``stopped_by_timeout`` so a timeout is an error
naming the phase.
"""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bmc.errors import ResourceLimit
from bmc.options import Options

if TYPE_CHECKING:
    from bmc.backends.base import BackendStats
    from bmc.ir.program import Program
    from bmc.symex.equation import Equation

ALARM_GRACE = 0.2     # seconds after the deadline before SIGALRM cuts a non-polling phase


@dataclass
class RunState:
    """Mutable bookkeeping of one run: the current phase, phase times, the deadline, and
    the program, equation and backend sizes built last (for the result of an interrupted
    run). ``options`` are the run's own; each check takes the options of its bounds."""

    options: Options
    deadline: float | None = None
    phase: str = "parse"
    times: list[tuple[str, float]] = field(default_factory=list)
    program: Program | None = None
    equation: Equation | None = None
    since: float | None = None          # start of the current set_phase phase
    alarm_armed: bool = False           # a SIGALRM timer of ours is pending
    sizes: BackendStats | None = None   # the last backend's sizes (also when a limit hit)

    @classmethod
    def start(cls, options: Options) -> RunState:
        origin = time.monotonic() if options.clock_start is None else options.clock_start
        deadline = None if options.timeout is None else origin + options.timeout
        return cls(options, deadline)

    def set_phase(self, name: str) -> None:
        """Phase switches reported by ``decide`` (encode/solve), timed until interrupted."""
        now = time.perf_counter()
        if self.since is not None:
            self.add_time(self.phase, now - self.since)
        self.phase, self.since = name, now

    def stop_phase_clock(self) -> None:
        """Drop the ``set_phase`` clock (decide reports its own times when it returns)."""
        self.since = None

    def close_phase_clock(self) -> None:
        """Book the running ``set_phase`` phase up to now (a limit stopped it)."""
        if self.since is not None:
            self.add_time(self.phase, time.perf_counter() - self.since)
            self.since = None

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
        """Time a phase (times of a repeated phase name add up)."""
        self.phase = name
        start = time.perf_counter()
        try:
            yield
        finally:
            self.add_time(name, time.perf_counter() - start)

    @contextmanager
    def share_of_time(self, share: float) -> Iterator[None]:
        """Within the block the deadline is ``share`` of the time left (no deadline: none)."""
        deadline = self.deadline
        if deadline is not None:
            self.deadline = time.monotonic() + share * max(deadline - time.monotonic(), 0)
        try:
            yield
        finally:
            self.deadline = deadline

    def timed_out(self, slack: float = 0.0) -> bool:
        """True if the deadline is (within ``slack`` seconds) reached."""
        return self.deadline is not None and time.monotonic() >= self.deadline - slack

    def add_time(self, name: str, seconds: float) -> None:
        for k, (existing, before) in enumerate(self.times):
            if existing == name:
                self.times[k] = (name, before + seconds)
                return
        self.times.append((name, seconds))

    def disarm(self) -> None:
        """Cancel our SIGALRM timer (once the non-polling phases are over)."""
        if self.alarm_armed:
            signal.setitimer(signal.ITIMER_REAL, 0)
            self.alarm_armed = False

    def timeout_reason(self, phase: str) -> str:
        return f"timeout after {self.options.timeout:g} s in phase {phase}"

    def limit_reason(self, error: ResourceLimit) -> str:
        """The INCONCLUSIVE reason for ``error``: the timeout with its phase, or the limit."""
        phase = error.phase or self.phase
        if error.message == "timeout" and self.options.timeout is not None:
            return self.timeout_reason(phase)
        return f"{error.message} in phase {phase}"


@contextmanager
def alarm(run: RunState) -> Iterator[None]:
    """Raise ``ResourceLimit`` in the current phase a little after the deadline."""
    usable = (run.deadline is not None and hasattr(signal, "SIGALRM")
              and threading.current_thread() is threading.main_thread())
    if not usable:
        yield
        return
    assert run.deadline is not None
    limit = max(run.deadline - time.monotonic() + ALARM_GRACE, 0.001)
    old_delay, old_interval = signal.getitimer(signal.ITIMER_REAL)
    if old_delay and old_delay <= limit:
        yield                        # the caller's own timer fires first: leave it alone
        return

    def on_alarm(signum: int, frame: object) -> None:
        raise ResourceLimit("timeout", phase=run.phase)

    old_handler = signal.signal(signal.SIGALRM, on_alarm)
    start = time.monotonic()
    signal.setitimer(signal.ITIMER_REAL, limit)
    run.alarm_armed = True
    try:
        yield
    finally:
        run.alarm_armed = False
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old_handler if old_handler is not None
                      else signal.SIG_DFL)
        if old_delay:
            left = max(old_delay - (time.monotonic() - start), 0.001)
            signal.setitimer(signal.ITIMER_REAL, left, old_interval)


@contextmanager
def stopped_by_timeout(run: RunState) -> Iterator[None]:
    """For views and exports: a timeout is an error naming the phase (exit 5)."""
    try:
        yield
    except ResourceLimit as e:
        phase = e.phase or run.phase
        message = run.timeout_reason(phase) if e.message == "timeout" \
            and run.options.timeout is not None else e.message
        raise ResourceLimit(message, phase) from None


__all__ = ["RunState", "alarm", "stopped_by_timeout", "ALARM_GRACE"]
