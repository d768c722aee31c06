/* strchr/strrchr models: first and last occurrence of a nondeterministic character */
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
  char s[7] = "abcabc";
  char c = __VERIFIER_nondet_char();
  char *f = strchr(s, c);
  char *l = strrchr(s, c);
  int first = f ? (int)(f - s) : -1;
  int last = l ? (int)(l - s) : -1;
#ifdef BMC_REPLAY
  printf("first=%d\nlast=%d\n", first, last);
#endif
  assert(!(first == 1 && last == 4));
  return 0;
}
