/* Sheet 05, exercise 2: add up two readings of a sensor. */
#include <assert.h>

short __VERIFIER_nondet_short(void);
void __VERIFIER_assume(int);

int main(void) {
  short a = __VERIFIER_nondet_short();
  short b = __VERIFIER_nondet_short();
  __VERIFIER_assume(a >= 0 && b >= 0);
  short total = a + b;
  assert(total >= a);
  return 0;
}
