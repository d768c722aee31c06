/* strstr model: the first match of a two-character needle with a nondeterministic char */
// BMC-OPTIONS: --unwind 9
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <stdio.h>
char __VERIFIER_nondet_char(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  const char *h = "xaybzbza";
  char c = __VERIFIER_nondet_char();
  char needle[3] = { 'z', c, 0 };
  char *p = strstr(h, needle);
  int pos = p ? (int)(p - h) : -1;
  int code = c;
#ifdef BMC_REPLAY
  printf("pos=%d\ncode=%d\n", pos, code);
#endif
  assert(pos != 6);
  return 0;
}
