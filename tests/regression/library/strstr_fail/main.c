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
  const char *h = "abcabd";
  char c = __VERIFIER_nondet_char();
  char needle[3] = { 'b', c, 0 };
  assert(strstr(h, needle) == 0);   /* fails for c == 'c' or c == 'd' */
  return 0;
}
