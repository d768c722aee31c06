#include <math.h>
float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  float y = __VERIFIER_nondet_float();
  __CPROVER_assume(x > -1e6f && x < 1e6f && !isnan(y));
  float r = fmodf(x, y);             /* NaN for y == 0 */
  float q = remainderf(x, 2.0f);     /* never NaN here */
  return r > q;
}
