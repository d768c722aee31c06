/* sqrt rounds upward under FE_UPWARD */
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
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 1.0 && x < 4.0);
  double near = sqrt(x);
  fesetround(FE_UPWARD);
  double up = sqrt(x);
  fesetround(FE_TONEAREST);
#ifdef BMC_REPLAY
  printf("x=%a\nnear=%a\nup=%a\n", x, near, up);
#endif
  assert(up == near);
  return 0;
}
