"""The version of bmc (one place; ``bmc.__version__`` re-exports it)."""

__version__ = "0.1.0"
