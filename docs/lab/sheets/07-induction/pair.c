/* Sheet 07, exercise 1: two counters that move together, for ever. */
#include <assert.h>

int __VERIFIER_nondet_int(void);

int main(void) {
  unsigned x = 0, y = 0;
  while (__VERIFIER_nondet_int()) {
    x += 2;
    y += 2;
    if (x > 8) {
      x = 0;
      y = 1;
    }
  }
  assert(x == y);
  return 0;
}
