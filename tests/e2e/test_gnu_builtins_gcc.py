"""GCC's bit and overflow builtins (bmc.frontend.gnu_builtins) against gcc, value by value.

gcc compiles a program that prints each builtin's result for many inputs (edge values and
seeded random ones); bmc then checks one program asserting, for each input, that the
builtin of an unconstrained input equal to it (``__CPROVER_assume``, so the solver, not
constant folding, computes it) gives gcc's result. Every assertion must hold.
"""

from __future__ import annotations

import random
import subprocess
from pathlib import Path

import pytest

from bmc_test_helpers import default_sample, gcc_available, run_bmc

pytestmark = [pytest.mark.gcc,
              pytest.mark.skipif(not gcc_available, reason="gcc is not installed")]

WIDTH = {"unsigned short": 16, "unsigned int": 32, "unsigned long": 64,
         "unsigned long long": 64, "int": 32, "long": 64, "long long": 64,
         "signed char": 8, "short": 16, "unsigned char": 8}


def _values(ctype: str, count: int, seed: int) -> list[int]:
    """Edge values and random ones (with random bit lengths) of ``ctype``, as C literals'
    values (signed types in their range)."""
    w = WIDTH[ctype]
    signed = not ctype.startswith("unsigned")
    rng = random.Random(seed)
    raw = [0, 1, 2, 3, (1 << w) - 1, 1 << (w - 1), (1 << (w - 1)) - 1, (1 << (w - 1)) + 1,
           0x80, 0xFF, 0x100]
    while len(raw) < count:
        raw.append(rng.getrandbits(rng.randint(1, w)) << rng.choice((0, 0, rng.randint(0, w))))
    out = []
    for v in raw:
        v &= (1 << w) - 1
        if signed and v >> (w - 1):
            v -= 1 << w
        out.append(v)
    return list(dict.fromkeys(out))


def _literal(v: int, ctype: str) -> str:
    if ctype.startswith("unsigned"):
        return f"({ctype}){v}ull"
    if v == -(1 << (WIDTH[ctype] - 1)):
        return f"({ctype})(-{-v - 1}ll - 1)"
    return f"({ctype}){v}ll"


def _gcc_results(tmp_path: Path, body: str) -> list[str]:
    src = tmp_path / "ref.c"
    src.write_text("#include <stdio.h>\n#include <strings.h>\n"
                   f"int main(void) {{\n{body}  return 0;\n}}\n")
    exe = tmp_path / "ref"
    subprocess.run(["gcc", "-std=gnu11", "-O0", "-w", str(src), "-o", str(exe)], check=True)
    run = subprocess.run([str(exe)], capture_output=True, text=True, check=True, timeout=60)
    return run.stdout.split()


def _bmc_holds(tmp_path: Path, decls: str, body: str) -> None:
    src = tmp_path / "check.c"
    src.write_text(f"int ffs(int);\n{decls}\nint main(void) {{\n{body}  return 0;\n}}\n")
    code, out, err = run_bmc([str(src)], timeout=600)
    assert code == 0 and "VERIFICATION SUCCESSFUL" in out, out + err


UNARY = [
    ("__builtin_bswap16", "unsigned short", "unsigned long long"),
    ("__builtin_bswap32", "unsigned int", "unsigned long long"),
    ("__builtin_bswap64", "unsigned long long", "unsigned long long"),
    ("__builtin_popcount", "unsigned int", "long long"),
    ("__builtin_popcountl", "unsigned long", "long long"),
    ("__builtin_popcountll", "unsigned long long", "long long"),
    ("__builtin_parity", "unsigned int", "long long"),
    ("__builtin_parityll", "unsigned long long", "long long"),
    ("__builtin_clz", "unsigned int", "long long"),
    ("__builtin_clzl", "unsigned long", "long long"),
    ("__builtin_ctz", "unsigned int", "long long"),
    ("__builtin_ctzll", "unsigned long long", "long long"),
    ("__builtin_ffs", "int", "long long"),
    ("__builtin_ffsl", "long", "long long"),
    ("ffs", "int", "long long"),
    ("__builtin_clrsb", "int", "long long"),
    ("__builtin_clrsbll", "long long", "long long"),
]


@pytest.mark.parametrize("name,ctype,shown", UNARY, ids=[u[0] for u in UNARY])
def test_bit_builtin_matches_gcc(name: str, ctype: str, shown: str, tmp_path: Path) -> None:
    values = _values(ctype, 20, sum(map(ord, name)))
    if name.removeprefix("__builtin_").startswith(("clz", "ctz")):
        values = [v for v in values if v != 0]           # undefined in gcc (a property)
    fmt = "%llu" if shown.startswith("unsigned") else "%lld"
    ref = _gcc_results(tmp_path, "".join(
        f'  printf("{fmt}\\n", ({shown}){name}({_literal(v, ctype)}));\n' for v in values))
    decls = f"{ctype} nondet_in(void);"
    body = "".join(
        f"  {{ {ctype} x = nondet_in(); __CPROVER_assume(x == {_literal(v, ctype)});\n"
        f"    __CPROVER_assert(({shown}){name}(x) == {r}{'ull' if fmt == '%llu' else 'll'}, "
        f'"{name}({v})"); }}\n' for v, r in zip(values, ref))
    _bmc_holds(tmp_path, decls, body)


