#include <assert.h>
double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  /* any bit pattern, NaN included */
  assert(x == x);
  return 0;
}
