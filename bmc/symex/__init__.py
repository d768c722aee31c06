"""Symbolic execution: IR program -> SSA equation of guarded steps; unwinds loops, inlines calls.

Public API:

* ``execute(program, options, store, deadline=None) -> Equation`` (``executor``): runs
  ``INIT_FUNCTION`` then the entry function CBMC-style (one pass, states merged at join points,
  loops unwound per ``--unwind``/``--unwindset`` with unwinding assertions or assumptions,
  calls inlined, recursion bounded). See ``executor``'s docstring for the exact rules and
  ``equation`` for what the steps mean.
* ``show.show_ssa(equation)`` and ``show.show_vcc(equation)``: readable views (``--show-ssa``,
  ``--show-vcc``).

Modules: ``guard`` (guard chains and merging), ``state`` (states, frames, per-function
info), ``translate`` (IR expression -> term, C semantics), ``executor`` and its mixins
(``memory_ops``: objects, loads, stores, memset/memcpy; ``allocation``, ``main_arguments``,
``exit_checks``, ``havoc``) over their common base ``executor_state`` (the executor's state
and internal interface, declared once), ``feasibility`` (``--path-check``: SAT checks that
drop calls and loop iterations on provably infeasible paths), ``show``.

Conventions consumers rely on (beyond ``equation``):

* SSA variables are ``<key>#<n>``: ``key`` is the IR unique name, with ``@<level>`` added
  for locals of a recursively nested activation (``f::n@1#2``).
* A free value (nondet rhs, ``Decl``, first read of a never-assigned variable) is an
  ``Assignment`` whose ``rhs is lhs`` (the equality is trivially true; the encoder may skip
  it). Kind INPUT for nondet values, STATE for declarations/first reads of visible variables,
  HIDDEN for temporaries and return slots.
* Long guard chains are cut by hidden Boolean definitions ``%guard#k = <guard term>``
  (``Assignment`` with a Bool-sorted lhs, ``symbol`` ""), which keeps symex and the formula
  linear in the unwinding depth.
"""

from bmc.symex.executor import execute

__all__ = ["execute"]
