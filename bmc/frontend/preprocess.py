"""Preprocessing: the system ``cpp`` (or pcpp when there is none) with bundled headers.

The output keeps GNU line markers (``# 12 "file.c"``), which pycparser's lexer reads, so
every AST coordinate names the user's file and line. ``cpp`` runs with ``-nostdinc -undef``:
only the headers in ``include/`` (next to this module) and the user's ``-I`` directories are
seen, and only the macros of :func:`data_model_defines` are predefined, so the result does
not depend on the host's C library or target.

``.i`` files are already preprocessed and are used as they are (comments, which pycparser
cannot lex, are blanked out first; line breaks are kept), except that gcc's
``__builtin_va_arg(ap, T)``, whose type argument pycparser cannot parse, is spelled as the
bundled ``<stdarg.h>`` spells ``va_arg``: ``(*__bmc_va_arg(ap, (T *)0))``.
"""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
from pathlib import Path

from bmc.errors import InputError, PreprocessError
from bmc.ir.program import SourceLocation
from bmc.ir.target import target_defines
from bmc.options import Options
from bmc.ir.target import target_model

INCLUDE_DIR = str(Path(__file__).resolve().parent / "include")

_COMMON_DEFINES: tuple[str, ...] = (
    "__BMC__=1",
    "__STDC_HOSTED__=1",
    "__CHAR_BIT__=8",
    "__SIZEOF_SHORT__=2",
    "__SIZEOF_INT__=4",
    "__SIZEOF_LONG_LONG__=8",
    "__SCHAR_MAX__=127",
    "__SHRT_MAX__=32767",
    "__INT_MAX__=2147483647",
    "__LONG_LONG_MAX__=9223372036854775807LL",
    "__ORDER_LITTLE_ENDIAN__=1234",
    "__ORDER_BIG_ENDIAN__=4321",
    "__BYTE_ORDER__=__ORDER_LITTLE_ENDIAN__",
    "__linux__=1",
    "__linux=1",
    "__unix__=1",
    "__unix=1",
)

_MODEL_DEFINES: dict[str, tuple[str, ...]] = {
    "LP64": (
        "__LP64__=1", "_LP64=1", "__x86_64__=1", "__x86_64=1", "__amd64__=1",
        "__SIZEOF_LONG__=8", "__SIZEOF_POINTER__=8", "__SIZEOF_SIZE_T__=8",
        "__LONG_MAX__=9223372036854775807L",
        "__SIZE_TYPE__=long unsigned int", "__PTRDIFF_TYPE__=long int",
        "__INTPTR_TYPE__=long int", "__UINTPTR_TYPE__=long unsigned int",
        "__WCHAR_TYPE__=int",
    ),
    "ILP32": (
        "__ILP32__=1", "_ILP32=1", "__i386__=1", "__i386=1",
        "__SIZEOF_LONG__=4", "__SIZEOF_POINTER__=4", "__SIZEOF_SIZE_T__=4",
        "__LONG_MAX__=2147483647L",
        "__SIZE_TYPE__=unsigned int", "__PTRDIFF_TYPE__=int",
        "__INTPTR_TYPE__=int", "__UINTPTR_TYPE__=unsigned int",
        "__WCHAR_TYPE__=long int",
    ),
}


def data_model_defines(data_model: str) -> tuple[str, ...]:
    """The ``NAME=VALUE`` macros predefined for a data model ("LP64" or "ILP32")."""
    return _COMMON_DEFINES + _MODEL_DEFINES.get(data_model, _MODEL_DEFINES["LP64"])


def preprocess(path: str, options: Options) -> str:
    """Preprocessed text of ``path`` with line markers; ``.i`` files are returned as they are."""
    if not os.path.isfile(path):
        raise InputError(f"file not found: {path}")
    if path.endswith(".i"):
        try:
            text = Path(path).read_text(encoding="utf-8", errors="replace")
        except OSError as e:
            raise InputError(f"cannot read {path}: {e.strerror}") from None
        return rewrite_va_arg(strip_comments(text))
    try:
        model = target_model(options)
    except KeyError:
        raise InputError(f"unknown data model '{options.data_model}'") from None
    defines = target_defines(model, options.arch, options.os_name) + tuple(options.defines)
    include_dirs = tuple(options.include_dirs) + (INCLUDE_DIR,)
    cpp = _find_cpp()
    if cpp is not None:
        return _run_cpp(cpp, path, include_dirs, defines)
    return _run_pcpp(path, include_dirs, defines)


def _find_cpp() -> list[str] | None:
    found = shutil.which("cpp")
    if found:
        return [found]
    for compiler in ("gcc", "clang", "cc"):
        found = shutil.which(compiler)
        if found:
            return [found, "-E", "-x", "c"]
    return None


