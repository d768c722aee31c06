/* the exponent field read through memcpy misjudges subnormals */
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

#include <string.h>
#include <stdint.h>
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x > 0.0 && x < 1.0);
  uint64_t bits;
  memcpy(&bits, &x, sizeof x);
  int e = (int)((bits >> 52) & 0x7ff) - 1023;
  uint64_t pbits = (uint64_t)(e + 1023) << 52;
  double p;
  memcpy(&p, &pbits, sizeof p);
  double lo = p;
#ifdef BMC_REPLAY
  printf("x=%a\ne=%d\nlo=%a\n", x, e, lo);
#endif
  assert(x < 2.0 * lo);
  return 0;
}
