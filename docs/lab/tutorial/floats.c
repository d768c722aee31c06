/* Tutorial: floating point is computed bit-precisely. */
#include <assert.h>

float __VERIFIER_nondet_float(void);
void __VERIFIER_assume(int);

int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 1.0f && x <= 2.0f);
  float y = x * 3.0f / 3.0f;
  assert(y == x);
  int i = (int)(x * 2e9f);
  return i;
}
