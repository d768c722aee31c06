"""``--html DIR`` / ``bmc report``: the report, loaded by a real browser (headless Chromium).

Chromium renders the page, takes a screenshot (kept under ``build/test-artifacts/html-report/``,
or ``$BMC_TEST_ARTIFACTS``) and dumps the DOM (``--dump-dom``); the tests check the rendered
DOM: the verdict, every property with its status, the failing source line marked, each trace
step beside its source line (the step's ``.src`` is the text of the listing's line it links
to), call nesting, folded loop iterations, the settings block, the proof (k-induction's
invariants) and the hints of an inconclusive run; for a program with threads the thread
column, the schedule and the context switches. Without a browser (``/usr/bin/chromium`` or
``chromium`` on PATH) the browser tests are skipped; the HTML structure tests run anyway
(on the file, parsed with ``html.parser``).
"""

from __future__ import annotations

import os
import sys
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from bmc_test_helpers import run_bmc

REGRESSION = Path(__file__).resolve().parents[1] / "regression"
ARTIFACTS = Path(os.environ.get("BMC_TEST_ARTIFACTS")
                 or Path(__file__).resolve().parents[2] / "build" / "test-artifacts")
EPOCH = "1767225600"            # SOURCE_DATE_EPOCH of the reports: 2026-01-01 00:00 UTC

LOOP_C = """#include <assert.h>
int square(int v) {
  return v * v;
}
int main(void) {
  int sum = 0;
  for (int i = 0; i < 8; i++) {
    sum += square(i);
  }
  assert(sum != 140);
  return 0;
}
"""

COUNT_C = """#include <assert.h>
unsigned nondet_uint(void);
int main(void) {
  unsigned n = nondet_uint();
  unsigned i = 0, j = 0;
  while (i < n) {
    i++;
    j++;
  }
  assert(i == j);
  return 0;
}
"""


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


def render_in_browser(page: Path, tmp: Path, name: str) -> tuple[str, Path]:
    """Load ``page`` in headless Chromium: (the DOM it rendered, the screenshot's path, a
    copy of which is kept as ``ARTIFACTS/html-report/<name>.png``)."""
    shot = tmp / "screenshot.png"
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--no-first-run",
             f"--user-data-dir={tmp / 'profile'}", "--window-size=1280,2000"]
    url = page.resolve().as_uri()
    dumped = subprocess.run([BROWSER, *flags, f"--screenshot={shot}", "--dump-dom", url],
                            capture_output=True, text=True, timeout=120)
    assert dumped.returncode == 0, f"chromium failed:\n{dumped.stderr[-2000:]}"
    assert shot.is_file() and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    keep = ARTIFACTS / "html-report"
    keep.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(shot, keep / f"{name}.png")
    return dumped.stdout, shot


def make_report(case: str, tmp: Path, *options: str, monkeypatch=None) -> tuple[Path, int]:
    case_dir = REGRESSION / case
    lines = (case_dir / "test.desc").read_text().splitlines()
    argv = [lines[1].strip(), *lines[2].split(), *options, "--html", str(tmp / "report")]
    code, _, err = run_bmc(argv, cwd=case_dir)
    assert "Traceback" not in err, err
    return tmp / "report" / "index.html", code


def report_of(source: str, tmp: Path, *options: str) -> tuple[Path, int, str]:
    """The report of a C program given as text (written to ``tmp/prog.c``)."""
    tmp.mkdir(parents=True, exist_ok=True)
    (tmp / "prog.c").write_text(source)
    code, _, err = run_bmc(["prog.c", *options, "--html", "report"], cwd=tmp)
    assert "Traceback" not in err, err
    return tmp / "report" / "index.html", code, err


@pytest.fixture(autouse=True)
def _fixed_date(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)


