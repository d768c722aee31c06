"""``--fp-encoding bitblast`` for SMT backends: a wrapper that lowers FP operators first.

``FpBitblastBackend(inner)`` hands ``inner`` (Z3, Bitwuzla, cvc5, an SMT-LIB process)
every term with its ``Op.FP_*`` operators replaced by the SAT backend's circuits as Bool
and bit-vector terms (``bmc.encodings.float_terms``), so the solver decides bit-vector
logic only; model values of floats are the same bits either way. ``stats().terms`` counts
the lowered terms the solver received.
"""

from __future__ import annotations

from collections.abc import Sequence

from bmc.backends.base import Backend, BackendStats, SatResult
from bmc.encodings.float_terms import FloatLowering
from bmc.terms.store import Term


class FpBitblastBackend(Backend):
    """``inner`` behind a floating-point lowering (memoised over the whole session)."""

    def __init__(self, inner: Backend) -> None:
        super().__init__(inner.store)
        self.inner = inner
        self.name = f"{inner.name}+fp-bitblast"
        self.lowering = FloatLowering(inner.store)

    def add(self, formula: Term) -> None:
        self.inner.add(self.lowering.lower(formula))

    def check(self, assumptions: Sequence[Term] = (), timeout: float | None = None
              ) -> SatResult:
        return self.inner.check([self.lowering.lower(a) for a in assumptions], timeout)

    def values(self, terms: Sequence[Term]) -> list[int | bool]:
        return self.inner.values([self.lowering.lower(t) for t in terms])

    def stats(self) -> BackendStats:
        return self.inner.stats()

    def set_deadline(self, deadline: float | None) -> None:
        self.inner.set_deadline(deadline)

    def close(self) -> None:
        self.inner.close()

__all__ = ["FpBitblastBackend"]
