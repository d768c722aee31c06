/* sqrtf(x * x) == x (correct rounding) fails only by underflow */
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
  __VERIFIER_assume(x > 0.0f && x < 1e10f);
  float sq = x * x;
  float r = sqrtf(sq);
#ifdef BMC_REPLAY
  printf("x=%a\nsq=%a\nr=%a\n", x, sq, r);
#endif
  assert(r == x);
  return 0;
}
