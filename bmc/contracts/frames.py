"""Inferred frames: what a function may write, transitively through its callees.

In: a ``Program``. Out: per function an ``InferredFrame``: the global (and static) variables
it writes directly, the memory locations it writes (lvalues whose storage may outlive the
call: through pointers, or globals that live in memory), whether it frees memory, and the
functions it reaches. ``show_frames`` prints each with the alias classes and byte ranges of
the points-to analysis (``bmc.memory.points_to``): the objects a write may touch, and at
which field. The frame is an over-approximation by construction: every write of every
function the call can reach is in it (the locals of those calls excepted: they die with
the call); ``bmc.contracts.instrument`` havocs it where a replaced function has no assigns
clause.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from bmc.ir.ctype import ArrayType
from bmc.ir.expr import Expr, Index, Var
from bmc.ir.source_text import SourceText, StructTable, literal_names
from bmc.ir.memops import RANGE_OPS, range_accesses
from bmc.ir.program import (INIT_FUNCTION, Assign, Call, Free, Program, SourceLocation,
                            SymbolKind)
from bmc.memory.points_to import Access, PointsTo, analyse, memory_variables

LOCAL_KINDS = frozenset({SymbolKind.LOCAL, SymbolKind.PARAMETER, SymbolKind.TEMPORARY,
                         SymbolKind.RETURN_VALUE})


@dataclass(frozen=True, slots=True)
class FrameWrite:
    """One write of the frame: the lvalue, the function that performs it, where."""

    lvalue: Expr
    function: str
    loc: SourceLocation


@dataclass(frozen=True, slots=True)
class InferredFrame:
    function: str
    reaches: tuple[str, ...]            # the function and every function it may call
    variables: tuple[Var, ...]          # globals and statics written directly
    memory: tuple[FrameWrite, ...]      # writes of memory that outlives the call
    frees: tuple[SourceLocation, ...]   # where it may free memory


def reachable(program: Program, name: str) -> tuple[str, ...]:
    """``name`` and the defined functions its calls reach, in breadth-first order."""
    seen, todo = [name], deque([name])
    while todo:
        f = program.functions.get(todo.popleft())
        if f is None:
            continue
        for ins in f.body:
            if isinstance(ins, Call) and ins.function in program.functions and \
                    ins.function not in seen:
                seen.append(ins.function)
                todo.append(ins.function)
    return tuple(seen)


def root(e: Expr) -> Expr:
    """The variable or dereference an lvalue's Index chain starts from."""
    while isinstance(e, Index):
        e = e.array
    return e


def is_local(program: Program, function: str, lvalue: Expr) -> bool:
    """True if ``lvalue`` is (part of) a local variable of ``function`` (not static)."""
    base = root(lvalue)
    if not isinstance(base, Var):
        return False
    sym = program.symbols.get(base.name)
    return sym is not None and sym.kind in LOCAL_KINDS and sym.function == function


def writes(program: Program, function: str) -> list[FrameWrite]:
    """The writes of ``function``'s own body that are not of its locals (range operations
    as their destination access)."""
    out: list[FrameWrite] = []
    f = program.functions[function]
    for ins in f.body:
        match ins:
            case Assign(lhs=lhs) | Call(lhs=lhs) if lhs is not None and \
                    not is_local(program, function, lhs):
                out.append(FrameWrite(lhs, function, ins.loc))
            case _:
                pass
        if isinstance(ins, Call) and ins.function in RANGE_OPS:
            out.append(FrameWrite(range_accesses(ins)[0], function, ins.loc))
    return out


def infer(program: Program, name: str) -> InferredFrame:
    """The frame of ``name``: the writes of every function it reaches."""
    memory = memory_variables(program)
    reaches = reachable(program, name)
    variables: dict[str, Var] = {}
    mem: list[FrameWrite] = []
    frees: list[SourceLocation] = []
    for fname in reaches:
        for w in writes(program, fname):
            base = root(w.lvalue)
            if isinstance(base, Var) and base.name not in memory:
                sym = program.symbols.get(base.name)
                variables.setdefault(base.name, Var(base.name, sym.type if sym else base.type))
            else:
                mem.append(w)
        frees += [ins.loc for ins in program.functions[fname].body
                  if isinstance(ins, Free) and ins.release]
    return InferredFrame(name, reaches, tuple(variables[n] for n in sorted(variables)),
                         tuple(mem), tuple(frees))


