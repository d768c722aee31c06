/* strcat model: appends after the first terminator of a nondeterministic-length prefix */
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
  char buf[8] = { 0 };
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k <= 3);
  for (int i = 0; i < 3; i++)
    if (i < k)
      buf[i] = 'a' + i;
  strcat(buf, "xy");
  int len = (int)strlen(buf);
  int at_k = buf[k];
#ifdef BMC_REPLAY
  printf("len=%d\nat_k=%d\n", len, at_k);
#endif
  assert(!(len == 5 && at_k == 'x'));
  return 0;
}
