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


# ------------------------------------------------------------------ notebooks (rich display)
def test_source_locations_name_the_source_not_a_deleted_file() -> None:
    """``source=`` text is checked from a temporary file; the result names ``<source>``
    everywhere (properties, trace steps, messages) and keeps the text."""
    from bmc.api import SOURCE_NAME, Result
    result = bmc.verify(source=LOOP, unwind=5)
    assert isinstance(result, Result)
    files = {p.loc.file for p in result.properties}
    files |= {s.loc.file for p in result.failed for s in p.trace.steps
              if s.loc.file and not s.loc.file.startswith("<builtin")}
    assert files == {SOURCE_NAME}
    assert not any("/tmp" in text or "input.c" in text
                   for text in (*result.warnings, *result.notes, repr(result.properties)))
    assert dict(result.sources)[SOURCE_NAME] == LOOP
    step = result.failed[0].trace.steps[-1]
    assert "__CPROVER_assert" in result.source_line(step.loc.file, step.loc.line) or \
        "return s / n" in result.source_line(step.loc.file, step.loc.line)
    view = bmc.verify(source=LOOP, unwind=5, show="vcc")
    assert "<source>:7" in view.text and "input.c" not in view.text
    with pytest.raises(bmc.errors.InputError) as info:
        bmc.verify(source="int main(void) { return x; }")
    assert info.value.where is not None and info.value.where.file == SOURCE_NAME


def test_result_displays_as_html_with_trace_beside_source() -> None:
    """``_repr_html_``: the verdict, one row per property with a CSS class per status, and
    each trace step with its source line (coloured) beside it."""
    from html.parser import HTMLParser
    result = bmc.verify(source=LOOP, unwind=5)
    page = result._repr_html_()
    assert 'class="verdict verdict-FAILED"' in page
    for p in result.properties:
        assert f'<tr data-status="{p.status.value}"><td><code>{p.id}</code>' in page
        assert f"status-{p.status.value}" in page
    lines = LOOP.splitlines()
    rows: list[tuple[str, str]] = []           # (location, source cell text)

    class Rows(HTMLParser):
        cells: list[str] = []
        depth = 0

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            if tag == "tr" and ("class", None) not in attrs and \
                    any(k == "class" and (v or "").startswith("step") for k, v in attrs):
                self.cells, self.depth = [], 1
            elif tag == "td" and self.depth:
                self.cells.append("")

        def handle_data(self, data: str) -> None:
            if self.depth and self.cells:
                self.cells[-1] += data

        def handle_endtag(self, tag: str) -> None:
            if tag == "tr" and self.depth:
                rows.append((self.cells[1], self.cells[2]))
                self.depth = 0
    Rows().feed(page)
    assert len(rows) == sum(len(p.trace.steps) for p in result.failed)
    for where, source in rows:
        if where.startswith("<source>:"):
            assert source == lines[int(where.split(":")[1]) - 1].strip(), (where, source)
    assert '<span class="hl-kw">for</span>' in page        # the source is coloured


def test_views_display_as_html() -> None:
    loops = bmc.verify(source=LOOP, show="loops")
    page = loops._repr_html_()
    assert "<th>id</th>" in page and "<td>main.0</td>" in page
    ssa = bmc.verify(source=LOOP, unwind=5, show="ssa")
    page = ssa._repr_html_()
    assert '<pre class="view">' in page and 'class="hl-id"' in page
    assert "return" in page


def test_highlight_keeps_the_text() -> None:
    import html
    import re
    from bmc.output.highlight import highlight
    text = LOOP + '/* a "comment" */ char c = \'x\'; // end\n#define N 3\n x#2 = 0x1fU;\n'
    coloured = highlight(text)
    assert html.unescape(re.sub(r"<[^>]+>", "", coloured)) == text
    assert '<span class="hl-com">/* a &quot;comment&quot; */</span>' in coloured or \
        '<span class="hl-com">/* a "comment" */</span>' in coloured
    assert '<span class="hl-pp">#define N 3</span>' in coloured
    assert '<span class="hl-id">x#2</span>' in coloured
    assert '<span class="hl-num">0x1fU</span>' in coloured
