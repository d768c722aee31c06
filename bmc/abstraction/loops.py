"""Loop summaries of the field abstraction.

In: an (abstract) program and the loops that must stay loops. Out: the program with every
other *summarisable* loop replaced by its summary, and the ids of the loops summarised.

A loop is summarisable when its body (head to back edge) touches no memory and no global:
it only assigns non-memory locals (temporaries included), declares and ends them, assumes,
checks loop-invariant assertions (their variables are not written in the loop, and the
loop writes no memory: each iteration checks the same condition), and jumps inside itself
(or to the instruction after its back edge); no other assertion (no property is lost), no
call, return, ``free``, allocation, atomic section or indexed write.
In the abstract program writes to untracked fields are already gone, so this is "the body
touches no tracked field". Its summary checks the loop-invariant assertions once (also when the loop would not run:
more failures, which the CEGAR re-checks, never fewer) and assigns each local the body
writes a fresh value:
tracked memory is unchanged, the locals may hold anything (every number of iterations,
including the runs that do not end, is covered: an over-approximation, so a property the
abstract program proves holds; a counterexample through a summary is refined by the CEGAR,
which may keep the loop). A summarised loop needs no unwinding, so a loop with a constant
trip count above ``--unwind`` no longer cuts the paths after it.

Loop ids stay as they were (``--unwindset``, unwinding property ids): the summary keeps one
never-taken backward ``Goto`` per backward goto of the loop, so ``Function.loops``
numbers the remaining loops as before.
"""

from __future__ import annotations

from dataclasses import replace

from bmc.ir.expr import Allocate, Const, Nondet, Var, subexpressions, variables
from bmc.ir.program import (Assert, Assign, Assume, Dead, Decl, Function, Goto, Instruction,
                            Loop, Program, Skip, SymbolKind)

LOCAL_KINDS = (SymbolKind.LOCAL, SymbolKind.PARAMETER, SymbolKind.TEMPORARY)


def summarisable(program: Program, fn: Function, loop: Loop,
                 memory_vars: frozenset[str]
                 ) -> tuple[tuple[str, ...], tuple[Assert, ...]] | None:
    """The locals ``loop`` writes and its loop-invariant assertions if it can be summarised
    (see the module doc), else None."""
    body = fn.body
    written: dict[str, None] = {}
    checks: list[Assert] = []
    for i in range(loop.head, loop.back_edge + 1):
        ins = body[i]
        match ins:
            case Assign(lhs=Var(name=v), rhs=rhs):
                sym = program.symbols.get(v)
                if sym is None or sym.kind not in LOCAL_KINDS or v in memory_vars:
                    return None
                if any(isinstance(x, Allocate) for x in subexpressions(rhs)):
                    return None
                written.setdefault(v)
            case Decl(var=v) | Dead(var=v):
                if v.name in memory_vars:
                    return None
            case Goto(target=t):
                if not loop.head <= t <= loop.back_edge + 1:
                    return None
            case Skip() | Assume():
                pass
            case Assert():
                checks.append(ins)
            case _:
                return None
    for check in checks:
        if any(v in written for v in variables(check.cond)):
            return None                          # not loop-invariant
    for i, ins in enumerate(body):
        if isinstance(ins, Goto) and not loop.head <= i <= loop.back_edge \
                and loop.head < ins.target <= loop.back_edge:
            return None                          # a jump into the middle of the loop
    return tuple(written), tuple(checks)


def summarise(program: Program, memory_vars: frozenset[str], keep: frozenset[str]
              ) -> tuple[Program, tuple[str, ...]]:
    """``program`` with the summarisable loops not in ``keep`` summarised; their ids."""
    functions = dict(program.functions)
    done: list[str] = []
    false = Const(0, program.data_model.int_type)
    for name, fn in program.functions.items():
        chosen: list[tuple[Loop, tuple[tuple[str, ...], tuple[Assert, ...]]]] = []
        for loop in fn.loops():
            if loop.id in keep or any(c.head <= loop.head and loop.back_edge <= c.back_edge
                                      for c, _ in chosen):
                continue
            found = summarisable(program, fn, loop, memory_vars)
            if found is None:
                continue
            # an outer loop chosen later replaces the inner ones it contains
            chosen = [(c, w) for c, w in chosen
                      if not (loop.head <= c.head and c.back_edge <= loop.back_edge)]
            chosen.append((loop, found))
        if not chosen:
            continue
        # loops() lists inner loops first only when their back edges come first: sort
        chosen.sort(key=lambda c: c[0].head)
        out: list[Instruction] = []
        first: dict[int, int] = {}
        i = 0
        body = fn.body
        for loop, (written, checks) in chosen:
            while i < loop.head:
                first[i] = len(out)
                out.append(body[i])
                i += 1
            start = len(out)
            out.extend(checks)
            for v in written:
                t = program.symbols[v].type
                out.append(Assign(Var(v, t), Nondet(t), loop.loc))
            if not written and not checks:
                out.append(Skip(loop.loc))
            for k in range(loop.head, loop.back_edge + 1):
                first[k] = start
                ins = body[k]
                if isinstance(ins, Goto) and ins.target <= k:
                    out.append(Goto(false, -1 - start, ins.loc))   # placeholder back edge
            i = loop.back_edge + 1
            done.append(loop.id)
        while i < len(body):
            first[i] = len(out)
            out.append(body[i])
            i += 1
        first[len(body)] = len(out)
        new = [replace(x, target=(-1 - x.target) if x.target < 0 else first[x.target])
               if isinstance(x, Goto) else x for x in out]
        functions[name] = replace(fn, body=tuple(new))
    if not done:
        return program, ()
    return replace(program, functions=functions), tuple(done)


__all__ = ["summarise", "summarisable"]
