#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a == -7 && (b == 2 || b == -2));
  assert(-7 / 2 == -3 && -7 % 2 == -1 && 7 / -2 == -3 && 7 % -2 == 1);
  assert(-7 / -2 == 3 && -7 % -2 == -1);
  if (b == 2)
    assert(a / b == -3 && a % b == -1);
  else
    assert(a / b == 3 && a % b == -1);
  assert((-a) / b * b + (-a) % b == -a);
  return 0;
}
