double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  __CPROVER_assume(x > -3e9 && x < 3e9);
  /* undefined for x >= 2^31 or x <= -2^31 - 1 */
  int i = (int)x;
  return i;
}
