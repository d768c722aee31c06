"""The differential campaign (issue 22): gcc computes, bmc must prove.

Usage:
    python bench/fuzz/campaign.py --programs 3000 --seed 1 [--csmith-share 0.3]
        [--timeout 60] [--reduce-budget 150] [--cases tests/regression/campaign]
        [--out bench/results/campaign-s1.txt]

Each program (csmith's, or our generator's: see bench/fuzz/bmcfuzz/) is compiled by gcc with
``-fsanitize=undefined,address`` and run (and at -O2: outputs must agree); programs with UB
are discarded. bmc must then verify the program asserting gcc's values and refute a variant
with one wrong value. Every disagreement is minimised and written as a KNOWNBUG regression
case under ``--cases``. The counts go to ``--out`` (rewritten after every program, so an
interrupted campaign keeps its counts); one progress line per program goes to stderr.
"""

from __future__ import annotations

import argparse
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(REPO))

from bmcfuzz import csmith as csmith_mod  # noqa: E402
from bmcfuzz.campaign import Record, Tally, duplicate_key, pick_subject, reduce_record, \
    run_subject, write_case  # noqa: E402
from bmcfuzz.oracle import AGREE, DISAGREEMENTS, NO_ANSWER, clang_path, gcc_path, \
    scratch_dir  # noqa: E402


def head_commit() -> str:
    """The checked-out commit (taken when the campaign starts)."""
    try:
        return subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True).stdout.strip() or "?"
    except OSError:
        return "?"


def report(tally: Tally, command: str, started: float, done: bool, commit: str) -> str:
    """The results file's text."""
    c = tally.counts()
    lines = [f"# {command}",
             f"# commit {commit}, {time.strftime('%Y-%m-%d %H:%M')}, "
             f"{'finished' if done else 'in progress'}, {time.time() - started:.0f} s wall",
             f"# csmith: {csmith_mod.csmith_path or 'not installed (generator only)'}",
             f"# second oracle: {clang_path or 'clang not installed (gcc only)'}",
             "",
             f"programs        {c['programs']}  (gen {c['programs:gen']}, csmith {c['programs:csmith']})",
             f"agreements      {c[AGREE]}  (gen {c[AGREE + ':gen']}, csmith {c[AGREE + ':csmith']})",
             f"disagreements   {c['disagreements']}"]
    lines += [f"  {cat:<14}{c[cat]}" for cat in DISAGREEMENTS if c[cat]]
    lines.append(f"no answer       {c['no-answer']}")
    lines += [f"  {cat:<14}{c[cat]}" for cat in NO_ANSWER if c[cat]]
    lines.append(f"discarded       {c['discarded']}  (UB or unstable under gcc)")
    lines += [f"  {k.split(':', 1)[1]:<14}{v}" for k, v in sorted(c.items())
              if k.startswith("discarded:") and k.count(":") == 1]
    checked = [r for r in tally.records if not r.category.startswith("discarded")]
    if checked:
        secs = sorted(r.seconds for r in checked)
        lines.append(f"time per checked program: median {secs[len(secs) // 2]:.1f} s, "
                     f"max {secs[-1]:.1f} s")
    lines += ["", "## disagreements"]
    for r in tally.records:
        if r.category in DISAGREEMENTS:
            lines.append(f"{r.name}  {r.category}  case={r.case_dir or '-'}  {r.detail[:300]}")
    lines += ["", "## no answer"]
    for r in tally.records:
        if r.category in NO_ANSWER:
            lines.append(f"{r.name}  {r.category}  {r.detail[:200]}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Run the campaign; exit 0 (disagreements are results, not errors)."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--programs", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=0, help="index of the first program")
    ap.add_argument("--csmith-share", type=float, default=0.3)
    ap.add_argument("--timeout", type=float, default=40.0, help="seconds per bmc run")
    ap.add_argument("--reduce-budget", type=int, default=150,
                    help="tests per minimisation (0: do not minimise)")
    ap.add_argument("--cases", type=Path, default=REPO / "tests" / "regression" / "campaign")
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--no-checks", action="store_true",
                    help="values only: bmc's standard checks off (as the test sample)")
    args = ap.parse_args(argv)
    if gcc_path is None:
        print("campaign: gcc is needed", file=sys.stderr)
        return 1
    out = args.out or REPO / "bench" / "results" / f"campaign-s{args.seed}.txt"
    command = "python bench/fuzz/campaign.py " + " ".join(shlex.quote(a) for a in (argv or sys.argv[1:]))
    started = time.time()
    commit = head_commit()
    tally = Tally()
    reduced: dict[str, str] = {}          # duplicate key -> the case minimised for it
    workdir = scratch_dir()
    for i in range(args.first, args.first + args.programs):
        try:
            subject = pick_subject(args.seed, i, args.csmith_share, workdir)
        except Exception as e:  # csmith failed: counted, never silently skipped
            tally.records.append(Record(f"program-{i}", "csmith", "discarded:generator", 0.0,
                                        str(e)[:200]))
            continue
        record = run_subject(subject, args.timeout, checks=not args.no_checks)
        key = duplicate_key(record)
        if record.category in DISAGREEMENTS and key in reduced:
            record.case_dir = reduced[key]
            record.detail += f"; same cause as {record.case_dir} (not minimised again)"
        elif record.category in DISAGREEMENTS and args.reduce_budget > 0:
            t = time.perf_counter()
            reduce_record(record, args.timeout, args.reduce_budget, checks=not args.no_checks)
            case = write_case(record, args.cases.resolve())
            record.case_dir = str(case.relative_to(REPO) if case.is_relative_to(REPO) else case)
            record.detail += f"; reduced in {time.perf_counter() - t:.0f}s"
            reduced[key] = record.case_dir
        tally.records.append(record)
        print(f"[{i}] {record.name} {record.category} {record.seconds:.1f}s "
              f"{record.detail[:160] if record.category != AGREE else ''}",
              file=sys.stderr, flush=True)
        out.write_text(report(tally, command, started, False, commit))
    out.write_text(report(tally, command, started, True, commit))
    shutil.rmtree(workdir, ignore_errors=True)
    print(report(tally, command, started, True, commit).split("## disagreements")[0])
    return 0


if __name__ == "__main__":
    sys.exit(main())
