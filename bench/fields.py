"""Field abstraction (``--field-abstraction``) against the plain check on a driver-like family.

Usage: python bench/fields.py [--members 4x2x2,16x2x4,...] [--timeout 300] [--bug] [--calls]
                              [--contexts 2] [--extra=--no-pointer-check] [--schedules]
                              [--no-plain] [--out FILE]

Each member ``FxTxL`` is a generated program (written to a temporary directory): a device
struct with ``F`` statistics/configuration fields besides ``state``, and ``T`` threads
(``T`` >= 2: dispatch, cancel, then completion threads) created by ``main`` with the device
as argument. Every thread first runs a loop of ``L`` iterations that updates its share of
the statistics fields (unsigned arithmetic: a multiply-add per field and iteration), then
takes the device lock and advances ``state`` along the request protocol (dispatch: 0 -> 1,
cancel: 1 -> 2, completion: 2 -> 3) and updates a few more fields; ``main`` joins them and
asserts ``dev.state <= 3`` (correct). With ``--bug`` the completion thread does not check
the state, so ``state`` can become 3 before cancel ran and the assertion ``state != 3 ||
cancelled`` fails (``cancelled`` is a second tracked field the refinement must find).
With ``--calls`` each loop body is a call of a function that updates the thread's
statistics fields (a loop summary must see through the call: ``bmc.abstraction.loops``).

Each member runs ``--unwind L+1 --context-bound 2`` (``--contexts``) with and without
``--field-abstraction`` in a child process (``--json``; ``--schedules`` adds a row with
``--field-abstraction --field-abstraction-schedules``, ``--no-plain`` leaves the plain row
out), and the table gives the verdict,
the wall time (seconds, "timeout" past ``--timeout``), the SSA steps, SAT variables and
clauses of the (last) check, and for the abstraction the CEGAR rounds, the tracked fields
and the loops summarised in the last round (summarised/all).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

DEFAULT_MEMBERS = "4x2x2,8x3x2,16x3x4,32x3x4,64x3x8"


def program(fields: int, threads: int, loop: int, bug: bool, calls: bool = False) -> str:
    """The C text of member ``fields x threads x loop`` (see the module doc)."""
    names = [f"stat{i}" for i in range(fields)]
    lines = ["#include <assert.h>", "#include <pthread.h>", "",
             "struct device {", "  int state;", "  int cancelled;"]
    lines += [f"  unsigned {n};" for n in names]
    lines += ["};", "", "struct device dev;", "pthread_mutex_t lock;", ""]
    roles = ["dispatch", "cancel"] + [f"complete{i}" for i in range(threads - 2)]
    share = max(1, fields // len(roles))
    for r, role in enumerate(roles):
        mine = [names[(r * share + k) % fields] for k in range(share)] if fields else []
        if calls:
            lines.append(f"void account_{role}(struct device *d, unsigned i) {{")
            lines += [f"  d->{n} = d->{n} * 33u + i;" for n in mine]
            lines.append("}")
            lines.append("")
        lines.append(f"void *{role}(void *arg) {{")
        lines.append("  struct device *d = (struct device *)arg;")
        lines.append(f"  for (unsigned i = 0; i < {loop}u; i++) {{")
        if calls:
            lines.append(f"    account_{role}(d, i);")
        for n in mine if not calls else []:
            lines.append(f"    d->{n} = d->{n} * 33u + i;")
        lines.append("  }")
        lines.append("  pthread_mutex_lock(&lock);")
        if role == "dispatch":
            lines.append("  if (d->state == 0) d->state = 1;")
        elif role == "cancel":
            lines.append("  if (d->state == 1) { d->state = 2; d->cancelled = 1; }")
        elif bug:
            lines.append("  if (d->state >= 1) d->state = 3;")
        else:
            lines.append("  if (d->state == 2) d->state = 3;")
        for n in mine[:2]:
            lines.append(f"  d->{n} = d->{n} + 1u;")
        lines.append("  pthread_mutex_unlock(&lock);")
        lines.append("  return 0;")
        lines.append("}")
        lines.append("")
    lines.append("int main(void) {")
    lines.append(f"  pthread_t t[{len(roles)}];")
    lines.append("  pthread_mutex_init(&lock, 0);")
    for n in names:
        lines.append(f"  dev.{n} = 1u;")
    for r, role in enumerate(roles):
        lines.append(f"  pthread_create(&t[{r}], 0, {role}, &dev);")
    for r in range(len(roles)):
        lines.append(f"  pthread_join(t[{r}], 0);")
    if bug:
        lines.append("  assert(dev.state != 3 || dev.cancelled);")
    else:
        lines.append("  assert(dev.state <= 3);")
    lines.append("  return 0;")
    lines.append("}")
    return "\n".join(lines) + "\n"


def run(path: Path, options: list[str], timeout: float) -> dict[str, object]:
    """One child-process run: verdict, seconds and sizes (or a timeout)."""
    start = time.perf_counter()
    try:
        proc = subprocess.run([sys.executable, "-m", "bmc", "--json", str(path), *options],
                              capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    except subprocess.TimeoutExpired:
        return {"verdict": "timeout", "seconds": None}
    seconds = time.perf_counter() - start
    try:
        data = json.loads(proc.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return {"verdict": f"error (exit {proc.returncode})", "seconds": seconds,
                "stderr": proc.stderr[-400:]}
    stats = data.get("stats", {})
    out: dict[str, object] = {"verdict": data["verdict"], "seconds": seconds,
                              "steps": stats.get("ssa_steps"),
                              "variables": stats.get("variables"),
                              "clauses": stats.get("clauses")}
    a = data.get("abstraction")
    if a:
        out["rounds"] = len(a["rounds"])
        out["tracked"] = f"{len(a['tracked'])}/{a['fields']}"
        out["checks"] = sum(r["checks"] for r in a["rounds"])
        if "loops" in a:
            out["loops"] = f"{a['loops_summarised']}/{a['loops']}"
    return out


def _cell(value: object) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.1f}"
    return str(value)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--members", default=DEFAULT_MEMBERS)
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("--bug", action="store_true")
    parser.add_argument("--calls", action="store_true",
                        help="the loops update the statistics in a called function")
    parser.add_argument("--extra", default="")
    parser.add_argument("--contexts", default="2", help="--context-bound of every run")
    parser.add_argument("--schedules", action="store_true",
                        help="also run --field-abstraction --field-abstraction-schedules")
    parser.add_argument("--no-plain", action="store_true", help="no run without abstraction")
    parser.add_argument("--out")
    args = parser.parse_args()
    modes: list[tuple[str, list[str]]] = [("plain", []), ("abstraction", ["--field-abstraction"])]
    if args.schedules:
        modes.append(("schedules", ["--field-abstraction", "--field-abstraction-schedules"]))
    if args.no_plain:
        modes = modes[1:]
    rows = []
    header = ("member", "mode", "verdict", "seconds", "steps", "variables", "clauses",
              "rounds", "checks", "tracked", "loops")
    with tempfile.TemporaryDirectory() as tmp:
        for member in args.members.split(","):
            f, t, n = (int(x) for x in member.split("x"))
            path = Path(tmp) / f"dev_{member}{'_bug' if args.bug else ''}.c"
            path.write_text(program(f, t, n, args.bug, args.calls))
            base = ["--unwind", str(n + 1), "--context-bound", args.contexts,
                    *args.extra.split()]
            for mode, extra in modes:
                r = run(path, base + extra, args.timeout)
                row = (member, mode, *(_cell(r.get(k)) for k in header[2:]))
                rows.append(row)
                print("  ".join(row), flush=True)
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows)]
    text = "\n".join("  ".join(str(x).ljust(w) for x, w in zip(row, widths)).rstrip()
                     for row in (header, *rows)) + "\n"
    print(text)
    if args.out:
        Path(args.out).write_text(text)


if __name__ == "__main__":
    main()
