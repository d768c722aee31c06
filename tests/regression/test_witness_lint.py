"""The regression cases' witnesses pass the SV-COMP witness linter.

Every case that asks for a witness (``--witness``, ``--graphml-witness``: the ``witness``
suite's violation and correctness witnesses, with branching edges and loop invariants,
sequential and threaded) runs again in-process writing GraphML to a file
(``--witness-format graphml``), which the linter beside the project must accept
(``bmc_test_helpers.witnesslint``: its default checks with the program, its strict
function-stack check); and once more writing YAML 2.0, for which the linter has no checker:
the checks of it that have a YAML counterpart must hold (``yaml_witness_problems``).
Under ``-m slow`` every other CORE case whose expected verdict is exit code 0 or 10 writes
a GraphML witness it did not ask for, which must pass the linter too.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_regression import CASES, Case, _expected_exit_is_verdict

from bmc_test_helpers import (run_bmc, witnesslint, witnesslint_missing,
                              yaml_witness_problems)

_WITNESS_OPTIONS = ("--witness", "--graphml-witness", "--witness-format")
# options whose runs verify nothing, or print instead of verifying
_NO_VERDICT = ("--show-", "--dimacs", "--smt2", "--program-only", "--help", "--version",
               "--cover")


def _asks_for_witness(case: Case) -> bool:
    return any(opt.split("=")[0] in _WITNESS_OPTIONS[:2] for opt in case.options)


def _verdict_case(case: Case) -> bool:
    """A CORE case expected to end in a verdict with a witness: exit code 0 or 10."""
    if case.level != "CORE" or not _expected_exit_is_verdict(case):
        return False
    if any(opt.startswith(_NO_VERDICT) for opt in case.options):
        return False
    exits = [rx for rx in case.positive if rx.startswith("^EXIT=")]
    return all(not re.search(rx, "EXIT=5") for rx in exits)


def _witness_argv(case: Case, witness: Path, fmt: str) -> list[str]:
    """The case's command line writing its witness (if any) to ``witness`` in ``fmt``."""
    argv: list[str] = []
    options = iter(case.argv)
    for arg in options:
        if arg in _WITNESS_OPTIONS:
            next(options, None)
        elif not arg.startswith(tuple(f"{o}=" for o in _WITNESS_OPTIONS)):
            argv.append(arg)
    return [*argv, "--witness", str(witness), "--witness-format", fmt]


def _write_witness(case: Case, witness: Path, fmt: str) -> str:
    """Run the case writing ``witness``; the kind written (violation, correctness)."""
    code, out, err = run_bmc(_witness_argv(case, witness, fmt), cwd=case.directory)
    written = re.search(rf"wrote (\w+) witness \({fmt}\)", err)
    assert code in (0, 10) and written and witness.is_file(), \
        f"{case.name}: exit {code}, no {fmt} witness\n{out}\n{err}"
    return written.group(1)


def _params() -> list:
    out = []
    for case in CASES:
        if _asks_for_witness(case):
            out.append(pytest.param(case, id=case.name))
        elif _verdict_case(case):
            out.append(pytest.param(case, id=case.name, marks=pytest.mark.slow))
    return out


@pytest.mark.parametrize("case", _params())
def test_graphml_witness_passes_witnesslint(case: Case, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    reason = witnesslint_missing()
    if reason is not None:
        pytest.skip(reason)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "0")
    witness = tmp_path / "witness.graphml"
    _write_witness(case, witness, "graphml")
    problems = witnesslint(witness, case.directory / case.main)
    assert problems == [], f"{case.name}: " + "\n".join(problems)


@pytest.mark.parametrize("case", [c for c in CASES if _asks_for_witness(c)],
                         ids=lambda c: c.name)
def test_yaml_witness_passes_what_witnesslint_checks(case: Case, tmp_path: Path) -> None:
    yaml = pytest.importorskip("yaml", reason="PyYAML (extra dev) reads the YAML witnesses")
    witness = tmp_path / "witness.yml"
    _write_witness(case, witness, "yaml")
    entries = yaml.safe_load(witness.read_text())
    assert isinstance(entries, list) and len(entries) == 1
    problems = yaml_witness_problems(entries[0], case.directory)
    assert problems == [], f"{case.name}: " + "\n".join(problems)


def test_every_witness_case_is_linted() -> None:
    """The default set is the cases that ask for a witness, threaded ones among them."""
    cases = [c.name for c in CASES if _asks_for_witness(c)]
    assert len(cases) >= 10
    assert {"witness/graphml_threads", "witness/graphml_invariants",
            "witness/graphml_branching", "witness/yaml_pass"} <= set(cases)
