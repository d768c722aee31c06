"""The state of one run: its options, its deadline, the phase clock and what was built last.

``RunState.start(options)`` fixes the deadline (``--timeout`` counts from
``options.clock_start``, the process start for the command line). The phases that poll
(symex, the solver loop) read ``run.deadline``; those that cannot (parsing, bit-blasting)
are cut by ``alarm(run)``, a ``SIGALRM`` timer (main thread only, and only if no earlier
timer of the caller is pending) that raises ``ResourceLimit`` shortly after the deadline.
Views and exports wrap their stages in ``stopped_by_timeout`` so a timeout is an error
naming the phase.

Progress: ``progress_lines(run)`` prints what the run is doing (phase, bound, terms or
clauses built, resident memory) every few seconds on stderr.

Memory: ``memory_guard(run)`` watches the resident memory from a thread (every
``GUARD_INTERVAL`` s); above ``--memory-limit`` (default: ``DEFAULT_MEMORY_SHARE`` of the
machine) it interrupts the main thread with ``SIGUSR1``, whose handler raises
``ResourceLimit`` naming the limit, the size reached and the phase, so the run ends
INCONCLUSIVE instead of meeting the kernel's OOM killer. Native code (a solver call) sees
the signal only when it returns: if the main thread has not stopped ``HARD_STOP_GRACE`` s
later, the guard prints the INCONCLUSIVE verdict itself and ends the process (exit 5).
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from types import FrameType
from typing import TYPE_CHECKING

from bmc.errors import MemoryLimit, ResourceLimit
from bmc.options import Options

if TYPE_CHECKING:
    from bmc.backends.base import Backend, BackendStats
    from bmc.terms.store import TermStore
    from bmc.ir.program import Program
    from bmc.symex.equation import Equation

ALARM_GRACE = 0.2     # seconds after the deadline before SIGALRM cuts a non-polling phase
FINALIZER_RETRY = 0.02  # seconds: the alarm fired inside a __del__ is raised again after it
DEFAULT_MEMORY_SHARE = 0.75   # default --memory-limit: this share of the machine's memory
GUARD_INTERVAL = 0.25         # seconds between two looks at the resident memory
PROGRESS_INTERVAL = 5.0       # seconds between two progress lines
HARD_STOP_GRACE = 5.0         # seconds native code may run on past the limit
MB = 1 << 20


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
    memory_reason: str = ""             # what the memory guard saw when it stopped the run
    bound: str = ""                     # the bounds of the current check ("unwind 6")
    store: TermStore | None = None      # the current check's terms (progress lines)
    backend: Backend | None = None      # the current check's backend (progress lines)
    started: float = field(default_factory=time.monotonic)

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
        if self.options.timeout is None:       # a caller's own SIGALRM timer, not ours
            return f"timeout in phase {phase}"
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

    def on_alarm(signum: int, frame: FrameType | None) -> None:
        if _in_finalizer(frame):     # an exception there would be printed and lost
            signal.setitimer(signal.ITIMER_REAL, FINALIZER_RETRY)
            return
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


def _in_finalizer(frame: FrameType | None) -> bool:
    """Whether ``frame`` runs inside a ``__del__`` (a solver's, say): Python prints an
    exception raised there as "Exception ignored" and drops it."""
    while frame is not None:
        if frame.f_code.co_name == "__del__":
            return True
        frame = frame.f_back
    return False


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


def machine_memory() -> int | None:
    """The machine's physical memory in bytes, if the system tells."""
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return None


def resident_memory() -> int | None:
    """This process's resident memory in bytes (Linux ``/proc/self/statm``), else None."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def memory_limit(options: Options) -> int | None:
    """The limit in bytes for ``options`` (None: no limit)."""
    if options.memory_limit == 0:
        return None
    if options.memory_limit is not None:
        return options.memory_limit * MB
    total = machine_memory()
    return None if total is None else int(total * DEFAULT_MEMORY_SHARE)


@contextmanager
def memory_guard(run: RunState) -> Iterator[None]:
    """Stop the run with ``ResourceLimit`` when its resident memory passes the limit (see
    the module doc); nothing where the limit, ``/proc`` or the main thread is missing."""
    limit = memory_limit(run.options)
    if limit is None or resident_memory() is None \
            or threading.current_thread() is not threading.main_thread():
        yield
        return
    def on_signal(signum: int, frame: object) -> None:
        raise MemoryLimit(run.memory_reason, phase=run.phase)

    def watch(stop: threading.Event) -> None:
        rss = resident_memory() or 0
        if rss <= limit:
            return
        run.memory_reason = (f"memory limit of {limit // MB} MB reached "
                             f"({rss // MB} MB resident)")
        os.kill(os.getpid(), signal.SIGUSR1)
        if stop.wait(HARD_STOP_GRACE):
            return
        sys.stderr.write(f"bmc: {run.memory_reason} in phase {run.phase}; stopping\n")
        sys.stdout.write("VERIFICATION INCONCLUSIVE\n")
        sys.stdout.flush()
        os._exit(5)

    old = signal.signal(signal.SIGUSR1, on_signal)
    try:
        with _every(GUARD_INTERVAL, "bmc-memory-guard", watch):
            yield
    finally:
        signal.signal(signal.SIGUSR1, old if old is not None else signal.SIG_DFL)


def progress_text(run: RunState) -> str:
    """``bmc: 12.3 s, symex at unwind 6: 1,234,567 terms, 850 MB``: what the run is doing."""
    parts = [f"{run.phase} at {run.bound}" if run.bound else run.phase]
    built = run.backend.progress_text() if run.backend is not None \
        and run.phase in ("encode", "solve") else ""
    if built:
        parts.append(built)
    elif run.store is not None:
        parts.append(f"{len(run.store):,} terms")
    rss = resident_memory()
    if rss is not None:
        parts.append(f"{rss // MB:,} MB")
    return f"bmc: {time.monotonic() - run.started:.1f} s, " + ", ".join(parts)


@contextmanager
def progress_lines(run: RunState) -> Iterator[None]:
    """A progress line on stderr every ``PROGRESS_INTERVAL`` s while the block runs: with
    ``--verbosity 2`` or more, and at the default verbosity when stderr is a terminal."""
    verbosity = run.options.verbosity
    wanted = verbosity >= 2 or (verbosity >= 1 and sys.stderr.isatty())
    if not wanted:
        yield
        return
    def report(stop: threading.Event) -> None:
        sys.stderr.write(progress_text(run) + "\n")
        sys.stderr.flush()

    with _every(PROGRESS_INTERVAL, "bmc-progress", report):
        yield


@contextmanager
def _every(interval: float, name: str, tick: Callable[[threading.Event], None]
           ) -> Iterator[None]:
    """Call ``tick(stop)`` every ``interval`` s from a daemon thread while the block runs;
    ``stop`` is set (and the thread joined) when the block ends."""
    stop = threading.Event()

    def loop() -> None:
        while not stop.wait(interval):
            tick(stop)

    thread = threading.Thread(target=loop, name=name, daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()


__all__ = ["RunState", "progress_lines", "progress_text", "alarm", "stopped_by_timeout",
           "memory_guard", "memory_limit", "resident_memory", "ALARM_GRACE",
           "DEFAULT_MEMORY_SHARE"]
