/* Signed overflow: the midpoint of two ints.
 *
 *   bmc examples/overflow.c
 *
 * finds a, b whose sum does not fit in int: (a + b) / 2 is undefined behaviour there, and
 * bmc reports [average.overflow.1] with a counterexample. The second version
 * (a + (b - a) / 2 with a <= b) cannot overflow and its property holds.
 */
// EXPECT: --unwind 1 -> FAILED overflow
#include <assert.h>

int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int average(int a, int b) {
  return (a + b) / 2;           /* overflows for large a and b */
}

int average_safe(int a, int b) {
  return a + (b - a) / 2;       /* needs a <= b (and b - a representable) */
}

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= a && a <= b);
  int m = average_safe(a, b);
  assert(a <= m && m <= b);
  return average(a, b) - m;
}
