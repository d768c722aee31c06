/* a matrix as an array of heap rows */
// BMC-OPTIONS: --unwind 4
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int *rows[3];
  for (int i = 0; i < 3; i++) {
    rows[i] = malloc(3 * sizeof(int));
    if (!rows[i])
      return 0;
    for (int j = 0; j < 3; j++)
      rows[i][j] = i == j;
  }
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 3);
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v >= -9 && v <= 9);
  rows[k][2 - k] = v;
  int trace = rows[0][0] + rows[1][1] + rows[2][2];
  int anti = rows[0][2] + rows[1][1] + rows[2][0];
  for (int i = 0; i < 3; i++)
    free(rows[i]);
#ifdef BMC_REPLAY
  printf("trace=%d\nanti=%d\n", trace, anti);
#endif
  assert(!(trace == 3 && anti == -5));
  return 0;
}
