"""Verifier intrinsics, assertions and library models."""

from __future__ import annotations

import pytest

from bmc.ir.ctype import LP64
from bmc.ir.expr import Const, Nondet, Var
from bmc.ir.program import Assert, Assign, AtomicBegin, AtomicEnd, Assume, Call

from fe_testkit import body, lower_c, of_type, run_c


def test_assert_text_and_location() -> None:
    program = lower_c("#include <assert.h>\nint main() {\n  int x = 3;\n"
                      "  assert(x  <  10 &&\n         x > 0);\n  return 0;\n}\n")
    (a,) = of_type(body(program), Assert)
    assert a.property_class == "assertion"
    assert a.description == "assertion x < 10 && x > 0"
    assert a.property_id == ""
    assert a.loc.file.endswith("prog.c") and a.loc.line == 4 and a.loc.function == "main"


def test_ndebug_disables_assert() -> None:
    program = lower_c("#include <assert.h>\nint main() { assert(0); return 0; }",
                      defines=("NDEBUG",))
    assert not of_type(body(program), Assert)


def test_glibc_assert_fail_in_preprocessed_input() -> None:
    src = ('extern void __assert_fail(const char *, const char *, unsigned int, const char *)'
           ' __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));\n'
           'int main() { int x = 1;\n'
           '  ((void) sizeof ((x > 0) ? 1 : 0), __extension__ ({ if (x > 0) ; else '
           '__assert_fail ("x > 0", "prog.c", 3, __extension__ __PRETTY_FUNCTION__); }));\n'
           '  return 0; }\n')
    program = lower_c(src, name="prog.i")
    (a,) = of_type(body(program), Assert)
    assert a.cond == Const(0, LP64.int_type)
    assert a.description == "assertion x > 0"
    b = body(program)
    assert isinstance(b[b.index(a) + 1], Assume)
    assert run_c(src.replace("int x = 1", "int x = 0")).failures == ["assertion x > 0"]
    assert run_c(src).failures == []


@pytest.mark.parametrize("name", ["reach_error", "__VERIFIER_error"])
@pytest.mark.parametrize("with_body", [False, True])
def test_error_functions_are_violations(name: str, with_body: bool) -> None:
    decl = f"void {name}() {{}}\n" if with_body else f"extern void {name}(void);\n"
    src = decl + f"int main(int x) {{ if (x) {name}(); return 0; }}\n"
    program = lower_c(src)
    (a,) = of_type(body(program), Assert)
    assert a.property_class == "error-call"
    assert a.description == f"{name}() is reachable"
    assert a.cond == Const(0, LP64.int_type)
    assert name not in program.functions and not of_type(body(program), Call)
    assert name not in program.undefined_functions
    run = run_c(src, [1])
    assert run.failures == [f"{name}() is reachable"] and run.stopped


def test_cprover_assert_assume_and_verifier_assume() -> None:
    src = ('void __CPROVER_assert(int, const char *);\nvoid __CPROVER_assume(int);\n'
           'void __VERIFIER_assume(int);\n'
           'int main(int x) { __VERIFIER_assume(x > 2); __CPROVER_assume(x < 9);\n'
           '  __CPROVER_assert(x != 5, "x is not five"); return 0; }\n')
    program = lower_c(src)
    assumes = of_type(body(program), Assume)
    assert len(assumes) == 2
    (a,) = of_type(body(program), Assert)
    assert a.description == "x is not five" and a.property_class == "assertion"
    assert run_c(src, [5]).failures == ["x is not five"]
    assert run_c(src, [1]).stopped


@pytest.mark.parametrize("call", ["abort()", "exit(3)", "_Exit(1)"])
def test_abort_and_exit_end_the_path(call: str) -> None:
    src = f"#include <stdlib.h>\nint g;\nint main() {{ g = 1; {call}; g = 2; return g; }}"
    program = lower_c(src)
    assert of_type(body(program), Assume)[0].cond == Const(0, LP64.int_type)
    assert not program.undefined_functions
    run = run_c(src)
    assert run.stopped and run.globals["g"] == 1


