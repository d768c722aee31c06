/* x - x is -0.0 when rounding downward */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <math.h>
#include <fenv.h>
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
  __VERIFIER_assume(x > -100.0f && x < 100.0f);
  int mode = fesetround(FE_DOWNWARD);
  float z = x - x;
  fesetround(FE_TONEAREST);
  int neg = signbit(z) != 0;
#ifdef BMC_REPLAY
  printf("mode=%d\nz=%a\nneg=%d\n", mode, z, neg);
#endif
  assert(!neg);
  return 0;
}
