/* global two-dimensional array with initialiser, nondet indices */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int grid[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};

int main(void) {
  int i = __VERIFIER_nondet_int();
  int j = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 3 && j >= 0 && j < 4);
  int v = grid[i][j];
  int rowsum = 0, colsum = 0;
  for (int k = 0; k < 4; k++)
    rowsum += grid[i][k];
  for (int k = 0; k < 3; k++)
    colsum += grid[k][j];
#ifdef BMC_REPLAY
  printf("i=%d\nj=%d\nv=%d\nrowsum=%d\ncolsum=%d\n", i, j, v, rowsum, colsum);
#endif
  assert(!(v == 7 && rowsum == 26));
  return 0;
}
