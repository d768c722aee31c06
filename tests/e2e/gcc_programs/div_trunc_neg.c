/* / and % truncate toward zero with a negative dividend */
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
  __VERIFIER_assume(x >= -100 && x <= 100 && y >= -10 && y <= 10 && y != 0);
  int q = x / y;
  int r = x % y;
  int back = q * y + r;
#ifdef BMC_REPLAY
  printf("x=%d\ny=%d\nq=%d\nr=%d\nback=%d\n", x, y, q, r, back);
#endif
  assert(!(x < 0 && y > 0 && r == -3 && q == -4));
  return 0;
}
