/* strncat model: at most n bytes of the source, then a terminator */
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
  char buf[8] = "ab";
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 5);
  strncat(buf, "cdef", (size_t)n);
  int len = (int)strlen(buf);
  int last = buf[len - 1];
#ifdef BMC_REPLAY
  printf("len=%d\nlast=%d\n", len, last);
#endif
  assert(!(len == 6 && last == 'f'));
  return 0;
}
