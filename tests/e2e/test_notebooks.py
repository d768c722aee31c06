"""The example notebooks in docs/notebooks run (nbclient, a real Python kernel) without an
error, and their results display as HTML (``_repr_html_``), so they cannot rot.

The notebooks assert what they show (verdicts, the backends agreeing); this test checks
that every code cell ran and that the cells showing a result or a view gave ``text/html``.
Without nbclient, nbformat or ipykernel (the ``dev`` extra) the tests skip.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat", reason="needs nbformat (the dev extra)")
nbclient = pytest.importorskip("nbclient", reason="needs nbclient (the dev extra)")
pytest.importorskip("ipykernel", reason="needs ipykernel (the dev extra)")

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "docs" / "notebooks"


def execute(name: str, monkeypatch: pytest.MonkeyPatch) -> list:
    """Run the notebook ``name`` in a fresh kernel that imports this checkout's bmc; its
    code cells (with their outputs)."""
    path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    monkeypatch.setenv("PYTHONPATH", path)        # the kernel is a child process
    notebook = nbformat.read(NOTEBOOKS / name, as_version=4)
    client = nbclient.NotebookClient(notebook, timeout=180, kernel_name="python3",
                                     resources={"metadata": {"path": str(NOTEBOOKS)}})
    client.execute()                              # raises CellExecutionError on an error
    cells = [c for c in notebook.cells if c.cell_type == "code"]
    assert all(c.execution_count for c in cells)
    for cell in cells:
        assert not [o for o in cell.outputs if o.output_type == "error"], cell.outputs
    return cells


def html_outputs(cells: list) -> list[str]:
    return [o["data"]["text/html"] for c in cells for o in c.outputs
            if o.output_type == "execute_result" and "text/html" in o.get("data", {})]


def test_first_steps_notebook(monkeypatch: pytest.MonkeyPatch) -> None:
    cells = execute("first-steps.ipynb", monkeypatch)
    shown = html_outputs(cells)
    verdicts = [v for v in ("FAILED", "SUCCESSFUL", "INCONCLUSIVE")
                if any(f"verdict-{v}" in h for h in shown)]
    assert verdicts == ["FAILED", "SUCCESSFUL", "INCONCLUSIVE"], verdicts
    trace = next(h for h in shown if "verdict-FAILED" in h)
    assert "&lt;source&gt;:5" in trace and 'class="src code"' in trace
    assert "return (a + b) / 2;" in trace.replace('<span class="hl-kw">return</span>',
                                                  "return").replace(
        '<span class="hl-num">2</span>', "2")
    assert any("view <b>loops</b>" in h for h in shown)
    assert any("view <b>vcc</b>" in h for h in shown)


def test_solver_comparison_notebook(monkeypatch: pytest.MonkeyPatch) -> None:
    cells = execute("solver-comparison.ipynb", monkeypatch)
    printed = "".join(o.get("text", "") for c in cells for o in c.outputs
                      if o.output_type == "stream" and o.get("name") == "stdout")
    assert "overflow   sat " in printed and "sum        sat " in printed, printed
    assert any("verdict-FAILED" in h for h in html_outputs(cells))
