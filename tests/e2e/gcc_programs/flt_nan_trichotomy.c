/* with a NaN neither x < y nor x >= y holds */
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
  double y = __VERIFIER_nondet_double();
  int lt = x < y, ge = x >= y, un = isunordered(x, y);
#ifdef BMC_REPLAY
  printf("lt=%d\nge=%d\nun=%d\n", lt, ge, un);
#endif
  assert(lt || ge);
  return 0;
}
