/* atoi model: sign, leading blanks and nondeterministic digits */
// BMC-OPTIONS: --unwind 8
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <stdio.h>
char __VERIFIER_nondet_char(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  char s[6] = { ' ', '-', '0', '0', '0', 0 };
  for (int i = 2; i < 5; i++) {
    s[i] = __VERIFIER_nondet_char();
    __VERIFIER_assume(s[i] >= '0' && s[i] <= '9');
  }
  int v = atoi(s);
#ifdef BMC_REPLAY
  printf("v=%d\n", v);
#endif
  assert(v != -305);
  return 0;
}
