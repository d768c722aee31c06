"""The campaign: programs, their outcomes, the counts, the minimised disagreements.

Program ``i`` of a campaign with seed ``S`` is chosen from ``random.Random(S * 1_000_003 + i)``:
a csmith program (seed drawn from that generator) with probability ``csmith_share`` when
csmith is installed, else one of our generator's programs, a third of them with a nondet
input. The same command always runs the same programs.
"""

from __future__ import annotations

import random
import re
import shutil
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from . import csmith as csmith_mod
from .generator import gen_subject
from .oracle import (DISAGREEMENTS, NO_ANSWER, Outcome, check_subject, gcc_values,
                     scratch_dir)
from .reduce import Budget, reduce_lines
from .subject import OBSERVE_RE, Subject, render_bmc

MARKERS = ("BMC_PRELUDE", "BMC_MAIN", "BMC_INPUT;")


@dataclass
class Record:
    """One program's result."""

    name: str
    kind: str
    category: str                  # AGREE, a disagreement, a no-answer, or "discarded:<why>"
    seconds: float
    detail: str = ""
    subject: Subject | None = None
    values: list[list[str]] | None = None
    wrong_at: tuple[int, int] | None = None
    reduced: Subject | None = None
    reduced_values: list[list[str]] | None = None
    case_dir: str = ""
    failed_desc: str = ""          # the failed properties' descriptions


@dataclass
class Tally:
    """The counts of a campaign."""

    records: list[Record] = field(default_factory=list)

    def counts(self) -> Counter[str]:
        c: Counter[str] = Counter()
        for r in self.records:
            c["programs"] += 1
            c[f"programs:{r.kind}"] += 1
            c[r.category] += 1
            c[f"{r.category}:{r.kind}"] += 1
            if r.category.startswith("discarded"):
                c["discarded"] += 1
            elif r.category in DISAGREEMENTS:
                c["disagreements"] += 1
            elif r.category in NO_ANSWER:
                c["no-answer"] += 1
        return c


def pick_subject(seed: int, index: int, csmith_share: float, workdir: Path) -> Subject:
    """Program ``index`` of the campaign ``seed``."""
    rng = random.Random(seed * 1_000_003 + index)
    if csmith_mod.csmith_path and rng.random() < csmith_share:
        return csmith_mod.csmith_subject(rng.randrange(1, 2**31), workdir)
    return gen_subject(rng.randrange(1, 2**31), nondet=rng.random() < 1 / 3)


def wrong_position(subject: Subject, values: list[list[str]], name: str) -> tuple[int, int]:
    """Which observation (and input) the wrong rendering changes: seeded by the name."""
    rng = random.Random(name)
    return rng.randrange(len(values[0])), rng.randrange(len(values))


def run_subject(subject: Subject, timeout: float, checks: bool = True) -> Record:
    """gcc, then bmc on the right and the wrong rendering: the program's record
    (``checks=False``: without bmc's standard checks, values only)."""
    start = time.perf_counter()
    workdir = scratch_dir()
    try:
        g = gcc_values(subject, workdir)
        if g.values is None:
            return Record(subject.name, subject.kind, f"discarded:{g.problem}",
                          time.perf_counter() - start, subject=subject)
        if not g.values[0]:
            return Record(subject.name, subject.kind, "discarded:observations",
                          time.perf_counter() - start, subject=subject)
        wrong_at = wrong_position(subject, g.values, subject.name)
        outcome = check_subject(subject, g.values, workdir, timeout, wrong_at, checks=checks)
        failed = outcome.right.failed_desc + (outcome.wrong.failed_desc if outcome.wrong else ())
        return Record(subject.name, subject.kind, outcome.category, time.perf_counter() - start,
                      _detail(outcome), subject, g.values, wrong_at,
                      failed_desc=" | ".join(failed)[:500])
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


_LAYOUT_RE = re.compile(r"\b(sizeof|_Alignof|offsetof)\s*\([^()]*\)")


def duplicate_key(record: Record) -> str:
    """Disagreements with the same key have one cause: only the first is minimised. The key
    is the failing layout query (``_Alignof(struct S)``...) when the failed assertion is
    about one (those are the same for every program), else the program's own name."""
    m = _LAYOUT_RE.search(record.failed_desc)
    return f"{record.category}:{m.group(0)}" if m else record.name


def _detail(o: Outcome) -> str:
    parts = [f"right: {o.right.verdict} {','.join(o.right.failed_ids[:3])} {o.right.detail}"]
    if o.wrong is not None:
        parts.append(f"wrong: {o.wrong.verdict} {o.wrong.detail}")
    parts.append(f"{o.right.seconds + (o.wrong.seconds if o.wrong else 0):.1f}s")
    return "; ".join(p.strip() for p in parts)


