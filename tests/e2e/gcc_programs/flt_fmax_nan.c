/* fmax ignores a NaN operand */
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
  double y = fmax(x, 1.0);
  double z = fmin(x, -1.0);
#ifdef BMC_REPLAY
  printf("x=%a\ny=%a\nz=%a\n", x, y, z);
#endif
  assert(!(y == 1.0 && z == -1.0));
  return 0;
}
