/* strlen model: stops at the first zero byte of nondeterministic contents */
// BMC-OPTIONS: --unwind 7
#include <assert.h>
#include <string.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
char __VERIFIER_nondet_char(void);
void __VERIFIER_assume(int);

int main(void) {
  char buf[6];
  for (int k = 0; k < 5; k++) {
    buf[k] = __VERIFIER_nondet_char();
    __VERIFIER_assume(buf[k] >= 0 && buf[k] <= 2);
  }
  buf[5] = 0;
  int len = (int)strlen(buf);
  int first = buf[0];
#ifdef BMC_REPLAY
  printf("len=%d\nfirst=%d\n", len, first);
#endif
  assert(!(len == 3 && first == 2));
  return 0;
}
