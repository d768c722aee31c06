"""The field-abstraction seed examples (``E06*`` frames, ``E07*``/``E08*`` fields,
``E10*``/``E11*`` usbsamp) under ``--field-abstraction``: every ``// EXPECT:`` line must hold
with the abstraction too, under each memory model (lines without one), the Rabinovitz-Grumberg
encoding (threaded files), with inferred frames (the frame examples ``E06*``, whose function
``init`` then runs under ``--enforce-contract init``: no clauses, the frame bmc infers) and
k-induction (the sequential files).

The k-induction variant drops ``--unwind N`` (option and value) and runs once per file and
remaining options; its expectation is the file's verdict for those options without a bound:
FAILED if a line says so, else SUCCESSFUL-COMPLETE if a line says so, else (only
INCONCLUSIVE-BOUNDED lines: the bound never covers every run) no violation, under a 20 s
``--timeout``. One case runs by default; the matrix is ``slow``."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from bmc_test_helpers import run_bmc
from test_seed_examples import EXPECT, MODELS, SEED_DIR, judge

FILES = re.compile(r"^E(06|07|08|10|11)")
FRAMES = re.compile(r"^E06")
DEFAULT_CASE = ("E06c_frame_mutant_a1_f1.c:8[--unwind 2 --field-abstraction "
                "--enforce-contract init]")
K_TIMEOUT = "20"


def without_unwind(options: list[str]) -> list[str]:
    """``options`` without ``--unwind N`` / ``--unwind=N`` (the option and its value)."""
    out: list[str] = []
    skip = False
    for o in options:
        if skip:
            skip = False
        elif o == "--unwind":
            skip = True
        elif not o.startswith("--unwind="):
            out.append(o)
    return out


def _k_verdict(verdicts: list[str]) -> str:
    failed = [v for v in verdicts if v.startswith("FAILED")]
    if failed:
        return failed[0]
    if "SUCCESSFUL-COMPLETE" in verdicts:
        return "SUCCESSFUL-COMPLETE"
    return "NO-VIOLATION"


def cases():
    params = []

    def add(path: Path, n: int, options: list[str], verdict: str) -> None:
        ident = f"{path.name}:{n}[{' '.join(options)}]"
        marks = [] if ident == DEFAULT_CASE else [pytest.mark.slow]
        params.append(pytest.param(path, options, verdict, id=ident, marks=marks))

    for path in sorted(SEED_DIR.glob("E*.c")):
        if not FILES.match(path.name):
            continue
        text = path.read_text()
        threaded = "pthread" in text
        frames = [[], ["--enforce-contract", "init"]] if FRAMES.match(path.name) else [[]]
        k_lines: dict[tuple[str, ...], tuple[int, list[str]]] = {}
        for n, line in enumerate(text.splitlines(), 1):
            m = EXPECT.match(line)
            if not m:
                continue
            base = [*shlex.split(m.group(1)), "--field-abstraction"]
            for frame in frames:
                with_frame = [*base, *frame]
                variants = [with_frame]
                if "--memory-model" not in base:
                    variants += [[*with_frame, "--memory-model", model]
                                 for model in MODELS[1:]]
                if threaded:
                    variants.append([*with_frame, "--concurrency-encoding", "tcbmc"])
                for options in variants:
                    add(path, n, options, m.group(2))
                if not threaded and "--memory-model" not in base:
                    key = tuple(without_unwind(with_frame))
                    k_lines.setdefault(key, (n, []))[1].append(m.group(2))
        for key, (n, verdicts) in k_lines.items():
            add(path, n, [*key, "--k-induction", "--timeout", K_TIMEOUT], _k_verdict(verdicts))
    return params


def test_without_unwind_drops_the_value():
    assert without_unwind(["--unwind", "3", "--ILP32", "--unwind=4", "--field-abstraction"]) \
        == ["--ILP32", "--field-abstraction"]


def test_every_seed_line_has_a_case():
    """Each EXPECT line of the files is covered (E06 with and without inferred frames), and
    no case carries a stray value of a dropped option."""
    params = cases()
    assert {p.values[0].name[:3] for p in params} >= {"E06", "E07", "E08", "E10", "E11"}
    for p in params:
        options = p.values[1]
        assert all(o.startswith("--") or options[k - 1].startswith("--")
                   for k, o in enumerate(options)), p.id
    assert any("--enforce-contract" in p.values[1] and "--k-induction" in p.values[1]
               for p in params)


@pytest.mark.parametrize("path,options,verdict", cases())
def test_seed_with_field_abstraction(path: Path, options: list[str], verdict: str):
    code, out, err = run_bmc([str(path), *options], cwd=path.parent)
    if not judge(verdict, code, out + err):
        tail = "\n".join((out + err).strip().splitlines()[-25:])
        pytest.fail(f"bmc {path.name} {' '.join(options)}: expected {verdict}, got exit "
                    f"{code}\n--- output (tail) ---\n{tail}", pytrace=False)
