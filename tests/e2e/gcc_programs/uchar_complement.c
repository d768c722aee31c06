/* ~ on unsigned char works on the promoted int */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  int r = ~c;
  unsigned char r2 = ~c;
  int eq = ((unsigned char)~c == 0);
#ifdef BMC_REPLAY
  printf("c=%d\nr=%d\nr2=%d\neq=%d\n", c, r, r2, eq);
#endif
  assert(!(eq && r < -200));
  return 0;
}
