#include <assert.h>
#include <math.h>
double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  float y = __VERIFIER_nondet_float();
  if (!isnan(x))
    assert(x == x);
  assert((x != x) == isnan(x));
  assert(!(y < y) && !(y > y));
  assert(0.0 == -0.0 && (y != y || y == y * 1.0f));
  assert(__CPROVER_isnand(x) == (x != x) && __CPROVER_isnanf(y) == (y != y));
  return 0;
}
