/* halving the smallest float gives zero */
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
  __VERIFIER_assume(x > 0.0f);
  float y = x / 2.0f;
#ifdef BMC_REPLAY
  printf("x=%a\ny=%a\n", x, y);
#endif
  assert(y != 0.0f);
  return 0;
}
