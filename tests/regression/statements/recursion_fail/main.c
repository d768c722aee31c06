#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int fact(int n) {
  if (n <= 1)
    return 1;
  return n * fact(n - 1);
}

int main(void) {

  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 5);
  assert(fact(n) != 24);
  return 0;
}
