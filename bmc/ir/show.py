"""``--show-ir``: a readable, deterministic listing of a program's functions.

One line per instruction: its index, its source location and C-like text (expressions via
``bmc.ir.expr.to_text``). A loop head is preceded by a ``// loop <id>`` line, and each
backward goto names the loop it closes.
"""

from __future__ import annotations

from typing import assert_never

from bmc.ir.messages import split
from bmc.ir.expr import display_name, to_text
from bmc.ir.program import (
    Assert,
    Free,
    Assign,
    Assume,
    AtomicBegin,
    AtomicEnd,
    Call,
    Dead,
    Decl,
    Function,
    Goto,
    Instruction,
    Program,
    Return,
    Havoc,
    Skip,
    SourceLocation,
)


def show_program(program: Program) -> str:
    """The whole program: symbols in use, then every function (init function first)."""
    lines = [f"// data model {program.data_model.name}, entry {program.entry}"]
    warnings, notes = split(program.warnings)
    lines.extend(f"// warning: {w}" for w in warnings)
    lines.extend(f"// note: {n}" for n in notes)
    if program.undefined_functions:
        lines.append(f"// functions without body: {', '.join(program.undefined_functions)}")
    for function in program.functions.values():
        lines.append("")
        lines.extend(show_function(function))
    return "\n".join(lines) + "\n"


def show_function(function: Function) -> list[str]:
    params = ", ".join(f"{p.type} {display_name(p.name)}" for p in function.params)
    header = f"{function.type.result} {function.name}({params})"
    if function.return_var is not None:
        header += f"  // returns {function.return_var.name}"
    lines = [header]
    loops = function.loops()
    heads: dict[int, list[str]] = {}
    closes: dict[int, str] = {}
    for loop in loops:
        heads.setdefault(loop.head, []).append(loop.id)
        closes[loop.back_edge] = loop.id
    width = len(str(max(len(function.body) - 1, 0)))
    for index, ins in enumerate(function.body):
        for loop_id in heads.get(index, ()):
            lines.append(f"  // loop {loop_id}")
        text = show_instruction(ins)
        if index in closes:
            text += f"  // back edge of loop {closes[index]}"
        lines.append(f"  {index:>{width}}  {_where(ins.loc):<16} {text}")
    return lines


def _where(loc: SourceLocation) -> str:
    if not loc.line:
        return "-"
    file = loc.file.rsplit("/", 1)[-1]
    return f"{file}:{loc.line}"


def show_instruction(ins: Instruction) -> str:
    """C-like text of one instruction."""
    match ins:
        case Assign(lhs=lhs, rhs=rhs):
            return f"{to_text(lhs)} = {to_text(rhs)};"
        case Assume(cond=c, exit=exit_):
            return f"ASSUME {to_text(c)};" + (" // else the program exits" if exit_ else "")
        case Assert(cond=c, property_class=cls, description=d, property_id=pid):
            ident = pid or cls
            return f"ASSERT {to_text(c)};  // [{ident}] {d}"
        case Goto(cond=c, target=t):
            return f"GOTO {t};" if c is None else f"IF {to_text(c)} GOTO {t};"
        case Call(lhs=lhs, function=f, args=args):
            call = f"{f}({', '.join(to_text(a) for a in args)})"
            return f"{to_text(lhs)} = {call};" if lhs is not None else f"{call};"
        case Return(value=v):
            return "RETURN;" if v is None else f"RETURN {to_text(v)};"
        case Decl(var=v):
            return f"DECL {v.type} {v.name};"
        case Dead(var=v):
            return f"DEAD {v.name};"
        case Skip():
            return "SKIP;"
        case AtomicBegin():
            return "ATOMIC_BEGIN;"
        case AtomicEnd():
            return "ATOMIC_END;"
        case Free(pointer=p, checked=checked, release=release):
            what = "FREE" if checked and release else ("FREE_CHECK" if checked else "RELEASE")
            return f"{what} {to_text(p)};"
        case Havoc(variables=vs, memory=ms, all_memory=every):
            names = [display_name(v.name) for v in vs]
            names += ["all memory"] if every else [f"memory of {to_text(m)}" for m in ms]
            return f"HAVOC {', '.join(names) or 'nothing'};"
        case _:
            assert_never(ins)
