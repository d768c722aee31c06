int nondet_int(void);
int main(void) {
  int x = nondet_int();
  int *p = &x, *q = &x;
  __CPROVER_assume(x > 0 && x < 100);
  assert(x != 100);
  assert(__CPROVER_equal(p, q) && !__CPROVER_equal(x, x + 1));
  return 0;
}
