#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 1 && k <= 3);
  int n = 0;
  do {
    n += 2;
    k--;
  } while (k > 0);
  assert(n != 6);
  return 0;
}
