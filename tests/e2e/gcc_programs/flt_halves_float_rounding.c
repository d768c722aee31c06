/* nearbyintf, roundf, truncf and floorf on negative halves */
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
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k > -1000 && k < 1000);
  float h = (float)k + 0.5f;
  float a = nearbyintf(h), b = roundf(h), c = truncf(h), d = floorf(h);
#ifdef BMC_REPLAY
  printf("h=%a\na=%a\nb=%a\nc=%a\nd=%a\n", h, a, b, c, d);
#endif
  assert(a == b || c == d);
  return 0;
}
