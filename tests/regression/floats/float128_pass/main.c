#include <assert.h>
/* GNU __float128 / _Float128 is IEEE binary128 (113-bit significand): every double converts
   to it exactly and back, order is kept, and the sum of two doubles in [1, 2) is exact in it
   (so subtracting one gives back the other). */
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 1.0 && x < 2.0 && y >= 1.0 && y < 2.0);
  _Float128 qx = x;
  __float128 sum = qx + y;
  assert(sizeof(__float128) == 16);
  assert((double)qx == x);
  assert((x < y) == (qx < (_Float128)y));
  assert(sum - qx == y);
  return 0;
}