@pytest.mark.parametrize("suffix, expected", [
    ("int", LP64.int_type), ("uint", LP64.uint), ("unsigned", LP64.uint),
    ("long", LP64.long_), ("ulong", LP64.ulong), ("short", LP64.short_),
    ("ushort", LP64.ushort), ("char", LP64.char), ("uchar", LP64.uchar),
    ("bool", LP64.bool_), ("_Bool", LP64.bool_), ("size_t", LP64.size_t),
    ("u32", LP64.uint),
])
@pytest.mark.parametrize("prefix", ["__VERIFIER_nondet_", "nondet_"])
def test_undeclared_nondet_functions_have_the_suffix_type(prefix: str, suffix: str,
                                                          expected) -> None:
    program = lower_c(f"int main() {{ int v = {prefix}{suffix}(); return v; }}")
    nondets = [ins for ins in of_type(body(program), Assign) if isinstance(ins.rhs, Nondet)]
    assert len(nondets) == 1 and nondets[0].rhs.type == expected
    assert not program.undefined_functions


def test_declared_nondet_function_uses_declared_type() -> None:
    program = lower_c("unsigned short __VERIFIER_nondet_int(void);\n"
                      "int main() { int v = __VERIFIER_nondet_int(); return v; }")
    (n,) = [ins for ins in of_type(body(program), Assign) if isinstance(ins.rhs, Nondet)]
    assert n.rhs.type == LP64.ushort


def test_nondet_function_with_body_is_an_ordinary_call() -> None:
    program = lower_c("int nondet_int(void) { return 4; }\n"
                      "int main() { return nondet_int(); }")
    assert of_type(body(program), Call)[0].function == "nondet_int"


def test_undefined_function_result_is_nondet_and_reported() -> None:
    program = lower_c("int ext(int);\nint main() { int v = ext(3); ext(4); return v; }")
    assert program.undefined_functions == ("ext",)
    assert "function ext has no body; its result is nondeterministic" in program.warnings
    nondets = [ins for ins in of_type(body(program), Assign) if isinstance(ins.rhs, Nondet)]
    # each call's made-up result goes to a visible return_value_ext (bmc.checker.no_body), also
    # when the result is not used
    assert len(nondets) == 2 and all(n.rhs.type == LP64.int_type for n in nondets)
    assert {program.symbols[n.lhs.name].source_name for n in nondets} == {"return_value_ext"}
    checks = [a for a in of_type(body(program), Assert) if a.property_class == "no-body"]
    assert [(a.property_id, a.description) for a in checks] == \
        [("main.no-body.ext", "no body for callee ext")] * 2
    assert not of_type(body(program), Call)


def test_side_effect_free_function_without_body_has_no_no_body_property() -> None:
    program = lower_c("int getchar(void);\nint main() { int c = getchar(); getchar();"
                      " return c; }")
    assert program.undefined_functions == ("getchar",)
    assert not [a for a in of_type(body(program), Assert) if a.property_class == "no-body"]
    nondets = [ins for ins in of_type(body(program), Assign) if isinstance(ins.rhs, Nondet)]
    assert len(nondets) == 1         # the used result only: the other call changes nothing


def test_implicitly_declared_function_warns() -> None:
    program = lower_c("int main() { return mystery(1); }")
    assert program.undefined_functions == ("mystery",)
    assert any("implicit declaration of function 'mystery'" in w for w in program.warnings)


def test_atomic_begin_end_and_atomic_functions() -> None:
    src = ("void __VERIFIER_atomic_begin(void);\nvoid __VERIFIER_atomic_end(void);\n"
           "int g;\nvoid __VERIFIER_atomic_inc(void) { g++; }\n"
           "int main() { __VERIFIER_atomic_begin(); g = 1; __VERIFIER_atomic_end();\n"
           "  __VERIFIER_atomic_inc(); return g; }\n")
    program = lower_c(src)
    b = body(program)
    assert len(of_type(b, AtomicBegin)) == 1 and len(of_type(b, AtomicEnd)) == 1
    assert of_type(b, Call)[0].function == "__VERIFIER_atomic_inc"
    assert "__VERIFIER_atomic_inc" in program.functions
    assert run_c(src).result == 2


def test_builtin_expect_and_abs_and_printf() -> None:
    src = ("#include <stdio.h>\n#include <stdlib.h>\n"
           "int main(int x) { if (__builtin_expect(x > 0, 1)) printf(\"pos %d\\n\", x);\n"
           "  return abs(x); }\n")
    program = lower_c(src)
    assert not program.undefined_functions
    assert run_c(src, [-7]).result == 7
    assert run_c(src, [4]).result == 4


