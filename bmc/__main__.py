"""``python -m bmc``: the command line."""

from bmc.cli.entry import console

if __name__ == "__main__":
    console()
