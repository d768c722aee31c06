#include <assert.h>
#include <math.h>
float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x > -100.0f && x < 100.0f);
  float r = fmodf(x, 2.5f);
  /* wrong: fmod keeps the sign of x, so r is negative for negative x */
  assert(r >= 0.0f);
  return 0;
}
