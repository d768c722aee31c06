"""Deep but finite syntax trees: parsing and lowering run on a thread with a large stack.

gcc and CBMC accept thousands of nested parentheses or blocks; the recursive-descent parser
and the lowering recurse once per level (a parenthesis is about 15 frames, one per
precedence level). ``on_deep_stack`` runs such a function on a worker thread whose C stack
is ``STACK_BYTES`` (reserved, committed only as used) with the recursion limit raised to
``RECURSION_LIMIT``, so a few thousand levels neither hit Python's limit nor overflow the C
stack. Measured: 5000 nested parentheses and 2000 nested blocks verify (see
tests/regression/cbmc_compat/deep_*). Nesting beyond the limit still raises
``RecursionError``, which the callers turn into a clear error.

The calling thread waits in ``join`` (so a SIGALRM timeout of the main thread still
interrupts it: the worker is a daemon and dies with the process).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

T = TypeVar("T")

STACK_BYTES = 512 * 1024 * 1024
RECURSION_LIMIT = 400_000

_lock = threading.Lock()
_depth = 0                      # deep_recursion contexts active (the limit is global)


@contextmanager
def deep_recursion(limit: int = 30_000) -> Iterator[None]:
    """Raise Python's recursion limit for the duration (recursive descent over C syntax).

    On a thread started by ``on_deep_stack`` the limit is ``RECURSION_LIMIT``."""
    global _depth
    if getattr(_local, "deep", False):
        limit = max(limit, RECURSION_LIMIT)
    with _lock:
        old = sys.getrecursionlimit()
        _depth += 1
        sys.setrecursionlimit(max(old, limit))
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            sys.setrecursionlimit(old if _depth == 0 else max(old, sys.getrecursionlimit()))


_local = threading.local()


def on_deep_stack(fn: Callable[..., T], *args: object) -> T:
    """``fn(*args)`` on a worker thread with a ``STACK_BYTES`` stack (its result, or its
    exception re-raised here). Already on such a thread: called directly."""
    if getattr(_local, "deep", False):
        return fn(*args)
    box: dict[str, object] = {}

    def work() -> None:
        _local.deep = True
        try:
            with deep_recursion(RECURSION_LIMIT):
                box["value"] = fn(*args)
        except BaseException as e:   # noqa: BLE001 - re-raised in the caller
            box["error"] = e

    with _lock:
        old = threading.stack_size()
        try:
            threading.stack_size(STACK_BYTES)
        except (ValueError, RuntimeError):      # platform without settable stacks
            return fn(*args)
        try:
            worker = threading.Thread(target=work, name="bmc-deep-stack", daemon=True)
            worker.start()
        finally:
            threading.stack_size(old)
    worker.join()
    if "error" in box:
        error = box["error"]
        assert isinstance(error, BaseException)
        raise error.with_traceback(error.__traceback__)
    return box["value"]  # type: ignore[return-value]
