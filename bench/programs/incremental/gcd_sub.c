unsigned nondet_uint(void);
int main(void) {
  unsigned a = nondet_uint(), b = nondet_uint();
  __CPROVER_assume(a >= 1 && a <= 10 && b >= 1 && b <= 10);
  unsigned x = a, y = b;
  while (x != y) {
    if (x > y)
      x = x - y;
    else
      y = y - x;
  }
  __CPROVER_assert(x >= 1, "gcd in range");
  return 0;
}
