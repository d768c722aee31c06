"""The progress line of long runs (issue 18): every ``PROGRESS_INTERVAL`` s on stderr under
``--verbosity 2`` (and at the default verbosity only on a terminal), naming the elapsed time,
the phase with its bound, what is built so far and the resident memory."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

import bmc.checker.run as run_module
from bmc.cli.main import main

# Long enough (symex, encode and solve of 40 multiplications) for several lines at 0.02 s.
SLOW = """
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned s = __VERIFIER_nondet_uint();
  for (int i = 0; i < 40; i++) s = s * 2654435761u + (unsigned)i;
  __CPROVER_assert(s != 12345u, "s");
  return 0;
}
"""
LINE = re.compile(r"^bmc: \d+\.\d s, (parse|lower|symex|encode|solve)\b[^\n]*"
                  r"(terms|clauses|variables|MB)", re.M)


@pytest.fixture()
def program(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(run_module, "PROGRESS_INTERVAL", 0.02)
    path = tmp_path / "slow.c"
    path.write_text(SLOW)
    return path


def test_progress_lines_under_verbosity_2(program: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    code = main([str(program), "--unwind", "41", "--verbosity", "2"])
    err = capsys.readouterr().err
    assert code in (0, 10), err
    phases = [m.group(1) for m in LINE.finditer(err)]
    assert len(phases) >= 2, err
    assert {"symex", "encode", "solve"} & set(phases), err


def test_no_progress_lines_off_a_terminal(program: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    code = main([str(program), "--unwind", "41"])
    err = capsys.readouterr().err
    assert code in (0, 10), err
    assert not LINE.search(err), err


def test_progress_lines_on_a_terminal(program: Path, capsys: pytest.CaptureFixture[str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    code = main([str(program), "--unwind", "41"])
    err = capsys.readouterr().err
    assert code in (0, 10), err
    assert LINE.search(err), err


def test_progress_text_names_phase_bound_and_memory() -> None:
    from bmc.options import Options
    from bmc.terms.store import TermStore
    run = run_module.RunState(Options())
    run.phase, run.bound, run.store = "symex", "unwind 6", TermStore()
    text = run_module.progress_text(run)
    assert re.fullmatch(r"bmc: \d+\.\d s, symex at unwind 6, [\d,]+ terms(, [\d,]+ MB)?",
                        text), text
