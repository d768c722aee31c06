/* unsigned to signed conversions (gcc: modulo) */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned u = __VERIFIER_nondet_uint();
  int i = (int)u;
  short s = (short)u;
  long l = (long)u;
  long l2 = (int)u;
#ifdef BMC_REPLAY
  printf("u=%u\ni=%d\ns=%d\nl=%ld\nl2=%ld\n", u, i, s, l, l2);
#endif
  assert(!(i < 0 && s == 5));
  return 0;
}
