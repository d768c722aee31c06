"""Child processes with timeouts and memory limits (bmc compare's workers)."""

from __future__ import annotations

import time

from bmc.bench.procs import run_limited


def _add(a: int, b: int) -> int:
    return a + b


def _sleep(seconds: float) -> str:
    time.sleep(seconds)
    return "woke"


def _boom() -> None:
    raise ValueError("boom")


def _hog() -> int:
    return len(bytearray(2 * 1024 ** 3))


def test_results_in_order_with_peak_memory() -> None:
    out = run_limited([(_add, (1, 2)), (_add, (3, 4)), (_add, (5, 6))], jobs=2)
    assert [r.status for r in out] == ["ok"] * 3
    assert [r.value for r in out] == [3, 7, 11]
    assert all(r.maxrss_kb > 0 for r in out)


def test_timeout_kills_the_child() -> None:
    start = time.monotonic()
    (r,) = run_limited([(_sleep, (30,))], timeout=0.2, grace=0.3)
    assert r.status == "timeout"
    assert time.monotonic() - start < 10


def test_errors_and_memory_limit_are_reported() -> None:
    err, mem = run_limited([(_boom, ()), (_hog, ())], jobs=2, memory_mb=512)
    assert err.status == "error" and "boom" in err.message
    assert mem.status == "memout"
