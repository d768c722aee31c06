/* a finite product overflows to infinity */
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
  __VERIFIER_assume(x > 1e300 && x < 1e305);
  double y = x * 1e10;
#ifdef BMC_REPLAY
  printf("x=%a\ny=%a\n", x, y);
#endif
  assert(!isinf(y));
  return 0;
}
