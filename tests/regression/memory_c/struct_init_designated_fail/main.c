#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
struct cfg { int mode; int level; int flags[3]; };
int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 10);
  struct cfg c = { .level = k, .flags[2] = 1, .mode = 2 };
  assert(c.mode == 2 && c.flags[0] == 0 && c.flags[1] == 0 && c.flags[2] == 1);
  assert(c.level < 9);
  return 0;
}
