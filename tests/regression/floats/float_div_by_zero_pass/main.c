double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  if (x != 0.0) {
    double y = 1.0 / x;
    return y > 0;
  }
  return 0;
}
