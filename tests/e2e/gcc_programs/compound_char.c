/* compound assignment on narrow types converts back */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
char __VERIFIER_nondet_char(void);

int main(void) {
  char c0 = __VERIFIER_nondet_char();
  char c = c0;
  c += 200;
  unsigned char u = c;
  u *= 3;
  short s = c;
  s *= 4;
#ifdef BMC_REPLAY
  printf("c0=%d\nc=%d\nu=%d\ns=%d\n", c0, c, u, s);
#endif
  assert(!(u == 3 && c0 > 0));
  return 0;
}
