#include <assert.h>
#include <fenv.h>
double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  __CPROVER_assume(x >= 1.0 && x < 2.0);
  assert(fegetround() == FE_TONEAREST);
  fesetround(FE_UPWARD);
  double up = x / 3.0;
  fesetround(FE_DOWNWARD);
  double down = x / 3.0;
  fesetround(FE_TOWARDZERO);
  double zero = x / 3.0;
  assert(fegetround() == FE_TOWARDZERO);
  assert(down <= up && zero == down);
  assert(fesetround(12345) != 0 && fegetround() == FE_TOWARDZERO);
  __CPROVER_rounding_mode = 0;
  assert(fegetround() == FE_TONEAREST);
  return 0;
}
