#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int a = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= -20 && a <= 20);
  int r = a % 4;
  assert(r >= 0);
  return 0;
}
