#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x * 2;
  assert(y != 14);
  return 0;
}
