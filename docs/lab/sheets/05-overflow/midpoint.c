/* Sheet 05, exercise 1: the midpoint of a range, as in binary search. */
#include <assert.h>

int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int midpoint(int lo, int hi) {
  return (lo + hi) / 2;
}

int main(void) {
  int lo = __VERIFIER_nondet_int();
  int hi = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= lo && lo <= hi);
  int mid = midpoint(lo, hi);
  assert(lo <= mid && mid <= hi);
  return 0;
}
