"""Symbolic execution: IR program -> SSA equation (guarded steps), unwinding loops and inlining calls."""
