#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int down(int n) {
  if (n <= 0)
    return 0;
  return 1 + down(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 50);
  int r = down(n);
  assert(r == n);
  return 0;
}
