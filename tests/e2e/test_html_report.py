"""``--html DIR``: the report, loaded by a real browser (headless Chromium, file:// URL).

Chromium renders the page, takes a screenshot and dumps the DOM (``--dump-dom``); the test
checks the rendered DOM: the verdict, every property with its status, the failing source
line marked, each trace step linked to an existing source line anchor, and for a program
with threads the thread column, the schedule and the context-switch rows. Without a browser
(``/usr/bin/chromium`` or ``chromium`` on PATH) the browser tests are skipped; the HTML
structure tests below them run anyway (on the file, parsed with ``html.parser``).
"""

from __future__ import annotations

import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from bmc_test_helpers import run_bmc

REGRESSION = Path(__file__).resolve().parents[1] / "regression"


def _browser() -> str | None:
    for name in ("/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


BROWSER = _browser()
needs_browser = pytest.mark.skipif(BROWSER is None, reason="no headless browser (install "
                                   "Debian's chromium package to run these)")


class _Dom(HTMLParser):
    """Elements with their attributes and text, enough to query a dumped DOM."""

    def __init__(self) -> None:
        super().__init__()
        self.elements: list[dict] = []
        self._open: list[dict] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = {"tag": tag, "attrs": {k: v or "" for k, v in attrs}, "text": "",
                   "children": []}
        if self._open:
            self._open[-1]["children"].append(element)
        self.elements.append(element)
        if tag not in ("meta", "br", "img", "link", "input"):
            self._open.append(element)

    def handle_endtag(self, tag: str) -> None:
        while self._open:
            if self._open.pop()["tag"] == tag:
                break

    def handle_data(self, data: str) -> None:
        for element in self._open:
            element["text"] += data

    def find(self, tag: str, cls: str | None = None, **attrs: str) -> list[dict]:
        out = []
        for e in self.elements:
            if e["tag"] != tag:
                continue
            if cls is not None and cls not in e["attrs"].get("class", "").split():
                continue
            if all(e["attrs"].get(k.replace("_", "-")) == v for k, v in attrs.items()):
                out.append(e)
        return out


def parse(html: str) -> _Dom:
    dom = _Dom()
    dom.feed(html)
    return dom


def render_in_browser(page: Path, tmp: Path) -> tuple[str, Path]:
    """Load ``page`` in headless Chromium: (the DOM it rendered, the screenshot's path)."""
    shot = tmp / "screenshot.png"
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--no-first-run",
             f"--user-data-dir={tmp / 'profile'}", "--window-size=1280,2000"]
    url = page.resolve().as_uri()
    subprocess.run([BROWSER, *flags, f"--screenshot={shot}", url], capture_output=True,
                   text=True, timeout=120)
    dumped = subprocess.run([BROWSER, *flags, "--dump-dom", url], capture_output=True,
                            text=True, timeout=120)
    assert dumped.returncode == 0, f"chromium failed:\n{dumped.stderr[-2000:]}"
    return dumped.stdout, shot


def make_report(case: str, tmp: Path, *options: str) -> tuple[Path, int]:
    case_dir = REGRESSION / case
    lines = (case_dir / "test.desc").read_text().splitlines()
    argv = [lines[1].strip(), *lines[2].split(), *options, "--html", str(tmp / "report")]
    code, _, err = run_bmc(argv, cwd=case_dir)
    assert "Traceback" not in err, err
    return tmp / "report" / "index.html", code


def check_sequential(dom: _Dom) -> None:
    verdict = dom.find("p", id="verdict")
    assert verdict and "VERIFICATION FAILED" in verdict[0]["text"]
    props = {e["attrs"]["data-id"]: e["attrs"]["data-status"] for e in dom.find("tr", "property")}
    assert props.get("main.overflow.1") == "FAILURE", props
    failing = dom.find("tr", "failing")
    assert [e["attrs"]["id"] for e in failing] == ["f0-L10"], failing
    assert "x + y" in failing[0]["text"]
    anchors = {e["attrs"]["id"] for e in dom.find("tr") if "id" in e["attrs"]}
    steps = dom.find("tr", "step")
    assert len(steps) >= 3
    for step in steps:
        links = [c for c in step["children"] if c["tag"] == "td"
                 for a in c["children"] if a["tag"] == "a"]
        hrefs = [a["attrs"]["href"] for td in links for a in td["children"] if a["tag"] == "a"]
        assert hrefs and hrefs[0].lstrip("#") in anchors, step
    inputs = [s for s in steps if s["attrs"].get("data-kind") == "input"]
    assert len(inputs) == 2, inputs
    for step in inputs:             # the value column holds the input's C value
        value = step["children"][-1]["text"]
        assert int(value) > 0 and f"= {value} (input)" in step["text"], step


def test_report_structure(tmp_path: Path):
    page, code = make_report("checks/overflow_add_fail", tmp_path)
    assert code == 10
    check_sequential(parse(page.read_text()))


def test_report_is_deterministic(tmp_path: Path):
    first, _ = make_report("checks/overflow_add_fail", tmp_path / "a")
    second, _ = make_report("checks/overflow_add_fail", tmp_path / "b")
    strip = lambda p: p.read_text().replace(str(p.parent.parent), "")  # noqa: E731
    assert strip(first) == strip(second)


@needs_browser
def test_browser_renders_sequential_report(tmp_path: Path):
    page, _ = make_report("checks/overflow_add_fail", tmp_path)
    dom, shot = render_in_browser(page, tmp_path)
    check_sequential(parse(dom))
    assert shot.is_file() and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@needs_browser
def test_browser_renders_thread_schedule(tmp_path: Path):
    case = next(c for c in ("traces_threads/exit_fail",) if (REGRESSION / c).is_dir())
    page, code = make_report(case, tmp_path)
    assert code == 10
    dom = parse(render_in_browser(page, tmp_path)[0])
    table = dom.find("table", "trace")
    assert table, "no trace table"
    headers = [e["text"] for e in dom.find("th")]
    assert "Thread" in headers
    schedule = dom.find("p", "schedule")
    assert schedule and schedule[0]["text"].startswith("schedule: main [1]")
    threads = {e["text"] for e in dom.find("td", "thread")}
    assert "main" in threads and any(t.startswith("T1") for t in threads), threads
    switches = dom.find("tr", "switch")
    assert switches and "context switch" in switches[0]["text"]
