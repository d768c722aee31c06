"""Strategies: how the bounds of the checks are chosen (CBMC's goto-checkers, composed).

Every strategy is an object with ``verify(run, program) -> VerificationResult`` (the
``Strategy`` protocol in ``strategy.choice``) built on ``checker.bounded.check_bounded``,
one bounded check at the bounds it is given:

* ``choice.BoundedStrategy``: one check at ``--unwind`` / ``--unwindset``;
* ``deepening.DeepeningStrategy``: ``--incremental`` and the default without ``--unwind``:
  checks at 1, 2, 3, 4, 6, 8 ... until a failure, completeness or the limit;
* ``kinduction.KInductionStrategy``: ``--k-induction`` and ``--strategy auto``: base case,
  forward condition and inductive step (``step``: the step program; ``invariants``:
  candidate invariants proved Houdini-style; ``source_invariants``: their C text for
  correctness witnesses), falling back to the deepening where it does not apply.

``choice.strategy_for(options, progress)`` picks one.
"""
