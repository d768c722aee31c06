"""The two oracles: gcc (with sanitizers) computes the values, bmc must prove them.

``gcc_values`` compiles the gcc rendering twice: with ``-fsanitize=undefined,address`` (plus
the float checks ``undefined`` leaves out) at ``-O0``, and plain at ``-O2``; where clang is
installed, a third build by clang at ``-O0`` with its undefined-behaviour sanitizer is the
second oracle (gcc folds some expressions before its sanitizer instruments them, e.g.
``if (a - b)`` becomes ``if (a != b)`` and ``x * C ? p : q`` becomes ``x ? p : q``, so an
overflow there passes gcc's sanitizer; clang instruments the expression as written). It runs
every build on every input; a program with a sanitizer report, a crash, a timeout, or outputs
that differ between the builds (a sign of undefined or unspecified behaviour the sanitizers
do not see, e.g. a strict-aliasing violation or an unspecified order of evaluation) is
*discarded*, never used.

``bmc_run`` runs bmc in-process (``bmc.cli.main.main`` with ``--json``) on one rendering and
reduces the answer to an ``Answer``; ``judge`` turns the right and the wrong rendering's
answers into one ``Outcome`` of the campaign.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

from .subject import Subject, render_bmc, render_gcc

SANITIZE = ("-fsanitize=undefined,address,float-cast-overflow,float-divide-by-zero",
            "-fno-sanitize-recover=all")
GCC_BASE = ("-std=gnu11", "-w", "-fno-builtin")
CLANG_SANITIZE = ("-O0", "-fsanitize=undefined,float-cast-overflow,float-divide-by-zero",
                  "-fno-sanitize-recover=all")
RUN_TIMEOUT = 10.0

gcc_path = shutil.which("gcc")
clang_path = shutil.which("clang")


@dataclass(frozen=True)
class GccResult:
    """gcc's verdict on a program: ``values[k][j]`` (input k, observation j), or why not."""

    values: list[list[str]] | None
    problem: str = ""              # "compile", "ub", "unstable", "timeout", "observations"


def _compile(src: Path, exe: Path, flags: tuple[str, ...], compiler: str | None = None) -> str:
    proc = subprocess.run([compiler or gcc_path or "gcc", *GCC_BASE, *flags, str(src), "-o",
                           str(exe), "-lm"], capture_output=True, text=True, timeout=120)
    return "" if proc.returncode == 0 else proc.stderr


def _run(exe: Path, arg: str | None) -> tuple[int, str, str]:
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0:abort_on_error=0",
               UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=0")
    argv = [str(exe)] + ([arg] if arg is not None else [])
    try:
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=RUN_TIMEOUT, env=env)
    except subprocess.TimeoutExpired:
        return -1, "", "timeout"
    return proc.returncode, proc.stdout, proc.stderr


def gcc_values(subject: Subject, workdir: Path, stable_check: bool = True,
               second_oracle: bool = True) -> GccResult:
    """Compile and run the gcc rendering (sanitized, and ``-O2`` unless ``stable_check`` is
    off; clang's sanitized build too when ``second_oracle`` and clang is installed); the
    observed values per input, or the reason the program is discarded (a problem found only
    by clang's build ends in ``-clang``)."""
    src = workdir / "gcc.c"
    src.write_text(render_gcc(subject))
    builds: list[tuple[str | None, tuple[str, ...], str]] = [(gcc_path, ("-O0", *SANITIZE), "")]
    if stable_check:
        builds.append((gcc_path, ("-O2",), ""))
    if second_oracle and clang_path:
        builds.append((clang_path, CLANG_SANITIZE, "-clang"))
    outputs: list[list[list[str]]] = []
    n_obs = len(subject.observations())
    for b, (compiler, flags, tag) in enumerate(builds):
        exe = workdir / f"prog{b}"
        if _compile(src, exe, flags, compiler):
            return GccResult(None, "compile" + tag)
        per_input: list[list[str]] = []
        for arg in ([str(i) for i in subject.inputs] or [None]):
            code, out, err = _run(exe, arg)
            if code == -1:
                return GccResult(None, "timeout" + tag)
            if code != 0 or "runtime error" in err or "Sanitizer" in err:
                return GccResult(None, "ub" + tag)
            lines = out.split()
            if len(lines) != n_obs:
                return GccResult(None, "observations" + tag)
            per_input.append(lines)
        if outputs and per_input != outputs[0]:
            return GccResult(None, "unstable" + tag)
        outputs.append(per_input)
    return GccResult(outputs[0])


@dataclass(frozen=True)
class Answer:
    """bmc's answer on one rendering."""

    verdict: str                   # SUCCESSFUL, FAILED, INCONCLUSIVE, TIMEOUT, ERROR, CRASH
    failed: tuple[str, ...] = ()   # classes of the failed properties (assertion, unwind, ...)
    failed_ids: tuple[str, ...] = ()
    exit_code: int = 0
    detail: str = ""               # the reason, or the first lines of an error
    seconds: float = 0.0
    failed_desc: tuple[str, ...] = ()   # descriptions of the failed properties


class _Alarm(Exception):
    pass


def _on_alarm(signum: int, frame: FrameType | None) -> None:
    raise _Alarm()


