"""The Python API ``bmc.verify``: results, and views with ``show=``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import bmc
from bmc.errors import UsageError
from bmc.result import VerificationResult, Verdict
from bmc.output.views import View

LOOP = """\
int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int s = 0;
  for (int i = 0; i < 4; i++)
    s += i;
  __CPROVER_assert(s + n != 6 || n == 0, "s + n != 6 || n == 0");
  return s / n;
}
"""


def test_verify_returns_the_result() -> None:
    result = bmc.verify(source=LOOP, unwind=5)
    assert isinstance(result, VerificationResult)
    assert result.verdict is Verdict.FAILED
    assert "main.division-by-zero.1" in [p.id for p in result.failed]


def test_show_returns_the_view_as_the_cli_prints_it(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    from bmc.cli.main import main
    path = tmp_path / "l.c"
    path.write_text(LOOP)
    view = bmc.verify(str(path), unwind=5, show="vcc")
    assert isinstance(view, View) and view.name == "vcc"
    assert capsys.readouterr().out == ""                 # returned, not printed
    assert main([str(path), "--unwind", "5", "--show-vcc"]) == 0
    assert capsys.readouterr().out == view.text == str(view)
    assert main([str(path), "--unwind", "5", "--show-vcc", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == view.to_json()
    assert "main.assertion.1" in view.data["properties"]
    assert "main.division-by-zero.1" in view.data["properties"]


def test_show_with_properties_narrows_the_vcc() -> None:
    view = bmc.verify(source=LOOP, unwind=5, show="vcc", properties=["main.assertion.1"])
    assert isinstance(view, View)
    assert view.data["properties"] == ["main.assertion.1"]
    assert "division-by-zero" not in view.text


def test_show_loops_is_structured() -> None:
    view = bmc.verify(source=LOOP, show="loops")
    assert isinstance(view, View)
    assert [(loop["id"], loop["line"]) for loop in view.data["loops"]] == [("main.0", 5)]


def test_unknown_view_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match="unknown view 'cfg'"):
        bmc.verify(source=LOOP, show="cfg")
