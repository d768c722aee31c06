"""bmc.strategy: the step transformation (havoc placement, write sets, mode assertions,
exit assumptions), the refusals, the candidate templates, the options and the report."""

from __future__ import annotations

from pathlib import Path

import pytest

from bmc.cli.arguments import build_parser, options_from_args
from bmc.errors import UsageError
from bmc.ir.program import Assert, Assume, Goto, Havoc, Program
from bmc.options import Options
from bmc.checker.run import RunState
from bmc.checker.stages import instrument, load
from bmc.pipeline import verify
from bmc.result import Verdict
from bmc.strategy.invariants import candidates
from bmc.strategy.step import refusal, step_program, write_set


def program_of(tmp_path: Path, source: str) -> Program:
    path = tmp_path / "prog.c"
    path.write_text(source)
    run = RunState.start(Options(files=(str(path),)))
    return instrument(run, load(run))


def opts(*argv: str) -> Options:
    return options_from_args(build_parser().parse_args(["prog.c", *argv]))


LOOP = """extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int g;
void bump(int *q) { *q = *q + 1; g = g + 1; }
int main(void) {
  int x = 0, a[2] = {0, 0}, n = __VERIFIER_nondet_int();
  while (x < n) {
    if (x == 5) break;
    bump(&a[1]);
    x = x + 1;
    __VERIFIER_assert(x > 0);
  }
  __VERIFIER_assert(x <= 5);
  return 0;
}
"""


def test_write_set_follows_calls(tmp_path: Path) -> None:
    p = program_of(tmp_path, LOOP)
    main = p.functions["main"]
    ws = write_set(p, main, main.loops()[0])
    names = {v.name for v in ws.variables}
    assert "main::x" in names and "g" in names            # a callee's global write
    assert "main::n" not in names                         # read only
    assert ws.memory and not ws.all_memory                # *q in the callee: a[1]'s class


def test_step_program_shape(tmp_path: Path) -> None:
    p = program_of(tmp_path, LOOP)
    body = step_program(p, 2).functions["main"].body
    havocs = [i for i, ins in enumerate(body) if isinstance(ins, Havoc)]
    assert len(havocs) == 1
    loop = next(lp for lp in step_program(p, 2).functions["main"].loops())
    assert havocs[0] < loop.head                          # in the pre-header, once per entry
    # every program assertion is "mode || cond" and followed by its assumption
    asserts = [i for i, ins in enumerate(body) if isinstance(ins, Assert)]
    assert asserts
    for i in asserts:
        assert "$kind.h.main.0" in str(body[i].cond)
        assert isinstance(body[i + 1], Assume)
    # the break and the normal exit both assume the mode is over
    from bmc.ir.expr import Unary, UnOp
    exits = [ins for ins in body if isinstance(ins, Assume) and isinstance(ins.cond, Unary)
             and ins.cond.op is UnOp.LNOT]
    assert len(exits) >= 2
    # the callee's assertions (pointer checks of *q) are wrapped too
    assert all("$kind.h.main.0" in str(ins.cond)
               for ins in step_program(p, 2).functions["bump"].body if isinstance(ins, Assert))


def test_step_has_no_new_backward_gotos(tmp_path: Path) -> None:
    p = program_of(tmp_path, LOOP)
    before = [lp.id for lp in p.loops()]
    after = step_program(p, 3)
    assert [lp.id for lp in after.loops()] == before
    for f in after.functions.values():
        for i, ins in enumerate(f.body):
            if isinstance(ins, Goto):
                assert 0 <= ins.target <= len(f.body)


@pytest.mark.parametrize(("source", "reason"), [
    ("int f(int n) { return n ? f(n - 1) : 0; } int main(void) { return f(3); }",
     "function f is recursive"),
    ("#include <stdlib.h>\nint main(void) { int *p = 0; "
     "while (p == 0) p = malloc(4); return 0; }", "loop main.0 allocates memory"),
    ("#include <pthread.h>\nvoid *t(void *a) { return 0; } int main(void) { pthread_t i; "
     "pthread_create(&i, 0, t, 0); return 0; }", "the program uses threads"),
    ("struct s { int a; }; int main(void) { int n = 3; while (n--) { struct s v; v.a = n; } "
     "return 0; }", "creates or ends the object"),
])
def test_refusals(tmp_path: Path, source: str, reason: str) -> None:
    p = program_of(tmp_path, source)
    why = refusal(p, Options().checks)
    assert why is not None and reason in why


def test_no_refusal_for_plain_loops(tmp_path: Path) -> None:
    assert refusal(program_of(tmp_path, LOOP), Options().checks) is None
    # without dynamic allocation the leak and cleanup checks hold trivially
    for check in ("memory-leak", "memory-cleanup"):
        assert refusal(program_of(tmp_path, LOOP), Options().checks | {check}) is None


@pytest.mark.parametrize("check", ["memory-leak", "memory-cleanup"])
def test_leak_checks_refused_with_dynamic_memory(tmp_path: Path, check: str) -> None:
    source = ("#include <stdlib.h>\nint main(void) { int *p = malloc(4); int n = 3; "
              "while (n > 0) n--; return p != 0; }")
    why = refusal(program_of(tmp_path, source), Options().checks | {check})
    assert why is not None and check in why and "allocates memory" in why


def test_candidates_from_templates(tmp_path: Path) -> None:
    p = program_of(tmp_path, LOOP)
    texts = {c.text for c in candidates(p)}
    assert {"x <= n", "x >= 0", "x <= 5"} <= texts


def test_options() -> None:
    assert opts("--k-induction").strategy == "k-induction"
    with pytest.raises(UsageError):
        opts("--k-induction", "--unwind", "3")
    with pytest.raises(UsageError):
        opts("--strategy", "auto", "--incremental")
    with pytest.raises(UsageError):
        opts("--k-induction", "--no-unwinding-assertions")
    assert opts("--strategy", "incremental").incremental
    assert opts().strategy is None


def test_default_strategy_with_property_file(tmp_path: Path) -> None:
    prp = tmp_path / "unreach-call.prp"
    prp.write_text("CHECK( init(main()), LTL(G ! call(reach_error())) )\n")
    assert opts("--property-file", str(prp)).strategy == "auto"
    assert opts("--property-file", str(prp), "--unwind", "4").strategy is None


def test_verify_reports_the_proof(tmp_path: Path) -> None:
    path = tmp_path / "prog.c"
    path.write_text(LOOP)
    result = verify(Options(files=(str(path),), strategy="k-induction", max_unwind=6))
    assert result.verdict is Verdict.SUCCESSFUL
    assert result.strategy is not None and result.strategy.outcome in ("proved", "complete")
    assert result.strategy.how


def test_step_failure_is_never_a_bug(tmp_path: Path) -> None:
    """y == x * x holds but is not inductive: the step fails at every k, the result is
    INCONCLUSIVE (never FAILED, never SUCCESSFUL)."""
    path = tmp_path / "prog.c"
    path.write_text("extern int __VERIFIER_nondet_int(void);\n"
                    "extern void __VERIFIER_assert(int);\n"
                    "int main(void) { unsigned x = 0, y = 0; while (__VERIFIER_nondet_int()) "
                    "{ y = y + 2 * x + 1; x++; } __VERIFIER_assert(y == x * x); return 0; }\n")
    result = verify(Options(files=(str(path),), strategy="k-induction", max_unwind=4))
    assert result.verdict is Verdict.INCONCLUSIVE
    assert result.strategy is not None and result.strategy.outcome == "open"
