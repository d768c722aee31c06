#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int sum(int n, int *v) { int s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 3);
  int a[n + 1];
  for (int i = 0; i <= n; i++) a[i] = 1;
  int s = sum(n + 1, a);
  assert(s == n + 1);
  return 0;
}
