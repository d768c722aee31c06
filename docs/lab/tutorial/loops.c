/* Tutorial: loops, unwinding assertions and per-loop bounds. */
#include <assert.h>

unsigned __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 5);
  unsigned sum = 0;
  for (unsigned i = 1; i <= n; i++)
    sum += i;
  assert(2 * sum == n * (n + 1));
  int table[3][4];
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 4; c++)
      table[r][c] = r * c;
  assert(table[2][3] == 6);
  return 0;
}
