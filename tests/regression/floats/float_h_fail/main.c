#include <assert.h>
#include <float.h>
/* Half of DBL_EPSILON is lost when added to 1.0 (ties to even), but not to 0.5. */
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 0.5 && x <= 1.0);
  assert(x + DBL_EPSILON / 2 != x);
  return 0;
}
