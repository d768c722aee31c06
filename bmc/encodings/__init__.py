"""Encodings: Tseitin gates with structural hashing, arithmetic circuits, bit-blasting, array elimination.

* ``gates``: ``Gates``, a CNF builder over pysat-style int literals (variable 1 is the
  constant TRUE) with constant folding, structural hashing and a streaming clause sink.
* ``circuits``: adders, subtractor, negation, shift-add multiplier, restoring divider
  (SMT-LIB results for a zero divisor by construction), signed div/rem, barrel shifters,
  comparators, equality and mux on literal vectors (LSB first).
* ``bitblast``: ``BitBlaster(store, gates)``, a table ``Op -> handler`` from Bool and
  bit-vector terms to literals, memoised by uid, with the variable symbol map.
* ``arrays``: ``ArrayEliminator``, read-over-write / ite-lifting / Ackermann reduction that
  removes every array-sorted subterm before bit-blasting.

Depends only on ``bmc.terms`` (and ``bmc.errors``).
"""
