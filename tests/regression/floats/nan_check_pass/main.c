#include <math.h>
double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  __CPROVER_assume(isfinite(x));
  double z = x * 2.0 - x;           /* finite operands: never NaN */
  double n = NAN;
  double w = n + 1.0;               /* NaN in, NaN out: not reported */
  return z > 0 && w != w;
}
