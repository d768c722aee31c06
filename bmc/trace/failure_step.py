"""The last step of a trace: what failed, and what the failure is about.

``failure_step`` words the violated property (``violated: <description>``) and, when symex
recorded what a failure of that property is about (``Equation.culprits``: leaked heap
objects, the other access of a data race), adds the parts that the model makes true:

* memory leak (``memory-leak``): ``violated: memory leak: ... at program exit:
  dynamic object of malloc at f.c:12 is not freed and not reachable at the end of main``;
  ``memory-cleanup``: ``... is not freed at program exit``; ``memory-leak-exit``
  (``exit()``/``abort()``): ``... is still allocated``;
* data race: ``violated: data race on x (read): write of x by T2 (writer) at main.c:14
  and read of x by T1 (reader) at main.c:8`` (the other thread's access first, then this
  one).

The step's ``culprits`` hold the objects' names, or the other access's text (for --json).
"""

from __future__ import annotations

from collections.abc import Sequence

from bmc.backends.base import Backend
from bmc.concurrency.races import RACE_CLASS
from bmc.concurrency.schedule import thread_label
from bmc.result import TraceStep
from bmc.symex.equation import Assertion, Culprit, Equation
from bmc.ir.properties import PropertyClass

_LEAK_PHRASES: dict[str, str] = {
    PropertyClass.MEMORY_LEAK: "not freed and not reachable at the end of {function}",
    PropertyClass.MEMORY_CLEANUP: "not freed at program exit",
    PropertyClass.MEMORY_LEAK_EXIT: "still allocated at exit()/abort()"}


def failure_step(equation: Equation, final: Assertion, backend: Backend,
                 thread: tuple[int, str] | None) -> TraceStep:
    """The ``failure`` step of ``final`` (``thread``: who made it, with threads)."""
    text = f"violated: {final.description}"
    key = RACE_CLASS if final.property_class == RACE_CLASS else final.property_id
    candidates = [c for c in equation.culprits if c.property_id == key]
    culprits: tuple[str, ...] = ()
    if candidates:
        held = [c for c, v in zip(candidates, backend.values([c.cond for c in candidates]))
                if v]
        if final.property_class == RACE_CLASS and held:
            other = _access(held[0])
            this = final.description.removeprefix("data race on ")
            access, _, kind = this.rpartition(" (")
            mine = f"{kind.rstrip(')')} of {access}"
            who = f" by {thread_label(*thread)}" if thread is not None else ""
            text += f": {other} and {mine}{who} at {final.loc}"
            culprits = (other,)
        elif final.property_class in _LEAK_PHRASES and held:
            culprits = tuple(_object_names(equation, held))
            verb = "is" if len(culprits) == 1 else "are"
            phrase = _LEAK_PHRASES[final.property_class].format(
                function=final.loc.function or "main")
            text += f": {_join(culprits)} {verb} {phrase}"
    return TraceStep("failure", final.loc, final.loc.function, "", "", text,
                     culprits=culprits)


def _access(c: Culprit) -> str:
    who = f" by {thread_label(*c.thread)}" if c.thread is not None else ""
    where = f" at {c.loc}" if c.loc is not None else ""
    return f"{c.text}{who}{where}"


def _object_names(equation: Equation, held: Sequence[Culprit]) -> list[str]:
    names = {o.ident: o.name for o in equation.objects}
    return [names.get(c.ident, f"dynamic object {c.ident}") for c in held]


def _join(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


__all__ = ["failure_step"]
