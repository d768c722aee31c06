/* && and || evaluate the right operand only when needed */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);

int cnt = 0;

int check(int v) {
  cnt++;
  return v > 0;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int r = check(x) && check(y);
  int r2 = check(y) || check(x);
#ifdef BMC_REPLAY
  printf("x=%d\ny=%d\ncnt=%d\nr=%d\nr2=%d\n", x, y, cnt, r, r2);
#endif
  assert(!(cnt == 4 && r == 0));
  return 0;
}