def bmc_run(path: Path, unwind: int, timeout: float, extra: tuple[str, ...] = ()) -> Answer:
    """Run bmc in-process on ``path``; a run beyond ``timeout`` seconds is TIMEOUT."""
    import bmc.cli.main as cli
    argv = [str(path), "--unwind", str(unwind), "--json", "--no-trace",
            "--timeout", str(timeout), *extra]
    out, err = io.StringIO(), io.StringIO()
    start = time.perf_counter()
    old = signal.signal(signal.SIGALRM, _on_alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout + 15)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = cli.main(argv)
            except SystemExit as e:
                code = e.code if isinstance(e.code, int) else 1
    except _Alarm:
        return Answer("TIMEOUT", seconds=time.perf_counter() - start, detail="alarm")
    except RecursionError as e:
        return Answer("CRASH", exit_code=1, detail=f"RecursionError: {e}"[:300],
                      seconds=time.perf_counter() - start)
    except Exception as e:  # bmc's main should catch everything: an escape is a crash
        return Answer("CRASH", exit_code=1, detail=f"{type(e).__name__}: {e}"[:300],
                      seconds=time.perf_counter() - start)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    seconds = time.perf_counter() - start
    code = int(code or 0)
    text, errs = out.getvalue(), err.getvalue()
    if "Traceback" in errs:
        return Answer("CRASH", exit_code=code, detail=_tail(errs), seconds=seconds)
    try:
        data = json.loads(text)
    except ValueError:
        verdict = "UNSUPPORTED" if code == 6 else "ERROR"
        return Answer(verdict, exit_code=code, detail=_tail(errs or text), seconds=seconds)
    failed = [p for p in data.get("properties", []) if p.get("status") == "FAILURE"]
    verdict = str(data.get("verdict", "ERROR"))
    if verdict == "INCONCLUSIVE" and "timeout" in str(data.get("reason", "")).lower():
        verdict = "TIMEOUT"
    return Answer(verdict, tuple(sorted({str(p["class"]) for p in failed})),
                  tuple(str(p["id"]) for p in failed), code,
                  str(data.get("reason") or ""), seconds,
                  tuple(str(p.get("description", "")) for p in failed))


def _tail(text: str) -> str:
    lines = [ln for ln in text.strip().splitlines() if ln.strip()]
    return " | ".join(lines[-3:])[:400]


# The campaign's outcomes. "agree" is the only agreement; the rest of DISAGREEMENTS are
# disagreements; NO_ANSWER are counted apart. A "spurious-check" is bmc reporting UB where
# neither gcc's sanitizers nor (when installed) clang's report any.
AGREE = "agree"
DISAGREEMENTS = ("wrong-value", "spurious-check", "missed", "rejected", "crash")
NO_ANSWER = ("inconclusive", "timeout", "unwind", "unsupported")


@dataclass(frozen=True)
class Outcome:
    """What one program gave: the category and the two answers."""

    category: str
    right: Answer
    wrong: Answer | None

    @property
    def disagreement(self) -> bool:
        return self.category in DISAGREEMENTS


def judge(right: Answer, wrong: Answer | None) -> str:
    """The category of a program from bmc's answers on the right and the wrong assertion."""
    for a in (right, wrong):
        if a is None:
            continue
        if a.verdict == "CRASH":
            return "crash"
        if a.verdict == "ERROR":
            return "rejected"
        if a.verdict == "UNSUPPORTED":
            return "unsupported"
    if right.verdict == "FAILED":
        if "assertion" in right.failed:
            return "wrong-value"
        if set(right.failed) - {"unwind"}:
            return "spurious-check"
        return "unwind"
    if right.verdict == "TIMEOUT":
        return "timeout"
    if right.verdict != "SUCCESSFUL":
        return "unwind" if "not fully unwound" in right.detail else "inconclusive"
    if wrong is None:
        return AGREE
    if wrong.verdict == "FAILED" and "assertion" in wrong.failed:
        return AGREE
    if wrong.verdict == "TIMEOUT":
        return "timeout"
    if wrong.verdict == "SUCCESSFUL":
        return "missed"
    return "inconclusive"


def check_subject(subject: Subject, values: list[list[str]], workdir: Path, timeout: float,
                  wrong_at: tuple[int, int] | None, only_right: bool = False,
                  checks: bool = True) -> Outcome:
    """bmc on the right rendering, then (if it verifies) on the wrong one. ``checks=False``
    turns bmc's standard checks off: only the assertions (the values) are compared."""
    extra = () if checks else ("--no-standard-checks",)
    right_path = workdir / "right.c"
    right_path.write_text(render_bmc(subject, values))
    right = bmc_run(right_path, subject.unwind, timeout, extra)
    wrong: Answer | None = None
    if right.verdict == "SUCCESSFUL" and wrong_at is not None and not only_right:
        wrong_path = workdir / "wrong.c"
        wrong_path.write_text(render_bmc(subject, values, wrong_at))
        wrong = bmc_run(wrong_path, subject.unwind, timeout, extra)
    return Outcome(judge(right, wrong), right, wrong)


def scratch_dir() -> Path:
    """A fresh temporary directory for one program's files."""
    return Path(tempfile.mkdtemp(prefix="bmcfuzz-"))
