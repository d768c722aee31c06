"""Checking a program at given bounds: the run's state, the stages, the solver loop, the
verdict.

* ``run``: ``RunState`` (options, deadline, phase clock, what was built last), the
  ``SIGALRM`` cut-off for phases that cannot poll the deadline;
* ``stages``: ``check_inputs``, ``load`` (front end), ``instrument``, ``symex``;
* ``decide``: the VCC and every property decided with one incremental solver (CBMC's
  all-properties goal loop), traces of failures;
* ``bounded``: one bounded check (symex -> backend -> decide -> judge), the unit every
  strategy composes;
* ``verdict``: ``judge`` (FAILED / INCONCLUSIVE / SUCCESSFUL and the reason) and the
  result of an interrupted run; ``svcomp``: SV-COMP's answer semantics; ``suggest``: the
  unwinding gaps and the ``--unwind`` that closes them;
* ``condition``: the VC alone (``bmc compare``) and ``--smt2``/``--dimacs`` export.
"""
