#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int x, y;
  int *p = __VERIFIER_nondet_int() ? &x : &y;
  *p = 1;
  y = 1;
  assert(*p == 1);
  assert(p == &x || p == &y);
  assert(p != 0);
  return 0;
}
