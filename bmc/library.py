"""Library functions whose only effect on the program state is their result: the list
lives in ``bmc.frontend.side_effects`` (the lowering reads it too)."""

from __future__ import annotations

from bmc.frontend.side_effects import (NONDET_PREFIXES, SIDE_EFFECT_FREE,
                                       is_side_effect_free, unmodelled)

__all__ = ["NONDET_PREFIXES", "SIDE_EFFECT_FREE", "is_side_effect_free", "unmodelled"]
