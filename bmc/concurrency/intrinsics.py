"""Names the thread machinery shares: the front end's thread intrinsics and the pseudo keys
of the sequentialized state.

In: nothing (constants only). Out: the call names ``bmc.frontend.threads`` lowers the
pthread API to (``SPAWN`` ... ``RELEASED``, all in ``INTRINSICS``), the state keys the
sequentializer adds (``FIN_KEY``: the running thread finished; ``CREATE_KEY``/``JOIN_KEY``:
a creation / join happened in the segment) and the prefix of atomic functions. A module
below ``lal_reps``, ``races`` and ``deadlock``, so that they need not import each other.
"""

from __future__ import annotations

SPAWN = "__bmc_spawn"
JOIN = "__bmc_join"
EXIT = "__bmc_thread_exit"
SELF = "__bmc_thread_self"
BLOCK = "__bmc_block_point"
HELD = "__bmc_mutex_held"
RELEASED = "__bmc_mutex_released"
# ``__bmc_path_pin(cond, ctx)``: assume ``cond`` and, unless ``ctx`` is 0, that the running
# thread is in context ``ctx``; glued to the next instruction (no switch point between
# them). Only ``bmc.abstraction.rewrite.constrain_path`` makes it (a counterexample's
# branch decisions and schedule, fixed for a re-check).
PIN = "__bmc_path_pin"
INTRINSICS = frozenset({SPAWN, JOIN, EXIT, SELF, BLOCK, HELD, RELEASED, PIN})
FIN_KEY = "$fin"
CREATE_KEY = "$create"  # pseudo keys: a thread creation / a join happened in the segment
JOIN_KEY = "$join"
PSEUDO_KEYS = frozenset({CREATE_KEY, JOIN_KEY})
ATOMIC_PREFIX = "__VERIFIER_atomic_"

__all__ = ["SPAWN", "JOIN", "EXIT", "SELF", "BLOCK", "HELD", "RELEASED", "PIN", "INTRINSICS",
           "FIN_KEY", "CREATE_KEY", "JOIN_KEY", "PSEUDO_KEYS", "ATOMIC_PREFIX"]
