/* Tutorial: a loop without a bound, proved by k-induction. */
#include <assert.h>

int __VERIFIER_nondet_int(void);

int main(void) {
  int i = 0;
  while (__VERIFIER_nondet_int()) {
    i += 2;
    if (i >= 10)
      i = 0;
  }
  assert(i != 5);
  return 0;
}
