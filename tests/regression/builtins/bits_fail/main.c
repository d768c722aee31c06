unsigned nondet_uint(void);
int main(void) {
  unsigned x = nondet_uint();
  __CPROVER_assume(x < 16);
  int n = __builtin_popcount(x);
  __CPROVER_assert(n != 3 || x == 7 || x == 11 || x == 13, "three bits");
  return __builtin_clz(x);
}
