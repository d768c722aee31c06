/* the sign of % follows the dividend, not the divisor */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && x <= 50 && y >= -9 && y <= -1);
  int r = x % y;
  int q = x / y;
#ifdef BMC_REPLAY
  printf("x=%d\ny=%d\nr=%d\nq=%d\n", x, y, r, q);
#endif
  assert(!(r == 4 && q == -3));
  return 0;
}
