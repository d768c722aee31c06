/* Sheet 07, exercise 2 (solution): the invariant, stated at the head of the loop body. */
#include <assert.h>

int __VERIFIER_nondet_int(void);

int main(void) {
  unsigned x = 0, y = 0;
  while (__VERIFIER_nondet_int()) {
    assert(x == 2 * y);
    x += 2;
    y += 1;
    if (y >= 100) {
      x = 0;
      y = 0;
    }
  }
  assert(x == 2 * y);
  return 0;
}
