/* a product of two normal floats is subnormal */
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
  float a = __VERIFIER_nondet_float();
  float b = __VERIFIER_nondet_float();
  __VERIFIER_assume(a > 1e-20f && a < 1e-18f && b > 1e-20f && b < 1e-18f);
  float p = a * b;
  int cls = fpclassify(p);
  int normal = isnormal(p) != 0;
#ifdef BMC_REPLAY
  printf("p=%a\ncls=%d\nnormal=%d\n", p, cls, normal);
#endif
  assert(cls == FP_NORMAL || cls == FP_ZERO);
  return 0;
}
