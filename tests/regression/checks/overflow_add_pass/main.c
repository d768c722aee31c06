#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();

  __VERIFIER_assume(x >= -1000000 && x <= 1000000);
  __VERIFIER_assume(y >= -1000000 && y <= 1000000);
  int z = x + y;
  return z & 1;
}
