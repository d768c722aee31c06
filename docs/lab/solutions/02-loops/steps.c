/* Sheet 02, exercise 1 (solution): walk to n in steps of two. */
#include <assert.h>

unsigned __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 10);
  unsigned i = 0, steps = 0;
  while (i < n) {
    i += 2;
    steps++;
  }
  assert(steps == (n + 1) / 2);
  return 0;
}
