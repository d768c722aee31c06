#include <assert.h>
#include <math.h>
float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x > -1e6f && x < 1e6f);
  float q = remainderf(x, 0.5f);
  assert(q >= -0.25f && q <= 0.25f);
  assert(remainderf(2.5f, 1.0f) == 0.5f && remainderf(3.5f, 1.0f) == -0.5f);
  assert(remainder(-3.0, 2.0) == 1.0 && signbit(remainder(-4.0, 2.0)));
  assert(remainderl(7.0L, 2.0L) == -1.0L && isnan(remainder(1.0, 0.0)));
  return 0;
}
