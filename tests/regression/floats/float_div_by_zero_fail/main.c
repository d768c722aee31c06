double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = 1.0 / x;
  return y > 0;
}
