/* ceil of a value in (-1, 0) is negative zero */
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
  __VERIFIER_assume(x > -1.0 && x < 1.0);
  double c = ceil(x);
  double t = trunc(x);
#ifdef BMC_REPLAY
  printf("x=%a\nc=%a\nt=%a\n", x, c, t);
#endif
  assert(!signbit(c) || !signbit(t) || x == 0.0);
  return 0;
}
