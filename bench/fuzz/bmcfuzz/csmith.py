"""csmith programs as subjects.

csmith (Debian's ``csmith`` package) is run as a program with a small, loop-bounded
configuration; its output includes ``csmith.h``, which Debian ships only in ``libcsmith-dev``.
We do not use that header: ``runtime`` writes our own, with only the ``safe_*`` wrappers the
program calls, each on one line (so that the reducer can drop them one by one). Our wrappers
are written here from the wrappers' contract (the result of the operation when it is defined,
else the first operand); they need not match csmith's, since gcc and bmc run the same text.

The checksum: ``transparent_crc`` folds each global into ``crc32_context`` (a rotate-xor-add
hash that costs a solver little), and ``platform_main_end`` observes it: gcc prints it, bmc
asserts it (``OBSERVE_INT``).
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

from .subject import Subject

csmith_path = shutil.which("csmith")

# Small programs with bounded loops and few pointers; no volatiles (the checksum must not
# depend on them), no argc (main takes no input), no floats (the generator covers them).
CSMITH_OPTIONS = (
    "--no-argc", "--no-volatiles", "--no-volatile-pointers", "--no-float", "--concise",
    "--no-packed-struct", "--no-builtins",
    "--max-funcs", "2", "--max-block-depth", "2", "--max-block-size", "3",
    "--max-expr-complexity", "4", "--max-array-dim", "1", "--max-array-len-per-dim", "3",
    "--max-struct-fields", "3", "--max-union-fields", "3", "--max-pointer-depth", "2",
)
CSMITH_UNWIND = 130               # csmith loops run up to ~100 times; bmc folds them cheaply

_SAFE_RE = re.compile(
    r"\bsafe_(add|sub|mul|div|mod|lshift|rshift|unary_minus)_func_(u?int(8|16|32|64)_t)_([su])(?:_([su]))?\b")

_PRELUDE = """\
BMC_PRELUDE
#include <stdint.h>
#include <limits.h>
static uint32_t crc32_context = 0xFFFFFFFFUL;
static void crc32_gentab(void) { }
static void platform_main_begin(void) { }
static void transparent_crc(uint64_t val, char *vname, int flag) { crc32_context = ((crc32_context << 5) | (crc32_context >> 27)) ^ (uint32_t)val; crc32_context = ((crc32_context << 7) | (crc32_context >> 25)) + (uint32_t)(val >> 32); }
static void transparent_crc_bytes(char *ptr, int nbytes, char *vname, int flag) { int i; for (i = 0; i < nbytes; i++) transparent_crc((unsigned char)ptr[i], vname, flag); }
static void platform_main_end(uint32_t crc, int flag) {
    OBSERVE_INT(crc);
}
"""


def _limits(ty: str) -> tuple[str, str, int]:
    """The C names of the minimum and maximum of ``ty`` and its width in bits."""
    bits = int(re.sub(r"\D", "", ty))
    if ty.startswith("u"):
        return "0", f"UINT{bits}_MAX", bits
    return f"INT{bits}_MIN", f"INT{bits}_MAX", bits


def safe_wrapper(name: str) -> str:
    """Our one-line definition of the csmith wrapper ``name``."""
    m = _SAFE_RE.fullmatch(name)
    if m is None:
        raise ValueError(f"not a safe-math wrapper: {name}")
    op, ty, _, s1, s2 = m.groups()
    lo, hi, bits = _limits(ty)
    signed = not ty.startswith("u")
    width = 64 if bits == 64 else 32           # the promoted type's width
    if op == "unary_minus":
        body = f"return ({ty})(a == {lo} ? a : -a);" if signed else f"return ({ty})-a;"
        return f"static {ty} {name}({ty} a) {{ {body} }}"
    if op in ("lshift", "rshift"):
        rty = "int" if s2 == "s" else "unsigned int"
        neg = "(int)b < 0 || " if s2 == "s" else ""
        if op == "lshift":
            if signed:
                cond = f"a < 0 || {neg}b >= {width} || a > ({hi} >> b)"
                return f"static {ty} {name}({ty} a, {rty} b) {{ return ({cond}) ? a : ({ty})(a << b); }}"
            cast = "uint64_t" if bits == 64 else "uint32_t"
            cond = f"{neg}b >= {width}"
            return f"static {ty} {name}({ty} a, {rty} b) {{ return ({cond}) ? a : ({ty})(({cast})a << b); }}"
        cond = (f"a < 0 || {neg}b >= {width}" if signed else f"{neg}b >= {width}")
        return f"static {ty} {name}({ty} a, {rty} b) {{ return ({cond}) ? a : ({ty})(a >> b); }}"
    sym = {"add": "+", "sub": "-", "mul": "*", "div": "/", "mod": "%"}[op]
    if not signed:
        if op in ("div", "mod"):
            return f"static {ty} {name}({ty} a, {ty} b) {{ return b == 0 ? a : ({ty})(a {sym} b); }}"
        cast = "uint64_t" if bits == 64 else "uint32_t"   # no signed int arithmetic on promotion
        return f"static {ty} {name}({ty} a, {ty} b) {{ return ({ty})(({cast})a {sym} ({cast})b); }}"
    if op in ("div", "mod"):
        return (f"static {ty} {name}({ty} a, {ty} b) {{ return (b == 0 || (a == {lo} && b == -1))"
                f" ? a : ({ty})(a {sym} b); }}")
    if bits < 32:                               # computed in int: never overflows
        return f"static {ty} {name}({ty} a, {ty} b) {{ return ({ty})(a {sym} b); }}"
    if op == "add":
        cond = f"(b > 0 && a > {hi} - b) || (b < 0 && a < {lo} - b)"
    elif op == "sub":
        cond = f"(b < 0 && a > {hi} + b) || (b > 0 && a < {lo} + b)"
    else:
        cond = (f"(a > 0 && b > 0 && a > {hi} / b) || (a > 0 && b < 0 && b < {lo} / a)"
                f" || (a < 0 && b > 0 && a < {lo} / b) || (a < 0 && b < 0 && a < {hi} / b)")
    return f"static {ty} {name}({ty} a, {ty} b) {{ return ({cond}) ? a : ({ty})(a {sym} b); }}"


def runtime(program: str) -> str:
    """Our ``csmith.h`` for ``program``: the prelude and the wrappers it calls."""
    names = sorted({m.group(0) for m in _SAFE_RE.finditer(program)})
    return _PRELUDE + "".join(safe_wrapper(n) + "\n" for n in names)


def generate(seed: int, workdir: Path) -> str:
    """csmith's program for ``seed`` (our small configuration)."""
    out = workdir / f"csmith-{seed}.c"
    subprocess.run([csmith_path or "csmith", "--seed", str(seed), *CSMITH_OPTIONS, "-o", str(out)],
                   check=True, capture_output=True, timeout=60, cwd=workdir)  # it writes platform.info
    return out.read_text()


def subject_from_csmith(program: str, name: str) -> Subject:
    """The subject of a csmith program: our runtime in place of ``#include "csmith.h"``."""
    lines = []
    for line in program.splitlines():
        if line.strip() == '#include "csmith.h"':
            lines.append(runtime(program).rstrip("\n"))
        elif line.startswith("// Options:") or not line.strip():
            continue
        else:
            lines.append(line)
    return Subject(name, "csmith", "\n".join(lines) + "\n", (), CSMITH_UNWIND)


def csmith_subject(seed: int, workdir: Path) -> Subject:
    """The subject ``csmith-<seed>``."""
    return subject_from_csmith(generate(seed, workdir), f"csmith-{seed}")
