/* ldexp into the subnormal range rounds once, so scaling back can lose the low bits;
   frexp and modf write their second result through a pointer */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <math.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
double __VERIFIER_nondet_double(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 1.0 && x < 2.0 && n >= -1070 && n <= -1000);
  double y = ldexp(x, n);
  int e;
  double m = frexp(y, &e);
  double whole;
  double part = modf(x * 4.0, &whole);
  double back = ldexp(m, e - n);
#ifdef BMC_REPLAY
  printf("x=%a\nn=%d\ny=%a\ne=%d\nm=%a\nwhole=%a\npart=%a\nback=%a\n", x, n, y, e, m, whole,
         part, back);
#endif
  assert(back == x || part == 0.0);
  return 0;
}
