/* a double's bytes changed through an unsigned char pointer */
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
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d > 1.0 && d < 8.0);
  unsigned char *p = (unsigned char *)&d;
  p[0] ^= 1u;
  p[7] ^= 0x80u;
  double e = d;
#ifdef BMC_REPLAY
  printf("e=%a\n", e);
#endif
  assert(e > -2.0);
  return 0;
}
