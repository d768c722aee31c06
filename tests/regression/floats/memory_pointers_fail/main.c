#include <assert.h>
void clamp(float *p) { if (*p > 1.0f) *p = 1.0f; }
float __VERIFIER_nondet_float(void);
int main(void) {
  float a[2];
  a[0] = __VERIFIER_nondet_float();
  a[1] = a[0];
  clamp(&a[1]);
  assert(a[1] <= 1.0f);       /* NaN is not clamped */
  return 0;
}
