#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int a[4] = {1, 2, 3, 4};
  int i = __VERIFIER_nondet_int();

  int m[2][3];
  __VERIFIER_assume(i >= 0 && i <= 3);
  a[i] = a[3 - i] + 1;
  m[i % 2][i % 3] = a[i];
  assert(a[i] >= 2);
  return m[i % 2][i % 3];
}
