/* parameters are copies */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int bump(int v) {
  v = v + 10;
  return v * 2;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= -100 && x <= 100);
  int y = bump(x);
#ifdef BMC_REPLAY
  printf("x=%d\ny=%d\n", x, y);
#endif
  assert(y != 40 || x != 10);
  return 0;
}
