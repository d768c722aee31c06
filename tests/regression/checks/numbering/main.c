#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int f(int a) {
  assert(a != 5);
  return a * 2;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x != 1);
  int y = x + 1;
  assert(y != 3);
  int z = f(x);
  return z & 1;
}
