#include <assert.h>
double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  __CPROVER_assume(x != x);                /* NaN */
  /* undefined in C; unchecked, the value is what x86's cvttsd2si gives: INT_MIN */
  int i = (int)x;
  assert(i == -2147483647 - 1);
  return 0;
}
