/* the bits of a float through a union */
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

union pun { float f; unsigned int u; };
int main(void) {
  union pun p;
  p.u = __VERIFIER_nondet_uint();
  float v = p.f;
#ifdef BMC_REPLAY
  printf("v=%a\n", v);
#endif
  assert(!(v > 1.0f && v < 2.0f && (p.u & 1u)));
  return 0;
}
