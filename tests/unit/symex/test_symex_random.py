"""Random programs: a concrete IR interpreter and the equation agree.

Each program has nested if/else, forward gotos past blocks, assumptions and assertions over
a few ``int`` variables with nondet inputs; the "loops" variant adds counter-bounded for and
do-while loops (nested, with symbolic break/continue), fully unwound at --unwind 5. For
random inputs, the set of assertions that fail on the concrete run must equal the set whose
step has a true guard and a false condition when the equation is evaluated under the same
inputs (``bmc.terms.evaluator``; no solver needed)."""

from __future__ import annotations

import random

import pytest

from bmc.ir.expr import BinOp, Expr, Nondet, Var
from bmc.ir.program import Assert, Assign, Assume, Decl, Function, Goto, Program
from bmc.symex.equation import Assertion, Assignment, AssignmentKind
from bmc.symex.translate import Translator
from bmc.terms import TermStore
from bmc.terms.evaluator import Evaluator

from symex_testkit import INT, FunctionBuilder, ProgramBuilder, bin_, k, run

OPS = [BinOp.ADD, BinOp.SUB, BinOp.MUL, BinOp.BITAND, BinOp.BITXOR, BinOp.SHR]
CMPS = [BinOp.LT, BinOp.LE, BinOp.EQ, BinOp.NE, BinOp.GT]


def random_program(rng: random.Random, loops: bool = False) -> Program:
    """Loop-free with nondet anywhere, or (``loops``) with counter-bounded for/do-while
    loops, break and continue, and nondet values only at the start."""
    pb = ProgramBuilder()
    f = pb.function("main")
    vs = [f.local(f"v{i}") for i in range(3)]
    for v in vs:
        f.assign(v, Nondet(INT) if rng.random() < 0.6 else k(rng.randint(-3, 3)))
    counters = iter(range(100))
    in_loop = [0]

    def expr(depth: int = 0) -> Expr:
        if depth > 1 or rng.random() < 0.4:
            return rng.choice(vs) if rng.random() < 0.7 else k(rng.randint(-4, 4))
        op = rng.choice(OPS)
        right = k(rng.randint(0, 3)) if op is BinOp.SHR else expr(depth + 1)
        return bin_(op, expr(depth + 1), right)

    def cond() -> Expr:
        return bin_(rng.choice(CMPS), expr(), expr())

    def block(fb: FunctionBuilder, depth: int) -> None:
        for _ in range(rng.randint(1, 4)):
            r = rng.random()
            if r < 0.25:
                fb.assign(rng.choice(vs), expr() if loops else Nondet(INT))
            elif r < 0.5:
                fb.assign(rng.choice(vs), expr())
            elif r < 0.65 and depth < 3:
                if rng.random() < 0.5:
                    fb.if_(cond(), lambda: block(fb, depth + 1))
                else:
                    fb.if_(cond(), lambda: block(fb, depth + 1), lambda: block(fb, depth + 1))
            elif r < 0.72 and depth < 3:
                label = fb.fresh_label("skip")
                fb.goto(label, cond())
                block(fb, depth + 1)
                fb.label(label)
            elif r < 0.8:
                fb.assume(bin_(BinOp.LOR, cond(), cond()))
            elif loops and r < 0.9 and depth < 3:
                loop(fb, depth)
            elif loops and in_loop[0] and r < 0.95:
                fb.if_(cond(), fb.break_ if rng.random() < 0.5 else fb.continue_)
            else:
                fb.assert_(cond())

    def loop(fb: FunctionBuilder, depth: int) -> None:
        t = fb.local(f"t{next(counters)}")
        trips = k(rng.randint(0, 3))
        in_loop[0] += 1
        if rng.random() < 0.5:
            fb.for_(lambda: fb.assign(t, k(0)), bin_(BinOp.LT, t, trips),
                    lambda: fb.assign(t, bin_(BinOp.ADD, t, k(1))),
                    lambda: block(fb, depth + 1))
        else:
            fb.assign(t, k(0))
            fb.do_while(lambda: (fb.assign(t, bin_(BinOp.ADD, t, k(1))),
                                 block(fb, depth + 1)), bin_(BinOp.LT, t, trips))
        in_loop[0] -= 1

    block(f, 0)
    f.assert_(cond())
    return pb.build()


def concrete_fails(fn: Function, inputs: dict[int, int]) -> set[str]:
    store = TermStore()
    env: dict[str, int] = {}
    tr = Translator(store, 64, lambda name, t: store.bv_const(env.get(name, 0), 32))
    fails: set[str] = set()
    pc = 0
    numbered = 0
    ids = {}
    for i, ins in enumerate(fn.body):
        if isinstance(ins, Assert):
            numbered += 1
            ids[i] = f"main.assertion.{numbered}"
    while pc < len(fn.body):
        ins = fn.body[pc]
        match ins:
            case Assign(lhs=Var(name=n), rhs=rhs):
                env[n] = inputs[pc] if isinstance(rhs, Nondet) else int(tr.term(rhs).value)
            case Assume(cond=c):
                if tr.cond(c) is store.false:
                    return fails
            case Assert(cond=c):
                if tr.cond(c) is store.false:
                    fails.add(ids[pc])
            case Goto(cond=c, target=t):
                if c is None or tr.cond(c) is store.true:
                    pc = t
                    continue
            case Decl(var=Var(name=n)):
                env[n] = 0
            case _:
                raise AssertionError(ins)
        pc += 1
    return fails


def equation_fails(equation, inputs: dict[int, int]) -> set[str]:
    values: dict[str, object] = {}
    fails: set[str] = set()
    for step in equation.steps:
        if isinstance(step, Assignment):
            if step.rhs is step.lhs:
                pc = step.loc.line - 1
                raw = inputs[pc] if step.kind is AssignmentKind.INPUT else 0
                values[step.lhs.name] = raw & 0xFFFFFFFF
            else:
                values[step.lhs.name] = Evaluator(values)(step.rhs)
        elif isinstance(step, Assertion):
            ev = Evaluator(values)
            if ev(step.guard) and not ev(step.cond):
                fails.add(step.property_id)
    return fails


@pytest.mark.parametrize("seed", range(150))
@pytest.mark.parametrize("loops", [False, True], ids=["straight", "loops"])
def test_random_programs_agree_with_interpreter(seed: int, loops: bool) -> None:
    rng = random.Random(seed)
    program = random_program(rng, loops)
    fn = program.functions["main"]
    equation = run(program, unwind=5)
    nondet_pcs = [i for i, ins in enumerate(fn.body)
                  if isinstance(ins, Assign) and isinstance(ins.rhs, Nondet)]
    for _ in range(12):
        inputs = {pc: rng.choice([-5, -1, 0, 1, 2, 3, 7, 1 << 30, -(1 << 31)])
                  for pc in nondet_pcs}
        assert equation_fails(equation, inputs) == concrete_fails(fn, inputs), (seed, inputs)


def test_generator_makes_interesting_programs() -> None:
    """Sanity: the generated programs split and merge and sometimes fail."""
    phis = fails = 0
    for seed in range(40):
        rng = random.Random(seed)
        program = random_program(rng)
        equation = run(program)
        phis += sum(1 for s in equation.steps if isinstance(s, Assignment)
                    and s.kind is AssignmentKind.PHI)
        fails += bool(equation.assertions())
    assert phis > 20 and fails > 10
