/* Horner's rule and the sum of powers round differently */
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
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x > 0.5f && x < 2.0f);
  float h = (0.3f * x + 0.7f) * x + 0.1f;
  float p = 0.3f * x * x + 0.7f * x + 0.1f;
#ifdef BMC_REPLAY
  printf("x=%a\nh=%a\np=%a\n", x, h, p);
#endif
  assert(h == p);
  return 0;
}
