/* explicit narrowing casts keep the low bits */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned char c = (unsigned char)x;
  signed char s = (signed char)x;
  short sh = (short)x;
  unsigned short us = (unsigned short)x;
#ifdef BMC_REPLAY
  printf("x=%d\nc=%d\ns=%d\nsh=%d\nus=%d\n", x, c, s, sh, us);
#endif
  assert(!(c == 7 && x > 1000 && sh < 0));
  return 0;
}
