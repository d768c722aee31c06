#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();

  int a[3] = {0, 0, 0};
  __VERIFIER_assume(x >= 0 && x < 10);
  a[x] = 1;
  return 0;
}
