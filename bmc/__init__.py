"""bmc: a bounded model checker for C."""

__version__ = "0.1.0"
