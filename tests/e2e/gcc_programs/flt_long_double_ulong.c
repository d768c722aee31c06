/* unsigned long is exact in long double, not in double */
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
  __VERIFIER_assume(u < 1000000000000000000UL);
  long double l = u;
  double d = u;
  double err = (double)(l - d);
#ifdef BMC_REPLAY
  printf("u=%lu\nd=%a\nerr=%a\n", u, d, err);
#endif
  assert(err == 0.0);
  return 0;
}