def listing(dom: _Dom) -> dict[str, str]:
    """The source listings' lines: anchor -> the line's text."""
    out = {}
    for row in dom.find("tr"):
        if row["attrs"].get("id", "").startswith("f"):
            code = [c for c in row["children"] if "code" in c["attrs"].get("class", "")]
            out[row["attrs"]["id"]] = code[0]["text"] if code else ""
    return out


def check_pairing(dom: _Dom) -> list[dict]:
    """Every step with a location links to an existing listing line, and its ``.src``
    shows that line's text (the step beside its source line); the steps."""
    lines = listing(dom)
    steps = dom.find("div", "step")
    assert steps, "no trace steps"
    for step in steps:
        href = step["attrs"]["data-href"]
        if not href:
            continue
        assert href.lstrip("#") in lines, step
        src = [c for c in step["children"] if "src" in c["attrs"].get("class", "")]
        assert src and src[0]["text"] == lines[href.lstrip("#")].strip(), (step, src)
        links = [a for c in step["children"] for a in c["children"] if a["tag"] == "a"]
        assert links and links[0]["attrs"]["href"] == href
    return steps


def settings_of(dom: _Dom) -> dict[str, str]:
    return {row["attrs"]["data-setting"]: row["children"][1]["text"]
            for row in dom.find("tr") if "data-setting" in row["attrs"]}


def check_sequential(dom: _Dom) -> None:
    verdict = dom.find("p", id="verdict")
    assert verdict and "VERIFICATION FAILED" in verdict[0]["text"]
    props = {e["attrs"]["data-id"]: e["attrs"]["data-status"] for e in dom.find("tr", "property")}
    assert props.get("main.overflow.1") == "FAILURE", props
    counts = {e["attrs"]["data-status"]: e["text"] for e in dom.find("span", "status")
              if "data-status" in e["attrs"]}
    assert counts["FAILURE"].startswith(f"{list(props.values()).count('FAILURE')} ")
    failing = dom.find("tr", "failing")
    assert [e["attrs"]["id"] for e in failing] == ["f0-L10"], failing
    assert "x + y" in failing[0]["text"]
    steps = check_pairing(dom)
    assert len(steps) >= 3
    inputs = [s for s in steps if s["attrs"].get("data-kind") == "input"]
    assert len(inputs) == 2, inputs
    for step in inputs:             # the value column holds the input's C value
        value = step["children"][-1]["text"]
        assert int(value) > 0 and f"= {value} (input)" in step["text"], step
    settings = settings_of(dom)
    assert settings["date"] == "2026-01-01 00:00 UTC"
    assert settings["backend"].startswith("sat/") and settings["bounds"] == "--unwind 1"
    for name in ("bmc version", "files", "data model", "strategy", "checks", "timeout",
                 "other options", "statistics"):
        assert settings.get(name), (name, settings)


def test_report_structure(tmp_path: Path):
    page, code = make_report("checks/overflow_add_fail", tmp_path)
    assert code == 10
    check_sequential(parse(page.read_text()))


def test_report_is_deterministic(tmp_path: Path):
    first, _ = make_report("checks/overflow_add_fail", tmp_path / "a")
    second, _ = make_report("checks/overflow_add_fail", tmp_path / "b")
    # the statistics line has times: drop it
    strip = lambda p: "\n".join(line for line in p.read_text().replace(  # noqa: E731
        str(p.parent.parent), "").splitlines() if "statistics" not in line)
    assert strip(first) == strip(second)


