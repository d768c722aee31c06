/* remainder of doubles: the result lies within half the divisor and may be negative */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <math.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
double __VERIFIER_nondet_double(void);
void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = __VERIFIER_nondet_double();
  __VERIFIER_assume(x > -1e20 && x < 1e20 && y > 1e-300 && y < 1e10);
  double q = remainder(x, y);
#ifdef BMC_REPLAY
  printf("x=%a\ny=%a\nq=%a\n", x, y, q);
#endif
  assert(!(q < 0.0 && x > 0.0 && y < 1.0));
  return 0;
}
