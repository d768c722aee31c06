/* a 2-D variable-length array: rows are pointers a + i * m */
// BMC-OPTIONS: --unwind 4
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int m = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 3 && m >= 1 && m <= 3);
  int g[n][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      g[i][j] = (i + 1) * (j + 2);
  int *last = g[n - 1];
  int corner = last[m - 1];
  int diag = g[0][0] + g[n - 1][m - 1];
  long bytes = (long)sizeof(g);
#ifdef BMC_REPLAY
  printf("corner=%d\ndiag=%d\nbytes=%ld\nn=%d\nm=%d\n", corner, diag, bytes, n, m);
#endif
  assert(corner != 12);
  return 0;
}
