/* a + t * (b - a) at t = 1 misses b */
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

static float lerp(float a, float b, float t) { return a + t * (b - a); }
int main(void) {
  float a = __VERIFIER_nondet_float();
  float b = __VERIFIER_nondet_float();
  __VERIFIER_assume(a > -100.0f && a < 100.0f && b > -100.0f && b < 100.0f);
  float e = lerp(a, b, 1.0f);
#ifdef BMC_REPLAY
  printf("a=%a\nb=%a\ne=%a\n", a, b, e);
#endif
  assert(e == b);
  return 0;
}
