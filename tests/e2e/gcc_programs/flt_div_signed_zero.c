/* 1 / -0.0 is -inf */
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
  __VERIFIER_assume(x == 0.0);
  double r = 1.0 / x;
#ifdef BMC_REPLAY
  printf("x=%a\nr=%a\n", x, r);
#endif
  assert(r > 0.0);
  return 0;
}
