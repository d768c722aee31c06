"""Rich display of results and views in notebooks (Jupyter's ``_repr_html_``), no Jinja2.

``result_html(result, files, texts)`` is an HTML fragment: the verdict, a count of the
properties per status, how the result was reached (k-induction's invariants, the hints of
an inconclusive run), the property table (one CSS class per status name, whatever statuses
the result has) and each failed property's trace, every step beside its source line
(coloured), indented by call depth, loop iterations of one shape folded as in the HTML
report (``bmc.output.html_report``). ``files`` are the program's files; ``texts`` gives
the text of those not on disk (``bmc.verify(source=...)``).

``view_html(name, text, data)`` shows a ``--show-*`` view: the loop and property views as
tables, the others as coloured text (``bmc.output.highlight``).
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Mapping, Sequence

from bmc.output.highlight import CSS as HIGHLIGHT_CSS, highlight
from bmc.output.html_report import (Row, SourceFiles, fold_repeats, how_lines, trace_rows)
from bmc.result import VerificationResult

_CSS = """
.bmc-nb { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; font-size: 13px; }
.bmc-nb table { border-collapse: collapse; margin: .3em 0 .8em; }
.bmc-nb th, .bmc-nb td { padding: 2px 8px; text-align: left; vertical-align: top;
  border-bottom: 1px solid #d0d7de; }
.bmc-nb th { background: #f6f8fa; }
.bmc-nb code, .bmc-nb pre, .bmc-nb .code { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace;
  font-size: 12px; white-space: pre; }
.bmc-nb .verdict { display: inline-block; padding: .3em .7em; border-radius: 5px; color: #fff;
  font-weight: 700; background: #656d76; }
.bmc-nb .verdict-FAILED { background: #b42318; } .bmc-nb .verdict-SUCCESSFUL { background: #18794e; }
.bmc-nb .verdict-INCONCLUSIVE { background: #9a6700; }
.bmc-nb .status { display: inline-block; padding: 0 .5em; border-radius: 1em; font-size: 11px;
  font-weight: 600; background: #eaeef2; }
.bmc-nb .status-FAILURE { background: #ffebe9; color: #b42318; }
.bmc-nb .status-SUCCESS { background: #dafbe1; color: #18794e; }
.bmc-nb .status-UNKNOWN { background: #fff8c5; color: #9a6700; }
.bmc-nb .src { background: #f6f8fa; }
.bmc-nb .muted { color: #656d76; }
.bmc-nb tr.step-failure td { background: #ffebe9; }
.bmc-nb .kind { font-size: 10px; color: #656d76; margin-right: .4em; }
.bmc-nb pre.view { background: #f6f8fa; padding: .6em; border-radius: 5px; max-height: 40em;
  overflow: auto; }
""" + "\n".join(f".bmc-nb {line}" for line in HIGHLIGHT_CSS.strip().splitlines())


# the verdict's colour also inline: a notebook opened untrusted drops the <style> block
_VERDICT_COLOURS = {"FAILED": "#b42318", "SUCCESSFUL": "#18794e", "INCONCLUSIVE": "#9a6700"}


def _e(text: object) -> str:
    return html.escape(str(text))


def _step_row(r: Row) -> str:
    if r.switch:
        return f'<tr class="switch"><td colspan="5" class="muted"><i>{_e(r.switch)}</i></td></tr>'
    indent = f"padding-left: {0.5 + 1.2 * r.depth:.1f}em"
    thread = f'<span class="muted">{_e(r.thread)}</span> ' if r.thread else ""
    return (f'<tr class="step step-{_e(r.kind)}" data-kind="{_e(r.kind)}">'
            f'<td class="muted">{r.index}</td><td class="muted">{_e(r.where)}</td>'
            f'<td class="src code">{r.code}</td>'
            f'<td style="{indent}">{thread}<span class="muted">{_e(r.function)}</span> '
            f'<span class="kind">{_e(r.kind)}</span><code>{_e(r.text)}</code></td>'
            f'<td class="code">{_e(r.value)}</td></tr>')


def _trace_table(rows: Sequence[Row]) -> str:
    parts = ['<table class="trace"><tr><th>#</th><th>location</th><th>source line</th>'
             '<th>step</th><th>value</th></tr>']
    for block in fold_repeats(rows):
        if block.folded:
            parts.append(f'<tr><td colspan="5"><details class="fold"><summary>'
                         f'{block.folded} more iterations of the same shape (steps '
                         f'{block.first}&ndash;{block.last})</summary><table>')
            parts.extend(_step_row(r) for r in block.rows)
            parts.append("</table></details></td></tr>")
        else:
            parts.extend(_step_row(r) for r in block.rows)
    parts.append("</table>")
    return "".join(parts)


def result_html(result: VerificationResult, files: Sequence[str] = (),
                texts: Mapping[str, str] | None = None) -> str:
    """The result as an HTML fragment (see the module doc)."""
    sources = SourceFiles(files, texts)
    verdict = result.verdict.value
    failed = len(result.failed)
    parts = [f'<div class="bmc-nb"><style>{_CSS}</style>',
             f'<div class="verdict verdict-{_e(verdict)}" style="display:inline-block;'
             f'padding:.3em .7em;border-radius:5px;color:#fff;font-weight:700;background:'
             f'{_VERDICT_COLOURS.get(verdict, "#656d76")}">VERIFICATION {_e(verdict)}</div> '
             f'<span class="muted">{failed} of {len(result.properties)} properties failed'
             f'</span><div>']
    counts = Counter(p.status.value for p in result.properties)
    parts.extend(f'<span class="status status-{_e(s)}">{n} {_e(s)}</span> '
                 for s, n in sorted(counts.items()))
    parts.append("</div>")
    parts.extend(f'<div style="color:#9a6700">warning: {_e(w)}</div>' for w in result.warnings)
    parts.extend(f'<div class="muted">note: {_e(n)}</div>' for n in result.notes)
    how = how_lines(result)
    gaps = [f"{g.loop_id} at {g.loc} (bound {g.bound})" for g in result.gaps]
    if how or gaps:
        parts.append('<div class="how"><b>How the result was reached</b><ul>')
        parts.extend(f'<li{" class=code" if indented else ""}>{_e(line)}</li>'
                     for line, indented in how)
        parts.extend(f"<li>loop not fully unwound: {_e(g)}</li>" for g in gaps)
        parts.append("</ul></div>")
    parts.append('<table class="properties"><tr><th>property</th><th>line</th>'
                 '<th>description</th><th>status</th></tr>')
    for p in result.properties:
        status = p.status.value
        parts.append(f'<tr data-status="{_e(status)}"><td><code>{_e(p.id)}</code></td>'
                     f'<td>{p.loc.line}</td><td>{_e(p.description)}</td>'
                     f'<td><span class="status status-{_e(status)}">{_e(status)}</span>'
                     f'</td></tr>')
    parts.append("</table>")
    for p in result.properties:
        if p.trace is not None:           # any status that comes with a trace
            rows = trace_rows(p.trace, sources)
            steps = sum(1 for r in rows if r.index)
            parts.append(f'<details open><summary><b>Trace for <code>{_e(p.id)}</code></b> '
                         f'<span class="muted">{_e(p.description)} ({steps} steps)</span>'
                         f'</summary>{_trace_table(rows)}</details>')
    parts.append("</div>")
    return "".join(parts)


def view_html(name: str, text: str, data: Mapping[str, object]) -> str:
    """A ``--show-<name>`` view as an HTML fragment (see the module doc)."""
    parts = [f'<div class="bmc-nb"><style>{_CSS}</style><div class="muted">'
             f'view <b>{_e(name)}</b></div>']
    rows = data.get(name) if name in ("loops", "properties") else None
    if isinstance(rows, list) and rows and all(isinstance(r, dict) for r in rows):
        columns = list(rows[0])
        parts.append("<table><tr>" + "".join(f"<th>{_e(c)}</th>" for c in columns) + "</tr>")
        parts.extend("<tr>" + "".join(f"<td>{_e(r.get(c, ''))}</td>" for c in columns)
                     + "</tr>" for r in rows)
        parts.append("</table>")
    else:
        parts.append(f'<pre class="view">{highlight(text)}</pre>')
    parts.append("</div>")
    return "".join(parts)


__all__ = ["result_html", "view_html"]
