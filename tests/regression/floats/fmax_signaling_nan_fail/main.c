/* glibc (x86-64): fmax/fmin of a signaling NaN and a number is a NaN (x + y), not the
   number; only a quiet NaN operand gives the other operand. */
#include <assert.h>
#include <math.h>
double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = fmax(x, 1.0);
  assert(!isnan(y));
  return 0;
}
