float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __CPROVER_assume(x > 1e15f && x < 1e16f);
  float y = x * x;                  /* at most 1e32: finite */
  float w = __VERIFIER_nondet_float();
  __CPROVER_assume(w == w && w < 1e37f);
  float z = y + w;                  /* infinite only if w is */
  return y > 0 && z == z;
}
