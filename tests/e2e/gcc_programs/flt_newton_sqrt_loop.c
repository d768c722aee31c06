/* a Newton square root loop stops before the square is exact */
// BMC-OPTIONS: --unwind 5
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
  __VERIFIER_assume(x >= 1.0f && x <= 4.0f);
  float r = x;
  int i = 0;
  while (fabsf(r * r - x) > 0x1p-20f && i < 4) {
    r = 0.5f * (r + x / r);
    i++;
  }
  float err = r * r - x;
#ifdef BMC_REPLAY
  printf("x=%a\nr=%a\ni=%d\nerr=%a\n", x, r, i, err);
#endif
  assert(err == 0.0f);
  return 0;
}
