"""Concurrency stage: pthread programs checked under a context bound, inside symex.

In: the executor (bmc.symex) running a program that uses the thread API (lowered to
``__bmc_*`` intrinsics by bmc.frontend.threads). Out: the same SSA equation, sequentialized:
threads run one after another, shared state lives in context copies, and global constraints
(joins, final equalities, ownership) tie the copies into real interleavings.

* ``lal_reps``: the Lal–Reps sequentialization (default): K contexts per thread, round robin,
  switch points after accesses to state threads share, the covering bound (completeness).
* ``tcbmc``: the Rabinovitz–Grumberg encoding (``--concurrency-encoding tcbmc``).
* ``values``: value maps with context copies; ``choice``: which sequentializer a run uses.
* ``races``: the data-race check; ``thread_local``: thread-local storage and return slots.
* ``schedule``: marks on steps and the schedule order of counterexample traces.
"""
