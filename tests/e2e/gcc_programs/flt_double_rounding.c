/* rounding long double -> double -> float twice differs from once */
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
  __VERIFIER_assume(x >= 1.0 && x < 2.0);
  long double l = (long double)x + 0x1p-60L;
  float once = (float)l;
  float twice = (float)(double)l;
#ifdef BMC_REPLAY
  printf("x=%a\nonce=%a\ntwice=%a\n", x, once, twice);
#endif
  assert(once == twice);
  return 0;
}
