"""``python -m bmc``: the command line."""

import sys

from bmc.cli import main

if __name__ == "__main__":
    sys.exit(main())
