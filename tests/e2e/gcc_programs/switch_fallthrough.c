/* switch with fall-through, default in the middle */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && x <= 6);
  int y = 0;
  switch (x) {
  case 0:
    y += 1;
  case 1:
    y += 10;
  case 2:
    y += 100;
    break;
  case 3:
    y = 7;
  default:
    y *= 3;
  case 5:
    y += 5;
  }
#ifdef BMC_REPLAY
  printf("x=%d\ny=%d\n", x, y);
#endif
  assert(y != 26);
  return 0;
}
