#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();

  __VERIFIER_assume(x > 0);
  int q = x / y;
  int r = x % y;
  return (q & 1) + (r & 1);
}
