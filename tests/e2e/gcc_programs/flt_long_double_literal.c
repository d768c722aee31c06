/* long double literals keep 64 significant bits */
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
  __VERIFIER_assume(x > 0.0 && x < 1.0);
  long double l = 0.1L;
  double a = (double)(l * x);
  double b = 0.1 * x;
#ifdef BMC_REPLAY
  printf("a=%a\nb=%a\n", a, b);
#endif
  assert(a == b);
  return 0;
}
