"""The ``bmc`` script and ``python -m bmc``: ``console()``.

``bmc --version`` is answered here without importing anything else; ``--help`` and command
lines with an option error are answered by ``cli.arguments.early_answer`` without importing
the checker (it imports only options, errors and the target descriptions); everything else goes to ``cli.main.main`` with the
options already parsed. A verification run then exits without the interpreter's teardown
(freeing a large formula object by object takes up to a second, which ``--timeout`` would
not cover); subcommands exit normally.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from bmc.cli.subcommands import subcommand_name
from bmc.version import __version__

if TYPE_CHECKING:
    from bmc.options import Options


def console() -> None:
    """Run ``bmc`` on ``sys.argv`` and exit with its code."""
    argv = sys.argv[1:]
    if argv == ["--version"]:
        print(f"bmc {__version__}")
        sys.exit(0)
    ordinary = subcommand_name(argv) is None
    options: Options | None = None
    if ordinary:
        from bmc.cli.arguments import early_answer     # deferred: not for --version
        answer = early_answer(argv)
        if isinstance(answer, int) and answer >= 0:
            sys.stdout.flush()
            sys.exit(answer)
        options = None if isinstance(answer, int) else answer
    from bmc.cli.main import main       # deferred: the answers above need none of the checker
    code = main(options=options)
    if ordinary:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (BrokenPipeError, OSError):
            code = code or 1
        os._exit(code)
    sys.exit(code)


__all__ = ["console"]
