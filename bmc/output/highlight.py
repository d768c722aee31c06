"""Syntax colouring of C (and the C-like ``--show-*`` views) as HTML, without dependencies.

``highlight(text)`` returns ``text`` HTML-escaped, with its tokens wrapped in
``<span class="hl-KIND">``: ``kw`` (keywords), ``ty`` (type names), ``num`` (numbers),
``str`` (string and character literals), ``com`` (comments), ``pp`` (preprocessor lines)
and ``id`` for the SSA names of the views (``x#3``, ``main::1::i!0@1#2``). Everything
else is kept as it is, so the text is the same once the tags are dropped. A line at a time
is enough: a comment that spans lines is coloured on each line it covers only when the
whole text is given at once.
"""

from __future__ import annotations

import html
import re

KEYWORDS = frozenset((
    "auto break case const continue default do else enum extern for goto if inline "
    "register restrict return sizeof static struct switch typedef union volatile while "
    "_Alignas _Alignof _Atomic _Generic _Noreturn _Static_assert _Thread_local "
    "__CPROVER_assume __CPROVER_assert assert assume ASSERT ASSUME GOTO IF THEN ELSE "
    "END_FUNCTION FUNCTION_CALL DECL DEAD OTHER SKIP LOCATION ATOMIC_BEGIN ATOMIC_END "
    "RETURN").split())
TYPES = frozenset((
    "void char short int long float double signed unsigned _Bool bool _Complex size_t "
    "ssize_t int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t intptr_t "
    "uintptr_t ptrdiff_t FILE pthread_t pthread_mutex_t signedbv unsignedbv floatbv "
    "pointer").split())

_TOKEN = re.compile(r"""
    (?P<com>/\*.*?(?:\*/|\Z)|//[^\n]*)
  | (?P<pp>^[ \t]*\#[^\n]*)
  | (?P<str>"(?:\\.|[^"\\\n])*"?|'(?:\\.|[^'\\\n])*'?)
  | (?P<num>\b(?:0[xX][0-9a-fA-F]+|\d+\.?\d*(?:[eE][-+]?\d+)?)[uUlLfF]*\b)
  | (?P<word>[A-Za-z_$][A-Za-z0-9_$]*(?:(?:::|!|@|\#)[A-Za-z0-9_$]+)*)
""", re.VERBOSE | re.DOTALL | re.MULTILINE)


def _span(kind: str, text: str) -> str:
    return f'<span class="hl-{kind}">{html.escape(text, quote=False)}</span>'


def highlight(text: str) -> str:
    """``text`` as HTML with coloured tokens (see the module doc)."""
    out: list[str] = []
    at = 0
    for m in _TOKEN.finditer(text):
        out.append(html.escape(text[at:m.start()], quote=False))
        at = m.end()
        kind = m.lastgroup or ""
        token = m.group()
        if kind == "word":
            if token in KEYWORDS:
                kind = "kw"
            elif token in TYPES:
                kind = "ty"
            elif any(c in token for c in "#!@") or "::" in token:
                kind = "id"
            else:
                out.append(html.escape(token, quote=False))
                continue
        out.append(_span(kind, token))
    out.append(html.escape(text[at:], quote=False))
    return "".join(out)


# the colours of the spans, for pages that embed highlighted text
CSS = """
.hl-kw { color: #8250df; font-weight: 600; }
.hl-ty { color: #0550ae; }
.hl-num { color: #0a7a5c; }
.hl-str { color: #a3480b; }
.hl-com { color: #6e7781; font-style: italic; }
.hl-pp { color: #9a6700; }
.hl-id { color: #1f2328; text-decoration: underline dotted #bbb; }
"""

__all__ = ["CSS", "KEYWORDS", "TYPES", "highlight"]
