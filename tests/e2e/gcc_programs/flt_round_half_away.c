/* round() rounds halves away from zero, rint() to even */
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
  __VERIFIER_assume(x > -100.0 && x < 100.0);
  double r = round(x);
  double e = rint(x);
#ifdef BMC_REPLAY
  printf("x=%a\nr=%a\ne=%a\n", x, r, e);
#endif
  assert(r == e || x > 0.0);
  return 0;
}
