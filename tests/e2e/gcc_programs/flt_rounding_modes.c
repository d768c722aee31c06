/* fesetround changes the rounding of a division */
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
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x > 1.0 && x < 2.0);
  fesetround(FE_UPWARD);
  double up = x / 3.0;
  fesetround(FE_DOWNWARD);
  double down = x / 3.0;
  fesetround(FE_TONEAREST);
#ifdef BMC_REPLAY
  printf("x=%a\nup=%a\ndown=%a\n", x, up, down);
#endif
  assert(up == down);
  return 0;
}
