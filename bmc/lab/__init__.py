"""The teaching lab: lab sheets (``docs/lab/sheets/NN-topic/exercises.toml``) and the
autograder behind ``bmc lab list`` and ``bmc lab check SHEET SUBMISSION``.

``sheets`` reads a sheet's exercises, ``grade`` verifies a submission with the options the
sheet prescribes and judges it by verdict, property ids and statuses, ``cli`` is the
subcommand. Nothing here is imported by the verification pipeline.
"""
