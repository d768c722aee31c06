/* out-of-range float -> unsigned conversions give x86-64's values (docs/floats.md) */
// BMC-OPTIONS: --unwind 1 --no-float-conversion-check
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
double __VERIFIER_nondet_double(void);
void __VERIFIER_assume(int);

int main(void) {
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d > -1000.0 && d < -1.0);
  unsigned int u = (unsigned int)d;
  unsigned char c = (unsigned char)(d * -3.0);
  unsigned long ul = (unsigned long)d;
#ifdef BMC_REPLAY
  printf("d=%a\nu=%u\nc=%u\nul=%lu\n", d, u, c, ul);
#endif
  assert(u < 4294966000u || c != 200 || ul == 0);
  return 0;
}
