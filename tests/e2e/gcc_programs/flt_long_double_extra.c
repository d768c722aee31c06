/* long double (x87) keeps bits that double loses */
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
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x > 1.0 && x < 2.0);
  long double l = x;
  long double third = l / 3.0L;
  double d = (double)(third * 3.0L);
  double e = x / 3.0 * 3.0;
#ifdef BMC_REPLAY
  printf("x=%a\nd=%a\ne=%a\n", x, d, e);
#endif
  assert(d == e);
  return 0;
}
