"""Verification strategies beyond one bounded check: k-induction, invariants, the portfolio."""
