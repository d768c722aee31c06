"""The README stays true: its sample runs print what bmc prints, and its first two commands
are the ones CI (``.ci/run``) runs."""

from __future__ import annotations

import re
import shlex

import pytest

from bmc_test_helpers import REPO_ROOT, run_bmc

README = REPO_ROOT / "README.md"
TIMES = re.compile(r"\b\d+\.\d+s\b")            # phase times of the Statistics line


def _console_blocks() -> list[tuple[list[str], str]]:
    """``(argv, output)`` of every ```console block that starts with ``$ bmc ...``."""
    blocks = re.findall(r"^```console\n\$ bmc ([^\n]*)\n(.*?)^```$", README.read_text(),
                        re.M | re.S)
    return [(shlex.split(command), output) for command, output in blocks]


def _without_times(text: str) -> str:
    return TIMES.sub("<t>s", text)


def test_readme_has_a_sample_run() -> None:
    assert any(argv[:1] == ["examples/quickstart.c"] for argv, _ in _console_blocks())


@pytest.mark.parametrize("argv,expected", _console_blocks(),
                         ids=lambda x: " ".join(x) if isinstance(x, list) else "")
def test_readme_sample_output_is_a_real_run(argv: list[str], expected: str) -> None:
    code, out, err = run_bmc(argv, cwd=REPO_ROOT)
    assert "Traceback" not in err, err
    assert _without_times(out) == _without_times(expected), \
        f"README's sample of `bmc {' '.join(argv)}` is out of date; this run printed:\n{out}"


def test_readme_commands_are_what_ci_runs() -> None:
    ci = REPO_ROOT / ".ci" / "run"
    if not ci.is_file():
        pytest.skip(".ci/run is not in this checkout")
    commands = re.search(r"^```sh\n(.*?)^```$", README.read_text(), re.M | re.S)
    assert commands is not None, "README starts without its ```sh commands"
    readme = [line for line in commands.group(1).splitlines() if line.strip()]
    run = [line for line in ci.read_text().splitlines()
           if line.strip() and not line.startswith(("#", "set ", "cd ", "export "))]
    # Before them .ci/run may only install system packages the tests use (Chromium, csmith);
    # between them it runs the lint, the type check and the docs build, with the tools the
    # first installs.
    assert len(readme) == 2 and run[-1] == readme[1] and readme[0] in run
    between = run[run.index(readme[0]) + 1:-1]
    assert all(line.startswith((".venv/bin/ruff ", ".venv/bin/mypy", ".venv/bin/mkdocs build"))
               for line in between)
