double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = x + 1.0;
  __CPROVER_assert(y > x, "grows");
  return 0;
}
