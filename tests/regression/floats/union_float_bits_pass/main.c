/* type punning through a union sees the IEEE bits of float and double */
union f { float f; unsigned int u; };
union d { double d; unsigned long long u; };
int main(void) {
  union f a; union d b;
  a.f = -0.0f;
  __CPROVER_assert(a.u == 0x80000000u, "-0.0f");
  a.f = 1.0f / 3.0f;
  __CPROVER_assert(a.u == 0x3eaaaaabu, "1/3 rounded to nearest");
  b.d = 0.1;
  __CPROVER_assert(b.u == 0x3fb999999999999aull, "0.1");
  b.u = 0x7ff0000000000000ull;
  __CPROVER_assert(b.d > 1e308 && b.d == b.d + 1.0, "infinity from bits");
  return 0;
}
