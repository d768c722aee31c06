"""The ``bmc`` script and ``python -m bmc``: ``console()``.

``bmc --version`` is answered here without importing the checker; everything else goes to
``cli.main.main``. A verification run then exits without the interpreter's teardown
(freeing a large formula object by object takes up to a second, which ``--timeout`` would
not cover); subcommands exit normally.
"""

from __future__ import annotations

import os
import sys

from bmc.cli.subcommands import subcommand_name
from bmc.version import __version__


def console() -> None:
    """Run ``bmc`` on ``sys.argv`` and exit with its code."""
    argv = sys.argv[1:]
    if argv == ["--version"]:
        print(f"bmc {__version__}")
        sys.exit(0)
    from bmc.cli.main import main       # deferred: --version needs none of the checker
    ordinary = subcommand_name(argv) is None
    code = main()
    if ordinary:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (BrokenPipeError, OSError):
            code = code or 1
        os._exit(code)
    sys.exit(code)


__all__ = ["console"]
