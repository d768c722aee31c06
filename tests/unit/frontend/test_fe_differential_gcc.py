"""Lowered IR, run concretely, computes what gcc's binary computes (integer semantics).

Each program stores results in a global array ``r``; gcc's build prints them, the IR
interpreter reads them. Both data models are compared (``-m32`` only when it links).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fe_testkit import lower_c, execute

pytestmark = pytest.mark.gcc

HARNESS = r"""
#ifdef BMC_PRINT
#include <stdio.h>
int main(void) { test(); for (int i = 0; i < N; i++) printf("%lld\n", (long long) r[i]); return 0; }
#else
int main(void) { test(); return 0; }
#endif
"""

PROGRAMS = {
    "promotions": r"""
#define N 24
long long r[N];
void test(void) {
  unsigned char uc = 200; signed char sc = -100; unsigned short us = 65535; short ss = -3;
  unsigned int ui = 4000000000u; int i = -7; long l = -5; unsigned long ul = 3;
  r[0] = uc + uc;              r[1] = sc * 3;        r[2] = us * us;
  r[3] = -1 < 1u;              r[4] = -1 < 1;        r[5] = i / 2;
  r[6] = i % 3;                r[7] = -i % -4;       r[8] = ui + ui;
  r[9] = (unsigned char) 300;  r[10] = (signed char) 200; r[11] = l < ul;
  r[12] = ss >> 1;             r[13] = ui >> 3;      r[14] = 1u << 31;
  r[15] = ~uc;                 r[16] = !uc;          r[17] = (short) 70000;
  r[18] = (_Bool) 5 + (_Bool) 0; r[19] = 0x7fffffff + 0u; r[20] = 07 + 0x10 + 10;
  r[21] = 'a' + '\n' + '\377'; r[22] = sizeof(long) + sizeof(ul * 2) + sizeof(short);
  r[23] = (us + 1) == 65536;
}
""",
    "assignments": r"""
#define N 16
long long r[N];
int g;
int bump(void) { return ++g; }
void test(void) {
  int x = 5; unsigned char c = 250; short s = 32767; long long t = 1;
  x += 3; r[0] = x; x -= 10; r[1] = x; x *= -3; r[2] = x; x /= 4; r[3] = x; x %= 3; r[4] = x;
  c += 10; r[5] = c; s++; r[6] = s; t <<= 40; r[7] = t; x = 12; x >>= 2; r[8] = x;
  x |= 8; x &= 13; x ^= 5; r[9] = x;
  int y = x++ + ++x; r[10] = y; r[11] = x;
  int a, b; a = b = 7; r[12] = a + b;
  r[13] = (x = 3, x + 1);
  r[14] = bump() + bump() * 10;
  c = 0; c--; r[15] = c;
}
""",
    "control": r"""
#define N 12
long long r[N];
int f(int n) { return n <= 1 ? 1 : n * f(n - 1); }
int calls;
int side(int v) { calls++; return v; }
void test(void) {
  int s = 0;
  for (int i = 0; i < 10; i++) { if (i == 3) continue; if (i == 8) break; s += i; }
  r[0] = s;
  int k = 0; while (k < 5) k += 2; r[1] = k;
  int d = 0; do { d++; } while (d < 0); r[2] = d;
  int acc = 0;
  for (int v = 0; v < 6; v++) {
    switch (v) { case 0: acc += 1; case 1: acc += 10; break; case 4: acc += 100;
                 default: acc += 1000; }
  }
  r[3] = acc;
  r[4] = f(6);
  calls = 0; int z = side(0) && side(1); r[5] = z; r[6] = calls;
  calls = 0; z = side(2) || side(3); r[7] = z + calls * 10;
  calls = 0; z = side(0) ? side(5) : side(6); r[8] = z + calls * 10;
  int n = 0; L: n++; if (n < 4) goto L; r[9] = n;
  r[10] = ({ int q = 4; q * q; });
  int m = 7; r[11] = m ?: 9;
}
""",
    "arrays": r"""
#define N 10
long long r[N];
int a[2][3] = {{1, 2}, 3, 4, 5};
int b[] = {[2] = 7, 1, [0] = 9};
char s[] = "hey";
static int counter;
int next(void) { static int c = 10; return c++; }
void test(void) {
  int loc[4] = {1};
  loc[3] = a[1][2] + a[0][1];
  r[0] = loc[0] + loc[1] + loc[3];
  r[1] = sizeof(b) / sizeof(b[0]);
  r[2] = b[0] * 100 + b[2] * 10 + b[3];
  r[3] = s[1] + sizeof(s);
  r[4] = next(); r[5] = next();
  int m[2][2]; m[0][0] = 1; m[0][1] = 2; m[1][0] = 3; m[1][1] = 4;
  int t = 0; for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) t = t * 10 + m[i][j];
  r[6] = t;
  r[7] = counter;
  r[8] = 1[loc] + 3[loc];
  r[9] = sizeof(a) + sizeof a[0];
}
""",
}


def _gcc_output(source: str, tmp: Path, data_model: str) -> list[int] | None:
    gcc = shutil.which("gcc")
    if gcc is None:
        return None
    src = tmp / "prog.c"
    src.write_text(source + HARNESS)
    exe = tmp / "prog"
    flags = ["-m32"] if data_model == "ILP32" else []
    done = subprocess.run([gcc, *flags, "-w", "-fwrapv", "-DBMC_PRINT", "-o", str(exe),
                           str(src)], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        return None
    out = subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout
    return [int(line) for line in out.split()]


@pytest.mark.skipif(shutil.which("gcc") is None or sys.platform != "linux",
                    reason="needs gcc on Linux")
@pytest.mark.parametrize("data_model", ["LP64", "ILP32"])
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_ir_agrees_with_gcc(name: str, data_model: str, tmp_path: Path) -> None:
    source = PROGRAMS[name]
    expected = _gcc_output(source, tmp_path, data_model)
    if expected is None:
        pytest.skip(f"gcc cannot build for {data_model}")
    program = lower_c(source + HARNESS, data_model=data_model)
    run = execute(program)
    got = run.globals["r"]
    assert got == expected, name
