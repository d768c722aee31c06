"""Run functions in child processes with a wall-clock timeout and a memory limit.

``run_limited(calls, jobs, timeout, memory_mb)`` runs each ``(function, args)`` in its own
child (at most ``jobs`` at a time) and returns one ``ChildResult`` per call, in order. The
child makes itself a process-group leader (so solver grandchildren die with it), sets
``RLIMIT_AS`` to ``memory_mb`` and reports its value and its peak resident memory
(``ru_maxrss`` of itself and its children). The parent kills the group once ``timeout``
(plus a grace period) has passed. Children come from a fork server, so their peak memory is
their own work, not a copy of a large parent.
"""

from __future__ import annotations

import multiprocessing
import os
import resource
import signal
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from typing import Any

GRACE = 5.0              # seconds a child may overrun its timeout before it is killed


@dataclass(frozen=True, slots=True)
class ChildResult:
    """``status``: ok (``value`` set), timeout, memout, error (``message``), crashed."""

    status: str
    value: Any = None
    message: str = ""
    wall: float = 0.0
    maxrss_kb: int = 0


def _context() -> Any:                # a forkserver or spawn context (typeshed has no common type with Process)
    methods = multiprocessing.get_all_start_methods()
    if "forkserver" in methods:
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["bmc.bench.solvers"])
        return ctx
    return multiprocessing.get_context("spawn")


def _child(conn: Connection, function: Callable[..., Any], args: tuple,
           memory_mb: int | None) -> None:
    try:
        os.setpgrp()
    except OSError:
        pass
    if memory_mb:
        limit = memory_mb * 1024 * 1024
        try:
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        except (ValueError, OSError):
            pass
    try:
        reply: tuple = ("ok", function(*args), "")
    except MemoryError:
        reply = ("memout", None, "out of memory")
    except BaseException as e:  # noqa: BLE001 - reported to the parent
        text = str(e) or type(e).__name__
        status = "memout" if "memory" in text.lower() and memory_mb else "error"
        reply = (status, None, f"{type(e).__name__}: {text}"[:300])
    peak = max(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
               resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
    conn.send((*reply, peak))
    conn.close()


def _kill(process: multiprocessing.process.BaseProcess) -> None:
    if process.pid is None:
        return
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        process.kill()


def run_limited(calls: Sequence[tuple[Callable[..., Any], tuple]], jobs: int = 1,
                timeout: float | None = None, memory_mb: int | None = None,
                grace: float = GRACE) -> list[ChildResult]:
    """Run every call in a child; the results in the order of ``calls``."""
    ctx = _context()
    results: list[ChildResult | None] = [None] * len(calls)
    pending = list(range(len(calls)))
    pending.reverse()
    running: dict[Connection, tuple[int, Any, float]] = {}
    limit = None if timeout is None else timeout + grace
    try:
        while pending or running:
            while pending and len(running) < max(1, jobs):
                k = pending.pop()
                parent, child = ctx.Pipe(duplex=False)
                function, args = calls[k]
                process = ctx.Process(target=_child, args=(child, function, args, memory_mb))
                process.start()
                child.close()
                running[parent] = (k, process, time.monotonic())
            now = time.monotonic()
            wait_for = None if limit is None else max(
                0.0, min(start + limit - now for _, _, start in running.values()))
            for ready in wait(list(running), timeout=wait_for):
                conn: Connection = ready  # type: ignore[assignment]  # wait() gives back what it got
                k, process, start = running.pop(conn)
                wall = time.monotonic() - start
                try:
                    status, value, message, peak = conn.recv()
                    results[k] = ChildResult(status, value, message, wall, peak)
                except (EOFError, OSError):
                    process.join(1)
                    code = process.exitcode
                    status = "memout" if code == -signal.SIGKILL and memory_mb else "crashed"
                    results[k] = ChildResult(status, message=f"child exit code {code}",
                                             wall=wall)
                conn.close()
                process.join(5)
                if process.is_alive():
                    _kill(process)
            if limit is not None:
                now = time.monotonic()
                for conn, (k, process, start) in list(running.items()):
                    if now - start >= limit:
                        _kill(process)
                        process.join(5)
                        running.pop(conn)
                        conn.close()
                        results[k] = ChildResult("timeout", message=f"killed after "
                                                 f"{now - start:.1f} s", wall=now - start)
    finally:
        for conn, (_, process, _) in running.items():
            _kill(process)
            conn.close()
    return [r if r is not None else ChildResult("crashed") for r in results]


__all__ = ["ChildResult", "run_limited", "GRACE"]
