/* unsigned char << is done in int */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  int s = c << 4;
  unsigned char t = c << 4;
  int u = c >> 1;
#ifdef BMC_REPLAY
  printf("c=%d\ns=%d\nt=%d\nu=%d\n", c, s, t, u);
#endif
  assert(s != 4080);
  return 0;
}
