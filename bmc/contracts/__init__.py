"""Contracts and frames: CBMC's function contracts, checked and used; inferred frames.

A stage between the front end and symex. In: the preprocessed and parsed files, whose
function declarators carry the contract clauses the parser kept (``__CPROVER_requires``,
``__CPROVER_ensures``, ``__CPROVER_assigns``: ``bmc.frontend.parse.ContractClause``), and
the options ``--enforce-contract f`` / ``--replace-call-with-contract f``. Out: the lowered
``Program`` with

* ``bmc.frontend.contract_wrappers`` (in the front end, the only place that handles C
  ASTs) -- for each such function a C wrapper appended to its file before lowering:
  ``__bmc_contract_enforce_f`` (assume the preconditions, snapshot the ``__CPROVER_old``
  values and the frame, call ``f``, assert the postconditions) or
  ``__bmc_contract_replace_f`` (assert the preconditions, havoc the frame, a fresh
  ``__CPROVER_return_value``, assume the postconditions);
* ``instrument`` -- on the IR: every call of ``f`` goes to its wrapper, and under
  ``--enforce-contract`` every write that ``f`` or a function it calls performs while ``f``
  runs is preceded by an ``assigns`` assertion: the bytes written lie inside the frame (the
  assigns targets, evaluated at entry) or in an object created after ``f`` was entered;
* ``frames`` -- the frame inferred from the points-to analysis where a function has no
  assigns clause (``--show-frames``), which ``--replace-call-with-contract`` havocs then.
"""
