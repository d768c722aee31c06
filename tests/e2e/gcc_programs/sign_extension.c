/* a negative signed char sign-extends into wider types */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
char __VERIFIER_nondet_char(void);

int main(void) {
  signed char s = __VERIFIER_nondet_char();
  int i = s;
  unsigned u = s;
  long l = s;
  unsigned long ul = s;
  unsigned short us = s;
#ifdef BMC_REPLAY
  printf("s=%d\ni=%d\nu=%u\nl=%ld\nul=%lu\nus=%d\n", s, i, u, l, ul, us);
#endif
  assert(u != 4294967295u);
  return 0;
}
