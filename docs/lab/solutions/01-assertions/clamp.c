/* Sheet 01, exercise 2 (solution): clamp a value into the range [lo, hi]. */
#include <assert.h>

int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int clamp(int x, int lo, int hi) {
  if (x < lo)
    return lo;
  if (x > hi)
    return hi;
  return x;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int lo = __VERIFIER_nondet_int();
  int hi = __VERIFIER_nondet_int();
  __VERIFIER_assume(lo <= hi);
  int r = clamp(x, lo, hi);
  assert(lo <= r && r <= hi);
  assert(x < lo || x > hi || r == x);
  assert(x <= hi || r == hi);
checked:
  return 0;
}
