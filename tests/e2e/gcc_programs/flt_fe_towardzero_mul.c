/* a negative product toward zero differs from downward */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <math.h>
#include <fenv.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

int main(void) {
  float a = __VERIFIER_nondet_float();
  float b = __VERIFIER_nondet_float();
  __VERIFIER_assume(a > -8.0f && a < -1.0f && b > 1.0f && b < 8.0f);
  fesetround(FE_TOWARDZERO);
  float tz = a * b;
  fesetround(FE_DOWNWARD);
  float down = a * b;
  fesetround(FE_TONEAREST);
  int mode = fegetround();
#ifdef BMC_REPLAY
  printf("tz=%a\ndown=%a\nmode=%d\n", tz, down, mode);
#endif
  assert(tz == down);
  return 0;
}
