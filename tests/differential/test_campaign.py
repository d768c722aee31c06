"""The differential campaign (bench/fuzz): its machinery, and a seeded sample of programs.

The sample is 50 programs of the campaign with seed 2026 (about a fifth from csmith, the rest
from bmc's generator, a third of those with a nondet input): gcc computes the values (programs
with UB are discarded), bmc must prove the right assertion and refute a wrong one. The sample
compares values only (bmc's standard checks off): where gcc folds before its sanitizers
instrument, a program with UB can pass them, and bmc's check would then rightly fail (the
bench campaign keeps the checks; clang's sanitizer, its second oracle, discards those). A
disagreement fails the test; run ``python bench/fuzz/campaign.py --seed 2026 --first I
--programs 1`` to reproduce and minimise program I. The full campaign is
``python bench/fuzz/campaign.py --programs 3000 --seed 1`` (or ``pytest -m slow`` here).
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from bmc_test_helpers import gcc_available

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "bench" / "fuzz"))

from bmcfuzz import csmith as csmith_mod  # noqa: E402
from bmcfuzz.campaign import Record, duplicate_key, pick_subject, run_subject  # noqa: E402
from bmcfuzz.generator import gen_subject  # noqa: E402
from bmcfuzz.oracle import AGREE, DISAGREEMENTS, Answer, clang_path, gcc_values, \
    judge  # noqa: E402
from bmcfuzz.reduce import Budget, ddmin, reduce_lines  # noqa: E402
from bmcfuzz.subject import render_bmc, render_gcc  # noqa: E402

needs_gcc = pytest.mark.skipif(not gcc_available, reason="gcc is not installed")
SAMPLE_SEED, SAMPLE_SIZE, CSMITH_SHARE = 2026, 50, 0.2


# ----------------------------------------------------------------------------- machinery
def test_ddmin_keeps_exactly_what_the_test_needs() -> None:
    units = [f"l{i}" for i in range(40)]
    needed = {"l3", "l17", "l31"}
    calls: list[int] = []

    def test(lines: list[str]) -> bool:
        calls.append(1)
        return needed <= set(lines)

    out = ddmin(units, lambda i: units[i] == "l0", test, Budget(500))
    assert out == ["l0", "l3", "l17", "l31"]
    assert len(calls) < 300


def test_reduce_removes_blocks_and_unwraps_them() -> None:
    lines = ["int main(void) {", "  int x = 1;", "  if (x) {", "    x = 2;", "    y();", "  }",
             "  for (;;) {", "    z();", "  }", "  return 0;", "}"]

    def test(cand: list[str]) -> bool:      # needs y() and balanced braces
        text = "\n".join(cand)
        return "y();" in text and text.count("{") == text.count("}") and "main" in text

    out = reduce_lines(lines, lambda s: s.startswith("int main"), test, Budget(300))
    assert out == ["int main(void) {", "    y();", "}"]


def test_budget_stops_the_reduction() -> None:
    out = reduce_lines([str(i) for i in range(100)], lambda s: False, lambda c: len(c) > 50,
                       Budget(5))
    assert len(out) > 50


def test_judge() -> None:
    ok, failed = Answer("SUCCESSFUL"), Answer("FAILED", ("assertion",))
    assert judge(ok, failed) == AGREE
    assert judge(failed, None) == "wrong-value"
    assert judge(ok, ok) == "missed"
    assert judge(Answer("FAILED", ("overflow",)), None) == "spurious-check"
    assert judge(Answer("INCONCLUSIVE", detail="not fully unwound: main.0"), None) == "unwind"
    assert judge(Answer("TIMEOUT"), None) == "timeout"
    assert judge(Answer("CRASH"), None) == "crash"
    assert judge(Answer("UNSUPPORTED"), None) == "unsupported"
    assert judge(ok, Answer("FAILED", ("unwind",))) == "inconclusive"


def test_renderings() -> None:
    s = gen_subject(5, nondet=True)
    n = len(s.observations())
    values = [[format(k * 100 + j, "x") for j in range(n)] for k in range(len(s.inputs))]
    right, wrong = render_bmc(s, values), render_bmc(s, values, (2, 1))
    assert right.count("assert(") == n and "OBSERVE" not in right
    diff = [(a, b) for a, b in zip(right.splitlines(), wrong.splitlines()) if a != b]
    assert len(diff) == 1 and f"bmc_in == {s.inputs[1]}" in diff[0][0]
    assert "printf" in render_gcc(s) and "__VERIFIER" not in render_gcc(s)


def test_without_input_drops_the_range() -> None:
    s = gen_subject(5, nondet=True).without_input()
    assert s.inputs == () and "BMC_INPUT" not in s.template
    assert "__VERIFIER_nondet_int()" not in render_bmc(s, [["0"] * len(s.observations())])


def test_layout_disagreements_share_a_key() -> None:
    a = Record("gen-1", "gen", "wrong-value", 0.0,
               failed_desc="assertion (unsigned long long)(_Alignof(struct S)) == 0x8ULL")
    b = Record("gen-2", "gen", "wrong-value", 0.0,
               failed_desc="assertion (unsigned long long)(_Alignof(struct S)) == 0x4ULL")
    c = Record("gen-3", "gen", "wrong-value", 0.0, failed_desc="assertion (v1) == 0x8ULL")
    assert duplicate_key(a) == duplicate_key(b) != duplicate_key(c) == "gen-3"


def test_generator_is_deterministic() -> None:
    assert gen_subject(11).template == gen_subject(11).template
    assert gen_subject(11).template != gen_subject(12).template


@needs_gcc
def test_safe_wrappers_are_defined_behaviour(tmp_path: Path) -> None:
    """Every wrapper our csmith runtime can define compiles, and on boundary operands runs
    without a sanitizer report (the wrappers themselves must never be what gets a program
    discarded)."""
    names = []
    for ty in ("int8_t", "uint8_t", "int16_t", "uint16_t", "int32_t", "uint32_t", "int64_t",
               "uint64_t"):
        s = "u" if ty.startswith("u") else "s"
        names += [f"safe_{op}_func_{ty}_{s}_{s}" for op in ("add", "sub", "mul", "div", "mod")]
        names += [f"safe_{op}_func_{ty}_{s}_{t}" for op in ("lshift", "rshift") for t in "su"]
        names.append(f"safe_unary_minus_func_{ty}_{s}")
    def lit(v: int, ty: str) -> str:
        text = f"({v + 1}LL - 1)" if v < 0 else f"{v}ULL"
        return f"({ty})({text})"

    calls = []
    for name in names:
        ty = name.split("_func_")[1].rsplit("_t_", 1)[0] + "_t"
        bits = int("".join(c for c in ty if c.isdigit()))
        lo, hi = (0, 2**bits - 1) if ty.startswith("u") else (-2**(bits - 1), 2**(bits - 1) - 1)
        operands = sorted({lo, lo + 1, hi, hi // 2 + 1, -1, 0, 1, 2, 3, bits - 1, bits, 64})
        values = [v for v in operands if lo <= v <= hi]
        for a in values:
            if "unary_minus" in name:
                calls.append(f'printf("%llx\\n", (unsigned long long){name}({lit(a, ty)}));')
                continue
            if "shift" in name:
                rty = "int" if name.endswith("_s") else "unsigned int"
                seconds = [lit(b, rty) for b in (-1, 0, 1, bits - 1, bits, 31, 32, 63, 64)]
            else:
                seconds = [lit(b, ty) for b in values]
            calls += [f'printf("%llx\\n", (unsigned long long){name}({lit(a, ty)}, {b}));'
                      for b in seconds]
    src = ("#include <stdio.h>\n#include <stdint.h>\n#include <limits.h>\n"
           + "".join(csmith_mod.safe_wrapper(n) + "\n" for n in names)
           + "int main(void) {\n" + "\n".join(calls) + "\nreturn 0;\n}\n")
    (tmp_path / "w.c").write_text(src)
    exe = tmp_path / "w"
    subprocess.run(["gcc", "-w", "-fsanitize=undefined", "-fno-sanitize-recover=all",
                    str(tmp_path / "w.c"), "-o", str(exe)], check=True)
    proc = subprocess.run([str(exe)], capture_output=True, text=True)
    assert proc.returncode == 0 and "runtime error" not in proc.stderr, proc.stderr[:2000]
    assert len(proc.stdout.split()) == len(calls)


@needs_gcc
@pytest.mark.skipif(clang_path is None, reason="clang is not installed (the second oracle)")
def test_clang_sees_the_overflow_gcc_folds_away(tmp_path: Path) -> None:
    """A generated program whose signed overflow gcc folds before its sanitizer instruments
    it (``if (a - b)`` becomes ``if (a != b)``): gcc alone keeps it, the second oracle (clang's
    sanitizer) discards it as undefined behaviour."""
    subject = gen_subject(239255492, nondet=True)
    assert gcc_values(subject, tmp_path, second_oracle=False).values is not None
    assert gcc_values(subject, tmp_path).problem == "ub-clang"


# ----------------------------------------------------------------------------- the sample
def _sample_kinds() -> list[tuple[int, bool]]:
    """(index, is csmith) of the sample programs, without generating them."""
    out = []
    for i in range(SAMPLE_SIZE):
        rng = random.Random(SAMPLE_SEED * 1_000_003 + i)
        out.append((i, rng.random() < CSMITH_SHARE))
    return out


@needs_gcc
@pytest.mark.gcc
@pytest.mark.parametrize("index,is_csmith", _sample_kinds(),
                         ids=[f"p{i}" for i, _ in _sample_kinds()])
def test_campaign_sample(index: int, is_csmith: bool, tmp_path: Path) -> None:
    if is_csmith and csmith_mod.csmith_path is None:
        pytest.skip("csmith is not installed (apt-get install csmith; .ci/run installs it)")
    subject = pick_subject(SAMPLE_SEED, index, CSMITH_SHARE, tmp_path)
    record = run_subject(subject, timeout=30, checks=False)
    assert record.category not in DISAGREEMENTS, (
        f"{subject.name}: {record.category}: {record.detail}\n"
        f"reproduce and minimise: python bench/fuzz/campaign.py --seed {SAMPLE_SEED} "
        f"--csmith-share {CSMITH_SHARE} --first {index} --programs 1")


@needs_gcc
@pytest.mark.slow
def test_campaign_full(tmp_path: Path) -> None:
    """The long run: 1000 programs of seed 1 (values only, as the sample), no disagreement."""
    out = tmp_path / "campaign.txt"
    subprocess.run([sys.executable, str(REPO / "bench" / "fuzz" / "campaign.py"),
                    "--programs", "1000", "--seed", "1", "--reduce-budget", "0", "--no-checks",
                    "--out", str(out)], check=True, capture_output=True)
    text = out.read_text()
    assert "\ndisagreements   0\n" in text, text
