"""The seed examples (``../shared/seed-examples/*.c``) against their ``// EXPECT:`` lines.

Each ``// EXPECT: <options> -> <verdict>`` line is one test per memory model: bmc runs
in-process on the file with exactly those options, plus ``--memory-model M`` for each of
alias, typed and monolithic when the line names no model (the README's runner rule 1; only
for files that use pointers, the heap or structs, where the model can matter; the typed and
monolithic runs are marked ``slow`` while all three share one encoding), and
is judged as ``../shared/tools/seed-eval`` judges it:

    FAILED <class>         exit 10 and a FAILURE line whose text mentions the class
    SUCCESSFUL-COMPLETE    exit 0
    INCONCLUSIVE-BOUNDED   exit 5
    NO-VIOLATION           exit 0 or 5

Lines with ``--context-bound`` run too (K >= 3 and ``auto`` are ``slow``). Exit 6
(unsupported feature) is a failure: every seed file is supported.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from bmc_test_helpers import SHARED_DIR, run_bmc

SEED_DIR = SHARED_DIR / "seed-examples"
if not SEED_DIR.is_dir():
    pytest.skip(f"seed examples not found at {SEED_DIR}", allow_module_level=True)

# The README's regex for machine-checkable expectations (seed-eval allows trailing blanks).
EXPECT = re.compile(r"^// EXPECT: (.*) -> (FAILED [a-z-]+|SUCCESSFUL-COMPLETE|INCONCLUSIVE-BOUNDED|NO-VIOLATION)\s*$")
# seed-eval's words for each FAILED class (a FAILURE line must mention one of them).
CLASS_WORDS = {
    "assertion": r"assert|reach_error|error",
    "array-bounds": r"bound",
    "pointer-dereference": r"pointer|derefer|bound|object",
    "use-after-free": r"free|dealloc|dead|invalid",
    "double-free": r"free",
    "memory-leak": r"leak|memtrack|memory",
    "overflow": r"overflow",
    "division-by-zero": r"division|zero",
}
MODELS = ("alias", "typed", "monolithic")
_POINTERISH = re.compile(r"\*|->|\bmalloc\b|\bstruct\b")


def _strip_comments(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def uses_pointers_heap_or_structs(path: Path) -> bool:
    """True if the code (comments removed) contains ``*``, ``->``, ``malloc`` or ``struct``."""
    return bool(_POINTERISH.search(_strip_comments(path.read_text())))


def judge(verdict: str, code: int, out: str) -> bool:
    """seed-eval's judgement of one run."""
    if verdict == "SUCCESSFUL-COMPLETE":
        return code == 0
    if verdict == "INCONCLUSIVE-BOUNDED":
        return code == 5
    if verdict == "NO-VIOLATION":
        return code in (0, 5)
    cls = verdict.split()[1]
    failures = [line for line in out.splitlines()
                if re.search(r"FAILURE|FAILED", line) and "VERIFICATION" not in line]
    return code == 10 and any(re.search(CLASS_WORDS.get(cls, cls), line, re.I) for line in failures)


def expectations():
    params = []
    for path in sorted(SEED_DIR.glob("E*.c")):
        pointerish = uses_pointers_heap_or_structs(path)
        for n, line in enumerate(path.read_text().splitlines(), 1):
            m = EXPECT.match(line)
            if not m:
                continue
            base = shlex.split(m.group(1))
            variants = [base] if "--memory-model" in base or not pointerish else \
                [[*base, "--memory-model", model] for model in MODELS]
            for options in variants:
                ident = f"{path.stem}:{n}[{' '.join(options)}]"
                marks = []
                if options is not base and options[-1] != "alias":
                    marks.append(pytest.mark.slow)     # same encoding as alias for now
                if "--context-bound" in options:
                    k = options[options.index("--context-bound") + 1]
                    if k == "auto" or int(k) >= 3:
                        marks.append(pytest.mark.slow)      # several seconds each
                params.append(pytest.param(path, options, m.group(2), id=ident, marks=marks))
    return params


PARAMS = expectations()


def test_expectations_found():
    assert len(PARAMS) >= 40, f"only {len(PARAMS)} EXPECT lines found in {SEED_DIR}"


@pytest.mark.parametrize("path,options,verdict", PARAMS)
def test_seed_example(path: Path, options: list[str], verdict: str):
    code, out, err = run_bmc([str(path), *options], cwd=path.parent)
    if code == 6:
        pytest.fail(f"{path.name}: bmc says unsupported (exit 6):\n{err}", pytrace=False)
    if not judge(verdict, code, out + err):
        tail = "\n".join((out + err).strip().splitlines()[-25:])
        pytest.fail(f"bmc {path.name} {' '.join(options)}: expected {verdict}, got exit {code}\n"
                    f"--- output (tail) ---\n{tail}", pytrace=False)


# ---------------------------------------------------------------- frames (E06*, bmc.contracts)
# The frame-axiom examples: init's inferred frame (--show-frames) is what their NOTE lines
# say init writes, as alias class and field offsets (a1 and a2 come from one allocation site,
# so they are one class): f1 (offset 0) and f2 (offset 4) for E06 and E06d, only f1 for the
# mutant E06c, which never writes an f2.
FRAME_FIELDS = {
    "E06_frame_init.c": ("offset 0 mod 8", "offset 4 mod 8"),
    "E06b_frame_init_unbounded.c": ("offset 0 mod 8", "offset 4 mod 8"),
    "E06c_frame_mutant_a1_f1.c": ("offset 0 mod 8",),
    "E06d_frame_mutant_a2_f2.c": ("offset 0 mod 8", "offset 4 mod 8"),
}


@pytest.mark.parametrize("name", sorted(FRAME_FIELDS))
def test_e06_inferred_frame_of_init(name: str):
    path = SEED_DIR / name
    if not path.is_file():
        pytest.skip(f"{name} not found")
    code, out, err = run_bmc([str(path), "--show-frames"], cwd=path.parent)
    assert code == 0, err
    block = out.split("frame of init", 1)[1].split("\nframe of ", 1)[0]
    fields = tuple(sorted(re.findall(r"^    (offset \d+ mod \d+) \(int, 4 bytes\)", block, re.M)))
    assert fields == FRAME_FIELDS[name], block
    assert "alias class {dynamic object of malloc at" in block


def _e06_contract_params():
    params = []
    for p in PARAMS:
        path, options, verdict = p.values
        if path.name.startswith("E06") and "--memory-model" in options \
                and options[-1] == "alias":
            slow = not (path.name == "E06c_frame_mutant_a1_f1.c" and "2" in options[:2])
            params.append(pytest.param(path, options, verdict, id=p.id,
                                       marks=[pytest.mark.slow] if slow else []))
    return params


@pytest.mark.parametrize("path,options,verdict", _e06_contract_params())
def test_e06_under_enforce_contract_init(path: Path, options: list[str], verdict: str):
    """Every E06 EXPECT line holds as well when init runs under --enforce-contract init (no
    clauses: the wrapper, the inferred frame): the contract machinery changes no verdict."""
    code, out, err = run_bmc([str(path), *options, "--enforce-contract", "init"],
                             cwd=path.parent)
    assert code != 6, err
    assert judge(verdict, code, out + err), (code, out[-2000:])
