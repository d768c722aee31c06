#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int one(void) { return 1; }
int two(void) { return 2; }

int main(void) {
  int (*fs[2])(void);
  fs[0] = one;
  fs[1] = two;
  assert(fs[0]() + fs[1]() == 3);
  return 0;
}
