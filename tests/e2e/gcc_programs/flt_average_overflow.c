/* the average (a + b) / 2 of two finite floats overflows */
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

static float average(float a, float b) { return (a + b) / 2.0f; }
int main(void) {
  float a = __VERIFIER_nondet_float();
  float b = __VERIFIER_nondet_float();
  __VERIFIER_assume(a > 1e30f && a < 1e39f && b > 1e30f && b < 1e39f);
  float m = average(a, b);
#ifdef BMC_REPLAY
  printf("a=%a\nb=%a\nm=%a\n", a, b, m);
#endif
  assert(!isinf(m));
  return 0;
}
