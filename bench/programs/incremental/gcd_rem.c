unsigned nondet_uint(void);
int main(void) {
  unsigned a = nondet_uint(), b = nondet_uint();
  __CPROVER_assume(a > 0 && b > 0 && a <= 255 && b <= 255);
  while (b != 0) { unsigned t = a % b; a = b; b = t; }
  __CPROVER_assert(a > 0, "gcd positive");
  return 0;
}
