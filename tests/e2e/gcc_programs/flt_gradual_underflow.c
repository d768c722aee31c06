/* scaling into the subnormal range and back loses bits */
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
  __VERIFIER_assume(x >= 0x1p-40 && x <= 1.0);
  double tiny = x * 0x1p-1000;
  double back = tiny * 0x1p1000;
#ifdef BMC_REPLAY
  printf("x=%a\ntiny=%a\nback=%a\n", x, tiny, back);
#endif
  assert(back == x);
  return 0;
}