def test_report_nesting_folding_and_values(tmp_path: Path):
    """Calls indent their callee's steps; of the seven iterations of one shape (i = 1 .. 7;
    the first one comes with ``sum = 0``) the middle five are folded; every step keeps its
    value."""
    page, code, err = report_of(LOOP_C, tmp_path, "--unwind", "9")
    assert code == 10 and f"note: wrote HTML report to {page.relative_to(tmp_path)}" in err
    dom = parse(page.read_text())
    steps = check_pairing(dom)
    depth = {s["attrs"]["data-index"]: int(s["attrs"]["data-depth"]) for s in steps}
    calls = [s for s in steps if s["attrs"]["data-kind"] == "call"]
    assert len(calls) == 8 and all(depth[c["attrs"]["data-index"]] == 0 for c in calls)
    inside = [s for s in steps if "square" in s["text"] and s["attrs"]["data-kind"] == "return"]
    assert inside and all(int(s["attrs"]["data-depth"]) == 1 for s in inside)
    folds = dom.find("details", "fold")
    assert [f["attrs"]["data-iterations"] for f in folds] == ["5"], folds
    folded = [c for c in folds[0]["children"] if c["tag"] == "div"]
    assert "i = 2" in folded[0]["text"] and "sum = 91" in folded[-1]["text"], folded
    shown = {s["attrs"]["data-index"] for s in steps} - {
        c["attrs"]["data-index"] for c in folded}
    failure = [s for s in steps if s["attrs"]["data-kind"] == "failure"]
    assert len(failure) == 1 and failure[0]["attrs"]["data-index"] in shown
    sums = [s["children"][-1]["text"] for s in steps
            if s["attrs"]["data-kind"] == "assignment" and "sum =" in s["text"]]
    assert sums[-1] == "140" and len(sums) == 9


def test_report_proof_and_inconclusive_hint(tmp_path: Path):
    """A k-induction proof lists k and the invariants (linked to the loop's line); an
    inconclusive run gives the reason and the loop to unwind further."""
    page, code, _ = report_of(COUNT_C, tmp_path / "proof", "--k-induction")
    assert code == 0
    dom = parse(page.read_text())
    how = " ".join(e["text"] for e in dom.find("p", "how-line"))
    assert "proved by k-induction at k=" in how
    invariants = [row["text"] for row in dom.find("table", id="invariants")[0]["children"]
                  if row["tag"] == "tr"][1:]
    assert any("i <= j" in row or "i >= j" in row for row in invariants), invariants
    assert settings_of(dom)["strategy"] == "k-induction"
    page, code, _ = report_of(COUNT_C, tmp_path / "bounded", "--unwind", "3")
    assert code == 5
    dom = parse(page.read_text())
    assert "INCONCLUSIVE" in dom.find("p", id="verdict")[0]["text"]
    gaps = dom.find("li", "gap")
    assert len(gaps) == 1 and "main.0" in gaps[0]["text"] and "--unwind" in gaps[0]["text"]
    assert dom.find("div", "trace")          # the unwinding assertion's trace


def test_missing_jinja2_fails_before_the_run(tmp_path: Path, monkeypatch):
    """Without Jinja2, ``--html`` stops before verifying: exit 1, nothing written (not an
    empty folder after a long run); without --html the same command writes its files."""
    monkeypatch.setitem(sys.modules, "jinja2", None)
    (tmp_path / "prog.c").write_text(LOOP_C)
    argv = ["prog.c", "--unwind", "9", "--sarif", "out.sarif"]
    code, out, err = run_bmc([*argv, "--html", "report"], cwd=tmp_path)
    assert code == 1 and "Jinja2" in err and "VERIFICATION" not in out, err
    assert not (tmp_path / "report").exists() and not (tmp_path / "out.sarif").exists()
    code, _, err = run_bmc(argv, cwd=tmp_path)
    assert code == 10 and (tmp_path / "out.sarif").is_file(), err


def test_other_outputs_come_first(tmp_path: Path):
    """--html is written after --sarif and --witness, so a failing report costs neither."""
    (tmp_path / "prog.c").write_text(LOOP_C)
    (tmp_path / "report").write_text("a file where the report folder would go")
    code, _, err = run_bmc(["prog.c", "--unwind", "9", "--sarif", "out.sarif", "--witness",
                            "w.yml", "--html", "report"], cwd=tmp_path)
    assert code == 1 and "cannot create the report directory report" in err, err
    assert (tmp_path / "out.sarif").is_file() and (tmp_path / "w.yml").is_file()


