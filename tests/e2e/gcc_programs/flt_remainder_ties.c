/* remainder rounds the quotient to nearest, ties to even */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <math.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
float __VERIFIER_nondet_float(void);
void __VERIFIER_assume(int);

int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x > 0.0f && x < 64.0f);
  float q = remainderf(x, 1.0f);
  float n = x - q;
#ifdef BMC_REPLAY
  printf("x=%a\nq=%a\nn=%a\n", x, q, n);
#endif
  assert(q != 0.5f);
  return 0;
}
