/* fmod is exact and keeps the sign of the dividend */
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
  __VERIFIER_assume(y >= 0.5 && y <= 8.0 && x > -100.0 && x < 100.0);
  double r = fmod(x, y);
#ifdef BMC_REPLAY
  printf("x=%a\ny=%a\nr=%a\n", x, y, r);
#endif
  assert(!(r < 0.0 && r > -0.5 && x < -2.0));
  return 0;
}
