/* char + int is int; storing into char wraps (implementation-defined, gcc: modulo) */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
char __VERIFIER_nondet_char(void);

int main(void) {
  char c = __VERIFIER_nondet_char();
  char d = c + 100;
  int e = c + 100;
#ifdef BMC_REPLAY
  printf("c=%d\nd=%d\ne=%d\n", c, d, e);
#endif
  assert(!(d < 0 && e >= 128));
  return 0;
}
