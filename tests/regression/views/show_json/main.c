#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 0 && x < 100);
  x = x * 3;
  assert(x != 21);
  return 0;
}
