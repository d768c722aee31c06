/* double to float loses precision */
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
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d > 0.0 && d < 1.0);
  float f = (float)d;
  double back = f;
#ifdef BMC_REPLAY
  printf("d=%a\nf=%a\nback=%a\n", d, f, back);
#endif
  assert(back == d);
  return 0;
}
