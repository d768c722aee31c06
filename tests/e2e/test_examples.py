"""The example programs in ``examples/`` do what their ``// EXPECT:`` lines (and the README) say.

Same format and judgement as the seed examples: ``// EXPECT: <options> -> <verdict>``.
``examples/quickstart.c`` carries no EXPECT line; the README runs it with ``--unwind 11``
and shows VERIFICATION SUCCESSFUL.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from bmc_test_helpers import REPO_ROOT, run_bmc

EXAMPLES = REPO_ROOT / "examples"
EXPECT = re.compile(r"^// EXPECT: (.*) -> (FAILED [a-z-]+|SUCCESSFUL-COMPLETE|INCONCLUSIVE-BOUNDED)\s*$")
EXIT = {"SUCCESSFUL-COMPLETE": 0, "INCONCLUSIVE-BOUNDED": 5}
CLASS_WORDS = {"assertion": r"assert|reach_error", "array-bounds": r"bound",
               "overflow": r"overflow", "division-by-zero": r"division"}


def _params():
    params = [pytest.param(EXAMPLES / "quickstart.c", ["--unwind", "11"], "SUCCESSFUL-COMPLETE",
                           id="quickstart[--unwind 11]")]
    for path in sorted(EXAMPLES.glob("*.c")):
        for line in path.read_text().splitlines():
            m = EXPECT.match(line)
            if m:
                params.append(pytest.param(path, shlex.split(m.group(1)), m.group(2),
                                           id=f"{path.stem}[{m.group(1)}]"))
    return params


@pytest.mark.parametrize("path,options,verdict", _params())
def test_example(path: Path, options: list[str], verdict: str):
    if not path.is_file():
        pytest.skip(f"{path.name} is not there")
    argv = [f"examples/{path.name}", *options]
    code, out, err = run_bmc(argv, cwd=REPO_ROOT)
    assert "Traceback" not in err, err
    where = f"bmc {' '.join(argv)}"
    if verdict in EXIT:
        assert code == EXIT[verdict], f"{where}: expected exit {EXIT[verdict]}, got {code}\n{out}{err}"
        return
    cls = verdict.split()[1]
    failures = [line for line in out.splitlines() if line.endswith(": FAILURE")]
    assert code == 10, f"{where}: expected exit 10, got {code}\n{out}{err}"
    assert any(re.search(CLASS_WORDS[cls], line) for line in failures), \
        f"{where}: no FAILURE line of class {cls}\n{out}"
