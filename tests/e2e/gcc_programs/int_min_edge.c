/* absolute value and unsigned view near INT_MIN */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x != -2147483647 - 1);
  int a = x < 0 ? -x : x;
  unsigned ua = (unsigned)x;
  int neg = -x;
#ifdef BMC_REPLAY
  printf("x=%d\na=%d\nua=%u\nneg=%d\n", x, a, ua, neg);
#endif
  assert(!(a == 2147483647 && x < 0));
  return 0;
}