def test_bmc_report_says_where_it_wrote(tmp_path: Path):
    (tmp_path / "prog.c").write_text(LOOP_C)
    code, _, err = run_bmc(["report", "prog.c", "--unwind", "9"], cwd=tmp_path)
    assert code == 10 and "note: wrote HTML report to bmc-report/index.html" in err, err
    assert (tmp_path / "bmc-report" / "index.html").is_file()


@needs_browser
def test_browser_renders_sequential_report(tmp_path: Path):
    page, _ = make_report("checks/overflow_add_fail", tmp_path)
    dom, _ = render_in_browser(page, tmp_path, "overflow_add_fail")
    check_sequential(parse(dom))


@needs_browser
def test_browser_renders_nesting_and_folds(tmp_path: Path):
    page, _, _ = report_of(LOOP_C, tmp_path, "--unwind", "9")
    dom = parse(render_in_browser(page, tmp_path, "loop_fold")[0])
    check_pairing(dom)
    assert [f["attrs"]["data-iterations"] for f in dom.find("details", "fold")] == ["5"]


@needs_browser
def test_browser_renders_thread_schedule(tmp_path: Path):
    case = "traces_threads/exit_fail"
    page, code = make_report(case, tmp_path)
    assert code == 10
    dom = parse(render_in_browser(page, tmp_path, "threads_exit_fail")[0])
    trace = dom.find("div", "trace")
    assert trace and "threads" in trace[0]["attrs"]["class"], "no thread trace"
    assert "Thread" in trace[0]["children"][0]["text"]
    schedule = dom.find("p", "schedule")
    assert schedule and schedule[0]["text"].startswith("schedule: main [1]")
    threads = {e["text"] for e in dom.find("span", "thread")}
    assert "main" in threads and any(t.startswith("T1") for t in threads), threads
    switches = dom.find("div", "switch")
    assert switches and "context switch" in switches[0]["text"]
    check_pairing(dom)


@needs_browser
def test_browser_shows_the_plots_of_the_results_page(tmp_path: Path):
    """``bmc tasks --out``'s results.html, loaded in Chromium: every plot image loads
    (a script added for the test records each image's natural size) and links its SVG."""
    pytest.importorskip("matplotlib")
    from bmc.bench.report import write_all
    from bmc.bench.scoring import summarize
    records = [{"task": f"t{t}", "config": c, "expected": "true",
                "verdict": "timeout" if t == 0 else "true", "correct": t != 0,
                "wrong": False, "score": 2, "cpu_s": 20.0 if t == 0 else 0.2 * t * (k + 1),
                "wall_s": 1.0, "mem_mb": 9.0, "unwind": 5, "timeout": 20.0}
               for k, c in enumerate(("cadical", "minisat", "z3")) for t in range(6)]
    out = tmp_path / "out"
    write_all(records, [summarize(c, records) for c in ("cadical", "minisat", "z3")], out,
              ["cadical", "z3"])
    page = (out / "results.html").read_text()
    probe = ("<script>window.addEventListener('load', () => { for (const img of "
             "document.images) img.dataset.width = img.naturalWidth; });</script>")
    (out / "probe.html").write_text(page.replace("</body>", probe + "</body>"))
    dom = parse(render_in_browser(out / "probe.html", tmp_path, "task_results")[0])
    images = dom.find("img")
    assert [i["attrs"]["src"] for i in images] == ["cactus.png", "scatter.png"]
    assert all(int(i["attrs"].get("data-width", "0")) > 300 for i in images), images
    figures = dom.find("figure", "plot")
    for figure in figures:
        links = [a["attrs"]["href"] for c in figure["children"] for a in [c, *c["children"]]
                 if a["tag"] == "a"]
        assert links and all((out / href).is_file() for href in links), links
    subtitle = dom.find("p", "subtitle")[0]["text"]
    assert subtitle == "6 tasks, unwind 5, time limit 20 s, 3 configurations"
