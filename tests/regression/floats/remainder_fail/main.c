#include <assert.h>
#include <math.h>
float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 0.0f && x < 100.0f);
  float q = remainderf(x, 1.0f);
  /* wrong: the remainder is negative when x is closer to the next integer */
  assert(q >= 0.0f);
  return 0;
}
