"""Loop ids (issue 23): CBMC's numbering kept, listed in source order with their nesting,
named with line and nesting in messages, and ``--unwindset FUNCTION:LINE:N``."""

from __future__ import annotations

import pytest

import bmc
from bmc.errors import UsageError
from bmc.output.views import View
from bmc.result import Status, VerificationResult

SPLIT = """\
void split(int *a, int n) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < 3; j++) {
      a[i] += j;
    }
  }
  while (n > 0) n--;
}
int main(void) {
  int a[2] = {0};
  split(a, 2);
  __CPROVER_assert(a[1] == 3, "sum");
  return 0;
}
"""


def test_show_loops_in_source_order_with_nesting() -> None:
    view = bmc.verify(source=SPLIT, show="loops")
    assert isinstance(view, View)
    loops = view.data["loops"]
    assert isinstance(loops, list)
    assert [(lp["id"], lp["line"], lp["inside"]) for lp in loops] == [
        ("split.1", 2, None), ("split.0", 3, "split.1"), ("split.2", 7, None)]
    lines = view.text.splitlines()
    assert lines[0].startswith("Loop split.1:") and lines[1].endswith("(inside split.1)")


def test_unwindset_by_function_and_line() -> None:
    result = bmc.verify(source=SPLIT, unwind=1,
                        unwindset=(("split:2", 3), ("split:3", 4), ("split:7", 3)))
    assert isinstance(result, VerificationResult)
    assert result.verdict.value == "SUCCESSFUL"
    by_id = bmc.verify(source=SPLIT, unwind=1,
                       unwindset=(("split.1", 3), ("split.0", 4), ("split.2", 3)))
    assert isinstance(by_id, VerificationResult)
    assert [p.status for p in result.properties] == [p.status for p in by_id.properties]


def test_unwindset_line_without_loop_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match=r"no loop of split starts on line 5 \(its loops: "
                                         r"split\.1 \(line 2\), split\.0 \(line 3, inside "
                                         r"split\.1\), split\.2 \(line 7\)"):
        bmc.verify(source=SPLIT, unwind=1, unwindset=(("split:5", 3),))


def test_gap_names_line_and_nesting() -> None:
    result = bmc.verify(source=SPLIT, unwind=2)
    assert isinstance(result, VerificationResult)
    (gap,) = result.gaps
    assert gap.label == "split.0 (line 3, inside split.1)"
    assert "not fully unwound: split.0 (line 3, inside split.1)" in result.reason
    # the assertion after the cut loops is reached by no path within the bound
    (sum_check,) = [p for p in result.properties if p.property_class == "assertion"]
    assert sum_check.status is Status.UNREACHED and sum_check.status.holds
    assert sum_check.detail == "no path reaches it within the unwinding bounds"
