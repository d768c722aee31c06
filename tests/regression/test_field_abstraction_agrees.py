"""``--field-abstraction`` as one more dimension of the agreement tests: the verdicts of a
golden case with the abstraction must equal its verdicts without it, under each memory
model, the TCBMC encoding (threaded cases), k-induction and the z3 back end.

Cases: every verdict case of ``tests/regression/fields`` (their options name the
abstraction; the plain run drops it) and the CORE cases of ``memory_models``, ``threads``,
``threads_tcbmc`` (global arrays shared by threads among them), ``contracts`` and
``kinduction`` (the abstraction is added), less views, exports, usage
errors and the data-race check (refused with the abstraction). Each case runs once plain;
each variant adds ``--field-abstraction`` and the variant's options to the case's.

Equal means: when both runs are complete (exit 0 or 10) their exit codes and the statuses
of every property both list are equal (the abstraction may list fewer properties: a
contract's replaced body, a summarised loop's unwinding assertion); a complete run is never
contradicted by the other (SUCCESSFUL against FAILED). A run that is INCONCLUSIVE (a
timeout, a bound) compares with nothing: the abstraction exists to prove more
(``fields/heavy_*``, ``fields/loop_plain_inconclusive``).

Default run: the cheap (case, variant) pairs of ``DEFAULT``; ``-m slow`` runs the whole
matrix (850 pairs).
"""

from __future__ import annotations

import re
import shlex

import pytest

from bmc_test_helpers import run_bmc
from test_regression import CASES, Case, _expected_exit_is_verdict

ABSTRACT = "--field-abstraction"
SUITES = ("fields", "memory_models", "threads", "threads_tcbmc", "contracts", "kinduction")
_FIXED = ("--show-", "--dimacs", "--smt2", "--help", "--version", "--data-race-check",
          "--witness", "--json", "--xml-ui", "--json-ui", "--graphml", "--harness", "--sarif")
# the default run's sample: a sequential refinement under another memory model, a real
# threaded bug under the other encoding, a threaded refinement that adds a global array
# under the other encoding, a threaded failure the whole program refutes (the other
# properties take its statuses, not the abstract round's BOUNDED) and k-induction's
# unwinding assertion in a round with every field tracked (about 6 s together)
DEFAULT = ("fields/spurious_refined[memory-model typed]", "fields/threads_real[tcbmc]",
           "fields/threads_array_refined[tcbmc]", "threads/atomic_early_return_pass[default]",
           "kinduction/call_in_loop[default]")
LIMIT = "60"
_PROPERTY = re.compile(r"^\[([^\]]+)\] .*: ([A-Z]+(?: [A-Z]+)?)")


def _eligible(case: Case) -> bool:
    if case.level != "CORE" and not case.name.startswith("fields/"):
        return False
    if case.level == "KNOWNBUG" or not _expected_exit_is_verdict(case):
        return False
    return case.name.split("/")[0] in SUITES \
        and not any(o.startswith(_FIXED) for o in case.options)


def _variants(case: Case) -> list[tuple[str, list[str]]]:
    threaded = "pthread" in (case.directory / case.main).read_text(errors="replace")
    out: list[tuple[str, list[str]]] = [("default", [])]
    if "--memory-model" not in case.options:
        out += [(f"memory-model {m}", ["--memory-model", m]) for m in ("typed", "monolithic")]
    if threaded and "--concurrency-encoding" not in case.options:
        out.append(("tcbmc", ["--concurrency-encoding", "tcbmc"]))
    if not threaded and "--k-induction" not in case.options \
            and not any(o.startswith("--unwind") for o in case.options):
        out.append(("k-induction", ["--k-induction"]))
    if "--backend" not in case.options:
        out.append(("z3", ["--backend", "z3"]))
    return out


def _matrix() -> list:
    params = []
    for case in CASES:
        if not _eligible(case):
            continue
        for name, extra in _variants(case):
            ident = f"{case.name}[{name}]"
            marks = () if ident in DEFAULT else (pytest.mark.slow,)
            params.append(pytest.param(case, extra, id=ident, marks=marks))
    return params


def _plain_argv(case: Case) -> list[str]:
    """The case's command line without the abstraction, within ``LIMIT`` seconds (a run
    past it is INCONCLUSIVE and compares with nothing)."""
    argv = [o for o in case.argv if o != ABSTRACT]
    return argv if "--timeout" in argv else [*argv, "--timeout", LIMIT]


def _statuses(out: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for line in out.splitlines():
        m = _PROPERTY.match(line.strip())
        if m:
            found[m.group(1)] = m.group(2)
    return found


_plain_cache: dict[str, tuple[int, str]] = {}


def _plain(case: Case) -> tuple[int, str]:
    if case.name not in _plain_cache:
        code, out, _ = run_bmc(_plain_argv(case), cwd=case.directory)
        _plain_cache[case.name] = (code, out)
    return _plain_cache[case.name]


def test_matrix_is_not_empty():
    assert sum(1 for c in CASES if _eligible(c) and c.name.startswith("fields/")) >= 8


@pytest.mark.parametrize("case,extra", _matrix())
def test_field_abstraction_agrees(case: Case, extra: list[str]):
    plain_code, plain_out = _plain(case)
    argv = [*_plain_argv(case), *extra, ABSTRACT]
    code, out, err = run_bmc(argv, cwd=case.directory)
    shown = f"bmc {' '.join(shlex.quote(a) for a in argv)}"
    assert code in (0, 5, 10), f"{shown}: exit {code}\n{out}{err}"
    assert {plain_code, code} != {0, 10}, (
        f"{shown}: exit {code}, plain exit {plain_code}\n--- plain ---\n{plain_out}"
        f"\n--- abstraction ---\n{out}")
    if plain_code == 5 or code == 5:
        return
    assert code == plain_code
    plain, abstract = _statuses(plain_out), _statuses(out)
    differ = {pid: (plain[pid], abstract[pid]) for pid in plain.keys() & abstract.keys()
              if plain[pid] != abstract[pid]}
    assert not differ, f"{shown}: statuses differ (plain, abstraction): {differ}\n{out}"
