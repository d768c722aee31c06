/* f++ does not change a float at or above 2^24 */
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
  float f = __VERIFIER_nondet_float();
  __VERIFIER_assume(f > 1e6f && f < 1e9f);
  float g = f;
  g++;
  float h = g;
  h -= 1.0f;
#ifdef BMC_REPLAY
  printf("f=%a\ng=%a\nh=%a\n", f, g, h);
#endif
  assert(g != f);
  return 0;
}
