#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int sum(int n, int a[n]) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
int main(void) {
  int v[3] = { 1, 2, 3 };
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k <= 4);
  assert(sum(k, v) <= 6);
  return 0;
}
