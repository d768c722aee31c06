#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 0);

  int r = 0;
  if (y != 0 && x / y > 2)
    r = 1;
  if (y == 0 || x % y == 1)
    r = 2;
  int s = y ? x / y : 0;
  if (s > 5)
    r = 3;
  return r;
}
