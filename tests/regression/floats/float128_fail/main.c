#include <assert.h>
/* The binary128 sum of two doubles in [1, 2) is exact; the double sum is rounded. */
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = __VERIFIER_nondet_double();
  __VERIFIER_assume(x > 1.0 && x < 2.0 && y > 1.0 && y < 2.0);
  __float128 exact = (__float128)x + y;
  double rounded = x + y;
  assert(exact == rounded);
  return 0;
}
