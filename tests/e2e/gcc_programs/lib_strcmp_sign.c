/* strcmp model: the sign of the result (C fixes only the sign) */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#include <string.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
char __VERIFIER_nondet_char(void);
void __VERIFIER_assume(int);

int main(void) {
  char x[4], y[4];
  for (int k = 0; k < 3; k++) {
    x[k] = __VERIFIER_nondet_char();
    y[k] = __VERIFIER_nondet_char();
    __VERIFIER_assume(x[k] >= 'a' && x[k] <= 'c' && y[k] >= 'a' && y[k] <= 'c');
  }
  x[3] = 0;
  y[3] = 0;
  int r = strcmp(x, y);
  int sgn = (r > 0) - (r < 0);
  int r2 = strncmp(x, y, 2);
  int sgn2 = (r2 > 0) - (r2 < 0);
  int x0 = x[0];
#ifdef BMC_REPLAY
  printf("sgn=%d\nsgn2=%d\nx0=%d\n", sgn, sgn2, x0);
#endif
  assert(!(sgn < 0 && sgn2 == 0 && x0 == 'c'));
  return 0;
}
