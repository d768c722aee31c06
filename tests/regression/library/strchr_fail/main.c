#include <assert.h>
#include <string.h>
#include <stdlib.h>
#include <stdio.h>
#include <ctype.h>
#include <limits.h>
#include <errno.h>
int __VERIFIER_nondet_int(void);
char __VERIFIER_nondet_char(void);
void __VERIFIER_assume(int);
int main(void) {
  const char *s = "hello";
  char c = __VERIFIER_nondet_char();
  char *p = strchr(s, c);
  assert(p == 0 || p < s + 4);   /* 'o' and the terminator are found at s + 4, s + 5 */
  return 0;
}
