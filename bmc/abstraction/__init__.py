"""Abstraction stage: field abstraction of the instrumented program (``--field-abstraction``).

In: the instrumented ``ir.Program``. Out: its *fields* (``fields.discover``: the groups of
memory accesses the points-to analysis keeps apart inside an alias class, and the scalar
globals), the fields the properties mention (``fields.seeds``), and for a set of tracked
fields the abstract program (``rewrite.abstract``: reads of untracked fields are fresh
nondeterministic values, writes to them are dropped), the abstract program with the loops
whose writes touch no tracked field summarised (``loops.summarise``), or a program whose
branch decisions are fixed to a counterexample's (``rewrite.constrain_path``). The CEGAR loop that drives
these is ``bmc.strategy.field_cegar``.
"""
