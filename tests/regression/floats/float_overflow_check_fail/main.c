float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __CPROVER_assume(x > 1e30f && x < 1e31f);
  float y = x * x;
  return y > 0;
}
