/* rows of a 2-D array through row pointers */
// BMC-OPTIONS: --unwind 4
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int rowsum(int *row, int n) {
  int s = 0;
  for (int j = 0; j < n; j++)
    s += row[j];
  return s;
}

int main(void) {
  int m[3][3];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      m[i][j] = i * 3 + j;
  int r = __VERIFIER_nondet_int();
  __VERIFIER_assume(r >= 0 && r < 3);
  int *row = m[r];
  row[1] = -row[1];
  int s = rowsum(m[r], 3);
#ifdef BMC_REPLAY
  printf("r=%d\ns=%d\n", r, s);
#endif
  assert(s != 4);
  return 0;
}
