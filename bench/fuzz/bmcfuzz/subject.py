"""A program under test and its three renderings.

A *template* is C text with a few marker lines, each alone on its line:

``BMC_PRELUDE``          the includes and declarations the mode needs
``BMC_MAIN``             ``int main(int argc, char **argv)`` for gcc, ``int main(void)`` for bmc
``BMC_INPUT;``           the nondet input ``bmc_in``: gcc reads it from ``argv[1]``; bmc
                         takes ``__VERIFIER_nondet_int()`` restricted to the range by
                         ``__VERIFIER_assume``
``OBSERVE_INT(e);``      an observed value (any integer type, compared as ``unsigned long long``)
``OBSERVE_DBL(e);``      an observed floating value (``float`` or ``double``, compared as double)

For gcc each ``OBSERVE_*`` prints one line (``%llx`` or ``%a``). For bmc each becomes an
``assert``: the value is the one gcc printed (for every input of the range, tied to that
input). The *wrong* rendering changes one expected value (one observation, one input) to a
value gcc did not print: bmc must find that assertion violated.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field

OBSERVE_RE = re.compile(r"^(\s*)OBSERVE_(INT|DBL)\((.*)\);\s*$")
DBL_MAX_HEX = "0x1.fffffffffffffp+1023"

GCC_PRELUDE = "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <stddef.h>\n"
BMC_PRELUDE = ("#include <assert.h>\n#include <string.h>\n#include <stddef.h>\n"
               "extern int __VERIFIER_nondet_int(void);\n"
               "extern void __VERIFIER_assume(int cond);\n")


@dataclass(frozen=True)
class Subject:
    """One program: its template, the input range (empty: no input) and the loop bound."""

    name: str
    kind: str                      # "gen" or "csmith"
    template: str
    inputs: tuple[int, ...] = ()
    unwind: int = 10
    notes: dict[str, str] = field(default_factory=dict, compare=False)

    def observations(self) -> list[str]:
        """The kinds (``INT``/``DBL``) of the observation lines, in order."""
        return [m.group(2) for line in self.template.splitlines()
                if (m := OBSERVE_RE.match(line))]

    def with_template(self, template: str) -> Subject:
        """The same subject with another template (the reducer's candidates)."""
        return Subject(self.name, self.kind, template, self.inputs, self.unwind, self.notes)

    def without_input(self) -> Subject:
        """The same subject without its nondet input (the reducer's last step, when the
        program no longer reads ``bmc_in``)."""
        lines = [ln for ln in self.template.splitlines() if ln.strip() != "BMC_INPUT;"]
        return Subject(self.name, self.kind, "\n".join(lines) + "\n", (), self.unwind, self.notes)


def render_gcc(subject: Subject) -> str:
    """The program gcc runs: it prints every observed value, one line each."""
    out = []
    for line in subject.template.splitlines():
        stripped = line.strip()
        m = OBSERVE_RE.match(line)
        if stripped == "BMC_PRELUDE":
            out.append(GCC_PRELUDE)
        elif stripped == "BMC_MAIN":
            out.append("int main(int argc, char **argv)")
        elif stripped == "BMC_INPUT;":
            out.append("    int bmc_in = argc > 1 ? (int)strtol(argv[1], 0, 10) : 0;")
        elif m:
            indent, kind, expr = m.groups()
            if kind == "INT":
                out.append(f'{indent}printf("%llx\\n", (unsigned long long)({expr}));')
            else:
                out.append(f'{indent}printf("%a\\n", (double)({expr}));')
        else:
            out.append(line)
    return "\n".join(out) + "\n"


def render_bmc(subject: Subject, expected: list[list[str]],
               wrong: tuple[int, int] | None = None) -> str:
    """The program bmc checks: ``expected[k][j]`` is gcc's line for input ``k``, observation
    ``j``; ``wrong=(j, k)`` replaces that one value by a value gcc did not print."""
    out = []
    j = 0
    for line in subject.template.splitlines():
        stripped = line.strip()
        m = OBSERVE_RE.match(line)
        if stripped == "BMC_PRELUDE":
            out.append(BMC_PRELUDE)
        elif stripped == "BMC_MAIN":
            out.append("int main(void)")
        elif stripped == "BMC_INPUT;":
            lo, hi = min(subject.inputs), max(subject.inputs)
            out.append("    int bmc_in = __VERIFIER_nondet_int();")
            out.append(f"    __VERIFIER_assume(bmc_in >= {lo} && bmc_in <= {hi});")
        elif m:
            indent, kind, expr = m.groups()
            conds = []
            for k in range(len(expected)):
                value = expected[k][j]
                bad = wrong == (j, k)
                cond = (_int_cond(expr, value, bad) if kind == "INT"
                        else _dbl_cond(expr, value, bad))
                if subject.inputs:
                    cond = f"(bmc_in == {subject.inputs[k]} && {cond})"
                conds.append(cond)
            out.append(f"{indent}assert({' || '.join(conds)});")
            j += 1
        else:
            out.append(line)
    return "\n".join(out) + "\n"


def _int_cond(expr: str, value: str, wrong: bool) -> str:
    v = int(value, 16)
    if wrong:
        v ^= 1 << (v.bit_length() % 7)        # a different value, deterministic
    return f"(unsigned long long)({expr}) == 0x{v:x}ULL"


def _dbl_cond(expr: str, value: str, wrong: bool) -> str:
    v = value.strip()
    e = f"(double)({expr})"
    if v in ("nan", "-nan"):
        return f"{e} == {e}" if wrong else f"{e} != {e}"
    if v in ("inf", "-inf"):
        cond = f"{e} > {DBL_MAX_HEX}" if v == "inf" else f"{e} < -{DBL_MAX_HEX}"
        return f"!({cond})" if wrong else cond
    x = float.fromhex(v)
    if wrong:
        bits = struct.unpack("<Q", struct.pack("<d", x))[0] ^ 1
        x = struct.unpack("<d", struct.pack("<Q", bits))[0]
    return f"{e} == {x.hex()}"
