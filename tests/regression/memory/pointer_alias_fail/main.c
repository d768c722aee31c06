#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int x, y;
  int *p = __VERIFIER_nondet_int() ? &x : &y;
  *p = 1;
  x = 0;
  (void)y;
  assert(*p == 1);
  return 0;
}
