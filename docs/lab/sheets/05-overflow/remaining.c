/* Sheet 05, exercise 3: bytes left in a buffer. */
#include <assert.h>

unsigned __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

#define SIZE 64u

int main(void) {
  unsigned used = __VERIFIER_nondet_uint();
  unsigned want = __VERIFIER_nondet_uint();
  __VERIFIER_assume(used <= SIZE);
  unsigned left = SIZE - used;
  if (want - left > 0) {
    assert(want > left);
  }
  return 0;
}
