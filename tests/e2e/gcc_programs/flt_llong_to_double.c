/* long long to double rounds above 2^53 */
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

long long __VERIFIER_nondet_longlong(void);
int main(void) {
  long long n = __VERIFIER_nondet_longlong();
  __VERIFIER_assume(n > 9007199254740992LL && n < 1152921504606846976LL);
  double d = (double)n;
  long long back = (long long)d;
  long long diff = back - n;
#ifdef BMC_REPLAY
  printf("n=%lld\nd=%a\nback=%lld\ndiff=%lld\n", n, d, back, diff);
#endif
  assert(diff == 0);
  return 0;
}
