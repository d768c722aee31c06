"""The ``--show-*`` views as values: text plus the structured fields that are cheap to give.

``build_view(options)`` runs the stages ``options.show`` needs (as ``pipeline.render_view``,
which returns only the text) and returns a ``View``: its ``text`` is what ``--show-<name>``
prints, ``data`` the structured fields per view, ``to_json()`` the object ``--json`` prints
(``{"tool", "version", "view", "text", ...data}``), one per view, never mixed with text:

* ``loops``: ``loops`` = ``[{"id", "function", "file", "line"}]``;
* ``properties``: ``properties`` = ``[{"id", "class", "description", "file", "line",
  "function"}]``;
* ``ir``, ``memory``: the text only (``memory`` also ``memory_model``);
* ``ssa``: ``steps`` (the number of SSA steps), ``loops`` = ``[{"id", "bound",
  "max_iterations", "complete"}]``;
* ``vcc``: ``properties`` = the ids with a verification condition, ``trivial`` = those
  without one (trivially true or unreachable); with ``--property`` only the selected ones;
* ``sequentialized``: ``threads`` (false when the program creates no threads).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bmc import __version__
from bmc.errors import UsageError
from bmc.options import Options

if TYPE_CHECKING:
    from bmc.symex.equation import Equation


@dataclass(frozen=True, slots=True)
class View:
    """One ``--show-*`` view: its name, its text and its structured fields."""

    name: str
    text: str
    data: dict[str, object] = field(default_factory=dict, compare=False)

    def __str__(self) -> str:
        return self.text

    def to_json(self) -> dict[str, object]:
        """The ``--json`` object of this view."""
        return {"tool": "bmc", "version": __version__, "view": self.name, "text": self.text,
                **self.data}


def build_view(options: Options) -> View:
    """The view ``options.show`` names (runs only the stages it needs)."""
    # the stage helpers are pipeline's own: one place runs the stages
    from bmc.pipeline import (_alarm, _Run, _stopped_by_timeout, check_inputs, instrument,
                              load, show_loops, show_properties, symex)
    check_inputs(options)
    run = _Run.start(options)
    with _stopped_by_timeout(run), _alarm(run):
        program = load(run)
        match options.show:
            case "loops":
                return View("loops", show_loops(program), {"loops": [
                    {"id": loop.id, "function": loop.function, "file": loop.loc.file,
                     "line": loop.loc.line} for loop in program.loops()]})
            case "properties":
                program = instrument(run, program)
                return View("properties", show_properties(program), {"properties": [
                    {"id": a.property_id, "class": a.property_class,
                     "description": a.description, "file": a.loc.file, "line": a.loc.line,
                     "function": f.name} for f, _, a in program.assertions()]})
            case "ir":
                from bmc.ir.show import show_program
                return View("ir", show_program(instrument(run, program)))
            case "ssa":
                from bmc.symex.show import show_ssa
                equation = symex(run, instrument(run, program))
                return View("ssa", show_ssa(equation), {
                    "steps": len(equation.steps), "loops": _loops(equation)})
            case "sequentialized":
                from bmc.symex.show import show_ssa
                equation = symex(run, instrument(run, program))
                if not equation.sequentialization:
                    return View("sequentialized", "the program creates no threads: nothing "
                                "is sequentialized\n", {"threads": False})
                return View("sequentialized", equation.sequentialization + "\n"
                            + show_ssa(equation), {"threads": True})
            case "vcc":
                return _vcc(symex(run, instrument(run, program)), options)
            case "memory":
                from bmc.memory.classes import show_program_memory
                text = show_program_memory(instrument(run, program), options.memory_model)
                return View("memory", text, {"memory_model": options.memory_model})
    raise UsageError(f"unknown view {options.show!r}")


def _loops(equation: Equation) -> list[dict[str, object]]:
    return [{"id": r.loop_id, "bound": r.bound, "max_iterations": r.max_iterations,
             "complete": not r.stopped_at_bound} for r in equation.loops]


def _vcc(equation: Equation, options: Options) -> View:
    """``--show-vcc``, narrowed to the ``--property`` ids (validated as for verifying)."""
    from bmc.checker.decide import select_properties
    from bmc.symex.equation import Assertion
    from bmc.symex.show import show_vcc
    only = [p.id for p in select_properties(equation, options)] if options.properties \
        else None
    claimed = {s.property_id for s in equation.steps if isinstance(s, Assertion)}
    ids = only if only is not None else \
        list(dict.fromkeys([p[0] for p in equation.properties]
                           + [s.property_id for s in equation.steps
                              if isinstance(s, Assertion)]))
    return View("vcc", show_vcc(equation, only), {
        "properties": [pid for pid in ids if pid in claimed],
        "trivial": [pid for pid in ids if pid not in claimed]})


__all__ = ["View", "build_view"]
