#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = __VERIFIER_nondet_int();
  int d = __VERIFIER_nondet_int();

  int z = x << 2;
  return z;
}
