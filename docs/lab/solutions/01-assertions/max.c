/* Sheet 01, exercise 1 (solution): the larger of two numbers. */
#include <assert.h>

int __VERIFIER_nondet_int(void);

int max(int a, int b) {
  return a > b ? a : b;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int m = max(x, y);
  assert(m >= x);
  assert(m >= y);
  assert(m == x || m == y);
  return 0;
}
