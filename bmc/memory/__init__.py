"""Memory: pointers as (object, offset), the points-to analysis and the memory models.

* ``points_to``: a sound flow-insensitive points-to analysis over the IR, giving the alias
  classes of address-taken memory;
* ``classes``: the classes of ``--memory-model alias|typed|monolithic`` and how each is
  encoded (bit-vector, array, byte-level);
* ``model``: the pointer encoding (object bits, offset bits) and the per-class layout symex
  reads and writes.
"""
