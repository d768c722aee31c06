/* plain char is signed: / and % of negative chars */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
char __VERIFIER_nondet_char(void);

int main(void) {
  char k = __VERIFIER_nondet_char();
  int d = k / 3;
  int m = k % 3;
#ifdef BMC_REPLAY
  printf("k=%d\nd=%d\nm=%d\n", k, d, m);
#endif
  assert(!(m == -2 && d == -18));
  return 0;
}
