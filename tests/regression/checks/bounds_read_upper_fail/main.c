#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int a[4] = {1, 2, 3, 4};
  int i = __VERIFIER_nondet_int();

  __VERIFIER_assume(i >= 0);
  int v = a[i];
  return v;
}
