/* sqrt is correctly rounded, its square need not be exact */
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

int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 1.0 && x <= 4.0);
  double r = sqrt(x);
  double sq = r * r;
#ifdef BMC_REPLAY
  printf("x=%a\nr=%a\nsq=%a\n", x, r, sq);
#endif
  assert(sq == x);
  return 0;
}
