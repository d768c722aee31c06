#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int main(void) {
  int n = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 3 && m >= 1 && m <= 3);
  int g[n][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      g[i][j] = i * 10 + j;
  int *last = g[n - 1];
  assert(last[m - 1] == (n - 1) * 10 + m - 1 && sizeof(g) == n * m * sizeof(int));
  return g[n - 1][m];
}
