#include <assert.h>
#include <float.h>
#include <fenv.h>
int main(void) {
  assert(FLT_MAX == 0x1.fffffep127f);
  assert(DBL_EPSILON == 0x1p-52);
  assert(1.0 + DBL_EPSILON != 1.0);
  assert(1.0 + DBL_EPSILON / 2 == 1.0);
  assert(DBL_TRUE_MIN / 2 == 0.0);
  assert(LDBL_MANT_DIG == 64);
  assert(LDBL_MAX > DBL_MAX);
  assert(FLT_MIN_EXP == -125 && DBL_MAX_10_EXP == 308 && LDBL_DIG == 18);
  assert(FLT_ROUNDS == 1);
  fesetround(FE_DOWNWARD);
  assert(FLT_ROUNDS == 3);
  fesetround(FE_TOWARDZERO);
  assert(FLT_ROUNDS == 0);
  return 0;
}
