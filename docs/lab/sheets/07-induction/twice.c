/* Sheet 07, exercise 2: x stays twice y, however long the loop runs. */
#include <assert.h>

int __VERIFIER_nondet_int(void);

int main(void) {
  unsigned x = 0, y = 0;
  while (__VERIFIER_nondet_int()) {
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
