#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int fact(int n) {
  if (n <= 1)
    return 1;
  return n * fact(n - 1);
}

int main(void) {
  assert(fact(5) == 120);
  return 0;
}
