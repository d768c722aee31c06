/* integer to float conversion follows the rounding mode */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <math.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

#include <fenv.h>
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 16777216 && n < 33554432);
  fesetround(FE_TOWARDZERO);
  float down = (float)n;
  fesetround(FE_UPWARD);
  float up = (float)n;
  fesetround(FE_TONEAREST);
#ifdef BMC_REPLAY
  printf("down=%a\nup=%a\n", down, up);
#endif
  assert(down == up);
  return 0;
}
