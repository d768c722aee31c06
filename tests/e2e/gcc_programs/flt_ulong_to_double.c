/* unsigned long with the top bit set converts to double, rounding up to 2^64 */
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

unsigned long __VERIFIER_nondet_ulong(void);
int main(void) {
  unsigned long u = __VERIFIER_nondet_ulong();
  __VERIFIER_assume(u >= 9223372036854775808UL);
  double d = (double)u;
#ifdef BMC_REPLAY
  printf("u=%lu\nd=%a\n", u, d);
#endif
  assert(d < 18446744073709551616.0);
  return 0;
}
