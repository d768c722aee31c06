#include <assert.h>
#include <math.h>
float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 0.0f && x < 100.0f);
  float r = fmodf(x, 1.0f);
  assert(r >= 0.0f && r < 1.0f);
  assert(fmod(-7.5, 2.0) == -1.5 && signbit(fmod(-4.0, 2.0)) && isnan(fmod(INFINITY, 1.0)));
  assert(fmod(5.0, INFINITY) == 5.0 && isnan(fmodf(1.0f, 0.0f)) && fmodl(7.0L, -2.0L) == 1.0L);
  return 0;
}
