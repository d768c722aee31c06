"""Terms: the solver-independent formula layer.

Sorts (Bool, bit-vectors, arrays), operators named as in SMT-LIB, a per-run hash-consing
``TermStore`` with smart constructors that check sorts and fold constants, iterative walks,
a concrete evaluator and an SMT-LIB printer. Knows nothing of C or of solvers.
"""

from bmc.terms.ops import Op
from bmc.terms.sorts import BOOL, ArraySort, BoolSort, BVSort, Sort, bv
from bmc.terms.store import SortError, Term, TermStore

__all__ = ["Op", "BOOL", "ArraySort", "BoolSort", "BVSort", "Sort", "bv", "SortError", "Term",
           "TermStore"]
