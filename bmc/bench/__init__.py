"""Benchmarking: solver comparison on one VCC (``compare``), SV-COMP task sets
(``tasks``, ``runner``, ``scoring``), plots and tables (``report``), Dask sweeps
(``sweep``), BenchExec tool info (``benchexec_toolinfo``) and phase timing (``perf``).

Nothing here is imported by the verification pipeline.
"""
