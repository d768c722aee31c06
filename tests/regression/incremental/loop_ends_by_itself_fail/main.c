unsigned nondet_uint(void);
int main(void) {
  unsigned x = nondet_uint();
  int n = 0;
  while (x > 1) { x /= 2; n++; }
  __CPROVER_assert(n != 5, "n never 5");
  return 0;
}
