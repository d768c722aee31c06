double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = __VERIFIER_nondet_double();
  __CPROVER_assume(x == x && y == y);
  double z = x - y;                 /* inf - inf */
  return z > 0;
}