def _signature(o: Outcome) -> str:
    """What must stay the same while reducing: the category (and a crash's exception)."""
    if o.category == "crash":
        m = re.search(r"(\w+(?:Error|Exception))", o.right.detail + (o.wrong.detail if o.wrong else ""))
        return f"crash:{m.group(1) if m else ''}"
    return o.category


def reduce_record(record: Record, timeout: float, budget: int, checks: bool = True) -> None:
    """Minimise a disagreement in place (``record.reduced`` and its gcc values)."""
    assert record.subject is not None and record.values is not None
    subject = record.subject
    workdir = scratch_dir()
    only_right = record.category in ("wrong-value", "spurious-check")
    original = check_subject(subject, record.values, workdir, timeout, record.wrong_at,
                             only_right=only_right, checks=checks)
    target = _signature(original)
    if target != record.category and not target.startswith("crash"):
        shutil.rmtree(workdir, ignore_errors=True)
        record.detail += " (not reproduced when reducing)"
        return
    protected_obs = ""
    if record.category == "missed" and record.wrong_at is not None:
        obs_lines = [ln for ln in subject.template.splitlines() if OBSERVE_RE.match(ln)]
        protected_obs = obs_lines[record.wrong_at[0]]
    best: dict[str, object] = {}

    def protected(line: str) -> bool:
        return line.strip() in MARKERS or (bool(protected_obs) and line == protected_obs)

    def test(lines: list[str], drop_input: bool = False) -> bool:
        cand = subject.with_template("\n".join(lines) + "\n")
        if drop_input:
            cand = cand.without_input()
            lines = cand.template.splitlines()
        obs = [ln for ln in lines if OBSERVE_RE.match(ln)]
        if not obs:
            return False
        g = gcc_values(cand, workdir)
        if g.values is None:
            return False
        wrong_at = None
        if record.category == "missed":
            j = obs.index(protected_obs) if protected_obs in obs else 0
            wrong_at = (j, record.wrong_at[1] if record.wrong_at else 0)
        elif not only_right:
            wrong_at = wrong_position(cand, g.values, cand.name)
        o = check_subject(cand, g.values, workdir, timeout, wrong_at, only_right=only_right,
                          checks=checks)
        if _signature(o) == target:
            best.update(subject=cand, values=g.values, wrong_at=wrong_at)
            return True
        return False

    lines = reduce_lines(subject.template.splitlines(), protected, test, Budget(budget))
    if subject.inputs and sum("bmc_in" in ln for ln in lines) == 0:
        test(lines, drop_input=True)
    shutil.rmtree(workdir, ignore_errors=True)
    if best:
        record.reduced = best["subject"]  # type: ignore[assignment]
        record.reduced_values = best["values"]  # type: ignore[assignment]
        record.wrong_at = best["wrong_at"]  # type: ignore[assignment]
    else:
        record.reduced, record.reduced_values = subject, record.values


def write_case(record: Record, cases_dir: Path) -> Path:
    """The regression case of a (reduced) disagreement, KNOWNBUG while bmc gets it wrong."""
    subject = record.reduced or record.subject
    values = record.reduced_values or record.values
    assert subject is not None and values is not None
    case = cases_dir / subject.name
    case.mkdir(parents=True, exist_ok=True)
    missed = record.category == "missed"
    (case / "main.c").write_text(render_bmc(subject, values, record.wrong_at if missed else None))
    gcc_lines = []
    obs = [m.group(3) for ln in subject.template.splitlines() if (m := OBSERVE_RE.match(ln))]
    for k, per_input in enumerate(values):
        where = f" (bmc_in = {subject.inputs[k]})" if subject.inputs else ""
        gcc_lines += [f"gcc{where}: {e} = {v}" for e, v in zip(obs, per_input)]
    verdict = ("^EXIT=10$\n^SIGNAL=0$\n^VERIFICATION FAILED$\n" if missed
               else "^EXIT=0$\n^SIGNAL=0$\n^VERIFICATION SUCCESSFUL$\n")
    what = {"missed": "bmc proves an assertion with a value gcc does not compute",
            "wrong-value": "bmc refutes the value gcc computes",
            "spurious-check": "bmc reports a check failure; gcc's sanitizers see none",
            "rejected": "bmc rejects a program gcc compiles",
            "crash": "bmc crashes"}[record.category]
    desc = (f"KNOWNBUG\nmain.c\n--unwind {subject.unwind}\n{verdict}--\n^Traceback\n--\n"
            f"Differential campaign ({subject.kind}, {record.category}): {what}.\n"
            f"Found by bench/fuzz/campaign.py; minimised by bench/fuzz/bmcfuzz/reduce.py.\n"
            f"gcc -O0 -fsanitize=undefined,address and gcc -O2 agree, no sanitizer report:\n"
            + "\n".join(gcc_lines[:40]) + "\n"
            f"bmc: {record.detail[:300]}\n")
    (case / "test.desc").write_text(desc)
    (case / "gcc.c").unlink(missing_ok=True)
    return case

