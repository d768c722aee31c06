"""The lab tutorial (docs/lab/tutorial.md) stays true: every ``$ bmc FILE ...`` run it shows
still gives the verdict it shows and the status it shows for every property it lists.
Judged through ``--json`` (verdict, property ids, statuses), not the wording of lines, so
the tutorial's shortened outputs need no update when a description changes."""

from __future__ import annotations

import json
import re
import shlex

import pytest

from bmc_test_helpers import REPO_ROOT, run_bmc

TUTORIAL = REPO_ROOT / "docs" / "lab" / "tutorial.md"
PROPERTY = re.compile(r"^\[([^\]\s]+)\] .*: (SUCCESS|FAILURE|UNKNOWN|NOT REACHED|BOUNDED)"
                      r"(?: \([^()]*\))?$", re.M)
VERDICT = re.compile(r"^VERIFICATION (SUCCESSFUL|FAILED|INCONCLUSIVE)$", re.M)
EXIT = {"SUCCESSFUL": 0, "FAILED": 10, "INCONCLUSIVE": 5}


def _runs() -> list[tuple[list[str], str]]:
    blocks = re.findall(r"^```console\n\$ bmc ([^\n]*)\n(.*?)^```$", TUTORIAL.read_text(),
                        re.M | re.S)
    return [(shlex.split(command), output) for command, output in blocks]


RUNS = _runs()
VERIFYING = [pytest.param(argv, out, id=" ".join(argv)) for argv, out in RUNS
             if argv[0].endswith(".c") and "--show-loops" not in argv and "--json" not in argv]


def test_the_tutorial_covers_its_topics() -> None:
    text = " ".join(" ".join(argv) for argv, _ in RUNS)
    for option in ("--unwind", "--unwindset", "--show-loops", "--memory-leak-check",
                   "--conversion-check", "--k-induction", "--data-race-check",
                   "--context-bound", "compare", "lab check", "--json"):
        assert option in text, option
    assert len(VERIFYING) >= 12


@pytest.mark.parametrize("argv,shown", VERIFYING)
def test_tutorial_run_is_still_true(argv: list[str], shown: str) -> None:
    code, out, err = run_bmc([*argv, "--json"], cwd=REPO_ROOT)
    assert "Traceback" not in err, err
    data = json.loads(out)
    verdict = VERDICT.findall(shown)
    assert verdict, f"the tutorial shows no verdict for bmc {' '.join(argv)}"
    assert data["verdict"] == verdict[-1] and code == EXIT[verdict[-1]]
    status = {p["id"]: p["status"] for p in data["properties"]}
    for pid, expected in PROPERTY.findall(shown):
        assert status.get(pid) == expected, f"{pid}: the tutorial shows {expected}"


def test_tutorial_show_loops_ids() -> None:
    (argv, shown), = [(a, o) for a, o in RUNS if "--show-loops" in a]
    code, out, _ = run_bmc(argv, cwd=REPO_ROOT)
    assert code == 0
    assert re.findall(r"Loop (\S+):", out) == re.findall(r"Loop (\S+):", shown)


def test_tutorial_json_run_starts_as_shown() -> None:
    (argv, shown), = [(a, o) for a, o in RUNS if "--json" in a]
    _, out, _ = run_bmc(argv, cwd=REPO_ROOT)
    data = json.loads(out)
    assert shown.startswith('{"tool": "bmc", "version": "%s", "verdict": "%s"'
                            % (data["version"], data["verdict"]))
