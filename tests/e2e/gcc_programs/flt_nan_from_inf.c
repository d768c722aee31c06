/* inf * 0 is NaN and propagates through the sum */
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
  __VERIFIER_assume(!isnan(x));
  double y = x * 0.0 + 1.0;
#ifdef BMC_REPLAY
  printf("x=%a\ny=%a\n", x, y);
#endif
  assert(y == 1.0);
  return 0;
}
