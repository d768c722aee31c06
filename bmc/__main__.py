"""``python -m bmc``: the command line."""

from bmc.cli.main import console

if __name__ == "__main__":
    console()
