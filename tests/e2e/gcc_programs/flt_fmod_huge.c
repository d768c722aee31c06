/* fmod of a huge dividend by a small divisor: exact, however far apart the exponents */
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
  __VERIFIER_assume(x > 1e300 && x < INFINITY);
  double r = fmod(x, 3.0);
  double s = fmod(-x, 0.1);
#ifdef BMC_REPLAY
  printf("x=%a\nr=%a\ns=%a\n", x, r, s);
#endif
  assert(r != 2.0);
  return 0;
}
