/* a relative-epsilon comparison is not symmetric */
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

static int close_to(double u, double v) { return fabs(u - v) <= 1e-9 * fabs(u); }
int main(void) {
  double a = __VERIFIER_nondet_double();
  double b = __VERIFIER_nondet_double();
  __VERIFIER_assume(a > 1.0 && a < 2.0 && b > 1.0 && b < 2.0);
  int ab = close_to(a, b), ba = close_to(b, a);
#ifdef BMC_REPLAY
  printf("a=%a\nb=%a\nab=%d\nba=%d\n", a, b, ab, ba);
#endif
  assert(ab == ba);
  return 0;
}
