int nondet_int(void);
int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x > 0 && x < 100);
  assert(x != 50);
  __CPROVER_assert(__CPROVER_equal(x, x), "equal");
  return 0;
}
