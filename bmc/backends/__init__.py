"""Solver backends: pysat (bit-blasted CNF), Z3 through its API, external SMT-LIB2 solvers."""
