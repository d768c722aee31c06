"""docs/api.md is the page ``tools/api_docs.py`` generates from the docstrings (regenerate
with ``python tools/api_docs.py --write`` after changing a documented class)."""

from __future__ import annotations

import functools
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@functools.cache
def _page() -> str:
    spec = importlib.util.spec_from_file_location("api_docs", ROOT / "tools" / "api_docs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.render()


def test_api_page_is_current() -> None:
    page = _page()
    assert (ROOT / "docs" / "api.md").read_text(encoding="utf-8") == page, \
        "docs/api.md is stale: run python tools/api_docs.py --write"


def test_api_page_documents_verify_and_the_result() -> None:
    page = _page()
    for heading in ("### `bmc.api.verify(", "### `bmc.result.VerificationResult`",
                    "### `bmc.result.TraceStep`", "### `bmc.output.views.View`",
                    "### `bmc.options.Options`", "### `bmc.errors.BmcError`"):
        assert heading in page, heading
    assert "| `unwind` | `int | None` |" in page.replace("\\|", "|")
