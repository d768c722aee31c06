#include <assert.h>
#include <math.h>
float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __CPROVER_assume(isfinite(x));
  assert(fabsf(x) >= 0.0f && fabsf(-x) == fabsf(x) && !signbit(fabsf(x)));
  assert(floorf(x) <= x && x <= ceilf(x) && fabsf(truncf(x)) <= fabsf(x));
  assert(floor(-1.5) == -2.0 && ceil(-1.5) == -1.0 && round(-2.5) == -3.0 && rint(2.5) == 2.0);
  assert(nearbyint(3.5) == 4.0 && roundf(0.5f) == 1.0f && truncl(-0.75L) == 0.0L);
  assert(sqrt(16.0) == 4.0 && sqrtf(2.0f) * sqrtf(2.0f) != 2.0f && isnan(sqrt(-1.0)));
  assert(fmin(NAN, 1.0) == 1.0 && fmax(2.0, NAN) == 2.0 && fmin(-3.0, 2.0) == -3.0);
  assert(copysign(2.0, -0.0) == -2.0 && signbit(copysign(0.0, -1.0)));
  assert(isinf(INFINITY) && isinf(-HUGE_VAL) == -1 && isnan(nan("")) && !isnormal(0.0));
  assert(fpclassify(1.0) == FP_NORMAL && fpclassify(0x1p-1074) == FP_SUBNORMAL && fpclassify(-INFINITY) == FP_INFINITE && fpclassify(NAN) == FP_NAN);
  assert(isless(1.0, 2.0) && !isless(NAN, 1.0) && isunordered(NAN, 1.0) && islessgreater(1.0, 2.0));
  return 0;
}
