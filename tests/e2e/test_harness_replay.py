"""``--harness``: every failing golden regression case, replayed natively, fails again.

For each CORE case in ``tests/regression/*/*`` that expects ``EXIT=10`` (a program without
threads, one C file, options gcc can follow), bmc runs with the case's options plus
``--json --harness``; the harness is compiled with the program by gcc with ASan and UBSan
(the compile line the harness header documents) and run. When the property the harness
replays is of a class gcc observes (assertion, error call, array bounds, pointer
dereference, invalid free, signed overflow, undefined shift, division by zero), the run must
fail in the way that class predicts: an abort with the assertion's message, or the
sanitizer's report. The harness must name a property gcc observes whenever one failed.

A run that does not reproduce is a test failure, except when the trace gives values to
uninitialised locals (gcc gives them what the stack holds; the harness says so): then the
case is an expected failure with that reason.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
from pathlib import Path

import pytest

from bmc.output.harness import COMPILE_LINE, EXIT_ASSUMPTION, EXIT_INPUTS_EXHAUSTED
from bmc_test_helpers import gcc_available, run_bmc

REGRESSION = Path(__file__).resolve().parents[1] / "regression"

pytestmark = [pytest.mark.gcc,
              pytest.mark.skipif(not gcc_available, reason="gcc is not installed")]

# Property classes whose failure gcc (with the sanitizers) shows, and the evidence of it.
ABORT = ("Assertion", "harness: assertion failed", "reached")
SANITIZER = ("runtime error:", "AddressSanitizer")
EVIDENCE = {
    "assertion": ABORT, "error-call": ABORT,
    "array_bounds": SANITIZER, "pointer_dereference": SANITIZER, "free": SANITIZER,
    "overflow": SANITIZER, "undefined-shift": SANITIZER, "division-by-zero": SANITIZER,
    "precondition": SANITIZER,
}
# Descriptions gcc's sanitizers do not see although the class is listed above.
NOT_SEEN = ("unsigned", "type conversion", "pointer overflow", "floating-point")
# Options whose semantics gcc's run does not share, or that write to stdout beside --json
# (--witness/--sarif/--graphml-witness with "-").
FOREIGN_OPTIONS = ("--witness", "--graphml-witness", "--sarif", "--function", "--nondet-static",
                   "--malloc-may-fail", "--malloc-fail-null",
                   "--error-label", "--32", "--ILP32", "--data-model", "--arch", "--os",
                   "--big-endian", "--little-endian", "--show-", "--smt2", "--dimacs",
                   "--i386", "--ppc", "--arm", "--win", "-D", "-I", "--property-file",
                   "--json-ui", "--xml-ui", "--ui",
                   "--no-built-in-assertions")   # gcc's ASan checks inside the library


# Cases gcc's build cannot reproduce, each for a reason the harness header states; strict:
# should one start to reproduce, the entry must go.
NOT_REPRODUCIBLE = {
    "memory_bounds/pointer_form_fail":
        "*(b.name + i) one past a member array stays inside the struct: ASan sees no error",
    "memory_c/vla_dead_after_block_fail": "ASan does not track the lifetime of VLAs",
    "memory_lib/loop_local_dead_fail":
        "the dead x of the last iteration shares its stack slot with the live one",
    "threads/sleep_result_fail": "usleep's result is chosen by bmc's model, not an input",
    "traces_memory/lvalue_temporaries_fail":
        "the overflow needs a value of the uninitialised a[2]",
    "builtins/long_double_trace_fail": "the harness does not replay long double inputs",
    # the campaign's cases of overflows gcc folds or narrows before UBSan instruments them
    "campaign/sanitizer-blind-argument-mul": "UBSan does not see the narrowed product",
    "campaign/sanitizer-blind-const-mul-a": "gcc folds the constant product before UBSan",
    "campaign/sanitizer-blind-const-mul-b": "gcc folds the constant product before UBSan",
    "campaign/sanitizer-blind-narrowed-mul": "UBSan does not see the narrowed product",
}


def seen_by_gcc(prop: dict) -> bool:
    if prop.get("file", "").startswith("<"):      # in bmc's models of memcpy, strlen, free ...
        return prop.get("class") in ("pointer_dereference", "free", "precondition") and \
            not prop["id"].startswith("__bmc_fmt")   # ASan intercepts those, not printf
    return prop.get("class") in EVIDENCE and \
        not any(word in prop.get("description", "") for word in NOT_SEEN)


def _cases() -> list[tuple[str, Path, str, list[str]]]:
    found = []
    for desc in sorted(REGRESSION.glob("*/*/test.desc")):
        lines = desc.read_text().splitlines()
        if len(lines) < 4 or lines[0].strip() != "CORE" or "^EXIT=10$" not in lines[3:]:
            continue
        main, options = lines[1].strip(), shlex.split(lines[2])
        source = desc.parent / main
        if not main.endswith(".c") or not source.is_file():
            continue
        if any(opt.startswith(FOREIGN_OPTIONS) for opt in options):
            continue
        if any(re.fullmatch(r"--no-[\w-]*checks?", opt) for opt in options):
            continue                                   # undefined behaviour bmc ignores
        if re.search(r"\bmain\s*\(\s*int", source.read_text()):
            continue                                   # argc/argv are not replayed
        if any(not o.startswith("-") and o.endswith((".c", ".i")) for o in options):
            continue                                   # more than one source file
        if re.search(r"\bpthread_|__CPROVER_(?!assert|assume)\w+", source.read_text()):
            continue                                   # threads, bmc-only built-ins
        found.append((f"{desc.parent.parent.name}/{desc.parent.name}", desc.parent, main,
                      options))
    return found


def _param(case: tuple[str, Path, str, list[str]]):
    reason = NOT_REPRODUCIBLE.get(case[0])
    marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
    return pytest.param(*case, id=case[0], marks=marks)


CASES = _cases()


def _compile(case_dir: Path, main: str, harness: Path, exe: Path) -> subprocess.CompletedProcess:
    argv = shlex.split(COMPILE_LINE.format(program=shlex.quote(str(case_dir / main)),
                                           harness=shlex.quote(str(harness)),
                                           exe=shlex.quote(str(exe))))
    return subprocess.run([*argv, "-w"], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("name,case_dir,main,options", [_param(c) for c in CASES])
def test_harness_reproduces_failure(name: str, case_dir: Path, main: str,
                                    options: list[str], tmp_path: Path):
    harness = tmp_path / "harness.c"
    argv = [main, *options, "--json", "--harness", str(harness)]
    code, out, err = run_bmc(argv, cwd=case_dir)
    assert code == 10, f"{name}: bmc {' '.join(argv)} exit {code}\n{err}"
    report = json.loads(out)
    failed = [p for p in report["properties"] if p["status"] == "FAILURE"
              and p.get("class") not in ("unwind", "recursion", "approximation")]
    assert harness.is_file(), f"{name}: no harness written\n{err}"
    text = harness.read_text()
    target_id = re.search(r"^ \*   \[([^\]]+)\]", text, re.M).group(1)
    target = next(p for p in failed if p["id"] == target_id)
    if any(seen_by_gcc(p) for p in failed):
        assert seen_by_gcc(target), f"{name}: harness replays {target_id}, which gcc does not " \
                                    f"observe, though another failed property is observable"
    else:
        pytest.skip(f"gcc does not observe {target['class']} ({target['description']})")

    exe = tmp_path / "replay"
    build = _compile(case_dir, main, harness, exe)
    assert build.returncode == 0, f"{name}: gcc failed\n{build.stderr}\n{text}"
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0", UBSAN_OPTIONS="print_stacktrace=0")
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60, env=env,
                         cwd=tmp_path)
    trace = target.get("trace") or []
    context = (f"{name}: replaying [{target_id}] {target['description']} (exit {run.returncode})"
               f"\n--- stderr ---\n{run.stderr[-3000:]}\n--- harness ---\n{text}")
    evidence = EVIDENCE[target["class"]]
    reproduced = run.returncode not in (0, EXIT_INPUTS_EXHAUSTED, EXIT_ASSUMPTION) and \
        (any(e in run.stderr for e in evidence) or (evidence is ABORT and run.returncode == -6))
    if not reproduced and any(s["kind"] == "declaration" and s.get("value") for s in trace):
        pytest.xfail("the counterexample gives values to uninitialised locals, which gcc "
                     "does not control")
    assert run.returncode != EXIT_INPUTS_EXHAUSTED, f"native run wants more inputs\n{context}"
    assert run.returncode != EXIT_ASSUMPTION, f"an assumption fails natively\n{context}"
    assert reproduced, f"the failure does not reproduce\n{context}"


def test_enough_cases():
    assert len(CASES) >= 100, f"only {len(CASES)} failing regression cases replayable by gcc"
