#include <assert.h>
#include <math.h>
float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __CPROVER_assume(x == 2.0f || x == 4.0f);
  float r = sqrtf(x);
  assert(r * r == x);
  return 0;
}