OVERFLOW = [
    ("__builtin_add_overflow", "int", "int", "int"),
    ("__builtin_add_overflow", "unsigned int", "int", "unsigned char"),
    ("__builtin_sub_overflow", "unsigned long", "long", "long"),
    ("__builtin_sub_overflow", "int", "unsigned int", "short"),
    ("__builtin_mul_overflow", "long", "long", "long"),
    ("__builtin_mul_overflow", "unsigned long", "unsigned long", "unsigned long"),
    ("__builtin_mul_overflow", "int", "unsigned long", "signed char"),
    ("__builtin_mul_overflow", "long long", "unsigned int", "unsigned long long"),
    ("__builtin_sadd_overflow", "int", "int", "int"),
    ("__builtin_uaddl_overflow", "unsigned long", "unsigned long", "unsigned long"),
    ("__builtin_ssubll_overflow", "long long", "long long", "long long"),
    ("__builtin_umul_overflow", "unsigned int", "unsigned int", "unsigned int"),
    ("__builtin_smull_overflow", "long", "long", "long"),
]


@pytest.mark.parametrize("name,ta,tb,tr", default_sample(
    OVERFLOW, [f"{o[0]}-{o[1]}-{o[2]}-{o[3]}".replace(" ", "_") for o in OVERFLOW], 2,
    heavy=("__builtin_mul_overflow-long-long-long",                 # about 16 s each
           "__builtin_smull_overflow-long-long-long")))
def test_overflow_builtin_matches_gcc(name: str, ta: str, tb: str, tr: str,
                                      tmp_path: Path) -> None:
    rng = random.Random(f"{name}{ta}{tb}{tr}")
    xs, ys = _values(ta, 14, rng.getrandbits(16)), _values(tb, 14, rng.getrandbits(16))
    pairs = [(x, y) for x in xs[:5] for y in ys[:3]] + list(zip(xs, reversed(ys)))
    pairs = list(dict.fromkeys(pairs))
    ref = _gcc_results(tmp_path, "".join(
        f"  {{ {tr} r; int o = {name}({_literal(x, ta)}, {_literal(y, tb)}, &r);\n"
        f'    printf("%d %llu\\n", o, (unsigned long long)r); }}\n' for x, y in pairs))
    decls = f"{ta} nondet_a(void); {tb} nondet_b(void);"
    body = "".join(
        f"  {{ {ta} x = nondet_a(); {tb} y = nondet_b(); {tr} r;\n"
        f"    __CPROVER_assume(x == {_literal(x, ta)} && y == {_literal(y, tb)});\n"
        f"    int o = {name}(x, y, &r);\n"
        f"    __CPROVER_assert(o == {o} && (unsigned long long)r == {r}ull, "
        f'"{name}({x}, {y})"); }}\n'
        for (x, y), o, r in zip(pairs, ref[0::2], ref[1::2]))
    _bmc_holds(tmp_path, decls, body)


def test_overflow_predicate_and_constant_p_match_gcc(tmp_path: Path) -> None:
    cases = ["__builtin_add_overflow_p(2147483647, 1, (int)0)",
             "__builtin_add_overflow_p(100, 27, (signed char)0)",
             "__builtin_add_overflow_p(100, 28, (signed char)0)",
             "__builtin_mul_overflow_p(65535u, 65537u, (unsigned)0)",
             "__builtin_sub_overflow_p(0, 1, (unsigned long)0)",
             "__builtin_constant_p(3)", "__builtin_constant_p(3 + 4 * 2)",
             "__builtin_constant_p(1.5)", "__builtin_constant_p(\"s\")",
             "__builtin_constant_p(v)", "__builtin_constant_p(v + 1)",
             "__builtin_constant_p(v++)"]
    ref = _gcc_results(tmp_path, "  volatile int v = 5;\n" + "".join(
        f'  printf("%d\\n", (int)({c}));\n' for c in cases))
    body = "  int v = 5;\n" + "".join(
        f'  __CPROVER_assert(({c}) == {r}, "{k}");\n' for k, (c, r) in enumerate(zip(cases,
                                                                                    ref)))
    body += '  __CPROVER_assert(v == 5, "not evaluated");\n'
    _bmc_holds(tmp_path, "", body)


def test_clz_of_zero_is_a_failed_property(tmp_path: Path) -> None:
    src = tmp_path / "clz0.c"
    src.write_text("unsigned nondet_u(void);\nint main(void) { unsigned x = nondet_u();\n"
                   "  return __builtin_clz(x) + __builtin_ctz(x | 1u); }\n")
    code, out, err = run_bmc([str(src)])
    assert code == 10, out + err
    assert "[main.bit_count.1] line 3 count leading zeros is undefined for value zero in " \
           "__builtin_clz(x): FAILURE" in out
    assert "[main.bit_count.2] line 3 count trailing zeros is undefined for value zero in " \
           "__builtin_ctz(x | 1u): SUCCESS" in out
    code, out, _ = run_bmc([str(src), "--no-undefined-shift-check"])
    assert code == 0 and "bit_count" not in out