def _field(a: Access) -> str:
    where = f"offset {a.start.rem}" if a.start.mod == 0 else \
        "any offset" if a.start.mod == 1 else f"offset {a.start.rem} mod {a.start.mod}"
    t = a.type
    while isinstance(t, ArrayType):
        t = t.element
    size = f", {a.size} bytes" if a.size is not None else ""
    return f"{where} ({t}{size})"


def _class_members(pt: PointsTo, a: Access) -> list[str]:
    cls = pt.class_of(a.node)
    return [o.name for o in pt.objects if pt.class_of(pt.object_node[o.key]) == cls]


def frame_report(program: Program, functions: tuple[str, ...] | None = None
                 ) -> list[dict[str, object]]:
    """The inferred frame of every function of the program's own files (or of
    ``functions``) as data: ``function``, ``file``, ``line``, ``calls``, ``variables``,
    ``memory`` (per alias class: ``objects`` and ``fields``, each ``field`` with an
    ``example`` write) and ``frees``."""
    pt = analyse(program, memory_variables(program))
    text_of = SourceText(StructTable(sym.type for sym in program.symbols.values()),
                         literal_names(program.symbols))
    names = functions if functions is not None else tuple(
        name for name, f in program.functions.items()
        if name != INIT_FUNCTION and f.loc.file in program.files)
    report: list[dict[str, object]] = []
    for name in names:
        frame = infer(program, name)
        f = program.functions[name]
        fields: dict[tuple[str, ...], dict[str, str]] = {}
        for w in frame.memory:
            a = pt.access_of.get(w.lvalue) or pt.zero_of.get(w.lvalue)
            if a is None and isinstance(w.lvalue, Var):
                a = pt.var_access.get(w.lvalue.name)
            members = tuple(_class_members(pt, a)) if a is not None else ("anything",)
            text = _field(a) if a is not None else "unknown"
            fields.setdefault(members, {}).setdefault(
                text, f"{text_of.text(w.lvalue)} at {_short(w.loc)}")
        report.append({
            "function": name, "file": f.loc.file, "line": f.loc.line,
            "calls": list(frame.reaches[1:]),
            "variables": [_display(program, v.name) for v in frame.variables],
            "memory": [{"objects": list(members),
                        "fields": [{"field": text, "example": example}
                                   for text, example in sorted(written.items())]}
                       for members, written in fields.items()],
            "frees": [_short(loc) for loc in frame.frees]})
    return report


def show_frames(report: list[dict[str, object]]) -> str:
    """``--show-frames``: ``frame_report``'s frames as text."""
    lines: list[str] = []
    for entry in report:
        lines.append(f"frame of {entry['function']} ({entry['file']}:{entry['line']})")
        calls, variables = entry["calls"], entry["variables"]
        memory, frees = entry["memory"], entry["frees"]
        assert isinstance(calls, list) and isinstance(variables, list)
        assert isinstance(memory, list) and isinstance(frees, list)
        if calls:
            lines.append(f"  calls: {', '.join(calls)}")
        if variables:
            lines.append(f"  variables: {', '.join(variables)}")
        for cls in memory:
            lines.append(f"  memory: alias class {{{', '.join(cls['objects'])}}}")
            for field in cls["fields"]:
                lines.append(f"    {field['field']}: e.g. {field['example']}")
        if frees:
            lines.append(f"  frees: {', '.join(frees)}")
        if not (variables or memory or frees):
            lines.append("  nothing (writes only its own locals)")
    return "\n".join(lines) + "\n"


def _short(loc: SourceLocation) -> str:
    return f"{loc.file.rsplit('/', 1)[-1]}:{loc.line}"


def _display(program: Program, name: str) -> str:
    sym = program.symbols.get(name)
    return sym.source_name or name if sym is not None else name


__all__ = ["FrameWrite", "InferredFrame", "frame_report", "infer", "is_local", "reachable", "root",
           "show_frames", "writes"]
