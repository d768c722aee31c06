#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 4);
  int a[n];
  for (int i = 0; i < n; i++) a[i] = i * i;
  int j = __VERIFIER_nondet_int();
  __VERIFIER_assume(j >= 0 && j <= n);
  assert(sizeof(a) == n * sizeof(int));
  return a[j];
}
