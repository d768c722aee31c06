/* Tutorial: a first assertion. */
#include <assert.h>

int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int abs_value(int x) {
  return x < 0 ? -x : x;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > -1000);
  int a = abs_value(x);
  assert(a >= 0);
  assert(a > 0);
  return 0;
}
