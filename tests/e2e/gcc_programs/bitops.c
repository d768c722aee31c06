/* bitwise operators on signed ints */
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
  __VERIFIER_assume(x != -2147483647 - 1);
  int a = x & y;
  int o = x | y;
  int e = x ^ y;
  int n = ~x;
  int lowbit = x & -x;
#ifdef BMC_REPLAY
  printf("x=%d\ny=%d\na=%d\no=%d\ne=%d\nn=%d\nlowbit=%d\n", x, y, a, o, e, n, lowbit);
#endif
  assert(!(a == 0x10 && o == 0xFF && lowbit == 0x10));
  return 0;
}
