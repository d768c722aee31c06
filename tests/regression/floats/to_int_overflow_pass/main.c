double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  float f = __VERIFIER_nondet_float();
  /* the exact limits: (-2^31 - 1, 2^31) for int, (-1, 2^32) for unsigned */
  __CPROVER_assume(x > -2147483649.0 && x < 2147483648.0);
  int i = (int)x;
  __CPROVER_assume(f > -1.0f && f < 4294967296.0f);
  unsigned u = (unsigned)f;
  return (i & 1) + (int)(u & 1);
}
