/* (int)(x + 0.5) is not round(x), even for a positive x */
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
  __VERIFIER_assume(x > -1000.0 && x < 1000.0);
  int a = (int)(x + 0.5);
  int b = (int)round(x);
#ifdef BMC_REPLAY
  printf("x=%a\na=%d\nb=%d\n", x, a, b);
#endif
  assert(a == b || x < 0.0);
  return 0;
}
