"""The TCBMC encoding (bmc.concurrency.tcbmc) and the switch-point mode (bmc.concurrency.choice)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bmc.errors import UsageError
from bmc.options import Options
from bmc.output.views import build_view
from bmc.pipeline import verify

# main | T2 | T1 fails: 3 global contexts in a free order, 2 per thread in round-robin order
ORDER = """#include <assert.h>
#include <pthread.h>
int flag;
void *T1(void *arg) { int f = flag; assert(f == 0); return 0; }
void *T2(void *arg) { flag = 1; return 0; }
int main(void) { pthread_t a, b; pthread_create(&a, 0, T1, 0); pthread_create(&b, 0, T2, 0);
  return 0; }
"""


@pytest.fixture()
def order(tmp_path: Path) -> Path:
    p = tmp_path / "order.c"
    p.write_text(ORDER)
    return p


def run(path: Path, **kw) -> str:
    return verify(Options(files=(str(path),), unwind=1, trace=False, **kw)).verdict.value


@pytest.mark.parametrize("k,lal,tc", [(1, "INCONCLUSIVE", "INCONCLUSIVE"),
                                      (2, "FAILED", "FAILED")])
def test_per_thread_style_has_lal_reps_schedules(order: Path, k: int, lal: str, tc: str):
    assert run(order, context_bound=k) == lal
    assert run(order, context_bound=k, concurrency_encoding="tcbmc") == tc


@pytest.mark.parametrize("g,verdict", [(1, "INCONCLUSIVE"), (2, "INCONCLUSIVE"),
                                       (3, "FAILED"), ("auto", "FAILED")])
def test_global_style_counts_contexts_of_the_run(order: Path, g, verdict: str):
    assert run(order, context_bound=g, concurrency_encoding="tcbmc",
               context_bound_style="global") == verdict


def test_global_style_needs_tcbmc(order: Path):
    with pytest.raises(UsageError):
        run(order, context_bound=2, context_bound_style="global")


def test_show_sequentialized_names_the_encoding(order: Path):
    text = build_view(Options(files=(str(order),), unwind=1, context_bound=2,
                              concurrency_encoding="tcbmc", show="sequentialized")).text
    head = text.split("\n(1)", 1)[0]
    assert head.startswith("TCBMC encoding (Rabinovitz-Grumberg): 6 global contexts = 2 ")
    assert "thread 2: T2" in head and "contexts 3, 6" in head
    assert "flag: flag@1 .. flag@6" in head


@pytest.mark.parametrize("encoding", ["lal-reps", "tcbmc"])
def test_switch_points_everywhere_same_verdict_more_points(order: Path, encoding: str):
    def points(mode: str) -> int:
        text = build_view(Options(files=(str(order),), unwind=1, context_bound=2,
                                  concurrency_encoding=encoding, switch_points=mode,
                                  show="sequentialized")).text
        return sum(int(n) for n in re.findall(r"; (\d+) switch point\(s\)",
                                              text.split("\n(1)", 1)[0]))
    assert points("all") > points("shared") > 0
    for k, verdict in ((1, "INCONCLUSIVE"), (2, "FAILED")):
        assert run(order, context_bound=k, concurrency_encoding=encoding,
                   switch_points="all") == verdict
