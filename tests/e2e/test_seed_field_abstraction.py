"""The field-abstraction seed examples (``E07*``/``E08*`` fields, ``E10*``/``E11*`` usbsamp)
under ``--field-abstraction``: every ``// EXPECT:`` line must hold with the abstraction too,
under each memory model (lines without one), the Rabinovitz-Grumberg encoding (threaded
files) and k-induction (the sequential files, without ``--unwind``). One case runs by
default; the matrix is ``slow``."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from bmc_test_helpers import run_bmc
from test_seed_examples import EXPECT, MODELS, SEED_DIR, judge

FILES = re.compile(r"^E(07|08|10|11)")
DEFAULT_CASE = "E08b_field_via_intptr_companion.c:4[--unwind 1 --field-abstraction]"


def cases():
    params = []
    for path in sorted(SEED_DIR.glob("E*.c")):
        if not FILES.match(path.name):
            continue
        threaded = "pthread" in path.read_text()
        for n, line in enumerate(path.read_text().splitlines(), 1):
            m = EXPECT.match(line)
            if not m:
                continue
            base = [*shlex.split(m.group(1)), "--field-abstraction"]
            variants = [base]
            if "--memory-model" not in base:
                variants += [[*base, "--memory-model", model] for model in MODELS[1:]]
            if threaded:
                variants.append([*base, "--concurrency-encoding", "tcbmc"])
            elif "--ILP32" not in base and "--memory-model" not in base:
                variants.append([o for o in base if o not in ("--unwind", "1")]
                                + ["--k-induction"])
            for options in variants:
                ident = f"{path.name}:{n}[{' '.join(options)}]"
                marks = [] if ident == DEFAULT_CASE else [pytest.mark.slow]
                params.append(pytest.param(path, options, m.group(2), id=ident, marks=marks))
    return params


@pytest.mark.parametrize("path,options,verdict", cases())
def test_seed_with_field_abstraction(path: Path, options: list[str], verdict: str):
    code, out, err = run_bmc([str(path), *options], cwd=path.parent)
    if not judge(verdict, code, out + err):
        tail = "\n".join((out + err).strip().splitlines()[-25:])
        pytest.fail(f"bmc {path.name} {' '.join(options)}: expected {verdict}, got exit "
                    f"{code}\n--- output (tail) ---\n{tail}", pytrace=False)
