#include <assert.h>
int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 3) return 0;
  int grid[n][n][n];
  grid[0][0][0] = 1;
  assert(grid[0][0][0] == 1);
  return 0;
}
