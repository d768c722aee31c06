"""The ``--show-*`` views as values: text plus the structured fields that are cheap to give.

``build_view(options)`` runs the stages ``options.show`` needs and returns a ``View``: its ``text`` is what ``--show-<name>``
prints, ``data`` the structured fields per view, ``to_json()`` the object ``--json`` prints
(``{"tool", "version", "view", "text", ...data}``), one per view, never mixed with text:

* ``loops``: ``loops`` = ``[{"id", "function", "file", "line", "inside"}]`` in source
  order (``inside``: the id of the innermost loop around it, or null);
* ``properties``: ``properties`` = ``[{"id", "class", "description", "file", "line",
  "function"}]``;
* ``ir``, ``memory``: the text only (``memory`` also ``memory_model``);
* ``ssa``: ``steps`` (the number of SSA steps), ``loops`` = ``[{"id", "bound",
  "max_iterations", "complete"}]``;
* ``vcc``: ``properties`` = the ids with a verification condition, ``trivial`` = those
  without one (trivially true or unreachable); with ``--property`` only the selected ones;
* ``sequentialized``: ``threads`` (false when the program creates no threads);
* ``frames``: ``frames`` = ``[{"function", "file", "line", "calls", "variables", "memory":
  [{"objects", "fields": [{"field", "example"}]}], "frees"}]`` (``bmc.contracts.frames``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bmc.checker.decide import select_properties
from bmc.checker.run import RunState, alarm, memory_guard, stopped_by_timeout
from bmc.checker.stages import check_inputs, instrument, load, symex
from bmc.contracts.frames import frame_report, show_frames
from bmc.errors import UsageError
from bmc.ir.program import Program
from bmc.ir.show import show_program
from bmc.memory.classes import show_program_memory
from bmc.options import Options
from bmc.symex.equation import Assertion, Equation
from bmc.symex.show import show_ssa, show_vcc
from bmc.version import __version__


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
    check_inputs(options)
    run = RunState.start(options)
    with stopped_by_timeout(run), alarm(run), memory_guard(run):
        program = load(run)
        match options.show:
            case "loops":
                return View("loops", show_loops(program), {"loops": [
                    {"id": loop.id, "function": loop.function, "file": loop.loc.file,
                     "line": loop.loc.line, "inside": loop.parent or None}
                    for loop in program.loops_in_source_order()]})
            case "properties":
                program = instrument(run, program)
                return View("properties", show_properties(program), {"properties": [
                    {"id": a.property_id, "class": a.property_class,
                     "description": a.description, "file": a.loc.file, "line": a.loc.line,
                     "function": f.name} for f, _, a in program.assertions()]})
            case "ir":
                return View("ir", show_program(instrument(run, program)))
            case "ssa":
                equation = symex(run, instrument(run, program))
                return View("ssa", show_ssa(equation), {
                    "steps": equation.step_count, "loops": _loops(equation)})
            case "sequentialized":
                equation = symex(run, instrument(run, program))
                if not equation.sequentialization:
                    return View("sequentialized", "the program creates no threads: nothing "
                                "is sequentialized\n", {"threads": False})
                return View("sequentialized", equation.sequentialization + "\n"
                            + show_ssa(equation), {"threads": True})
            case "vcc":
                return _vcc(symex(run, instrument(run, program)), options)
            case "frames":
                frames = frame_report(program)
                return View("frames", show_frames(frames), {"frames": frames})
            case "memory":
                text = show_program_memory(instrument(run, program), options.memory_model)
                return View("memory", text, {"memory_model": options.memory_model})
    raise UsageError(f"unknown view {options.show!r}")


def show_loops(program: Program) -> str:
    """``--show-loops``: one line per loop id (the ids ``--unwindset`` takes), in source
    order, a nested loop naming the loop around it: ``Loop split.0: file prog.c line 22
    function split (inside split.2)``."""
    lines = [f"Loop {loop.id}: file {loop.loc.file} line {loop.loc.line} "
             f"function {loop.function}" + (f" (inside {loop.parent})" if loop.parent else "")
             for loop in program.loops_in_source_order()]
    return "\n".join(lines) + "\n" if lines else "no loops\n"


def show_properties(program: Program) -> str:
    """``--show-properties``: every property id with its line and description, grouped by
    file and function like the results."""
    lines: list[str] = []
    group: tuple[str, str] | None = None
    for function, _, a in program.assertions():
        key = (a.loc.file, function.name)
        if key != group:
            lines.append(f"{a.loc.file} function {function.name}")
            group = key
        lines.append(f"[{a.property_id}] line {a.loc.line} {a.description}")
    return "\n".join(lines) + "\n" if lines else "no properties\n"


def _loops(equation: Equation) -> list[dict[str, object]]:
    return [{"id": r.loop_id, "bound": r.bound, "max_iterations": r.max_iterations,
             "complete": not r.stopped_at_bound} for r in equation.loops]


def _vcc(equation: Equation, options: Options) -> View:
    """``--show-vcc``, narrowed to the ``--property`` ids (validated as for verifying)."""
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


__all__ = ["View", "build_view", "show_loops", "show_properties"]
