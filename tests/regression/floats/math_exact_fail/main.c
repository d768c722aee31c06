#include <assert.h>
#include <math.h>
double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  __CPROVER_assume(x >= 0.0 && x <= 100.0);
  double r = sqrt(x);
  assert(r * r == x);
  return 0;
}
