#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 4);
  int *keep = 0;
  int last = -1;
  for (int k = 0; k < 2; k++) {
    int a[n];
    a[n - 1] = k;
    keep = a;
    last = keep[n - 1];
  }
  assert(last == 1);
  
  return 0;
}
