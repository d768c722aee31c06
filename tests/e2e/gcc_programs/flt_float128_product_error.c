/* __float128 (IEEE binary128) holds a double product exactly: its difference from the
   rounded double product is the rounding error, which is nonzero for most inputs */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
double __VERIFIER_nondet_double(void);
void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = __VERIFIER_nondet_double();
  __VERIFIER_assume(x > 1.0 && x < 2.0 && y > 1.0 && y < 2.0);
  __float128 exact = (__float128)x * y;
  double rounded = x * y;
  double err = (double)(exact - rounded);
#ifdef BMC_REPLAY
  printf("x=%a\ny=%a\nrounded=%a\nerr=%a\n", x, y, rounded, err);
#endif
  assert(err == 0.0);
  return 0;
}