def _run_cpp(cpp: list[str], path: str, include_dirs: tuple[str, ...],
             defines: tuple[str, ...]) -> str:
    cmd = [*cpp, "-nostdinc", "-undef"]
    cmd += [f"-I{d}" for d in include_dirs]
    cmd += [f"-D{d}" for d in defines]
    cmd.append(path)
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, errors="replace",
                              timeout=120, check=False)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise PreprocessError(f"cannot run the preprocessor {cpp[0]}: {e}",
                              SourceLocation(path, 0)) from None
    if done.returncode != 0:
        raise _cpp_error(done.stderr, path)
    return done.stdout


_CPP_DIAG = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?:(?P<col>\d+):)?\s*"
                       r"(?:fatal )?error:\s*(?P<msg>.*)$", re.MULTILINE)


def _cpp_error(stderr: str, path: str) -> PreprocessError:
    """The first error cpp reported, as a PreprocessError at its file:line."""
    m = _CPP_DIAG.search(stderr)
    if m is None:
        text = stderr.strip().splitlines()
        return PreprocessError(f"preprocessing failed: {text[0] if text else 'cpp failed'}",
                               SourceLocation(path, 0))
    col = int(m["col"]) if m["col"] else 0
    msg = m["msg"].strip()
    if msg.endswith("No such file or directory"):
        msg = f"file not found: {msg.split(':')[0].strip()}"
    return PreprocessError(msg, SourceLocation(m["file"], int(m["line"]), col))


def _run_pcpp(path: str, include_dirs: tuple[str, ...], defines: tuple[str, ...]) -> str:
    """Preprocess with pcpp (pure Python), for hosts without a C preprocessor."""
    try:
        import pcpp
    except ImportError:  # pragma: no cover - pcpp is a declared dependency
        raise PreprocessError("no C preprocessor: install gcc/cpp or pcpp",
                              SourceLocation(path, 0)) from None

    errors: list[PreprocessError] = []

    class _Pcpp(pcpp.Preprocessor):
        def on_error(self, file: str, line: int, msg: str) -> None:
            errors.append(PreprocessError(msg, SourceLocation(file, line)))
            self.return_code += 1

        def on_include_not_found(self, is_malformed, is_system_include, curdir,
                                 includepath):  # type: ignore[no-untyped-def]
            errors.append(PreprocessError(f"file not found: {includepath}",
                                          SourceLocation(path, 0)))
            raise pcpp.OutputDirective(pcpp.Action.IgnoreAndRemove)

    pre = _Pcpp()
    pre.line_directive = "#line"
    pre.compress = 0
    for d in include_dirs:
        pre.add_path(d)
    for d in defines:
        name, _, value = d.partition("=")
        pre.define(f"{name} {value or '1'}")
    text = Path(path).read_text(encoding="utf-8", errors="replace")
    pre.parse(text, path)
    out = io.StringIO()
    pre.write(out)
    if errors:
        raise errors[0]
    return out.getvalue()


def strip_comments(text: str) -> str:
    """Blank out C comments (keeping line breaks), respecting string and char literals."""
    if "/*" not in text and "//" not in text:
        return text
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        else:
            j = i
            while j < n and text[j] not in "\"'/":
                j += 1
            if j == i:
                j += 1
            out.append(text[i:j])
            i = j
    return "".join(out)


_VA_ARG = re.compile(r"\b__builtin_va_arg\s*\(")


def rewrite_va_arg(text: str) -> str:
    """``__builtin_va_arg(ap, T)`` as ``(*__bmc_va_arg(ap, (T *)0))`` on the line the call
    starts on; the line breaks and line markers inside the call are kept after it, so
    later lines keep their numbers."""
    out: list[str] = []
    at = 0
    for m in _VA_ARG.finditer(text):
        if m.start() < at:
            continue
        end, comma = _call_end(text, m.end())
        if end < 0 or comma < 0:
            continue
        ap, t = _code(text[m.end():comma]), _code(text[comma + 1:end])
        lines = text[m.start():end + 1].split("\n")
        out.append(text[at:m.start()])
        out.append("\n".join([f"(*__bmc_va_arg({ap}, ({t} *)0))"]
                             + [line if _LINE_MARKER.match(line) else ""
                                for line in lines[1:]]))
        at = end + 1
    out.append(text[at:])
    return "".join(out)


_LINE_MARKER = re.compile(r"^\s*#")


def _code(text: str) -> str:
    """``text`` without its line markers, on one line."""
    return " ".join(line.strip() for line in text.split("\n")
                    if line.strip() and not _LINE_MARKER.match(line))


def _call_end(text: str, i: int) -> tuple[int, int]:
    """From just after a call's ``(``: the index of its ``)`` and of its last top-level
    comma (-1 when there is none)."""
    depth, comma, n = 0, -1, len(text)
    while i < n:
        c = text[i]
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                return i, comma
            depth -= 1
        elif c == "," and depth == 0:
            comma = i
        i += 1
    return -1, -1