def test_verifier_assert_without_body_is_an_assertion() -> None:
    program = lower_c("void __VERIFIER_assert(int);\nint main(int x) { __VERIFIER_assert(x < 3);"
                      " return 0; }")
    (a,) = of_type(body(program), Assert)
    assert a.description == "assertion x < 3"


def test_rwlocks_are_unsupported_here() -> None:
    from bmc.errors import UnsupportedFeature
    with pytest.raises(UnsupportedFeature) as info:
        lower_c("#include <pthread.h>\nvoid *t(void *a) { return 0; }\n"
                "int main() { pthread_rwlock_t c;\n  pthread_rwlock_wrlock(&c); return 0; }")
    assert "pthread_rwlock_wrlock" in info.value.what
    assert info.value.where.line == 4


def test_assert_inside_function_reports_function_name() -> None:
    program = lower_c("#include <assert.h>\nvoid check(int v) { assert(v != 2); }\n"
                      "int main() { check(1); return 0; }")
    (a,) = of_type(program.functions["check"], Assert)
    assert a.loc.function == "check"
    assert a.cond.left == Var("check::v", LP64.int_type)


THREADS_PRELUDE = "#include <pthread.h>\n#include <unistd.h>\nint g;\n" \
    "void *t(void *a) { return &g; }\n"


def test_join_with_value_reads_the_thread_return_slot() -> None:
    program = lower_c(THREADS_PRELUDE + "int main() { pthread_t x; void *r;\n"
                      "  pthread_create(&x, 0, t, 0); pthread_join(x, &r); return r != 0; }")
    assert "__bmc_thread_return" in program.thread_local
    calls = of_type(program.functions["main"], Call)
    spawn_target = [c for c in calls if c.function == "t"]
    assert spawn_target and spawn_target[0].lhs == Var("__bmc_thread_return",
                                                       spawn_target[0].lhs.type)
    assert [c.function for c in calls if c.function.startswith("__bmc")] == \
        ["__bmc_spawn", "__bmc_join"]
    reads = [a for a in of_type(program.functions["main"], Assign)
             if a.rhs == Var("__bmc_thread_return", a.rhs.type)]
    assert len(reads) == 1


def test_join_without_value_and_exit_with_value() -> None:
    program = lower_c(THREADS_PRELUDE + "void *u(void *a) { pthread_exit(&g); return 0; }\n"
                      "int main() { pthread_t x;\n"
                      "  pthread_create(&x, 0, u, 0); pthread_join(x, 0); return 0; }")
    (exit_call,) = [c for c in of_type(program.functions["u"], Call)
                    if c.function == "__bmc_thread_exit"]
    (slot,) = [a for a in of_type(program.functions["u"], Assign)
               if isinstance(a.lhs, Var) and a.lhs.name == "__bmc_thread_return"]
    assert slot.loc.line == exit_call.loc.line == 5


def test_cond_wait_checks_the_mutex_and_blocks() -> None:
    src = THREADS_PRELUDE + "pthread_mutex_t m; pthread_cond_t c;\n" \
        "int main() { pthread_mutex_lock(&m); pthread_cond_wait(&c, &m); return 0; }"
    spurious = lower_c(src)
    (check,) = [a for a in of_type(spurious.functions["main"], Assert)
                if a.property_class == "concurrency" and "condition" in a.description]
    assert check.description == "mutex held by the thread waiting on a condition variable"
    signalled = lower_c(src, spurious_wakeups=False)
    assumes = lambda p: len(of_type(p.functions["main"], Assume))  # noqa: E731
    assert assumes(signalled) == assumes(spurious) + 1    # waits until the count changed


def test_yields_and_attributes_have_no_effect() -> None:
    program = lower_c(THREADS_PRELUDE + "int main() { pthread_attr_t a; pthread_t x;\n"
                      "  pthread_attr_init(&a); sched_yield(); pthread_detach(x);\n"
                      "  return pthread_attr_destroy(&a); }")
    assert not of_type(program.functions["main"], Call)


def test_recursive_mutex_type_is_refused() -> None:
    from bmc.errors import UnsupportedFeature
    with pytest.raises(UnsupportedFeature) as info:
        lower_c(THREADS_PRELUDE + "int main() { pthread_mutexattr_t a;\n"
                "  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE); return 0; }")
    assert "pthread_mutexattr_settype" in info.value.what and info.value.where.line == 6
