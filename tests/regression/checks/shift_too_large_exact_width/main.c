#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = __VERIFIER_nondet_int();
  int d = __VERIFIER_nondet_int();

  __VERIFIER_assume(x >= 0 && x < 16);
  __VERIFIER_assume(d >= 30 && d <= 32);
  int z = x >> d;
  return z;
}
