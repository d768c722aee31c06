/* catastrophic cancellation: (x + 1) - x is not 1 for large x */
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
  __VERIFIER_assume(x > 1e15 && x < 1e17);
  double y = (x + 1.0) - x;
#ifdef BMC_REPLAY
  printf("x=%a\ny=%a\n", x, y);
#endif
  assert(y == 1.0);
  return 0;
}
